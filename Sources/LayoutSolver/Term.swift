/// A variable times a coefficient, one summand of an ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
  /// The variable being scaled.
  public var variable: Variable
  /// The factor applied to the variable (unitless).
  public var coefficient: Double

  /// Creates `coefficient·variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term as text, for example `2.0 * width`.
  public var description: String { "\(coefficient) * \(variable)" }
}
