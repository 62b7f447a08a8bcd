import Foundation

/// The scroll view in which an orthogonal section of a compositional layout scrolls sideways,
/// as UIKit embeds one (its private `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`):
/// the section's cells are its subviews, it has the scroll view's drag, deceleration and
/// bounce, and it comes to rest as the section's behaviour says
/// (``UICollectionLayoutSectionOrthogonalScrollingBehavior``).
final class OrthogonalScrollView: UIScrollView {
  /// The collection view (weak: it holds this view).
  weak var owner: UICollectionView?
  var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
  /// The groups' leading edges and widths, in this view's content coordinates.
  var groupSpans: [(x: CGFloat, width: CGFloat)] = []
  /// The offset of the last layout of the collection view's elements.
  private var placedOffset: CGFloat?

  /// Lays out the collection view's elements again when the offset changed.
  override func layoutSubviews() {
    super.layoutSubviews()
    guard placedOffset != contentOffset.x, let owner else { return }
    placedOffset = contentOffset.x
    owner.layoutElements()
  }

  /// The offsets the section can rest at, in order.
  private var restingOffsets: [CGFloat] {
    let range = contentOffsetRange.x
    func clamp(_ x: CGFloat) -> CGFloat { min(max(x, range.lowerBound), range.upperBound) }
    switch behavior {
    case .groupPagingCentered:
      return groupSpans.map { clamp($0.x + $0.width / 2 - bounds.width / 2) }
    case .groupPaging, .continuousGroupLeadingBoundary:
      let leading = groupSpans.first?.x ?? 0
      return groupSpans.map { clamp($0.x - leading) }
    case .none, .continuous, .paging:
      return []
    }
  }

  /// Where a released drag rests: `.continuousGroupLeadingBoundary` at the group boundary
  /// nearest the deceleration's resting offset; the group-paging behaviours one group on from
  /// the offset at release in the direction of a flick faster than the scroll view's minimum
  /// velocity, else at the nearest group (as paging does with pages).
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    let stops = restingOffsets
    guard !stops.isEmpty else { return proposed }
    let x = contentOffset.x
    func nearest(to value: CGFloat) -> CGFloat {
      stops.min { abs($0 - value) < abs($1 - value) } ?? value
    }
    switch behavior {
    case .continuousGroupLeadingBoundary:
      return CGPoint(x: nearest(to: proposed.x), y: proposed.y)
    default:
      // velocity is in points per millisecond; the scroll view's minimum is per second.
      let speed = Double(velocity.x) * 1000
      guard abs(speed) >= ScrollMotion.minimumVelocity else {
        return CGPoint(x: nearest(to: x), y: proposed.y)
      }
      let current = nearest(to: x)
      let next =
        speed > 0
        ? stops.first { $0 > current + 0.5 } ?? current
        : stops.last { $0 < current - 0.5 } ?? current
      let between = speed > 0 ? (x > current ? next : current) : (x < current ? next : current)
      return CGPoint(x: abs(x - current) < 0.5 ? next : between, y: proposed.y)
    }
  }
}

extension UICollectionView {
  /// Makes, places and removes the scroll views of a compositional layout's orthogonal
  /// sections, after its `prepare()`.
  func syncOrthogonalScrollers(of layout: UICollectionViewCompositionalLayout) {
    var kept: [Int: OrthogonalScrollView] = [:]
    for (index, section) in layout.sections.enumerated() {
      guard let band = section.orthogonalBand else { continue }
      let scroller = layout.orthogonalScrollers[index] ?? makeOrthogonalScroller()
      scroller.behavior = section.section.orthogonalScrollingBehavior
      // Paging behaviours settle on the paging spring, at a page or at the group
      // ``OrthogonalScrollView/releaseTarget(proposed:velocity:)`` picks.
      scroller.isPagingEnabled = [.paging, .groupPaging, .groupPagingCentered].contains(
        scroller.behavior)
      scroller.groupSpans = section.groups.map { ($0.minX - band.minX, $0.width) }
      if scroller.frame != band { scroller.frame = band }
      let size = CGSize(width: section.orthogonalContentWidth, height: band.height)
      if scroller.contentSize != size { scroller.contentSize = size }
      kept[index] = scroller
    }
    for (index, scroller) in layout.orthogonalScrollers where kept[index] !== scroller {
      scroller.removeFromSuperview()
    }
    layout.orthogonalScrollers = kept
  }

  private func makeOrthogonalScroller() -> OrthogonalScrollView {
    let scroller = OrthogonalScrollView(frame: .zero)
    scroller.owner = self
    scroller.showsHorizontalScrollIndicator = false
    scroller.showsVerticalScrollIndicator = false
    scroller.alwaysBounceHorizontal = true
    scroller.contentInsetAdjustmentBehavior = .never
    scroller.backgroundColor = nil
    if let backgroundView, backgroundView.superview === self {
      insertSubview(scroller, aboveSubview: backgroundView)
    } else {
      insertSubview(scroller, at: 0)
    }
    return scroller
  }

  /// The scroll view an element's view goes in: its section's sideways scroll view, or `nil`
  /// for the collection view itself.
  func elementHost(for attributes: UICollectionViewLayoutAttributes) -> OrthogonalScrollView? {
    guard attributes.representedElementCategory == .cell,
      let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
    else { return nil }
    return layout.orthogonalScrollers[attributes.indexPath.section]
  }

  // MARK: Measuring

