import UIKit

/// An object that wraps a closure so that it can be a target, the block target of the seed
/// article `003` (`MGGestureRecognizerBlockTarget`), and the article's pitfall:
///
/// ```swift
/// let tap = UITapGestureRecognizer(
///   target: ClosureTarget { _ in count += 1 }, action: ClosureTarget.invoke)
/// ```
///
/// compiles and is recognized, and never runs the closure: a recognizer (like a control) does
/// not retain its target, nothing else holds the wrapper, so it is freed as soon as the line
/// ends and every action is skipped (the timeline says `skipped: target ClosureTarget
/// deallocated`). ``UIGestureRecognizer/init(actionBlock:)`` is the fix: the recognizer owns the
/// closure.
@MainActor
public final class ClosureTarget {
  private let body: (Any) -> Void

  /// A target that calls `body` with the sender.
  public init(_ body: @escaping (Any) -> Void) { self.body = body }

  /// The action: calls the closure with `sender`.
  public func invoke(_ sender: Any) { body(sender) }
}
