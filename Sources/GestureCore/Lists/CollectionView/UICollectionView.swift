import Foundation

/// A scroll view that shows a data source's items in cells placed by a layout, UIKit's
/// `UICollectionView` (docs/collection-view.md).
///
/// Every layout of the collection view (its first, after `reloadData()`, after the layout is
/// invalidated, and at every frame its content scrolls) asks the layout for the elements in
/// its bounds (``UICollectionViewLayout`` lists the steps) and keeps a view for exactly those:
/// a cell the data source configures (``UICollectionViewDataSource``), dequeued from the
/// views it put away before (``dequeueReusableCell(withReuseIdentifier:for:)``), so the number
/// of cells stays that of the visible items however many there are. The element's attributes
/// (centre, size, transform, alpha, z index, hidden) are applied to its view every time.
///
/// The delegate is the scroll view's `delegate`: when it is a ``UICollectionViewDelegate`` it
/// also hears of highlight, selection and display (UICollectionView+Selection.swift).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The layout that places the elements (`collectionViewLayout`). Setting it invalidates the
  /// new layout.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The object that provides the items (`dataSource`, weak). Setting it reloads the data.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// The view behind all the content, sized to the collection view (`backgroundView`,
  /// default `nil`); it does not scroll.
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether a tap selects an item (`allowsSelection`, default true).
  open var allowsSelection = true
  /// Whether several items can be selected, a tap on a selected item deselecting it
  /// (`allowsMultipleSelection`, default false).
  open var allowsMultipleSelection = false
  /// Whether the ``prefetchDataSource`` is told of items about to show (`isPrefetchingEnabled`,
  /// default true). Cells themselves are made only for the visible items, as with cell
  /// prefetching off (UIKit also prepares cells ahead; nothing on screen differs).
  open var isPrefetchingEnabled = true
  /// The object told which items will soon show (`prefetchDataSource`, weak;
  /// UICollectionViewDataSourcePrefetching.swift).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// What the prefetch data source was asked.
  final var prefetching = ListPrefetching()

  /// The scroll view's delegate; a ``UICollectionViewDelegate`` also answers for the items.
  /// Setting one that implements a context-menu method adds the long press that opens item
  /// menus (UICollectionView+ContextMenu.swift).
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { updateContextMenu() }
  }

  /// The delegate as a ``UICollectionViewDelegate``, or `nil`.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? (any UICollectionViewDelegate)
  }

  /// Registered cell classes by reuse identifier.
  private var cellClasses: [String: AnyClass] = [:]
  /// Registered cell nibs by reuse identifier (an identifier has a class or a nib).
  private var cellNibs: [String: UINib] = [:]
  /// Registered supplementary view classes.
  private var supplementaryClasses: [ReuseQueue.Key: AnyClass] = [:]
  /// Registered supplementary view nibs (a kind and identifier has a class or a nib).
  private var supplementaryNibs: [ReuseQueue.Key: UINib] = [:]
  /// The prototype cells of a storyboard's or xib's collection view, by reuse identifier:
  /// each makes a new cell from the file. Registering a class or nib for the identifier
  /// replaces it, as on iOS.
  final var prototypeCells: [String: @MainActor () -> UICollectionViewCell] = [:]
  /// The section header and footer prototypes of a storyboard's or xib's collection view.
  final var prototypeSupplementaries: [ReuseQueue.Key: @MainActor () -> UICollectionReusableView] =
    [:]
  /// Views put away for reuse.
  var reuseQueue = ReuseQueue()
  /// The cells shown, by index path.
  package var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  /// The decoration views shown, by kind and index path (UICollectionView+Decorations.swift).
  package var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The supplementary views shown, by kind and index path.
  package var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The number of items of each section, as the data source last said.
  package var itemCounts: [Int] = []
  /// Whether the counts and cells must be asked of the data source again.
  final var needsReload = true
  /// While a diffable data source reconfigures an item: the item and its cell, which
  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` returns for that item.
  final var reconfiguringCell: (path: IndexPath, cell: UICollectionViewCell)?
  /// The reuse identifiers given to cell and supplementary registrations, by registration.
  final var registrationIdentifiers: [ObjectIdentifier: (token: AnyObject, identifier: String)] =
    [:]
  /// The bounds size of the last layout.
  private var laidOutSize: CGSize?
  /// The selected items, in the order they were selected.
  package var selectedIndexPaths: [IndexPath] = []
  /// The element attributes shown at the last layout, by element.
  package var shownAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
  /// The item moving interactively, its current index path and target position.
  package var interactiveMovement: InteractiveMovement?
  /// The attributes of the elements before the batch update in progress.
  package var attributesBeforeUpdates: [IndexPath: UICollectionViewLayoutAttributes]?
  /// The attributes of the supplementary views shown before the batch update in progress.
  final var supplementaryAttributesBeforeUpdates:
    [SupplementaryKey: UICollectionViewLayoutAttributes]?
  /// The changes of the `performBatchUpdates` in progress.
  var batchUpdate: BatchUpdate?
  /// The item a finger is on, highlighted, until it lifts or is cancelled.
  var trackedItem: IndexPath?
  /// The highlighted items.
  var highlightedItems: Set<IndexPath> = []
  /// The swipe actions of list rows, once a list section gives some
  /// (UICollectionView+Compositional.swift).
  final var swipeController: SwipeActionsController?
  /// The long press that opens an item's context menu (UICollectionView+ContextMenu.swift),
  /// while the delegate implements a context-menu method.
  final var contextMenuPress: ContextMenuPress?

  // MARK: Drag and drop (`UICollectionView+DragDrop.swift`)

  /// How soon the items reflow around a dragged item (`UICollectionView.ReorderingCadence`).
  public enum ReorderingCadence: Int, Sendable {
    /// At once (the default).
    case immediate = 0
    /// After a short pause of the finger.
    case fast = 1
    /// After a longer pause.
    case slow = 2
  }

  /// Whether a long press on an item starts a drag (`dragInteractionEnabled`): false on
  /// iPhone, the modelled device (Apple: true on iPad, false on iPhone). Turning it on adds the
  /// long press that lifts items; off removes it.
  open var dragInteractionEnabled = false {
    didSet {
      guard dragInteractionEnabled != (dragPress != nil) else { return }
      if dragInteractionEnabled {
        dragPress = CollectionDragPress(on: self)
      } else {
        dragPress?.detach()
        dragPress = nil
      }
    }
  }
  /// The object that gives the items of a drag of the collection view's items (weak).
  open weak var dragDelegate: (any UICollectionViewDragDelegate)?
  /// The object that takes drops on the collection view (weak).
  open weak var dropDelegate: (any UICollectionViewDropDelegate)?
  /// How soon items reflow while an item is dragged over them (default `.immediate`). Only
  /// `.immediate` is modelled: `.fast` and `.slow` reflow at once too, with a
  /// `collectionView.unsupported` warning when a drag begins.
  open var reorderingCadence: ReorderingCadence = .immediate
  /// Whether one of the collection view's items is being dragged (`hasActiveDrag`).
  open var hasActiveDrag: Bool { collectionDrag != nil }
  /// Whether a drag is over the collection view (`hasActiveDrop`).
  open var hasActiveDrop: Bool { collectionDrag?.entered ?? false }
  /// The drag under way.
  final var collectionDrag: CollectionDrag?
  /// The long press that starts drags, while ``dragInteractionEnabled``.
  final var dragPress: CollectionDragPress?

  /// Whether the collection view is in editing mode (`isEditing`, iOS 14, default false): list
  /// cells show the accessories displayed `.whenEditing` and hide those `.whenNotEditing`.
  open var isEditing = false {
    didSet { if oldValue != isEditing { setNeedsLayout() } }
  }

  /// How many cells the collection view made with `init(frame:)` (for tests and `--timings`).
  package private(set) var madeCellCount = 0

  /// A supplementary view's key: its kind and index path.
  package struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// An element's key: a cell's index path, or a supplementary view's kind and index path.
  package enum ElementKey: Hashable {
    case cell(IndexPath)
    case supplementary(SupplementaryKey)
  }

  /// A collection view whose elements `layout` places (`init(frame:collectionViewLayout:)`).
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// A collection view with a zero frame and a flow layout (`init?(coder:)`; nothing is
  /// decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// A collection view made as a plain view is (`init(frame:)` is not UIKit API for a
  /// collection view; it gets a flow layout).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  /// Changes the layout (`setCollectionViewLayout(_:animated:)`): animated, the cells move to
  /// their new attributes over the update duration.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    guard animated else {
      collectionViewLayout = layout
      return
    }
    collectionViewLayout = layout
    UIView.animate(withDuration: UICollectionView.updateAnimationDuration) {
      self.layoutIfNeeded()
    }
  }

  /// How long the animations of batch updates, layout changes and the interactive movement's
  /// slides take, seconds. UIKit does not document it; 0.3 s is the duration widely measured
  /// for collection and table view updates (docs/collection-view.md).
  package static let updateAnimationDuration = 0.3

  // MARK: Registration and reuse

  /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`
  /// (`register(_:forCellWithReuseIdentifier:)`); `nil` unregisters it.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
    cellNibs[identifier] = nil
    prototypeCells[identifier] = nil
  }

  /// Registers `nib` for `identifier` (`register(_:forCellWithReuseIdentifier:)` with a
  /// `UINib`): a new cell is the nib's one top-level object, made from the file each time
  /// (outlets connected, `awakeFromNib()` sent), replacing a class registered for the
  /// identifier; `nil` unregisters it.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cellNibs[identifier] = nib
    cellClasses[identifier] = nil
    prototypeCells[identifier] = nil
  }

  /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of
  /// `elementKind` under `identifier`
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = ReuseQueue.Key(kind: elementKind, identifier: identifier)
    supplementaryClasses[key] = viewClass
    supplementaryNibs[key] = nil
    prototypeSupplementaries[key] = nil
  }

  /// Registers `nib` for supplementary views of `kind` under `identifier`
  /// (`register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a `UINib`): a new
  /// view is the nib's one top-level object, a `UICollectionReusableView`, made from the file
  /// each time (outlets connected, `awakeFromNib()` sent), replacing a class registered for
  /// the kind and identifier; `nil` unregisters it. A nib with other content stops the run at
  /// the first dequeue with UIKit's exception ("invalid nib registered for identifier").
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = ReuseQueue.Key(kind: kind, identifier: identifier)
    supplementaryNibs[key] = nib
    supplementaryClasses[key] = nil
    prototypeSupplementaries[key] = nil
  }

  /// A cell for the item at `indexPath`: one put away for `identifier` (after its
  /// `prepareForReuse()`), or a new one from the file's prototype cell or the registered nib,
  /// or of the registered class
  /// made with `init(frame:)`
  /// (`dequeueReusableCell(withReuseIdentifier:for:)`). An identifier nothing was registered
  /// for stops the run with UIKit's message, as iOS raises it.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = dequeueCell(withReuseIdentifier: identifier, for: indexPath)
    // A list cell knows its list's look before the data source configures it.
    if let listCell = cell as? UICollectionViewListCell {
      applyListLook(to: listCell, at: indexPath)
    }
    return cell
  }

  private func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let reconfiguring = reconfiguringCell, reconfiguring.path == indexPath,
      reconfiguring.cell.reuseIdentifier == identifier
    {
      return reconfiguring.cell
    }
    let key = ReuseQueue.Key(kind: nil, identifier: identifier)
    if let reused = reuseQueue.dequeue(key) as? UICollectionViewCell {
      reused.prepareForReuse()
      return reused
    }
    if let prototype = prototypeCells[identifier] {
      let cell = prototype()
      cell.reuseIdentifier = identifier
      madeCellCount += 1
      return cell
    }
    if let nib = cellNibs[identifier] {
      let cell = nib.instantiateReusableView(UICollectionViewCell.self, identifier: identifier)
      cell.reuseIdentifier = identifier
      madeCellCount += 1
      return cell
    }
    guard let cellClass = cellClasses[identifier] else {
      fatalError(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      fatalError(
        "the class registered for identifier \(identifier), \(cellClass), is not a "
          + "UICollectionViewCell")
    }
    let cell = type.init(reusableViewFrame: .zero)
    cell.reuseIdentifier = identifier
    madeCellCount += 1
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`, reused or made as
  /// ``dequeueReusableCell(withReuseIdentifier:for:)`` makes cells (from a storyboard's
  /// section header or footer, a registered nib or a registered class)
  /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = ReuseQueue.Key(kind: elementKind, identifier: identifier)
    if let reused = reuseQueue.dequeue(key) {
      reused.prepareForReuse()
      return reused
    }
    if let made = prototypeSupplementaries[key]?()
      ?? supplementaryNibs[key]?.instantiateReusableView(
        UICollectionReusableView.self, identifier: identifier)
    {
      made.reuseIdentifier = identifier
      return made
    }
    guard let viewClass = supplementaryClasses[key] else {
      fatalError(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      fatalError(
        "the class registered for identifier \(identifier), \(viewClass), is not a "
          + "UICollectionReusableView")
    }
    let view = type.init(reusableViewFrame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// How many views wait for reuse.
  package var reusableViewCount: Int { reuseQueue.count }

  // MARK: Data

  /// Forgets the counts and the cells; the next layout asks the data source again
  /// (`reloadData()`). The cells shown are put away for reuse then.
  open func reloadData() {
    needsReload = true
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// The number of sections, as the data source said (`numberOfSections`).
  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section`, as the data source said (`numberOfItems(inSection:)`);
  /// 0 for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return itemCounts.indices.contains(section) ? itemCounts[section] : 0
  }

  /// Asks the data source for the counts when they are not known.
  package func loadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (_, cell) in visibleCellsByIndexPath { putAway(cell) }
    for (key, view) in visibleSupplementaries { putAway(view, kind: key.kind) }
    visibleCellsByIndexPath = [:]
    visibleSupplementaries = [:]
    shownAttributes = [:]
    prefetching.reset()
    itemCounts = UICollectionView.counts(of: self)
    selectedIndexPaths.removeAll { !isValid($0) }
  }

  /// The counts the data source gives now.
  static func counts(of collectionView: UICollectionView) -> [Int] {
    guard let dataSource = collectionView.dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: collectionView))
    return (0..<sections).map {
      max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: $0))
    }
  }

  /// Whether `indexPath` names an item of the current counts.
  package func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < itemCounts[indexPath.section]
  }

  // MARK: Layout

  /// Lays out the subviews, then places the elements the layout shows in the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutElements()
  }

  /// Asks the layout again when the bounds change and it says so
  /// (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``, asked before the
  /// change as in UIKit).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      if newValue != super.bounds,
        collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue)
      {
        collectionViewLayout.invalidateLayout(
          with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
      }
      super.bounds = newValue
    }
  }

  /// Prepares the layout if needed, sets the content size, and shows a view for each element
  /// in the bounds with its attributes applied.
  package func layoutElements() {
    loadCountsIfNeeded()
    if laidOutSize != bounds.size {
      laidOutSize = bounds.size
      collectionViewLayout.needsPrepare = true
    }
    prepareLayoutIfNeeded()
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    backgroundView?.frame = bounds
    place(elementsIn: bounds)
    // Cells that size themselves change the layout: place again with their heights (a few
    // passes at most, as a table measures its rows).
    for _ in 0..<4 {
      guard measureShownElements() else { break }
      prepareLayoutIfNeeded()
      let measured = collectionViewLayout.collectionViewContentSize
      if contentSize != measured { contentSize = measured }
      place(elementsIn: bounds)
    }
    attachSwipeIfNeeded()
    updatePrefetching()
  }

  /// Calls the layout's `prepare()` when it was invalidated.
  package func prepareLayoutIfNeeded() {
    guard collectionViewLayout.needsPrepare else { return }
    collectionViewLayout.needsPrepare = false
    collectionViewLayout.prepare()
  }

  /// The attributes of the elements in `rect` the collection view shows: the layout's, for
  /// items and supplementary views that exist, with the interactively moving item's replaced.
  func elementAttributes(in rect: CGRect) -> [ElementKey: UICollectionViewLayoutAttributes] {
    var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    return elementAttributes(in: rect, decorations: &decorations)
  }

  /// The elements' attributes, as ``elementAttributes(in:)``, with the decoration views' in
  /// `decorations`.
  func elementAttributes(
    in rect: CGRect, decorations: inout [SupplementaryKey: UICollectionViewLayoutAttributes]
  ) -> [ElementKey: UICollectionViewLayoutAttributes] {
    var result: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for attributes in layoutAttributes(in: rect) {
      switch attributes.representedElementCategory {
      case .cell:
        guard isValid(attributes.indexPath) else { continue }
        result[.cell(attributes.indexPath)] = attributes
      case .supplementaryView:
        guard let kind = attributes.representedElementKind,
          itemCounts.indices.contains(attributes.indexPath.section)
        else { continue }
        result[.supplementary(SupplementaryKey(kind: kind, indexPath: attributes.indexPath))] =
          attributes
      case .decorationView:
        guard let kind = attributes.representedElementKind else { continue }
        decorations[SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
      }
    }
    if let movement = interactiveMovement {
      result[.cell(movement.indexPath)] =
        collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
          at: movement.indexPath, withTargetPosition: movement.position)
    }
    // A dragged item's cell is hidden while its preview is over the window.
    if let drag = collectionDrag,
      let path = interactiveMovement?.indexPath ?? drag.landingPath,
      let attributes = result[.cell(path)]?.copy() as? UICollectionViewLayoutAttributes
    {
      attributes.isHidden = true
      result[.cell(path)] = attributes
    }
    return result
  }

  /// Shows exactly the elements the layout puts in `rect`, each with its attributes.
  func place(elementsIn rect: CGRect) {
    var decorations: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    let wanted = elementAttributes(in: rect, decorations: &decorations)
    place(decorations: decorations)
    // Put away what is no longer shown first, so its views can be reused at once.
    for (indexPath, cell) in visibleCellsByIndexPath where wanted[.cell(indexPath)] == nil {
      visibleCellsByIndexPath[indexPath] = nil
      shownAttributes[.cell(indexPath)] = nil
      putAway(cell)
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }
    for (key, view) in visibleSupplementaries where wanted[.supplementary(key)] == nil {
      visibleSupplementaries[key] = nil
      shownAttributes[.supplementary(key)] = nil
      putAway(view, kind: key.kind)
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
    for (key, attributes) in wanted.sorted(by: { Self.order($0.key, $1.key) }) {
      switch key {
      case .cell(let indexPath):
        let cell = visibleCellsByIndexPath[indexPath] ?? showCell(at: indexPath, attributes)
        apply(attributes, to: cell)
      case .supplementary(let supplementary):
        let view =
          visibleSupplementaries[supplementary] ?? showSupplementary(supplementary, attributes)
        apply(attributes, to: view)
      }
      shownAttributes[key] = attributes
    }
  }

  /// Elements in index-path order, cells before supplementary views.
  static func order(_ a: ElementKey, _ b: ElementKey) -> Bool {
    switch (a, b) {
    case (.cell(let x), .cell(let y)): return x < y
    case (.cell, .supplementary): return true
    case (.supplementary, .cell): return false
    case (.supplementary(let x), .supplementary(let y)):
      return x.kind == y.kind ? x.indexPath < y.indexPath : x.kind < y.kind
    }
  }

  /// Asks the data source for the cell of `indexPath` and adds it.
  func showCell(at indexPath: IndexPath, _ attributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewCell
  {
    guard let dataSource else {
      fatalError("UICollectionView has no data source but its layout shows items")
    }
    let cell = dataSource.collectionView(
      self, cellForItemAt: dataSourceIndexPath(forSlot: indexPath))
    if cell.reuseIdentifier == nil {
      fatalError(
        "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    visibleCellsByIndexPath[indexPath] = cell
    apply(attributes, to: cell)
    addElementView(cell, host: elementHost(for: attributes))
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  /// Asks the data source for the supplementary view of `key` and adds it.
  func showSupplementary(
    _ key: SupplementaryKey, _ attributes: UICollectionViewLayoutAttributes
  ) -> UICollectionReusableView {
    let view =
      dataSource?.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      ?? UICollectionReusableView(frame: .zero)
    visibleSupplementaries[key] = view
    apply(attributes, to: view)
    addElementView(view)
    collectionDelegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    return view
  }

  /// Adds an element's view above the background view.
  private func addElementView(_ view: UIView, host: UIScrollView? = nil) {
    if let host {
      if view.superview !== host { host.addSubview(view) }
      return
    }
    guard view.superview !== self else { return }
    if let backgroundView, backgroundView.superview === self {
      insertSubview(view, aboveSubview: backgroundView)
    } else {
      addSubview(view)
    }
  }

  /// Takes `view` off the collection view and keeps it for reuse.
  func putAway(_ view: UICollectionReusableView, kind: String? = nil) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    reuseQueue.enqueue(view, ReuseQueue.Key(kind: kind, identifier: identifier))
  }

  /// Sets the view's centre, bounds size, transform, alpha, z position and hidden state from
  /// `attributes` (only what differs, so an animation in flight is not restarted), then calls
  /// its `apply(_:)`. The transform is the affine part of `transform3D`, what a view's
  /// transform holds here (a perspective `m34` is not drawn).
  package func apply(
    _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView
  ) {
    var center = attributes.center
    if let host = elementHost(for: attributes) {
      // In a sideways-scrolling section's scroll view: its own content coordinates.
      center.x += host.bounds.minX - host.frame.minX
      center.y += host.bounds.minY - host.frame.minY
    }
    if view.center != center { view.center = center }
    if let listCell = view as? UICollectionViewListCell,
      attributes.representedElementCategory == .cell
    {
      applyListLook(to: listCell, at: attributes.indexPath)
    }
    if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
    let transform = CATransform3DGetAffineTransform(attributes.transform3D)
    if view.transform != transform { view.transform = transform }
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    let z = CGFloat(attributes.zIndex)
    if view.layer.zPosition != z { view.layer.zPosition = z }
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    view.appliedAttributes = attributes
    view.apply(attributes)
  }

  /// The attributes the element at `indexPath` had before the batch update in progress, or
  /// those shown last.
  package func attributesBeforeUpdate(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    attributesBeforeUpdates?[indexPath] ?? shownAttributes[.cell(indexPath)]
  }

  /// The attributes the supplementary view of `kind` at `indexPath` had before the batch
  /// update in progress, or those shown last.
  package func attributesBeforeUpdate(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let key = SupplementaryKey(kind: kind, indexPath: indexPath)
    return supplementaryAttributesBeforeUpdates?[key] ?? shownAttributes[.supplementary(key)]
  }
  /// Asks the layout where a released drag should rest
  /// (``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``),
  /// before the delegate's `scrollViewWillEndDragging` sees the target.
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  // MARK: Touches (UICollectionView+Selection.swift)

  /// Highlights the touched cell, then passes the touches on as `UIView` does.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    selectionTouchesBegan(touches)
  }

  /// Unhighlights the cell when the finger leaves it.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesMoved(touches, with: event)
    selectionTouchesMoved(touches)
  }

  /// Selects the touched item.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesEnded(touches, with: event)
    selectionTouchesEnded(touches)
  }

  /// Removes the highlight.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesCancelled(touches, with: event)
    selectionTouchesCancelled()
  }
}
