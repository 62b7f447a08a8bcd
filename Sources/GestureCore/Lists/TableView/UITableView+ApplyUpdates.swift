import Foundation

/// How a batch of row and section changes is applied (docs/tables.md, "Row and section
/// updates").
extension UITableView {
  /// Applies the collected changes: reads the new counts, checks them, re-keys the cells and
  /// the header and footer views, lays the table out in its new state and animates every view
  /// from where it was.
  func applyPendingUpdates(completion: ((Bool) -> Void)?) {
    let updates = pendingUpdates
    pendingUpdates = TableRowUpdates()
    guard !needsReload else {
      // Nothing was shown yet: the next layout asks everything anyway.
      completion?(true)
      return
    }
    let oldCounts = rowCounts
    let oldGeometry = geometry
    let newSections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    let newCounts = (0..<max(0, newSections)).map { section in
      max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }
    let sections = Self.sectionMapping(updates, old: oldCounts.count, new: newCounts.count)
    // Rows of deleted sections go with them; rows of inserted sections come with them.
    var mapping = sections.itemMapping(
      old: oldCounts, new: newCounts,
      deleted: Set(updates.deleted.keys.filter { sections.new($0.section) != nil }),
      inserted: Set(updates.inserted.keys.filter { sections.old($0.section) != nil }),
      moved: updates.moved, noun: "rows")
    // A reloaded row keeps its place, but its cell goes and a new one comes.
    var appearing = updates.inserted
    for (path, animation) in updates.reloaded {
      if let target = mapping.removeValue(forKey: path) { appearing[target] = animation }
    }
    var sectionAppearing = updates.insertedSections
    for (section, animation) in updates.reloadedSections {
      if let target = sections.new(section) { sectionAppearing[target] = animation }
    }
    let leavingAnimation = { (path: IndexPath) -> RowAnimation in
      updates.deleted[path] ?? updates.reloaded[path] ?? updates.deletedSections[path.section]
        ?? updates.reloadedSections[path.section] ?? .automatic
    }
    let appearingAnimation = { (path: IndexPath) -> RowAnimation in
      appearing[path] ?? sectionAppearing[path.section] ?? .automatic
    }
    rowCounts = newCounts
    // Re-key the cells, the selection and the measured heights.
    var kept: [IndexPath: UITableViewCell] = [:]
    var leaving: [(UITableViewCell, IndexPath, RowAnimation)] = []
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
      if let target = mapping[path] {
        kept[target] = cell
      } else {
        leaving.append((cell, path, leavingAnimation(path)))
      }
    }
    visibleCellsByPath = kept
    selectedPaths = selectedPaths.compactMap { mapping[$0] }
    measuredHeights = Dictionary(
      measuredHeights.compactMap { path, height in mapping[path].map { ($0, height) } },
      uniquingKeysWith: { first, _ in first })
    let leavingSupplements = rekeyHeadersAndFooters(sections, updates)
    rebuildGeometry()
    let reverse = Dictionary(mapping.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    rowUpdateStart = { [oldGeometry] path, cell in
      if let old = reverse[path], let rect = oldGeometry.rect(forRow: old, width: self.contentWidth)
      {
        cell.frame = rect.insetBy(dx: self.rowSideInset, dy: 0)
        return
      }
      guard let frame = self.cellFrame(for: path) else { return }
      self.placeAppearing(cell, at: frame, appearingAnimation(path))
    }
    // Cells of rows that stay, at their old places; new cells where they come from.
    for (path, cell) in visibleCellsByPath where !updateKeepsCellFrames {
      if let old = reverse[path], let rect = oldGeometry.rect(forRow: old, width: contentWidth) {
        cell.frame = rect.insetBy(dx: rowSideInset, dy: 0)
      }
    }
    for (cell, path, _) in leaving {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      sendSubviewToBack(cell)
      if let backgroundView { sendSubviewToBack(backgroundView) }
    }
    // Headers and footers on screen before and after move with the rows.
    let oldHeaders = headerViewsBySection.mapValues(\.frame)
    let oldFooters = footerViewsBySection.mapValues(\.frame)
    UIView.performWithoutAnimation { layoutTable() }
    rowUpdateStart = nil
    // Rows that come in appear beneath the rows that slide past them, as on iOS: a row
    // inserted above others is uncovered as they move down, never drawn over them.
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key > $1.key }) where reverse[path] == nil {
      sendSubviewToBack(cell)
    }
    if let backgroundView { sendSubviewToBack(backgroundView) }
    let newHeaders = headerViewsBySection.mapValues(\.frame)
    let newFooters = footerViewsBySection.mapValues(\.frame)
    UIView.performWithoutAnimation {
      for (section, view) in headerViewsBySection {
        let oldSection = sections.reloaded.contains(sections.old(section) ?? -1)
          ? nil : sections.old(section)
        if let frame = oldHeaders[section] {
          view.frame = frame
        } else if let old = oldSection, oldGeometry.sections.indices.contains(old) {
          view.frame.origin.y = headerY(of: old, in: oldGeometry)
        } else {
          placeAppearing(view, at: view.frame, sectionAppearing[section] ?? .automatic)
        }
      }
      for (section, view) in footerViewsBySection {
        let oldSection = sections.reloaded.contains(sections.old(section) ?? -1)
          ? nil : sections.old(section)
        if let frame = oldFooters[section] {
          view.frame = frame
        } else if let old = oldSection, oldGeometry.sections.indices.contains(old) {
          view.frame.origin.y = oldGeometry.sections[old].footerTop
        } else {
          placeAppearing(view, at: view.frame, sectionAppearing[section] ?? .automatic)
        }
      }
    }
    UIView.animate(
      withDuration: UITableView.rowAnimationDuration,
      animations: {
        for (section, view) in self.headerViewsBySection {
          view.frame = newHeaders[section] ?? view.frame
          view.alpha = 1
        }
        for (section, view) in self.footerViewsBySection {
          view.frame = newFooters[section] ?? view.frame
          view.alpha = 1
        }
        for (path, cell) in self.visibleCellsByPath {
          if let frame = self.cellFrame(for: path) { cell.frame = frame }
          cell.alpha = 1
        }
        for (view, animation) in leaving.map({ ($0.0 as UIView, $0.2) }) + leavingSupplements {
          switch animation {
          case .left: view.frame.origin.x = -view.frame.width
          case .right: view.frame.origin.x = self.contentWidth
          default: view.alpha = 0
          }
        }
      },
      completion: { finished in
        for (cell, _, _) in leaving {
          cell.alpha = 1
          cell.removeFromSuperview()
          cell.tableView = nil
          if let identifier = cell.reuseIdentifier {
            self.reusableCells[identifier, default: []].append(cell)
          }
        }
        for (view, _) in leavingSupplements {
          view.alpha = 1
          self.recycle(headerFooter: view)
        }
        completion?(finished)
      })
    for (cell, _, animation) in leaving where animation == .none { cell.isHidden = true }
    for (view, animation) in leavingSupplements where animation == .none { view.isHidden = true }
  }

  /// Puts a view that comes with an update where its `animation` starts: its `frame` one
  /// width to the left (`.left`) or right (`.right`), in place (`.none`), else in place at
  /// alpha 0 (it fades in).
  private func placeAppearing(_ view: UIView, at frame: CGRect, _ animation: RowAnimation) {
    switch animation {
    case .left: view.frame = frame.offsetBy(dx: -frame.width, dy: 0)
    case .right: view.frame = frame.offsetBy(dx: frame.width, dy: 0)
    case .none: view.frame = frame
    default:
      view.frame = frame
      view.alpha = 0
    }
  }

  /// Gives the header and footer views of sections that stay their new section numbers;
  /// returns those of deleted and reloaded sections, which go with their section's animation.
  private func rekeyHeadersAndFooters(_ sections: SectionMapping, _ updates: TableRowUpdates)
    -> [(UIView, RowAnimation)]
  {
    var leaving: [(UIView, RowAnimation)] = []
    func rekey(_ views: [Int: UIView]) -> [Int: UIView] {
      var kept: [Int: UIView] = [:]
      for (section, view) in views.sorted(by: { $0.key < $1.key }) {
        if let target = sections.new(section), !sections.reloaded.contains(section) {
          kept[target] = view
        } else {
          leaving.append(
            (
              view,
              updates.deletedSections[section] ?? updates.reloadedSections[section]
                ?? .automatic
            ))
        }
      }
      return kept
    }
    headerViewsBySection = rekey(headerViewsBySection)
    footerViewsBySection = rekey(footerViewsBySection)
    return leaving
  }

  /// The sections' mapping, after checking that their number adds up as UIKit checks it.
  private static func sectionMapping(_ updates: TableRowUpdates, old: Int, new: Int)
    -> SectionMapping
  {
    if let reason = SectionMapping.countMismatch(
      old: old, new: new, inserted: updates.insertedSections.count,
      deleted: updates.deletedSections.count, noun: "table view")
    {
      SectionMapping.raise(reason)
    }
    return SectionMapping(
      oldCount: old, newCount: new, deleted: Set(updates.deletedSections.keys),
      inserted: Set(updates.insertedSections.keys), reloaded: Set(updates.reloadedSections.keys),
      moved: updates.movedSections)
  }
}
