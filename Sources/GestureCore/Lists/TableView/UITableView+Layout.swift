import Foundation

extension UITableView {
  /// Places the rows, headers and footers in view (`layoutSubviews()`): asks the data source
  /// if a reload is pending, sets `contentSize`, recycles the cells of rows that left the
  /// visible bounds, asks cells for the rows that came in, and measures self-sizing cells
  /// (their measured heights move the rows below, and the pass runs again, at most 4 times).
  func layoutTable() {
    reloadIfNeeded()
    loadSectionIndexTitlesIfNeeded()
    if needsGeometry {
      needsGeometry = false
      rebuildGeometry()
    }
    for _ in 0..<4 {
      layoutVisibleContent()
      guard measureSelfSizingCells() else { break }
      rebuildGeometry()
    }
    layoutSectionIndex()
    updatePrefetching()
  }

  /// The width of the content: the table's.
  var contentWidth: CGFloat { bounds.width }

  /// The horizontal inset of rows, headers and footers: 20 pt for `.insetGrouped`.
  var rowSideInset: CGFloat { style == .insetGrouped ? ListMetrics.insetGroupedSideInset : 0 }

  /// The rectangle a row's cell takes, in content coordinates.
  func cellFrame(for indexPath: IndexPath) -> CGRect? {
    guard let rect = geometry.rect(forRow: indexPath, width: contentWidth) else { return nil }
    return rect.insetBy(dx: rowSideInset, dy: 0)
  }

