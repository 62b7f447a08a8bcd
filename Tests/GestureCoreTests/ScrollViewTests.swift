import Foundation
import Testing

@testable import GestureCore

/// Records delegate calls in order.
@MainActor
private final class DelegateLog: UIScrollViewDelegate {
  var calls: [String] = []
  var offsets: [CGFloat] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if calls.last != "didScroll" { calls.append("didScroll") }
    offsets.append(scrollView.contentOffset.y)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    calls.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

/// A scroll view subclass that declares the delegate conformance UIKit's scroll view keeps
/// private, to let its pan recognize together with others.
@MainActor
private final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

@Suite("UIScrollView: dragging, rubber band, deceleration, bounce, content touches")
@MainActor
struct ScrollViewTests {
  /// A full-screen vertical scroll view with 2000 pt of content in the harness's root view.
  private func makeScrollView(_ harness: GestureHarness, contentHeight: CGFloat = 2000)
    -> UIScrollView
  {
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.accessibilityIdentifier = "scroll"
    scrollView.contentSize = CGSize(width: 375, height: contentHeight)
    harness.root.addSubview(scrollView)
    return scrollView
  }

  /// Touches finger 0 down at `from` at time 0, waits `wait` seconds, moves it by `dy` at
  /// `speed` pt/s (one sample per frame), holds `hold` seconds and lifts unless `lift` is false.
  private func verticalDrag(
    _ harness: GestureHarness, from: CGPoint, dy: CGFloat, speed: Double, wait: Double = 0,
    hold: Double = 0, lift: Bool = true
  ) {
    harness.down(from.x, from.y, at: 0)
    let duration = abs(Double(dy)) / speed
    let steps = Int((duration * 60).rounded())
    for step in 1...steps {
      let t = Double(step) / Double(steps)
      harness.move(from.x, from.y + dy * CGFloat(t), at: wait + duration * t)
    }
    if lift { harness.up(from.x, from.y + dy, at: wait + duration + hold) }
  }

  @Test(
    "A subclass conforming to UIGestureRecognizerDelegate answers for the scroll view's pan",
    arguments: [false, true])
  func subclassAnswersForPan(conforms: Bool) {
    let harness = GestureHarness()
    let scrollView =
      conforms
      ? SimultaneousScrollView(frame: harness.root.bounds)
      : UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    harness.root.addSubview(scrollView)
    let outer = UIPanGestureRecognizer()
    var outerStates: [UIGestureRecognizer.State] = []
    outer.addAction { recognizer in outerStates.append(recognizer.state) }
    harness.root.addGestureRecognizer(outer)
    verticalDrag(harness, from: CGPoint(x: 100, y: 400), dy: -100, speed: 500, lift: false)
    harness.run(for: 0.5)
    // The scroll view's pan is nearer the touch and begins first; the outer pan may begin too
    // only when the subclass allows simultaneous recognition.
    #expect(scrollView.contentOffset.y == 90)
    #expect(outerStates.first == (conforms ? .began : nil))
  }

  @Test("The content follows the finger less the 10 pt hysteresis, without a jump")
  func followsFinger() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    verticalDrag(harness, from: CGPoint(x: 200, y: 500), dy: -100, speed: 300, lift: false)
    harness.run(for: 0.5)
    #expect(scrollView.contentOffset.y == 90)
    #expect(scrollView.isDragging)
  }

