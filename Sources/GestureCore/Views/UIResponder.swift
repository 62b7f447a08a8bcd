import Foundation

/// An object that can handle touch events, UIKit's `UIResponder`.
///
/// The default implementation of each touch method forwards the call to `next`, so a touch that
/// a view does not handle travels up the responder chain: view → superview (or the view's
/// controller) → … → window. Subclasses override the methods they handle; overrides that want the
/// chain to see the touch too call `super` (Apple, "Using responders and the responder chain").
@preconcurrency @MainActor
open class UIResponder: _ObjCProtocol, AssociatedObjectHost, KeyValueObservingHost {
  /// The key-value observers of the responder's properties, `nil` until one is added.
  var keyValueObservers: KeyValueObservers?

  /// Receives a change of a key path this object observes
  /// (`observeValue(forKeyPath:of:change:context:)`); without an override it stops the run, as
  /// NSObject's raises an exception ("message was received but not handled").
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.unhandledChange(of: keyPath, by: self)
  }

  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the responder).
  nonisolated let associatedObjectStore = AssociatedObjectStore()

  /// Creates a responder.
  public init() {}

  /// Records the deallocation of a user class's responder in the timeline (`DeallocationLog`).
  /// Not an `isolated deinit`: those do not see task-local values, where the log is.
  deinit {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      DeallocationLog.record(self, identifier: (self as? UIView)?.accessibilityIdentifier)
    }
  }

  /// The next responder in the chain, or `nil` at its end. A view answers its view controller
  /// when it is a controller's root view, else its superview.
  open var next: UIResponder? { nil }

  /// One or more fingers touched down in the view (`touchesBegan(_:with:)`).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more fingers moved (`touchesMoved(_:with:)`).
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted (`touchesEnded(_:with:)`).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system cancelled the touches: an interruption such as an incoming call, or a gesture
  /// recognizer that took them (`touchesCancelled(_:with:)`).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
}

/// Responders (views, windows, controls, view controllers) are equal only to themselves:
/// UIKit's `UIResponder` inherits `NSObject`, whose `==` is `isEqual(_:)`, identity unless a
/// class overrides it. So `hitView == self` in a `hitTest(_:with:)` override,
/// `subviews.firstIndex(of: view)` and `Set<UIView>` work as on iOS.
extension UIResponder: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