  /// Replaces the estimated heights of the items shown by their cells' own heights; returns
  /// whether any changed (the layout then runs again).
  func measureShownElements() -> Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      return false
    }
    var changed = false
    for (path, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
    where layout.isEstimated(path) {
      guard let attributes = shownAttributes[.cell(path)] else { continue }
      cell.layoutIfNeeded()
      var height: CGFloat?
      if let listCell = cell as? UICollectionViewListCell,
        let fitting = listCell.listFittingHeight(width: attributes.size.width)
      {
        height = fitting
      } else {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        let preferred = cell.preferredLayoutAttributesFitting(copy)
        if preferred.size.height != attributes.size.height {
          height = preferred.size.height
        } else if cell.contentView.subviews.contains(where: {
          !$0.translatesAutoresizingMaskIntoConstraints
        }) {
          layout.warn(
            self, "self-sizing",
            "self-sizing cells with Auto Layout content are not measured: items keep their "
              + "estimated height")
        }
      }
      guard let height, abs(height - attributes.size.height) > 0.001 else { continue }
      layout.measuredHeights[path] = height
      changed = true
    }
    if changed { layout.invalidateLayout() }
    return changed
  }

  // MARK: Lists

  /// Gives a list cell the look its list section decides, before its content is configured
  /// and at every layout.
  func applyListLook(to cell: UICollectionViewListCell, at path: IndexPath) {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(forSection: path.section)
    else {
      cell.listLook = nil
      return
    }
    let count = numberOfItems(inSection: path.section)
    let last = path.item == count - 1
    var separator = list.separatorConfiguration
    if let handler = list.itemSeparatorHandler { separator = handler(path, separator) }
    let automaticShown = list.showsSeparators && !(list.appearance.isGrouped && last)
    let shown: Bool =
      switch separator.bottomSeparatorVisibility {
      case .automatic: automaticShown
      case .visible: true
      case .hidden: false
      }
    let automatic = UIListSeparatorConfiguration.automaticInsets
    let insets = separator.bottomSeparatorInsets
    cell.listLook = ListCellLook(
      appearance: list.appearance, isFirst: path.item == 0, isLast: last,
      isHeaderItem: list.headerMode == .firstItemInSection && path.item == 0,
      separatorShown: shown, separatorColor: separator.color,
      separatorLeading: insets.leading == automatic.leading ? nil : insets.leading,
      separatorTrailing: insets.trailing == automatic.trailing ? nil : insets.trailing,
      editing: isEditing)
    cell.accessoryTapped = { [weak self, weak cell] accessory in
      guard let self, let cell else { return }
      self.accessoryTapped(accessory, of: cell)
    }
    if cell.accessories.contains(where: { if case .reorder = $0.kind { true } else { false } }),
      cell.accessoryViews.contains(where: {
        if case .reorder = $0.accessory.kind { true } else { false }
      })
    {
      layout.warn(self, "reorder", "the reorder accessory is drawn; dragging it is not modelled")
    }
    if backgroundColor == nil { backgroundColor = list.resolvedBackgroundColor }
  }

  /// A tap on a list cell's accessory: its action handler, or for a delete control without
  /// one, the row's trailing swipe actions open (as UIKit reveals them).
  private func accessoryTapped(_ accessory: UICellAccessory, of cell: UICollectionViewListCell) {
    guard let path = indexPath(for: cell) else { return }
    switch accessory.kind {
    case .delete(let handler?), .detail(let handler?), .outlineDisclosure(let handler?, _):
      handler()
    case .delete(.none):
      attachSwipeIfNeeded()
      swipeController?.open(path, trailing: true)
    case .outlineDisclosure(.none, _):
      if let outline = dataSource as? any OutlineDataSource,
        outline.toggleOutlineItem(at: path)
      {
        return
      }
      (collectionViewLayout as? UICollectionViewCompositionalLayout)?.warn(
        self, "outline",
        "an outline disclosure without an action handler toggles an item only in a section "
          + "snapshot applied by a diffable data source; this section has none")
    default:
      break
    }
  }

  /// Whether a list section of the layout gives swipe actions.
  private var listHasSwipeProviders: Bool {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      return false
    }
    return layout.sections.contains { section in
      guard let list = section.section.listConfiguration else { return false }
      return list.trailingSwipeActionsConfigurationProvider != nil
        || list.leadingSwipeActionsConfigurationProvider != nil
    }
  }

  /// Adds the swipe recognizer once a list section gives swipe actions.
  func attachSwipeIfNeeded() {
    guard swipeController == nil, listHasSwipeProviders else { return }
    let controller = SwipeActionsController()
    swipeController = controller
    controller.attach(to: self)
  }
}

/// A collection view's list rows take swipe actions from their section's list configuration
/// (`trailingSwipeActionsConfigurationProvider`, `leadingSwipeActionsConfigurationProvider`),
/// with a table's physics (``SwipeActionsController``).
extension UICollectionView: SwipeActionsHost {
  func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

  func swipeCell(at path: IndexPath) -> (any SwipeableCell)? {
    cellForItem(at: path) as? UICollectionViewListCell
  }

  func swipeConfiguration(for path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(forSection: path.section)
    else { return nil }
    return trailing
      ? list.trailingSwipeActionsConfigurationProvider?(path)
      : list.leadingSwipeActionsConfigurationProvider?(path)
  }

  func swipeWillBegin(at path: IndexPath) {}
  func swipeDidEnd(at path: IndexPath) {}
  var swipeEventName: String { "collectionView.swipeAction" }
  func swipeRowName(_ path: IndexPath) -> String { "item \(path.section)/\(path.item)" }
}
