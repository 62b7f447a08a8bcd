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
    case .beginGroup, .endGroup, .popClip:
      return nil
    case .pushClip(let shape):
      return box(of: shape, scale: scale)
    case .fill(let shape, _), .border(let shape, _, _):
      return box(of: shape, scale: scale)
    case .gradient(let gradient):
      return box(of: gradient.shape, scale: scale)
    case .shadow(let shadow):
      let shape = shadow.shape
      let moved = shape.transform.translatedBy(x: shadow.offset.width, y: shadow.offset.height)
      let sigma = shadow.radius * scale
      let pad = (3 * sigma).rounded(.up) + 1
      return DeviceBox(shape.rect, transform: moved, scale: scale)
        .outset(by: pad + antialiasMargin)
    case .text(let text):
      return DeviceBox(text.rect, transform: text.transform, scale: scale)
        .outset(by: antialiasMargin)
    case .image(let image):
      return DeviceBox(image.rect, transform: image.transform, scale: scale)
        .outset(by: antialiasMargin)
    }
  }

  private static func box(of shape: DisplayShape, scale: Double) -> DeviceBox {
    DeviceBox(shape.rect, transform: shape.transform, scale: scale).outset(by: antialiasMargin)
  }
}
