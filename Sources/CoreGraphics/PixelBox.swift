import Foundation

/// A box of whole pixels in a bitmap (origin top left, `x0..<x1` × `y0..<y1`), the part of a
/// bitmap a context may have painted: every pixel outside it is still transparent (all four
/// bytes zero). ``CGContext`` grows it with each painting by a bound of what the painting can
/// touch, and a ``CGImage`` made from the context keeps it, so two drawings of one view are
/// compared (``CGImage/differingRegion(from:)``) and a bitmap is cleared for its next drawing
/// over the box only, not over the whole bitmap.
package struct PixelBox: Sendable, Equatable {
  package var x0: Int
  package var y0: Int
  package var x1: Int
  package var y1: Int

  /// No pixel.
  package static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

  package init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// Every pixel of a `width` × `height` bitmap.
  package static func all(width: Int, height: Int) -> PixelBox {
    PixelBox(x0: 0, y0: 0, x1: width, y1: height)
  }

  /// The pixels that `rect` (device pixels) touches, widened by `margin` pixels on every
  /// side, cut to a `width` × `height` bitmap; the whole bitmap when `rect` is not finite.
  package init(covering rect: CGRect, margin: Double, width: Int, height: Int) {
    let r = rect.standardized
    let minX = Double(r.minX) - margin
    let minY = Double(r.minY) - margin
    let maxX = Double(r.maxX) + margin
    let maxY = Double(r.maxY) + margin
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, !r.isNull else {
      self = .all(width: width, height: height)
      return
    }
    func clamp(_ value: Double, _ limit: Int) -> Int {
      Int(min(Double(limit), max(0, value)))
    }
    self.init(
      x0: clamp(minX.rounded(.down), width), y0: clamp(minY.rounded(.down), height),
      x1: clamp(maxX.rounded(.up), width), y1: clamp(maxY.rounded(.up), height))
  }

  /// Whether the box holds no pixel.
  package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The pixels in both boxes (``empty`` when they do not meet).
  package func intersection(_ other: PixelBox) -> PixelBox {
    let box = PixelBox(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
    return box.isEmpty ? .empty : box
  }

  /// The smallest box holding both.
  package func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
      y1: max(y1, other.y1))
  }
}
