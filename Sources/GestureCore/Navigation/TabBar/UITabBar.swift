import Foundation

/// What a tab bar's delegate hears (`UITabBarDelegate`); optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: _ObjCProtocol {
  /// The user selected `item` (`tabBar(_:didSelect:)`), after the bar shows it selected.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    forwardToSubclass("tabBar:didSelectItem:", [tabBar, item], default: ())
  }
}

/// The bar of tabs at the bottom of a tab bar controller (`UITabBar`), drawn as iOS 15 and
/// later draw it (docs/tab-bar.md).
///
/// The bar is 49 pt tall above the home-indicator area and its frame reaches the bottom of the
/// screen, so it is 83 pt tall on a device with a home indicator (49 + 34); Apple's Human
/// Interface Guidelines give 49 pt for the bar. The background follows iOS 15's bar
/// appearances (`Appearance/UITabBar+Appearance.swift`): a tab bar controller's bar draws
/// ``scrollEdgeAppearance`` (by default nothing: the content shows through) while the selected
/// tab's content ends at or above the bar's top, and ``standardAppearance`` (by default the
/// `systemChromeMaterial` background, drawn as its tint, with a hairline along the top edge,
/// one pixel of black at 30 %, just above the bar) while content continues under it; a bar of
/// its own always draws the standard appearance. ``barTintColor`` fills the standard
/// appearance unless that was assigned. The items share
/// the width evenly: with `n` items on a bar `W` wide, item `i`'s button is the slot
/// `[i·W/n, (i+1)·W/n)` less 2 pt each side, 1 pt below the bar's top and 48 pt tall (working
/// values from view-debugger dumps of UIKit's tab buttons, e.g. 121 pt wide at x 2, 127 and 252
/// for three tabs on a 375 pt screen). The selected item is drawn in the bar's `tintColor`, the
/// others in ``unselectedItemTintColor``, else `systemGray` (142, 142, 147), the colour of
/// UIKit's unselected tabs; a disabled item at 40 % of its colour. See `TabBarButton` for an
/// item's image, title and badge.
///
/// A tap that lifts inside an enabled item selects it: in a tab bar controller the controller
/// selects the tab (asking its delegate first); in a bar of one's own the bar shows the item
/// selected and tells its ``delegate``. The appearance drawn also colours the items (its
/// `stackedLayoutAppearance`).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's height above the home-indicator area, points.
  public static let standardHeight: CGFloat = 49

  /// The delegate (`delegate`, weak); a tab bar controller's bar tells its controller instead.
  open weak var delegate: UITabBarDelegate?
  /// The items, left to right (`items`).
  open var items: [UITabBarItem]? {
    get { storedItems }
    set { setItems(newValue, animated: false) }
  }
  /// The item shown selected (`selectedItem`), or `nil`; an item not in ``items`` selects
  /// nothing.
  open var selectedItem: UITabBarItem? {
    get { storedSelected }
    set {
      storedSelected = newValue.flatMap { item in
        storedItems.contains { $0 === item } ? item : nil
      }
      refresh()
    }
  }
  /// The colour of the items not selected (`unselectedItemTintColor`, default `nil`:
  /// `systemGray`).
  open var unselectedItemTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("unselectedItemTintColor"), unselectedItemTintColor,
        { (target: UITabBar, value) in target.unselectedItemTintColor = value })
      {
        return
      }
      refresh()
    }
  }
  /// The bar's background colour (`barTintColor`, default `nil`). As on iOS 15, it fills the
  /// standard appearance's background (opaque) unless ``standardAppearance`` was assigned; at
  /// the scroll edge the transparent appearance still shows.
  open var barTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("barTintColor"), barTintColor,
        { (target: UITabBar, value) in target.barTintColor = value })
      {
        return
      }
      appearanceDidChange()
    }
  }
  /// Whether the bar is translucent (`isTranslucent`, default true). Stored: the appearances
  /// decide the background, and the content lies under the bar either way.
  open var isTranslucent = true

  private var storedItems: [UITabBarItem] = []
  private weak var storedSelected: UITabBarItem?
  /// The buttons of the items, in order.
  private(set) var buttons: [TabBarButton] = []
  /// The background and hairline of the appearance drawn.
  let background = BarBackground(hairlineAtTop: true)
  /// The appearances set (`Appearance/UITabBar+Appearance.swift`).
  final let appearances = BarAppearances<UITabBarAppearance>()
  /// Whether a tab bar controller manages the bar (then it follows the scroll edge).
  var managedByTabBarController = false { didSet { appearanceDidChange() } }
  /// Whether the selected tab's content ends at or above the bar's top (set by the tab bar
  /// controller).
  var atScrollEdge = true { didSet { if atScrollEdge != oldValue { setNeedsLayout() } } }
  /// What a tap on an enabled item does in a tab bar controller (instead of the delegate).
  var itemTapped: ((UITabBarItem) -> Void)?

  /// A bar of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpBackground()
  }

  /// A bar from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    setUpBackground()
  }

  private func setUpBackground() {
    background.isUserInteractionEnabled = false
    addSubview(background)
    accessibilityTraits = .tabBar
  }

  /// Replaces the items (`setItems(_:animated:)`), shown at once; a selected item no longer
  /// there is deselected.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    for item in storedItems { item.observers.removeAll { $0.bar === self || $0.bar == nil } }
    storedItems = items ?? []
    for item in storedItems { item.observers.append(WeakTabBar(self)) }
    if let selected = storedSelected, !storedItems.contains(where: { $0 === selected }) {
      storedSelected = nil
    }
    for button in buttons { button.removeFromSuperview() }
    buttons = storedItems.map { item in
      let button = TabBarButton(item: item)
      button.addAction(
        UIAction { [weak self, weak item] _ in
          guard let self, let item else { return }
          self.tapped(item)
        }, for: .touchUpInside)
      addSubview(button)
      return button
    }
    refresh()
  }

  /// The tab of `item` was tapped.
  private func tapped(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let itemTapped {
      itemTapped(item)
      return
    }
    selectedItem = item
    delegate?.tabBar(self, didSelect: item)
  }

  /// An item's property changed: redraw.
  func itemDidChange(_ item: UITabBarItem) { refresh() }

  /// Draws every item in its colour.
  func refresh() {
    updateButtons()
    setNeedsLayout()
  }

  /// Gives every item the colours of the appearance that applies now.
  func updateButtons() {
    let look = resolvedAppearance().stackedLayoutAppearance
    let selectedColor: UIColor = look.selected.iconColor ?? tintColor
    let normal = look.normal.iconColor ?? unselectedItemTintColor ?? .systemGray
    for button in buttons {
      button.isTabSelected = button.item === storedSelected
      let state =
        !button.item.isEnabled ? look.disabled : button.isTabSelected ? look.selected : look.normal
      button.update(color: button.isTabSelected ? selectedColor : normal, look: state)
    }
  }

  /// The tint changed (the bar's or an ancestor's): the selected item is redrawn in it.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refresh()
  }

  /// The frame of item `index`'s button among `count` on a bar `width` wide, points.
  static func itemFrame(index: Int, count: Int, width: CGFloat) -> CGRect {
    let slot = width / CGFloat(max(1, count))
    return CGRect(x: CGFloat(index) * slot + 2, y: 1, width: slot - 4, height: 48)
  }

  /// Draws the appearance that applies, lays out its background and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyAppearance()
    background.frame = bounds
    // The first tab is at the leading edge: the right one in right to left (UIKit's tab bar
    // lays its items out leading to trailing).
    let mirrored = isRightToLeft
    for (index, button) in buttons.enumerated() {
      var frame = UITabBar.itemFrame(index: index, count: buttons.count, width: bounds.width)
      if mirrored { frame.origin.x = bounds.width - frame.maxX }
      button.frame = frame
    }
  }

  /// The height of the bar over the bottom safe-area inset `bottom`, points: 49 + `bottom`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width,
      height: UITabBar.standardHeight + (window?.screenSafeAreaInsets.bottom ?? 0))
  }
}
