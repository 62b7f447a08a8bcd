/// Counters of the work a ``Solver`` has done since it was created or reset.
///
/// Useful in benchmarks (pivots per frame) and in tests that check an operation stayed cheap.
public struct SolverStatistics: Sendable, Hashable {
  /// Simplex pivots performed (primal, dual, artificial and removal pivots).
  public var pivots = 0
  /// Symbols created (variables, slacks, errors, dummies, artificial variables).
  public var symbols = 0

  /// Creates zeroed counters.
  public init() {}
}
