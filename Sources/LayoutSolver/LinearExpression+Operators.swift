/// A value that can stand for a linear expression: ``Variable``, ``Term`` or ``LinearExpression``.
///
/// The arithmetic operators accept any two of these, or one of them and a `Double`, and produce an
/// ``LinearExpression``. `Double` itself does not conform, so ordinary number arithmetic is unaffected.
public protocol LinearExpressionConvertible: Sendable {
  /// The value as an expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  /// `1·self`.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
  /// The single-term expression.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
  /// `self`.
  public var linearExpression: LinearExpression { self }
}

extension LinearExpression {
  /// `self` with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }
}

extension LinearExpressionConvertible {
  /// The sum of two expressions.
  public static func + <Other: LinearExpressionConvertible>(lhs: Self, rhs: Other)
    -> LinearExpression
  {
    let left = lhs.linearExpression
    let right = rhs.linearExpression
    return LinearExpression(
      terms: left.terms + right.terms, constant: left.constant + right.constant)
  }

  /// The difference of two expressions.
  public static func - <Other: LinearExpressionConvertible>(lhs: Self, rhs: Other)
    -> LinearExpression
  {
    lhs + rhs.linearExpression.scaled(by: -1)
  }

  /// The expression plus a constant.
  public static func + (lhs: Self, rhs: Double) -> LinearExpression {
    var result = lhs.linearExpression
    result.constant += rhs
    return result
  }

  /// A constant plus the expression.
  public static func + (lhs: Double, rhs: Self) -> LinearExpression {
    rhs + lhs
  }

  /// The expression minus a constant.
  public static func - (lhs: Self, rhs: Double) -> LinearExpression {
    lhs + -rhs
  }

  /// A constant minus the expression.
  public static func - (lhs: Double, rhs: Self) -> LinearExpression {
    rhs.linearExpression.scaled(by: -1) + lhs
  }

  /// The expression times a factor.
  public static func * (lhs: Self, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: rhs)
  }

  /// A factor times the expression.
  public static func * (lhs: Double, rhs: Self) -> LinearExpression {
    rhs.linearExpression.scaled(by: lhs)
  }

  /// The expression divided by a divisor.
  public static func / (lhs: Self, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: 1 / rhs)
  }

  /// The negated expression.
  public static prefix func - (operand: Self) -> LinearExpression {
    operand.linearExpression.scaled(by: -1)
  }
}
