/// One action of a gesture recognizer or control: a target–action pair whose target is held
/// weakly, a closure the owner keeps (the core's own tests), or, for controls, a `UIAction` the
/// control owns.
///
/// UIKit's controls and recognizers "do not (and should not) retain their targets" (Apple,
/// Target-Action concept): when the target is gone the action is not performed. Without the
/// Objective-C runtime the action is an unapplied method reference (`Controller.buy`), so the
/// recognizer never captures the target; a method reference captures nothing, so it cannot
/// form a retain cycle.
@preconcurrency @MainActor
struct TargetAction<Sender: AnyObject> {
  /// Who receives the action.
  enum Receiver {
    /// A closure owned with the action.
    case closure((Sender) -> Void)
    /// A weak target and the code to run on it with the sender and the event.
    case target(WeakTarget, (AnyObject, Sender, UIEvent?) -> Void)
    /// A control's `UIAction` (owned).
    case menuAction(UIAction)
  }

  /// Which parameters the action method takes.
  enum Shape: Equatable {
    /// `(Target) -> () -> Void`.
    case noArguments
    /// `(Target) -> (Sender) -> Void`.
    case sender
    /// `(Target) -> (Sender, UIEvent) -> Void`.
    case senderAndEvent
    /// `(Target) -> (Sender, UIEvent?) -> Void`.
    case senderAndOptionalEvent
    /// A selector (`#selector(tap(_:))`), sent through ``ObjectiveCRuntime``: the method takes
    /// none, the sender, or the sender and the event, as its declaration says.
    case selector(Selector)
  }

  /// What identifies a method reference when it is removed: Swift cannot compare functions,
  /// so a method is known by the type it was declared on and its shape (working assumption;
  /// two methods of one class with the same shape cannot be told apart).
  struct Signature: Equatable {
    let targetType: ObjectIdentifier
    let shape: Shape
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
  /// The method's signature, for target–action pairs.
  let signature: Signature?

  /// A closure action.
  static func closure(_ body: @escaping (Sender) -> Void) -> TargetAction {
    TargetAction(receiver: .closure(body), signature: nil)
  }

  /// A control's `UIAction`.
  static func menuAction(_ action: UIAction) -> TargetAction {
    TargetAction(receiver: .menuAction(action), signature: nil)
  }

  /// A target–action pair for a method of `Target` taking `shape`'s parameters; `body` calls
  /// it with the target (still alive), the sender and the event.
  static func target<Target: AnyObject>(
    _ target: Target, shape: Shape, _ body: @escaping (Target, Sender, UIEvent?) -> Void
  ) -> TargetAction {
    TargetAction(
      receiver: .target(
        WeakTarget(target),
        { object, sender, event in
          guard let typed = object as? Target else { return }
          body(typed, sender, event)
        }),
      signature: Signature(targetType: ObjectIdentifier(Target.self), shape: shape))
  }

  /// A target–action pair whose action is `selector`, found on the target's class when the
  /// action is sent (UIKit's `addTarget(_:action:)` with `#selector`); a selector the class
  /// does not implement stops the run with "unrecognized selector", as on iOS.
  static func selector(_ target: AnyObject, _ selector: Selector) -> TargetAction {
    TargetAction(
      receiver: .target(
        WeakTarget(target),
        { object, sender, event in
          ObjectiveCRuntime.sendAction(selector, to: object, from: sender, event: event)
        }),
      signature: Signature(
        targetType: ObjectIdentifier(type(of: target)), shape: .selector(selector)))
  }

  /// The selector of a selector pair, else `nil`.
  var selector: Selector? {
    if case .selector(let selector) = signature?.shape { return selector }
    return nil
  }

  /// What ``perform(_:event:)`` will do, for the timeline: `closure`, `target Foo`,
  /// `skipped: target Foo deallocated`, or `UIAction "Buy"` (`UIAction` when untitled).
  var summary: String {
    switch receiver {
    case .closure: return "closure"
    case .target(let target, _):
      return target.object == nil
        ? "skipped: target \(target.typeName) deallocated" : "target \(target.typeName)"
    case .menuAction(let action):
      return action.title.isEmpty ? "UIAction" : "UIAction \"\(action.title)\""
    }
  }

  /// Runs the action for `sender`; does nothing when the target is gone.
  func perform(_ sender: Sender, event: UIEvent?) {
    switch receiver {
    case .closure(let body):
      body(sender)
    case .target(let target, let body):
      guard let object = target.object else { return }
      body(object, sender, event)
    case .menuAction(let action):
      action.perform(sender: sender)
    }
  }

  /// Whether two signatures name the same method: a selector by its name alone (any class).
  private static func same(_ a: Signature?, _ b: Signature) -> Bool {
    if case .selector(let name) = b.shape, case .selector(let other) = a?.shape {
      return name == other
    }
    return a == b
  }

  /// Whether `removeTarget(target, action:)` removes this action: a `nil` target matches every
  /// target (and closure), a `nil` signature every method. `UIAction`s never match.
  func matches(target: AnyObject?, signature: Signature?) -> Bool {
    switch receiver {
    case .menuAction:
      return false
    case .closure:
      return target == nil && signature == nil
    case .target(let weakTarget, _):
      if let target, weakTarget.object !== target { return false }
      if let signature, !Self.same(self.signature, signature) { return false }
      return true
    }
  }
}
