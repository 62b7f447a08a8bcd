import Testing

@testable import LayoutSolver

@Suite("Edit variables")
struct EditVariableTests {
  @Test func suggestionsStopAtInequalityWalls() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .greaterThanOrEqual, 0.0))
    try solver.add(Constraint(x, .lessThanOrEqual, 100.0))
    try solver.addEditVariable(x, strength: .strong)

    // (suggestion, expected): inside, past the upper wall, past the lower wall, back inside.
    let steps: [(Double, Double)] = [
      (50, 50), (150, 100), (100.5, 100), (-20, 0), (30, 30), (100, 100), (99, 99),
    ]
    for (suggestion, expected) in steps {
      try solver.suggestValue(suggestion, for: x)
      expectClose(solver.solvedValue(of: x), expected, "suggested \(suggestion)")
      #expect(solver.invariantViolations.isEmpty)
    }
  }

  /// Three 10 pt views in a 100 pt row with gaps `>= 8` (required) and `== 8` (weak), dragged by
  /// the centre of the middle one: centre = x0 + 23, and x0 may range over 0...54.
  func dragRow() throws -> (Solver, x: [Variable], drag: Variable) {
    let solver = Solver()
    let x = (0..<3).map { Variable("x\($0)") }
    let drag = Variable("drag")
    try solver.add(Constraint(x[0], .greaterThanOrEqual, 0.0))
    for i in 1..<3 {
      try solver.add(Constraint(x[i] - x[i - 1] - 10, .greaterThanOrEqual, 8.0))
      try solver.add(Constraint(x[i] - x[i - 1] - 10, .equal, 8.0, strength: .weak))
    }
    try solver.add(Constraint(x[2] + 10, .lessThanOrEqual, 100.0))
    try solver.add(Constraint(x[1] + 5, .equal, drag))
    try solver.addEditVariable(drag, strength: .strong)
    return (solver, x, drag)
  }

  @Test func draggingAcrossBothWalls() throws {
    let (solver, x, drag) = try dragRow()

    // (suggested centre, expected x0, x1, x2)
    let steps: [(Double, [Double])] = [
      (50, [27, 45, 63]),
      (10, [0, 18, 36]),  // left wall: centre stops at 23
      (23, [0, 18, 36]),
      (90, [54, 72, 90]),  // right wall: centre stops at 77
      (60, [37, 55, 73]),
    ]
    for (centre, expected) in steps {
      try solver.suggestValue(centre, for: drag)
      solver.updateVariables()
      for i in 0..<3 { expectClose(solver.value(of: x[i]), expected[i], "centre \(centre)") }
      expectClose(solver.value(of: drag), expected[1] + 5)
    }
  }

  @Test func movingBetweenWallsNeedsNoPivot() throws {
    let (solver, x, drag) = try dragRow()
    try solver.suggestValue(40, for: drag)

    let before = solver.statistics.pivots
    for centre in stride(from: 41.0, through: 70, by: 1) {
      try solver.suggestValue(centre, for: drag)
    }

    // Cassowary's dual step only pivots when an inequality starts or stops binding.
    #expect(solver.statistics.pivots == before)
    expectClose(solver.solvedValue(of: x[0]), 47)
  }

  @Test func removingAnEditVariableReleasesTheVariable() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 5.0, strength: .weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(42, for: x)
    expectClose(solver.solvedValue(of: x), 42)

    try solver.removeEditVariable(x)

    #expect(!solver.hasEditVariable(x))
    expectClose(solver.solvedValue(of: x), 5)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(9, for: x)
    expectClose(solver.solvedValue(of: x), 9)
  }

  @Test func priorityEditsRankAgainstPriorityConstraints() throws {
    let width = Variable("width")
    let solver = Solver()
    try solver.add(Constraint(width, .greaterThanOrEqual, 60.0, strength: Strength(priority: 750)))
    try solver.addEditVariable(width, strength: Strength(priority: 999))
    try solver.addEditVariable(Variable("other"), strength: Strength(priority: 500))

    try solver.suggestValue(40, for: width)

    // The edit at 999 beats compression resistance at 750.
    expectClose(solver.solvedValue(of: width), 40)
  }
}
