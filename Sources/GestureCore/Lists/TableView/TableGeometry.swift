import Foundation

/// Where a table view's parts sit in its content, points from the top of the content: the
/// table header view, then per section its header, rows and footer, then the table footer view.
/// Rows are stacked without gaps, as UIKit stacks them; a row's height includes its separator.
struct TableGeometry {
  /// One section's parts.
  struct Section {
    var headerHeight: CGFloat = 0
    var footerHeight: CGFloat = 0
    var rowHeights: [CGFloat] = []
    /// The top of the header.
    var top: CGFloat = 0
    /// The top of each row.
    var rowTops: [CGFloat] = []

    /// The top of the first row.
    var rowsTop: CGFloat { top + headerHeight }
    /// The bottom of the last row: the top of the footer.
    var footerTop: CGFloat { rowsTop + rowHeights.reduce(0, +) }
    /// The bottom of the footer: the top of the next section.
    var bottom: CGFloat { footerTop + footerHeight }
  }

  var tableHeaderHeight: CGFloat = 0
  var tableFooterHeight: CGFloat = 0
  var sections: [Section] = []

  /// The height of the whole content.
  var contentHeight: CGFloat {
    (sections.last?.bottom ?? tableHeaderHeight) + tableFooterHeight
  }

  /// Places the sections one below the other under the table header view.
  mutating func stack() {
    var y = tableHeaderHeight
    for index in sections.indices {
      sections[index].top = y
      var rowY = y + sections[index].headerHeight
      sections[index].rowTops = sections[index].rowHeights.map { height in
        defer { rowY += height }
        return rowY
      }
      y = sections[index].bottom
    }
  }

  /// The rectangle of the row at `indexPath`, in a content `width` wide, or `nil` for a path
  /// outside the table.
  func rect(forRow indexPath: IndexPath, width: CGFloat) -> CGRect? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    else { return nil }
    let section = sections[indexPath.section]
    return CGRect(
      x: 0, y: section.rowTops[indexPath.row], width: width,
      height: section.rowHeights[indexPath.row])
  }

  /// The rows whose rectangles meet the band `minY..<maxY`, in order.
  func rows(in minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
    var result: [IndexPath] = []
    for (s, section) in sections.enumerated() {
      guard section.footerTop > minY, section.rowsTop < maxY else { continue }
      // The first row whose bottom is below minY (binary search).
      var low = 0
      var high = section.rowTops.count
      while low < high {
        let mid = (low + high) / 2
        if section.rowTops[mid] + section.rowHeights[mid] <= minY {
          low = mid + 1
        } else {
          high = mid
        }
      }
      var row = low
      while row < section.rowTops.count, section.rowTops[row] < maxY {
        if section.rowHeights[row] > 0 { result.append(IndexPath(row: row, section: s)) }
        row += 1
      }
    }
    return result
  }

  /// The row containing content height `y`, or `nil` when `y` is on a header, a footer or
  /// outside the rows.
  func row(at y: CGFloat) -> IndexPath? {
    for (s, section) in sections.enumerated() where y >= section.rowsTop && y < section.footerTop {
      for row in section.rowTops.indices
      where y >= section.rowTops[row] && y < section.rowTops[row] + section.rowHeights[row] {
        return IndexPath(row: row, section: s)
      }
    }
    return nil
  }
}
