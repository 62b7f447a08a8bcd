import Foundation

/// What a list layout decides of a list cell's look (set by the collection view at each
/// layout, from the section's ``UICollectionLayoutListConfiguration``).
struct ListCellLook: Equatable {
  var appearance: UICollectionLayoutListConfiguration.Appearance
  var isFirst: Bool
  var isLast: Bool
  /// Whether the item is its section's header (`.firstItemInSection`).
  var isHeaderItem: Bool
  var separatorShown: Bool
  var separatorColor: UIColor
  /// The bottom separator's leading and trailing insets, or `nil` for the list's (the text's
  /// leading edge).
  var separatorLeading: CGFloat?
  var separatorTrailing: CGFloat?
  var editing: Bool

  static func == (a: ListCellLook, b: ListCellLook) -> Bool {
    a.appearance == b.appearance && a.isFirst == b.isFirst && a.isLast == b.isLast
      && a.isHeaderItem == b.isHeaderItem && a.separatorShown == b.separatorShown
      && a.separatorColor === b.separatorColor && a.separatorLeading == b.separatorLeading
      && a.separatorTrailing == b.separatorTrailing && a.editing == b.editing
  }
}

/// A collection view cell for lists, UIKit's `UICollectionViewListCell`: a cell whose
/// ``defaultContentConfiguration()`` is a list cell's, with ``accessories``, and, in a list
/// section (``UICollectionLayoutListConfiguration``), the table's looks: a
/// `systemBackground` (plain) or `secondarySystemGroupedBackground` (grouped) background that
/// turns `systemGray4` while highlighted or selected, a separator of one device pixel along its
/// bottom from the text's leading edge (none under a grouped section's last row), the
/// `.insetGrouped` corners, and the swipe actions of the list's providers.
///
/// Layout: leading accessories from the 16 pt margin, trailing ones ending at the trailing
/// 16 pt margin, 8 pt apart; `contentView` between them, 14 pt clear of the trailing ones (a
/// table's 38 pt accessory space less its margin and 8 pt chevron), and above the separator.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell, SwipeableCell {
  /// The accessories, shown at their edges in the states they ask for (`accessories`).
  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessories() }
  }

  /// A list cell's content configuration with no content (`defaultContentConfiguration()`):
  /// ``UIListContentConfiguration/cell()``, or the header look for a section's first item in a
  /// list whose `headerMode` is `.firstItemInSection` (`groupedHeader()` in grouped lists,
  /// `header()` in plain ones).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    guard let look = listLook, look.isHeaderItem else { return .cell() }
    return look.appearance.isGrouped ? .groupedHeader() : .header()
  }

  /// The cell's state, editing included.
  open override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isEditing = listLook?.editing ?? false
    state.isSwiped = swipeOffset != 0
    return state
  }

  // MARK: List state

  /// The look the list layout decided, or `nil` outside a list section.
  final var listLook: ListCellLook? {
    didSet {
      guard listLook != oldValue else { return }
      if listLook?.editing != oldValue?.editing {
        rebuildAccessories()
        setNeedsUpdateConfiguration()
      }
      setNeedsLayout()
    }
  }
  /// How far a swipe moved the content, points (negative: to the left).
  final var swipeOffset: CGFloat = 0
  /// The actions a swipe reveals, behind the content.
  final private(set) var swipeActionsView: SwipeActionsView?
  /// The accessories shown.
  final private(set) var accessoryViews: [CellAccessoryView] = []
  /// What a tap on an accessory asks of the collection view (set by it).
  final var accessoryTapped: ((UICellAccessory) -> Void)?
  private let listBackground = UIView(frame: .zero)
  private let separatorView = UIView(frame: .zero)

  /// Shows `view` as the revealed swipe actions (or removes them).
  func showSwipeActions(_ view: SwipeActionsView?) {
    swipeActionsView?.removeFromSuperview()
    swipeActionsView = view
    if let view { insertSubview(view, belowSubview: contentView) }
    layoutSubviews()
  }

  /// Clears the swipe as well as highlight and selection.
  open override func prepareForReuse() {
    super.prepareForReuse()
    swipeOffset = 0
    showSwipeActions(nil)
  }

  open override var isSelected: Bool {
    didSet { if accessories.contains(where: { if case .multiselect = $0.kind { true } else { false } }) { rebuildAccessories() } }
  }

  private func rebuildAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    let editing = listLook?.editing ?? false
    accessoryViews = accessories.filter { $0.displayedState.shows(editing: editing) }.map { accessory in
      let tappable: Bool =
        switch accessory.kind {
        case .delete, .detail, .outlineDisclosure: true
        default: false
        }
      let view = CellAccessoryView(
        accessory, selected: isSelected, tint: tintColor,
        onTap: tappable ? { [weak self] in self?.accessoryTapped?(accessory) } : nil)
      addSubview(view)
      return view
    }
    setNeedsLayout()
  }

  /// Space between accessories, and between the trailing ones and `contentView`, points.
  static let accessorySpacing: CGFloat = 8
  static let contentToTrailingAccessory: CGFloat =
    UITableViewCell.accessoryWidth - ListMetrics.margin - 8

  /// The separator's height: one device pixel when shown.
  var separatorHeight: CGFloat {
    listLook?.separatorShown == true ? 1 / (window?.screenScale ?? 2) : 0
  }

  /// The leading and trailing widths the accessories take, margins included.
  private var accessoryExtents: (leading: CGFloat, trailing: CGFloat) {
    let leading = accessoryViews.filter { $0.accessory.leading }
    let trailing = accessoryViews.filter { !$0.accessory.leading }
    func extent(_ views: [CellAccessoryView], gapToContent: CGFloat) -> CGFloat {
      guard !views.isEmpty else { return 0 }
      return ListMetrics.margin + views.map(\.width).reduce(0, +)
        + CGFloat(views.count - 1) * Self.accessorySpacing + gapToContent
    }
    return (extent(leading, gapToContent: 0), extent(trailing, gapToContent: Self.contentToTrailingAccessory))
  }

  /// The content's height a row takes for `width`: a list content configuration's fitting
  /// height (as a table row's: at least 44 pt with the separator), or `nil` for other content.
  func listFittingHeight(width: CGFloat) -> CGFloat? {
    guard let list = contentConfigurationSlot.view as? UIListContentView else { return nil }
    let extents = accessoryExtents
    return max(
      list.minimumRowHeight,
      list.fittingHeight(forWidth: width - extents.leading - extents.trailing) + separatorHeight)
  }

  override func contentViewFrame() -> CGRect {
    let extents = accessoryExtents
    return CGRect(
      x: swipeOffset + extents.leading, y: 0,
      width: max(0, bounds.width - extents.leading - extents.trailing),
      height: max(0, bounds.height - separatorHeight))
  }

  /// Places the background, accessories, separator and swipe actions (see the type's notes).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = max(0, bounds.height - separatorHeight)
    var x = swipeOffset + ListMetrics.margin
    for view in accessoryViews where view.accessory.leading {
      view.frame = CGRect(x: x, y: 0, width: view.width, height: height)
      x += view.width + Self.accessorySpacing
    }
    var trailingX = swipeOffset + bounds.width - ListMetrics.margin
    for view in accessoryViews.reversed() where !view.accessory.leading {
      trailingX -= view.width
      view.frame = CGRect(x: trailingX, y: 0, width: view.width, height: height)
      trailingX -= Self.accessorySpacing
    }
    layoutListLook()
    if let swipeActionsView {
      swipeActionsView.frame =
        swipeActionsView.trailing
        ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -min(0, swipeOffset), height: height)
        : CGRect(x: 0, y: 0, width: max(0, swipeOffset), height: height)
      swipeActionsView.layoutSubviews()
    }
  }

  private func layoutListLook() {
    guard let look = listLook else {
      listBackground.removeFromSuperview()
      separatorView.removeFromSuperview()
      return
    }
    if backgroundView == nil {
      if listBackground.superview !== self { insertSubview(listBackground, at: 0) }
      listBackground.isUserInteractionEnabled = false
      listBackground.frame = bounds.offsetBy(dx: swipeOffset, dy: 0)
      let shaded = (isHighlighted || isSelected) && selectedBackgroundView == nil
        && !look.editing
      listBackground.backgroundColor =
        shaded
        ? .systemGray4
        : look.appearance.isGrouped ? .secondarySystemGroupedBackground : .systemBackground
    } else {
      listBackground.removeFromSuperview()
    }
    if look.appearance.isInset {
      ListMetrics.roundInsetGroupedCorners(of: self, first: look.isFirst, last: look.isLast)
    } else {
      ListMetrics.roundInsetGroupedCorners(of: self, first: false, last: false)
    }
    // A swiped row shows its content and actions within its own bounds only.
    if swipeOffset != 0 || swipeActionsView != nil { clipsToBounds = true }
    if separatorView.superview !== self { addSubview(separatorView) }
    separatorView.isUserInteractionEnabled = false
    separatorView.isHidden = !look.separatorShown
    separatorView.backgroundColor = look.separatorColor
    // The separator starts under the text, as UIKit aligns it (the separator layout guide).
    var leading = look.separatorLeading ?? ListMetrics.margin
    if look.separatorLeading == nil, let list = contentConfigurationSlot.view as? UIListContentView,
      let textX = list.textLeading
    {
      leading = contentView.frame.minX - swipeOffset + list.frame.minX + textX
    }
    let trailing = look.separatorTrailing ?? 0
    let h = separatorHeight
    separatorView.frame = CGRect(
      x: leading + swipeOffset, y: bounds.height - h,
      width: max(0, bounds.width - leading - trailing), height: h)
    bringSubviewToFront(separatorView)
  }
}
