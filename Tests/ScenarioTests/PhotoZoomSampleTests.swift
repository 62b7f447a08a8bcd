import Foundation
import GestureCore
import SampleCode
import Testing

@Suite("The photo-zoom sample's code does what Samples/README.md says")
@MainActor
struct PhotoZoomSampleTests {
  /// Runs the controller in a 375 × 667 window fed `inputs` for `end` seconds.
  private func run(_ controller: UIViewController, _ inputs: [TouchInput], until end: Double)
    -> [Frame]
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: end, input: inputs)
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return frames
  }

  private func doubleTap(at point: CGPoint, from t: Double) -> [TouchInput] {
    [
      TouchInput(time: t, touch: 0, phase: .began, location: point),
      TouchInput(time: t + 0.1, touch: 0, phase: .ended, location: point),
      TouchInput(time: t + 0.2, touch: 0, phase: .began, location: point),
      TouchInput(time: t + 0.3, touch: 0, phase: .ended, location: point),
    ]
  }

  @Test("A pinch on the sun past 3 bounces back to 3 with the sun still under the fingers")
  func pinchThenBounce() throws {
    let controller = PhotoZoomViewController()
    // Fingers around the sun at (300, 290) in the window, (300, 60) in the photo: 40 pt apart,
    // then 180 (raw 180/48 = 3.75, shown 3·(2 − 3/3.75) = 3.6).
    var inputs = [
      TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 280, y: 290)),
      TouchInput(time: 0, touch: 1, phase: .began, location: CGPoint(x: 320, y: 290)),
    ]
    for (k, half) in [30, 60, 90].enumerated() {
      let t = Double(k + 1) / 60
      let h = CGFloat(half)
      inputs.append(
        TouchInput(time: t, touch: 0, phase: .moved, location: CGPoint(x: 300 - h, y: 290)))
      inputs.append(
        TouchInput(time: t, touch: 1, phase: .moved, location: CGPoint(x: 300 + h, y: 290)))
    }
    inputs.append(TouchInput(time: 0.1, touch: 0, phase: .ended, location: CGPoint(x: 210, y: 290)))
    inputs.append(TouchInput(time: 0.1, touch: 1, phase: .ended, location: CGPoint(x: 390, y: 290)))
    let frames = run(controller, inputs, until: 0.6)
    let readout = try #require(controller.view.descendant(withIdentifier: "readout") as? UILabel)
    let scroll = try #require(controller.view.descendant(withIdentifier: "scroll") as? UIScrollView)
    // At 3/60 s the fingers are 180 apart: 3.6, the sun's centre (300, 60) at (1080, 216) in the
    // content, under the centroid (300, 60) of the scroll view: offset (780, 156).
    let held = try #require(frames.first { abs($0.time - 3.0 / 60) < 1e-9 })
    let drawn = try #require(held.views.first { $0.id == "scroll" })
    #expect(abs(drawn.bounds.minX - 780) < 1e-9)
    #expect(abs(drawn.bounds.minY - 156) < 1e-9)
    #expect(scroll.zoomScale == 3)
    #expect(readout.text == "zoom 3.00×")
    // Back at 3 the sun's centre is at (900, 180), the offset (600, 120) — within the
    // 1125 × 600 content's range (750, 400).
    #expect(scroll.contentOffset == CGPoint(x: 600, y: 120))
  }

  @Test("Double taps zoom out to 1, then in to 2 around the tap")
  func doubleTaps() throws {
    let controller = PhotoZoomViewController()
    let scroll = try #require(controller.view.descendant(withIdentifier: "scroll") as? UIScrollView)
    scroll.setZoomScale(3, animated: false)
    // Tap at (187.5, 330) (the middle), then at (230, 410): (230, 180) in the photo at scale 1.
    let inputs =
      doubleTap(at: CGPoint(x: 187.5, y: 330), from: 0.1)
      + doubleTap(at: CGPoint(x: 230, y: 410), from: 1.2)
    let frames = run(controller, inputs, until: 2.5)
    let outAt = try #require(
      frames.first { abs($0.time - 1.1) < 1e-9 }?.views.first { $0.id == "photo" }
    )
    .transform.a
    #expect(outAt == 1)
    // Zoomed in: the rect 187.5 × 100 around (230, 180) → scale 2, its centre at (460, 360)
    // in the content; mid-bounds would be offset (272.5, 260), clamped to the range (375, 200).
    #expect(scroll.zoomScale == 2)
    #expect(scroll.contentOffset == CGPoint(x: 272.5, y: 200))
    let readout = try #require(controller.view.descendant(withIdentifier: "readout") as? UILabel)
    #expect(readout.text == "zoom 2.00×")
  }
}
