/// An unknown quantity of a layout, such as the x coordinate or the width of a view (in points).
///
/// A variable is a handle: two variables are the same only if they are the same object, whatever
/// their names. It holds no value itself: a ``Solver`` keeps the value it computed for the variable,
/// refreshed by ``Solver/updateVariables()`` and read with ``Solver/value(of:)``. Because the handle
/// is immutable it is `Sendable`, so errors that carry it can cross isolation domains.
///
/// ```swift
/// let width = Variable("button.width")
/// ```
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// The name used in diagnostics and dumps; it need not be unique.
  public let name: String

  /// Creates a variable with a diagnostic `name`.
  public init(_ name: String = "") {
    self.name = name
  }

  /// The variable's name, or `<variable>` when it has none.
  public var description: String { name.isEmpty ? "<variable>" : name }

  /// Identity comparison: a variable equals only itself.
  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  /// Hashes the object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
