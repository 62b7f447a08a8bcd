import Foundation

/// A vertically scrolling list of rows in sections, UIKit's `UITableView`, built on
/// ``UIScrollView`` (its drag, rubber band, deceleration and content-touch delay).
///
/// - Content: the ``dataSource`` gives the numbers of sections and rows and a cell per visible
///   row; the delegate (`delegate`, a ``UITableViewDelegate``) gives heights, header and footer
///   views, and hears of display and selection. The table asks, at its first layout and after
///   ``reloadData()``, `numberOfSections(in:)`, `tableView(_:numberOfRowsInSection:)` for each
///   section, then the header, row and footer heights of every section, in section order, then
///   `tableView(_:cellForRowAt:)` and `willDisplay` for the rows in view, top to bottom. The
///   heights of all rows are asked at once, as UIKit does with `estimatedRowHeight` 0; with
///   estimates UIKit asks lazily, which this order does not model.
/// - Reuse: only the cells of rows in the visible bounds exist as subviews; a cell whose row
///   leaves the bounds goes to the reuse queue of its `reuseIdentifier` and comes back from
///   ``dequeueReusableCell(withIdentifier:for:)`` (after ``UITableViewCell/prepareForReuse()``)
///   for the next row that comes into view, so a scrolling table makes at most as many cells as
///   rows fit on screen at once, plus one.
/// - Layout: the table header view, then per section its header, rows and footer, stacked
///   (`TableGeometry`); `contentSize` is their total height. Cells are as wide as the table
///   (`.insetGrouped`: inset by 20 pt each side, the iPhone's readable layout margin, with
///   10 pt corners on the first and last rows).
/// - Heights: ``rowHeight`` (default ``automaticDimension``) or the delegate's
///   `heightForRowAt`; an automatic height is the cell's own: with Auto Layout inside its
///   `contentView`, the height its constraints give `contentView` at the row's width (plus the
///   separator), measured once the cell is placed and remembered for the row until
///   ``reloadData()``; a cell without constraints is 44 pt (Apple's minimum tappable row).
///   Until measured a row is ``estimatedRowHeight`` tall (44 pt when automatic).
/// - Section headers: in `.plain` a header stays pinned to the top of the visible area while
///   its section is in view, and is pushed up by the bottom of its section (the next header):
///   its y is `min(max(contentOffset.y + adjustedContentInset.top − c, top), sectionBottom −
///   height)`, `c` the collapsed part of a large title whose bar follows the table (0…52 pt,
///   ``UIScrollView/largeTitleCollapse``), so it pins under the bar's bottom. Grouped headers scroll with their rows. Default heights (UIKit documents none):
///   `.plain` 28 pt for a section with a title or header view, else 0; grouped styles 35 pt for
///   headers, and 0 for footers without a title (35 with one).
///
/// Points throughout; the content's y grows downward.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's look (`UITableView.Style`).
  public enum Style: Int, Sendable, CaseIterable {
    /// Rows edge to edge, headers pinned while their section is visible.
    case plain
    /// Sections as groups on `systemGroupedBackground`; headers scroll with their rows.
    case grouped
    /// Grouped, with the rows inset from the sides and rounded (iOS 13).
    case insetGrouped
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row (`UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Sendable {
    /// Top if the row is above the visible area, bottom if below, no scroll if visible.
    case none
    /// The row's top at the top of the visible area.
    case top
    /// The row centred in the visible area.
    case middle
    /// The row's bottom at the bottom of the visible area.
    case bottom
  }

  /// How inserted, deleted and reloaded rows appear and go (`UITableView.RowAnimation`).
  public enum RowAnimation: Int, Sendable {
    /// Fades in or out.
    case fade
    /// Slides in from or out to the right.
    case right
    /// Slides in from or out to the left.
    case left
    /// Slides in from or out to the top (over the row above).
    case top
    /// Slides in from or out to the bottom.
    case bottom
    /// No animation of the row itself; the rows around still move.
    case none
    /// Grows from or shrinks to the middle of its space.
    case middle
    /// The table's choice: `.fade` here, as UIKit picks for most cases.
    case automatic = 100
  }

  /// A height that means "the table chooses" (`UITableView.automaticDimension`, −1 as in
  /// UIKit's `UITableViewAutomaticDimension`): for rows, the cell's own height.
  public static let automaticDimension: CGFloat = -1

  /// The look, fixed at creation (`style`).
  public let style: Style

  /// A table of `style` (`init(frame:style:)`).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  /// A `.plain` table (`init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A table from an archive (`init?(coder:)`): a storyboard's or nib's `<tableView>` gives
  /// its `style` (`plain`, `grouped`, `insetGrouped`); any other coder a `.plain` table. The
  /// other properties are set by the loader (docs/interface-builder.md).
  public required init?(coder: NSCoder) {
    self.style = (coder as? IBCoder).flatMap { IBValues.tableStyle($0.element["style"]) } ?? .plain
    super.init(coder: coder)
    setUpTable()
  }

  private func setUpTable() {
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    setUpSwipe()
    if style != .plain {
      sectionFooterHeight = UITableView.automaticDimension
    }
  }

  /// Places the rows, headers and footers in view (`UITableView+Layout.swift`).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }

  /// Highlights the touched row (`UITableView+Selection.swift`).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    rowTouchesBegan(touches)
  }
  /// Keeps the highlight while the finger stays.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Selects the highlighted row.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    rowTouchesEnded(touches)
  }
  /// Removes the highlight.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    rowTouchesCancelled()
  }

  // MARK: Data source and delegate

  /// The object that gives the rows (weak, `dataSource`). Setting it reloads at the next
  /// layout.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The object told which rows will soon show (`prefetchDataSource`, weak;
  /// UITableViewDataSourcePrefetching.swift).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// What the prefetch data source was asked.
  final var prefetching = ListPrefetching()

  /// The scroll view's delegate; a ``UITableViewDelegate`` also answers for the rows. Setting
  /// it reloads at the next layout, as UIKit does.
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      updateContextMenu()
      reloadData()
    }
  }

  /// The delegate as a table view delegate, when it is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: Heights and looks

  /// The height of every row whose delegate gives none, points (default
  /// ``automaticDimension``).
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadGeometry() }
  }
  /// The height of a self-sizing row before it is measured (default ``automaticDimension``:
  /// 44 pt here); 0 turns estimates off, as in UIKit.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The height of section headers, points (default ``automaticDimension``: see the type's
  /// notes).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadGeometry() }
  }
  /// The height of section footers, points (default ``automaticDimension``).
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadGeometry() }
  }
  /// The estimated height of headers (kept for code that sets it; heights are asked at once).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of footers (kept for code that sets it).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Whether rows show separators (default `.singleLine`).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }
  /// The colour of separators (default `separator`).
  open var separatorColor: UIColor? = .separator {
    didSet {
      if noteAppearance(
        .property("separatorColor"), separatorColor,
        { (target: UITableView, value) in target.separatorColor = value })
      {
        return
      }
      setNeedsLayout()
    }
  }
  /// The separators' inset from the cell's edges; only left and right count (default 16 pt on
  /// the left: an iPhone's default cell margin, iOS 8 and later). With
  /// ``separatorInsetReference`` `.fromAutomaticInsets` it is added to the automatic inset.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet {
      separatorInsetAssigned = true
      setNeedsLayout()
    }
  }
  /// Whether code assigned ``separatorInset``.
  final var separatorInsetAssigned = false
  /// How ``separatorInset`` (and a cell's own `separatorInset`) is read
  /// (`separatorInsetReference`, iOS 11; default `.fromCellEdges`).
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges {
    didSet { setNeedsLayout() }
  }

  /// How separator insets are measured (`UITableView.SeparatorInsetReference`).
  public enum SeparatorInsetReference: Int, Sendable {
    /// From the cell's edges: the inset is where the separator starts and ends
    /// (`fromCellEdges`, the default).
    case fromCellEdges = 0
    /// From the automatic insets: the inset is added to where the separator starts by
    /// default, under the cell's text (16 pt, or the start of a list content view's text), and
    /// to 0 on the right; an inset code never set adds nothing (`fromAutomaticInsets`).
    case fromAutomaticInsets = 1
  }
  /// The view above the first section, as wide as the table, its own frame's height tall
  /// (`tableHeaderView`).
  open var tableHeaderView: UIView? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      reloadGeometry()
    }
  }
  /// The view below the last section (`tableFooterView`).
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      reloadGeometry()
    }
  }
  /// A view behind the content, as large as the table (`backgroundView`).
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }
  /// Whether a tap selects a row (default true).
  open var allowsSelection = true
  /// Whether several rows may be selected at once; a tap on a selected row deselects it
  /// (default false).
  open var allowsMultipleSelection = false
  /// Whether rows can be selected in editing mode (default false).
  open var allowsSelectionDuringEditing = false
  /// Whether cells keep their margins within the readable width (kept; iPhones' readable width
  /// is the full width, default false).
  open var cellLayoutMarginsFollowReadableWidth = false

  // MARK: Section index

  /// The colour of the section index's titles (`sectionIndexColor`; `nil`, the default, is the
  /// table's tint colour).
  open var sectionIndexColor: UIColor? {
    didSet { setNeedsLayout() }
  }
  /// The section index's background while no finger is on it
  /// (`sectionIndexBackgroundColor`; default `nil`: clear).
  open var sectionIndexBackgroundColor: UIColor? {
    didSet { setNeedsLayout() }
  }
  /// The section index's background while a finger is on it
  /// (`sectionIndexTrackingBackgroundColor`; default `nil`: clear).
  open var sectionIndexTrackingBackgroundColor: UIColor? {
    didSet { setNeedsLayout() }
  }
  /// The number of rows the table must have for the section index to show
  /// (`sectionIndexMinimumDisplayRowCount`, default 0).
  open var sectionIndexMinimumDisplayRowCount: Int = 0 {
    didSet { setNeedsLayout() }
  }
  /// The section index's titles, as of the last reload.
  final var sectionIndexTitles: [String] = []
  /// Whether the data source must be asked for the titles at the next layout.
  final var sectionIndexTitlesNeedReload = true
  /// The section index's column, made when titles first show.
  final var sectionIndexView: TableSectionIndexView?

  // MARK: State

  /// The row counts of the sections, as of the last reload or update.
  var rowCounts: [Int] = []
  /// Where the parts are.
  var geometry = TableGeometry()
  /// Whether the data source must be asked again at the next layout.
  var needsReload = true
  /// Whether the heights must be asked again at the next layout.
  var needsGeometry = false
  /// The cells on screen, by row.
  var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  /// The section header and footer views on screen, by section.
  var headerViewsBySection: [Int: UIView] = [:]
  var footerViewsBySection: [Int: UIView] = [:]
  /// Cells waiting to be reused, by reuse identifier.
  var reusableCells: [String: [UITableViewCell]] = [:]
  /// Header and footer views waiting to be reused, by reuse identifier.
  var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
  /// The classes registered for cell identifiers.
  var cellClasses: [String: UITableViewCell.Type] = [:]
  /// The prototype cells of a storyboard's table and the cell nibs registered, by reuse
  /// identifier: each makes a new cell from the file.
  final var prototypeCells: [String: @MainActor () -> UITableViewCell] = [:]
  /// The classes registered for header and footer identifiers.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// The nibs registered for header and footer identifiers.
  final var headerFooterNibs: [String: UINib] = [:]
  /// The heights self-sizing rows measured, by row.
  var measuredHeights: [IndexPath: CGFloat] = [:]
  /// The rows whose height is the cell's own.
  var selfSizingRows: Set<IndexPath> = []
  /// The selected rows, in the order selected.
  var selectedPaths: [IndexPath] = []
  /// The row a touch highlights.
  var highlightedPath: IndexPath?
  /// The nesting of `beginUpdates`/`performBatchUpdates`.
  var updateDepth = 0
  /// The changes collected in the current batch.
  var pendingUpdates = TableRowUpdates()
  /// While a batch is applied: places a cell made for a row where its animation starts.
  var rowUpdateStart: ((IndexPath, UITableViewCell) -> Void)?
  /// While a diffable data source reconfigures a row: the row and its cell, which
  /// ``dequeueReusableCell(withIdentifier:for:)`` returns for that row.
  final var reconfiguringCell: (path: IndexPath, cell: UITableViewCell)?
  /// The swipe-action state (`UITableView+SwipeActions.swift`).
  let swipe = SwipeActionsController()

  /// Whether editing mode is on (`isEditing`); see ``setEditing(_:animated:)``.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false

  /// Turns editing mode on or off (`setEditing(_:animated:)`): open swipe actions close, and
  /// each row that can be edited (`canEditRowAt`) shows the control of its editing style
  /// (`editingStyleForRowAt`), its content indented (`shouldIndentWhileEditingRowAt`), and its
  /// reorder grip when it can move; over 0.3 s when `animated` (docs/tables.md, "Editing
  /// mode"; `UITableView+Editing.swift`).
  open func setEditing(_ editing: Bool, animated: Bool) {
    closeSwipe(animated: animated)
    self.editing = editing
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
      applyEditingLook(to: cell, at: path, animated: animated)
    }
    setNeedsLayout()
  }
  /// The row whose Delete button its delete control revealed, while shown.
  final var confirmingDeletePath: IndexPath?
  /// The long press that opens a row's context menu (UITableView+ContextMenu.swift), while
  /// the delegate implements the context-menu method.
  final var contextMenuPress: ContextMenuPress?
  /// The row being dragged by its reorder grip, or lifted by a drag (its gap among the rows).
  final var reorder: TableReorder?

  // MARK: Drag and drop (`UITableView+DragDrop.swift`)

  /// Whether a long press on a row starts a drag (`dragInteractionEnabled`): false on iPhone,
  /// the modelled device (Apple: "The default value of this property is true on iPad and
  /// false on iPhone"). Turning it on adds the long press that lifts rows; off removes it.
  open var dragInteractionEnabled = false {
    didSet {
      guard dragInteractionEnabled != (dragPress != nil) else { return }
      if dragInteractionEnabled {
        dragPress = TableDragPress(on: self)
      } else {
        dragPress?.detach()
        dragPress = nil
      }
    }
  }
  /// The object that gives the items of a drag of the table's rows (weak, `dragDelegate`).
  open weak var dragDelegate: (any UITableViewDragDelegate)?
  /// The object that takes drops on the table (weak, `dropDelegate`).
  open weak var dropDelegate: (any UITableViewDropDelegate)?
  /// Whether one of the table's rows is being dragged (`hasActiveDrag`).
  open var hasActiveDrag: Bool { tableDrag != nil }
  /// Whether a drag is over the table (`hasActiveDrop`).
  open var hasActiveDrop: Bool { tableDrag?.entered ?? false }
  /// The drag under way.
  final var tableDrag: TableDrag?
  /// The long press that starts drags, while ``dragInteractionEnabled``.
  final var dragPress: TableDragPress?
  /// Whether a batch update leaves the cells on screen where they are and animates them from
  /// there (a dropped row).
  final var updateKeepsCellFrames = false

  // MARK: Sections and rows

  /// The number of sections, as of the last reload (`numberOfSections`).
  open var numberOfSections: Int {
    reloadIfNeeded()
    return rowCounts.count
  }

  /// The number of rows in `section`, as of the last reload (`numberOfRows(inSection:)`).
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return rowCounts.indices.contains(section) ? rowCounts[section] : 0
  }

  /// Asks the data source again at the next layout (`reloadData()`): the visible cells go back
  /// to their reuse queues, measured heights and the selection are forgotten.
  open func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  /// Asks the heights again at the next layout, keeping the rows.
  func reloadGeometry() {
    needsGeometry = true
    setNeedsLayout()
  }

  /// Asks the data source now if a reload is pending.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    sectionIndexTitlesNeedReload = true
    recycleAllViews()
    measuredHeights = [:]
    selectedPaths = []
    prefetching.reset()
    let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    rowCounts = (0..<max(0, sections)).map { section in
      max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
    }
    rebuildGeometry()
    needsGeometry = false
  }

  /// The heights of every part, asked of the delegate in section order, stacked.
  func rebuildGeometry() {
    var built = TableGeometry()
    built.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
    built.tableFooterHeight = tableFooterView?.frame.height ?? 0
    selfSizingRows = []
    for (section, rows) in rowCounts.enumerated() {
      var part = TableGeometry.Section()
      part.headerHeight = headerHeight(section)
      part.rowHeights = (0..<rows).map { row in height(IndexPath(row: row, section: section)) }
      part.footerHeight = footerHeight(section)
      built.sections.append(part)
    }
    built.stack()
    geometry = built
  }

  private func height(_ indexPath: IndexPath) -> CGFloat {
    let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard asked < 0 else { return asked }
    selfSizingRows.insert(indexPath)
    if let measured = measuredHeights[indexPath] { return measured }
    let estimate =
      tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : UITableViewCell.defaultHeight
  }

  private func headerHeight(_ section: Int) -> CGFloat {
    let asked =
      tableDelegate?.tableView(self, heightForHeaderInSection: section)
      ?? sectionHeaderHeight
    guard asked < 0 else { return asked }
    let title = dataSource?.tableView(self, titleForHeaderInSection: section)
    let view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
    if style != .plain {
      guard let title, view == nil else { return ListMetrics.groupedHeaderHeight }
      return max(
        ListMetrics.groupedHeaderHeight,
        12 + (standardTitleHeight(title.uppercased(), plain: false) ?? 16) + 7)
    }
    if let title, view == nil {
      return max(
        UITableViewHeaderFooterView.plainHeight,
        7 + (standardTitleHeight(title, plain: true) ?? 21))
    }
    return view != nil ? UITableViewHeaderFooterView.plainHeight : 0
  }

  private func footerHeight(_ section: Int) -> CGFloat {
    let asked =
      tableDelegate?.tableView(self, heightForFooterInSection: section)
      ?? sectionFooterHeight
    guard asked < 0 else { return asked }
    let title = dataSource?.tableView(self, titleForFooterInSection: section)
    let view = tableDelegate?.tableView(self, viewForFooterInSection: section)
    guard title != nil || view != nil else { return 0 }
    if style == .plain { return UITableViewHeaderFooterView.plainHeight }
    guard let title, view == nil else { return ListMetrics.groupedHeaderHeight }
    return max(
      ListMetrics.groupedHeaderHeight, 8 + (standardTitleHeight(title, plain: false) ?? 16) + 11)
  }

  /// The height of a standard header or footer title across the table (less the side insets
  /// and the 16 pt margins), wrapped unless `plain`, in the table's Dynamic Type font, rounded
  /// up to whole points (as the title's frame is); `nil` where the window has no text
  /// measurer.
  private func standardTitleHeight(_ title: String, plain: Bool) -> CGFloat? {
    guard let window, let measurer = window.textMeasurer else { return nil }
    let font = UITableViewHeaderFooterView.standardFont(plain: plain, traits: traitCollection)
    let width = max(1, bounds.width - 2 * rowSideInset - 2 * UITableViewCell.margin)
    let size = measurer.measure(
      title, rich: nil, font: font.displayFont, numberOfLines: plain ? 1 : 0,
      maxWidth: plain ? nil : width)
    return size.height.rounded(.up)
  }

  // MARK: Reuse

  /// Makes `cellClass` the class of new cells for `identifier`
  /// (`register(_:forCellReuseIdentifier:)`); `nil` removes the registration.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
    prototypeCells[identifier] = nil
  }

  /// Registers `nib` for `identifier` (`register(_:forCellReuseIdentifier:)` with a `UINib`):
  /// a new cell is the nib's one top-level object, a `UITableViewCell`, made from the file
  /// each time (outlets connected, `awakeFromNib()` sent), replacing a class or a prototype
  /// registered for the identifier; `nil` removes the registration. A nib with other content
  /// stops the run at the first dequeue with UIKit's exception.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
    guard let nib else {
      prototypeCells[identifier] = nil
      return
    }
    prototypeCells[identifier] = {
      nib.instantiateReusableView(UITableViewCell.self, identifier: identifier)
    }
  }

  /// Makes `aClass` the class of new header and footer views for `identifier`
  /// (`register(_:forHeaderFooterViewReuseIdentifier:)`).
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    headerFooterNibs[identifier] = nil
  }

  /// Registers `nib` for header and footer views of `identifier`
  /// (`register(_:forHeaderFooterViewReuseIdentifier:)` with a `UINib`): a new view is the
  /// nib's one top-level object, a `UITableViewHeaderFooterView` (a `<view>` whose custom class
  /// is one, or a `<tableViewHeaderFooterView>`), made from the file each time (outlets
  /// connected, `awakeFromNib()` sent), replacing a class registered for the identifier; `nil`
  /// removes the registration. A nib with other content stops the run at the first dequeue
  /// with UIKit's exception.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterNibs[identifier] = nib
    headerFooterClasses[identifier] = nil
  }

  /// A cell for `identifier`: one waiting in the queue (after its
  /// ``UITableViewCell/prepareForReuse()``), else a new cell of the registered class, made
  /// with `init(style: .default, reuseIdentifier:)` (`dequeueReusableCell(withIdentifier:for:)`).
  /// An identifier with no registered class stops the run with UIKit's exception.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let reconfiguring = reconfiguringCell, reconfiguring.path == indexPath,
      reconfiguring.cell.reuseIdentifier == identifier
    {
      return reconfiguring.cell
    }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'unable to dequeue a cell with identifier \(identifier) - must register a "
        + "nib or a class for the identifier or connect a prototype cell in a storyboard'")
  }

  /// A cell for `identifier` from the queue, or a new one of the registered class or made from
  /// the storyboard's prototype cell of that reuse identifier, or `nil` when none is queued
  /// and nothing is registered (`dequeueReusableCell(withIdentifier:)`).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reusableCells[identifier], !queue.isEmpty {
      let cell = queue.removeFirst()
      reusableCells[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let prototype = prototypeCells[identifier] { return prototype() }
    guard let cellClass = cellClasses[identifier] else { return nil }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// A header or footer view for `identifier` from the queue, or a new one from the registered
  /// nib or of the registered class, or `nil` (`dequeueReusableHeaderFooterView(withIdentifier:)`).
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var queue = reusableHeaderFooterViews[identifier], !queue.isEmpty {
      let view = queue.removeFirst()
      reusableHeaderFooterViews[identifier] = queue
      view.prepareForReuse()
      return view
    }
    if let nib = headerFooterNibs[identifier] {
      let view = nib.instantiateReusableView(
        UITableViewHeaderFooterView.self, identifier: identifier)
      view.reuseIdentifier = identifier
      return view
    }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    return viewClass.init(reuseIdentifier: identifier)
  }

  /// Takes `cell` off screen and into its queue.
  func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    cell.tableView = nil
    if let identifier = cell.reuseIdentifier {
      reusableCells[identifier, default: []].append(cell)
    }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Takes a header or footer view off screen and into its queue.
  func recycle(headerFooter view: UIView) {
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    {
      reusableHeaderFooterViews[identifier, default: []].append(reusable)
    }
  }

  private func recycleAllViews() {
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
      recycle(cell, at: path)
    }
    visibleCellsByPath = [:]
    for view in headerViewsBySection.values { recycle(headerFooter: view) }
    for view in footerViewsBySection.values { recycle(headerFooter: view) }
    headerViewsBySection = [:]
    footerViewsBySection = [:]
  }
}
