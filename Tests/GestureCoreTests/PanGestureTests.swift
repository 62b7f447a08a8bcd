import Foundation
import Testing

@testable import GestureCore

@Suite("Pan: 10 pt hysteresis per axis, removed at began (reference §4.3)")
@MainActor
struct PanGestureTests {
  private func setUp() -> (GestureHarness, TouchLogView, UIPanGestureRecognizer) {
    let harness = GestureHarness()
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    harness.root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    return (harness, view, pan)
  }

  @Test("A 12 pt vertical pan reports translation (0, 2) at began")
  func twelvePointsVertical() {
    let (harness, _, pan) = setUp()
    var atBegan: CGPoint?
    pan.addAction { _ in if pan.state == .began { atBegan = pan.translation(in: nil) } }
    harness.down(100, 100, at: 0)
    harness.move(100, 106, at: 1.0 / 60)  // 6 pt: below the hysteresis
    harness.move(100, 112, at: 2.0 / 60)  // 12 pt: begins
    harness.up(100, 112, at: 3.0 / 60)
    harness.run(for: 0.1)
    #expect(atBegan == CGPoint(x: 0, y: 2))
  }

  @Test("The hysteresis is removed per axis: (3, −12) begins at (0, −2); later moves add fully")
  func perAxis() {
    let (harness, _, pan) = setUp()
    var translations: [CGPoint] = []
    pan.addAction { _ in translations.append(pan.translation(in: nil)) }
    harness.down(100, 100, at: 0)
    harness.move(103, 88, at: 1.0 / 60)
    harness.move(113, 78, at: 2.0 / 60)
    harness.up(113, 78, at: 3.0 / 60)
    harness.run(for: 0.1)
    #expect(
      translations == [CGPoint(x: 0, y: -2), CGPoint(x: 10, y: -12), CGPoint(x: 10, y: -12)])
    #expect(pan.state == .possible)
  }

  @Test("9.9 pt on each axis does not begin; lifting then fails the pan")
  func belowHysteresis() {
    let (harness, view, pan) = setUp()
    var called = false
    pan.addAction { _ in called = true }
    harness.down(100, 100, at: 0)
    harness.move(109.9, 109.9, at: 0.05)
    harness.up(109.9, 109.9, at: 0.1)
    let frames = harness.run(for: 0.2)
    #expect(!called)
    #expect(frames.flatMap { $0.events("gesture.failed") }.count == 1)
    // The pan never took the touch: the view saw it end.
    #expect(view.calls == ["began", "moved", "ended"])
  }

  @Test("With cancelsTouchesInView the view sees moves until began, then touchesCancelled")
  func cancelsViewTouches() {
    let (harness, view, _) = setUp()
    harness.down(100, 100, at: 0)
    harness.move(100, 105, at: 1.0 / 60)
    harness.move(100, 120, at: 2.0 / 60)
    harness.move(100, 140, at: 3.0 / 60)
    harness.up(100, 140, at: 4.0 / 60)
    harness.run(for: 0.1)
    #expect(view.calls == ["began", "moved", "cancelled"])
  }

  @Test("Without cancelsTouchesInView the view sees every phase and touchesEnded")
  func keepsViewTouches() {
    let (harness, view, pan) = setUp()
    pan.cancelsTouchesInView = false
    harness.down(100, 100, at: 0)
    harness.move(100, 120, at: 1.0 / 60)
    harness.up(100, 120, at: 2.0 / 60)
    harness.run(for: 0.1)
    #expect(view.calls == ["began", "moved", "ended"])
  }

  @Test("velocity(in:) is 0.2·current + 0.8·previous sample, points per second")
  func velocity() {
    let (harness, _, pan) = setUp()
    var velocities: [CGPoint] = []
    pan.addAction { _ in velocities.append(pan.velocity(in: nil)) }
    harness.down(100, 100, at: 0)
    harness.move(100, 120, at: 0.02)  // 20 pt in 0.02 s: 1000 pt/s
    harness.move(100, 130, at: 0.04)  // 10 pt in 0.02 s: 500 pt/s
    harness.up(100, 130, at: 0.06)
    harness.run(for: 0.1)
    #expect(abs(velocities[0].y - 1000) < 1e-6)
    #expect(abs(velocities[1].y - (0.2 * 500 + 0.8 * 1000)) < 1e-6)
    #expect(velocities[1].x == 0)
  }

  @Test("setTranslation(_:in:) rebases the translation; translation(in:) scales with the view")
  func setTranslation() {
    let (harness, view, pan) = setUp()
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.addSubview(scaled)
    var values: [CGPoint] = []
    pan.addAction { _ in
      values.append(pan.translation(in: nil))
      values.append(pan.translation(in: scaled))
      if pan.state == .began { pan.setTranslation(.zero, in: nil) }
    }
    harness.down(200, 300, at: 0)
    harness.move(200, 320, at: 0.02)
    harness.move(200, 330, at: 0.04)
    harness.up(200, 330, at: 0.06)
    harness.run(for: 0.1)
    #expect(values[0] == CGPoint(x: 0, y: 10))
    #expect(values[1] == CGPoint(x: 0, y: 5))
    #expect(values[2] == CGPoint(x: 0, y: 10))
  }
}
