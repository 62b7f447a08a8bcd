import CCairo
import CoreGraphics
import Foundation
import GestureCore

/// The blurred masks of the shadows of the last frame drawn, kept for the next: a shadow whose
/// shape, offset, radius and placement within whole device pixels are the same (a card that
/// does not move, or moves by whole pixels) paints the mask it had instead of filling and
/// blurring a new one, the most expensive leaf a frame draws
/// ([performance.md](../../docs/performance.md), "Shadows"). The masks of content shadows
/// (``ContentShadowRenderer``) are kept the same way, keyed by their content placed in the mask
/// (``ContentKey``). A mask no item painted in a frame is released after it (``endFrame()``).
/// The mask is the same bytes whichever way it was made, so frames are too.
final class ShadowMasks {
  /// What a mask's bytes depend on: its size in pixels, the shape's outline and the transform
  /// that places it in the mask (device pixels, the mask's origin taken off), and the blur.
  struct Key: Hashable {
    var width: Int
    var height: Int
    var boxWidth: Int
    var placed: [Double]
    var rect: [Double]
    var cornerRadius: Double
    var maskedCorners: UInt
    var cornerCurve: String
    var path: [PathElement]?

    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(boxWidth)
      hasher.combine(placed)
      hasher.combine(rect)
    }
  }

  /// What a content shadow's mask depends on: its size in pixels, the box blur's width, the
  /// shadow radius (points) and scale, and the content's items as drawn into the mask
  /// (``ContentShadowPlacement``). Not the colour or opacity, which are painted through it.
  struct ContentKey: Equatable {
    var width: Int
    var height: Int
    var boxWidth: Int
    var radius: Double
    var scale: Double
    var items: [DisplayItem]
  }

  private var masks: [Key: OpaquePointer] = [:]
  private var used: Set<Key> = []
  /// The content shadows' masks, with whether a shadow painted each since the last frame
  /// ended (a few per frame: looked up in order, the items compared last).
  private var contentMasks: [(key: ContentKey, surface: OpaquePointer, used: Bool)] = []
  /// How many masks were made (filled and blurred) so far.
  private(set) var madeCount = 0
  /// How many masks are kept now.
  var keptCount: Int { masks.count }
  /// How many content shadow masks were made (content drawn and blurred) so far.
  private(set) var contentMadeCount = 0
  /// How many content shadow masks were painted from a kept one so far.
  private(set) var contentReusedCount = 0
  /// How many content shadow masks are kept now.
  var contentKeptCount: Int { contentMasks.count }

  deinit {
    for surface in masks.values { cairo_surface_destroy(surface) }
    for entry in contentMasks { cairo_surface_destroy(entry.surface) }
  }

  /// The mask for `key`, made by `make` (an A8 surface this cache then owns) when no frame kept
  /// one; `nil` when `make` fails.
  func mask(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
    used.insert(key)
    if let kept = masks[key] { return kept }
    guard let made = make() else { return nil }
    madeCount += 1
    masks[key] = made
    return made
  }

  /// The content shadow mask for `key`, made by `make` (an A8 surface this cache then owns)
  /// when no frame kept one; `nil` when `make` gives none.
  ///
  /// - Throws: what `make` throws.
  func contentMask(for key: ContentKey, make: () throws -> OpaquePointer?) rethrows
    -> OpaquePointer?
  {
    if let index = contentMasks.firstIndex(where: { $0.key == key }) {
      contentMasks[index].used = true
      contentReusedCount += 1
      return contentMasks[index].surface
    }
    guard let made = try make() else { return nil }
    contentMadeCount += 1
    contentMasks.append((key, made, true))
    return made
  }

  /// Releases the masks no shadow painted since the last call: called after each frame.
  func endFrame() {
    for (key, surface) in masks where !used.contains(key) {
      cairo_surface_destroy(surface)
      masks[key] = nil
    }
    used.removeAll(keepingCapacity: true)
    for entry in contentMasks where !entry.used { cairo_surface_destroy(entry.surface) }
    contentMasks.removeAll { !$0.used }
    for index in contentMasks.indices { contentMasks[index].used = false }
  }
}
