import Foundation
import GestureCore

/// Where in device pixels each display item can change pixels: the box around its shape under
/// its transform, grown by what its drawing reaches beyond the shape (antialiasing, a shadow's
/// blur). Text and images are drawn clipped to their rectangles (``TextRenderer``,
/// ``ImageRenderer``), a border inside its shape (``CairoContext/border(_:width:color:)``), a
/// shadow within the mask ``ShadowRenderer`` makes (the moved shape's box plus 3σ + 1 pixels).
enum DisplayItemBounds {
  /// Pixels added on every side for antialiased edges (Cairo's coverage reaches at most one
  /// pixel beyond a shape's box; one more for rounding).
  static let antialiasMargin: Double = 2

  /// The box `item` draws in at `scale` device pixels per point, or `nil` for the items that
  /// draw nothing themselves (group and clip markers).
  static func box(of item: DisplayItem, scale: Double) -> DeviceBox? {
    switch item {
    case .beginGroup, .endGroup, .popClip, .popMask:
      return nil
    case .pushMask(_, let mask):
      // What the mask lets through lies inside what it draws.
      return mask.reduce(DeviceBox.empty) { box, item in
        self.box(of: item, scale: scale).map { box.union($0) } ?? box
      }
    case .pushClip(let shape):
      return box(of: shape, scale: scale)
    case .fill(let shape, _), .border(let shape, _, _):
      return box(of: shape, scale: scale)
    case .gradient(let gradient):
      return box(of: gradient.shape, scale: scale)
    case .shadow(let shadow):
      let sigma = shadow.radius * scale
      let pad = (3 * sigma).rounded(.up) + 1
      if let content = shadow.content {
        // The content's box moved by the offset, grown as its mask is.
        let box = ContentShadowRenderer.contentBox(of: content, scale: scale)
        guard !box.isEmpty else { return .empty }
        let (dx, dy) = ContentShadowRenderer.deviceOffset(of: shadow, scale: scale)
        return DeviceBox(
          minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy
        ).outset(by: pad + antialiasMargin)
      }
      let shape = shadow.shape
      let moved = shape.transform.translatedBy(x: shadow.offset.width, y: shadow.offset.height)
      // A path's shadow covers the path's control-point box (as its mask does), not the bounds.
      let outline = shadow.path.map { PathGeometry.boundingBox($0) } ?? shape.rect
      guard !outline.isNull else { return .empty }
      return DeviceBox(outline, transform: moved, scale: scale)
        .outset(by: pad + antialiasMargin)
    case .backdrop(let backdrop):
      return box(of: backdrop.shape, scale: scale)
    case .projected(let projection):
      // The projected corners' box; a plane reaching behind the eye covers everything.
      let s = projection.size
      let corners = [
        CGPoint.zero, CGPoint(x: s.width, y: 0), CGPoint(x: 0, y: s.height),
        CGPoint(x: s.width, y: s.height),
      ].map { projection.transform.apply($0) }
      guard corners.allSatisfy({ $0 != nil }) else {
        return DeviceBox(
          minX: -.greatestFiniteMagnitude, minY: -.greatestFiniteMagnitude,
          maxX: .greatestFiniteMagnitude, maxY: .greatestFiniteMagnitude)
      }
      let xs = corners.map { Double($0!.x) }
      let ys = corners.map { Double($0!.y) }
      return DeviceBox(
        minX: xs.min()! * scale, minY: ys.min()! * scale, maxX: xs.max()! * scale,
        maxY: ys.max()! * scale
      ).outset(by: antialiasMargin)
    case .path(let path):
      let outline = PathGeometry.boundingBox(path.elements)
      guard !outline.isNull else { return .empty }
      // A stroke reaches half its width beyond the path, a miter join up to the miter limit
      // times that, a square cap √2 times it.
      let reach = path.strokeColor == nil ? 0 : path.lineWidth / 2 * max(path.miterLimit, 1.5)
      let grown = reach.isFinite ? outline.insetBy(dx: -reach, dy: -reach) : CGRect.infinite
      return DeviceBox(grown, transform: path.transform, scale: scale)
        .outset(by: antialiasMargin)
    case .text(let text):
      return DeviceBox(text.rect, transform: text.transform, scale: scale)
        .outset(by: antialiasMargin)
    case .image(let image):
      return DeviceBox(image.rect, transform: image.transform, scale: scale)
        .outset(by: antialiasMargin)
    }
  }

