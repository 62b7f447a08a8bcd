import Foundation
import Testing

@testable import GestureCore

@Suite("UIRefreshControl: the pull threshold, valueChanged, the 60 pt inset, endRefreshing")
@MainActor
struct RefreshControlTests {
  /// A full-screen scroll view with 2000 pt of content under a 20 pt status bar, with a
  /// refresh control; the threshold is 112.5 × (667 − 20)/568 = 128.147 pt.
  private func scene() -> (GestureHarness, UIScrollView, UIRefreshControl) {
    let harness = GestureHarness()
    harness.window.screenSafeAreaInsets = UIEdgeInsets(top: 20)
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    harness.root.addSubview(scrollView)
    let refresh = UIRefreshControl()
    scrollView.refreshControl = refresh
    return (harness, scrollView, refresh)
  }

  /// Finger down at (187, 100), moved down by `dy` in 30 frames, held 0.2 s, lifted.
  private func pull(_ harness: GestureHarness, dy: CGFloat) {
    harness.down(187, 100, at: 0)
    for step in 1...30 {
      harness.move(187, 100 + dy * CGFloat(step) / 30, at: Double(step) / 60)
    }
    harness.up(187, 100 + dy, at: 0.7)
  }

  @Test("The threshold scales with the visible height: 128.1470 pt on 647, 150.33 on 759")
  func threshold() {
    let (harness, scrollView, _) = scene()
    defer { withExtendedLifetime(harness) {} }
    // 112.5 × 647 / 568 = 72787.5 / 568 = 128.14701…
    #expect(abs(UIRefreshControl.triggerHeight(in: scrollView) - 128.14701) < 1e-5)
    let tall = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 759))
    #expect(abs(UIRefreshControl.triggerHeight(in: tall) - 150.3301056338028) < 1e-9)
  }

  @Test("It sits 60 pt tall just above the content, behind the bars, behind the content")
  func placement() {
    let (harness, scrollView, refresh) = scene()
    defer { withExtendedLifetime(harness) {} }
    #expect(scrollView.subviews.first === refresh)
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
    #expect(refresh.superview === scrollView)
  }

  @Test("Pulled open more than 60 pt below a 103 pt bar, it tops the gap, not the status bar")
  func placementUnderBars() {
    let (harness, scrollView, refresh) = scene()
    defer { withExtendedLifetime(harness) {} }
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentInset = UIEdgeInsets(top: 103)
    // 90 pt of gap below the bar: the control's top is at the bar's bottom edge.
    scrollView.contentOffset = CGPoint(x: 0, y: -193)
    #expect(refresh.frame == CGRect(x: 0, y: -90, width: 375, height: 60))
    // 30 pt of gap: it stays just above the content, half behind the bar.
    scrollView.contentOffset = CGPoint(x: 0, y: -133)
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
  }

  @Test("A 270 pt pull past the top (121.5 pt shown) does not refresh; 310 pt (135.8) does")
  func pullPastThreshold() {
    for (dy, refreshes) in [(CGFloat(280), false), (320, true)] {
      let (harness, scrollView, refresh) = scene()
      var changes = 0
      refresh.addAction(for: .valueChanged) { _ in changes += 1 }
      pull(harness, dy: dy)
      harness.run(for: 2)
      #expect(refresh.isRefreshing == refreshes)
      #expect(changes == (refreshes ? 1 : 0))
      // Refreshing, the released content rests with the control showing: −20 − 60.
      #expect(scrollView.contentOffset.y == (refreshes ? -80 : -20))
      #expect(scrollView.adjustedContentInset.top == (refreshes ? 80 : 20))
    }
  }

  @Test("endRefreshing removes the inset and scrolls back to −20 over 0.3 s")
  func endRefreshing() {
    let (harness, scrollView, refresh) = scene()
    pull(harness, dy: 320)
    let simulation = Simulation(
      window: harness.window, framesPerSecond: 60, duration: 3, input: harness.inputs)
    var offsets: [CGFloat] = []
    while let frame = simulation.nextFrame() {
      offsets.append(scrollView.contentOffset.y)
      guard frame.index == 120 else { continue }
      // At 2 s the content rests with the control showing; the app ends the refresh.
      #expect(scrollView.contentOffset.y == -80)
      refresh.endRefreshing()
      #expect(!refresh.isRefreshing)
      #expect(scrollView.adjustedContentInset.top == 20)
    }
    // 0.3 s (18 frames) later it rests at −20; half-way (frame 129) it is at −50.
    #expect(abs(offsets[129] + 50) < 1e-9)
    #expect(offsets[138] == -20)
    #expect(offsets.last == -20)
  }

  @Test("endRefreshing in the valueChanged action during the pull: one refresh, no re-trigger")
  func endRefreshingInTheAction() {
    let (harness, scrollView, refresh) = scene()
    var changes = 0
    refresh.addAction(for: .valueChanged) { _ in
      changes += 1
      refresh.endRefreshing()
    }
    pull(harness, dy: 320)
    // A second pull, after the content came back to −20 (at 2.5 s).
    harness.down(187, 100, at: 2.5)
    for step in 1...30 {
      harness.move(187, 100 + 320 * CGFloat(step) / 30, at: 2.5 + Double(step) / 60)
    }
    harness.up(187, 420, at: 3.2)
    _ = harness.run(for: 5)
    // Each refresh ended while the finger still held the pull past the threshold: the control
    // waits until it is hidden again, so each pull sends one valueChanged.
    #expect(changes == 2)
    #expect(!refresh.isRefreshing)
    #expect(scrollView.contentOffset.y == -20)
  }

  @Test("beginRefreshing from code sends nothing and leaves the content where it is")
  func beginFromCode() {
    let (harness, scrollView, refresh) = scene()
    defer { withExtendedLifetime(harness) {} }
    var changes = 0
    refresh.addAction(for: .valueChanged) { _ in changes += 1 }
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing)
    #expect(changes == 0)
    #expect(scrollView.contentOffset.y == -20)
    #expect(scrollView.adjustedContentInset.top == 80)
  }
}

@Suite("UIRefreshControl: touches on it drag the scroll view")
@MainActor
struct RefreshControlTouchTests {
  @Test("A finger held on the showing control, then dragged, scrolls; the control sends nothing")
  func touchOnControl() {
    let harness = GestureHarness()
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    harness.root.addSubview(scrollView)
    let refresh = UIRefreshControl()
    scrollView.refreshControl = refresh
    refresh.beginRefreshing()
    scrollView.contentOffset = CGPoint(x: 0, y: -60)
    var events = 0
    refresh.addAction(for: .allEvents) { _ in events += 1 }
    // The control covers window y 0…60. Held 0.2 s there (past the scroll view's 150 ms
    // content-touch delay, after which a view that takes touches would get touchDown), then
    // dragged 110 pt down.
    harness.down(187, 30, at: 0)
    for step in 1...10 {
      harness.move(187, 30 + 11 * CGFloat(step), at: 0.2 + Double(step) / 60)
    }
    harness.run(for: 0.5)
    #expect(events == 0)
    #expect(scrollView.isDragging)
    #expect(scrollView.contentOffset.y != -60)
  }
}
