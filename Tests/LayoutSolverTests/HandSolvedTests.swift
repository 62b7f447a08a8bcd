import Testing

@testable import LayoutSolver

/// Small systems whose solutions are worked out by hand in the comments.
@Suite("Hand-solved systems")
struct HandSolvedTests {
  @Test func aDefaultHighPriorityLosesToRequired() throws {
    let x = Variable("x")
    let solver = Solver()

    try solver.add(Constraint(x, .equal, 20.0, strength: Strength(priority: 750)))
    try solver.add(Constraint(x, .equal, 10.0))

    // The required x == 10 holds; the 750 is violated by 10.
    expectClose(solver.solvedValue(of: x), 10)
  }

  @Test func aDefaultHighPriorityBeatsDefaultLow() throws {
    let x = Variable("x")
    let solver = Solver()

    try solver.add(Constraint(x, .equal, 30.0, strength: Strength(priority: 250)))
    try solver.add(Constraint(x, .equal, 20.0, strength: Strength(priority: 750)))

    expectClose(solver.solvedValue(of: x), 20)
  }

  @Test(arguments: [3, 4, 10])
  func manyLowPrioritiesNeverOutweighOneHigh(count: Int) throws {
    let x = Variable("x")
    let solver = Solver()

    try solver.add(Constraint(x, .equal, 20.0, strength: Strength(priority: 750)))
    for _ in 0..<count {
      try solver.add(Constraint(x, .equal, 30.0, strength: Strength(priority: 250)))
    }

    // Lexicographic levels: level 750 is satisfied exactly before level 250 is looked at.
    expectClose(solver.solvedValue(of: x), 20)
  }

  @Test func kiwiNumericStrengthsAddUpInsideTheirLevel() throws {
    let x = Variable("x")
    let solver = Solver()

    try solver.add(Constraint(x, .equal, 20.0, strength: Strength(kiwi: 750)))
    for _ in 0..<4 {
      try solver.add(Constraint(x, .equal, 30.0, strength: Strength(kiwi: 250)))
    }

    // One level, weighted sum: moving x from 20 to 30 costs 750·10 and saves 4·250·10.
    expectClose(solver.solvedValue(of: x), 30)
  }

  @Test func priorityLevelsApplyToInequalities() throws {
    let x = Variable("x")
    let solver = Solver()

    try solver.add(Constraint(x, .greaterThanOrEqual, 150.0, strength: Strength(priority: 250)))
    try solver.add(Constraint(x, .greaterThanOrEqual, 120.0, strength: Strength(priority: 500)))
    try solver.add(Constraint(x, .lessThanOrEqual, 100.0, strength: Strength(priority: 750)))

    // x <= 100 (750) holds; then x >= 120 (500) is violated as little as possible: x = 100.
    expectClose(solver.solvedValue(of: x), 100)
  }

  @Test func equalWidthsRowFillsTheContainer() throws {
    // |10| v0 |10| v1 |10| v2 |10| in a 300 pt container: 3w + 40 = 300, w = 260/3.
    let solver = Solver()
    let container = Variable("container")
    let x = (0..<3).map { Variable("x\($0)") }
    let w = (0..<3).map { Variable("w\($0)") }

    try solver.add(Constraint(container, .equal, 300.0))
    try solver.add(Constraint(x[0], .equal, 10.0))
    for i in 1..<3 {
      try solver.add(Constraint(x[i], .equal, x[i - 1] + w[i - 1] + 10))
      try solver.add(Constraint(w[i], .equal, w[0]))
    }
    try solver.add(Constraint(x[2] + w[2] + 10, .equal, container))
    for i in 0..<3 {
      try solver.add(Constraint(w[i], .equal, 44.0, strength: Strength(priority: 250)))
    }
    solver.updateVariables()

    let width = 260.0 / 3
    for i in 0..<3 { expectClose(solver.value(of: w[i]), width) }
    expectClose(solver.value(of: x[0]), 10)
    expectClose(solver.value(of: x[1]), 20 + width)
    expectClose(solver.value(of: x[2]), 30 + 2 * width)
  }

