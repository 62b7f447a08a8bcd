/// One action of a gesture recognizer or control: a closure the owner keeps, or a
/// target–action pair whose target is held weakly.
///
/// UIKit's controls and recognizers "do not (and should not) retain their targets" (Apple,
/// Target-Action concept): when the target is gone the action is not performed. A closure
/// action is owned by the recognizer (the closure-based recognizer pattern, which stores the
/// closure as an associated object of the recognizer), so it
/// lives as long as the recognizer; a closure that captures its owner weakly lets it go.
struct GestureAction<Sender> {
  /// Who receives the action.
  enum Receiver {
    /// A closure owned with the action.
    case closure((Sender) -> Void)
    /// A weak target and the code to run on it.
    case target(WeakTarget, (AnyObject, Sender) -> Void)
  }

  /// A weak reference to a target, remembering its type name for the timeline.
  final class WeakTarget {
    weak var object: AnyObject?
    let typeName: String
    init(_ object: AnyObject) {
      self.object = object
      self.typeName = String(describing: type(of: object))
    }
  }

  let receiver: Receiver

  /// What ``perform(_:)`` will do, for the timeline: `closure`, `target Foo`, or
  /// `skipped: target Foo deallocated`.
  var summary: String {
    switch receiver {
    case .closure: return "closure"
    case .target(let target, _):
      return target.object == nil
        ? "skipped: target \(target.typeName) deallocated" : "target \(target.typeName)"
    }
  }

  /// Runs the action for `sender`; does nothing when the target is gone.
  func perform(_ sender: Sender) {
    switch receiver {
    case .closure(let body):
      body(sender)
    case .target(let target, let body):
      guard let object = target.object else { return }
      body(object, sender)
    }
  }

  /// Whether this is a target–action pair for `object`.
  func isTarget(_ object: AnyObject) -> Bool {
    if case .target(let target, _) = receiver { return target.object === object }
    return false
  }
}
