import Foundation
import GestureCore

/// The items of a content shadow (``GestureCore/DisplayShadow/content``) placed in their mask:
/// each absolute transform's translation moved by the mask's offset and rounded to 1/256 of a
/// device pixel (Cairo's own precision, 24.8 fixed point), so that the same content moved by
/// whole device pixels gives equal items, and equal items give the same mask bytes
/// (``ShadowMasks``, ``ContentShadowRenderer``).
///
/// Only translations change: a content that turns or scales is placed differently in its mask
/// and gives other items. A projected subtree (``GestureCore/DisplayItem/projected(_:)``) is not
/// placed this way (its homography has no translation of its own to round): ``place(_:offset:scale:)``
/// gives `nil` and the shadow is drawn as before, not kept.
enum ContentShadowPlacement {
  /// Steps per device pixel of a placed translation.
  static let steps = 256.0

  /// `items` drawn at `scale` with the frame's device pixel p landing at p + `offset` (device
  /// pixels) in the mask, as items drawn at `scale` with no offset; `nil` when an item cannot
  /// be placed (a projected subtree).
  static func place(_ items: [DisplayItem], offset: (x: Double, y: Double), scale: Double)
    -> [DisplayItem]?
  {
    var placed: [DisplayItem] = []
    placed.reserveCapacity(items.count)
    for item in items {
      guard let moved = place(item, offset: offset, scale: scale) else { return nil }
      placed.append(moved)
    }
    return placed
  }

  private static func place(_ item: DisplayItem, offset: (x: Double, y: Double), scale: Double)
    -> DisplayItem?
  {
    func moved(_ t: CGAffineTransform) -> CGAffineTransform {
      var t = t
      t.tx = CGFloat(((Double(t.tx) * scale + offset.x) * steps).rounded() / steps / scale)
      t.ty = CGFloat(((Double(t.ty) * scale + offset.y) * steps).rounded() / steps / scale)
      return t
    }
    func moved(_ shape: DisplayShape) -> DisplayShape {
      var shape = shape
      shape.transform = moved(shape.transform)
      return shape
    }
    switch item {
    case .beginGroup, .endGroup, .popClip, .popMask:
      return item
    case .pushClip(let shape):
      return .pushClip(moved(shape))
    case .pushMask(let id, let mask):
      return place(mask, offset: offset, scale: scale).map { .pushMask(id: id, mask: $0) }
    case .shadow(var shadow):
      shadow.shape = moved(shadow.shape)
      if let content = shadow.content {
        guard let placed = place(content, offset: offset, scale: scale) else { return nil }
        shadow.content = placed
      }
      return .shadow(shadow)
    case .fill(let shape, let color):
      return .fill(moved(shape), color)
    case .gradient(var gradient):
      gradient.shape = moved(gradient.shape)
      return .gradient(gradient)
    case .border(let shape, let width, let color):
      return .border(moved(shape), width: width, color: color)
    case .text(var text):
      text.transform = moved(text.transform)
      return .text(text)
    case .image(var image):
      image.transform = moved(image.transform)
      return .image(image)
    case .path(var path):
      path.transform = moved(path.transform)
      return .path(path)
    case .backdrop(var backdrop):
      backdrop.shape = moved(backdrop.shape)
      return .backdrop(backdrop)
    case .projected:
      return nil
    }
  }
}