  /// A view centred in a container of `width`, kept 10 pt from both edges, with an intrinsic width
  /// of 60 (hugging `w <= 60` at 250, compression resistance `w >= 60` at 750), and optionally a
  /// constraint pulling it to fill the container (`w == width - 20`) at `fillPriority`.
  func centredView(containerWidth: Double, fillPriority: Double? = nil) throws -> (
    x: Double, w: Double
  ) {
    let solver = Solver()
    let container = Variable("container")
    let x = Variable("x")
    let w = Variable("w")
    try solver.add(Constraint(container, .equal, containerWidth))
    try solver.add(Constraint(x + 0.5 * w, .equal, 0.5 * container))
    try solver.add(Constraint(x, .greaterThanOrEqual, 10.0))
    try solver.add(Constraint(x + w, .lessThanOrEqual, container - 10))
    try solver.add(Constraint(w, .lessThanOrEqual, 60.0, strength: Strength(priority: 250)))
    try solver.add(Constraint(w, .greaterThanOrEqual, 60.0, strength: Strength(priority: 750)))
    if let fillPriority {
      try solver.add(
        Constraint(w, .equal, container - 20, strength: Strength(priority: fillPriority)))
    }
    #expect(solver.invariantViolations.isEmpty)
    return (solver.solvedValue(of: x), solver.solvedValue(of: w))
  }

  @Test func centredViewInALargerContainerKeepsItsIntrinsicWidth() throws {
    let (x, w) = try centredView(containerWidth: 200)

    // w = 60 satisfies both intrinsic constraints; centred: x = 100 - 30.
    expectClose(w, 60)
    expectClose(x, 70)
  }

  @Test func centredViewInASmallerContainerIsCompressed() throws {
    let (x, w) = try centredView(containerWidth: 50)

    // The margins allow at most 50 - 20 = 30; compression resistance (750) is violated by 30.
    expectClose(w, 30)
    expectClose(x, 10)
  }

  @Test func huggingLosesToAStrongerFill() throws {
    let (x, w) = try centredView(containerWidth: 200, fillPriority: 500)

    // Fill at 500 beats hugging at 250: w = 200 - 20.
    expectClose(w, 180)
    expectClose(x, 10)
  }

  @Test func huggingBeatsAWeakerFill() throws {
    let (x, w) = try centredView(containerWidth: 200, fillPriority: 200)

    expectClose(w, 60)
    expectClose(x, 70)
  }

  @Test func valuesAreZeroBeforeUpdateAndForUnknownVariables() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.add(Constraint(x, .equal, 5.0))

    #expect(solver.value(of: x) == 0)
    #expect(solver.value(of: Variable("unknown")) == 0)
    solver.updateVariables()
    #expect(solver.value(of: x) == 5)
  }

  @Test func resetForgetsEverything() throws {
    let x = Variable("x")
    let constraint = Constraint(x, .equal, 5.0)
    let solver = Solver()
    try solver.add(constraint)
    try solver.addEditVariable(x, strength: .weak)

    solver.reset()

    #expect(!solver.contains(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.statistics == SolverStatistics())
    try solver.add(Constraint(x, .equal, 7.0))
    expectClose(solver.solvedValue(of: x), 7)
  }
}

@Suite("Documentation example")
struct DocumentationExampleTests {
  @Test func solverDocumentationExample() throws {
    // The example in Solver's documentation comment.
    let solver = Solver()
    let x = Variable("x")
    let width = Variable("width")
    let container = Variable("container")
    try solver.add(Constraint(x, .equal, 8))
    try solver.add(Constraint(x + width + 8, .equal, container))
    try solver.add(Constraint(width, .greaterThanOrEqual, 40, strength: Strength(priority: 750)))
    try solver.addEditVariable(container, strength: Strength(priority: 999))
    try solver.suggestValue(320, for: container)
    solver.updateVariables()

    #expect(solver.value(of: width) == 304)
  }
}
