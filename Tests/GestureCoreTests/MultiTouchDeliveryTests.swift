import Foundation
import Testing

@testable import GestureCore

/// Records every responder call with the touches of the call and of the event.
@MainActor
private final class EventLogView: UIView {
  var calls: [String] = []
  var tapCounts: [Int] = []

  private func note(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    let mine = touches.map(\.identifier).sorted().map(String.init).joined(separator: ",")
    let all = (event?.allTouches ?? []).sorted { $0.identifier < $1.identifier }
      .map { "\($0.identifier):\($0.phase.rawValue)" }.joined(separator: ",")
    calls.append("\(name) [\(mine)] of [\(all)]")
    tapCounts.append(contentsOf: touches.map(\.tapCount))
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("began", touches, event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("moved", touches, event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("ended", touches, event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("cancelled", touches, event)
  }
}

@Suite("Several fingers: one UIEvent, stationary touches, isMultipleTouchEnabled, isExclusiveTouch")
@MainActor
struct MultiTouchDeliveryTests {
  @Test("A moving finger and a still one: touchesMoved gets one touch, allTouches both")
  func stationary() {
    let harness = GestureHarness()
    let view = EventLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    view.isMultipleTouchEnabled = true
    harness.root.addSubview(view)
    harness.down(100, 100, at: 0, finger: 0)
    harness.down(200, 200, at: 0, finger: 1)
    harness.move(110, 100, at: 0.1, finger: 0)
    harness.up(110, 100, at: 0.2, finger: 0)
    harness.up(200, 200, at: 0.2, finger: 1)
    harness.run(for: 0.3)
    #expect(
      view.calls == [
        "began [0,1] of [0:began,1:began]",
        "moved [0] of [0:moved,1:stationary]",
        "ended [0,1] of [0:ended,1:ended]",
      ])
  }

  @Test("isMultipleTouchEnabled false: the second finger reaches recognizers, not the view")
  func singleTouchView() {
    let harness = GestureHarness()
    let view = EventLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    harness.root.addSubview(view)
    let pinch = UIPinchGestureRecognizer()
    pinch.cancelsTouchesInView = false
    view.addGestureRecognizer(pinch)
    var states: [UIGestureRecognizer.State] = []
    pinch.addAction { states.append($0.state) }
    harness.down(100, 300, at: 0, finger: 0)
    harness.down(200, 300, at: 0.05, finger: 1)
    harness.move(250, 300, at: 0.1, finger: 1)
    harness.up(100, 300, at: 0.2, finger: 0)
    harness.up(250, 300, at: 0.2, finger: 1)
    let frames = harness.run(for: 0.3)
    #expect(
      view.calls == [
        "began [0] of [0:began]", "ended [0] of [0:ended,1:ended]",
      ])
    #expect(states == [.began, .ended])
    let ignored = frames.flatMap { $0.events("touch.ignored") }
    #expect(
      ignored.map(\.detail) == [
        "touch 1 at (200, 300): the view has a finger down and isMultipleTouchEnabled is false"
      ])
  }

  @Test("isExclusiveTouch: an exclusive view tracking a finger keeps others from touches")
  func exclusive() {
    for exclusiveFirst in [true, false] {
      let harness = GestureHarness()
      let a = EventLogView(frame: CGRect(x: 0, y: 0, width: 187, height: 667))
      let b = EventLogView(frame: CGRect(x: 188, y: 0, width: 187, height: 667))
      a.isExclusiveTouch = true
      harness.root.addSubview(a)
      harness.root.addSubview(b)
      let (first, second): (CGFloat, CGFloat) = exclusiveFirst ? (100, 300) : (300, 100)
      harness.down(first, 300, at: 0, finger: 0)
      harness.down(second, 300, at: 0.1, finger: 1)
      harness.up(first, 300, at: 0.2, finger: 0)
      harness.up(second, 300, at: 0.2, finger: 1)
      harness.run(for: 0.3)
      // Whichever came second is refused: b while a (exclusive) tracks, a while b tracks.
      let (taker, refused) = exclusiveFirst ? (a, b) : (b, a)
      #expect(taker.calls.count == 2)
      #expect(refused.calls.isEmpty)
    }
  }

