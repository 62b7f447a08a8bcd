/// A linear relation `expression (<=|==|>=) 0` with a ``Strength``.
///
/// A constraint is a handle: the solver tells constraints apart by object identity, so two
/// constraints built from the same expression are different constraints, and adding one does not
/// make the other a duplicate (as in kiwi). The handle is immutable and `Sendable`; the constant and
/// strength it was created with can later be changed inside a solver with
/// ``Solver/setConstant(_:for:)`` and ``Solver/setStrength(_:for:)``, and the solver reports the
/// current ones through ``Solver/constant(of:)`` and ``Solver/strength(of:)``.
///
/// ```swift
/// // x + width + 8 == container  (required)
/// let trailing = Constraint(x + width + 8, .equal, container)
/// // width >= 40 at UIKit priority 750
/// let minimum = Constraint(width, .greaterThanOrEqual, 40, strength: Strength(priority: 750))
/// ```
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The left side minus the right side, with repeated variables merged (see
  /// ``LinearExpression/reduced``).
  public let expression: LinearExpression
  /// The relation between ``expression`` and zero.
  public let relation: Relation
  /// The strength the constraint was created with.
  public let strength: Strength

  /// Creates `expression relation 0`.
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required)
  {
    self.expression = expression.reduced
    self.relation = relation
    self.strength = strength
  }

  /// Creates `lhs relation rhs`, stored as `lhs - rhs relation 0`.
  public convenience init<Left: LinearExpressionConvertible, Right: LinearExpressionConvertible>(
    _ lhs: Left, _ relation: Relation, _ rhs: Right, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// Creates `lhs relation rhs` for a constant right side, stored as `lhs - rhs relation 0`.
  public convenience init<Left: LinearExpressionConvertible>(
    _ lhs: Left, _ relation: Relation, _ rhs: Double, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// Identity comparison: a constraint equals only itself.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  /// Hashes the object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The constraint as text, for example `1.0 * w + -40.0 >= 0 | level 750.0 weight 1.0`.
  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
