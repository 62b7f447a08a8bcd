import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("An alert over a dimmed screen, from PNGs")
@MainActor
struct AlertRenderingTests {
  @Test("The screen behind is dimmed by 20 % black; the panel is drawn in its background")
  func dimmedAlert() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenScale = 1
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    SimulationContext.$scheduler.withValue(window.scheduler) {
      root.present(alert, animated: false)
    }
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let image = try RenderedImage(pngData: renderer.renderPNG(frame))
    // White under black at 0.2: 255 · 0.8 = 204.
    #expect(image.rgba(10, 10).distance(to: RGBA(204, 204, 204)) <= 2, "\(image.rgba(10, 10))")
    // The panel: 270 pt wide, centred (x 52…322), in secondarySystemBackground (242, 242, 247)
    // over the dimming; 3 pt inside its left edge, halfway down, there is no text.
    let panel = try #require(alert.view.subviews.first).frame
    #expect(panel.minX == 52)
    #expect(panel.width == 270)
    let inside = image.rgba(55, Int(panel.midY))
    #expect(inside.distance(to: RGBA(242, 242, 247)) <= 2, "\(inside)")
    // Outside the rounded corner (13 pt) the dimming shows.
    let corner = image.rgba(52, Int(panel.minY))
    #expect(corner.distance(to: RGBA(204, 204, 204)) <= 30, "\(corner)")
  }
}
