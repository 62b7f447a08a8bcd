import Foundation

/// The section and item changes between two snapshots, as the indexes and index paths a table
/// or collection view's batch update takes.
///
/// The algorithm (UIKit documents none; this one gives the fewest moves):
/// - sections: those of the old snapshot the new one lacks are deleted (old indexes), those of
///   the new one the old lacks are inserted (new indexes); of the sections in both, those
///   outside a longest run whose old order the new order keeps move (old to new index). A
///   deleted section's items go with it and an inserted section's come with it;
/// - deleted: the items of the old snapshot's remaining sections that the new one lacks or
///   puts in an inserted section, at their old index paths;
/// - inserted: the items of the new snapshot's remaining sections that the old one lacks or
///   had in a deleted section, at their new index paths;
/// - moved: of the items in both, those that changed section, and, within each section, those
///   outside a longest run of items whose old order the new order keeps (a longest increasing
///   subsequence of their old indices, taken in new order): every item of that run stays in
///   place relative to the others, every other item moves from its old to its new index path;
/// - reloaded: the items marked by `reloadItems(_:)` or in sections marked by
///   `reloadSections(_:)`, present in both: deleted at the old path and inserted at the new
///   one (instead of moved, when they also move), so their cells are made again;
/// - reconfigured: the items marked by `reconfigureItems(_:)`, at their new index paths.
struct SnapshotDifference {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []
  var deleted: [IndexPath] = []
  var inserted: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  var reconfigured: [IndexPath] = []

  /// Whether the sections change.
  var changesSections: Bool {
    !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty
  }

  init<S: Hashable & Sendable, I: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
  ) {
    let oldSectionIndex = Dictionary(
      old.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    let newSectionIndex = Dictionary(
      new.sectionIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    deletedSections = old.sectionIdentifiers.indices.filter {
      newSectionIndex[old.sectionIdentifiers[$0]] == nil
    }
    // The old index of each new section (nil: inserted).
    let sourceSection = new.sectionIdentifiers.map { oldSectionIndex[$0] }
    insertedSections = sourceSection.indices.filter { sourceSection[$0] == nil }
    let common = sourceSection.enumerated().compactMap { new, old in old.map { (old: $0, new: new) } }
    let keptSections = Self.longestIncreasingRun(common.map(\.old))
    for (index, entry) in common.enumerated() where !keptSections.contains(index) {
      movedSections.append((entry.old, entry.new))
    }
    var oldPaths: [I: IndexPath] = [:]
    for (section, identifier) in old.sectionIdentifiers.enumerated() {
      for (item, id) in old.itemIdentifiers(inSection: identifier).enumerated() {
        oldPaths[id] = IndexPath(item: item, section: section)
      }
    }
    var newPaths: [I: IndexPath] = [:]
    let newSections = new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
    for (section, items) in newSections.enumerated() {
      for (item, id) in items.enumerated() {
        newPaths[id] = IndexPath(item: item, section: section)
      }
    }
    let deletedSectionSet = Set(deletedSections)
    let reloadedSections = Set(new.reloadedSectionIdentifiers.compactMap(new.indexOfSection))
    let reloaded = Set(new.reloadedItemIdentifiers)
    for (id, path) in oldPaths where !deletedSectionSet.contains(path.section) {
      // Gone, or into an inserted section (which brings its items with it).
      if let newPath = newPaths[id], sourceSection[newPath.section] != nil { continue }
      deleted.append(path)
    }
    for (section, items) in newSections.enumerated() {
      guard let source = sourceSection[section] else { continue }
      // Items in both, in new order, that stayed in this section: keep a longest run in old
      // order.
      var staying: [(id: I, old: Int, new: Int)] = []
      for (item, id) in items.enumerated() {
        let newPath = IndexPath(item: item, section: section)
        guard let oldPath = oldPaths[id], !deletedSectionSet.contains(oldPath.section) else {
          inserted.append(newPath)
          continue
        }
        if oldPath.section == source {
          staying.append((id, oldPath.item, item))
        } else if reloaded.contains(id) || reloadedSections.contains(section) {
          deleted.append(oldPath)
          inserted.append(newPath)
        } else {
          moved.append((oldPath, newPath))
        }
      }
      let kept = Self.longestIncreasingRun(staying.map(\.old))
      for (index, entry) in staying.enumerated() {
        let from = IndexPath(item: entry.old, section: source)
        let to = IndexPath(item: entry.new, section: section)
        if reloaded.contains(entry.id) || reloadedSections.contains(section) {
          deleted.append(from)
          inserted.append(to)
        } else if !kept.contains(index) {
          moved.append((from, to))
        }
      }
    }
    reconfigured = new.reconfiguredItemIdentifiers.compactMap { newPaths[$0] }
    deleted.sort()
    inserted.sort()
    moved.sort { $0.to < $1.to }
  }

  /// The positions (in `values`) of one longest strictly increasing subsequence of `values`,
  /// the earliest-ending one (patience sorting, O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // positions of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var result: Set<Int> = []
    var position = tails.last ?? -1
    while position >= 0 {
      result.insert(position)
      position = previous[position]
    }
    return result
  }
}
