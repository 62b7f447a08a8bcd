import Foundation

/// The view of one item of a collection view, UIKit's `UICollectionViewCell`.
///
/// Its subviews, back to front: ``backgroundView``, ``selectedBackgroundView`` (shown only
/// while the cell ``isSelected`` or ``isHighlighted``) and ``contentView``, where the cell's
/// own views go; all three fill the cell's bounds (they resize with it, and every layout of the
/// cell puts them back at its bounds). The collection view sets
/// ``isHighlighted`` while a finger is down on the cell and ``isSelected`` when a tap selects
/// it (UICollectionView+Selection.swift).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in (`contentView`).
  public let contentView = UIView()

  /// The view behind the content (`backgroundView`, default `nil`), sized to the cell.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        backgroundView.frame = bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    }
  }

  /// The view shown behind the content while the cell is selected or highlighted
  /// (`selectedBackgroundView`, default `nil`), above ``backgroundView``.
  open var selectedBackgroundView: UIView? {
    didSet {
      guard oldValue !== selectedBackgroundView else { return }
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
        selectedBackgroundView.frame = bounds
        selectedBackgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
      }
    }
  }

  /// Whether the cell is selected (`isSelected`, default false); shows or hides the
  /// ``selectedBackgroundView``.
  open var isSelected = false {
    didSet { updateSelectedBackground() }
  }

  /// Whether a finger is down on the cell (`isHighlighted`, default false); shows or hides the
  /// ``selectedBackgroundView``.
  open var isHighlighted = false {
    didSet { updateSelectedBackground() }
  }

  /// The view the content configuration made, in ``contentView``.
  let contentConfigurationSlot = ContentConfigurationSlot()
  /// Whether the configuration update must run at the next layout.
  final var needsConfigurationUpdate = true

  /// What runs when the cell's state changes (`UICollectionViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler =
    @MainActor (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

  /// The cell's content as a configuration (`contentConfiguration`, iOS 14): its view is added
  /// to ``contentView``, filling it; a new configuration the view supports is given to it,
  /// another replaces it; `nil` removes it.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentConfigurationSlot.install(contentConfiguration, in: contentView)
      setNeedsLayout()
    }
  }

  /// Whether the cell replaces its ``contentConfiguration`` with
  /// ``UIContentConfiguration/updated(for:)`` when its state changes
  /// (`automaticallyUpdatesContentConfiguration`, default true).
  open var automaticallyUpdatesContentConfiguration = true

  /// Runs after ``updateConfiguration(using:)`` at each state change
  /// (`configurationUpdateHandler`, iOS 15).
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state: selected, highlighted, and its traits (`configurationState`).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isExpanded = isOutlineExpanded
    return state
  }

  /// Whether the cell's item is expanded in its section snapshot (set by the diffable data
  /// source; the state's ``UICellConfigurationState/isExpanded``).
  final var isOutlineExpanded = false {
    didSet {
      guard isOutlineExpanded != oldValue else { return }
      setNeedsUpdateConfiguration()
      outlineExpansionChanged()
    }
  }

  /// Shows the outline `state` of the cell's item: its expansion, and for a list cell its
  /// level as `indentationLevel`.
  func showOutlineState(_ state: (level: Int, isExpanded: Bool)) {
    isOutlineExpanded = state.isExpanded
  }

  /// Called when ``isOutlineExpanded`` changes.
  func outlineExpansionChanged() {}

  /// Asks for ``updateConfiguration(using:)`` before the next layout
  /// (`setNeedsUpdateConfiguration()`).
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// The cell's background as a configuration (`backgroundConfiguration`, iOS 14; `nil` by
  /// default for a cell that is not a list cell), drawn behind the content as a table cell's
  /// is: colour, corner radius, insets, stroke, visual effect, custom view. Setting one resets
  /// ``backgroundColor``, ``backgroundView`` and ``selectedBackgroundView`` to `nil` (Apple:
  /// background configurations and views are "mutually exclusive"); with
  /// ``automaticallyUpdatesBackgroundConfiguration`` its state colours follow selection and
  /// highlight.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      if backgroundConfiguration != nil {
        if backgroundColor != nil { backgroundColor = nil }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
      }
      setNeedsLayout()
    }
  }
  /// Whether the cell replaces its ``backgroundConfiguration`` with
  /// ``UIBackgroundConfiguration/updated(for:)`` when its state changes
  /// (`automaticallyUpdatesBackgroundConfiguration`, default true).
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// The view drawing ``backgroundConfiguration``.
  final var configuredBackground: ConfiguredBackgroundView?

  /// Updates the cell's configurations for `state` (`updateConfiguration(using:)`): the
  /// default does nothing. Called before the cell is first laid out and after each state
  /// change.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// A cell with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCell()
  }

  /// A cell with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpCell()
  }

  private func setUpCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Keeps the background views and the content view filling the bounds, then lays out the
  /// rest as `UIView` does.
  open override func layoutSubviews() {
    if needsConfigurationUpdate {
      needsConfigurationUpdate = false
      let state = configurationState
      if automaticallyUpdatesContentConfiguration, let contentConfiguration {
        self.contentConfiguration = contentConfiguration.updated(for: state)
      }
      if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
        self.backgroundConfiguration = backgroundConfiguration.updated(for: state)
      }
      updateConfiguration(using: state)
      configurationUpdateHandler?(self, state)
    }
    for view in [backgroundView, selectedBackgroundView] {
      if let view, view.frame != bounds { view.frame = bounds }
    }
    ConfiguredBackgroundView.layout(
      backgroundConfiguration, in: self, rect: bounds, view: &configuredBackground)
    let contentFrame = contentViewFrame()
    if contentView.frame != contentFrame { contentView.frame = contentFrame }
    super.layoutSubviews()
    contentConfigurationSlot.layout(in: contentView)
  }

  /// Where `contentView` goes: the bounds (a list cell leaves room for its accessories and
  /// separator, and follows a swipe).
  func contentViewFrame() -> CGRect { bounds }

  /// Resets highlight and selection state before reuse, as UIKit's does, then `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    if isHighlighted { isHighlighted = false }
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    setNeedsUpdateConfiguration()
  }
}

