import Foundation

/// UIKit's large-title metrics and what they make of a scroll position (docs/navigation.md,
/// "Large titles").
///
/// A bar showing a large title is 96 pt tall at rest: the 44 pt row of the buttons and small
/// title, and a 52 pt row under it holding the large title, left-aligned at the 16 pt layout
/// margin in the bold `largeTitle` text style, 34 pt at the default text size. Working values:
/// 96 pt is the commonly reported height of an expanded large-title bar (a large-title list
/// rests at `contentOffset.y` −140 on an iPhone X-class screen, 44 + 96, against −88 with a
/// standard bar; not from an Apple page). The baseline 12 pt above the row's bottom is an
/// estimate from screenshots (±1 pt).
///
/// The bar follows the tracked scroll view (``UINavigationController/trackedScrollView``):
/// with `d` the distance the content has scrolled from its top
/// (`contentOffset.y + adjustedContentInset.top`), the bar is `max(44, 96 − d)` tall, so it
/// collapses to 44 pt over the first 52 pt of scrolling and stretches past 96 pt while the
/// content is pulled down past its top (`d < 0`). The large-title row is the part below 44 pt
/// and clips the title, which keeps its baseline 12 pt above the bar's bottom, so it moves up
/// under the small row as the bar collapses. The small title fades in linearly while the large
/// one passes under the row (from the row being as tall as the title's top, 12 pt + the
/// ascender, or the expanded 52 pt when that is taller, to 0), so it is hidden while the title
/// is expanded at every text size. Stretched, the large title grows by 1 % for every 5 pt past 96 pt, at most
/// 10 %, anchored at its left end and baseline (estimate from screenshots of Settings pulled
/// down).
///
/// At rest, a bar left between expanded and collapsed snaps: when dragging or decelerating
/// ends with `0 < d < 52`, the content scrolls (animated, as `setContentOffset(_:animated:)`)
/// to `d = 0` when `d < 26`, else to `d = 52` (UIKit does snap; the half-way threshold is the
/// model's).
enum LargeTitle {
  /// The standard bar's height, points (``UINavigationBar/standardHeight``).
  static let barRowHeight: CGFloat = 44
  /// The large-title row's height, points.
  static let rowHeight: CGFloat = 52
  /// The bar's height with the large title expanded, points.
  static let expandedHeight: CGFloat = 96
  /// The large title's left inset (the layout margin), points.
  static let leftInset: CGFloat = 16
  /// The large title's baseline above the bar's bottom, points.
  static let baselineFromBottom: CGFloat = 12
  /// The most the stretched title grows: 10 %.
  static let maximumGrowth: CGFloat = 0.1
  /// How far a pull stretches the bar for 1 % of growth, points.
  static let stretchPerPercent: CGFloat = 5

  /// The bar's height when the content has scrolled `distance` points from its top.
  static func barHeight(scrolled distance: CGFloat) -> CGFloat {
    max(barRowHeight, expandedHeight - distance)
  }

  /// The large title's scale in a large-title row `row` points tall.
  static func scale(row: CGFloat) -> CGFloat {
    1 + min(maximumGrowth, max(0, row - rowHeight) / stretchPerPercent / 100)
  }

  /// The small title's alpha with a large-title row `row` points tall and a large-title font
  /// of `ascender` points: 0 while the row is expanded (52 pt or more), 1 once it has
  /// collapsed, linear in between from the row being as tall as the title's top (12 pt + the
  /// ascender) or, when that is taller than the row (accessibility text sizes: 12 + 55.7 pt
  /// for the 60 pt title of AX5), from the expanded row's 52 pt. So at every text size the
  /// small title is hidden while the large one is expanded, as on iOS, and fades in only as it
  /// collapses.
  static func smallTitleAlpha(row: CGFloat, ascender: CGFloat) -> CGFloat {
    let passing = min(rowHeight, baselineFromBottom + ascender)
    return min(1, max(0, 1 - row / passing))
  }

  /// The default large-title font: the `largeTitle` text style, bold.
  @MainActor static var defaultFont: UIFont {
    let style = UIFont.preferredFont(forTextStyle: .largeTitle)
    return UIFont.systemFont(ofSize: style.pointSize, weight: .bold)
  }
}

extension UINavigationBar {
  /// Whether `item`, at `index` in `items`, shows a large title on this bar: the bar prefers
  /// large titles, the item has no title view, and its ``UINavigationItem/largeTitleDisplayMode``
  /// is `.always`, or `.automatic` and the nearest item below it that is not `.automatic` is
  /// not `.never` (Apple: automatic "inherit[s] the large-title setting from the previous
  /// navigation item"; the root item's automatic is large).
  func showsLargeTitle(for item: UINavigationItem, in items: [UINavigationItem]) -> Bool {
    guard prefersLargeTitles, item.titleView == nil else { return false }
    var mode = item.largeTitleDisplayMode
    if mode == .automatic, let index = items.firstIndex(where: { $0 === item }) {
      for below in items[..<index].reversed() where below.largeTitleDisplayMode != .automatic {
        mode = below.largeTitleDisplayMode
        break
      }
    }
    return mode != .never
  }
}

extension UINavigationController {
  /// The controller whose item the bar shows or is moving to: a transition's arriving one,
  /// else the top one.
  var barController: UIViewController? { transition?.to ?? topViewController }

