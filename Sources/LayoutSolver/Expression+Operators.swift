/// A value that can stand for a linear expression: ``Variable``, ``Term`` or ``Expression``.
///
/// The arithmetic operators accept any two of these, or one of them and a `Double`, and produce an
/// ``Expression``. `Double` itself does not conform, so ordinary number arithmetic is unaffected.
public protocol ExpressionConvertible: Sendable {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// `1·self`.
  public var expression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
  /// The single-term expression.
  public var expression: Expression { Expression(self) }
}

extension Expression: ExpressionConvertible {
  /// `self`.
  public var expression: Expression { self }
}

extension Expression {
  /// `self` with every coefficient and the constant multiplied by `factor`.
  public func scaled(by factor: Double) -> Expression {
    Expression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }
}

extension ExpressionConvertible {
  /// The sum of two expressions.
  public static func + <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Expression {
    let left = lhs.expression
    let right = rhs.expression
    return Expression(terms: left.terms + right.terms, constant: left.constant + right.constant)
  }

  /// The difference of two expressions.
  public static func - <Other: ExpressionConvertible>(lhs: Self, rhs: Other) -> Expression {
    lhs + rhs.expression.scaled(by: -1)
  }

  /// The expression plus a constant.
  public static func + (lhs: Self, rhs: Double) -> Expression {
    var result = lhs.expression
    result.constant += rhs
    return result
  }

  /// A constant plus the expression.
  public static func + (lhs: Double, rhs: Self) -> Expression {
    rhs + lhs
  }

  /// The expression minus a constant.
  public static func - (lhs: Self, rhs: Double) -> Expression {
    lhs + -rhs
  }

  /// A constant minus the expression.
  public static func - (lhs: Double, rhs: Self) -> Expression {
    rhs.expression.scaled(by: -1) + lhs
  }

  /// The expression times a factor.
  public static func * (lhs: Self, rhs: Double) -> Expression {
    lhs.expression.scaled(by: rhs)
  }

  /// A factor times the expression.
  public static func * (lhs: Double, rhs: Self) -> Expression {
    rhs.expression.scaled(by: lhs)
  }

  /// The expression divided by a divisor.
  public static func / (lhs: Self, rhs: Double) -> Expression {
    lhs.expression.scaled(by: 1 / rhs)
  }

  /// The negated expression.
  public static prefix func - (operand: Self) -> Expression {
    operand.expression.scaled(by: -1)
  }
}
