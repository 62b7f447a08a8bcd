import CCairo
import Foundation
import GestureCore

/// Outlines every visible view (``GestureCore/Frame/views``: not hidden, alpha ≥ 0.01) with a
/// 1 pt line along its presentation bounds, through all its superviews' transforms, and tags
/// it with its id in a small label. Colours cycle by depth in the tree, so nested views stand
/// apart. Drawn above the display list, under touches and captions.
///
/// A tag never covers text: it goes where its rectangle overlaps no text box of the frame (the
/// laid-out text of every ``GestureCore/DisplayText``, ``TextRenderer/textBox(of:)``) and no
/// tag placed before it: just above the view's top left corner (outside the view), else just
/// below its bottom left corner, else inside its top left corner, each moved right past a tag
/// or text in the way, so the tags of views sharing a corner (a button and its title label)
/// stand side by side; else stacked up or down past what is in the way
/// (``place(size:near:canvas:obstacles:budget:)``), keeping to the canvas. Only when no place on
/// the canvas is clear, the view is off the canvas, or the frame's ``comparisonBudget`` is
/// spent, does it fall back to the view's top left corner, below tags already there
/// (``TagPlacement``).
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
  /// A tag's height, points.
  public static let tagHeight: Double = fontSize + 4
  /// The most characters of an id laid out in a tag (the 160 pt tag holds about 27).
  static let maximumTagCharacters = 64
  /// How far from the window's origin a tag may be placed, points: tags further out are off
  /// any screen, and at such magnitudes adding a tag's height no longer changes a coordinate.
  static let maximumTagCoordinate: CGFloat = 1_000_000

  /// A tag placed: the view's id (cut to ``maximumTagCharacters``), its rectangle in window
  /// points and its colour.
  struct Tag: Equatable {
    var id: String
    var rect: CGRect
    var color: CGColor
  }

  /// Draws the outlines and id tags of `frame`.
  static func draw(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let cr = cairo.cr
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
    }
    for tag in tags(of: frame, textBoxes: textBoxes(of: frame, text: renderer)) {
      drawTag(tag, on: cairo, text: renderer)
    }
  }

  /// The window-point boxes of the frame's text as drawn: each text item's laid-out box
  /// through its transform (the box's bounding rectangle when rotated).
  static func textBoxes(of frame: Frame, text renderer: TextRenderer) -> [CGRect] {
    frame.items.compactMap { item in
      guard case .text(let text) = item, text.color.alpha > 0,
        let box = renderer.textBox(of: text)
      else { return nil }
      return bounding(box, text.transform)
    }
  }

  /// Where the tags of `frame`'s visible views go, avoiding `textBoxes` (window points), in
  /// the order of the views (see the type's description).
  static func tags(of frame: Frame, textBoxes: [CGRect]) -> [Tag] {
    var obstacles = RectIndex()
    for box in textBoxes { obstacles.insert(box) }
    var fallback = TagPlacement()
    var budget = comparisonBudget
    let canvas = CGRect(origin: .zero, size: frame.canvasSize)
    var tags: [Tag] = []
    for view in frame.views where !view.isHidden && view.alpha >= 0.01 {
      let bounds = view.bounds.standardized
      guard bounds.width > 0, bounds.height > 0,
        let box = bounding(bounds, view.windowTransform)
      else { continue }
      let id =
        view.id.count > maximumTagCharacters
        ? String(view.id.prefix(maximumTagCharacters)) : view.id
      let size = CGSize(width: min(160, 6 + Double(id.count) * fontSize * 0.62), height: tagHeight)
      let chosen =
        place(size: size, near: box, canvas: canvas, obstacles: obstacles, budget: &budget)
        ?? fallback.place(at: CGPoint(x: box.minX, y: box.minY), step: tagHeight + 1).map {
          CGRect(origin: $0, size: size)
        }
      guard let rect = chosen else { continue }
      obstacles.insert(rect)
      tags.append(Tag(id: id, rect: rect, color: colors[view.depth % colors.count]))
    }
    return tags
  }

  /// A clear place for a tag of `size` near a view whose window box is `box`, inside `canvas`:
  /// the first that overlaps no obstacle of, in order, the row just above the view, the row
  /// just below it and the row inside its top edge, each walked from the view's left edge to
  /// the right past whatever is in the way (so tags of views sharing a corner line up side by
  /// side) while the tag starts over the view; then walking down from inside the top left
  /// corner, down from below the view and up from above it, past whatever is in the way.
  /// `nil` when none is clear or `budget` (rectangles compared) runs out.
  static func place(
    size: CGSize, near box: CGRect, canvas: CGRect, obstacles: RectIndex, budget: inout Int
  ) -> CGRect? {
    var left = box.minX
    if size.width <= canvas.width { left = min(max(left, canvas.minX), canvas.maxX - size.width) }
    let above = box.minY - size.height - 1
    let below = box.maxY + 1
    for y in [above, below, box.minY] {
      var rect = CGRect(x: left, y: y, width: size.width, height: size.height)
      while canvas.contains(rect), rect.minX < max(box.maxX, left + 1), budget > 0 {
        guard let blocker = obstacles.firstOverlap(rect, budget: &budget) else {
          return budget > 0 ? rect : nil
        }
        rect.origin.x = max(rect.minX + 1, blocker.maxX + 2)
      }
    }
    let walks: [(start: CGFloat, down: Bool)] = [(box.minY, true), (below, true), (above, false)]
    for walk in walks {
      var rect = CGRect(x: left, y: walk.start, width: size.width, height: size.height)
      while canvas.contains(rect), budget > 0 {
        guard let blocker = obstacles.firstOverlap(rect, budget: &budget) else {
          return budget > 0 ? rect : nil
        }
        rect.origin.y =
          walk.down
          ? max(rect.minY + 1, blocker.maxY + 1)
          : min(rect.minY - 1, blocker.minY - size.height - 1)
      }
    }
    return nil
  }

  /// How many rectangle comparisons placing one frame's tags may take before the remaining
  /// tags fall back to their view's corner (``TagPlacement``): bounds the work for thousands
  /// of views piled on one spot.
  static let comparisonBudget = 2_000_000

  /// The bounding rectangle of `rect` through `transform`, or `nil` when not finite.
  private static func bounding(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect? {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
    else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The tag: its id on a filled rectangle (upright, in window points).
  private static func drawTag(_ tag: Tag, on cairo: CairoContext, text renderer: TextRenderer) {
    cairo.fill(
      DisplayShape(id: "outline-tag", transform: .identity, rect: tag.rect, cornerRadius: 2),
      color: tag.color)
    renderer.draw(
      DisplayText(
        id: "outline-tag", transform: .identity, rect: tag.rect.insetBy(dx: 3, dy: 0),
        string: tag.id, font: DisplayFont(family: "DejaVu Sans Mono", size: fontSize),
        color: .white, alignment: .left, numberOfLines: 1),
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
