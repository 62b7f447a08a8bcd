import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Explicit Core Animation animations in rendered frames, read back from PNGs")
@MainActor
struct ExplicitAnimationRenderingTests {
  /// The frame at 1.5 s of a white 100 × 100 pt window whose red 20 × 20 pt box (model
  /// centre (10, 50)) has a 1 s animation of `position.x` from 10 to 80 with `fillMode` and
  /// `isRemovedOnCompletion` as given, at scale 1, through PNG.
  private func frameAfterTheEnd(fillMode: CAMediaTimingFillMode, removed: Bool) throws
    -> RenderedImage
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
    box.backgroundColor = .red
    window.addSubview(box)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 10
    move.toValue = 80
    move.duration = 1
    move.fillMode = fillMode
    move.isRemovedOnCompletion = removed
    box.layer.add(move, forKey: "move")
    let simulation = Simulation(window: window, framesPerSecond: 2, duration: 1.5, input: [])
    var last: Frame?
    while let frame = simulation.nextFrame() { last = frame }
    let frame = try #require(last)
    #expect(abs(frame.time - 1.5) < 1e-9)
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("fillMode forwards, not removed: the box stays at the end value, x 70…90")
  func forwards() throws {
    let image = try frameAfterTheEnd(fillMode: .forwards, removed: false)
    #expect(image.rgba(80, 50) == RGBA(255, 0, 0), "\(image.rgba(80, 50))")
    #expect(image.rgba(10, 50) == RGBA(255, 255, 255), "\(image.rgba(10, 50))")
  }

  @Test("The default (removed): the box is back at its model position, x 0…20")
  func removed() throws {
    let image = try frameAfterTheEnd(fillMode: .removed, removed: true)
    #expect(image.rgba(10, 50) == RGBA(255, 0, 0), "\(image.rgba(10, 50))")
    #expect(image.rgba(80, 50) == RGBA(255, 255, 255), "\(image.rgba(80, 50))")
  }
}
