/// Objective-C messaging for the user's classes: finds the method a selector names on an
/// object's class, as `objc_msgSend` and `respondsToSelector:` do on iOS.
///
/// The tables come from the user's compiled code (``ObjCClassMethods``, one per class or class
/// extension with methods a selector can reach). A lookup starts at the object's dynamic class
/// and walks up its superclasses, so a method declared in a subclass of the class that adopts a
/// protocol is found, and the call itself dispatches through Swift's own overriding. The
/// runtime of the code being run is a task-local value (``current``), bound by whoever runs the
/// code, so nothing global is mutated and two runs never see each other's classes.
public final class ObjectiveCRuntime: Sendable {
  /// Tables by class.
  private let tables: [ObjectIdentifier: ObjCClassMethods]
  /// The classes by name (the last table of a name wins: the user's code over the samples').
  private let classesByName: [String: AnyClass]

  /// A runtime knowing `tables` (a later table of one class adds to and replaces entries of an
  /// earlier one, as a category's methods do).
  public init(_ tables: [ObjCClassMethods]) {
    var merged: [ObjectIdentifier: ObjCClassMethods] = [:]
    for table in tables {
      if let earlier = merged[table.classIdentifier] {
        merged[table.classIdentifier] = ObjCClassMethods(
          merging: earlier, table)
      } else {
        merged[table.classIdentifier] = table
      }
    }
    self.tables = merged
    var names: [String: AnyClass] = [:]
    for table in tables { names[table.className] = table.objectClass }
    self.classesByName = names
  }

  /// The class of the code named `name` (`NSClassFromString`), or `nil`: a class declared at
  /// the top level of one of the code's files, not private and not generic.
  public func `class`(named name: String) -> AnyClass? {
    classesByName[name]
  }

  /// A runtime with `base`'s methods and `added`'s, which replace `base`'s of the same class
  /// and selector (the user's code over the package's own samples), or whichever is not `nil`.
  public static func combining(_ base: ObjectiveCRuntime?, _ added: ObjectiveCRuntime?)
    -> ObjectiveCRuntime?
  {
    guard let base else { return added }
    guard let added else { return base }
    return ObjectiveCRuntime(Array(base.tables.values) + Array(added.tables.values))
  }

  /// The runtime of the user code being run, or `nil` where no user code is loaded.
  @TaskLocal public static var current: ObjectiveCRuntime?

  /// The method `selector` names for `object`: its class's, else the nearest superclass's.
  public func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
    var current: AnyClass? = type(of: object)
    while let aClass = current {
      if let method = tables[ObjectIdentifier(aClass)]?.methods[selector] { return method }
      current = _getSuperclass(aClass)
    }
    return nil
  }

  /// The method `selector` names for `object` in the current runtime, if any.
  static func lookUp(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
    current?.method(selector, of: object)
  }

  /// Sends `selector` with `arguments` to `object` and returns what the method returns; a
  /// selector that names no method of the object's class stops the run with the message iOS
  /// gives ("unrecognized selector sent to instance").
  @MainActor
  public static func send(_ object: AnyObject, _ selector: Selector, _ arguments: [Any?]) -> Any {
    guard let method = lookUp(selector, of: object) else {
      fatalError(unrecognized(selector, object))
    }
    return method.implementation(object, ObjCArguments(arguments, selector: selector))
  }

  /// Sends `selector` to `object` when its class implements it, passing as many of
  /// `arguments` as the method takes (a target–action method may take none, the sender, or
  /// the sender and the event); returns `nil` when it does not.
  @MainActor
  public static func sendIfImplemented(
    _ object: AnyObject, _ selector: Selector, _ arguments: [Any?]
  ) -> Any?? {
    guard let method = lookUp(selector, of: object) else { return nil }
    let passed = Array(arguments.prefix(method.arity))
    return .some(method.implementation(object, ObjCArguments(passed, selector: selector)))
  }

  /// `-[Card tap:]: unrecognized selector sent to instance of Card`.
  static func unrecognized(_ selector: Selector, _ object: AnyObject) -> String {
    let name = String(describing: type(of: object))
    return "-[\(name) \(selector)]: unrecognized selector sent to instance of \(name) "
      + "(no method of \(name) or its superclasses has the selector '\(selector)'; a method "
      + "is reachable by a selector when it is @objc, an @IBAction, or implements a protocol "
      + "requirement)"
  }
}

extension ObjCClassMethods {
  /// `earlier`'s methods with `later`'s added and replacing.
  init(merging earlier: ObjCClassMethods, _ later: ObjCClassMethods) {
    self = earlier
    self.methods.merge(later.methods) { _, new in new }
  }
}

/// Sends `selector` to `object` and returns the method's result as `R` (the implementation the
/// tool generates for an `@objc` protocol's optional requirement). Not isolated, as the
/// protocols of the user's code are not; the simulation runs all user code on the main actor.
public func _objcSend<R>(_ object: AnyObject, _ selector: Selector, _ arguments: [Any?]) -> R {
  let box = UncheckedSendable((object, arguments))
  let result = MainActor.assumeIsolated {
    UncheckedSendable(ObjectiveCRuntime.send(box.value.0, selector, box.value.1))
  }.value
  guard let typed = result as? R else {
    fatalError("the method of selector \(selector) returned \(type(of: result)), not \(R.self)")
  }
  return typed
}

extension ObjectiveCRuntime {
  /// Sends a target–action message: `selector` to `target` with the sender and the event, as
  /// many of them as the method takes (none, the sender, or both), UIKit's
  /// `sendAction(_:to:from:for:)`. A selector the target does not implement stops the run
  /// ("unrecognized selector"), as on iOS.
  @MainActor
  public static func sendAction(
    _ selector: Selector, to target: AnyObject, from sender: Any?, event: UIEvent?
  ) {
    guard let method = lookUp(selector, of: target) else {
      fatalError(unrecognized(selector, target))
    }
    let arguments = Array(([sender, event] as [Any?]).prefix(method.arity))
    _ = method.implementation(target, ObjCArguments(arguments, selector: selector))
  }
}

/// A value handed to the main actor by code that is already on it (`MainActor.assumeIsolated`
/// wants its result `Sendable`); messages are only sent on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
