import Foundation

/// The numbers of UIKit's list looks, shared by table views and collection-view lists so both
/// draw the same (docs/tables.md, "Geometry"). UIKit documents none of them; they are an
/// iPhone's measured looks at the default text size.
enum ListMetrics {
  /// The height of a row whose cell sizes itself without constraints, and the least height of
  /// a list row: 44 pt, Apple's minimum tappable height (UIKit's default row height before
  /// iOS 11).
  static let rowHeight: CGFloat = 44
  /// The leading margin of cell content and of separators on an iPhone, points.
  static let margin: CGFloat = 16
  /// A cell's `contentView.layoutMargins` on an iPhone, points: 11 above and below, the
  /// leading margin at the sides (what iOS prints for a table cell's and a list cell's content
  /// view; ``UIListContentConfiguration``'s cell margins are the same).
  static let contentMargins = UIEdgeInsets(top: 11, left: margin, bottom: 11, right: margin)
  /// A plain list's section header with a title or view, points.
  static let plainHeaderHeight: CGFloat = 28
  /// A grouped list's section header (and a footer with a title), points.
  static let groupedHeaderHeight: CGFloat = 35
  /// How far `.insetGrouped` rows are inset from each side, points (the iPhone's readable
  /// layout margin).
  static let insetGroupedSideInset: CGFloat = 20
  /// The corner radius of an `.insetGrouped` section's first and last rows, points.
  static let insetGroupedCornerRadius: CGFloat = 10
  /// How far an editing row's content moves right for its delete or insert control, points
  /// (the width of UIKit's editing control, as measured on iOS 7 and later).
  static let editingControlWidth: CGFloat = 38
  /// The diameter of the red delete and green insert circles, points.
  static let editingCircleDiameter: CGFloat = 22
  /// The width the reorder grip takes at an editing row's trailing edge, points.
  static let reorderControlWidth: CGFloat = 38
  /// How long entering or leaving editing mode animates, seconds (UIKit's standard 0.3 s; Apple
  /// documents none for the table's editing transition).
  static let editingAnimationDuration = 0.3

  /// Rounds the top corners of a section's first row and the bottom corners of its last one,
  /// as `.insetGrouped` draws them; other rows get square corners.
  @MainActor
  static func roundInsetGroupedCorners(of view: UIView, first: Bool, last: Bool) {
    var corners: CACornerMask = []
    if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    view.layer.maskedCorners = corners
    view.layer.cornerRadius = corners.isEmpty ? 0 : insetGroupedCornerRadius
    view.clipsToBounds = !corners.isEmpty
  }
}
