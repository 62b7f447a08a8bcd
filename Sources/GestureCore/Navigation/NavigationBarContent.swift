import Foundation

/// What the bar shows for one item: title, back button, left and right buttons in the 44 pt
/// row, a large title under it when the item shows one, and under that the search band holding
/// the item's search controller's bar, laid out by UIKit's metrics (see ``UINavigationBar``,
/// `LargeTitle` and `NavigationBarRows`). It fills the bar, whatever the bar's height; while a
/// search hides the bar, only the search band shows, at the top.
@preconcurrency @MainActor
final class NavigationBarContent: UIView {
  let titleLabel = UILabel()
  /// The large title and the row that clips it, when the item shows a large title.
  let largeTitleLabel = UILabel()
  let largeRow = UIView()
  let showsLargeTitle: Bool
  private(set) var backButton: NavigationBackButton?
  private var leftViews: [UIView] = []
  private var rightViews: [UIView] = []
  /// The bar button items whose buttons the content made, with those buttons.
  private var madeButtons: [(item: UIBarButtonItem, button: UIButton)] = []
  private var titleView: UIView?
  private var titleAdjustment = UIOffset.zero
  /// How far the large title sits past its place towards the trailing edge, points (right in
  /// left to right, left in right to left): during a push or pop it moves with its
  /// controller's view (the arriving one in from the trailing edge on a push or from the 30 %
  /// parallax on a pop, the leaving one out the same ways), as on iOS. 0 at rest.
  var largeTitleShift: CGFloat = 0 {
    didSet { if largeTitleShift != oldValue { setNeedsLayout() } }
  }
  /// The item shown (for its search controller's state at layout).
  private weak var item: UINavigationItem?
  /// The band holding the item's search bar, clipping it as it collapses.
  let searchBand = UIView()
  /// Whether the 44 pt row's views are hidden for an active search.
  private var rowHidden = false

  init(item: UINavigationItem, back: UINavigationItem?, large: Bool) {
    showsLargeTitle = large
    self.item = item
    super.init(frame: .zero)
    titleLabel.text = item.title
    // VoiceOver reads a navigation bar's title as a heading ("Settings, heading").
    titleLabel.accessibilityTraits = [.staticText, .header]
    titleLabel.textAlignment = .center
    if let view = item.titleView {
      titleView = view
      addSubview(view)
    } else {
      addSubview(titleLabel)
    }
    if large {
      largeRow.clipsToBounds = true
      largeRow.isUserInteractionEnabled = false
      largeTitleLabel.text = item.title
      largeTitleLabel.accessibilityTraits = [.staticText, .header]
      largeRow.addSubview(largeTitleLabel)
      addSubview(largeRow)
      // The small title stands in for the large one only once collapsed.
      titleLabel.isAccessibilityElement = false
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
      let view = makeView(for: barItem)
      leftViews.append(view)
      addSubview(view)
    }
    for barItem in item.rightBarButtonItems ?? [] {
      let view = makeView(for: barItem)
      rightViews.append(view)
      addSubview(view)
    }
    if let search = item.searchController {
      searchBand.clipsToBounds = true
      searchBand.addSubview(search.searchBar)
      addSubview(searchBand)
    }
  }

