import Foundation

/// The items of one section as a tree, UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14):
/// ordered root items, each with ordered children to any depth, and which parents are expanded.
/// A collection view's diffable data source shows a section snapshot with
/// ``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``: the
/// section's rows are the ``visibleItems`` (depth first, the children of collapsed parents left
/// out), and a list cell's `indentationLevel` is its item's ``level(of:)``.
///
/// Every identifier appears at most once; as in UIKit, adding one already there, or naming one
/// the snapshot does not hold where one is required, stops the run with UIKit's
/// `NSInternalInconsistencyException` (``SnapshotException``). Deleting identifiers that are
/// not there does nothing. A new parent starts collapsed, as on iOS. The snapshot is a value.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable
{
  /// One item's place in the tree.
  private struct Node: Sendable {
    var parent: ItemIdentifierType?
    var children: [ItemIdentifierType] = []
    var isExpanded = false
  }

  private var roots: [ItemIdentifierType] = []
  private var nodes: [ItemIdentifierType: Node] = [:]

  /// An empty section snapshot (`init()`).
  public init() {}

  // MARK: Reading

  /// Every item, depth first: each parent followed by its children, collapsed or not
  /// (`items`).
  public var items: [ItemIdentifierType] { flattened(visibleOnly: false) }
  /// The items without a parent, in order (`rootItems`).
  public var rootItems: [ItemIdentifierType] { roots }
  /// The items a list shows: depth first, leaving out the descendants of collapsed parents
  /// (`visibleItems`).
  public var visibleItems: [ItemIdentifierType] { flattened(visibleOnly: true) }

  /// Whether the snapshot holds `item` (`contains(_:)`).
  public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

  /// Whether `item` is expanded (`isExpanded(_:)`); raises UIKit's exception for an item the
  /// snapshot does not hold.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { node(item).isExpanded }

  /// Whether `item` is shown: every ancestor expanded (`isVisible(_:)`).
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    var parent = node(item).parent
    while let current = parent {
      guard let node = nodes[current], node.isExpanded else { return false }
      parent = node.parent
    }
    return true
  }

  /// How deep `item` is: 0 for a root item, 1 for its children… (`level(of:)`).
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var parent = node(item).parent
    while let current = parent {
      level += 1
      parent = nodes[current]?.parent
    }
    return level
  }

  /// The index of `item` in ``items``, or `nil` (`index(of:)`).
  public func index(of item: ItemIdentifierType) -> Int? {
    nodes[item] == nil ? nil : items.firstIndex(of: item)
  }

  /// The parent of `child`, or `nil` for a root item (`parent(of:)`).
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { node(child).parent }

  /// The subtree under `parent` as a snapshot of its own, its children as roots, with `parent`
  /// itself as the one root when `includingParent` (`snapshot(of:includingParent:)`).
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var copy = Self()
    let parentNode = node(parent)
    if includingParent {
      copy.roots = [parent]
      copy.nodes[parent] = Node(
        parent: nil, children: parentNode.children, isExpanded: parentNode.isExpanded)
    } else {
      copy.roots = parentNode.children
    }
    var stack = parentNode.children
    while let item = stack.popLast() {
      var child = nodes[item]!
      if !includingParent, child.parent == parent { child.parent = nil }
      copy.nodes[item] = child
      stack += child.children
    }
    return copy
  }

  /// The tree as text, one item per line indented by level, `+` before an expanded parent and
  /// `-` before a collapsed one (`visualDescription()`; UIKit's layout of the text is not
  /// documented).
  public func visualDescription() -> String {
    items.map { item in
      let node = nodes[item]!
      let mark = node.children.isEmpty ? " " : node.isExpanded ? "+" : "-"
      return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
    }.joined(separator: "\n")
  }

  // MARK: Changing

  /// Adds `items` as the last children of `parent`, or as the last root items when `nil`
  /// (`append(_:to:)`).
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    checkNew(items)
    if let parent {
      guard nodes[parent] != nil else {
        SnapshotException.raise("Invalid parent item identifier specified for append: \(parent)")
      }
      nodes[parent]!.children += items
    } else {
      roots += items
    }
    for item in items { nodes[item] = Node(parent: parent) }
  }

  /// Adds `items` just before `item`, as its siblings (`insert(_:before:)`).
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, next: item, after: false)
  }

  /// Adds `items` just after `item`, as its siblings (`insert(_:after:)`).
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, next: item, after: true)
  }

  /// Adds `snapshot`'s roots just before `item` as its siblings, with their subtrees and
  /// expansion (`insert(_:before:)`).
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    insert(snapshot.roots, next: item, after: false)
    graft(snapshot)
  }

  /// Adds `snapshot`'s roots just after `item`, with their subtrees (`insert(_:after:)`).
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    insert(snapshot.roots, next: item, after: true)
    graft(snapshot)
  }

  /// Removes `items` and all their descendants (`delete(_:)`); items not there are ignored.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items {
      guard let node = nodes[item] else { continue }
      if let parent = node.parent {
        nodes[parent]?.children.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      var stack = [item]
      while let gone = stack.popLast() {
        stack += nodes.removeValue(forKey: gone)?.children ?? []
      }
    }
  }

  /// Removes every item (`deleteAll()`).
  public mutating func deleteAll() {
    roots = []
    nodes = [:]
  }

  /// Expands `items`, so their children show (`expand(_:)`); items not there are ignored.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil { nodes[item]!.isExpanded = true }
  }

  /// Collapses `items`, hiding their descendants (`collapse(_:)`); items not there are
  /// ignored.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items where nodes[item] != nil { nodes[item]!.isExpanded = false }
  }

  /// Replaces the children of `parent` with `snapshot`'s roots and their subtrees
  /// (`replace(childrenOf:using:)`).
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    for child in node(parent).children { delete([child]) }
    checkNew(Array(snapshot.nodes.keys))
    nodes[parent]!.children = snapshot.roots
    for root in snapshot.roots { nodes[root] = snapshot.nodes[root]! }
    graft(snapshot)
    for root in snapshot.roots { nodes[root]!.parent = parent }
  }

  // MARK: Helpers

  private func node(_ item: ItemIdentifierType) -> Node {
    guard let node = nodes[item] else {
      SnapshotException.raise("Invalid item identifier specified: \(item)")
    }
    return node
  }

  private func flattened(visibleOnly: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(nodes.count)
    var stack = Array(roots.reversed())
    while let item = stack.popLast() {
      result.append(item)
      let node = nodes[item]!
      if !visibleOnly || node.isExpanded { stack += node.children.reversed() }
    }
    return result
  }

  private mutating func insert(
    _ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool
  ) {
    checkNew(items)
    guard let anchorNode = nodes[anchor] else {
      SnapshotException.raise("Invalid item identifier specified for insert: \(anchor)")
    }
    let parent = anchorNode.parent
    if let parent {
      let index = nodes[parent]!.children.firstIndex(of: anchor)! + (after ? 1 : 0)
      nodes[parent]!.children.insert(contentsOf: items, at: index)
    } else {
      roots.insert(contentsOf: items, at: roots.firstIndex(of: anchor)! + (after ? 1 : 0))
    }
    for item in items { nodes[item] = Node(parent: parent) }
  }

  /// Takes the descendants of `snapshot`'s roots, whose own places are already set.
  private mutating func graft(_ snapshot: Self) {
    for (item, node) in snapshot.nodes {
      if snapshot.roots.contains(item) {
        nodes[item]!.children = node.children
        nodes[item]!.isExpanded = node.isExpanded
      } else {
        nodes[item] = node
      }
    }
  }

  private func checkNew(_ items: [ItemIdentifierType]) {
    var seen: Set<ItemIdentifierType> = []
    var duplicates: [ItemIdentifierType] = []
    for item in items where !seen.insert(item).inserted || nodes[item] != nil {
      if !duplicates.contains(item) { duplicates.append(item) }
    }
    guard duplicates.isEmpty else {
      SnapshotException.raise(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + SnapshotException.setDescription(duplicates))
    }
  }
}