  private func layoutVisibleContent() {
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
    if let backgroundView {
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
      backgroundView.frame = bounds
    }
    placeTableHeaderAndFooter()
    let minY = bounds.minY
    let maxY = bounds.maxY
    let wanted = geometry.rows(in: minY, maxY)
    let wantedSet = Set(wanted)
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key })
    where !wantedSet.contains(path) {
      visibleCellsByPath[path] = nil
      recycle(cell, at: path)
    }
    for path in wanted {
      guard let frame = reorderFrame(for: path) ?? cellFrame(for: path) else { continue }
      if let cell = visibleCellsByPath[path] {
        if cell.frame != frame, rowUpdateStart == nil {
          cell.frame = frame
        }
        configureLooks(of: cell, at: path)
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.tableView(self, cellForRowAt: path)
      cell.tableView = self
      cell.frame = frame
      rowUpdateStart?(path, cell)
      configureLooks(of: cell, at: path)
      cell.isSelected = selectedPaths.contains(path)
      applyEditingLook(to: cell, at: path, animated: false)
      insertCell(cell)
      visibleCellsByPath[path] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }
    layoutHeadersAndFooters(minY: minY, maxY: maxY)
  }

  /// Adds `cell` below every header and footer view.
  private func insertCell(_ cell: UITableViewCell) {
    let firstHeader = subviews.firstIndex { view in
      headerViewsBySection.values.contains { $0 === view }
        || footerViewsBySection.values.contains { $0 === view }
    }
    if let firstHeader {
      insertSubview(cell, at: firstHeader)
    } else {
      addSubview(cell)
    }
  }

  /// Sets what the table decides of a cell's look: its separator, its default background and,
  /// for `.insetGrouped`, its rounded corners.
  private func configureLooks(of cell: UITableViewCell, at path: IndexPath) {
    let lastInSection = path.row == rowCounts[path.section] - 1
    cell.separatorShown = separatorStyle != .none && !(style != .plain && lastInSection)
    cell.tableSeparatorColor = separatorColor
    cell.tableSeparatorInset = cell.separatorInsetSet ? cell.separatorInset : separatorInset
    cell.tableSeparatorRelative = separatorInsetReference == .fromAutomaticInsets
    if cell.tableSeparatorRelative, !cell.separatorInsetSet, !separatorInsetAssigned {
      cell.tableSeparatorInset = .zero
    }
    cell.sectionIndexInset = sectionIndexWidth
    cell.setDefaultBackground(for: style)
    if style == .insetGrouped {
      ListMetrics.roundInsetGroupedCorners(of: cell, first: path.row == 0, last: lastInSection)
    }
    cell.setNeedsLayout()
  }

  private func placeTableHeaderAndFooter() {
    if let header = tableHeaderView {
      if header.superview !== self { addSubview(header) }
      header.frame = CGRect(x: 0, y: 0, width: contentWidth, height: geometry.tableHeaderHeight)
    }
    if let footer = tableFooterView {
      if footer.superview !== self { addSubview(footer) }
      footer.frame = CGRect(
        x: 0, y: geometry.contentHeight - geometry.tableFooterHeight, width: contentWidth,
        height: geometry.tableFooterHeight)
    }
  }

  /// The y of the header of `section`: its place in the content, or in `.plain`, pinned at
  /// the top of the visible area and pushed up by the section's bottom.
  func headerY(of section: Int) -> CGFloat {
    headerY(of: section, in: geometry)
  }

  /// The y of the header of `section` in `geometry` (the table's, or its geometry before an
  /// update) at the current content offset.
  func headerY(of section: Int, in geometry: TableGeometry) -> CGFloat {
    let part = geometry.sections[section]
    guard style == .plain else { return part.top }
    let visibleTop = contentOffset.y + adjustedContentInset.top - largeTitleCollapse
    return min(max(visibleTop, part.top), part.bottom - part.headerHeight)
  }

  private func layoutHeadersAndFooters(minY: CGFloat, maxY: CGFloat) {
    for (section, part) in geometry.sections.enumerated() {
      let headerShown = part.headerHeight > 0 && part.top < maxY && part.bottom > minY
      let footerShown =
        part.footerHeight > 0 && part.footerTop < maxY && part.bottom > minY
      place(
        header: true, section: section, shown: headerShown,
        frame: CGRect(
          x: rowSideInset, y: headerShown ? headerY(of: section) : 0,
          width: contentWidth - 2 * rowSideInset, height: part.headerHeight))
      place(
        header: false, section: section, shown: footerShown,
        frame: CGRect(
          x: rowSideInset, y: part.footerTop, width: contentWidth - 2 * rowSideInset,
          height: part.footerHeight))
    }
    for section in headerViewsBySection.keys where section >= geometry.sections.count {
      if let view = headerViewsBySection.removeValue(forKey: section) {
        recycle(headerFooter: view)
      }
    }
    for section in footerViewsBySection.keys where section >= geometry.sections.count {
      if let view = footerViewsBySection.removeValue(forKey: section) {
        recycle(headerFooter: view)
      }
    }
  }

  private func place(header: Bool, section: Int, shown: Bool, frame: CGRect) {
    let existing = header ? headerViewsBySection[section] : footerViewsBySection[section]
    guard shown else {
      if let existing {
        if header {
          headerViewsBySection[section] = nil
        } else {
          footerViewsBySection[section] = nil
        }
        recycle(headerFooter: existing)
      }
      return
    }
    if let existing {
      existing.frame = frame
      bringSubviewToFront(existing)
      return
    }
    guard let view = makeHeaderFooter(header: header, section: section) else { return }
    view.frame = frame
    addSubview(view)
    if header {
      headerViewsBySection[section] = view
      tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      footerViewsBySection[section] = view
    }
  }

  /// The delegate's view for the header or footer, else a standard one with the data
  /// source's title, else `nil`.
  private func makeHeaderFooter(header: Bool, section: Int) -> UIView? {
    let given =
      header
      ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
      : tableDelegate?.tableView(self, viewForFooterInSection: section)
    if let given { return given }
    let title =
      header
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    guard let title else { return nil }
    let identifier = header ? "UITableView.header" : "UITableView.footer"
    let view =
      reusableHeaderFooterViews[identifier]?.popLast()
      ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    view.prepareForReuse()
    view.configureStandard(
      title: title, header: header, tableStyle: style, traits: traitCollection)
    return view
  }

  /// Reads the heights of the self-sizing cells on screen; returns whether any changed.
  private func measureSelfSizingCells() -> Bool {
    var changed = false
    for (path, cell) in visibleCellsByPath where selfSizingRows.contains(path) {
      guard let measured = cell.fittingHeight(separator: separatorStyle != .none) else {
        continue
      }
      if measuredHeights[path] != measured {
        measuredHeights[path] = measured
        if geometry.rect(forRow: path, width: 0)?.height != measured { changed = true }
      }
    }
    return changed
  }
}
