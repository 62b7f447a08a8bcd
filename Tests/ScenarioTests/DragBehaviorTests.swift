import Foundation
import GestureCore
import Testing

@testable import Scenario

/// Drives a clamped-drag image view in a 375×667 window with scripted touches.
@MainActor
private struct DragHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let view: UIView

  init(frame: CGRect = CGRect(x: 50, y: 50, width: 100, height: 100)) {
    view = ClampedDragImageView(frame: frame)
    window.addSubview(UIView(frame: window.bounds))
    window.subviews[0].addSubview(view)
  }

  /// Touches down at `points[0]`, moves through the rest one frame apart, returns the center
  /// after each move.
  func drag(_ points: [CGPoint], lift: Bool = true) -> [CGPoint] {
    var inputs = [TouchInput(time: 0, touch: 0, phase: .began, location: points[0])]
    for (index, point) in points.dropFirst().enumerated() {
      inputs.append(
        TouchInput(time: Double(index + 1) / 60, touch: 0, phase: .moved, location: point))
    }
    if lift, let last = points.last {
      inputs.append(
        TouchInput(time: Double(points.count) / 60, touch: 0, phase: .ended, location: last))
    }
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: Double(points.count) / 60, input: inputs)
    var centers: [CGPoint] = []
    while let frame = simulation.nextFrame() {
      if frame.index >= 1, frame.index < points.count {
        centers.append(frame.views.first { $0.id == view.identifier }!.center)
      }
    }
    return centers
  }
}

@Suite("Clamped center drag")
@MainActor
struct DragBehaviorTests {
  @Test("Grabbed at (120,130) and dragged by (+400, 0): center.x stops at 325, y unchanged")
  func clampRight() {
    let harness = DragHarness()
    let path = (0...40).map { CGPoint(x: 120 + Double($0) * 10, y: 130) }
    let centers = harness.drag(path)
    #expect(centers.last == CGPoint(x: 325, y: 100))
  }

  @Test("Clamped in x, the view still follows the finger in y")
  func followsOtherAxis() {
    let harness = DragHarness()
    let path = (0...40).map { CGPoint(x: 120 + Double($0) * 10, y: 130 + Double($0) * 1.5) }
    let centers = harness.drag(path)
    #expect(centers.last == CGPoint(x: 325, y: 160))
  }

  @Test("No jump to the finger on the first move: a 1 pt move moves the center 1 pt")
  func noJump() {
    let harness = DragHarness()
    let centers = harness.drag([CGPoint(x: 120, y: 130), CGPoint(x: 121, y: 130)])
    #expect(centers == [CGPoint(x: 101, y: 100)])
  }

  @Test("After clamping, the view waits until the finger is back at its grip point")
  func waitsForGrip() {
    let harness = DragHarness()
    // Grip is 20 pt right of the center. Out to x = 520, then back past 345 = 325 + 20.
    let out = (0...40).map { CGPoint(x: 120 + Double($0) * 10, y: 130) }
    let back = [400.0, 346, 345, 344, 300].map { CGPoint(x: $0, y: 130) }
    let centers = harness.drag(out + back)
    let tail = centers.suffix(5).map(\.x)
    #expect(tail == [325, 325, 325, 324, 280])
  }

  @Test("Whatever the drag, center.x stays in [50, 325] and center.y in [50, 617]")
  func staysInside() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<20 {
      let harness = DragHarness()
      var path = [CGPoint(x: 100 + generator.unit() * 40, y: 100 + generator.unit() * 40)]
      for _ in 0..<60 {
        path.append(CGPoint(x: generator.unit() * 600 - 100, y: generator.unit() * 900 - 100))
      }
      for center in harness.drag(path) {
        #expect((50...325).contains(center.x))
        #expect((50...617).contains(center.y))
      }
    }
  }

  @Test("Touch-down brings the dragged view to the front of its siblings")
  func bringsToFront() {
    let harness = DragHarness()
    let sibling = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
    harness.window.subviews[0].addSubview(sibling)
    _ = harness.drag([CGPoint(x: 100, y: 100), CGPoint(x: 101, y: 100)])
    #expect(harness.window.subviews[0].subviews.last === harness.view)
  }
}

/// A small deterministic generator (SplitMix64) so randomised tests repeat exactly.
@MainActor
struct SplitMix64 {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
