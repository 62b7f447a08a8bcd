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
/// Interface Guidelines give 49 pt for the bar. Background: ``barTintColor``, else
/// `systemBackground`, opaque (UIKit's standard appearance blurs the content behind with the
/// system chrome material, which over the usual light or dark content shows as this colour; the
/// blur is not drawn), with a hairline along the top edge, one pixel (1/scale pt) of black at
/// 30 % (UIKit's default `shadowColor` of a bar appearance), just above the bar. The items share
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
/// selected and tells its ``delegate``. An assigned ``standardAppearance`` replaces the
/// background, hairline and item colours (`Appearance/UITabBar+Appearance.swift`); the
/// scroll-edge appearance (a transparent bar over content scrolled to its bottom) is not drawn.
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
      storedSelected = newValue.flatMap { item in storedItems.contains { $0 === item } ? item : nil }
      refresh()
    }
  }
  /// The colour of the items not selected (`unselectedItemTintColor`, default `nil`:
  /// `systemGray`).
  open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
  /// The bar's background colour (`barTintColor`, default `nil`: `systemBackground`).
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether the bar is translucent (`isTranslucent`, default true). Stored: the bar is drawn
  /// opaque either way, and the content lies under it either way.
  open var isTranslucent = true

  private var storedItems: [UITabBarItem] = []
  private weak var storedSelected: UITabBarItem?
  /// The buttons of the items, in order.
  private(set) var buttons: [TabBarButton] = []
  private let background = UIView()
  private let hairline = UIView()
  /// The background of an assigned ``standardAppearance``.
  let appearanceBackground = BarBackground(hairlineAtTop: true)
  /// The appearances set (`Appearance/UITabBar+Appearance.swift`).
  final let appearances = TabBarAppearances()
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
    hairline.isUserInteractionEnabled = false
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
    addSubview(background)
    addSubview(hairline)
    appearanceBackground.isUserInteractionEnabled = false
    addSubview(appearanceBackground)
    accessibilityTraits = .tabBar
    updateBackground()
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
    let look = appearances.assigned ? appearances.standard.stackedLayoutAppearance : nil
    let selectedColor: UIColor = look?.selected.iconColor ?? tintColor
    let normal = look?.normal.iconColor ?? unselectedItemTintColor ?? .systemGray
    for button in buttons {
      button.isTabSelected = button.item === storedSelected
      let state =
        !button.item.isEnabled ? look?.disabled : button.isTabSelected ? look?.selected : look?.normal
      button.update(color: button.isTabSelected ? selectedColor : normal, look: state)
    }
    setNeedsLayout()
  }

  /// The tint changed (the bar's or an ancestor's): the selected item is redrawn in it.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    refresh()
  }

  func updateBackground() {
    let custom = appearances.assigned
    background.isHidden = custom
    hairline.isHidden = custom
    appearanceBackground.isHidden = !custom
    if custom { appearanceBackground.show(appearances.standard) }
    background.backgroundColor = barTintColor ?? .systemBackground
  }

  /// The frame of item `index`'s button among `count` on a bar `width` wide, points.
  static func itemFrame(index: Int, count: Int, width: CGFloat) -> CGRect {
    let slot = width / CGFloat(max(1, count))
    return CGRect(x: CGFloat(index) * slot + 2, y: 1, width: slot - 4, height: 48)
  }

  /// Lays out the background, the hairline and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = bounds
    appearanceBackground.frame = bounds
    let pixel = 1 / max(1, window?.screenScale ?? 2)
    hairline.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
    for (index, button) in buttons.enumerated() {
      button.frame = UITabBar.itemFrame(index: index, count: buttons.count, width: bounds.width)
    }
  }

  /// The height of the bar over the bottom safe-area inset `bottom`, points: 49 + `bottom`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width, height: UITabBar.standardHeight + (window?.screenSafeAreaInsets.bottom ?? 0))
  }
}