  /// The rows shown for the item (`NavigationBarRows`).
  private var rows: NavigationBarRows {
    let search = item?.searchController
    return NavigationBarRows(
      large: showsLargeTitle, search: search != nil,
      hidesSearch: item?.hidesSearchBarWhenScrolling ?? true,
      searchOnly: search?.collapsesNavigationBar ?? false)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// What shows the title: the item's title view, or the title label.
  var title: UIView { titleView ?? titleLabel }

  /// Draws the text of `appearance`: its title and large-title attributes (a key it leaves
  /// out from the bar's `title` / `large` attributes, then UIKit's defaults), its buttons'
  /// and back button's `normal` (or `disabled`) title attributes, and its back indicator.
  func apply(
    _ appearance: UINavigationBarAppearance, title: [NSAttributedString.Key: Any]?,
    large: [NSAttributedString.Key: Any]?
  ) {
    func value<T>(
      _ key: NSAttributedString.Key, _ own: [NSAttributedString.Key: Any],
      _ bar: [NSAttributedString.Key: Any]?
    ) -> T? {
      own[key] as? T ?? bar?[key] as? T
    }
    let small = appearance.titleTextAttributes
    titleLabel.font = value(.font, small, title) ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textColor = value(.foregroundColor, small, title) ?? .label
    let big = appearance.largeTitleTextAttributes
    largeTitleLabel.font = value(.font, big, large) ?? LargeTitle.defaultFont
    largeTitleLabel.textColor = value(.foregroundColor, big, large) ?? .label
    titleAdjustment = appearance.titlePositionAdjustment
    for (item, button) in madeButtons {
      let look = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
      let state = item.isEnabled ? look.normal : look.disabled
      let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
      // The item's own title attributes win over the appearance's.
      let own = item.drawnTitleAttributes(for: item.isEnabled ? .normal : .disabled)
      button.titleLabel?.font =
        own[.font] as? UIFont ?? state.titleTextAttributes[.font] as? UIFont
        ?? UIFont.systemFont(ofSize: 17, weight: weight)
      button.setTitleColor(
        own[.foregroundColor] as? UIColor ?? state.titleTextAttributes[.foregroundColor]
          as? UIColor, for: .normal)
    }
    backButton?.apply(appearance)
    setNeedsLayout()
  }

  /// The centre x of the back button's title, in the content's coordinates, once laid out;
  /// `nil` without a back button.
  var backTitleCenterX: CGFloat? {
    guard let backButton else { return nil }
    layoutIfNeeded()
    backButton.layoutIfNeeded()
    return backButton.frame.minX + backButton.label.frame.midX
  }

  private func makeView(for item: UIBarButtonItem) -> UIView {
    item.applyAppearance(shownIn: self)
    let view = NavigationBarContent.view(for: item)
    if item.customView == nil, let button = view as? UIButton { madeButtons.append((item, button)) }
    return view
  }

  /// The view the bar shows for `item`: its custom view, or a button sending its action.
  static func view(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView {
      item.shownView = custom
      return custom
    }
    let button = UIButton(type: .system)
    item.shownView = button
    button.setTitle(item.drawnTitle, for: .normal)
    if let image = item.drawnImage, item.drawnTitle == nil { button.setImage(image, for: .normal) }
    if item.systemItem == .close { button.tintColor = .systemGray }
    if let spoken = item.systemItem?.spokenName { button.accessibilityLabel = spoken }
    button.titleLabel?.font = UIFont.systemFont(
      ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if let tint = item.tintColor { button.tintColor = tint }
    let own = item.drawnTitleAttributes(for: item.isEnabled ? .normal : .disabled)
    if let font = own[.font] as? UIFont { button.titleLabel?.font = font }
    if let color = own[.foregroundColor] as? UIColor { button.setTitleColor(color, for: .normal) }
    if let color = item.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor {
      button.setTitleColor(color, for: .highlighted)
    }
    if item.imageInsets != .zero { button.imageEdgeInsets = item.imageInsets }
    button.isEnabled = item.isEnabled
    button.accessibilityIdentifier = item.accessibilityIdentifier ?? item.drawnTitle
    button.addAction(
      UIAction { [weak item, weak button] _ in item?.performTap(from: button) },
      for: .touchUpInside)
    return button
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = UINavigationBar.standardHeight
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
      x: (bounds.width - width) / 2 + titleAdjustment.horizontal,
      y: (height - title.bounds.height) / 2 + titleAdjustment.vertical, width: width,
      height: title.bounds.height)
    // UIKit's bars lay out leading to trailing: in right to left the back button (its chevron
    // pointing right) is at the right edge, the left items next to it, the right items at the
    // left edge, the title mirrored about the centre.
    if isRightToLeft {
      var row: [UIView] = leftViews + rightViews + [title]
      if let backButton { row.append(backButton) }
      for view in row { view.frame.origin.x = bounds.width - view.frame.maxX }
    }
    let rows = self.rows
    let split = rows.split(height: bounds.height)
    if showsLargeTitle { layoutLargeTitle(row: split.large) }
    hideRow(rows.searchOnly)
    if let search = item?.searchController, search.searchBar.superview === searchBand {
      let top = rows.searchOnly ? 0 : UINavigationBar.standardHeight + split.large
      searchBand.frame = CGRect(x: 0, y: top, width: bounds.width, height: split.search)
      search.searchBar.frame = searchBand.bounds
    }
  }

  /// Hides (or shows again) the 44 pt row and the large title while an active search shows
  /// only its band.
  private func hideRow(_ hide: Bool) {
    guard hide != rowHidden else { return }
    rowHidden = hide
    var views: [UIView] = [title, largeRow] + leftViews + rightViews
    if let backButton { views.append(backButton) }
    for view in views { view.isHidden = hide }
  }

  /// The large-title row below the 44 pt row, clipping the title whose baseline keeps 12 pt
  /// above the bar's bottom; the title grows when stretched; the small title fades in as the
  /// large one passes under the row (`LargeTitle`).
  private func layoutLargeTitle(row: CGFloat) {
    let top = UINavigationBar.standardHeight
    largeRow.frame = CGRect(x: 0, y: top, width: bounds.width, height: row)
    let font = largeTitleLabel.font ?? LargeTitle.defaultFont
    largeTitleLabel.transform = .identity
    largeTitleLabel.sizeToFit()
    let width = min(largeTitleLabel.bounds.width, max(0, bounds.width - 2 * LargeTitle.leftInset))
    let labelHeight = largeTitleLabel.bounds.height
    let baseline = row - LargeTitle.baselineFromBottom
    // The label draws one line centred in its height, its baseline `ascender` below its top
    // when it is one line tall.
    let ascent = font.ascender + (labelHeight - font.lineHeight) / 2
    // Right to left, the large title is right-aligned, 16 pt in from the right edge, and the
    // shift (along the leading-to-trailing axis) mirrored with it.
    let mirrored = isRightToLeft
    let leadingX = LargeTitle.leftInset + largeTitleShift
    largeTitleLabel.frame = CGRect(
      x: mirrored ? bounds.width - leadingX - width : leadingX, y: baseline - ascent,
      width: width, height: labelHeight)
    let scale = LargeTitle.scale(row: row)
    if scale != 1 {
      // Grown about its leading end and baseline: shifts undo the move of a scale about the
      // centre.
      let dx = (mirrored ? -1 : 1) * (scale - 1) * width / 2
      let dy = (1 - scale) * (ascent - labelHeight / 2)
      largeTitleLabel.transform = CGAffineTransform(translationX: dx, y: dy)
        .scaledBy(x: scale, y: scale)
    }
    if titleView == nil {
      titleLabel.alpha = LargeTitle.smallTitleAlpha(row: row, ascender: font.ascender)
    }
  }
}

/// The back button: UIKit's chevron (a 12 × 21 pt stroke, 3 pt wide, round caps) 8 pt from
/// the leading edge (the left; the right, pointing right, in right to left), or the appearance's back indicator image there, and the previous item's back
/// title 6 pt after it, both in the tint colour unless the appearance's back button attributes
/// give a colour.
@preconcurrency @MainActor
final class NavigationBackButton: UIControl {
  let label = UILabel()
  private let chevron = CAShapeLayer()
  private let indicator = UIImageView(frame: .zero)
  private var titleColor: UIColor?

