import Foundation

/// One tab of a ``UITabBar``: the item's image above its title, in the stacked layout UIKit
/// uses on an iPhone in portrait, and its badge. A tap that ends inside selects the tab
/// (`touchUpInside`, as UIKit's tab buttons: a press held on a tab does not switch until it
/// lifts).
///
/// Metrics, points, in the button (working values read from view-debugger dumps of UIKit's tab
/// buttons on iOS 15–17; Apple documents only the 25 × 25 pt target size of a tab icon, Human
/// Interface Guidelines, "Tab bars"): the image is centred in a 25 × 25 box whose top is 4 pt
/// below the button's top; the title, 10 pt medium (UIKit's default tab title font), is
/// centred in a 12 pt line whose top is 34 pt below it; the badge is a capsule 18 pt tall, at
/// least 18 pt wide (its text, 13 pt regular, plus 5 pt each side), its left edge 5 pt right of
/// the image box's centre and its top 2 pt above the box.
@preconcurrency @MainActor
final class TabBarButton: UIControl {
  /// The size of the image box, points.
  static let imageBox: CGFloat = 25
  /// The top of the image box in the button, points.
  static let imageTop: CGFloat = 4
  /// The top and height of the title's line, points.
  static let titleTop: CGFloat = 34
  static let titleHeight: CGFloat = 12
  /// The badge's height and its text's side padding, points.
  static let badgeHeight: CGFloat = 18
  static let badgePadding: CGFloat = 5

  let item: UITabBarItem
  let imageView = UIImageView(frame: .zero)
  let titleLabel = UILabel(frame: .zero)
  let badge = UILabel(frame: .zero)
  /// Whether the tab is the bar's selected one.
  var isTabSelected = false

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    item.shownView = self
    imageView.contentMode = .center
    imageView.isUserInteractionEnabled = false
    titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    badge.font = .systemFont(ofSize: 13)
    badge.textAlignment = .center
    badge.textColor = .white
    badge.clipsToBounds = true
    badge.layer.cornerRadius = TabBarButton.badgeHeight / 2
    badge.isUserInteractionEnabled = false
    addSubview(imageView)
    addSubview(titleLabel)
    addSubview(badge)
  }

  required init?(coder: NSCoder) { fatalError("a tab button is made by its tab bar") }

  /// Draws the item: its (selected) image and title in `color`, its badge. `look`, the tab
  /// bar appearance's state for the item, gives the title's colour and font and the badge's
  /// colours where it sets them.
  func update(color: UIColor, look: UITabBarItemStateAppearance? = nil) {
    if let bar = superview { item.applyAppearance(shownIn: bar) }
    let enabled = item.isEnabled
    isEnabled = enabled
    let drawn = enabled ? color : color.withAlphaComponent(0.4)
    imageView.image = (isTabSelected ? item.selectedImage : item.image).map(Self.drawnImage)
    imageView.tintColor = drawn
    titleLabel.text = item.title
    // The item's own title attributes win over the tab bar appearance's.
    let own = item.drawnTitleAttributes(
      for: !enabled ? .disabled : isTabSelected ? .selected : .normal)
    titleLabel.textColor =
      own[.foregroundColor] as? UIColor ?? look?.titleTextAttributes[.foregroundColor] as? UIColor
      ?? drawn
    titleLabel.font =
      own[.font] as? UIFont ?? look?.titleTextAttributes[.font] as? UIFont
      ?? .systemFont(ofSize: 10, weight: .medium)
    badge.isHidden = item.badgeValue == nil
    badge.text = item.badgeValue
    badge.backgroundColor = item.badgeColor ?? look?.badgeBackgroundColor ?? .systemRed
    badge.textColor = look?.badgeTextAttributes[.foregroundColor] as? UIColor ?? .white
    accessibilityIdentifier = item.identifier
    isAccessibilityElement = true
    accessibilityLabel = item.title
    accessibilityValue = item.badgeValue
    accessibilityTraits = isTabSelected ? [.button, .selected] : .button
    setNeedsLayout()
  }

  /// An item's image as a tab draws it: UIKit draws an image of the automatic rendering mode as
  /// a template (in the tab's colour), and a symbol at the large scale of the body size.
  static func drawnImage(_ image: UIImage) -> UIImage {
    var drawn = image
    if drawn.isSymbolImage {
      drawn =
        drawn.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)) ?? drawn
    }
    return drawn.renderingMode == .automatic ? drawn.withRenderingMode(.alwaysTemplate) : drawn
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let size = TabBarButton.imageBox
    let box = CGRect(
      x: (bounds.width - size) / 2, y: TabBarButton.imageTop, width: size, height: size)
    imageView.frame = box.inset(by: item.imageInsets)
    let offset = item.titlePositionAdjustment
    titleLabel.frame = CGRect(
      x: offset.horizontal, y: TabBarButton.titleTop + offset.vertical, width: bounds.width,
      height: TabBarButton.titleHeight)
    let textWidth = badge.text.map { $0.isEmpty ? 0 : badge.intrinsicContentSize.width } ?? 0
    let width = max(TabBarButton.badgeHeight, textWidth + 2 * TabBarButton.badgePadding)
    badge.frame = CGRect(
      x: box.midX + 5, y: box.minY - 2, width: width, height: TabBarButton.badgeHeight)
  }
}
