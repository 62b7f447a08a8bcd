/// The object that fine-tunes a recognizer, UIKit's `UIGestureRecognizerDelegate`. Every
/// method is optional: the defaults below are UIKit's. The recognizer holds its delegate
/// weakly.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: _ObjCProtocol {
  /// Whether the recognizer may leave the possible state (began or recognized); false makes
  /// it fail (`gestureRecognizerShouldBegin(_:)`, default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer sees `touch` at all (`gestureRecognizer(_:shouldReceive:)`,
  /// default true). Asked once, when the touch begins.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// Whether the two recognizers may recognize at the same time
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, default false). Either
  /// delegate returning true is enough.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for `otherGestureRecognizer` to fail, as if
  /// `require(toFail:)` had been called for the touches they share
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)`, default false). Asked when the recognizer
  /// wants to leave possible.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for this recognizer to fail
  /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`, default false).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  // Each default sends the message to a method declared in a subclass of the class that adopts
  // the protocol, as Objective-C messaging finds it on iOS (`ObjectiveCRuntime`); without one
  // it returns UIKit's default.

  /// Default: true.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    forwardToSubclass("gestureRecognizerShouldBegin:", [gestureRecognizer], default: true)
  }

  /// Default: true.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    forwardToSubclass(
      "gestureRecognizer:shouldReceive:", [gestureRecognizer, touch], default: true)
  }

  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    forwardToSubclass(
      "gestureRecognizer:shouldRecognizeSimultaneouslyWith:",
      [gestureRecognizer, otherGestureRecognizer], default: false)
  }

  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    forwardToSubclass(
      "gestureRecognizer:shouldRequireFailureOf:", [gestureRecognizer, otherGestureRecognizer],
      default: false)
  }

  /// Default: false.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    forwardToSubclass(
      "gestureRecognizer:shouldBeRequiredToFailBy:", [gestureRecognizer, otherGestureRecognizer],
      default: false)
  }
}
