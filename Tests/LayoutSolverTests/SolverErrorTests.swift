import Testing

@testable import LayoutSolver

@Suite("Errors")
struct SolverErrorTests {
  @Test func unsatisfiableInequalityLeavesNoTrace() throws {
    // The case of nucleic/kiwi#52: the failing row goes through the artificial-variable path.
    let x = Variable("x")
    let y = Variable("y")
    let minimum = Constraint(x, .greaterThanOrEqual, 10.0)
    let maximum = Constraint(x, .lessThanOrEqual, 5.0)
    let solver = Solver()
    try solver.add(minimum)

    #expect {
      try solver.add(maximum)
    } throws: { error in
      guard case .unsatisfiable(let constraint, let conflicts) = error as? SolverError else {
        return false
      }
      return constraint === maximum && conflicts.count == 1 && conflicts[0] === minimum
    }

    #expect(!solver.contains(maximum))
    #expect(solver.invariantViolations.isEmpty)
    expectClose(solver.solvedValue(of: x), 10)
    // A later unrelated add solves correctly, and the old constraint still binds.
    try solver.add(Constraint(y, .equal, x + 3))
    try solver.add(Constraint(x, .equal, 0.0, strength: .weak))
    solver.updateVariables()
    expectClose(solver.value(of: x), 10)
    expectClose(solver.value(of: y), 13)
    // Removing the blocking constraint lets the failed one in.
    try solver.remove(minimum)
    try solver.add(maximum)
    expectClose(solver.solvedValue(of: x), 0)
  }

  @Test func unsatisfiableEqualityNamesTheConflictingConstraints() throws {
    let x = Variable("x")
    let y = Variable("y")
    let anchor = Constraint(x, .equal, 10.0)
    let link = Constraint(y, .equal, x + 5)
    let unrelated = Constraint(Variable("z"), .equal, 1.0)
    let solver = Solver()
    try solver.add(anchor)
    try solver.add(unrelated)
    try solver.add(link)

    for relation in [Relation.equal, .lessThanOrEqual] {
      let offending = Constraint(y, relation, 12.0)
      #expect {
        try solver.add(offending)
      } throws: { error in
        guard case .unsatisfiable(let constraint, let conflicts) = error as? SolverError else {
          return false
        }
        return constraint === offending && conflicts.count == 2 && conflicts[0] === anchor
          && conflicts[1] === link
      }
    }

    #expect(solver.invariantViolations.isEmpty)
    expectClose(solver.solvedValue(of: y), 15)
  }

  @Test func unsatisfiableReportMatchesAutoLayoutWording() {
    let x = Variable("x")
    let broken = Constraint(x, .lessThanOrEqual, 5.0)
    let error = SolverError.unsatisfiable(broken, conflicts: [Constraint(x, .equal, 10.0)])

    #expect(error.description.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(error.description.contains("Will attempt to recover by breaking constraint"))
    #expect(error.description.contains("1.0 * x + -5.0 <= 0"))
  }

  @Test func duplicateConstraint() throws {
    let constraint = Constraint(Variable("x"), .equal, 1.0)
    let solver = Solver()
    try solver.add(constraint)

    #expect {
      try solver.add(constraint)
    } throws: { error in
      guard case .duplicateConstraint(let offending) = error as? SolverError else { return false }
      return offending === constraint
    }
    try solver.remove(constraint)
    #expect(!solver.contains(constraint))
  }

  @Test func unknownConstraint() throws {
    let x = Variable("x")
    let constraint = Constraint(x, .equal, 1.0)
    let solver = Solver()

    #expect {
      try solver.remove(constraint)
    } throws: { error in
      guard case .unknownConstraint(let offending) = error as? SolverError else { return false }
      return offending === constraint
    }
    #expect(throws: SolverError.self) { try solver.setConstant(3, for: constraint) }
    #expect(throws: SolverError.self) { try solver.setStrength(.weak, for: constraint) }
    try solver.add(constraint)
    expectClose(solver.solvedValue(of: x), 1)
  }

  @Test func duplicateAndUnknownEditVariables() throws {
    let x = Variable("x")
    let stranger = Variable("stranger")
    let solver = Solver()
    try solver.addEditVariable(x, strength: .strong)

    #expect {
      try solver.addEditVariable(x, strength: .weak)
    } throws: { error in
      guard case .duplicateEditVariable(let variable) = error as? SolverError else { return false }
      return variable === x
    }
    for action in [
      { try solver.suggestValue(1, for: stranger) },
      { try solver.removeEditVariable(stranger) },
    ] {
      #expect {
        try action()
      } throws: { error in
        guard case .unknownEditVariable(let variable) = error as? SolverError else {
          return false
        }
        return variable === stranger
      }
    }
    try solver.suggestValue(4, for: x)
    expectClose(solver.solvedValue(of: x), 4)
  }

  @Test func badRequiredStrength() throws {
    let x = Variable("x")
    let required = Constraint(x, .greaterThanOrEqual, 0.0)
    let optional = Constraint(x, .equal, 3.0, strength: Strength(priority: 500))
    let solver = Solver()
    try solver.add(required)
    try solver.add(optional)

    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
    #expect {
      try solver.setStrength(Strength(priority: 999), for: required)
    } throws: { error in
      guard case .badRequiredStrength(let strength) = error as? SolverError else { return false }
      return strength == Strength(priority: 999)
    }
    #expect(throws: SolverError.self) { try solver.setStrength(.required, for: optional) }

    #expect(!solver.hasEditVariable(x))
    #expect(solver.strength(of: required) == .required)
    #expect(solver.strength(of: optional) == Strength(priority: 500))
    expectClose(solver.solvedValue(of: x), 3)
  }

  @Test func internalErrorLeavesTheTableauAlone() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 2.0))
    let before = solver.dump()

    // A marker that no row contains cannot be pivoted into the basis.
    let orphan = solver.core.makeSymbol(.slack)
    var thrown: SolverError?
    do {
      try solver.core.dropRow(of: orphan)
    } catch {
      thrown = error
    }

    guard case .internalError(let message) = thrown else {
      Issue.record("expected an internal error, got \(String(describing: thrown))")
      return
    }
    #expect(message == "failed to find leaving row")
    #expect(solver.dump() == before)
    try solver.add(Constraint(Variable("y"), .equal, x))
    expectClose(solver.solvedValue(of: x), 2)
  }
}

@Suite("Redundant constraints")
struct RedundantConstraintTests {
  @Test(arguments: [false, true])
  func aRedundantEqualityTakesOverWhenItsTwinIsRemoved(flipped: Bool) throws {
    // x + y == 10 and x == 4 fix y = 6, so y == 6 is redundant when added. Removing x == 4 must
    // leave y == 6 (hence x == 4) in force, whatever the inequalities around x suggest.
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let anchor = Constraint(x, .equal, 4.0)
    try solver.add(Constraint(x + y, .equal, 10.0))
    try solver.add(anchor)
    try solver.add(flipped ? Constraint(6.0 - y, .equal, 0.0) : Constraint(y, .equal, 6.0))
    try solver.add(Constraint(x, .lessThanOrEqual, 8.0))
    try solver.add(Constraint(x, .greaterThanOrEqual, 1.0))
    try solver.add(Constraint(x, .equal, 0.0, strength: .weak))

    try solver.remove(anchor)

    #expect(solver.invariantViolations.isEmpty)
    solver.updateVariables()
    expectClose(solver.value(of: y), 6)
    expectClose(solver.value(of: x), 4)
  }
}