  @Test("Pulling 110 pt past the top (100 pt after the hysteresis) shows 50.8 pt on 667 pt")
  func rubberBand() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    verticalDrag(harness, from: CGPoint(x: 200, y: 100), dy: 110, speed: 300, lift: false)
    harness.run(for: 0.5)
    #expect(abs(scrollView.contentOffset.y + 36685.0 / 722) < 1e-9)
  }

  @Test("Released past the top, the content springs back to 0 without overshoot, in order")
  func bounceBack() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    let log = DelegateLog()
    scrollView.delegate = log
    // Hold still 0.2 s before lifting, so the release velocity is 0.
    verticalDrag(harness, from: CGPoint(x: 200, y: 100), dy: 110, speed: 300, hold: 0.2)
    harness.run(for: 2)
    #expect(scrollView.contentOffset.y == 0)
    #expect(log.offsets.allSatisfy { $0 <= 0 })
    #expect(
      log.calls == [
        "willBeginDragging", "didScroll", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
  }

  @Test("A 1000 pt/s fling comes to rest 499.5 pt further at the normal rate, 99.5 at fast")
  func flingDistance() {
    for (rate, distance) in [(Deceleration.normalRate, 499.5), (Deceleration.fastRate, 99.499)] {
      let harness = GestureHarness()
      let scrollView = makeScrollView(harness, contentHeight: 5000)
      scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
      let log = DelegateLog()
      scrollView.delegate = log
      verticalDrag(harness, from: CGPoint(x: 200, y: 600), dy: -200, speed: 1000)
      harness.run(for: 6)
      // Released at 190 pt (200 less the hysteresis) moving 1000 pt/s.
      #expect(abs(scrollView.contentOffset.y - (190 + distance)) < 0.5)
      #expect(log.calls.last == "didEndDecelerating")
      #expect(!scrollView.isDecelerating)
    }
  }

  @Test("A fling past the bottom hands over to the bounce and rests at the bottom edge")
  func flingIntoEdge() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness, contentHeight: 1000)
    let log = DelegateLog()
    scrollView.delegate = log
    verticalDrag(harness, from: CGPoint(x: 200, y: 600), dy: -200, speed: 1000)
    harness.run(for: 4)
    // The range ends at 1000 − 667 = 333; the fling would go to 689.5.
    #expect(scrollView.contentOffset.y == 333)
    #expect(log.offsets.max()! > 333)
  }

  @Test("The safe area adjusts the insets: at rest the offset is −20 under a 20 pt status bar")
  func safeAreaInsets() {
    let harness = GestureHarness()
    harness.window.screenSafeAreaInsets = UIEdgeInsets(top: 20)
    let scrollView = makeScrollView(harness)
    #expect(scrollView.adjustedContentInset.top == 20)
    #expect(scrollView.contentOffset.y == -20)
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset.top == 0)
  }

  @Test("Animated setContentOffset eases over 0.3 s and reports the end of the animation")
  func animatedOffset() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    let log = DelegateLog()
    scrollView.delegate = log
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    let frames = harness.run(for: 0.5)
    let halfway = frames[9].views.first { $0.id == "scroll" }!.bounds.minY
    #expect(abs(halfway - 150) < 1e-9)
    #expect(scrollView.contentOffset.y == 300)
    #expect(log.calls.last == "didEndScrollingAnimation")
  }

  @Test("Content touches wait 150 ms; a quick drag never reaches the content")
  func delaysContentTouches() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    scrollView.addSubview(content)
    verticalDrag(harness, from: CGPoint(x: 200, y: 500), dy: -100, speed: 1000)
    harness.run(for: 1)
    #expect(content.calls.isEmpty)
  }

  @Test("Held 0.2 s, the content gets touchesBegan at 0.15 s and touchesCancelled when it scrolls")
  func contentCancelledByScroll() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    scrollView.addSubview(content)
    verticalDrag(harness, from: CGPoint(x: 200, y: 500), dy: -100, speed: 500, wait: 0.2)
    harness.run(for: 1)
    #expect(content.calls.first == "began")
    #expect(abs(content.times.first! - 0.15) < 1e-9)
    #expect(content.calls.contains("cancelled"))
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("A tap on content is delivered at lift: began then ended")
  func tapReachesContent() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 375, height: 2000))
    scrollView.addSubview(content)
    harness.down(100, 100, at: 0)
    harness.up(100, 100, at: 0.05)
    harness.run(for: 0.5)
    #expect(content.calls == ["began", "ended"])
    #expect(content.times == [0.05, 0.05])
  }

  @Test("Paging settles on the next page after a flick")
  func paging() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness, contentHeight: 667 * 3)
    scrollView.isPagingEnabled = true
    verticalDrag(harness, from: CGPoint(x: 200, y: 500), dy: -120, speed: 600)
    harness.run(for: 2)
    #expect(scrollView.contentOffset.y == 667)
  }

  @Test("A sideways swipe does not scroll a vertical scroll view")
  func sidewaysSwipe() {
    let harness = GestureHarness()
    let scrollView = makeScrollView(harness)
    harness.down(100, 300, at: 0)
    harness.move(200, 303, at: 0.1)
    harness.move(300, 306, at: 0.2)
    harness.up(300, 306, at: 0.2)
    harness.run(for: 0.5)
    #expect(scrollView.contentOffset == .zero)
  }
}
