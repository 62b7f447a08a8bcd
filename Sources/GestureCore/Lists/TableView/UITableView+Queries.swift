import Foundation

extension UITableView {
  /// The cells on screen, top to bottom (`visibleCells`).
  public var visibleCells: [UITableViewCell] {
    visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows of the cells on screen, in order, or `nil` when there are none
  /// (`indexPathsForVisibleRows`).
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = visibleCellsByPath.keys.sorted()
    return paths.isEmpty ? nil : paths
  }

  /// The cell of the row, if it is on screen (`cellForRow(at:)`).
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByPath[indexPath]
  }

  /// The row `cell` shows, if it is on screen (`indexPath(for:)`).
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// The row at `point` in the table's coordinates (its content), or `nil` on a header, a
  /// footer or outside the rows (`indexPathForRow(at:)`).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.row(at: point.y)
  }

  /// The rows whose rectangles meet `rect` (`indexPathsForRows(in:)`).
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    reloadIfNeeded()
    return geometry.rows(in: rect.minY, rect.maxY)
  }

  /// The rectangle of the row in the table's coordinates (its content), `.zero` for a row
  /// outside the table (`rectForRow(at:)`).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    return geometry.rect(forRow: indexPath, width: contentWidth) ?? .zero
  }

  /// The rectangle of the whole section, header to footer (`rect(forSection:)`).
  public func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = geometry.sections[section]
    return CGRect(x: 0, y: part.top, width: contentWidth, height: part.bottom - part.top)
  }

  /// The rectangle of the section's header where it scrolls to, not where it is pinned
  /// (`rectForHeader(inSection:)`).
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = geometry.sections[section]
    return CGRect(x: 0, y: part.top, width: contentWidth, height: part.headerHeight)
  }

  /// The rectangle of the section's footer where it scrolls to (`rectForFooter(inSection:)`).
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let part = geometry.sections[section]
    return CGRect(x: 0, y: part.footerTop, width: contentWidth, height: part.footerHeight)
  }

  /// The header view of the section, if on screen (`headerView(forSection:)`).
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    headerViewsBySection[section] as? UITableViewHeaderFooterView
  }

  /// The footer view of the section, if on screen (`footerView(forSection:)`).
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    footerViewsBySection[section] as? UITableViewHeaderFooterView
  }

  /// Scrolls so the row sits at `scrollPosition` (`scrollToRow(at:at:animated:)`), within the
  /// offsets the content can rest at; animated as `setContentOffset(_:animated:)` is. In
  /// `.plain` the pinned header of the row's section covers the top: `.top` puts the row just
  /// under it, as UIKit does.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let rect = geometry.rect(forRow: indexPath, width: contentWidth) else { return }
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    let pinned = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
    let visibleTop = contentOffset.y + inset.top
    var position = scrollPosition
    if position == .none {
      if rect.minY < visibleTop + pinned {
        position = .top
      } else if rect.maxY > visibleTop + visibleHeight {
        position = .bottom
      } else {
        return
      }
    }
    var y: CGFloat
    switch position {
    case .top, .none: y = rect.minY - pinned - inset.top
    case .middle: y = rect.midY - visibleHeight / 2 - inset.top
    case .bottom: y = rect.maxY - visibleHeight - inset.top
    }
    let range = contentOffsetRange.y
    y = min(max(y, range.lowerBound), range.upperBound)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}
