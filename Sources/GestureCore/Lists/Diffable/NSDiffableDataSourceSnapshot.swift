import Foundation

/// The state of a list's data at one moment, UIKit's `NSDiffableDataSourceSnapshot`: ordered
/// sections, each with its ordered items, all named by identifiers. A diffable data source
/// (``UITableViewDiffableDataSource``, ``UICollectionViewDiffableDataSource``) shows a snapshot
/// and animates from the snapshot it shows to a new one in
/// ``UITableViewDiffableDataSource/apply(_:animatingDifferences:completion:)``.
///
/// Every section identifier and every item identifier appears at most once in a snapshot. As
/// on iOS, a call that would add an identifier already there, or that names an identifier the
/// snapshot does not hold where one is required, stops the run with the
/// `NSInternalInconsistencyException` UIKit raises (the message is UIKit's; see
/// ``SnapshotException``). Deleting identifiers that are not there does nothing, as on iOS.
///
/// Indices are 0-based; an item's index (``indexOfItem(_:)``) counts across all sections, as
/// UIKit's does. The snapshot is a value: copies change independently.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The sections in order, each with its items in order.
  private var storage: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
  /// The section of every item: what finds an item, and tells a new identifier from one the
  /// snapshot holds, without going through all items (30,000 appends of one item each would
  /// otherwise take time growing with the square of the count).
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// ``reloadedItemIdentifiers`` and ``reconfiguredItemIdentifiers`` as sets, to mark an item
  /// once without searching the lists.
  private var reloadedSet: Set<ItemIdentifierType> = []
  private var reconfiguredSet: Set<ItemIdentifierType> = []
  /// The items whose cells are to be made again at the next apply (`reloadItems(_:)`).
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items whose existing cells are to be configured again (`reconfigureItems(_:)`).
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections to be made again (`reloadSections(_:)`).
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot: no sections, no items (`init()`).
  public init() {}

  // MARK: Reading

  /// The number of items in all sections (`numberOfItems`).
  public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
  /// The number of sections (`numberOfSections`).
  public var numberOfSections: Int { storage.count }
  /// The section identifiers in order (`sectionIdentifiers`).
  public var sectionIdentifiers: [SectionIdentifierType] { storage.map(\.section) }
  /// The item identifiers of all sections, in order (`itemIdentifiers`).
  public var itemIdentifiers: [ItemIdentifierType] { storage.flatMap(\.items) }

  /// The number of items in `identifier`'s section (`numberOfItems(inSection:)`); a section
  /// the snapshot does not hold raises UIKit's exception.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of `identifier`'s section, in order (`itemIdentifiers(inSection:)`); a section
  /// the snapshot does not hold raises UIKit's exception.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType]
  {
    guard let index = indexOfSection(identifier) else {
      SnapshotException.raise("Invalid section identifier specified: \(identifier)")
    }
    return storage[index].items
  }

  /// The section holding `identifier`, or `nil` (`sectionIdentifier(containingItem:)`).
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The index of `identifier` among all items of all sections, or `nil` (`indexOfItem(_:)`).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// The index of `identifier` among the sections, or `nil` (`indexOfSection(_:)`).
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    storage.firstIndex { $0.section == identifier }
  }

  /// Where `identifier` is: its section's index and its index in that section.
  func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
    guard let owner = sectionOfItem[identifier], let section = indexOfSection(owner),
      let item = storage[section].items.firstIndex(of: identifier)
    else { return nil }
    return (section, item)
  }

  /// The item at `section`, `item`, or `nil` when out of range.
  func item(section: Int, item: Int) -> ItemIdentifierType? {
    guard storage.indices.contains(section), storage[section].items.indices.contains(item)
    else { return nil }
    return storage[section].items[item]
  }

  // MARK: Items

  /// Adds `identifiers` at the end of `sectionIdentifier`'s section, or of the last section
  /// when `nil` (`appendItems(_:toSection:)`). Raises UIKit's exception when there is no
  /// section, when the section is not in the snapshot, or when an identifier is already there
  /// or repeated.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    checkNewItems(identifiers)
    let index: Int
    if let sectionIdentifier {
      guard let found = indexOfSection(sectionIdentifier) else {
        SnapshotException.raise(
          "Invalid section identifier specified for append: \(sectionIdentifier)")
      }
      index = found
    } else {
      guard !storage.isEmpty else {
        SnapshotException.raise(
          "There are currently no sections in the data source. Please add a section first.")
      }
      index = storage.count - 1
    }
    storage[index].items += identifiers
    for identifier in identifiers { sectionOfItem[identifier] = storage[index].section }
  }

  /// Adds `identifiers` just before `beforeIdentifier`, in its section
  /// (`insertItems(_:beforeItem:)`).
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Adds `identifiers` just after `afterIdentifier`, in its section
  /// (`insertItems(_:afterItem:)`).
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) {
    checkNewItems(identifiers)
    guard let place = location(of: anchor) else {
      SnapshotException.raise("Invalid item identifier specified for insert: \(anchor)")
    }
    storage[place.section].items.insert(
      contentsOf: identifiers, at: place.item + (after ? 1 : 0))
    for identifier in identifiers { sectionOfItem[identifier] = storage[place.section].section }
  }

  /// Removes `identifiers` from their sections (`deleteItems(_:)`); identifiers not in the
  /// snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    var sections: Set<SectionIdentifierType> = []
    for identifier in gone {
      if let section = sectionOfItem.removeValue(forKey: identifier) { sections.insert(section) }
    }
    guard !sections.isEmpty else { return }
    for index in storage.indices where sections.contains(storage[index].section) {
      storage[index].items.removeAll { gone.contains($0) }
    }
    if !reloadedSet.isDisjoint(with: gone) {
      reloadedItemIdentifiers.removeAll { gone.contains($0) }
      reloadedSet.subtract(gone)
    }
    if !reconfiguredSet.isDisjoint(with: gone) {
      reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
      reconfiguredSet.subtract(gone)
    }
  }

  /// Removes every item and every section (`deleteAllItems()`).
  public mutating func deleteAllItems() {
    storage = []
    sectionOfItem = [:]
    clearMarks()
  }

  /// Moves `identifier` to just before `toIdentifier`, which may be in another section
  /// (`moveItem(_:beforeItem:)`); moving an item relative to itself raises UIKit's exception.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: false)
  }

  /// Moves `identifier` to just after `toIdentifier` (`moveItem(_:afterItem:)`).
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: true)
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool
  ) {
    guard identifier != anchor else {
      SnapshotException.raise("Attempted to move item identifier relative to itself: \(identifier)")
    }
    guard let from = location(of: identifier) else {
      SnapshotException.raise("Invalid item identifier specified for move: \(identifier)")
    }
    guard location(of: anchor) != nil else {
      SnapshotException.raise("Invalid item identifier specified for move: \(anchor)")
    }
    storage[from.section].items.remove(at: from.item)
    let place = location(of: anchor)!
    storage[place.section].items.insert(identifier, at: place.item + (after ? 1 : 0))
    sectionOfItem[identifier] = storage[place.section].section
  }

  /// Marks `identifiers` for reloading: at the next apply their cells are made again by the
  /// cell provider and cross-fade in (`reloadItems(_:)`). An identifier not in the snapshot
  /// raises UIKit's exception.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      SnapshotException.raise(
        "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)")
    }
    for identifier in identifiers where reloadedSet.insert(identifier).inserted {
      reloadedItemIdentifiers.append(identifier)
    }
  }

  /// Marks `identifiers` for reconfiguring: at the next apply the cell provider runs again
  /// with each item's existing cell, which its dequeue call returns (`reconfigureItems(_:)`,
  /// iOS 15). An identifier not in the snapshot raises UIKit's exception.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where sectionOfItem[identifier] == nil {
      SnapshotException.raise(
        "Attempted to reconfigure item identifier that does not exist in the snapshot: "
          + "\(identifier)")
    }
    for identifier in identifiers where reconfiguredSet.insert(identifier).inserted {
      reconfiguredItemIdentifiers.append(identifier)
    }
  }

  // MARK: Sections

  /// Adds `identifiers` as empty sections at the end (`appendSections(_:)`).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    checkNewSections(identifiers)
    storage += identifiers.map { ($0, []) }
  }

  /// Adds empty sections before `toIdentifier` (`insertSections(_:beforeSection:)`).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: false)
  }

  /// Adds empty sections after `toIdentifier` (`insertSections(_:afterSection:)`).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: true)
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool
  ) {
    checkNewSections(identifiers)
    guard let index = indexOfSection(anchor) else {
      SnapshotException.raise("Invalid section identifier specified for insert: \(anchor)")
    }
    storage.insert(contentsOf: identifiers.map { ($0, []) }, at: index + (after ? 1 : 0))
  }

  /// Removes sections and their items (`deleteSections(_:)`); unknown identifiers are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let gone = Set(identifiers)
    let items = Set(storage.filter { gone.contains($0.section) }.flatMap(\.items))
    storage.removeAll { gone.contains($0.section) }
    for item in items { sectionOfItem[item] = nil }
    reloadedSectionIdentifiers.removeAll { gone.contains($0) }
    reloadedItemIdentifiers.removeAll { items.contains($0) }
    reconfiguredItemIdentifiers.removeAll { items.contains($0) }
    reloadedSet.subtract(items)
    reconfiguredSet.subtract(items)
  }

  /// Moves a section with its items before `toIdentifier` (`moveSection(_:beforeSection:)`).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves a section with its items after `toIdentifier` (`moveSection(_:afterSection:)`).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
  ) {
    guard identifier != anchor else {
      SnapshotException.raise(
        "Attempted to move section identifier relative to itself: \(identifier)")
    }
    guard let from = indexOfSection(identifier) else {
      SnapshotException.raise("Invalid section identifier specified for move: \(identifier)")
    }
    guard indexOfSection(anchor) != nil else {
      SnapshotException.raise("Invalid section identifier specified for move: \(anchor)")
    }
    let part = storage.remove(at: from)
    let index = indexOfSection(anchor)!
    storage.insert(part, at: index + (after ? 1 : 0))
  }

  /// Marks sections for reloading (`reloadSections(_:)`): their items' cells are made again at
  /// the next apply. An identifier not in the snapshot raises UIKit's exception.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where indexOfSection(identifier) == nil {
      SnapshotException.raise(
        "Attempted to reload section identifier that does not exist in the snapshot: "
          + "\(identifier)")
    }
    for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
      reloadedSectionIdentifiers.append(identifier)
    }
  }

  /// Forgets the reload and reconfigure marks, once an apply has acted on them.
  mutating func clearMarks() {
    reloadedItemIdentifiers = []
    reconfiguredItemIdentifiers = []
    reloadedSectionIdentifiers = []
    reloadedSet = []
    reconfiguredSet = []
  }

  /// The snapshot without its reload and reconfigure marks: what a data source keeps as shown
  /// once it has applied it.
  var unmarked: Self {
    var copy = self
    copy.clearMarks()
    return copy
  }

  /// The identifier of the section at `index`, or `nil` when there is none.
  func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
    sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
  }

  // MARK: Checks

  private func checkNewItems(_ identifiers: [ItemIdentifierType]) {
    var seen: Set<ItemIdentifierType> = []
    var duplicates: [ItemIdentifierType] = []
    for identifier in identifiers {
      let repeated = !seen.insert(identifier).inserted
      if (repeated || sectionOfItem[identifier] != nil) && !duplicates.contains(identifier) {
        duplicates.append(identifier)
      }
    }
    guard duplicates.isEmpty else {
      SnapshotException.raise(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + SnapshotException.setDescription(duplicates))
    }
  }

  private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
    let present = Set(sectionIdentifiers)
    var seen: Set<SectionIdentifierType> = []
    var duplicates: [SectionIdentifierType] = []
    for identifier in identifiers {
      let repeated = !seen.insert(identifier).inserted
      if (repeated || present.contains(identifier)) && !duplicates.contains(identifier) {
        duplicates.append(identifier)
      }
    }
    guard duplicates.isEmpty else {
      SnapshotException.raise(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + SnapshotException.setDescription(duplicates))
    }
  }
}

/// How a snapshot reports misuse: UIKit raises `NSInternalInconsistencyException`, which ends
/// the app with `*** Terminating app due to uncaught exception
/// 'NSInternalInconsistencyException', reason: '…'`; the run stops here with the same text.
/// The reasons follow the ones iOS prints (for duplicates, `Fatal: supplied item identifiers
/// are not unique. Duplicate identifiers: {(…)}`, the identifiers listed as an `NSSet`
/// describes itself, in the order given).
enum SnapshotException {
  /// The full message for `reason`.
  static func message(_ reason: String) -> String {
    "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
      + "reason: '\(reason)'"
  }

  /// Stops the run with UIKit's message for `reason`.
  static func raise(_ reason: String) -> Never {
    fatalError(message(reason))
  }

  /// `{(\n    a,\n    b\n)}`, as an `NSSet` of the identifiers describes itself.
  static func setDescription<T>(_ values: [T]) -> String {
    "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
  }
}
