import Foundation

/// How a batch update is applied (docs/collection-view.md, "Batch updates").
extension UICollectionView {
  /// Applies `batch`: reads and checks the new counts, tells the layout
  /// (`prepare(forCollectionViewUpdates:)`), re-keys the views shown, prepares the layout
  /// anew, puts the views that come into view where they start (their attributes before the
  /// update, or the layout's appearing attributes), then animates every view to its new
  /// attributes and the leaving ones to their disappearing attributes over 0.3 s.
  func apply(_ batch: BatchUpdate, completion: ((Bool) -> Void)?) {
    let oldCounts = itemCounts
    let newCounts = UICollectionView.counts(of: self)
    let sections = Self.sectionMapping(batch, old: oldCounts.count, new: newCounts.count)
    let mapping = Self.mapping(batch, oldCounts: oldCounts, newCounts: newCounts)
    let reloaded = Set(batch.reloaded)
    // Where everything was, for the views that come into view from off screen.
    let oldRect = CGRect(origin: .zero, size: contentSize).union(bounds)
    var oldItems: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var oldSupplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for attributes in layoutAttributes(in: oldRect) {
      switch attributes.representedElementCategory {
      case .cell: oldItems[attributes.indexPath] = attributes
      case .supplementaryView:
        guard let kind = attributes.representedElementKind else { continue }
        oldSupplementaries[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] =
          attributes
      case .decorationView: continue
      }
    }
    var before: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementariesBefore: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for (key, attributes) in shownAttributes {
      switch key {
      case .cell(let path): before[path] = attributes
      case .supplementary(let supplementary): supplementariesBefore[supplementary] = attributes
      }
    }
    attributesBeforeUpdates = before
    supplementaryAttributesBeforeUpdates = supplementariesBefore
    collectionViewLayout.prepare(forCollectionViewUpdates: Self.updateItems(batch))
    // Re-key the cells shown; deleted and reloaded items' cells leave.
    var leaving: [(IndexPath, UICollectionViewCell)] = []
    var kept: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if let new = mapping[old], !reloaded.contains(old) {
        kept[new] = cell
      } else {
        leaving.append((old, cell))
      }
    }
    visibleCellsByIndexPath = kept
    // Supplementary views follow their section; those of deleted and reloaded sections leave.
    var leavingViews: [(SupplementaryKey, UICollectionReusableView)] = []
    var keptViews: [SupplementaryKey: UICollectionReusableView] = [:]
    for (key, view) in visibleSupplementaries.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
      let section = key.indexPath.count == 0 ? nil : key.indexPath.section
      if let section, let target = sections.new(section), !sections.reloaded.contains(section) {
        var path = key.indexPath
        path.section = target
        keptViews[SupplementaryKey(kind: key.kind, indexPath: path)] = view
      } else {
        leavingViews.append((key, view))
      }
    }
    visibleSupplementaries = keptViews
    shownAttributes = [:]
    selectedIndexPaths = selectedIndexPaths.compactMap { mapping[$0] }
    itemCounts = newCounts
    if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
      // Measured heights follow their items, so a self-sized row that moves keeps its height
      // instead of falling back to the estimate for a frame (as the table's do).
      compositional.measuredHeights = Dictionary(
        compositional.measuredHeights.compactMap { path, height in
          reloaded.contains(path) ? nil : mapping[path].map { ($0, height) }
        }, uniquingKeysWith: { first, _ in first })
    }
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    contentSize = collectionViewLayout.collectionViewContentSize
    // Views that come into view start where they were, or where the layout makes them appear,
    // laid out there first, so that their content does not grow from nothing as the update
    // animates (UIKit lays out an appearing cell without animation before it moves).
    let reverse = Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    UIView.performWithoutAnimation {
      for (key, attributes) in elementAttributes(in: bounds).sorted(by: {
        Self.order($0.key, $1.key)
      }) {
        switch key {
        case .cell(let path):
          guard visibleCellsByIndexPath[path] == nil else { continue }
          let start: UICollectionViewLayoutAttributes?
          if let old = reverse[path], !reloaded.contains(old) {
            start = oldItems[old].map { Self.moved($0, to: path) }
          } else {
            start = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
          }
          if let start { showCell(at: path, start).layoutOwnSubtree() }
        case .supplementary(let supplementary):
          guard visibleSupplementaries[supplementary] == nil,
            let kind = attributes
              .representedElementKind
          else { continue }
          let path = supplementary.indexPath
          let oldSection = path.count == 0 ? nil : sections.old(path.section)
          let start: UICollectionViewLayoutAttributes?
          if let oldSection, !sections.reloaded.contains(oldSection) {
            var oldPath = path
            oldPath.section = oldSection
            start = oldSupplementaries[SupplementaryKey(kind: kind, indexPath: oldPath)]
              .map { Self.moved($0, to: path) }
          } else {
            start = collectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(
              ofKind: kind, at: path)
          }
          if let start { showSupplementary(supplementary, start).layoutOwnSubtree() }
        }
      }
    }
    let finals: [(UICollectionViewCell, UICollectionViewLayoutAttributes?)] = leaving.map {
      ($0.1, collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: $0.0))
    }
    let viewFinals: [(UICollectionReusableView, String, UICollectionViewLayoutAttributes?)] =
      leavingViews.map { key, view in
        (
          view, key.kind,
          collectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: key.kind, at: key.indexPath)
        )
      }
    attributesBeforeUpdates = nil
    supplementaryAttributesBeforeUpdates = nil
    UIView.animate(
      withDuration: Self.updateAnimationDuration,
      animations: {
        self.layoutElements()
        for (cell, final) in finals {
          if let final { self.apply(final, to: cell) } else { cell.alpha = 0 }
        }
        for (view, _, final) in viewFinals {
          if let final { self.apply(final, to: view) } else { view.alpha = 0 }
        }
      },
      completion: { finished in
        for (cell, _) in finals where self.indexPath(for: cell) == nil {
          self.putAway(cell)
        }
        for (view, kind, _) in viewFinals
        where !self.visibleSupplementaries.values.contains(where: { $0 === view }) {
          self.putAway(view, kind: kind)
        }
        completion?(finished)
      })
    collectionViewLayout.finalizeCollectionViewUpdates()
  }

  /// A copy of `attributes` for the element now at `path`.
  private static func moved(_ attributes: UICollectionViewLayoutAttributes, to path: IndexPath)
    -> UICollectionViewLayoutAttributes
  {
    let copy = (attributes.copy() as? UICollectionViewLayoutAttributes) ?? attributes
    copy.indexPath = path
    return copy
  }

  /// The changes as `UICollectionViewUpdateItem`s: sections first (an index path whose item is
  /// `NSNotFound`, as UIKit gives them), then items; deletions, insertions, reloads, moves.
  private static func updateItems(_ batch: BatchUpdate) -> [UICollectionViewUpdateItem] {
    let section = { (index: Int) in IndexPath(item: NSNotFound, section: index) }
    var items: [UICollectionViewUpdateItem] = []
    items += batch.deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
    items += batch.insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
    items += batch.reloadedSections.map {
      .init(action: .reload, before: section($0), after: section($0))
    }
    items += batch.movedSections.map {
      .init(action: .move, before: section($0.from), after: section($0.to))
    }
    items += batch.deleted.map { .init(action: .delete, before: $0, after: nil) }
    items += batch.inserted.map { .init(action: .insert, before: nil, after: $0) }
    items += batch.reloaded.map { .init(action: .reload, before: $0, after: $0) }
    items += batch.moved.map { .init(action: .move, before: $0.from, after: $0.to) }
    return items
  }

  /// The sections' mapping, after checking that their number adds up as UIKit checks it.
  static func sectionMapping(_ batch: BatchUpdate, old: Int, new: Int) -> SectionMapping {
    if let reason = SectionMapping.countMismatch(
      old: old, new: new, inserted: batch.insertedSections.count,
      deleted: batch.deletedSections.count, noun: "collection view")
    {
      SectionMapping.raise(reason)
    }
    return SectionMapping(
      oldCount: old, newCount: new, deleted: Set(batch.deletedSections),
      inserted: Set(batch.insertedSections), reloaded: Set(batch.reloadedSections),
      moved: batch.movedSections)
  }

  /// Where each item before the update is after it: deleted items and the items of deleted
  /// and reloaded sections have none. A count that does not add up stops the run with UIKit's
  /// message.
  static func mapping(_ batch: BatchUpdate, oldCounts: [Int], newCounts: [Int])
    -> [IndexPath: IndexPath]
  {
    let sections = sectionMapping(batch, old: oldCounts.count, new: newCounts.count)
    return sections.itemMapping(
      old: oldCounts, new: newCounts,
      deleted: Set(batch.deleted.filter { sections.new($0.section) != nil }),
      inserted: Set(batch.inserted.filter { sections.old($0.section) != nil }),
      moved: batch.moved, noun: "items")
  }
}
