import Foundation
import Testing
import UIKit

/// Scroll view delegates: a bar that pins once the header has scrolled away, a header that
/// stretches on overscroll, and paging. The scroll view's pan reports the finger's travel less
/// the 10 pt hysteresis; past an edge the content rubber-bands (reference §5).
@Suite("Corpus: scroll view delegates")
@MainActor
struct ScrollSnippetTests {
  @Test("StickyBarViewController: the bar pins to the root view at offset ≥ 180, unpins below")
  func stickyBar() throws {
    let harness = SnippetHarness()
    let controller = StickyBarViewController()
    harness.launch(controller)
    // 210 pt up (200 after the hysteresis), held still 0.2 s so nothing decelerates.
    harness.drag(
      from: CGPoint(x: 187, y: 500), by: CGPoint(x: 0, y: -210), at: 0.1, duration: 0.5,
      hold: 0.2)
    // Then 110 pt down (100 after the hysteresis).
    harness.drag(
      from: CGPoint(x: 187, y: 300), by: CGPoint(x: 0, y: 110), at: 1.5, duration: 0.5,
      hold: 0.2)
    // 27 moves of 7 pt: 189 − 10 = 179, not yet.
    harness.run(until: 0.1 + 27.0 / 60)
    #expect(!controller.isBarPinned)
    #expect(controller.segmentBar.superview === controller.scrollView)
    // One more: 186.
    harness.run(until: 0.1 + 28.0 / 60)
    #expect(controller.isBarPinned)
    #expect(controller.segmentBar.superview === controller.view)
    #expect(controller.segmentBar.frame.origin.y == 0)
    harness.run(until: 1)
    #expect(controller.scrollView.contentOffset.y == 200)
    let pinned = try #require(harness.onScreen("segmentBar"))
    #expect(pinned.center == CGPoint(x: 187.5, y: 22))
    harness.run(until: 2.5)
    #expect(controller.scrollView.contentOffset.y == 100)
    #expect(!controller.isBarPinned)
    #expect(controller.segmentBar.superview === controller.scrollView)
    #expect(controller.segmentBar.frame.origin.y == 180)
    // In the scroll view at 180 with the content 100 pt up: on screen at 80.
    let back = try #require(harness.window.subviews.first)
    #expect(controller.segmentBar.convert(CGPoint.zero, to: back) == CGPoint(x: 0, y: 80))
  }

  @Test("StretchyHeaderViewController: pulled 110 pt, the header grows by the rubber band")
  func stretchyHeader() {
    let harness = SnippetHarness()
    let controller = StretchyHeaderViewController()
    harness.launch(controller)
    harness.drag(
      from: CGPoint(x: 187, y: 100), by: CGPoint(x: 0, y: 110), at: 0.1, duration: 0.5,
      hold: 0.2)
    harness.run(until: 0.7)
    // 100 pt pulled past the top of a 667 pt scroll view.
    let shown = ReferenceFormulas.rubberBand(pull: 100, dimension: 667)
    let header = controller.headerImageView.frame
    #expect(abs(Double(controller.scrollView.contentOffset.y) + shown) < 1e-9)
    #expect(abs(Double(header.minY) + shown) < 1e-9)
    #expect(abs(Double(header.height) - (240 + shown)) < 1e-9)
    // Glued to the top of the screen.
    #expect(abs(controller.headerImageView.convert(CGPoint.zero, to: nil).y) < 1e-9)
    // Released without velocity, the content springs back and the header returns to 240 pt.
    harness.run(until: 3)
    #expect(controller.scrollView.contentOffset.y == 0)
    #expect(controller.headerImageView.frame == CGRect(x: 0, y: 0, width: 375, height: 240))
  }

  @Test(
    "OnboardingPagerViewController: a release settles on a page, read when it comes to rest",
    arguments: [
      // A flick: 120 pt in 0.1 s, released at 1200 pt/s: the next page.
      (travel: CGFloat(-120), duration: 0.1, hold: 0.0, page: 1),
      // Dragged 150 pt and held: 140 of 375 is nearer page 0.
      (-150, 0.5, 0.2, 0),
      // Dragged 250 pt and held: 240 of 375 is nearer page 1.
      (-250, 0.5, 0.2, 1),
    ])
  func paging(travel: CGFloat, duration: Double, hold: Double, page: Int) {
    let harness = SnippetHarness()
    let controller = OnboardingPagerViewController()
    harness.launch(controller)
    harness.drag(
      from: CGPoint(x: 300, y: 300), by: CGPoint(x: travel, y: 0), at: 0.1, duration: duration,
      hold: hold)
    harness.run(until: 3)
    #expect(controller.pagesShown == [page])
    #expect(controller.currentPage == page)
    #expect(controller.scrollView.contentOffset == CGPoint(x: 375 * CGFloat(page), y: 0))
    #expect(!controller.scrollView.showsHorizontalScrollIndicator)
  }
}
