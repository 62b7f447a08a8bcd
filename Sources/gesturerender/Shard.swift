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
}
