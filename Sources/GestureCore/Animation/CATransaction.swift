import Foundation

/// Core Animation's transactions, as far as implicit animations go (`CATransaction`): the
/// settings that changes of a layer's animatable properties are animated with.
///
/// Every change belongs to a transaction (Apple, CATransaction): the innermost one opened with
/// ``begin()`` and not yet committed, else the implicit transaction of the current turn of the
/// main run loop, which the simulation commits at the end of each frame step. A setting made
/// in a transaction applies to it and to the transactions nested inside it that do not make
/// their own. Outside a simulation (no scene's clock) the calls do nothing and
/// ``disableActions()`` is false.
///
/// What is animated and how: docs/appearance.md, "Implicit animations".
@preconcurrency @MainActor
public final class CATransaction {
  /// The transactions of the scene being built or run, if any.
  private static var stack: TransactionStack? { SimulationContext.scheduler?.transactions }

  /// Opens a transaction nested in the current one (`begin()`).
  public static func begin() {
    stack?.begin()
  }

  /// Closes the innermost transaction opened with ``begin()`` (`commit()`); its completion
  /// block runs when the animations added after it was set have ended, at once when there
  /// are none. A commit without a matching `begin` does nothing (Core Animation logs a
  /// warning).
  public static func commit() {
    stack?.commit()
  }

  /// Whether changes made now are not animated implicitly (`disableActions()`, default false).
  public static func disableActions() -> Bool {
    stack?.disablesActions ?? false
  }

  /// Sets whether changes made in the current transaction are not animated implicitly
  /// (`setDisableActions(_:)`).
  public static func setDisableActions(_ flag: Bool) {
    stack?.current.disablesActions = flag
  }

  /// How long implicit animations of the current transaction last, seconds
  /// (`animationDuration()`, default 0.25: Apple, "defaults to 0.25 seconds").
  public static func animationDuration() -> Double {
    stack?.duration ?? TransactionStack.defaultDuration
  }

  /// Sets how long implicit animations of the current transaction last, seconds
  /// (`setAnimationDuration(_:)`); 0 or less makes the changes without animating them.
  public static func setAnimationDuration(_ dur: Double) {
    stack?.current.duration = dur
  }

  /// The block the current transaction runs when its animations end, or `nil`
  /// (`completionBlock()`).
  public static func completionBlock() -> (() -> Void)? {
    stack?.current.completion
  }

  /// Sets the block the current transaction runs once the animations added after this call
  /// have ended (`setCompletionBlock(_:)`; Apple: "If no animations are added before the
  /// current transaction group is committed … the block will be invoked immediately").
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    guard let stack else { return }
    stack.current.completion = block
    stack.current.latestEnd = nil
  }
}

/// One transaction: the settings it makes (`nil`: inherited) and the end of the latest
/// animation added since its completion block was set.
@preconcurrency @MainActor
package final class Transaction {
  /// Whether implicit animations are off, when set.
  var disablesActions: Bool?
  /// The implicit animations' duration, seconds, when set.
  var duration: Double?
  /// The completion block.
  var completion: (() -> Void)?
  /// When the latest animation added since the completion block was set ends, scheduler time.
  var latestEnd: Double?
}

/// The open transactions of a scene's main run loop, kept on its ``Scheduler`` (there is no
/// global state): the explicit ones, outermost first, and the implicit one of the current turn.
@preconcurrency @MainActor
package final class TransactionStack {
  /// Core Animation's default duration of implicit animations, seconds.
  static let defaultDuration = 0.25

  private unowned let scheduler: Scheduler
  /// Transactions opened with `begin()`, outermost first.
  private var open: [Transaction] = []
  /// The implicit transaction of this turn, made when first needed.
  private var implicit: Transaction?

  init(scheduler: Scheduler) {
    self.scheduler = scheduler
  }

  /// The transaction changes belong to now: the innermost open one, else the implicit one.
  var current: Transaction {
    if let last = open.last { return last }
    if let implicit { return implicit }
    let made = Transaction()
    implicit = made
    return made
  }

  /// Innermost first: the open transactions, then the implicit one.
  private var chain: [Transaction] { open.reversed() + (implicit.map { [$0] } ?? []) }

  /// Whether implicit animations are off now.
  var disablesActions: Bool { chain.lazy.compactMap(\.disablesActions).first ?? false }

  /// The duration of implicit animations now, seconds.
  var duration: Double { chain.lazy.compactMap(\.duration).first ?? Self.defaultDuration }

  func begin() { open.append(Transaction()) }

  func commit() {
    guard let transaction = open.popLast() else { return }
    finish(transaction)
  }

  /// Commits the implicit transaction at the end of a turn of the run loop.
  func endTurn() {
    guard let transaction = implicit else { return }
    implicit = nil
    finish(transaction)
  }

  /// Notes an animation ending at `end` (scheduler time) for every transaction it belongs to.
  func animationAdded(ending end: Double) {
    for transaction in chain where transaction.completion != nil {
      transaction.latestEnd = max(transaction.latestEnd ?? end, end)
    }
  }

  /// Runs or schedules a committed transaction's completion block.
  private func finish(_ transaction: Transaction) {
    guard let completion = transaction.completion else { return }
    transaction.completion = nil
    guard let end = transaction.latestEnd, end > scheduler.now else {
      completion()
      return
    }
    scheduler.schedule(after: end - scheduler.now, completion)
  }
}