// UICollectionViewListCell lives in this file with its superclass: a subclass's class metadata
// names the superclass's `configurationUpdateHandler` accessors, which the compiler mangles
// differently when the subclass is compiled from another file (the @MainActor closure type
// seen as @Sendable there), and the link then fails.

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

  /// How many levels the content is indented (`indentationLevel`, default 0); the diffable
  /// data source sets it to the item's level in its section snapshot.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The width of one indentation level, points (`indentationWidth`). UIKit documents no
  /// default for list cells; this model takes a table cell's documented 10 pt.
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }
  /// Whether the leading accessories move with the indentation (`indentsAccessories`, default
  /// true); when false only the content view is indented.
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }

  /// The indentation, points: ``indentationLevel`` × ``indentationWidth`` (Apple,
  /// `indentationWidth`).
  private var indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

  override func showOutlineState(_ state: (level: Int, isExpanded: Bool)) {
    super.showOutlineState(state)
    indentationLevel = state.level
  }

  /// Turns the outline disclosure's chevron, over 0.3 s in a window (as iOS turns it when the
  /// item expands or collapses), at once otherwise.
  override func outlineExpansionChanged() {
    let turn = { for view in self.accessoryViews { view.isExpanded = self.isOutlineExpanded } }
    if window != nil { UIView.animate(withDuration: 0.3, animations: turn) } else { turn() }
  }

  /// Whether a tap anywhere on the cell expands or collapses it: it shows an outline
  /// disclosure without an action handler whose style is `.header`, or `.automatic` in a
  /// list section's header item (Apple, `OutlineDisclosureStyle.header`: "tapping anywhere in
  /// the cell toggles the expansion").
  var togglesOutlineOnTap: Bool {
    accessoryViews.contains { view in
      guard case .outlineDisclosure(.none, let style) = view.accessory.kind else { return false }
      return style == .header || (style == .automatic && listLook?.isHeaderItem == true)
    }
  }

  /// A list cell's content configuration with no content (`defaultContentConfiguration()`):
  /// ``UIListContentConfiguration/cell()``, or the header look for a section's first item in a
  /// list whose `headerMode` is `.firstItemInSection` (`groupedHeader()` in grouped lists,
  /// `header()` in plain ones).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    if let supplementary = supplementaryLook {
      let grouped = supplementary.grouped
      switch supplementary.kind {
      case UICollectionView.elementKindSectionHeader: return grouped ? .groupedHeader() : .header()
      case UICollectionView.elementKindSectionFooter: return grouped ? .groupedFooter() : .footer()
      default: return .cell()
      }
    }
    guard let look = listLook, look.isHeaderItem else { return .cell() }
    return look.appearance.isGrouped ? .groupedHeader() : .header()
  }

  /// For a list cell dequeued as a supplementary view: its element kind and whether its
  /// section's list is grouped (set before the registration's handler runs), so that
  /// ``defaultContentConfiguration()`` gives a header's or footer's look, as UIKit's does for a
  /// list cell registered as a section header or footer.
  final var supplementaryLook: (kind: String, grouped: Bool)?

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
    didSet {
      if accessories.contains(where: { if case .multiselect = $0.kind { true } else { false } }) {
        rebuildAccessories()
      }
    }
  }

  private func rebuildAccessories() {
    for view in accessoryViews { view.removeFromSuperview() }
    let editing = listLook?.editing ?? false
    accessoryViews = accessories.filter { $0.displayedState.shows(editing: editing) }.map {
      accessory in
      let tappable: Bool =
        switch accessory.kind {
        case .delete, .detail, .outlineDisclosure: true
        default: false
        }
      let view = CellAccessoryView(
        accessory, selected: isSelected, tint: tintColor,
        onTap: tappable ? { [weak self] in self?.accessoryTapped?(accessory) } : nil)
      view.isExpanded = isOutlineExpanded
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
    return (
      extent(leading, gapToContent: 0),
      extent(trailing, gapToContent: Self.contentToTrailingAccessory)
    )
  }

  /// The content's height a row takes for `width`: a list content configuration's fitting
  /// height (as a table row's: at least 44 pt with the separator), or `nil` for other content.
  func listFittingHeight(width: CGFloat) -> CGFloat? {
    guard let list = contentConfigurationSlot.view as? UIListContentView else { return nil }
    let extents = accessoryExtents
    return max(
      list.minimumRowHeight,
      list.fittingHeight(forWidth: width - extents.leading - extents.trailing - indentation)
        + separatorHeight)
  }

  /// The content view's frame: laid out from the left, mirrored across the cell in a
  /// right-to-left layout (the accessories and separator are mirrored with it).
  override func contentViewFrame() -> CGRect {
    let frame = leftToRightContentViewFrame()
    return isRightToLeft ? UICollectionView.mirrored(frame, width: bounds.width) : frame
  }

  private func leftToRightContentViewFrame() -> CGRect {
    let extents = accessoryExtents
    return CGRect(
      x: swipeOffset + extents.leading + indentation, y: 0,
      width: max(0, bounds.width - extents.leading - extents.trailing - indentation),
      height: max(0, bounds.height - separatorHeight))
  }

  /// Places the background, accessories, separator and swipe actions (see the type's notes).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = max(0, bounds.height - separatorHeight)
    var x = swipeOffset + ListMetrics.margin + (indentsAccessories ? indentation : 0)
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
    if isRightToLeft {
      for view in accessoryViews {
        view.frame = UICollectionView.mirrored(view.frame, width: bounds.width)
      }
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
      let shaded =
        (isHighlighted || isSelected) && selectedBackgroundView == nil
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
      leading = leftToRightContentViewFrame().minX - swipeOffset + list.frame.minX + textX
    }
    let trailing = look.separatorTrailing ?? 0
    let h = separatorHeight
    separatorView.frame = CGRect(
      x: leading + swipeOffset, y: bounds.height - h,
      width: max(0, bounds.width - leading - trailing), height: h)
    if isRightToLeft {
      separatorView.frame = UICollectionView.mirrored(separatorView.frame, width: bounds.width)
    }
    bringSubviewToFront(separatorView)
  }
}
