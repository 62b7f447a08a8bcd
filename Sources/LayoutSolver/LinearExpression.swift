/// A linear expression: a sum of terms plus a constant, `Σ coefficient·variable + constant`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term``, ``LinearExpression`` and
/// `Double`:
///
/// ```swift
/// let right = x + width + 8   // x + width + 8
/// let half = 0.5 * width      // 0.5 * width
/// ```
public struct LinearExpression: Sendable, CustomStringConvertible {
  /// The summands, in the order they were written (a variable may appear more than once).
  public var terms: [Term]
  /// The constant summand (points, for layout quantities).
  public var constant: Double

  /// Creates `Σ terms + constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression holding a single variable with coefficient 1.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// Creates the expression holding a single term.
  public init(_ term: Term) {
    self.init(terms: [term])
  }

  /// Creates a constant expression.
  public init(constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// The expression with repeated variables merged into one term each.
  ///
  /// Terms keep the order in which their variables first appear, so the solver meets new variables
  /// in the order the caller wrote them (kiwi sorts by memory address instead, which can differ from
  /// run to run). Terms whose merged coefficient is exactly zero are kept; the solver ignores
  /// coefficients within 1e-8 of zero.
  public var reduced: LinearExpression {
    var positions: [ObjectIdentifier: Int] = [:]
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let position = positions[key] {
        merged[position].coefficient += term.coefficient
      } else {
        positions[key] = merged.count
        merged.append(term)
      }
    }
    return LinearExpression(terms: merged, constant: constant)
  }

  /// The expression as text, for example `1.0 * x + -1.0 * y + 8.0`.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
