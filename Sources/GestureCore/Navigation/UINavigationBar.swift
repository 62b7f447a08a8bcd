import Foundation

/// The bar at the top of a navigation controller (`UINavigationBar`): the top item's title
/// in the middle, its back button (a chevron and the previous item's back title) or left items
/// at the left, its right items at the right.
///
/// Drawn as UIKit's bars draw over content at its top edge (the scroll-edge appearance of
/// iOS 15 and later): no background and no shadow unless ``barTintColor`` (or the view's
/// `backgroundColor`) is set, then filled up under the status bar. Metrics (UIKit's on a
/// compact-width iPhone, measured from screenshots): 44 pt tall, title 17 pt semibold centred,
/// buttons 17 pt regular (`.done` semibold) in the tint colour 16 pt from the edges, the back
/// chevron 12 × 21 pt (stroke 3 pt) 8 pt from the left with its title 6 pt after it. Large
/// titles (``prefersLargeTitles``) are not drawn: the bar keeps its standard height.
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
  /// The bar's background colour (`barTintColor`, default `nil`: none drawn).
  open var barTintColor: UIColor? { didSet { updateBackground() } }
  /// Whether the bar is translucent (`isTranslucent`, default true). Stored; the bar draws no
  /// background of its own either way.
  open var isTranslucent = true
  /// Whether the bar shows large titles (`prefersLargeTitles`, default false). Stored: large
  /// titles are not drawn.
  open var prefersLargeTitles = false
  /// The title's attributes (`titleTextAttributes`): `.font` and `.foregroundColor` are used.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { itemsDidChange() } }

  private var storedItems: [UINavigationItem] = []
  /// The content of the top item.
  private(set) var content: NavigationBarContent?
  /// The background drawn with ``barTintColor``, reaching up under the status bar.
  private let background = UIView()
  /// How far the background reaches above the bar (the status bar), points.
  var backgroundExtension: CGFloat = 0 { didSet { setNeedsLayout() } }
  /// What the back button does: the navigation controller pops; a bar of its own pops its
  /// top item.
  var backAction: (() -> Void)?

  /// A bar of `frame` (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    background.isUserInteractionEnabled = false
    addSubview(background)
    updateBackground()
  }

  /// A bar from an archive (`init?(coder:)`): as `init(frame: .zero)`.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
    background.isUserInteractionEnabled = false
    addSubview(background)
    updateBackground()
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

  /// Rebuilds the content for the top item.
  func itemsDidChange() {
    content?.removeFromSuperview()
    content = nil
    guard let top = topItem else { return }
    let built = makeContent(for: top, back: backItem)
    addSubview(built)
    content = built
    setNeedsLayout()
  }

  /// The content for `item` with `back`'s back title, not yet added: for transitions.
  func makeContent(for item: UINavigationItem, back: UINavigationItem?) -> NavigationBarContent {
    item.bar = self
    let built = NavigationBarContent(item: item, back: back, attributes: titleTextAttributes)
    built.backButton?.addAction(
      UIAction { [weak self] _ in self?.backTapped() }, for: .touchUpInside)
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
  }

  private func backTapped() {
    if let backAction {
      backAction()
    } else {
      popItem(animated: true)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    background.frame = CGRect(
      x: 0, y: -backgroundExtension, width: bounds.width,
      height: bounds.height + backgroundExtension)
    for case let content as NavigationBarContent in subviews {
      content.frame = bounds
      content.setNeedsLayout()
    }
  }

  private func updateBackground() {
    background.backgroundColor = barTintColor
  }

  /// The bar's size: its width, 44 pt tall (`sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: UINavigationBar.standardHeight)
  }
}

/// What the bar shows for one item: title, back button, left and right buttons, laid out by
/// UIKit's metrics (see ``UINavigationBar``).
@preconcurrency @MainActor
final class NavigationBarContent: UIView {
  let titleLabel = UILabel()
  private(set) var backButton: NavigationBackButton?
  private var leftViews: [UIView] = []
  private var rightViews: [UIView] = []
  private var titleView: UIView?

