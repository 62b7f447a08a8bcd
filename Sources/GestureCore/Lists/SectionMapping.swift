import Foundation

/// Where the sections of a table or collection view go in one batch update, read as UIKit reads
/// the changes: deletions, reloads and move sources name sections before the update, insertions
/// and move destinations after it; the remaining sections keep their order in the remaining
/// places (Apple, "Batch Insertion, Deletion, and Reloading of Rows and Sections": deletes and
/// reloads are handled first with the old indexes, then inserts with the new ones).
struct SectionMapping {
  /// The new index of each old section (`nil`: deleted).
  private(set) var newIndex: [Int?]
  /// The old index of each new section (`nil`: inserted).
  private(set) var oldIndex: [Int?]
  /// The old sections reloaded: their rows and header and footer go and come again.
  let reloaded: Set<Int>

  /// The mapping of `oldCount` sections to `newCount`; the counts must already add up
  /// (`newCount == oldCount + inserted.count - deleted.count`, see ``countMismatch``).
  init(
    oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, reloaded: Set<Int>,
    moved: [(from: Int, to: Int)]
  ) {
    newIndex = Array(repeating: nil, count: oldCount)
    oldIndex = Array(repeating: nil, count: newCount)
    self.reloaded = reloaded
    let movedFrom = Set(moved.map(\.from))
    let movedTo = Set(moved.map(\.to))
    let staying = (0..<oldCount).filter { !deleted.contains($0) && !movedFrom.contains($0) }
    let places = (0..<newCount).filter { !inserted.contains($0) && !movedTo.contains($0) }
    for (from, to) in zip(staying, places) { link(from, to) }
    for move in moved where newIndex.indices.contains(move.from) {
      link(move.from, move.to)
    }
  }

  private mutating func link(_ old: Int, _ new: Int) {
    guard newIndex.indices.contains(old), oldIndex.indices.contains(new) else { return }
    newIndex[old] = new
    oldIndex[new] = old
  }

  /// The new index of old section `section`, or `nil` when it is deleted (or out of range).
  func new(_ section: Int) -> Int? {
    newIndex.indices.contains(section) ? newIndex[section] : nil
  }

  /// The old index of new section `section`, or `nil` when it is inserted.
  func old(_ section: Int) -> Int? {
    oldIndex.indices.contains(section) ? oldIndex[section] : nil
  }

  /// UIKit's reason for a section count that does not add up, or `nil` when it does:
  /// `noun` is "table view" or "collection view".
  static func countMismatch(
    old: Int, new: Int, inserted: Int, deleted: Int, noun: String
  ) -> String? {
    guard old + inserted - deleted != new else { return nil }
    return "Invalid update: invalid number of sections. The number of sections contained in "
      + "the \(noun) after the update (\(new)) must be equal to the number of sections "
      + "contained in the \(noun) before the update (\(old)), plus or minus the number of "
      + "sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
  }

  /// UIKit's reason for a row (`noun` "rows") or item (`noun` "items") count of the section
  /// `section` (its index after the update) that does not add up, or `nil` when it does.
  static func rowMismatch(
    section: Int, noun: String, old: Int, new: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> String? {
    guard old + inserted - deleted + movedIn - movedOut != new else { return nil }
    return "Invalid update: invalid number of \(noun) in section \(section). The number of "
      + "\(noun) contained in an existing section after the update (\(new)) must be equal to "
      + "the number of \(noun) contained in that section before the update (\(old)), plus or "
      + "minus the number of \(noun) inserted or deleted from that section (\(inserted) "
      + "inserted, \(deleted) deleted) and plus or minus the number of \(noun) moved into or "
      + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
  }

  /// Stops the run as UIKit does for an inconsistent update: an uncaught
  /// `NSInternalInconsistencyException` with `reason`.
  static func raise(_ reason: String) -> Never {
    fatalError(
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: '\(reason)'")
  }

  /// Where each surviving old item goes. Per old section that survives and is not reloaded,
  /// the items not deleted or moved out keep their order and fill the places of its new
  /// section not inserted or moved into; moved items go where the move says. Items of deleted
  /// and reloaded sections have none. Each section's counts are checked as UIKit checks them
  /// (`noun`: "rows" or "items"); a mismatch stops the run.
  func itemMapping(
    old: [Int], new: [Int], deleted: Set<IndexPath>, inserted: Set<IndexPath>,
    moved: [(from: IndexPath, to: IndexPath)], noun: String
  ) -> [IndexPath: IndexPath] {
    var mapping: [IndexPath: IndexPath] = [:]
    let movedFrom = Set(moved.map(\.from))
    let movedTo = Set(moved.map(\.to))
    for (section, count) in old.enumerated() {
      guard let target = self.new(section), !reloaded.contains(section), target < new.count
      else { continue }
      let staying = (0..<count).map { IndexPath(item: $0, section: section) }
        .filter { !deleted.contains($0) && !movedFrom.contains($0) }
      let places = (0..<new[target]).map { IndexPath(item: $0, section: target) }
        .filter { !inserted.contains($0) && !movedTo.contains($0) }
      let movedIn = moved.filter { $0.to.section == target && $0.from.section != section }.count
      let movedOut = moved.filter { $0.from.section == section && $0.to.section != target }.count
      if let reason = Self.rowMismatch(
        section: target, noun: noun, old: count, new: new[target],
        inserted: inserted.filter { $0.section == target }.count,
        deleted: deleted.filter { $0.section == section }.count, movedIn: movedIn,
        movedOut: movedOut)
      {
        Self.raise(reason)
      }
      for (from, to) in zip(staying, places) { mapping[from] = to }
    }
    for move in moved { mapping[move.from] = move.to }
    return mapping
  }
}
