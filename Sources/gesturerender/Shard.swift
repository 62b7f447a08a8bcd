/// `--shard I/N`: one of `count` slices of a batch of scenarios, for splitting a batch across
/// machines. Slice `index` holds the scenarios at positions `index`, `index + count`, … of the
/// command line (from 0); the slices of 0/N … (N−1)/N together cover the batch once.
struct Shard: Equatable {
  /// Which slice, 0 ≤ index < count.
  var index: Int
  /// How many slices.
  var count: Int

  /// Whether the scenario at `position` (from 0) belongs to this slice.
  func contains(_ position: Int) -> Bool { position % count == index }

  /// The most slices a batch is split into.
  static let maximumCount = 10_000

  /// Reads `I/N` (0 ≤ I < N ≤ 10,000).
  ///
  /// - Throws: `CommandError` with code `.usage` quoting `text`.
  static func parse(_ text: String) throws -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
      (1...maximumCount).contains(count), (0..<count).contains(index)
    else {
      throw CommandError(
        message: "'--shard' takes I/N with 0 ≤ I < N, e.g. 0/2 (got '\(text)')", code: .usage)
    }
    return Shard(index: index, count: count)
  }
}
