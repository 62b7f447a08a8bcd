import Foundation
import Testing

@testable import GestureCore

/// The safe area of a scroll view's content (docs/auto-layout.md, "Safe area inside a scroll
/// view"): an edge whose band the adjusted content inset absorbs gives the content nothing; the
/// other edges give at most the scroll view's own inset, however far the content scrolls.
@Suite("Safe area inside a scroll view: absorbed edges, bands that do not grow, the feed")
@MainActor
struct ScrollViewSafeAreaTests {
  /// A 375 × 667 window with the given screen insets and a full-screen scroll view whose
  /// content is a 375 × 3000 view at the origin. Keep the harness: it owns the window.
  func scene(_ insets: UIEdgeInsets) -> (GestureHarness, UIScrollView, UIView) {
    let harness = GestureHarness()
    harness.window.screenSafeAreaInsets = insets
    let scrollView = UIScrollView(frame: harness.root.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 3000)
    harness.root.addSubview(scrollView)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 3000))
    scrollView.addSubview(content)
    return (harness, scrollView, content)
  }

  @Test("Automatic: the top and bottom bands are the content inset's, the left band stays 44")
  func automaticAbsorbsScrollingAxis() {
    let (harness, scrollView, content) = scene(
      UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 0))
    // Taller content: the top and bottom insets go into adjustedContentInset.
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 0))
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    // A row 2500 pt down, far below the screen, gets the left band as a row on screen does.
    let row = UIView(frame: CGRect(x: 0, y: 2500, width: 375, height: 64))
    content.addSubview(row)
    #expect(row.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    scrollView.contentOffset = CGPoint(x: 0, y: 1200)
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    #expect(row.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 0))
    withExtendedLifetime(harness) {}
  }

  @Test("Never: the content gets the 20 pt top band at the top and keeps 20 pt while scrolled")
  func neverKeepsBandThickness() {
    let (harness, scrollView, content) = scene(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    // Automatic at first: the content inset takes both bands.
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    scrollView.contentInsetAdjustmentBehavior = .never
    #expect(scrollView.adjustedContentInset == .zero)
    scrollView.contentOffset = .zero
    // The content hangs 3000 − 667 pt below the screen: the bottom band is 34, not 2367.
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    // 320 pt of the content above the safe area, but the band is 20 pt thick.
    #expect(content.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    // A row whose top is 100 pt below the visible top: max(0, 20 − 100) = 0; its bottom is
    // 667 − 164 = 503 pt above the visible bottom: max(0, 34 − 503) = 0.
    let row = UIView(frame: CGRect(x: 0, y: 400, width: 375, height: 64))
    content.addSubview(row)
    #expect(row.safeAreaInsets == .zero)
    // Pulled 15 pt down past the top: the content's top is 15 pt below the visible top.
    scrollView.contentOffset = CGPoint(x: 0, y: -15)
    #expect(content.safeAreaInsets.top == 5)
    withExtendedLifetime(harness) {}
  }

  @Test("A view outside any scroll view still measures the screen's bands as before")
  func outsideScrollViews() {
    let (harness, _, _) = scene(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    let bar = UIView(frame: CGRect(x: 0, y: 10, width: 375, height: 50))
    harness.root.addSubview(bar)
    #expect(bar.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
  }

  /// The tester's feed (FeedViewController): a vertical stack with 16 pt margins relative to
  /// its arrangement, pinned to the four edges of a scroll view that bounces vertically, width
  /// equal to it; twenty 64 pt rows 12 pt apart, under a 20 pt status bar.
  func feed() -> (GestureHarness, UIScrollView, UIStackView) {
    let harness = GestureHarness()
    harness.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let scrollView = UIScrollView()
    scrollView.accessibilityIdentifier = "feed"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    harness.root.addSubview(scrollView)
    let stack = UIStackView()
    stack.accessibilityIdentifier = "stack"
    stack.axis = .vertical
    stack.spacing = 12
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    for _ in 0..<20 {
      let row = UIView()
      row.heightAnchor.constraint(equalToConstant: 64).isActive = true
      stack.addArrangedSubview(row)
    }
    let root = harness.root
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scrollView.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])
    return (harness, scrollView, stack)
  }

  @Test("The feed's stack is 16 + 20·64 + 19·12 + 16 = 1540 pt tall and stays so when scrolled")
  func feedHeight() {
    let (harness, scrollView, stack) = feed()
    harness.window.layoutIfNeeded()
    #expect(stack.layoutMargins == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 1540))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1540))
    for offset: CGFloat in [-20, 300, 873, 1000] {
      scrollView.contentOffset = CGPoint(x: 0, y: offset)
      harness.window.layoutIfNeeded()
      #expect(stack.frame.height == 1540)
      #expect(scrollView.contentSize.height == 1540)
    }
  }

  @Test("A 1500 pt/s flick runs into the bottom edge and rests at 1540 − 667 = 873")
  func feedFlick() {
    let (harness, scrollView, _) = feed()
    // 300 pt up in 12 frame-long moves (1500 pt/s), released at once: the offset is then
    // −20 + 300 − 10 (hysteresis) = 270 and the deceleration would end at
    // 270 − 1.5/(1000 · ln 0.998) = 270 + 749.25 = 1019.25, past the 873 edge.
    harness.down(187, 600, at: 0)
    for step in 1...12 {
      harness.move(187, 600 - 300 * CGFloat(step) / 12, at: Double(step) / 60)
    }
    harness.up(187, 300, at: 0.2)
    let frames = harness.run(for: 4)
    let heights = Set(frames.compactMap { $0.views.first { $0.id == "stack" }?.bounds.height })
    #expect(heights == [1540])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 873))
    let offsets = frames.compactMap { $0.views.first { $0.id == "feed" }?.bounds.minY }
    #expect(offsets.first == -20)
    #expect(offsets.max()! > 873)
  }
}
