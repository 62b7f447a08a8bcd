import Foundation
import Renderer
import Testing

@testable import GestureCore

/// Scroll indicators read back from rendered PNGs at @2x (docs/scrolling.md, "Scroll
/// indicators"). A 375 × 600 pt scroll view of 1800 pt content, dragged up 100 pt from
/// (200, 400) over 0.2 s and held to a lift at 0.5 s, rests at 90 pt: its vertical bar is
/// x 369…372 pt, y 3 + 396 · 90 / 1200 = 32.7 … 230.7 pt, centre (370.5, 131.7) pt, pixel
/// (741, 263).
@Suite("Scroll indicators: pixels read back")
@MainActor
struct ScrollIndicatorPixelTests {
  /// Renders the frames at `times` (seconds, at 100 fps) of the drag on a scroll view of
  /// `background`, set up by `configure`, in a window of the given appearance.
  func render(
    background: UIColor, dark: Bool = false, at times: [Int],
    configure: (UIScrollView) -> Void = { _ in }
  ) throws -> [RenderedImage] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.backgroundColor = background
    if dark { window.overrideUserInterfaceStyle = .dark }
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.backgroundColor = background
    scrollView.contentSize = CGSize(width: 375, height: 1800)
    configure(scrollView)
    window.addSubview(scrollView)
    var inputs = [TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 200, y: 400))]
    for step in 1...10 {
      inputs.append(
        TouchInput(
          time: 0.02 * Double(step), touch: 0, phase: .moved,
          location: CGPoint(x: 200, y: 400 - 10 * CGFloat(step))))
    }
    inputs.append(TouchInput(time: 0.5, touch: 0, phase: .ended, location: CGPoint(x: 200, y: 300)))
    let simulation = Simulation(window: window, framesPerSecond: 100, duration: 1, input: inputs)
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    var images: [RenderedImage] = []
    while let frame = simulation.nextFrame() {
      if times.contains(frame.index) {
        images.append(try RenderedImage(pngData: renderer.renderPNG(frame)))
      }
    }
    #expect(abs(scrollView.contentOffset.y - 90) < 1e-9)
    return images
  }

  func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  @Test(
    "While held the bar's centre is 35 % black over white, 255 · 0.65 = 166; white after the fade")
  func drawnThenGone() throws {
    let images = try render(background: .white, at: [30, 90])
    #expect(
      rgb(images[0], 741, 263).allSatisfy { abs($0 - 166) <= 1 }, "\(rgb(images[0], 741, 263))")
    // Beside the bar (x 374 pt) and under its end (y 240 pt) the background shows.
    #expect(rgb(images[0], 748, 263) == [255, 255, 255])
    #expect(rgb(images[0], 741, 480) == [255, 255, 255])
    // 0.33 s after the lift at 0.5 s the bar is gone.
    #expect(rgb(images[1], 741, 263) == [255, 255, 255])
  }

  @Test("Hidden with showsVerticalScrollIndicator = false")
  func hidden() throws {
    let images = try render(background: .white, at: [30]) {
      $0.showsVerticalScrollIndicator = false
    }
    #expect(rgb(images[0], 741, 263) == [255, 255, 255])
  }

  @Test("Styles: .white over black 255 · 0.35 = 89; .default in the dark appearance the same")
  func styles() throws {
    let white = try render(background: .black, at: [30]) { $0.indicatorStyle = .white }
    #expect(rgb(white[0], 741, 263).allSatisfy { abs($0 - 89) <= 1 }, "\(rgb(white[0], 741, 263))")
    let dark = try render(background: .black, dark: true, at: [30])
    #expect(rgb(dark[0], 741, 263).allSatisfy { abs($0 - 89) <= 1 }, "\(rgb(dark[0], 741, 263))")
    let black = try render(background: .white, dark: true, at: [30]) { $0.indicatorStyle = .black }
    #expect(rgb(black[0], 741, 263).allSatisfy { abs($0 - 166) <= 1 }, "\(rgb(black[0], 741, 263))")
  }

  @Test(
    "verticalScrollIndicatorInsets.right = 20 moves the bar 20 pt left: pixel 701 dark, 741 white")
  func insetMovesIt() throws {
    let images = try render(background: .white, at: [30]) {
      $0.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 20)
    }
    #expect(rgb(images[0], 701, 263).allSatisfy { abs($0 - 166) <= 1 })
    #expect(rgb(images[0], 741, 263) == [255, 255, 255])
  }
}
