import Foundation
import Testing

@testable import LayoutSolver

/// A small deterministic random number generator (SplitMix64), so randomised tests replay the
/// same cases on every run and platform.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Records an issue when `actual` is farther than `tolerance` from `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(actual) is not within \(tolerance) of \(expected)\(comment.map { " — \($0)" } ?? "")",
    sourceLocation: sourceLocation)
}

extension Solver {
  /// Updates the variables and returns the value of `variable`.
  func solvedValue(of variable: Variable) -> Double {
    updateVariables()
    return value(of: variable)
  }

  /// The broken invariants of the tableau (empty when consistent).
  var invariantViolations: [String] {
    core.invariantViolations()
  }
}

extension LinearExpression {
  /// The expression's value for the solver's current variable values.
  func value(in solver: Solver) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
  }
}

extension Constraint {
  /// How far the constraint is from holding with the solver's current values and the constant it
  /// currently has in the solver (0 when it holds).
  func violation(in solver: Solver) -> Double {
    let constant = solver.constant(of: self) ?? expression.constant
    let value = expression.value(in: solver) - expression.constant + constant
    switch relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }
}