  init(item: UINavigationItem, back: UINavigationItem?, attributes: [NSAttributedString.Key: Any]?)
  {
    super.init(frame: .zero)
    titleLabel.text = item.title
    // VoiceOver reads a navigation bar's title as a heading ("Settings, heading").
    titleLabel.accessibilityTraits = [.staticText, .header]
    titleLabel.font =
      (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = (attributes?[.foregroundColor] as? UIColor) ?? .label
    titleLabel.textAlignment = .center
    if let view = item.titleView {
      titleView = view
      addSubview(view)
    } else {
      addSubview(titleLabel)
    }
    let showsBack =
      back != nil && !item.hidesBackButton
      && (item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton)
    if showsBack, let back {
      let button = NavigationBackButton(title: back.backTitle)
      button.accessibilityIdentifier = "back"
      addSubview(button)
      backButton = button
    }
    for barItem in item.leftBarButtonItems ?? [] {
      let view = NavigationBarContent.view(for: barItem)
      leftViews.append(view)
      addSubview(view)
    }
    for barItem in item.rightBarButtonItems ?? [] {
      let view = NavigationBarContent.view(for: barItem)
      rightViews.append(view)
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// What shows the title: the item's title view, or the title label.
  var title: UIView { titleView ?? titleLabel }

  /// The centre x of the back button's title, in the content's coordinates, once laid out;
  /// `nil` without a back button.
  var backTitleCenterX: CGFloat? {
    guard let backButton else { return nil }
    layoutIfNeeded()
    backButton.layoutIfNeeded()
    return backButton.frame.minX + backButton.label.frame.midX
  }

  /// The view the bar shows for `item`: its custom view, or a button sending its action.
  static func view(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    let button = UIButton(type: .system)
    button.setTitle(item.drawnTitle, for: .normal)
    if let image = item.drawnImage, item.drawnTitle == nil { button.setImage(image, for: .normal) }
    if item.systemItem == .close { button.tintColor = .systemGray }
    if let spoken = item.systemItem?.spokenName { button.accessibilityLabel = spoken }
    button.titleLabel?.font = UIFont.systemFont(
      ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if let tint = item.tintColor { button.tintColor = tint }
    button.isEnabled = item.isEnabled
    button.accessibilityIdentifier = item.accessibilityIdentifier ?? item.drawnTitle
    button.addAction(
      UIAction { [weak item, weak button] _ in item?.performTap(from: button) },
      for: .touchUpInside)
    return button
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    var left: CGFloat = 16
    if let backButton {
      backButton.frame = CGRect(
        x: 0, y: 0, width: backButton.fittingWidth, height: height)
      left = backButton.frame.maxX + 8
    }
    for view in leftViews {
      view.sizeToFit()
      view.frame = CGRect(x: left, y: 0, width: max(view.bounds.width, 22), height: height)
      left = view.frame.maxX + 8
    }
    var right = bounds.width - 16
    for view in rightViews {
      view.sizeToFit()
      let width = max(view.bounds.width, 22)
      view.frame = CGRect(x: right - width, y: 0, width: width, height: height)
      right = view.frame.minX - 8
    }
    let title: UIView = titleView ?? titleLabel
    title.sizeToFit()
    let room = max(0, min(bounds.width / 2 - left, right - bounds.width / 2)) * 2
    let width = min(title.bounds.width, room)
    title.frame = CGRect(
      x: (bounds.width - width) / 2, y: (height - title.bounds.height) / 2, width: width,
      height: title.bounds.height)
  }
}

/// The back button: UIKit's chevron (a 12 × 21 pt stroke, 3 pt wide, round caps) 8 pt from
/// the left, and the previous item's back title 6 pt after it, both in the tint colour.
@preconcurrency @MainActor
final class NavigationBackButton: UIControl {
  let label = UILabel()
  private let chevron = CAShapeLayer()

  init(title: String) {
    super.init(frame: .zero)
    label.text = title
    label.font = UIFont.systemFont(ofSize: 17)
    label.isUserInteractionEnabled = false
    addSubview(label)
    chevron.fillColor = nil
    chevron.lineWidth = 3
    chevron.lineCap = .round
    chevron.lineJoin = .round
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 10.5, y: 1.5))
    path.addLine(to: CGPoint(x: 1.5, y: 10.5))
    path.addLine(to: CGPoint(x: 10.5, y: 19.5))
    chevron.path = path
    layer.addSublayer(chevron)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// Chevron, gap and title, points.
  var fittingWidth: CGFloat {
    label.sizeToFit()
    return 8 + 12 + 6 + label.bounds.width
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.sizeToFit()
    label.frame = CGRect(
      x: 26, y: (bounds.height - label.bounds.height) / 2, width: label.bounds.width,
      height: label.bounds.height)
    label.textColor = tintColor
    chevron.strokeColor = tintColor.cgColor
    chevron.frame = CGRect(x: 8, y: (bounds.height - 21) / 2, width: 12, height: 21)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }
}
