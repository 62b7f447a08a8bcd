import Foundation

/// The search band of a navigation bar whose item has a search controller
/// (docs/search.md, "In the navigation bar").
///
/// The band is 52 pt tall, under the large-title row (or under the 44 pt row without a large
/// title); the search bar fills it. 52 pt is the commonly measured iOS 13+ height of the
/// navigation bar's search band (a large-title bar with a search field rests at 44 + 52 + 52 =
/// 148 pt; not from an Apple page).
enum SearchBand {
  /// The band's height, points.
  static let height: CGFloat = 52
}

/// The rows a navigation bar shows for one item and how they collapse as the content scrolls
/// (docs/search.md): the 44 pt row, the 52 pt large-title row (`LargeTitle`), the 52 pt search
/// band (`SearchBand`).
///
/// With `d` the distance the content has scrolled from its top, the collapsible rows are the
/// search band when ``hidesSearch`` (the item's `hidesSearchBarWhenScrolling`) and the large
/// title; the search band collapses first (over `0 < d < 52`), then the large title, as on iOS.
/// The bar is `max(fixed, resting − d)` tall with a large title (it stretches past its resting
/// height while the content is pulled down), else `min(resting, max(fixed, resting − d))`.
/// While a search is active with `hidesNavigationBarDuringPresentation` (``searchOnly``) the
/// bar is only the search band, 52 pt.
struct NavigationBarRows: Equatable {
  /// Whether the large-title row shows.
  var large: Bool
  /// Whether the search band shows.
  var search: Bool
  /// Whether the band collapses as the content scrolls.
  var hidesSearch: Bool
  /// Whether only the band shows (an active search hiding the bar).
  var searchOnly: Bool

  /// The rows of a plain bar.
  static let standard = NavigationBarRows(
    large: false, search: false, hidesSearch: false, searchOnly: false)

  /// The height of the rows that collapse as the content scrolls, points.
  var collapsible: CGFloat {
    if searchOnly { return 0 }
    return (large ? LargeTitle.rowHeight : 0) + (search && hidesSearch ? SearchBand.height : 0)
  }

  /// The height that stays whatever the scroll position, points.
  var fixed: CGFloat {
    if searchOnly { return SearchBand.height }
    return LargeTitle.barRowHeight + (search && !hidesSearch ? SearchBand.height : 0)
  }

  /// The bar's height with the content at its top, points.
  var resting: CGFloat { fixed + collapsible }

  /// The bar's height when the content has scrolled `distance` points from its top.
  func height(scrolled distance: CGFloat) -> CGFloat {
    if searchOnly { return fixed }
    if large { return max(fixed, resting - distance) }
    return min(resting, max(fixed, resting - distance))
  }

  /// How a bar `height` points tall shares out its rows under the 44 pt row: the large-title
  /// row's height and the search band's, points (with ``searchOnly`` the band is the whole bar).
  func split(height: CGFloat) -> (large: CGFloat, search: CGFloat) {
    if searchOnly { return (0, height) }
    let extra = max(0, height - LargeTitle.barRowHeight)
    guard search else { return (large ? extra : 0, 0) }
    if !hidesSearch {
      return (large ? max(0, extra - SearchBand.height) : 0, min(extra, SearchBand.height))
    }
    guard large else { return (0, min(extra, SearchBand.height)) }
    let band = min(SearchBand.height, max(0, extra - LargeTitle.rowHeight))
    return (extra - band, band)
  }

  /// Where content left at rest `distance` points from its top scrolls to: a half-collapsed
  /// row snaps to the nearer end of its range (the search band's 0…52, then the large title's);
  /// `nil` when nothing snaps.
  func snapTarget(scrolled distance: CGFloat) -> CGFloat? {
    var start: CGFloat = 0
    var segments: [CGFloat] = []
    if search && hidesSearch && !searchOnly { segments.append(SearchBand.height) }
    if large && !searchOnly { segments.append(LargeTitle.rowHeight) }
    for length in segments {
      let end = start + length
      if distance > start + 0.5, distance < end - 0.5 {
        return distance < start + length / 2 ? start : end
      }
      start = end
    }
    return nil
  }
}
