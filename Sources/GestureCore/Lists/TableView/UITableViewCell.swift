import Foundation

/// One row of a table view, UIKit's `UITableViewCell`: a ``contentView`` for the row's own
/// views, the standard labels and image of its ``CellStyle``, an accessory on the right, a
/// background, a highlight and selection look, and a separator along its bottom edge.
///
/// - Make cells in the data source with ``UITableView/dequeueReusableCell(withIdentifier:for:)``;
///   a registered class is made with ``init(style:reuseIdentifier:)``, which is `required` here
///   (UIKit makes it through the Objective-C runtime; the tool prepares a user subclass's
///   `override init(style:reuseIdentifier:)` as `required`, in place).
/// - Layout (frames, in ``layoutSubviews()``): `contentView` spans the cell less the accessory
///   (38 pt wide when shown) and the separator (one device pixel, at the bottom); the standard
///   views sit in it 16 pt from its leading edge (an iPhone's cell margin), the image first,
///   centred vertically, the text 16 pt after it. Styles (UIKit's classic cell styles; fonts
///   are the system font at UIKit's sizes): `.default` one 17 pt label; `.subtitle` a 17 pt
///   label over a 12 pt one, centred together; `.value1` a 17 pt label on the left and a 17 pt
///   `secondaryLabel` one right-aligned; `.value2` a right-aligned 12 pt tint-coloured label in
///   a 67 pt column and a 12 pt label after it.
/// - A self-sizing row (``UITableView/automaticDimension``) whose `contentView` holds views
///   placed by constraints gets `contentView` placed by constraints too: its top, leading
///   and width pinned to the cell, its height free (held to zero at `fittingSizeLevel`), so its
///   constraints decide the row's height, as `systemLayoutSizeFitting` with a required width
///   and a fitting-level height does in UIKit.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The standard layouts of the labels (`UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable {
    /// One label on the left, and an optional image.
    case `default`
    /// A label on the left and a right-aligned detail label in `secondaryLabel`.
    case value1
    /// A small right-aligned tinted label, then a detail label.
    case value2
    /// A label with a smaller detail label under it.
    case subtitle
  }

  /// How a highlighted or selected cell looks (`UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable {
    /// No change.
    case none
    /// The default grey (blue before iOS 7).
    case blue
    /// Grey.
    case gray
    /// Grey (`systemGray4`).
    case `default`
  }

  /// The standard accessory on the right (`UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron (›).
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour.
    case checkmark
    /// An info button.
    case detailButton
  }

  /// Whether separators are drawn (`UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A hairline.
    case singleLine
    /// A hairline (the etched look of grouped tables before iOS 7 is not drawn).
    case singleLineEtched
  }

  /// The editing control of a row (`UITableViewCell.EditingStyle`).
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none
    /// A red delete control.
    case delete
    /// A green insert control.
    case insert
  }

  /// The height of a row whose cell sizes itself without constraints: 44 pt, Apple's minimum
  /// tappable height and UIKit's default row height before iOS 11.
  static let defaultHeight = ListMetrics.rowHeight
  /// The leading margin of the standard views and of separators on an iPhone, points.
  static let margin = ListMetrics.margin
  /// The width taken by a shown accessory, points.
  static let accessoryWidth: CGFloat = 38

  /// The style the cell was made with.
  public let cellStyle: CellStyle
  /// The identifier the table reuses the cell under (`reuseIdentifier`).
  public let reuseIdentifier: String?

  /// The view for the row's content; add subviews here, not to the cell (`contentView`).
  public let contentView = UIView(frame: .zero)

  /// A cell of `style` reused under `reuseIdentifier` (`init(style:reuseIdentifier:)`).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableViewCell.defaultHeight))
    setUpCell()
  }

  /// A cell from an archive (`init?(coder:)`): a storyboard's prototype `<tableViewCell>`
  /// gives its `style` (Interface Builder's Basic, Subtitle, Right Detail and Left Detail are
  /// `.default`, `.subtitle`, `.value1`, `.value2`; Custom is `.default`) and its
  /// `reuseIdentifier`; any other coder a `.default` cell with none. The other properties are
  /// set by the loader (docs/interface-builder.md).
  public required init?(coder: NSCoder) {
    let element = (coder as? IBCoder)?.element
    self.cellStyle = IBValues.cellStyle(element?["style"]) ?? .default
    self.reuseIdentifier = element?["reuseIdentifier"]
    super.init(coder: coder)
    setUpCell()
  }

  /// A `.default` cell without a reuse identifier (`init(frame:)`, as UIKit's
  /// `initWithFrame:` makes).
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The cell's background colour (`backgroundColor`). Until code sets it, the table's style
  /// decides it, as UIKit's default background configuration of a table cell does
  /// (`UIBackgroundConfiguration.listPlainCell()` / `listGroupedCell()`): `systemBackground` in
  /// a `.plain` table, `secondarySystemGroupedBackground` in a grouped or inset-grouped one
  /// (white in light appearance either way; (28, 28, 30) rather than black in dark).
  open override var backgroundColor: UIColor? {
    didSet { if !assigningDefaultBackground { backgroundColorAssigned = true } }
  }
  /// Whether code assigned ``backgroundColor``.
  private var backgroundColorAssigned = false
  private var assigningDefaultBackground = false

  /// Gives the cell the default background of a table of `style`, unless code set one.
  func setDefaultBackground(for style: UITableView.Style) {
    guard !backgroundColorAssigned else { return }
    assigningDefaultBackground = true
    defer { assigningDefaultBackground = false }
    let color: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
    if backgroundColor !== color { backgroundColor = color }
  }

  private func setUpCell() {
    needsConfigurationUpdate = true
    setDefaultBackground(for: .plain)
    contentView.setOwnLayoutMargins(ListMetrics.contentMargins, directional: true)
    addSubview(contentView)
    separatorView.isUserInteractionEnabled = false
    addSubview(separatorView)
  }

  // MARK: Standard views

  var storedTextLabel: UILabel?
  var storedDetailTextLabel: UILabel?
  var storedImageView: UIImageView?
  /// Performs the storyboard segue the prototype cell is connected to, when the row is
  /// selected (set by the storyboard; weak to its controller).
  final var storyboardSegueTrigger: (@MainActor (UITableViewCell) -> Void)?

  /// The main label, made on first use in `contentView` (`textLabel`; deprecated in iOS 14 in
  /// favour of ``contentConfiguration``).
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    label.font =
      cellStyle == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17)
    if cellStyle == .value2 {
      label.textColor = .systemBlue
      label.textAlignment = .right
    }
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles, made on first use;
  /// `nil` for `.default` (`detailTextLabel`).
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel(frame: .zero)
    switch cellStyle {
    case .value1:
      label.font = .systemFont(ofSize: 17)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .subtitle, .value2, .default:
      label.font = .systemFont(ofSize: 12)
    }
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The image on the leading side, made on first use (`imageView`); `nil` for `.value2`.
  open var imageView: UIImageView? {
    guard cellStyle != .value2 else { return nil }
    if let storedImageView { return storedImageView }
    let view = UIImageView(frame: .zero)
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  // MARK: Content configuration

  /// What runs when the cell's state changes (`UITableViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler =
    @MainActor (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

  /// The view the content configuration made, in ``contentView``.
  let contentConfigurationSlot = ContentConfigurationSlot()
  /// Whether the configuration update must run at the next layout.
  final var needsConfigurationUpdate = false

  /// The cell's content as a configuration (`contentConfiguration`, iOS 14): its view
  /// (``UIContentConfiguration/makeContentView()``) is added to ``contentView``, filling it; a
  /// new configuration the view ``UIContentView/supports(_:)`` is given to it, another replaces
  /// it; `nil` removes it. Use it instead of ``textLabel``, ``detailTextLabel`` and
  /// ``imageView``, as UIKit asks.
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

  /// A list content configuration for the cell's style, with no content
  /// (`defaultContentConfiguration()`): `.subtitle` ``UIListContentConfiguration/subtitleCell()``,
  /// `.value1` ``UIListContentConfiguration/valueCell()``, other styles
  /// ``UIListContentConfiguration/cell()``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .subtitle: .subtitleCell()
    case .value1: .valueCell()
    case .default, .value2: .cell()
    }
  }

  /// The cell's state: selected, highlighted, editing, swiped, and its traits
  /// (`configurationState`).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = selected
    state.isHighlighted = highlighted
    state.isEditing = editing
    state.isSwiped = swipeOffset != 0
    return state
  }

  /// Asks for ``updateConfiguration(using:)`` before the next layout
  /// (`setNeedsUpdateConfiguration()`); the cell asks it itself when made and when its state
  /// changes.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configurations for `state` (`updateConfiguration(using:)`): the
  /// default does nothing; override to set configurations for the state. Called before the
  /// cell is first laid out and after each state change.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Runs the configuration update when asked.
  private func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
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

  // MARK: Accessory, background, selection

  /// The standard accessory (default `.none`).
  open var accessoryType: AccessoryType = .none {
    didSet { updateAccessory() }
  }
  /// A custom accessory view, shown instead of ``accessoryType``'s (`accessoryView`).
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      updateAccessory()
    }
  }
  /// The standard accessory in editing mode, drawn instead of ``accessoryType`` while the
  /// cell is editing (`editingAccessoryType`, default `.none`).
  open var editingAccessoryType: AccessoryType = .none {
    didSet { updateAccessory() }
  }
  /// A custom accessory view for editing mode, shown instead of ``editingAccessoryType``'s
  /// (`editingAccessoryView`).
  open var editingAccessoryView: UIView? {
    didSet {
      if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
      updateAccessory()
    }
  }
  /// How the cell looks highlighted or selected (default `.default`).
  open var selectionStyle: SelectionStyle = .default
  /// A view behind the content (`backgroundView`). Setting one resets
  /// ``backgroundConfiguration`` to `nil` (Apple: the two are "mutually exclusive").
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      if backgroundView != nil { backgroundConfiguration = nil }
      setNeedsLayout()
    }
  }
  /// A view shown behind the content while the cell is highlighted or selected, instead of
  /// the selection style's grey (`selectedBackgroundView`). Setting one resets
  /// ``backgroundConfiguration`` to `nil`.
  open var selectedBackgroundView: UIView? {
    didSet {
      if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      updateSelectionLook()
    }
  }
  /// The cell's background as a configuration (`backgroundConfiguration`, iOS 14), drawn
  /// behind the content by ``ConfiguredBackgroundView``: its colour (the tint colour when
  /// `nil`), corner radius, insets, stroke, visual effect and custom view. Setting one resets
  /// ``backgroundColor``, ``backgroundView`` and ``selectedBackgroundView`` to `nil` (Apple:
  /// background configurations and views are "mutually exclusive"); the configuration's
  /// state colours replace the selection style's grey. `nil` (the default here) keeps the
  /// table style's default background colour.
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      if backgroundConfiguration != nil {
        if backgroundColor != nil { backgroundColor = nil }
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
      }
      updateSelectionLook()
    }
  }
  /// Whether the cell replaces its ``backgroundConfiguration`` with
  /// ``UIBackgroundConfiguration/updated(for:)`` when its state changes
  /// (`automaticallyUpdatesBackgroundConfiguration`, default true).
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// The view drawing ``backgroundConfiguration``.
  final var configuredBackground: ConfiguredBackgroundView?
  /// The separator's inset for this cell; setting it overrides the table's
  /// (`separatorInset`).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet {
      separatorInsetSet = true
      setNeedsLayout()
    }
  }
  /// Whether the reorder grip shows in editing mode (`showsReorderControl`, default false).
  /// A table sets it for each row it shows, as UIKit does: true when its data source
  /// implements `tableView(_:moveRowAt:to:)` and `tableView(_:canMoveRowAt:)` allows the row.
  open var showsReorderControl = false {
    didSet {
      if oldValue != showsReorderControl, editing { updateEditingControls(animated: false) }
    }
  }
  /// Whether the content moves right for the editing control in editing mode
  /// (`shouldIndentWhileEditing`, default true); the table's delegate may say no for a row too
  /// (`tableView(_:shouldIndentWhileEditingRowAt:)`).
  open var shouldIndentWhileEditing = true {
    didSet { setNeedsLayout() }
  }
  /// How far the content is indented (`indentationLevel`, kept).
  open var indentationLevel = 0

  /// Whether the cell shows as selected (`isSelected`).
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell shows as highlighted (`isHighlighted`).
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether editing mode is on (`isEditing`).
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  private var selected = false
  private var highlighted = false
  var editing = false

  /// Shows the cell selected or not (`setSelected(_:animated:)`); override to change the look,
  /// calling `super`.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    updateSelectionLook()
    setNeedsUpdateConfiguration()
  }

  /// Shows the cell highlighted or not (`setHighlighted(_:animated:)`).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    updateSelectionLook()
    setNeedsUpdateConfiguration()
  }

  /// Turns editing mode on or off (`setEditing(_:animated:)`): the editing control of the
  /// row's ``editingStyle`` slides in at the leading edge and the content moves right by its
  /// width (unless ``shouldIndentWhileEditing`` is false), the reorder grip slides in at the
  /// trailing edge when ``showsReorderControl``, and the editing accessory replaces the
  /// accessory; over 0.3 s when `animated` (docs/tables.md, "Editing mode").
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    updateAccessory()
    updateEditingControls(animated: animated)
    setNeedsUpdateConfiguration()
  }

  /// Resets the cell before the table gives it out again (`prepareForReuse()`): the default
  /// clears the highlight and selection; overrides call `super`.
  open func prepareForReuse() {
    selected = false
    highlighted = false
    swipeOffset = 0
    showSwipeActions(nil)
    editingControl?.setConfirming(false, animated: false)
    updateSelectionLook()
  }

  // MARK: Table state

  /// The table the cell is on (weak).
  weak var tableView: UITableView?
  /// Whether the cell's own ``separatorInset`` was set.
  var separatorInsetSet = false
  /// What the table decided of the separator.
  var separatorShown = true
  var tableSeparatorColor: UIColor? = .separator
  var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Whether ``tableSeparatorInset`` is added to the automatic inset (the table's
  /// `separatorInsetReference` is `.fromAutomaticInsets`).
  var tableSeparatorRelative = false
  /// How far a swipe moved the content, points (negative: to the left).
  var swipeOffset: CGFloat = 0

  let separatorView = UIView(frame: .zero)
  /// The actions a swipe reveals, behind the content.
  private(set) var swipeActionsView: SwipeActionsView?

  /// Shows `view` as the revealed swipe actions (or removes them).
  func showSwipeActions(_ view: SwipeActionsView?) {
    swipeActionsView?.removeFromSuperview()
    swipeActionsView = view
    if let view { insertSubview(view, belowSubview: contentView) }
    layoutSubviews()
  }
  private var selectionBackground: UIView?
  private var accessoryPart: UIView?
  /// Whether ``accessoryPart`` was just added and has not been placed yet: it appears at its
  /// place (fading in inside an animation, as leaving editing mode shows it), rather than
  /// sliding in from the cell's origin.
  private final var accessoryNeedsPlacing = false
  /// The width the table's section index takes from the cell's trailing side, points: the
  /// content view and the accessory end before the index, as UIKit narrows them.
  final var sectionIndexInset: CGFloat = 0 {
    didSet { if sectionIndexInset != oldValue { setNeedsLayout() } }
  }
  /// The width taken from the content view's trailing side: the accessory's and the section
  /// index's.
  private var trailingPartsWidth: CGFloat {
    (accessoryPart == nil ? 0 : UITableViewCell.accessoryWidth) + sectionIndexInset
  }
  /// The delete or insert control shown in editing mode.
  final var editingControl: TableEditingControl?
  /// The reorder grip shown in editing mode.
  final var reorderControl: TableReorderControl?
  /// The editing style the table gave the row (``editingStyle``).
  final var tableEditingStyle: EditingStyle = .none
  /// Whether the table's delegate lets the row's content indent in editing mode.
  final var tableIndentsWhileEditing = true

  private func updateSelectionLook() {
    // A background configuration shows the state itself (its `updated(for:)`).
    let shows =
      (selected || highlighted) && selectionStyle != .none && backgroundConfiguration == nil
    if shows {
      let view =
        selectedBackgroundView ?? selectionBackground
        ?? {
          let made = UIView(frame: .zero)
          made.isUserInteractionEnabled = false
          made.backgroundColor = .systemGray4
          selectionBackground = made
          return made
        }()
      if view.superview !== self { insertSubview(view, belowSubview: contentView) }
      view.frame = bounds
    } else {
      selectedBackgroundView?.removeFromSuperview()
      selectionBackground?.removeFromSuperview()
    }
    // Standard labels show their highlighted look as the cell's background changes.
    setNeedsLayout()
  }

  private func updateAccessory() {
    accessoryPart?.removeFromSuperview()
    accessoryPart = nil
    let view = editing ? editingAccessoryView : accessoryView
    let type = editing ? editingAccessoryType : accessoryType
    if let view {
      addSubview(view)
      accessoryPart = view
    } else if type != .none {
      let part = TableAccessoryView(type)
      addSubview(part)
      accessoryPart = part
    }
    accessoryNeedsPlacing = accessoryPart != nil
    setNeedsLayout()
  }

  // MARK: Layout

  /// The contentView's height a self-sizing row takes, plus the separator, or the default
  /// height for a cell whose content uses no constraints; `nil` until the layout engine has
  /// solved it.
  func fittingHeight(separator: Bool) -> CGFloat? {
    let separatorHeight = separator ? 1 / (window?.screenScale ?? 2) : 0
    if let list = contentConfigurationSlot.view as? UIListContentView {
      let width = bounds.width - trailingPartsWidth
      return max(list.minimumRowHeight, list.fittingHeight(forWidth: width) + separatorHeight)
    }
    guard contentUsesConstraints else { return UITableViewCell.defaultHeight }
    if !selfSizing {
      selfSizing = true
      setNeedsLayout()
      return nil
    }
    guard let solved = window?.layoutEngine.solvedFrame(of: contentView) else { return nil }
    return solved.height + separatorHeight
  }

  /// Whether views in `contentView` are placed by constraints.
  var contentUsesConstraints: Bool {
    contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
  }

  /// Whether `contentView` is placed by constraints with a free height.
  private var selfSizing = false {
    didSet {
      guard selfSizing != oldValue, selfSizing else { return }
      contentView.translatesAutoresizingMaskIntoConstraints = false
      let height = contentView.heightAnchor.constraint(equalToConstant: 0)
      height.priority = .fittingSizeLevel
      NSLayoutConstraint.activate([
        contentView.topAnchor.constraint(equalTo: topAnchor),
        contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
        contentView.widthAnchor.constraint(equalTo: widthAnchor, constant: -trailingPartsWidth),
        height,
      ])
    }
  }

  /// Places `contentView`, the standard views, the accessory, the backgrounds and the
  /// separator (see the type's notes).
  open override func layoutSubviews() {
    updateConfigurationIfNeeded()
    super.layoutSubviews()
    let scale = window?.screenScale ?? 2
    let separatorHeight: CGFloat = separatorShown ? 1 / scale : 0
    let trailingWidth = trailingPartsWidth
    // In editing mode a revealed Delete button narrows the content instead of sliding it.
    let narrows = editing && editingControl?.confirming == true
    let contentX = narrows ? 0 : swipeOffset
    let cut = narrows ? -min(0, swipeOffset) : 0
    let indent = editingIndent
    let reorderWidth = reorderControl == nil || narrows ? 0 : ListMetrics.reorderControlWidth
    if selfSizing {
      if let tableView, abs(contentView.frame.height + separatorHeight - bounds.height) > 0.001 {
        tableView.setNeedsLayout()
      }
      contentView.frame.origin.x = contentX + indent
    } else {
      contentView.frame = CGRect(
        x: contentX + indent, y: 0,
        width: max(0, bounds.width - indent - trailingWidth - reorderWidth - cut),
        height: max(0, bounds.height - separatorHeight))
    }
    layoutEditingControls(contentX: contentX, height: max(0, bounds.height - separatorHeight))
    backgroundView.map { view in
      if view.superview !== self { insertSubview(view, at: 0) }
      view.frame = bounds.offsetBy(dx: contentX, dy: 0)
    }
    layoutConfiguredBackground(offset: contentX)
    for view in [selectedBackgroundView, selectionBackground].compactMap({ $0 })
    where view.superview === self {
      view.frame = bounds
    }
    if let accessoryPart {
      let size =
        accessoryPart is TableAccessoryView
        ? (accessoryPart as! TableAccessoryView).partSize : accessoryPart.frame.size
      let frame = CGRect(
        x: contentX + bounds.width - sectionIndexInset - reorderWidth - cut
          - UITableViewCell.margin - size.width,
        y: ((bounds.height - separatorHeight - size.height) / 2 * scale).rounded() / scale,
        width: size.width, height: size.height)
      if accessoryNeedsPlacing {
        accessoryNeedsPlacing = false
        let alpha = accessoryPart.alpha
        UIView.performWithoutAnimation {
          accessoryPart.frame = frame
          accessoryPart.alpha = 0
        }
        accessoryPart.alpha = alpha
      } else {
        accessoryPart.frame = frame
      }
    }
    layoutStandardViews()
    contentConfigurationSlot.layout(in: contentView)
    if let swipeActionsView {
      let height = max(0, bounds.height - separatorHeight)
      swipeActionsView.frame =
        swipeActionsView.trailing
        ? CGRect(x: bounds.width + swipeOffset, y: 0, width: -min(0, swipeOffset), height: height)
        : CGRect(x: 0, y: 0, width: max(0, swipeOffset), height: height)
      swipeActionsView.layoutSubviews()
    }
    separatorView.isHidden = !separatorShown
    separatorView.backgroundColor = tableSeparatorColor
    var inset = tableSeparatorInset
    // A list content view's separator starts under its text, as UIKit aligns it (the cell's
    // separator layout guide follows the text), unless an inset other than the default was set.
    var automaticLeft = UITableViewCell.margin
    if let list = contentConfigurationSlot.view as? UIListContentView, let textX = list.textLeading
    {
      automaticLeft = list.frame.minX + textX
    }
    if tableSeparatorRelative {
      inset.left += automaticLeft
    } else if inset.left == UITableViewCell.margin {
      inset.left = automaticLeft
    }
    separatorView.frame = CGRect(
      x: inset.left + contentX + indent, y: bounds.height - separatorHeight,
      width: max(0, bounds.width - inset.left - indent - inset.right), height: separatorHeight)
    bringSubviewToFront(separatorView)
    mirrorPartsIfRightToLeft()
  }

  /// In a cell laid out right to left, mirrors the frames this pass gave the content view, the
  /// accessory, the separator and the standard image and labels (UIKit lays a cell out from
  /// its leading edge: the image and text on the right, the accessory on the left). The
  /// editing controls and swipe actions are left as laid out.
  private func mirrorPartsIfRightToLeft() {
    guard isRightToLeft else { return }
    func mirror(_ view: UIView?, in width: CGFloat) {
      guard let view else { return }
      view.frame.origin.x = width - view.frame.maxX
    }
    mirror(contentView, in: bounds.width)
    mirror(accessoryPart, in: bounds.width)
    mirror(separatorView, in: bounds.width)
    let inner = contentView.bounds.width
    if let imageView = storedImageView, imageView.shownImage != nil { mirror(imageView, in: inner) }
    mirror(storedTextLabel, in: inner)
    mirror(storedDetailTextLabel, in: inner)
  }

  private func layoutStandardViews() {
    let width = contentView.bounds.width
    let height = contentView.bounds.height
    let margin = UITableViewCell.margin
    var x = margin
    if let imageView = storedImageView, let image = imageView.shownImage {
      let size = image.size
      imageView.frame = CGRect(
        x: margin, y: ((height - size.height) / 2).rounded(), width: size.width,
        height: size.height)
      x = imageView.frame.maxX + margin
    }
    let text = storedTextLabel
    let detail = storedDetailTextLabel
    let textWidth = max(0, width - x - margin)
    switch cellStyle {
    case .default:
      text?.frame = CGRect(x: x, y: 0, width: textWidth, height: height)
    case .subtitle:
      let textHeight = lineHeight(text)
      let detailHeight = detail?.text?.isEmpty == false ? lineHeight(detail) : 0
      let top = ((height - textHeight - detailHeight) / 2).rounded()
      text?.frame = CGRect(x: x, y: top, width: textWidth, height: textHeight)
      detail?.frame = CGRect(x: x, y: top + textHeight, width: textWidth, height: detailHeight)
    case .value1:
      text?.frame = CGRect(x: x, y: 0, width: textWidth, height: height)
      detail?.frame = CGRect(x: x, y: 0, width: textWidth, height: height)
      // The value sits at the trailing edge: the left one in right-to-left layout.
      if let detail, detail.textAlignment == .left || detail.textAlignment == .right {
        detail.textAlignment = isRightToLeft ? .left : .right
      }
    case .value2:
      let column: CGFloat = 67
      text?.frame = CGRect(x: margin, y: 0, width: column, height: height)
      let detailX = margin + column + 6
      detail?.frame = CGRect(
        x: detailX, y: 0, width: max(0, width - detailX - margin), height: height)
    }
  }

  private func lineHeight(_ label: UILabel?) -> CGFloat {
    guard let font = label?.font else { return 0 }
    return font.lineHeight.rounded(.up)
  }
}
