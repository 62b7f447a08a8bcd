import Foundation

/// What a layer runs when one of its properties changes, Core Animation's `CAAction`: the
/// result of ``CALayer/action(forKey:)``, found in the delegate's
/// ``CALayerDelegate/action(for:forKey:)``, the layer's ``CALayer/actions`` or
/// ``CALayer/defaultAction(forKey:)``. `NSNull` is an action that does nothing, which is how
/// code turns an implicit animation off (`layer.actions = ["position": NSNull()]`).
public protocol CAAction {
  /// Runs the action for the change named `event` (a property's key, e.g. `"position"`) of
  /// `anObject`, the layer (`run(forKey:object:arguments:)`).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// Does nothing: an `NSNull` found by ``CALayer/action(forKey:)`` ends the search with no
  /// action (Apple, `action(forKey:)`).
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// The action ``CALayer/defaultAction(forKey:)`` gives for the properties a layer of its own
/// animates implicitly (`position`, `bounds`, `transform`, `opacity`): Core Animation gives a
/// `CABasicAnimation` over the current transaction's duration; here the same animation is made
/// by the layer's animator when this action is the one found (`CALayer+Actions.swift`), and
/// running it directly does nothing more.
final class ImplicitAnimationAction: CAAction, Sendable {
  /// The one instance.
  static let shared = ImplicitAnimationAction()

  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
