/// The views a collection view put away, by reuse identifier (and element kind), ready to be
/// handed out again: the reason only the visible elements' views exist.
struct ReuseQueue {
  /// A queue's key: the element kind (`nil` for cells) and the reuse identifier.
  struct Key: Hashable {
    var kind: String?
    var identifier: String
  }

  private var queues: [Key: [UICollectionReusableView]] = [:]

  /// Puts `view` away under `key`.
  mutating func enqueue(_ view: UICollectionReusableView, _ key: Key) {
    queues[key, default: []].append(view)
  }

  /// The view put away last under `key`, taken out of the queue, or `nil`.
  mutating func dequeue(_ key: Key) -> UICollectionReusableView? {
    queues[key]?.popLast()
  }

  /// How many views wait in all queues.
  var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
