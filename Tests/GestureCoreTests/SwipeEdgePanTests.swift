import Foundation
import Testing

@testable import GestureCore

@Suite("Swipe and screen-edge pan (reference §3–4)")
@MainActor
struct SwipeEdgePanTests {
  private func swipe(
    _ direction: UISwipeGestureRecognizer.Direction, touches: Int = 1,
    script: (GestureHarness) -> Void
  ) -> ActionLog {
    let harness = GestureHarness()
    let view = UIView(frame: harness.root.bounds)
    harness.root.addSubview(view)
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = direction
    swipe.numberOfTouchesRequired = touches
    view.addGestureRecognizer(swipe)
    let log = ActionLog()
    log.attach(to: swipe)
    script(harness)
    harness.run(for: 1)
    return log
  }

  @Test(
    "60 pt right in 0.1 s: recognized at 0.1 s (needs 50·(1 − 0.1·0.94) = 45.3 pt), at the start")
  func quickRight() {
    let log = swipe(.right) { h in
      h.down(100, 300, at: 0)
      h.move(130, 300, at: 0.05)  // needs 47.65 pt at 0.05 s: not yet
      h.move(160, 300, at: 0.1)
      h.up(160, 300, at: 0.1)
    }
    #expect(log.states == [.recognized])
    #expect(log.times == [0.1])
    #expect(log.locations == [CGPoint(x: 100, y: 300)])
  }

  @Test("The same stroke leftward fails a .right swipe but recognizes [.left, .right]")
  func directions() {
    let stroke: (GestureHarness) -> Void = { h in
      h.down(200, 300, at: 0)
      h.move(140, 300, at: 0.1)
      h.up(140, 300, at: 0.1)
    }
    #expect(swipe(.right, script: stroke).states.isEmpty)
    #expect(swipe([.left, .right], script: stroke).states == [.recognized])
  }

  @Test("At 0.4 s, 32 pt is enough (50·0.624 = 31.2) and 30 pt is not; after 0.5 s it fails")
  func slow() {
    for (distance, recognized) in [(CGFloat(32), true), (30, false)] {
      let log = swipe(.down) { h in
        h.down(100, 100, at: 0)
        h.move(100, 100 + distance, at: 0.4)
        h.move(100, 100 + distance * 2, at: 0.6)  // past 0.5 s: already failed
        h.up(100, 100 + distance * 2, at: 0.6)
      }
      #expect(log.states == (recognized ? [.recognized] : []), "distance \(distance)")
    }
  }

  @Test("Sideways drift past 200·(1 − t·0.98) fails; two required fingers must both go")
  func driftAndTouches() {
    let drift = swipe(.right) { h in
      h.down(10, 100, at: 0)
      h.move(40, 300, at: 0.05)  // 200 pt across; allowed 190.2
      h.move(100, 300, at: 0.1)
      h.up(100, 300, at: 0.1)
    }
    #expect(drift.states.isEmpty)
    let two = swipe(.up, touches: 2) { h in
      h.down(100, 500, at: 0, finger: 0)
      h.down(200, 500, at: 0, finger: 1)
      h.move(100, 440, at: 0.1, finger: 0)
      h.move(200, 440, at: 0.1, finger: 1)
      h.up(100, 440, at: 0.15, finger: 0)
      h.up(200, 440, at: 0.15, finger: 1)
    }
    #expect(two.states == [.recognized])
    #expect(two.locations == [CGPoint(x: 150, y: 500)])
  }

  @Test("Edge pan: begins from within 13 pt of the left edge after 15 pt; fails from 14 pt in")
  func edgePan() {
    for (x, begins) in [(CGFloat(13), true), (14, false)] {
      let harness = GestureHarness()
      let view = UIView(frame: harness.root.bounds)
      harness.root.addSubview(view)
      let edge = UIScreenEdgePanGestureRecognizer()
      edge.edges = .left
      view.addGestureRecognizer(edge)
      var translations: [CGPoint] = []
      edge.addAction { _ in translations.append(edge.translation(in: nil)) }
      harness.down(x, 300, at: 0)
      harness.move(x + 14, 300, at: 0.05)  // within the 15 pt hysteresis
      harness.move(x + 20, 300, at: 0.1)
      harness.up(x + 20, 300, at: 0.15)
      harness.run(for: 0.3)
      #expect(translations == (begins ? [CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 0)] : []))
    }
  }
}
