import Foundation

/// What a view controller shows in a navigation bar while it is on top (`UINavigationItem`):
/// its title (or title view), the items at either side, and what its back button says on the
/// next controller's bar.
@preconcurrency @MainActor
open class UINavigationItem: _ObjCProtocol {
  /// How a large title shows (`UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the previous item shows it (`automatic`).
    case automatic = 0
    /// Always large (`always`).
    case always = 1
    /// Never large (`never`).
    case never = 2
  }

  /// The title (`title`); a controller's item follows the controller's `title` unless set.
  open var title: String? {
    get { storedTitle ?? owner?.title }
    set { storedTitle = newValue; barNeedsUpdate() }
  }
  /// A view shown instead of the title (`titleView`).
  open var titleView: UIView? { didSet { barNeedsUpdate() } }
  /// The back button the next controller's bar shows for this item (`backBarButtonItem`).
  open var backBarButtonItem: UIBarButtonItem? { didSet { barNeedsUpdate() } }
  /// The title of that back button (`backButtonTitle`; `nil`: this item's title).
  open var backButtonTitle: String? { didSet { barNeedsUpdate() } }
  /// Whether the back button is hidden (`hidesBackButton`, default false).
  open var hidesBackButton = false { didSet { barNeedsUpdate() } }
  /// The items at the left (`leftBarButtonItems`), outermost first.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsUpdate() } }
  /// The items at the right (`rightBarButtonItems`), outermost first.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { barNeedsUpdate() } }
  /// Whether the left items follow the back button rather than replace it
  /// (`leftItemsSupplementBackButton`, default false).
  open var leftItemsSupplementBackButton = false { didSet { barNeedsUpdate() } }
  /// How the title shows when the bar prefers large titles (`largeTitleDisplayMode`, default
  /// `.automatic`: as the item below it; see `LargeTitle`).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet { barNeedsUpdate() }
  }
  /// The search controller whose bar the navigation bar shows in a 52 pt band under the
  /// title (`searchController`, default `nil`; docs/search.md). The item holds it.
  open var searchController: UISearchController? {
    didSet {
      if let oldValue, oldValue !== searchController {
        oldValue.item = nil
        oldValue.searchBar.inNavigationBar = false
      }
      searchController?.item = self
      searchController?.searchBar.inNavigationBar = true
      barNeedsUpdate()
    }
  }
  /// Whether the search band collapses as the content scrolls up
  /// (`hidesSearchBarWhenScrolling`, default true): it collapses first, then the large title.
  open var hidesSearchBarWhenScrolling = true { didSet { barNeedsUpdate() } }
  /// The appearances set on the item (`Appearance/UINavigationBar+Appearance.swift`).
  final let appearances = NavigationItemAppearances()

  private var storedTitle: String?
  /// The controller the item belongs to (weak).
  weak var owner: UIViewController?
  /// The bar showing the item (weak).
  weak var bar: UINavigationBar?

  /// An item with `title` (`init(title:)`).
  public init(title: String) { storedTitle = title }

  /// An item without a title.
  public init() {}

  /// The first left item (`leftBarButtonItem`).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first right item (`rightBarButtonItem`).
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the left item (`setLeftBarButton(_:animated:)`); drawn at once.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item (`setRightBarButton(_:animated:)`); drawn at once.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Sets the left items (`setLeftBarButtonItems(_:animated:)`); drawn at once.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets the right items (`setRightBarButtonItems(_:animated:)`); drawn at once.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Hides or shows the back button (`setHidesBackButton(_:animated:)`); at once.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// How the back button this item gives the next item's bar shows its title
  /// (`UINavigationItem.BackButtonDisplayMode`, iOS 14).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The ``backButtonTitle``, else the item's title, else "Back".
    case `default` = 0
    /// "Back", whatever the titles.
    case generic = 1
    /// The chevron alone.
    case minimal = 2
  }

  /// How the back button to this item shows its title on the next item's bar
  /// (`backButtonDisplayMode`, default `.default`); a ``backBarButtonItem`` shows its own title
  /// whatever the mode. Not modelled: `.default` falling back to "Back" and then to the chevron
  /// when the title does not fit the bar.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { barNeedsUpdate() } }

  /// The title this item's back button shows on the next item's bar: ``backBarButtonItem``'s,
  /// else as ``backButtonDisplayMode`` says: ``backButtonTitle``, else the title, else "Back";
  /// "Back"; or none.
  var backTitle: String {
    if let title = backBarButtonItem?.title { return title }
    switch backButtonDisplayMode {
    case .default: return backButtonTitle ?? title ?? "Back"
    case .generic: return "Back"
    case .minimal: return ""
    }
  }

  func barNeedsUpdate() { bar?.itemsDidChange() }
}
