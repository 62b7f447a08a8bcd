/// An incremental linear constraint solver for layout (the Cassowary algorithm).
///
/// The algorithm is the incremental simplex of Badros, Borning and Stuckey, "The Cassowary linear
/// arithmetic constraint solving algorithm" (ACM TOCHI 8(4), 2001), organised the way the kiwi
/// solver (nucleic/kiwi) organises it: one tableau of rows keyed by basic symbol, symbols typed as
/// external, slack, error or dummy, a primal simplex after every add and remove, and a dual
/// simplex after new edit values. This implementation was written from descriptions of those
/// designs, not from their code. It differs from kiwi where noted: lexicographic strength levels
/// (see ``Strength``), in-place constant and strength changes, a clean state after a failed add,
/// a conflict list in unsatisfiable errors, and a column index that lets substitutions visit only
/// the rows containing a symbol.
///
/// Every choice between symbols is made in the order the symbols were created, so a given
/// sequence of calls produces the same tableau and the same values in every process.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), width = Variable("width"), container = Variable("container")
/// try solver.add(Constraint(x, .equal, 8))
/// try solver.add(Constraint(x + width + 8, .equal, container))
/// try solver.add(Constraint(width, .greaterThanOrEqual, 40, strength: Strength(priority: 750)))
/// try solver.addEditVariable(container, strength: Strength(priority: 999))
/// try solver.suggestValue(320, for: container)
/// solver.updateVariables()
/// solver.value(of: width)  // 304
/// ```
///
/// A solver is a mutable reference type without internal locking: use it from one isolation
/// domain at a time. After a thrown error other than ``SolverError/internalError(_:)`` the solver
/// holds exactly the constraints and edit variables it held before the failed call.
public final class Solver {
  /// The tableau and the algorithm (internal so that tests can inspect it).
  ///
  /// Exclusive access is not checked at run time: the solver never calls out to other code while
  /// it works on `core`, so accesses cannot overlap, and the checks cost about a tenth of a small
  /// solve.
  @exclusivity(unchecked) var core = SolverCore()

  /// Creates an empty solver.
  public init() {}

  deinit {
    core.deallocate()
  }

  /// Work counters since creation or the last ``reset()``.
  public var statistics: SolverStatistics { core.statistics }

  // MARK: Constraints

  /// Adds a constraint with the constant and strength it was created with.
  ///
  /// A required constraint must hold together with every installed required constraint; an
  /// optional one is satisfied as well as its strength allows.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` when this object is already added;
  ///   ``SolverError/unsatisfiable(_:conflicts:)`` when it is required and conflicts with the
  ///   installed required constraints (the solver is left unchanged);
  ///   ``SolverError/internalError(_:)``.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint)
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` when the object is not in the solver;
  ///   ``SolverError/internalError(_:)``.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try core.remove(constraint)
  }

  /// Whether this constraint object is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    core.records[ObjectIdentifier(constraint)] != nil
  }

  /// Changes the expression constant of an installed constraint in place.
  ///
  /// The constraint `expression (op) 0` becomes `expression - expression.constant + constant (op)
  /// 0`; for a UIKit constraint `item1 = m·item2 + c` written as `item1 - m·item2 - c`, pass `-c`.
  /// The tableau keeps its basis and only constants change, followed by a dual simplex, which is far
  /// cheaper than ``remove(_:)`` plus ``add(_:)`` and gives the same solution. The handle's own
  /// ``Constraint/expression`` is not changed; ``constant(of:)`` reports the current value.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/unsatisfiable(_:conflicts:)``
  ///   when the constraint is required and the new constant conflicts with other required
  ///   constraints (the old constant stays in force); ``SolverError/internalError(_:)``.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    try core.setConstant(constant, for: constraint)
  }

  /// Changes the strength of an installed optional constraint in place (a new level, weight, or
  /// both), then re-optimises.
  ///
  /// As in Auto Layout, an installed constraint cannot change between required and optional;
  /// remove it and add a new one instead.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)``; ``SolverError/badRequiredStrength(_:)`` for a
  ///   change between required and optional; ``SolverError/internalError(_:)``.
  public func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
    try core.setStrength(strength, for: constraint)
  }

  /// The expression constant an installed constraint currently uses, or `nil` if it is not
  /// installed.
  public func constant(of constraint: Constraint) -> Double? {
    core.records[ObjectIdentifier(constraint)]?.constant
  }

  /// The strength an installed constraint currently uses, or `nil` if it is not installed.
  public func strength(of constraint: Constraint) -> Strength? {
    core.records[ObjectIdentifier(constraint)]?.strength
  }

  // MARK: Values

  /// Recomputes the value of every variable the solver knows from the current solution.
  ///
  /// A variable that is not basic (not determined by any row) gets 0, as in kiwi.
  public func updateVariables() {
    core.updateVariables()
  }

  /// The value of `variable` as of the last ``updateVariables()`` (0 before it, and for variables
  /// that no added constraint mentions).
  public func value(of variable: Variable) -> Double {
    guard let index = core.variableIndex[ObjectIdentifier(variable)] else { return 0 }
    return core.values[index]
  }

  /// Removes every constraint, edit variable and variable, and zeroes the statistics.
  public func reset() {
    core.reset()
  }

  /// A text dump of the solver state for debugging: the objective, the tableau rows, the
  /// infeasible-row queue, the variables, the edit variables and the constraints, with symbols
  /// printed as `v` (variable), `s` (slack), `e` (error) or `d` (dummy) plus their number. The
  /// dump lists everything in symbol order, so two solvers given the same calls dump the same text.
  public func dump() -> String {
    core.dump()
  }
}
