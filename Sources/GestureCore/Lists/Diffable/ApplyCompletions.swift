import Foundation

/// The completions of a diffable data source's applies, run in the order the applies were
/// called: an apply that ends at once (one that reloads the data, or is not animated) while
/// an earlier one still animates completes after it: UIKit applies a data source's snapshots
/// one after another, in the order `apply` is called, so their completions come in that order.
@MainActor
final class ApplyCompletions {
  private var queue: [(id: Int, done: Bool, completion: (() -> Void)?)] = []
  private var next = 0

  /// Registers the completion of an apply just called; the returned function says that the
  /// apply has ended, and runs every completion whose apply and earlier ones have ended.
  func enqueue(_ completion: (() -> Void)?) -> () -> Void {
    let id = next
    next += 1
    queue.append((id, false, completion))
    return { self.finish(id) }
  }

  private func finish(_ id: Int) {
    guard let index = queue.firstIndex(where: { $0.id == id }) else { return }
    queue[index].done = true
    while let first = queue.first, first.done {
      queue.removeFirst()
      first.completion?()
    }
  }
}
