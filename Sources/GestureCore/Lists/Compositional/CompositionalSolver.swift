import Foundation

/// Where a compositional layout puts one section's elements, in the collection view's content
/// (docs/collection-view.md, "Compositional layout").
struct CompositionalSection {
  /// A header or footer placed by the section.
  struct Boundary {
    var kind: String
    var frame: CGRect
    var item: NSCollectionLayoutBoundarySupplementaryItem
  }

  var section: NSCollectionLayoutSection
  /// Each item's frame, before any sideways scroll of an orthogonal section.
  var items: [CGRect] = []
  /// Whether each item's height is an estimate its cell replaces.
  var estimated: [Bool] = []
  /// Each group's frame (for paging), before any sideways scroll.
  var groups: [CGRect] = []
  var boundaries: [Boundary] = []
  /// An item's badge: its kind, frame and the item's index path.
  struct Badge {
    var kind: String
    var frame: CGRect
    var indexPath: IndexPath
    var zIndex: Int
  }
  /// The badges of the section's items, in item order.
  var badges: [Badge] = []
  /// Where the section's groups and insets begin and end along the scroll direction.
  var bodyStart: CGFloat = 0
  var bodyEnd: CGFloat = 0
  /// For a section that scrolls sideways: the band its groups scroll in (the width of the
  /// collection view) and the width of its content, groups and insets.
  var orthogonalBand: CGRect?
  var orthogonalContentWidth: CGFloat = 0
}

/// The arithmetic of ``UICollectionViewCompositionalLayout``: sizes resolved against their
/// containers, groups filled with items, sections stacked.
@MainActor
struct CompositionalSolver {
  /// The width and height sections are laid out in (the collection view's, less its adjusted
  /// content insets).
  var container: CGSize
  /// Item heights measured from their cells, replacing estimates.
  var measured: [IndexPath: CGFloat]
  /// Header and footer heights measured from their views.
  var measuredSupplementary: [String: CGFloat]

  /// Places `count` items of `section` (number `index`) from `top`; returns the section.
  func solve(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat
  ) -> CompositionalSection {
    var solved = CompositionalSection(section: section)
    solved.items = Array(repeating: .zero, count: count)
    solved.estimated = Array(repeating: false, count: count)
    let insets = section.contentInsets
    let follows = section.supplementariesFollowContentInsets
    let boundaryX = follows ? insets.leading : 0
    let boundaryWidth = container.width - (follows ? insets.leading + insets.trailing : 0)
    var y = top
    let boundaryContainer = CGSize(width: boundaryWidth, height: container.height)
    func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CompositionalSection.Boundary {
      let size = item.layoutSize.resolve(in: boundaryContainer)
      let key = "\(item.elementKind)/\(index)"
      let height =
        item.layoutSize.heightDimension.isEstimated ? measuredSupplementary[key] ?? size.height : size.height
      let frame = CGRect(
        x: boundaryX + item.offset.x, y: y + item.offset.y, width: size.width, height: height)
      y += height
      return .init(kind: item.elementKind, frame: frame, item: item)
    }
    for item in section.boundarySupplementaryItems where item.alignment != .bottom {
      solved.boundaries.append(boundary(item))
    }
    solved.bodyStart = y
    y += insets.top
    let groupContainer = CGSize(
      width: container.width - insets.leading - insets.trailing, height: container.height)
    var next = 0
    let orthogonal = section.orthogonalScrollingBehavior != .none
    var x = insets.leading
    var rowHeight: CGFloat = 0
    var placedGroups = 0
    while next < count {
      let size = section.group.layoutSize.resolve(in: groupContainer)
      let origin = orthogonal ? CGPoint(x: x, y: y) : CGPoint(x: insets.leading, y: y)
      let before = next
      let used = place(
        section.group, at: origin, size: size, next: &next, count: count, section: index,
        into: &solved)
      guard next > before else { break }
      solved.groups.append(CGRect(origin: origin, size: used))
      placedGroups += 1
      if orthogonal {
        x += used.width + section.interGroupSpacing
        rowHeight = max(rowHeight, used.height)
      } else {
        y += used.height + section.interGroupSpacing
      }
    }
    if orthogonal {
      solved.orthogonalContentWidth =
        (placedGroups > 0 ? x - section.interGroupSpacing : x) + insets.trailing
      solved.orthogonalBand = CGRect(x: 0, y: y, width: container.width, height: rowHeight)
      y += rowHeight
    } else if placedGroups > 0 {
      y -= section.interGroupSpacing
    }
    y += insets.bottom
    solved.bodyEnd = y
    for item in section.boundarySupplementaryItems where item.alignment == .bottom {
      solved.boundaries.append(boundary(item))
    }
    return solved
  }

