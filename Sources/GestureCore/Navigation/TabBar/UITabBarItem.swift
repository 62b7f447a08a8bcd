import Foundation

/// A tab of a tab bar (`UITabBarItem`): an image above a title, an optional image for the
/// selected state, and a badge (docs/tab-bar.md).
///
/// Every property the bar draws redraws the bar that shows the item when set (UIKit updates
/// the tab at once, e.g. Apple, `badgeValue`: "The default value is nil" and setting text shows
/// it). A view controller's ``UIViewController/tabBarItem`` is made on first use with the
/// controller's `title`. Its title, image, insets, tag and title attributes are
/// ``UIBarItem``'s.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system's items (`UITabBarItem.SystemItem`, UIKit's raw values): each draws its English
  /// title and a symbol standing in for UIKit's glyph (`more` "More" `ellipsis`, `favorites`
  /// "Favorites" `star.fill`, `featured` "Featured" `star`, `topRated` "Top Rated" `star`,
  /// `recents` "Recents" `clock.fill`, `contacts` "Contacts" `person.crop.circle`,
  /// `history` "History" `clock`, `bookmarks` "Bookmarks" `book.fill`, `search` "Search"
  /// `magnifyingglass`, `downloads` "Downloads" `arrow.down.circle.fill`, `mostRecent` "Most
  /// Recent" `clock`, `mostViewed` "Most Viewed" `list.number`).
  public enum SystemItem: Int, Sendable {
    /// `more`.
    case more = 0
    /// `favorites`.
    case favorites = 1
    /// `featured`.
    case featured = 2
    /// `topRated`.
    case topRated = 3
    /// `recents`.
    case recents = 4
    /// `contacts`.
    case contacts = 5
    /// `history`.
    case history = 6
    /// `bookmarks`.
    case bookmarks = 7
    /// `search`.
    case search = 8
    /// `downloads`.
    case downloads = 9
    /// `mostRecent`.
    case mostRecent = 10
    /// `mostViewed`.
    case mostViewed = 11

    /// The title UIKit draws (English).
    var title: String {
      switch self {
      case .more: return "More"
      case .favorites: return "Favorites"
      case .featured: return "Featured"
      case .topRated: return "Top Rated"
      case .recents: return "Recents"
      case .contacts: return "Contacts"
      case .history: return "History"
      case .bookmarks: return "Bookmarks"
      case .search: return "Search"
      case .downloads: return "Downloads"
      case .mostRecent: return "Most Recent"
      case .mostViewed: return "Most Viewed"
      }
    }

    /// The symbol drawn for UIKit's glyph.
    var symbolName: String {
      switch self {
      case .more: return "ellipsis"
      case .favorites: return "star.fill"
      case .featured, .topRated: return "star"
      case .recents: return "clock.fill"
      case .contacts: return "person.crop.circle"
      case .history, .mostRecent: return "clock"
      case .bookmarks: return "book.fill"
      case .search: return "magnifyingglass"
      case .downloads: return "arrow.down.circle.fill"
      case .mostViewed: return "list.number"
      }
    }
  }

  /// The image drawn while selected (`selectedImage`); `nil`: ``image``.
  open var selectedImage: UIImage? {
    get { storedSelectedImage ?? image }
    set {
      storedSelectedImage = newValue
      changed()
    }
  }
  /// The text of the badge at the image's top-right corner (`badgeValue`, default `nil`: no
  /// badge); an empty string draws an empty badge (a dot, as UIKit).
  open var badgeValue: String? { didSet { changed() } }
  /// The badge's background (`badgeColor`, default `nil`: `systemRed`).
  open var badgeColor: UIColor? { didSet { changed() } }
  /// The offset of the title from where the stacked layout puts it, points
  /// (`titlePositionAdjustment`, default zero).
  open var titlePositionAdjustment = UIOffset.zero { didSet { changed() } }
  /// The system item, when made from one.
  public private(set) var systemItem: SystemItem?

  private var storedSelectedImage: UIImage?
  /// The bars showing the item, told when it changes.
  final var observers: [WeakTabBar] = []

  /// An empty item (`init()`).
  public override init() { super.init() }

  /// An item decoded from an archive (`init?(coder:)`); nothing is decoded.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// An item with a title, an image and a tag (`init(title:image:tag:)`).
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item with a title, an image and an image for the selected state
  /// (`init(title:image:selectedImage:)`).
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.storedSelectedImage = selectedImage
  }

  /// A system item (`init(tabBarSystemItem:tag:)`): its English title and a symbol for its glyph
  /// (``SystemItem``).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.image = UIImage(systemName: systemItem.symbolName)
    self.tag = tag
  }

  /// The identifier of the tab's button: ``accessibilityIdentifier``, else the title.
  var identifier: String? { accessibilityIdentifier ?? title }

  /// A property the tab draws changed (``UIBarItem``'s title, image, insets, state, title
  /// attributes, identifier): its tab redraws.
  override func barItemDidChange() { changed() }

  private func changed() {
    observers.removeAll { $0.bar == nil }
    for observer in observers { observer.bar?.itemDidChange(self) }
  }
}

/// A weak reference to a tab bar, for the items it shows.
@preconcurrency @MainActor
final class WeakTabBar {
  weak var bar: UITabBar?
  init(_ bar: UITabBar) { self.bar = bar }
}
