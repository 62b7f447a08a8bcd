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
  /// Where the section, its boundary items included, ends along the scroll direction.
  var end: CGFloat = 0
  /// Where the section, its boundary items included, starts along the scroll direction, and
  /// where it starts across it and how broad it is (set by the layout).
  var start: CGFloat = 0
  var crossStart: CGFloat = 0
  var breadth: CGFloat = 0
  /// For a section that scrolls sideways: the band its groups scroll in (the width of the
  /// collection view) and the width of its content, groups and insets.
  var orthogonalBand: CGRect?
  var orthogonalContentWidth: CGFloat = 0
}

/// The arithmetic of ``UICollectionViewCompositionalLayout``: sizes resolved against their
/// containers, groups filled with items, sections stacked along the scroll direction.
@MainActor
struct CompositionalSolver {
  /// The width and height sections are laid out in (the collection view's, less its adjusted
  /// content insets and the room the layout's own boundary items beside the sections take).
  var container: CGSize
  /// Where sections start across the scroll direction (after the layout's boundary items
  /// before them across).
  var crossStart: CGFloat = 0
  /// The scroll direction.
  var axis = CompositionalAxis(horizontal: false)
  /// Item heights measured from their cells, replacing estimates.
  var measured: [IndexPath: CGFloat]
  /// Header and footer heights measured from their views.
  var measuredSupplementary: [String: CGFloat]

  /// The sizes of boundary items in a container of `container` size: items above or below
  /// the content are fractions of its width less the leading and trailing insets they
  /// follow, items beside it of its height less the top and bottom insets they follow.
  func boundarySizes(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize,
    insets: NSDirectionalEdgeInsets, follows: Bool, key: String
  ) -> [CGSize] {
    items.map { item in
      let beside = item.alignment == .leading || item.alignment == .trailing
      let space =
        beside
        ? CGSize(
          width: container.width,
          height: container.height - (follows ? insets.top + insets.bottom : 0))
        : CGSize(
          width: container.width - (follows ? insets.leading + insets.trailing : 0),
          height: container.height)
      var size = item.layoutSize.resolve(in: space)
      if item.layoutSize.heightDimension.isEstimated,
        let height = measuredSupplementary["\(item.elementKind)/\(key)"]
      {
        size.height = height
      }
      return size
    }
  }

  /// Places `count` items of `section` (number `index`) from `start` along the scroll
  /// direction; returns the section. In a horizontal layout an orthogonal section is laid
  /// out as one that does not scroll sideways (the layout warns).
  func solve(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, start: CGFloat
  ) -> CompositionalSection {
    var solved = CompositionalSection(section: section)
    solved.items = Array(repeating: .zero, count: count)
    solved.estimated = Array(repeating: false, count: count)
    let items = section.boundarySupplementaryItems
    let sizes = boundarySizes(
      items, in: container, insets: section.contentInsets,
      follows: section.supplementariesFollowContentInsets, key: "\(index)")
    let placement = BoundaryPlacement(
      axis: axis, start: start, crossStart: crossStart, breadth: axis.breadth(container),
      insets: section.contentInsets, follows: section.supplementariesFollowContentInsets)
    let orthogonal = section.orthogonalScrollingBehavior != .none && !axis.horizontal
    let placed = placement.place(items, sizes: sizes) { along, across, breadth in
      let groupContainer = axis.size(length: axis.length(container), breadth: breadth)
      var next = 0
      var position = along
      var sideways = across
      var thickness: CGFloat = 0
      var acrossEnd = across
      while next < count {
        let size = section.group.layoutSize.resolve(in: groupContainer)
        let origin =
          orthogonal
          ? CGPoint(x: sideways, y: along) : axis.point(along: position, across: across)
        let before = next
        let used = place(
          section.group, at: origin, size: size, next: &next, count: count, section: index,
          into: &solved)
        guard next > before else { break }
        let frame = CGRect(origin: origin, size: used)
        solved.groups.append(frame)
        if orthogonal {
          sideways += used.width + section.interGroupSpacing
          thickness = max(thickness, used.height)
        } else {
          position += axis.length(used) + section.interGroupSpacing
          acrossEnd = max(acrossEnd, axis.maxAcross(frame))
        }
      }
      if orthogonal {
        // The band spans the breadth the section has, its insets included.
        let bandX = across - section.contentInsets.leading
        let last = solved.groups.isEmpty ? sideways : sideways - section.interGroupSpacing
        solved.orthogonalContentWidth = last + section.contentInsets.trailing - bandX
        solved.orthogonalBand = CGRect(
          x: bandX, y: along,
          width: breadth + section.contentInsets.leading + section.contentInsets.trailing,
          height: thickness)
        return (along + thickness, across + breadth)
      }
      if !solved.groups.isEmpty { position -= section.interGroupSpacing }
      return (position, acrossEnd)
    }
    for (number, item) in items.enumerated() {
      solved.boundaries.append(.init(kind: item.elementKind, frame: placed.frames[number], item: item))
    }
    solved.bodyStart = placed.bodyStart
    solved.bodyEnd = placed.bodyEnd
    solved.end = placed.end
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
