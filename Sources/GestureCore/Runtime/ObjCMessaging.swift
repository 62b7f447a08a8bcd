import Foundation

/// What every Objective-C object answers on iOS (`NSObjectProtocol`'s messaging): whether it
/// responds to a selector, and sending one. The core's classes, Foundation's `NSObject`, the
/// core's delegate protocols and the user's `@objc` protocols (as the tool prepares them)
/// conform, so `delegate.responds(to:)` and `delegate?.m?(x)` work as on iOS.
///
/// The methods found are those of ``ObjectiveCRuntime/current`` (the user's classes).
public protocol _ObjCProtocol: AnyObject {}

extension _ObjCProtocol {
  /// Whether the object is an instance of `aClass` or of a subclass of it (`isKind(of:)`),
  /// read from the Swift class chain (the object's class and its superclasses).
  public func isKind(of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: messageReceiver)
    while let type = current {
      if ObjectIdentifier(type) == ObjectIdentifier(aClass) { return true }
      current = _getSuperclass(type)
    }
    return false
  }

  /// Whether the object is an instance of exactly `aClass` (`isMember(of:)`).
  public func isMember(of aClass: AnyClass) -> Bool {
    ObjectIdentifier(type(of: messageReceiver)) == ObjectIdentifier(aClass)
  }

  /// Whether the object's class (or a superclass) implements `aSelector`
  /// (`responds(to:)`); `false` for a `nil` selector.
  public func responds(to aSelector: Selector!) -> Bool {
    guard let aSelector else { return false }
    return ObjectiveCRuntime.lookUp(aSelector, of: messageReceiver) != nil
  }

  /// The object when it implements `selector`, else `nil`: how the tool prepares a call of an
  /// optional protocol requirement, `delegate?.m?(x)` becoming
  /// `delegate?._ifResponds(to: "m:")?.m(x)`.
  public func _ifResponds(to selector: Selector) -> Self? {
    responds(to: selector) ? self : nil
  }

  /// The object itself: how the tool prepares a call of a requirement UIKit declares
  /// `optional` and every conforming type implements here, `animator.addCompletion?(c)`
  /// becoming `animator._implementingRequirement?.addCompletion(c)` (the call's result stays
  /// optional, as written).
  public var _implementingRequirement: Self? { self }

  /// Sends `aSelector` with no argument (`perform(_:)`) and returns the method's result when
  /// it is an object; an unimplemented selector stops the run ("unrecognized selector").
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    Self.unmanaged(ObjectiveCRuntime.send(messageReceiver, aSelector, []))
  }

  /// Sends `aSelector` with one argument (`perform(_:with:)`).
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    Self.unmanaged(ObjectiveCRuntime.send(messageReceiver, aSelector, [object]))
  }

  /// Sends `aSelector` with two arguments (`perform(_:with:with:)`).
  @preconcurrency @MainActor @discardableResult
  public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!)
    -> Unmanaged<AnyObject>!
  {
    Self.unmanaged(ObjectiveCRuntime.send(messageReceiver, aSelector, [object1, object2]))
  }

  /// Sends `aSelector` with `anArgument` after `delay` seconds of the simulated clock
  /// (`perform(_:with:afterDelay:)`); the object and the argument are kept alive until then,
  /// as the run loop retains them on iOS. Outside a simulation nothing is scheduled.
  @preconcurrency @MainActor
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    guard let scheduler = SimulationContext.scheduler else { return }
    let runtime = ObjectiveCRuntime.current
    let request = DelayedPerformRequest(
      target: messageReceiver, selector: aSelector, argument: anArgument, scheduler: scheduler)
    request.token = scheduler.schedule(after: max(0, delay)) { [request] in
      scheduler.delayedPerforms.removeAll { $0 === request }
      ObjectiveCRuntime.$current.withValue(runtime) {
        _ = ObjectiveCRuntime.send(request.target, request.selector, [request.argument])
      }
    }
    scheduler.delayedPerforms.append(request)
  }

  /// Cancels every request of `perform(_:with:afterDelay:)` whose target is `aTarget`
  /// (`cancelPreviousPerformRequests(withTarget:)`).
  @preconcurrency @MainActor
  public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    cancelRequests { $0.target === (aTarget as AnyObject) }
  }

  /// Cancels the requests of `perform(_:with:afterDelay:)` with this target, selector and
  /// argument (`cancelPreviousPerformRequests(withTarget:selector:object:)`; arguments compare
  /// as objects by identity, other values by their description).
  @preconcurrency @MainActor
  public static func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    cancelRequests {
      $0.target === (aTarget as AnyObject) && $0.selector == aSelector
        && DelayedPerformRequest.same($0.argument, anArgument)
    }
  }

  @MainActor
  private static func cancelRequests(_ matches: (DelayedPerformRequest) -> Bool) {
    guard let scheduler = SimulationContext.scheduler else { return }
    for request in scheduler.delayedPerforms where matches(request) {
      scheduler.cancel(request.token)
    }
    scheduler.delayedPerforms.removeAll(where: matches)
  }

  private static func unmanaged(_ result: Any) -> Unmanaged<AnyObject>? {
    guard type(of: result) is AnyClass else { return nil }
    return Unmanaged.passUnretained(result as AnyObject)
  }
}

/// One pending `perform(_:with:afterDelay:)`: it keeps its target and argument.
@MainActor
final class DelayedPerformRequest {
  let target: AnyObject
  let selector: Selector
  let argument: Any?
  var token = 0

  init(target: AnyObject, selector: Selector, argument: Any?, scheduler: Scheduler) {
    self.target = target
    self.selector = selector
    self.argument = argument
  }

  /// Whether two arguments are the same for cancelling.
  static func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      if type(of: a) is AnyClass, type(of: b) is AnyClass {
        return (a as AnyObject) === (b as AnyObject)
      }
      return "\(a)" == "\(b)"
    default: return false
    }
  }
}

extension NSObject: _ObjCProtocol {}

extension _ObjCProtocol {
  /// The result of the method of `selector` that the object's class declares outside the
  /// protocol's witness (in a subclass of the adopting class), or `fallback` when there is none:
  /// how the core's delegate protocols' defaults reach such a method, as Objective-C messaging
  /// does on iOS.
  @MainActor
  func forwardToSubclass<R>(_ selector: Selector, _ arguments: [Any?], default fallback: R) -> R {
    guard let result = ObjectiveCRuntime.sendIfImplemented(self, selector, arguments) else {
      return fallback
    }
    return (result as? R) ?? fallback
  }
}
