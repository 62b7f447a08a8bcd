/// The name of a method as Objective-C messaging knows it (`tap:`, `move:to:`), UIKit's
/// `Selector`.
///
/// `#selector(tap(_:))` in the user's code becomes `Selector("tap:")` before it is compiled
/// (docs/uikit-code.md, "How iOS code is prepared"); the method it names is found at run time
/// on the receiver's class by ``ObjectiveCRuntime``, as `objc_msgSend` finds it on iOS.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The selector's name: `tap:`.
  public let name: String

  /// The selector named `name` (`Selector("tap:")`, `NSSelectorFromString`).
  public init(_ name: String) { self.name = name }

  /// `"tap:"` where a `Selector` is expected.
  public init(stringLiteral value: String) { self.name = value }

  /// The number of arguments the selector's method takes: its colons.
  public var argumentCount: Int { name.filter { $0 == ":" }.count }

  public var description: String { name }
}

/// The selector's name (`NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector named `aSelectorName` (`NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
