import Foundation
import Testing

@testable import GestureCore

/// The scroll indicators a scroll view draws (docs/scrolling.md, "Scroll indicators"): a 3-pt
/// bar 3 pt from the edges, its track 3 pt short of each end. For a 375 × 600 pt scroll view
/// of 1800 pt content: track 594 pt, bar 594 · 600 / 1800 = 198 pt, travelling 594 − 198 =
/// 396 pt as the offset travels 0…1200.
@Suite("UIScrollView: scroll indicators")
@MainActor
struct ScrollIndicatorTests {
  /// A 375 × 600 pt scroll view at the window's top, with 375 × 1800 pt content.
  func scrollView(_ harness: GestureHarness) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    scrollView.accessibilityIdentifier = "list"
    scrollView.contentSize = CGSize(width: 375, height: 1800)
    harness.root.addSubview(scrollView)
    return scrollView
  }

  /// The fill of the named indicator in `frame`: its rectangle in window points and colour.
  func indicator(_ frame: Frame, _ name: String = "vertical") -> (rect: CGRect, color: CGColor)? {
    for item in frame.items {
      if case .fill(let shape, let color) = item, shape.id == "list/\(name)ScrollIndicator" {
        return (shape.rect.applying(shape.transform), color)
      }
    }
    return nil
  }

  func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// Finger down at (200, 400), up 100 pt over 0.2 s, held still, lifted at 0.5 s: the pan
  /// begins after 10 pt, so the content rests at 90 pt with no velocity (the finger rested).
  func dragAndRest(_ harness: GestureHarness) {
    harness.down(200, 400, at: 0)
    for step in 1...10 { harness.move(200, 400 - 10 * CGFloat(step), at: 0.02 * Double(step)) }
    harness.up(200, 300, at: 0.5)
  }

  @Test("At offset 0 the bar is (369, 3; 3 × 198); at offset 600, 396 · 0.5 lower: y 201")
  func lengthAndPosition() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    #expect(
      near(
        scrollView.indicatorRects(bounds: scrollView.bounds).vertical!,
        CGRect(x: 369, y: 3, width: 3, height: 198)))
    // Content as wide as the bounds: no horizontal bar.
    #expect(scrollView.indicatorRects(bounds: scrollView.bounds).horizontal == nil)
    scrollView.contentOffset = CGPoint(x: 0, y: 600)
    scrollView.flashScrollIndicators()
    let frame = harness.run(for: 0)[0]
    #expect(near(indicator(frame)!.rect, CGRect(x: 369, y: 201, width: 3, height: 198)))
    #expect(indicator(frame, "horizontal") == nil)
  }

  @Test("Nothing is drawn before any scroll, nor for a scroll view set without animation")
  func notBeforeScrolling() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    let frames = harness.run(for: 0.5)
    #expect(frames.allSatisfy { indicator($0) == nil })
  }

  @Test(
    "Shown at 35 % black while dragging; fading from the lift at 0.5 s, half way at 0.665 s, gone at 0.83 s"
  )
  func dragThenFade() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    dragAndRest(harness)
    let frames = harness.run(for: 1, fps: 200)
    #expect(scrollView.contentOffset.y == 90)
    // Before the pan begins (the first 10 pt, 0.02 s) nothing shows.
    #expect(indicator(frames[0]) == nil)
    // At 0.3 s the finger holds the content at 90: 3 + 396 · 90 / 1200 = 32.7.
    let held = indicator(frames[60])!
    #expect(near(held.rect, CGRect(x: 369, y: 32.7, width: 3, height: 198)))
    #expect(held.color == CGColor(red: 0, green: 0, blue: 0, alpha: 0.35))
    #expect(indicator(frames[100])!.color.alpha == 0.35)
    // Ease-in-out is symmetric: half the 0.33 s fade leaves half the opacity.
    #expect(abs(indicator(frames[133])!.color.alpha - 0.175) < 1e-9)
    #expect(indicator(frames[166]) == nil)
    #expect(frames[166...].allSatisfy { indicator($0) == nil })
  }

  @Test("flashScrollIndicators(): full for 0.5 s, fading for 0.33 s, then gone")
  func flash() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.flashScrollIndicators()
    let frames = harness.run(for: 1, fps: 100)
    #expect(near(indicator(frames[0])!.rect, CGRect(x: 369, y: 3, width: 3, height: 198)))
    #expect(indicator(frames[50])!.color.alpha == 0.35)
    #expect(indicator(frames[70])!.color.alpha < 0.35)
    #expect(indicator(frames[84]) == nil)
  }

  @Test("Insets move the track: top 50, bottom 20, right 10 give (359, 53; 3 × 524/3)")
  func insets() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 10)
    // Track 53…577 = 524 pt; bar 524 · 600 / 1800.
    #expect(
      near(
        scrollView.indicatorRects(bounds: scrollView.bounds).vertical!,
        CGRect(x: 359, y: 53, width: 3, height: 524.0 / 3)))
  }

  @Test(
    "The safe area (44 top, 34 bottom) moves the track to 47 pt from the top, unless turned off")
  func safeArea() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 1800)
    window.addSubview(scrollView)
    window.layoutIfNeeded()
    let bounds = scrollView.bounds
    let adjusted = scrollView.indicatorRects(bounds: bounds).vertical!
    #expect(abs(adjusted.minY - bounds.minY - 47) < 1e-9)
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    let plain = scrollView.indicatorRects(bounds: bounds).vertical!
    #expect(abs(plain.minY - bounds.minY - 3) < 1e-9)
  }

  @Test("Hidden with showsVerticalScrollIndicator = false, even while dragging")
  func hidden() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.showsVerticalScrollIndicator = false
    dragAndRest(harness)
    let frames = harness.run(for: 0.5)
    #expect(scrollView.contentOffset.y == 90)
    #expect(frames.allSatisfy { indicator($0) == nil })
  }

  @Test("Pulled 60 pt past the top, the bar keeps to the track's top, 198 − 60 = 138 pt long")
  func rubberBand() {
    let rect = ScrollIndicatorGeometry.vertical(
      bounds: CGRect(x: 0, y: -60, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1800), adjustedInset: .zero, insets: .zero,
      rightToLeft: false)!
    #expect(near(rect, CGRect(x: 369, y: -57, width: 3, height: 138)))
    // Past the bottom (offset 1200 + 500) it keeps to the track's end, no shorter than 8 pt.
    let squeezed = ScrollIndicatorGeometry.vertical(
      bounds: CGRect(x: 0, y: 1700, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1800), adjustedInset: .zero, insets: .zero,
      rightToLeft: false)!
    #expect(near(squeezed, CGRect(x: 369, y: 1700 + 597 - 8, width: 3, height: 8)))
  }

  @Test("Right to left, the vertical bar runs along the left edge, 3 pt in")
  func rightToLeft() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.semanticContentAttribute = .forceRightToLeft
    #expect(scrollView.indicatorRects(bounds: scrollView.bounds).vertical!.minX == 3)
  }

  @Test("Colours: .black and light .default 35 % black, .white and dark .default 35 % white")
  func styles() {
    #expect(ScrollIndicatorGeometry.color(style: .default, appearance: .light) == (0, 0.35))
    #expect(ScrollIndicatorGeometry.color(style: .default, appearance: .dark) == (1, 0.35))
    #expect(ScrollIndicatorGeometry.color(style: .black, appearance: .dark) == (0, 0.35))
    #expect(ScrollIndicatorGeometry.color(style: .white, appearance: .light) == (1, 0.35))
  }

  @Test("An animated setContentOffset shows the bar while it moves, then it fades")
  func animatedOffset() {
    let harness = GestureHarness()
    let scrollView = scrollView(harness)
    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    let frames = harness.run(for: 1, fps: 100)
    #expect(indicator(frames[10])!.color.alpha == 0.35)
    // The 0.3 s animation ends at 0.3 s; the fade ends 0.33 s later.
    #expect(near(indicator(frames[30])!.rect, CGRect(x: 369, y: 201, width: 3, height: 198)))
    #expect(indicator(frames[64]) == nil)
  }

  @Test("A UITableViewController flashes its table's indicators once it has appeared")
  func tableControllerFlashes() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = FortyRowsController(style: .plain)
    window.makeKeyAndVisible()
    let simulation = Simulation(window: window, framesPerSecond: 100, duration: 1.2, input: [])
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    func shown(_ frame: Frame) -> Bool {
      frame.items.contains {
        if case .fill(let shape, _) = $0 { return shape.id.hasSuffix("/verticalScrollIndicator") }
        return false
      }
    }
    // Shown for 0.5 s from the appearance, then faded over 0.33 s.
    #expect(shown(frames[20]))
    #expect(!shown(frames[100]))
  }
}

/// A table view controller of 40 rows (1760 pt at 44 pt: taller than the screen).
@MainActor
private final class FortyRowsController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    40
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
