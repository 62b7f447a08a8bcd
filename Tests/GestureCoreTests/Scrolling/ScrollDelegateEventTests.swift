import Foundation
import Testing

@testable import GestureCore

/// A delegate that implements one method only: the others are the protocol's defaults.
@MainActor
private final class ScrollOnlyDelegate: UIScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite("UIScrollView: delegate-named timeline events follow the delegate")
@MainActor
struct ScrollDelegateEventTests {
  /// The delegate-named kinds of the timeline (docs/scenario.md, "Event kinds").
  private static let delegateKinds: Set<String> = Set(TimelineEventKinds.scrolling)

  /// A fling of 300 pt up at 1500 pt/s on a full-screen scroll view over 2000 pt of content,
  /// then, once it has come to rest (4.2 s later), an animated `setContentOffset` at 5 s;
  /// returns the delegate-named events by kind.
  private func fling(delegate: (any UIScrollViewDelegate)?) -> [String: Int] {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delegate = delegate
    harness.root.addSubview(scrollView)
    harness.down(180, 500, at: 0)
    for step in 1...12 { harness.move(180, 500 - 25 * CGFloat(step), at: Double(step) / 60) }
    harness.up(180, 200, at: 0.2)
    harness.window.scheduler.schedule(after: 5) {
      scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    }
    let frames = harness.run(for: 6)
    var counts: [String: Int] = [:]
    for event in frames.flatMap(\.events) where Self.delegateKinds.contains(event.kind) {
      counts[event.kind, default: 0] += 1
    }
    return counts
  }

  @Test("Without a delegate a scroll view records no delegate-named event")
  func noDelegateNoEvents() {
    #expect(fling(delegate: nil) == [:])
  }

  @Test("A released delegate is no delegate: nothing is recorded after it is gone")
  func releasedDelegateNoEvents() {
    var delegate: ScrollOnlyDelegate? = ScrollOnlyDelegate()
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delegate = delegate
    harness.root.addSubview(scrollView)
    delegate = nil
    #expect(scrollView.delegate == nil)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    let frames = harness.run(for: 0)
    #expect(frames.flatMap(\.events).filter { Self.delegateKinds.contains($0.kind) }.isEmpty)
  }

  @Test("A delegate set, implementing only scrollViewDidScroll, gets every message recorded")
  func delegateRecordsEveryMessage() {
    let delegate = ScrollOnlyDelegate()
    let counts = fling(delegate: delegate)
    #expect(counts["scrollViewWillBeginDragging"] == 1)
    #expect(counts["scrollViewWillEndDragging"] == 1)
    #expect(counts["scrollViewDidEndDragging"] == 1)
    #expect(counts["scrollViewWillBeginDecelerating"] == 1)
    #expect(counts["scrollViewDidEndDecelerating"] == 1)
    #expect(counts["scrollViewDidEndScrollingAnimation"] == 1)
    // Every recorded scrollViewDidScroll is one call of the delegate's method.
    #expect(counts["scrollViewDidScroll"] == delegate.scrolls)
    #expect(delegate.scrolls > 20)
  }
}

/// Records the deceleration messages with `isDecelerating` at each.
@MainActor
private final class DecelerationLog: UIScrollViewDelegate {
  var calls: [String] = []
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate), decelerating \(scrollView.isDecelerating))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    calls.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating(decelerating \(scrollView.isDecelerating))")
  }
}

@Suite("UIScrollView: a finger that stops decelerating content")
@MainActor
struct ScrollStoppedByTouchTests {
  /// A fling of 300 pt up at 1500 pt/s released at 0.2 s, then a second finger at 0.6 s that
  /// lifts at 0.7 s, or drags 100 pt up over 0.2 s first.
  private func run(secondFingerDrags: Bool) -> (DecelerationLog, [TimelineEvent], UIScrollView) {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 4000)
    let log = DecelerationLog()
    scrollView.delegate = log
    harness.root.addSubview(scrollView)
    harness.down(180, 500, at: 0)
    for step in 1...12 { harness.move(180, 500 - 25 * CGFloat(step), at: Double(step) / 60) }
    harness.up(180, 200, at: 0.2)
    harness.down(180, 400, at: 0.6)
    if secondFingerDrags {
      for step in 1...12 {
        harness.move(180, 400 - 10 * CGFloat(step), at: 0.6 + Double(step) / 60)
      }
      harness.up(180, 280, at: 1.5)
    } else {
      harness.up(180, 400, at: 0.7)
    }
    let events = harness.run(for: 2).flatMap(\.events)
    return (log, events, scrollView)
  }

  @Test("Lifted without dragging: didEndDragging(false) while decelerating, then didEnd")
  func liftEndsDeceleration() throws {
    let (log, events, scrollView) = run(secondFingerDrags: false)
    #expect(
      log.calls == [
        "willBeginDragging", "didEndDragging(true, decelerating false)", "willBeginDecelerating",
        "didEndDragging(false, decelerating true)", "didEndDecelerating(decelerating false)",
      ])
    #expect(!scrollView.isDecelerating)
    #expect(!scrollView.isTracking)
    // The timeline has them too, at the lift, and the content did not move after the touch.
    let ended = try #require(events.last { $0.kind == "scrollViewDidEndDecelerating" })
    #expect(abs(ended.time - 0.7) < 1e-9)
    let lastScroll = try #require(events.last { $0.kind == "scrollViewDidScroll" })
    #expect(lastScroll.time <= 0.6 + 1e-9)
  }

  @Test("Dragged: didEndDecelerating just before willBeginDragging")
  func dragEndsDeceleration() {
    let (log, _, _) = run(secondFingerDrags: true)
    #expect(
      Array(log.calls.prefix(5)) == [
        "willBeginDragging", "didEndDragging(true, decelerating false)", "willBeginDecelerating",
        "didEndDecelerating(decelerating false)", "willBeginDragging",
      ])
  }
}