  /// The scroll view the bar follows for `controller` (by default the shown one): its view
  /// when that is a scroll view, else the first of its view's subviews that is one (UIKit
  /// tracks the scroll view at or directly under the controller's root view).
  func trackedScrollView(for controller: UIViewController? = nil) -> UIScrollView? {
    (controller ?? barController)?.defaultContentScrollView
  }

  /// Whether the bar shows a large title for `controller`.
  func showsLargeTitle(for controller: UIViewController) -> Bool {
    navigationBar.showsLargeTitle(
      for: controller.navigationItem, in: viewControllers.map(\.navigationItem))
  }

  /// How far `controller`'s tracked scroll view has scrolled from its top, points; 0 without
  /// one.
  func scrolledDistance(for controller: UIViewController) -> CGFloat {
    guard let scrollView = trackedScrollView(for: controller) else { return 0 }
    return scrollView.contentOffset.y + scrollView.adjustedContentInset.top
  }

  /// The rows the bar shows for `controller`: the large title, the search band of its item's
  /// search controller (`NavigationBarRows`).
  func barRows(for controller: UIViewController?) -> NavigationBarRows {
    guard let controller else { return .standard }
    let item = controller.navigationItem
    let search = item.searchController
    return NavigationBarRows(
      large: showsLargeTitle(for: controller), search: search != nil,
      hidesSearch: item.hidesSearchBarWhenScrolling,
      searchOnly: search?.collapsesNavigationBar ?? false)
  }

  /// The bar's height for `controller`: 44 pt, or with a large title or a search band as
  /// ``NavigationBarRows/height(scrolled:)`` says (with a large title alone
  /// ``LargeTitle/barHeight(scrolled:)``).
  func barHeight(for controller: UIViewController?) -> CGFloat {
    guard let controller else { return UINavigationBar.standardHeight }
    return barRows(for: controller).height(scrolled: scrolledDistance(for: controller))
  }

  /// The bar's height at rest for the shown controller (96 pt with a large title, 52 pt more
  /// with a search band): what the safe area of the views under it reaches down to. While a
  /// push or pop between a large and a standard title lays the arriving screen out where the
  /// bar starts, the leaving controller's (``NavigationTransition/heldRestingHeight``).
  var restingBarHeight: CGFloat {
    if let held = transition?.heldRestingHeight { return held }
    return restingBarHeight(for: barController)
  }

  /// The bar's height at rest for `controller` (``NavigationBarRows/resting``): 44 pt, 96 pt
  /// with a large title, 52 pt more with a search band.
  func restingBarHeight(for controller: UIViewController?) -> CGFloat {
    barRows(for: controller).resting
  }

  /// Whether `controller`'s content is at the bar's scroll edge: no tracked scroll view, or
  /// its content's top edge at or below the bar's bottom (scrolled no further than the
  /// large title collapses).
  func isAtScrollEdge(for controller: UIViewController?) -> Bool {
    guard let controller else { return true }
    guard trackedScrollView(for: controller) != nil else { return true }
    let collapse = barRows(for: controller).collapsible
    return scrolledDistance(for: controller) <= collapse + 0.001
  }

  /// The tracked scroll view moved: the bar follows at once.
  func trackedScrollViewDidScroll() {
    guard transition == nil else { return }
    layoutBar()
    toolbar.atScrollEdge = isAtBottomScrollEdge(for: topViewController)
  }

  /// The tracked scroll view's content changed size: the toolbar finds its scroll edge again.
  func trackedScrollViewDidResize() {
    guard transition == nil else { return }
    toolbar.atScrollEdge = isAtBottomScrollEdge(for: topViewController)
  }

  /// The tracked scroll view came to rest: a half-collapsed large title or search band snaps
  /// (``NavigationBarRows/snapTarget(scrolled:)``).
  func trackedScrollViewDidComeToRest(_ scrollView: UIScrollView) {
    guard transition == nil, let controller = barController else { return }
    let distance = scrolledDistance(for: controller)
    guard let target = barRows(for: controller).snapTarget(scrolled: distance) else { return }
    var offset = scrollView.contentOffset
    offset.y = target - scrollView.adjustedContentInset.top
    scrollView.setContentOffset(offset, animated: true)
  }
}

extension UIScrollView {
  /// How far the top of the visible area lies above `contentOffset.y + adjustedContentInset.top`,
  /// points: the part of an expanded large title (and a search band) that has collapsed, 0…52
  /// (0…104 with both), while this is the scroll view a navigation bar with collapsible rows
  /// follows, else 0. The inset keeps the
  /// expanded bar (docs/navigation.md, "The tracked scroll view"), but the bar's bottom rises
  /// as the title collapses, and what pins to the top of the visible area (a plain table's
  /// section headers, a collection view's pinned headers) pins under the bar, as on a device.
  var largeTitleCollapse: CGFloat {
    guard let navigation = navigationTrackingThis, let controller = navigation.barController
    else { return 0 }
    let collapsible = navigation.barRows(for: controller).collapsible
    guard collapsible > 0 else { return 0 }
    let distance = contentOffset.y + adjustedContentInset.top
    return min(collapsible, max(0, distance))
  }

  /// The navigation controller whose bar follows this scroll view, if one does.
  var navigationTrackingThis: UINavigationController? {
    var current: UIView = self
    while let parent = current.superview {
      if let root = parent as? NavigationRootView, let navigation = root.navigation {
        return navigation.trackedScrollView() === self ? navigation : nil
      }
      current = parent
    }
    return nil
  }
}