  @Test("tapCount: 2 for a second tap 44 pt away within 0.35 s; 1 at 46 pt or after 0.36 s")
  func tapCount() {
    for (dx, gap, expected) in [
      (CGFloat(44), 0.3, [1, 1, 2, 2]), (46, 0.3, [1, 1, 1, 1]), (0, 0.36, [1, 1, 1, 1]),
      (0, 0.35, [1, 1, 2, 2]),
    ] {
      let harness = GestureHarness()
      let view = EventLogView(frame: harness.root.bounds)
      harness.root.addSubview(view)
      harness.down(100, 100, at: 0)
      harness.up(100, 100, at: 0.1)
      harness.down(100 + dx, 100, at: 0.1 + gap)
      harness.up(100 + dx, 100, at: 0.2 + gap)
      harness.run(for: 0.8)
      #expect(view.tapCounts == expected, "dx \(dx), gap \(gap)")
    }
  }

  @Test("tapCount is 0 at the lift of a press longer than 0.75 s or one that moved 45 pt")
  func notATap() {
    let harness = GestureHarness()
    let view = EventLogView(frame: harness.root.bounds)
    harness.root.addSubview(view)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.8)
    harness.down(100, 300, at: 1)
    harness.move(145, 300, at: 1.05)
    harness.up(145, 300, at: 1.1)
    harness.down(100, 500, at: 2)
    harness.up(100, 500, at: 2.75)
    harness.run(for: 3)
    #expect(view.tapCounts == [1, 0, 1, 1, 0, 1, 1])
  }
}

@Suite("Taps: a double tap's second tap 44 pt away counts, 46 pt does not (reference §2)")
@MainActor
struct TapSlopTests {
  @Test("The second tap of a double tap 44 pt from the first is recognized; at 46 pt it fails")
  func secondTapDistance() {
    for (dx, recognized) in [(CGFloat(44), true), (46, false)] {
      let harness = GestureHarness()
      let view = UIView(frame: harness.root.bounds)
      harness.root.addSubview(view)
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      view.addGestureRecognizer(double)
      let log = ActionLog()
      log.attach(to: double)
      harness.down(100, 100, at: 0)
      harness.up(100, 100, at: 0.1)
      harness.down(100 + dx, 100, at: 0.2)
      harness.up(100 + dx, 100, at: 0.3)
      harness.run(for: 0.8)
      #expect(log.states == (recognized ? [.recognized] : []), "dx \(dx)")
      // location(in:) is the first tap's touch-down, not the second's.
      #expect(log.locations == (recognized ? [CGPoint(x: 100, y: 100)] : []))
    }
  }

  @Test("Two fingers per tap: numberOfTouchesRequired 2 recognizes a two-finger tap, not one")
  func twoFingerTap() {
    let harness = GestureHarness()
    let view = UIView(frame: harness.root.bounds)
    harness.root.addSubview(view)
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    view.addGestureRecognizer(tap)
    let log = ActionLog()
    log.attach(to: tap)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.1)
    harness.down(80, 300, at: 0.5, finger: 0)
    harness.down(120, 300, at: 0.5, finger: 1)
    harness.up(80, 300, at: 0.6, finger: 0)
    harness.up(120, 300, at: 0.6, finger: 1)
    harness.run(for: 0.8)
    #expect(log.states == [.recognized])
    #expect(log.times == [0.6])
    #expect(log.locations == [CGPoint(x: 100, y: 300)])
  }
}

@Suite("Pan with several fingers: centroid, minimum/maximum touches, no jump (reference §3)")
@MainActor
struct MultiFingerPanTests {
  private func setUp() -> (GestureHarness, UIPanGestureRecognizer, () -> [CGPoint]) {
    let harness = GestureHarness()
    let view = UIView(frame: harness.root.bounds)
    harness.root.addSubview(view)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    var translations: [CGPoint] = []
    pan.addAction { _ in translations.append(pan.translation(in: nil)) }
    return (harness, pan, { translations })
  }

