import Foundation
import GestureCore

/// Where the content of a frame (its background and display list) differs from the frame
/// before it, in device pixels: the union of the boxes (``DisplayItemBounds``) of every item
/// that differs, before and after. Both lists must have the same items in the same nesting
/// (the same groups and clips, by view id, at the same places); otherwise, or when a box is
/// not finite, everything is redrawn.
///
/// The reasoning: every item is drawn on its own (``CairoContext`` sets the whole matrix per
/// item), so an item that did not change draws the same pixels wherever the items that did
/// change are not. A changed leaf item changes pixels only inside its boxes; a group whose
/// opacity changed, only inside its contents' boxes; a clip whose shape changed, only inside
/// the two clip shapes' boxes.
enum FrameDamage: Equatable {
  /// The two lists are equal: no pixel changes.
  case nothing
  /// Only pixels inside the box may change.
  case region(DeviceBox)
  /// The lists differ in structure, or a box is not finite: redraw the whole canvas.
  case everything

  /// The damage from `old` to `new`, both drawn at `scale` device pixels per point.
  static func between(_ old: [DisplayItem], _ new: [DisplayItem], scale: Double) -> FrameDamage {
    guard old.count == new.count else { return .everything }
    let differing = indicesOfDifferingItems(old, new)
    var damage = DeviceBox.empty
    for index in differing {
      switch (old[index], new[index]) {
      case (.beginGroup(let oldID, _), .beginGroup(let newID, _)):
        guard oldID == newID else { return .everything }
        damage = damage.union(contents(ofGroupAt: index, in: old, scale: scale))
          .union(contents(ofGroupAt: index, in: new, scale: scale))
      case (.pushClip(let oldShape), .pushClip(let newShape)):
        guard oldShape.id == newShape.id,
          let before = DisplayItemBounds.box(of: old[index], scale: scale),
          let after = DisplayItemBounds.box(of: new[index], scale: scale)
        else { return .everything }
        damage = damage.union(before).union(after)
      case (.pushMask(let oldID, _), .pushMask(let newID, _)):
        // A changed mask changes pixels only where it draws, before or after: elsewhere the
        // group is transparent in both frames.
        guard oldID == newID,
          let before = DisplayItemBounds.box(of: old[index], scale: scale),
          let after = DisplayItemBounds.box(of: new[index], scale: scale)
        else { return .everything }
        damage = damage.union(before).union(after)
      case (.pushClip, _), (_, .pushClip), (.beginGroup, _), (_, .beginGroup), (.endGroup, _),
        (_, .endGroup), (.popClip, _), (_, .popClip), (.pushMask, _), (_, .pushMask),
        (.popMask, _), (_, .popMask):
        return .everything
      case (.image(let before), .image(let after)) where redrawnInPlace(before, after):
        guard let changed = changedPart(of: before, after, scale: scale) else {
          return .everything
        }
        damage = damage.union(changed)
      default:
        guard let before = DisplayItemBounds.box(of: old[index], scale: scale),
          let after = DisplayItemBounds.box(of: new[index], scale: scale)
        else { return .everything }
        damage = damage.union(before).union(after)
      }
    }
    if damage == .empty { return .nothing }
    // A backdrop blurs what lies under it and around it: any change redraws the frame.
    if new.contains(where: { if case .backdrop = $0 { true } else { false } }) {
      return .everything
    }
    return damage.isFinite ? .region(damage) : .everything
  }

  /// Whether two image items are the same view's drawing at the same place, whose bitmaps
  /// alone may differ (a view that drew again).
  private static func redrawnInPlace(_ old: DisplayImage, _ new: DisplayImage) -> Bool {
    guard old.id == new.id, old.transform == new.transform, old.rect == new.rect,
      old.tint == new.tint,
      case .bitmap(let before) = old.content, case .bitmap(let after) = new.content
    else { return false }
    return before.width == after.width && before.height == after.height
  }

  /// The box of the pixels a redrawn bitmap changed (``CGImage/differingRegion(from:)``),
  /// widened by one bitmap pixel on every side for the filtering that scales it into the frame:
  /// a signature pad whose view draws again in every frame damages the rows of its newest
  /// stroke, not the screen. `nil` when the bitmaps cannot be compared.
  private static func changedPart(of old: DisplayImage, _ new: DisplayImage, scale: Double)
    -> DeviceBox?
  {
    guard case .bitmap(let before) = old.content, case .bitmap(let after) = new.content,
      let pixels = after.differingRegion(from: before)
    else { return nil }
    if pixels.isNull { return .empty }
    let unitX = old.rect.width / CGFloat(after.width)
    let unitY = old.rect.height / CGFloat(after.height)
    let part = CGRect(
      x: old.rect.minX + (pixels.minX - 1) * unitX, y: old.rect.minY + (pixels.minY - 1) * unitY,
      width: (pixels.width + 2) * unitX, height: (pixels.height + 2) * unitY)
    return DeviceBox(part, transform: old.transform, scale: scale)
  }

  /// The indices at which two lists of the same count hold different items. An item with the
  /// same bytes as the one before it is the same (its strings and arrays are the same
  /// storage: a view's kept capture, appended again), so only items whose bytes differ are
  /// compared field by field; the frames of a scene where little moves cost a memory
  /// comparison, not thousands of structural ones. A view's new drawing at the same place
  /// (``redrawnInPlace(_:_:)``) is listed without comparing its pixels: ``changedPart(of:_:scale:)``
  /// reads them once, and finds no damage when they are equal (comparing them here too read a
  /// full-screen bitmap twice a frame).
  private static func indicesOfDifferingItems(_ old: [DisplayItem], _ new: [DisplayItem])
    -> [Int]
  {
    let size = MemoryLayout<DisplayItem>.size
    let stride = MemoryLayout<DisplayItem>.stride
    return old.withUnsafeBytes { oldBytes in
      new.withUnsafeBytes { newBytes in
        guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
          return []
        }
        return old.indices.filter { index in
          guard memcmp(oldBase + index * stride, newBase + index * stride, size) != 0 else {
            return false
          }
          if case .image(let before) = old[index], case .image(let after) = new[index],
            redrawnInPlace(before, after)
          {
            return true
          }
          return old[index] != new[index]
        }
      }
    }
  }

  /// The union of the boxes of the items inside the group that begins at `start`.
  private static func contents(ofGroupAt start: Int, in items: [DisplayItem], scale: Double)
    -> DeviceBox
  {
    var box = DeviceBox.empty
    var depth = 0
    for item in items[(start + 1)...] {
      switch item {
      case .beginGroup: depth += 1
      case .endGroup:
        if depth == 0 { return box }
        depth -= 1
      default:
        if let itemBox = DisplayItemBounds.box(of: item, scale: scale) {
          box = box.union(itemBox)
        }
      }
    }
    return box
  }
}
