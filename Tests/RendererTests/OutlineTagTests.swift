import Foundation
import GestureCore
import Testing

@testable import Renderer

/// Where `--outlines` puts the id tags: below a tag already at the same corner, in bounded
/// steps, and nowhere for a corner off any screen.
@Suite("Outline tags: placement bounded in steps and coordinates")
struct OutlineTagTests {
  @Test("A tag within 1 pt of a placed one moves down by the step until clear")
  func stacking() {
    var tags = TagPlacement()
    #expect(tags.place(at: CGPoint(x: 10, y: 10), step: 14) == CGPoint(x: 10, y: 10))
    #expect(tags.place(at: CGPoint(x: 10.5, y: 10.2), step: 14) == CGPoint(x: 10.5, y: 24.2))
    // Clear of (10, 10) after one step, but (10.5, 24.2) is within 1 pt of (10, 24).
    #expect(tags.place(at: CGPoint(x: 10, y: 10), step: 14) == CGPoint(x: 10, y: 38))
    // 1 pt apart on x is clear (the test is strictly less than 1 pt).
    #expect(tags.place(at: CGPoint(x: 11, y: 10), step: 14) == CGPoint(x: 11, y: 10))
    // Across a bucket boundary: 0.99 and 1.5 are within 1 pt.
    #expect(tags.place(at: CGPoint(x: 50.99, y: 0), step: 14) == CGPoint(x: 50.99, y: 0))
    #expect(tags.place(at: CGPoint(x: 51.5, y: 0.5), step: 14) == CGPoint(x: 51.5, y: 14.5))
  }

  @Test("2,000 tags at one corner stack 14 pt apart; corners off any screen get none")
  func bounded() {
    var tags = TagPlacement()
    var last: CGPoint?
    for _ in 0..<2_000 { last = tags.place(at: CGPoint(x: 0, y: 0), step: 14) }
    #expect(last == CGPoint(x: 0, y: 1_999 * 14))
    // At 1e18 adding 14 cannot change a Double: such a corner is refused, not looped on.
    #expect(tags.place(at: CGPoint(x: 0, y: 1e18), step: 14) == nil)
    #expect(tags.place(at: CGPoint(x: 0, y: 1e18), step: 14) == nil)
    #expect(tags.place(at: CGPoint(x: -1_000_001, y: 0), step: 14) == nil)
    #expect(tags.place(at: CGPoint(x: CGFloat.nan, y: 0), step: 14) == nil)
    #expect(tags.place(at: CGPoint(x: 0, y: 1_000_000), step: 14) == CGPoint(x: 0, y: 1_000_000))
  }

  @Test("A view at y = 1e18 with a subview renders with outlines; the on-screen tag is drawn")
  func farView() throws {
    func snapshot(_ id: String, y: Double, depth: Int) -> ViewSnapshot {
      ViewSnapshot(
        id: id, center: CGPoint(x: 5, y: y + 5), bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
        transform: .identity, alpha: 1, isHidden: false,
        windowTransform: CGAffineTransform(translationX: 0, y: y), depth: depth)
    }
    var frame = Fixtures.frame([])
    frame.views = [
      snapshot("far", y: 1e18, depth: 0), snapshot("far.0", y: 1e18, depth: 1),
      snapshot("near", y: 100, depth: 0),
    ]
    let image = try RenderedImage(
      pngData: FrameRenderer(options: RenderOptions(scale: 2, showsViewOutlines: true))
        .renderPNG(frame))
    // The "near" tag: a filled rectangle from (0, 100), 13 pt high.
    #expect(
      image.inkCount(
        in: CGRect(x: 1, y: 101, width: 20, height: 11), scale: 2, background: RGBA(255, 255, 255))
        > 100
    )
    #expect(
      image.inkCount(
        in: CGRect(x: 100, y: 300, width: 100, height: 100), scale: 2,
        background: RGBA(255, 255, 255))
        == 0)
  }
}
