import CCairo
import Foundation
import GestureCore

/// Outlines every visible view (``GestureCore/Frame/views``: not hidden, alpha ≥ 0.01) with a
/// 1 pt line along its presentation bounds, through all its superviews' transforms, and tags
/// it with its id in a small label inside its top left corner. Colours cycle by depth in the
/// tree, so nested views stand apart. Drawn above the display list, under touches and captions.
public enum ViewOutlineOverlay {
  /// The outline colours, by depth (cycling).
  public static let colors: [CGColor] = [
    CGColor(red: 1.0, green: 0.18, blue: 0.33),
    CGColor(red: 0.0, green: 0.6, blue: 0.3),
    CGColor(red: 0.55, green: 0.3, blue: 0.95),
    CGColor(red: 0.95, green: 0.55, blue: 0.0),
  ]
  /// The id label's text size, points.
  public static let fontSize: Double = 9
  /// The outline width, points.
  public static let lineWidth: Double = 1
  /// The most characters of an id laid out in a tag (the 160 pt tag holds about 27).
  static let maximumTagCharacters = 64
  /// How far from the window's origin a tag may be placed, points: tags further out are off
  /// any screen, and at such magnitudes adding a tag's height no longer changes a coordinate.
  static let maximumTagCoordinate: CGFloat = 1_000_000

  /// Draws the outlines and id tags of `frame`.
  static func draw(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let cr = cairo.cr
    // Tags already placed, so a subview sharing its superview's corner gets its tag below.
    var tags = TagPlacement()
    for view in frame.views where !view.isHidden && view.alpha >= 0.01 {
      let color = colors[view.depth % colors.count]
      let bounds = view.bounds.standardized
      guard bounds.width > 0, bounds.height > 0 else { continue }
      cairo_save(cr)
      if cairo.setTransform(view.windowTransform) {
        // A constant on-screen width whatever the view's own scale.
        var dx = lineWidth
        var dy = 0.0
        cairo_device_to_user_distance(cr, &dx, &dy)
        let width = cairo.scale * (dx * dx + dy * dy).squareRoot()
        cairo_new_path(cr)
        let inset = width / 2
        cairo_rectangle(
          cr, Double(bounds.minX) + inset, Double(bounds.minY) + inset,
          max(0, Double(bounds.width) - 2 * inset), max(0, Double(bounds.height) - 2 * inset))
        cairo_set_line_width(cr, width)
        var dashes = [4 * width, 2 * width]
        cairo_set_dash(cr, &dashes, 2, 0)
        cairo.setSource(CGColor(red: color.red, green: color.green, blue: color.blue, alpha: 0.9))
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
      }
      cairo_restore(cr)
      let corner = CGPoint(x: view.bounds.minX, y: view.bounds.minY).applying(view.windowTransform)
      guard let place = tags.place(at: corner, step: fontSize + 5) else { continue }
      drawTag(view.id, at: place, color: color, on: cairo, text: renderer)
    }
  }

  /// The id in a small filled tag with its top left at `corner` (upright, in window points).
  private static func drawTag(
    _ id: String, at corner: CGPoint, color: CGColor, on cairo: CairoContext,
    text renderer: TextRenderer
  ) {
    guard corner.x.isFinite, corner.y.isFinite else { return }
    // The tag shows at most about 27 characters; a longer id is cut before layout, so its
    // length costs nothing.
    let id = id.count > maximumTagCharacters ? String(id.prefix(maximumTagCharacters)) : id
    let width = min(160, 6 + Double(id.count) * fontSize * 0.62)
    let height = fontSize + 4
    let rect = CGRect(x: corner.x, y: corner.y, width: width, height: height)
    cairo.fill(
      DisplayShape(id: "outline-tag", transform: .identity, rect: rect, cornerRadius: 2),
      color: color)
    renderer.draw(
      DisplayText(
        id: "outline-tag", transform: .identity, rect: rect.insetBy(dx: 3, dy: 0), string: id,
        font: DisplayFont(family: "DejaVu Sans Mono", size: fontSize), color: .white,
        alignment: .left, numberOfLines: 1),
      on: cairo)
  }
}

/// Where the outline tags go: a tag whose corner is within 1 pt (on both axes) of one already
/// placed moves down by a step until it is clear. Placed tags are bucketed by whole points,
/// so a frame of n views costs O(n) lookups, and each tag moves at most once per placed tag.
struct TagPlacement {
  private var buckets: [Bucket: [CGPoint]] = [:]
  private var count = 0

  private struct Bucket: Hashable {
    var x: Int
    var y: Int
  }

  /// The top left corner for a tag wanted at `corner`, recorded as placed; nil (and nothing
  /// recorded) when `corner` is not finite or further than
  /// ``ViewOutlineOverlay/maximumTagCoordinate`` from the origin.
  mutating func place(at corner: CGPoint, step: CGFloat) -> CGPoint? {
    let limit = ViewOutlineOverlay.maximumTagCoordinate
    guard corner.x.isFinite, corner.y.isFinite, abs(corner.x) <= limit, abs(corner.y) <= limit
    else { return nil }
    var corner = corner
    // A step moves the tag by more than the 2 pt a placed tag blocks, so each placed tag can
    // block it once: `count` steps at most.
    var steps = 0
    while isTaken(corner), steps <= count {
      corner.y += step
      steps += 1
    }
    let bucket = Self.bucket(of: corner)
    buckets[bucket, default: []].append(corner)
    count += 1
    return corner
  }

  private func isTaken(_ corner: CGPoint) -> Bool {
    let center = Self.bucket(of: corner)
    for dx in -1...1 {
      for dy in -1...1 {
        let near = buckets[Bucket(x: center.x + dx, y: center.y + dy)] ?? []
        if near.contains(where: { abs($0.x - corner.x) < 1 && abs($0.y - corner.y) < 1 }) {
          return true
        }
      }
    }
    return false
  }

  private static func bucket(of point: CGPoint) -> Bucket {
    Bucket(x: Int(point.x.rounded(.down)), y: Int(point.y.rounded(.down)))
  }
}
