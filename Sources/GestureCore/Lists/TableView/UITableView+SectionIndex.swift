import Foundation

/// The section index (docs/tables.md, "Section index"): the data source's
/// `sectionIndexTitles(for:)` drawn down the table's trailing edge by a
/// ``TableSectionIndexView``, which jumps to a section when touched.
extension UITableView {
  /// The title that shows a magnifying glass in the section index
  /// (`UITableView.indexSearch`, `UITableViewIndexSearch`: `"{search}"`).
  public static let indexSearch = "{search}"

  /// Asks the data source for the section index titles again (`reloadSectionIndexTitles()`),
  /// without reloading the rows.
  public func reloadSectionIndexTitles() {
    sectionIndexTitlesNeedReload = true
    setNeedsLayout()
  }

  /// The width the section index takes from the rows' content, points: the column's when it is
  /// shown, else 0.
  var sectionIndexWidth: CGFloat {
    showsSectionIndex ? TableSectionIndexView.width : 0
  }

  /// Whether the index shows: the data source gives titles and the table has at least
  /// ``sectionIndexMinimumDisplayRowCount`` rows.
  private var showsSectionIndex: Bool {
    !sectionIndexTitles.isEmpty && rowCounts.reduce(0, +) >= sectionIndexMinimumDisplayRowCount
  }

  /// Asks the data source for the index titles if a reload asked for them.
  func loadSectionIndexTitlesIfNeeded() {
    guard sectionIndexTitlesNeedReload else { return }
    sectionIndexTitlesNeedReload = false
    sectionIndexTitles = dataSource?.sectionIndexTitles(for: self) ?? []
  }

  /// Shows, places or removes the index: shown when the data source gives titles and the table
  /// has at least ``sectionIndexMinimumDisplayRowCount`` rows, pinned to the visible area's
  /// trailing edge between the adjusted insets, above the rows and headers.
  func layoutSectionIndex() {
    loadSectionIndexTitlesIfNeeded()
    guard showsSectionIndex else {
      sectionIndexView?.removeFromSuperview()
      return
    }
    let index = sectionIndexView ?? TableSectionIndexView()
    if sectionIndexView == nil {
      index.tableView = self
      sectionIndexView = index
    }
    if index.superview !== self { addSubview(index) }
    bringSubviewToFront(index)
    let inset = adjustedContentInset
    index.frame = CGRect(
      x: contentOffset.x + bounds.width - TableSectionIndexView.width,
      y: contentOffset.y + inset.top, width: TableSectionIndexView.width,
      height: max(0, bounds.height - inset.top - inset.bottom))
    index.configure(
      titles: sectionIndexTitles, color: sectionIndexColor ?? tintColor,
      background: sectionIndexBackgroundColor, tracking: sectionIndexTrackingBackgroundColor)
  }

  /// Jumps to the section of the index title at `position`: the data source's
  /// `tableView(_:sectionForSectionIndexTitle:at:)` names the section, and the table scrolls
  /// without animation to put its top at the top of the visible area (the content's end
  /// limits it, as a scroll does). Records `tableView.sectionIndex`.
  func jumpToSection(forIndexTitleAt position: Int) {
    guard sectionIndexTitles.indices.contains(position), let dataSource else { return }
    let title = sectionIndexTitles[position]
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: position)
    window?.eventLog.record(
      "tableView.sectionIndex", view: self,
      detail: "title \(position) \"\(title)\" → section \(section)")
    guard geometry.sections.indices.contains(section) else { return }
    let range = contentOffsetRange.y
    let y = geometry.sections[section].top - adjustedContentInset.top
    setContentOffset(
      CGPoint(x: contentOffset.x, y: min(max(y, range.lowerBound), range.upperBound)),
      animated: false)
  }
}

extension TableSectionIndexView: KeepsTouchesFromScrolling {}