  @Test("Two fingers move the centroid; a finger added mid-pan does not move the translation")
  func fingerAdded() {
    let (harness, _, translations) = setUp()
    harness.down(100, 100, at: 0, finger: 0)
    harness.move(100, 130, at: 0.1, finger: 0)  // began: (0, 20)
    harness.down(300, 130, at: 0.2, finger: 1)  // centroid jumps to (200, 130): no change
    harness.move(100, 150, at: 0.3, finger: 0)
    harness.move(300, 150, at: 0.3, finger: 1)  // centroid +20: (0, 40)
    harness.up(100, 150, at: 0.4, finger: 0)  // centroid jumps back: no change
    harness.move(300, 160, at: 0.5, finger: 1)  // +10: (0, 50)
    harness.up(300, 160, at: 0.6, finger: 1)
    harness.run(for: 0.7)
    #expect(
      translations() == [
        CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 50),
      ])
  }

  @Test("minimumNumberOfTouches 2: one finger never begins, two do")
  func minimumTouches() {
    let (harness, pan, translations) = setUp()
    pan.minimumNumberOfTouches = 2
    harness.down(100, 100, at: 0, finger: 0)
    harness.move(100, 200, at: 0.1, finger: 0)
    harness.up(100, 200, at: 0.2, finger: 0)
    harness.down(100, 100, at: 0.5, finger: 0)
    harness.down(200, 100, at: 0.5, finger: 1)
    harness.move(100, 120, at: 0.6, finger: 0)
    harness.move(200, 120, at: 0.6, finger: 1)
    harness.up(100, 120, at: 0.7, finger: 0)
    harness.up(200, 120, at: 0.7, finger: 1)
    harness.run(for: 0.8)
    #expect(translations() == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 10)])
  }

  @Test("maximumNumberOfTouches 1: a second finger is not tracked (the pan goes on)")
  func maximumTouches() {
    let (harness, pan, translations) = setUp()
    pan.maximumNumberOfTouches = 1
    harness.down(100, 100, at: 0, finger: 0)
    harness.move(100, 130, at: 0.1, finger: 0)
    harness.down(300, 100, at: 0.2, finger: 1)
    harness.move(300, 300, at: 0.3, finger: 1)
    harness.move(100, 140, at: 0.3, finger: 0)
    harness.up(300, 300, at: 0.4, finger: 1)
    harness.up(100, 140, at: 0.5, finger: 0)
    harness.run(for: 0.6)
    #expect(pan.numberOfTouches == 0)
    #expect(
      translations() == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 30)])
  }
}

@Suite("Simulated time thresholds compare without floating-point error")
@MainActor
struct TimeThresholdTests {
  @Test("hasElapsed: 0.7 − 0.6 is 100 ms, though it computes as 0.09999999999999998")
  func elapsed() {
    #expect(0.7 - 0.6 < 0.1)
    #expect(Scheduler.hasElapsed(0.1, from: 0.6, to: 0.7))
    #expect(!Scheduler.hasElapsed(0.1, from: 0.6, to: 0.699))
  }

  @Test("A finger that rested from 0.6 s to 0.7 s before lifting gives no release velocity")
  func restBeforeLift() {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 3000)
    harness.root.addSubview(scrollView)
    harness.down(200, 600, at: 0)
    for k in 1...6 {
      harness.move(200, 600 - 50 * CGFloat(k), at: Double(k) / 10)
    }
    harness.up(200, 300, at: 0.7)
    harness.run(for: 1.5)
    // Dragged 300 pt less the 10 pt hysteresis, and no coasting after the rest.
    #expect(scrollView.contentOffset.y == 290)
    #expect(!scrollView.isDecelerating)
  }
}
