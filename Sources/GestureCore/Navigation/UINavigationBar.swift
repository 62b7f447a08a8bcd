import Foundation

/// The bar at the top of a navigation controller (`UINavigationBar`): the top item's title
/// in the middle, its back button (a chevron and the previous item's back title) or left items
/// at the left, its right items at the right, and with ``prefersLargeTitles`` a large title
/// under them (docs/navigation.md, "The bar" and "Large titles"). The bar lays out leading to
/// trailing: right to left, the back button (its chevron pointing right) and left items are at
/// the right, the right items at the left, the large title right-aligned
/// (docs/layout-direction.md, "Navigation").
///
/// Drawn with an appearance (``UINavigationBarAppearance``) as iOS 15 chooses it: over content
/// at its scroll edge (the tracked scroll view scrolled to its top, or none) the
/// ``scrollEdgeAppearance``, by default the standard one with a transparent background and no
/// hairline; otherwise ``standardAppearance`` (by default the chrome-material background and a
/// hairline). A navigation item's appearances win over the bar's. A bar no navigation
/// controller manages always uses the standard appearance (Apple, `scrollEdgeAppearance`).
/// ``barTintColor`` (legacy) fills the standard appearance's background, as iOS 15 applies it,
/// unless ``standardAppearance`` was assigned. Metrics (UIKit's on a compact-width iPhone,
/// measured from screenshots): 44 pt tall (96 pt with an expanded large title, see
/// `LargeTitle`; 52 pt more with a navigation item's search field, see `NavigationBarRows`
/// and docs/search.md), title 17 pt semibold centred, buttons 17 pt regular (`.done` semibold) in the
/// tint colour 16 pt from the edges, the back chevron 12 × 21 pt (stroke 3 pt) 8 pt from the
/// left with its title 6 pt after it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's height, points (UIKit's standard bar on iPhone).
  public static let standardHeight: CGFloat = 44

  /// The items, bottom first (`items`); the last is shown.
  open var items: [UINavigationItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The item shown (`topItem`).
  open var topItem: UINavigationItem? { storedItems.last }
  /// The item below it, whose back title the back button shows (`backItem`).
  open var backItem: UINavigationItem? {
    storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil
  }
  /// The bar's background colour (`barTintColor`, default `nil`). As on iOS 15, it fills the
  /// standard appearance's background (opaque) unless ``standardAppearance`` was assigned;
  /// at the scroll edge the bar stays transparent unless a ``scrollEdgeAppearance`` is set.
  open var barTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("barTintColor"), barTintColor,
        { (target: UINavigationBar, value) in target.barTintColor = value })
      {
        return
      }
      appearanceDidChange()
    }
  }
  /// Whether the bar is translucent (`isTranslucent`, default true). Stored: the appearance
  /// decides what is drawn.
  open var isTranslucent = true
  /// Whether the bar shows large titles (`prefersLargeTitles`, default false): the top item's
  /// title is drawn large under the buttons when its ``UINavigationItem/largeTitleDisplayMode``
  /// resolves to large.
  open var prefersLargeTitles = false { didSet { itemsDidChange() } }
  /// The title's attributes (`titleTextAttributes`): `.font` and `.foregroundColor` are used
  /// where the appearance's `titleTextAttributes` do not give them.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      if noteAppearance(
        .property("titleTextAttributes"), titleTextAttributes,
        { (target: UINavigationBar, value) in target.titleTextAttributes = value })
      {
        return
      }
      itemsDidChange()
    }
  }
  /// The large title's attributes (`largeTitleTextAttributes`): `.font` and `.foregroundColor`
  /// are used where the appearance's `largeTitleTextAttributes` do not give them.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      if noteAppearance(
        .property("largeTitleTextAttributes"), largeTitleTextAttributes,
        { (target: UINavigationBar, value) in target.largeTitleTextAttributes = value })
      {
        return
      }
      itemsDidChange()
    }
  }

  private var storedItems: [UINavigationItem] = []
  /// The content of the top item.
  private(set) var content: NavigationBarContent?
  /// The background, reaching up under the status bar.
  let background = BarBackground()
  /// How far the background reaches above the bar (the status bar), points.
  var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// What the back button does: the navigation controller pops; a bar of its own pops its
  /// top item.
  var backAction: (() -> Void)?
  /// The appearances set (see `UINavigationBar+Appearance.swift`).
  let appearances = BarAppearances<UINavigationBarAppearance>()
  /// The legacy background images by bar metrics' raw value, the legacy shadow and back
  /// indicator images, and the standard appearance made from them
  /// (`UINavigationBar+LegacyImages.swift`).
  let legacyImages = NavigationBarLegacyImages()
  /// Whether the content shown is at the scroll edge (set by the navigation controller).
  var atScrollEdge = true {
    didSet { if atScrollEdge != oldValue { setNeedsLayout() } }
  }

  /// A bar of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.isUserInteractionEnabled = false
    addSubview(background)
  }

  /// A bar from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    background.isUserInteractionEnabled = false
    addSubview(background)
  }

  /// Pushes `item` (`pushItem(_:animated:)`): it is shown at once.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    storedItems.append(item)
    itemsDidChange()
  }

  /// Pops the top item (`popItem(animated:)`) and returns it; the bar keeps its last item.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard storedItems.count > 1 else { return nil }
    let item = storedItems.removeLast()
    if item.bar === self { item.bar = nil }
    itemsDidChange()
    return item
  }

  /// Replaces the items (`setItems(_:animated:)`); shown at once.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in storedItems where item.bar === self { item.bar = nil }
    storedItems = items ?? []
    itemsDidChange()
  }

  /// The navigation controller managing the bar, if any.
  var navigation: UINavigationController? { (superview as? NavigationRootView)?.navigation }

  /// Rebuilds the content for the top item; the navigation controller lays the bar out again
  /// (its height may change).
  func itemsDidChange() {
    content?.removeFromSuperview()
    content = nil
    appearances.applied = nil
    superview?.setNeedsLayout()
    setNeedsLayout()
    guard let top = topItem else { return }
    let built = makeContent(for: top, back: backItem)
    addSubview(built)
    content = built
  }

  /// The content for `item` with `back`'s back title, not yet added: for transitions. `large`
  /// says whether it shows a large title (by default as ``showsLargeTitle(for:in:)`` says for
  /// the bar's items).
  func makeContent(for item: UINavigationItem, back: UINavigationItem?, large: Bool? = nil)
    -> NavigationBarContent
  {
    item.bar = self
    let built = NavigationBarContent(
      item: item, back: back, large: large ?? showsLargeTitle(for: item, in: storedItems))
    built.backButton?.addAction(
      UIAction { [weak self] _ in self?.backTapped() }, for: .touchUpInside)
    built.apply(
      resolvedAppearance(for: item), title: titleTextAttributes, large: largeTitleTextAttributes)
    built.frame = bounds
    return built
  }

  /// Replaces the items without rebuilding what is shown (a finished transition already
  /// shows `shown`).
  func setItemsQuietly(_ items: [UINavigationItem], shown: NavigationBarContent?) {
    storedItems = items
    for item in items { item.bar = self }
    if let shown { install(shown) }
  }

  /// Shows `new` in place of the current content (a finished transition).
  func install(_ new: NavigationBarContent) {
    if content !== new { content?.removeFromSuperview() }
    content = new
    if new.superview !== self { addSubview(new) }
    new.alpha = 1
    new.title.transform = .identity
    new.largeTitleShift = 0
    appearances.applied = nil
    setNeedsLayout()
  }

  private func backTapped() {
    if let backAction {
      backAction()
    } else {
      popItem(animated: true)
    }
  }

  /// Lays out the background and the content, drawing the appearance that applies.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyAppearance()
    background.frame = CGRect(
      x: 0, y: -backgroundExtension, width: bounds.width,
      height: bounds.height + backgroundExtension)
    for case let content as NavigationBarContent in subviews {
      content.frame = bounds
      content.setNeedsLayout()
    }
  }

  /// The bar's size: its width, 44 pt tall (`sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UINavigationBar.standardHeight)
  }
}