  /// Places `group` of `size` at `origin`, filling it with items from `next`; returns the size
  /// it takes (its estimated height replaced by its items').
  func place(
    _ group: NSCollectionLayoutGroup, at origin: CGPoint, size: CGSize, next: inout Int,
    count: Int, section: Int, into solved: inout CompositionalSection
  ) -> CGSize {
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let least = group.interItemSpacing?.spacing ?? 0
    // The subitems the group holds and the space each takes along its axis.
    var slots: [(item: NSCollectionLayoutItem, size: CGSize, edge: NSDirectionalEdgeInsets)] = []
    if let fixedCount = group.count, let subitem = group.subitems.first {
      let share = (length - least * CGFloat(fixedCount - 1)) / CGFloat(fixedCount)
      let other = subitem.layoutSize.resolve(in: size)
      let slotSize =
        horizontal
        ? CGSize(width: share, height: other.height) : CGSize(width: other.width, height: share)
      slots = Array(
        repeating: (subitem, slotSize, NSDirectionalEdgeInsets.zero), count: fixedCount)
    } else if !group.subitems.isEmpty {
      var used: CGFloat = 0
      var index = 0
      while slots.count < 1000 {
        let subitem = group.subitems[index % group.subitems.count]
        let subSize = subitem.layoutSize.resolve(in: size)
        let edge = subitem.edgeSpacing?.insets ?? .zero
        let need =
          horizontal
          ? edge.leading + subSize.width + edge.trailing : edge.top + subSize.height + edge.bottom
        if !slots.isEmpty && used + least + need > length + 0.0001 { break }
        used += (slots.isEmpty ? 0 : least) + need
        slots.append((subitem, subSize, edge))
        index += 1
        if need <= 0 { break }
      }
    }
    // Flexible spacing shares what the slots leave.
    var gap = least
    if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
      let taken = slots.reduce(CGFloat(0)) { total, slot in
        total
          + (horizontal
            ? slot.edge.leading + slot.size.width + slot.edge.trailing
            : slot.edge.top + slot.size.height + slot.edge.bottom)
      }
      gap = max(least, (length - taken) / CGFloat(slots.count - 1))
    }
    var position: CGFloat = 0
    var across: CGFloat = 0
    for slot in slots {
      guard next < count else { break }
      let edge = slot.edge
      let slotOrigin =
        horizontal
        ? CGPoint(x: origin.x + position + edge.leading, y: origin.y + edge.top)
        : CGPoint(x: origin.x + edge.leading, y: origin.y + position + edge.top)
      var taken = slot.size
      if let subgroup = slot.item as? NSCollectionLayoutGroup {
        taken = place(
          subgroup, at: slotOrigin, size: slot.size, next: &next, count: count, section: section,
          into: &solved)
      } else {
        let path = IndexPath(item: next, section: section)
        let isEstimated = slot.item.layoutSize.heightDimension.isEstimated
        let insets = slot.item.contentInsets
        if isEstimated, let height = measured[path] {
          taken.height = height + insets.top + insets.bottom
        }
        solved.items[next] = CGRect(
          x: slotOrigin.x + insets.leading, y: slotOrigin.y + insets.top,
          width: max(0, taken.width - insets.leading - insets.trailing),
          height: max(0, taken.height - insets.top - insets.bottom))
        solved.estimated[next] = isEstimated
        for badge in slot.item.supplementaryItems {
          guard let frame = badge.badgeFrame(on: solved.items[next]) else { continue }
          solved.badges.append(
            .init(kind: badge.elementKind, frame: frame, indexPath: path, zIndex: badge.zIndex))
        }
        next += 1
      }
      if horizontal {
        position += edge.leading + taken.width + edge.trailing + gap
        across = max(across, edge.top + taken.height + edge.bottom)
      } else {
        position += edge.top + taken.height + edge.bottom + gap
        across = max(across, edge.leading + taken.width + edge.trailing)
      }
    }
    let filled = max(0, position - gap)
    let estimatedHeight = group.layoutSize.heightDimension.isEstimated
    if horizontal {
      return CGSize(width: size.width, height: estimatedHeight ? across : size.height)
    }
    return CGSize(width: size.width, height: estimatedHeight ? filled : size.height)
  }
}
