import Foundation
import GestureCore
import Testing

@testable import Renderer

/// Where `--outlines` puts the id tags: clear of every text box and of each other (above the
/// view, below it, inside, stacked), else below a tag already at the same corner, in bounded
/// steps, and nowhere for a corner off any screen.
@Suite("Outline tags: placement clear of text, bounded in steps and coordinates")
struct OutlineTagTests {
  static func view(_ id: String, _ rect: CGRect, depth: Int = 0) -> ViewSnapshot {
    ViewSnapshot(
      id: id, center: CGPoint(x: rect.midX, y: rect.midY),
      bounds: CGRect(origin: .zero, size: rect.size), transform: .identity, alpha: 1,
      isHidden: false, windowTransform: CGAffineTransform(translationX: rect.minX, y: rect.minY),
      depth: depth)
  }

  /// Whether `a` and `b` share a positive area.
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
  }

  /// A title bar at the top of the canvas, a row under it and a button lower down, each with
  /// its text; `root` adds a full-screen view first.
  static func labelled(root: Bool) -> Frame {
    var frame = Fixtures.frame([
      .text(Fixtures.label("Settings", x: 4, y: 4, width: 192, height: 22)),
      .text(Fixtures.label("Wi-Fi", x: 16, y: 48, width: 120, height: 36)),
      .text(Fixtures.label("Buy", x: 200, y: 300, width: 100, height: 44, alignment: .center)),
    ])
    frame.views =
      (root ? [view("root", CGRect(x: 0, y: 0, width: 375, height: 667))] : []) + [
        view("title", CGRect(x: 0, y: 0, width: 200, height: 30), depth: 1),
        view("row", CGRect(x: 0, y: 44, width: 200, height: 44), depth: 1),
        view("button", CGRect(x: 200, y: 300, width: 100, height: 44), depth: 1),
      ]
    return frame
  }

  @Test("Tags go above, else beside, else below; none overlaps a text box or another tag")
  func clearOfText() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsViewOutlines: true))
    for root in [false, true] {
      let frame = Self.labelled(root: root)
      let boxes = ViewOutlineOverlay.textBoxes(of: frame, text: renderer.text)
      #expect(boxes.count == 3)
      let tags = ViewOutlineOverlay.tags(of: frame, textBoxes: boxes)
      #expect(tags.count == frame.views.count)
      for tag in tags {
        for box in boxes {
          #expect(!Self.overlap(tag.rect, box), "\(tag.id) \(tag.rect) on \(box)")
        }
        for other in tags where other.id != tag.id {
          #expect(!Self.overlap(tag.rect, other.rect), "\(tag.id) on \(other.id)")
        }
      }
      guard !root else { continue }
      // Tags 13 pt high, 6 + 0.62 × 9 pt per character wide. The title is at the canvas's
      // top: no room above, so below its bottom (30 + 1). The row's place above (44 − 14 = 30)
      // would overlap the title's tag: 2 pt right of it. The button's goes above (300 − 14).
      let width = { (id: String) in 6 + Double(id.count) * 9 * 0.62 }
      #expect(
        tags.map(\.rect) == [
          CGRect(x: 0, y: 31, width: width("title"), height: 13),
          CGRect(x: width("title") + 2, y: 30, width: width("row"), height: 13),
          CGRect(x: 200, y: 286, width: width("button"), height: 13),
        ])
      // Inside the title's top left corner, where tags used to go, a tag would cover its text.
      #expect(Self.overlap(CGRect(x: 0, y: 0, width: width("title"), height: 13), boxes[0]))
    }
  }

  @Test("Views piled on one spot: tags above, below, then stacked down; the work is bounded")
  func pile() {
    var frame = Fixtures.frame([])
    frame.views = (0..<2_000).map { _ in
      Self.view("v", CGRect(x: 100, y: 100, width: 10, height: 10))
    }
    let tags = ViewOutlineOverlay.tags(of: frame, textBoxes: [])
    #expect(tags.count == 2_000)
    // 6 + 0.62 × 9 = 11.58 pt wide, 13 high: above (100 − 14), below (110 + 1), then down past
    // the tag below, 1 pt apart.
    #expect(
      tags.prefix(3).map(\.rect.origin) == [
        CGPoint(x: 100, y: 86), CGPoint(x: 100, y: 111), CGPoint(x: 100, y: 125),
      ])
    for (a, b) in zip(tags.prefix(40), tags.prefix(40).dropFirst()) {
      #expect(!Self.overlap(a.rect, b.rect))
    }
  }

  @Test("With outlines on, every text box's pixels are those drawn without them")
  func textPixelsUntouched() throws {
    let frame = Self.labelled(root: true)
    let plain = try RenderedImage(
      pngData: FrameRenderer(options: RenderOptions(scale: 2)).renderPNG(frame))
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsViewOutlines: true))
    let outlined = try RenderedImage(pngData: renderer.renderPNG(frame))
    let boxes = ViewOutlineOverlay.textBoxes(of: frame, text: renderer.text)
    var compared = 0
    for box in boxes {
      for y in Int((box.minY * 2).rounded(.up))..<Int((box.maxY * 2).rounded(.down)) {
        for x in Int((box.minX * 2).rounded(.up))..<Int((box.maxX * 2).rounded(.down)) {
          #expect(outlined.rgba(x, y) == plain.rgba(x, y), "(\(x), \(y))")
          compared += 1
        }
      }
    }
    #expect(compared > 2_000)
    // The tags are drawn: the title's tag colour (depth 1) fills its middle.
    let tags = ViewOutlineOverlay.tags(of: frame, textBoxes: boxes)
    let title = try #require(tags.first { $0.id == "title" })
    let middle = outlined.rgba(Int(title.rect.minX * 2 + 2), Int(title.rect.midY * 2))
    #expect(middle.distance(to: RGBA(ViewOutlineOverlay.colors[1])) < 8, "\(middle)")
  }

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
    // The "near" tag: a filled rectangle just above the view, from (0, 86), 13 pt high.
    #expect(
      image.inkCount(
        in: CGRect(x: 1, y: 87, width: 20, height: 11), scale: 2, background: RGBA(255, 255, 255))
        > 100
    )
    #expect(
      image.inkCount(
        in: CGRect(x: 100, y: 300, width: 100, height: 100), scale: 2,
        background: RGBA(255, 255, 255))
        == 0)
  }
}
