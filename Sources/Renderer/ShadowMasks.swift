import CCairo
import CoreGraphics
import Foundation
import GestureCore

/// The blurred masks of the shadows of the last frame drawn, kept for the next: a shadow whose
/// shape, offset, radius and placement within whole device pixels are the same (a card that
/// does not move, or moves by whole pixels) paints the mask it had instead of filling and
/// blurring a new one, the most expensive leaf a frame draws
/// ([performance.md](../../docs/performance.md), "Shadows"). A mask no item painted in a
/// frame is released after it (``endFrame()``). The mask is the same bytes whichever way it was
/// made, so frames are too.
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

  private var masks: [Key: OpaquePointer] = [:]
  private var used: Set<Key> = []
  /// How many masks were made (filled and blurred) so far.
  private(set) var madeCount = 0
  /// How many masks are kept now.
  var keptCount: Int { masks.count }

  deinit { for surface in masks.values { cairo_surface_destroy(surface) } }

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

  /// Releases the masks no shadow painted since the last call: called after each frame.
  func endFrame() {
    for (key, surface) in masks where !used.contains(key) {
      cairo_surface_destroy(surface)
      masks[key] = nil
    }
    used.removeAll(keepingCapacity: true)
  }
}