  /// Whether `item` draws the same pixels inside any rectangular clip as without one. Cairo's
  /// scan converter starts its edges at the extents it is given, so a curved or slanted edge
  /// cut by a clip can land one coverage step away from the same edge drawn whole (measured: a
  /// rounded corner under a moving card, 1 of 255 off). Axis-aligned rectangles are filled as
  /// boxes with exact fractional coverage, and a shadow's mask is made on a surface of its own,
  /// so those are exact. Text under an axis-aligned transform is too: its glyphs are
  /// rasterized once into Cairo's glyph cache, whatever the clip, and composited through its
  /// rectangle's box clip (measured byte for byte: `IncrementalDrawingTests`). Rounded or
  /// transformed shapes, rotated text, images and paths are exact only when the clip contains
  /// them whole.
  static func isExactWhenCut(_ item: DisplayItem, scale: Double) -> Bool {
    switch item {
    case .beginGroup, .endGroup, .popClip, .popMask, .shadow:
      return true
    case .pushMask(_, let mask):
      return mask.allSatisfy { isExactWhenCut($0, scale: scale) }
    case .pushClip(let shape), .fill(let shape, _), .border(let shape, _, _):
      return isRectilinear(shape)
    case .gradient(let gradient):
      return isRectilinear(gradient.shape)
    case .text(let text):
      return isAxisAligned(text.transform)
    case .image(let image):
      return isPixelAligned(image, scale: scale)
    case .projected:
      // Resampled pixel by pixel from a plane drawn whole: the same inside any clip.
      return true
    case .path, .backdrop:
      return false
    }
  }

  /// Whether a bitmap lands on the frame's pixels one to one: an axis-aligned transform, as many
  /// bitmap pixels as device pixels on each side, and whole-pixel edges (a view's drawing at the
  /// frame's scale, unmoved by fractions). Each device pixel then takes exactly one bitmap
  /// pixel, whatever the clip: Cairo's filter reads no neighbour (pixman copies an untransformed
  /// image), so the image is exact when cut, and a signature pad drawing into a full-screen
  /// bitmap redraws the rows of its new stroke, not the screen.
  static func isPixelAligned(_ image: DisplayImage, scale: Double) -> Bool {
    guard case .bitmap(let bitmap) = image.content, isAxisAligned(image.transform),
      image.transform.a > 0, image.transform.d > 0
    else { return false }
    let t = image.transform
    let width = Double(image.rect.width) * Double(t.a) * scale
    let height = Double(image.rect.height) * Double(t.d) * scale
    let x = (Double(image.rect.minX) * Double(t.a) + Double(t.tx)) * scale
    let y = (Double(image.rect.minY) * Double(t.d) + Double(t.ty)) * scale
    func whole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-9 }
    return abs(width - Double(bitmap.width)) < 1e-9 && abs(height - Double(bitmap.height)) < 1e-9
      && whole(x) && whole(y)
  }

  /// `region` grown until every item of `items` that is not exact when cut
  /// (``isExactWhenCut(_:)``) and reaches into it lies inside it whole, so that redrawing the
  /// region gives the pixels of drawing everything. Each pass that grows it adds at least one
  /// item, so at most `items.count` passes are made.
  static func closure(of region: DeviceBox, over items: [DisplayItem], scale: Double)
    -> DeviceBox
  {
    let boxes = items.compactMap { item -> DeviceBox? in
      isExactWhenCut(item, scale: scale) ? nil : box(of: item, scale: scale)
    }
    var region = region
    for _ in 0...boxes.count {
      var grown = false
      for box in boxes where box.intersects(region) && !region.contains(box) {
        region = region.union(box)
        grown = true
      }
      if !grown { break }
    }
    return region
  }

  private static func isRectilinear(_ shape: DisplayShape) -> Bool {
    shape.cornerRadius <= 0 && isAxisAligned(shape.transform)
  }

  /// Whether `transform` keeps horizontal and vertical lines so (no rotation or shear).
  private static func isAxisAligned(_ transform: CGAffineTransform) -> Bool {
    transform.b == 0 && transform.c == 0
  }

  private static func box(of shape: DisplayShape, scale: Double) -> DeviceBox {
    DeviceBox(shape.rect, transform: shape.transform, scale: scale).outset(by: antialiasMargin)
  }
}
