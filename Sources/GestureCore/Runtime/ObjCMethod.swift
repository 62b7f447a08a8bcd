/// One method that Objective-C messaging can reach: its selector and a closure that calls it on
/// an instance of its class with the message's arguments.
///
/// The user's code never spells these: the tool generates one per method that is `@objc`, an
/// `@IBAction`, in an `@objcMembers` class, or that implements a requirement of an `@objc`
/// protocol or a UIKit delegate protocol (docs/uikit-code.md, "How iOS code is prepared").
public struct ObjCMethod: Sendable {
  /// The selector.
  public let selector: Selector
  /// How many arguments the method takes (0, 1 for a sender, 2 for a sender and an event).
  public let arity: Int
  /// Calls the method on the object (an instance of the table's class or a subclass).
  public let implementation: @MainActor @Sendable (AnyObject, ObjCArguments) -> Any

  /// A method of `selector` taking `arity` arguments, called by `implementation`.
  public init(
    _ selector: Selector, arity: Int,
    _ implementation: @escaping @MainActor @Sendable (AnyObject, ObjCArguments) -> Any
  ) {
    self.selector = selector
    self.arity = arity
    self.implementation = implementation
  }
}

/// The arguments of one message, in order.
public struct ObjCArguments {
  /// The values; `nil` for a `nil` argument.
  public let values: [Any?]
  /// The selector, for messages about a wrong argument.
  public let selector: Selector

  /// Arguments `values` of a message `selector`.
  public init(_ values: [Any?], selector: Selector) {
    self.values = values
    self.selector = selector
  }

  /// Argument `index` as the method's parameter type `T`: a missing or `nil` argument is `nil`
  /// for an optional parameter; anything else that is not a `T` stops the run with a message
  /// naming the selector (on iOS the method would receive an object of the wrong class).
  public func at<T>(_ index: Int) -> T {
    let value = index < values.count ? values[index] : nil
    if let value, let typed = value as? T { return typed }
    if value == nil, let none = Optional<Any>.none as? T { return none }
    let got = value.map { "\(type(of: $0))" } ?? "nil"
    fatalError(
      "the method of selector \(selector) takes a \(T.self) as argument \(index + 1), but the "
        + "message sent \(got)")
  }
}

/// The messaging methods of one class: the table the tool generates for it.
public struct ObjCClassMethods: Sendable {
  /// The class, as an identifier.
  public let classIdentifier: ObjectIdentifier
  /// The class's name, for messages.
  public let className: String
  /// The class itself, which the runtime finds by ``className`` as `NSClassFromString` does
  /// (the custom classes a storyboard or nib names).
  public let objectClass: AnyClass
  /// Its methods by selector.
  public internal(set) var methods: [Selector: ObjCMethod]

  /// The table of `aClass` with `methods` (a later method of one selector wins).
  public init(_ aClass: AnyClass, _ methods: [ObjCMethod]) {
    self.objectClass = aClass
    self.classIdentifier = ObjectIdentifier(aClass)
    self.className = String(describing: aClass)
    self.methods = Dictionary(methods.map { ($0.selector, $0) }) { _, last in last }
  }
}