  init(title: String) {
    super.init(frame: .zero)
    label.text = title
    label.font = UIFont.systemFont(ofSize: 17)
    label.isUserInteractionEnabled = false
    addSubview(label)
    indicator.isUserInteractionEnabled = false
    indicator.isHidden = true
    addSubview(indicator)
    chevron.fillColor = nil
    chevron.lineWidth = 3
    chevron.lineCap = .round
    chevron.lineJoin = .round
    chevron.path = Self.chevronPath(pointingRight: false)
    layer.addSublayer(chevron)
  }

  required init?(coder: NSCoder) { fatalError("not archived") }

  /// Draws `appearance`'s back button title attributes and back indicator image.
  func apply(_ appearance: UINavigationBarAppearance) {
    let attributes = appearance.backButtonAppearance.normal.titleTextAttributes
    label.font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
    titleColor = attributes[.foregroundColor] as? UIColor
    indicator.image = appearance.backIndicatorImage
    indicator.isHidden = appearance.backIndicatorImage == nil
    chevron.isHidden = appearance.backIndicatorImage != nil
    setNeedsLayout()
  }

  /// The width of the indicator: the chevron's 12 pt or the image's width.
  private var indicatorWidth: CGFloat { indicator.image?.size.width ?? 12 }

  /// Indicator, gap and title, points.
  var fittingWidth: CGFloat {
    label.sizeToFit()
    return 8 + indicatorWidth + 6 + label.bounds.width
  }

  /// Lays out chevron (or indicator image) and title from the leading edge: right to left, the
  /// chevron is 8 pt from the right edge and points right, the title left of it (UIKit mirrors
  /// the back indicator in a right-to-left bar; Apple's guidelines, "Right to left": flip
  /// controls that show forward or backward motion).
  override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = isRightToLeft
    func placed(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
      mirrored ? bounds.width - x - width : x
    }
    label.sizeToFit()
    label.frame = CGRect(
      x: placed(8 + indicatorWidth + 6, label.bounds.width),
      y: (bounds.height - label.bounds.height) / 2,
      width: label.bounds.width, height: label.bounds.height)
    label.textColor = titleColor ?? tintColor
    chevron.strokeColor = tintColor.cgColor
    if mirrored != chevronPointsRight {
      chevronPointsRight = mirrored
      chevron.path = Self.chevronPath(pointingRight: mirrored)
    }
    chevron.frame = CGRect(x: placed(8, 12), y: (bounds.height - 21) / 2, width: 12, height: 21)
    let size = indicator.image?.size ?? .zero
    indicator.frame = CGRect(
      x: placed(8, size.width), y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// Whether the chevron's path points right (the right-to-left back button).
  private var chevronPointsRight = false

  /// The chevron's stroke in its 12 × 21 pt box: from the top-right corner to the middle of
  /// the left side and down to the bottom-right corner, or that mirrored.
  static func chevronPath(pointingRight: Bool) -> CGPath {
    let path = CGMutablePath()
    let outer: CGFloat = pointingRight ? 1.5 : 10.5
    let tip: CGFloat = pointingRight ? 10.5 : 1.5
    path.move(to: CGPoint(x: outer, y: 1.5))
    path.addLine(to: CGPoint(x: tip, y: 10.5))
    path.addLine(to: CGPoint(x: outer, y: 19.5))
    return path
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    setNeedsLayout()
  }
}
