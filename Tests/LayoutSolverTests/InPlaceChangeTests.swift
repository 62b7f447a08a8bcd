import Testing

@testable import LayoutSolver

/// `setConstant` and `setStrength` must give the same solution as removing the constraint and
/// adding a new one with the new constant or strength.
@Suite("In-place changes")
struct InPlaceChangeTests {
  /// A row of `count` equal-width views in a container driven by an edit variable: x0 == 8,
  /// x[i] == x[i-1] + w[i-1] + 8, w[i] == w0, w >= 10 (required), w == 44 at 250,
  /// x[last] + w[last] + 8 == W, W edited at priority 999. Every variable is determined.
  struct Row {
    struct Spec {
      var relation: Relation
      var terms: [(Int, Double)]
      var constant: Double
      var strength: Strength
    }

    var variables: [Variable]
    var specs: [Spec] = []
    var width: Variable { variables[variables.count - 1] }

    init(count: Int) {
      variables = (0..<(2 * count)).map { Variable(($0 % 2 == 0 ? "x" : "w") + "\($0 / 2)") }
      variables.append(Variable("W"))
      let required = Strength.required
      specs.append(Spec(relation: .equal, terms: [(0, 1)], constant: -8, strength: required))
      for i in 0..<count {
        let (x, w) = (2 * i, 2 * i + 1)
        if i > 0 {
          specs.append(
            Spec(
              relation: .equal, terms: [(x, 1), (x - 2, -1), (w - 2, -1)], constant: -8,
              strength: required))
          specs.append(
            Spec(relation: .equal, terms: [(w, 1), (1, -1)], constant: 0, strength: required))
        }
        specs.append(
          Spec(relation: .greaterThanOrEqual, terms: [(w, 1)], constant: -10, strength: required))
        specs.append(
          Spec(
            relation: .equal, terms: [(w, 1)], constant: -44, strength: Strength(priority: 250)))
      }
      specs.append(
        Spec(
          relation: .equal, terms: [(2 * count - 2, 1), (2 * count - 1, 1), (2 * count, -1)],
          constant: 8, strength: required))
    }

    func constraint(_ index: Int, constant: Double? = nil, strength: Strength? = nil)
      -> Constraint
    {
      let spec = specs[index]
      let terms = spec.terms.map { Term(variables[$0.0], coefficient: $0.1) }
      return Constraint(
        LinearExpression(terms: terms, constant: constant ?? spec.constant), spec.relation,
        strength: strength ?? spec.strength)
    }
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func setConstantMatchesRemoveAndAdd(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let row = Row(count: 6)
    let inPlace = Solver()
    let rebuilt = Solver()
    var inPlaceConstraints: [Constraint] = []
    var rebuiltConstraints: [Constraint] = []
    for index in row.specs.indices {
      inPlaceConstraints.append(row.constraint(index))
      rebuiltConstraints.append(row.constraint(index))
      try inPlace.add(inPlaceConstraints[index])
      try rebuilt.add(rebuiltConstraints[index])
    }
    for solver in [inPlace, rebuilt] {
      try solver.addEditVariable(row.width, strength: Strength(priority: 999))
      try solver.suggestValue(400, for: row.width)
    }
    var constants = row.specs.map(\.constant)

    for step in 0..<80 {
      let index = Int.random(in: 0..<row.specs.count, using: &generator)
      let newConstant = constants[index] + Double(Int.random(in: -30...30, using: &generator))
      var inPlaceFailed = false
      do {
        try inPlace.setConstant(newConstant, for: inPlaceConstraints[index])
      } catch let error {
        guard case .unsatisfiable = error else { throw error }
        inPlaceFailed = true
      }
      let replacement = row.constraint(index, constant: newConstant)
      try rebuilt.remove(rebuiltConstraints[index])
      do {
        try rebuilt.add(replacement)
        rebuiltConstraints[index] = replacement
        constants[index] = newConstant
        #expect(!inPlaceFailed, "step \(step): only the in-place change failed")
      } catch let error {
        guard case .unsatisfiable = error else { throw error }
        let original = row.constraint(index, constant: constants[index])
        try rebuilt.add(original)
        rebuiltConstraints[index] = original
        #expect(inPlaceFailed, "step \(step): only remove + add failed")
      }
      if step % 10 == 9 {
        let suggestion = Double(Int.random(in: 200...600, using: &generator))
        try inPlace.suggestValue(suggestion, for: row.width)
        try rebuilt.suggestValue(suggestion, for: row.width)
      }

      #expect(inPlace.constant(of: inPlaceConstraints[index]) == constants[index])
      inPlace.updateVariables()
      rebuilt.updateVariables()
      for variable in row.variables {
        expectClose(
          inPlace.value(of: variable), rebuilt.value(of: variable), tolerance: 1e-7,
          "step \(step), \(variable)")
      }
      #expect(inPlace.invariantViolations.isEmpty, "step \(step)")
    }
  }

  @Test func setConstantOfARedundantEquality() throws {
    // The second x == 10 is redundant: its dummy marker is basic, so the change goes through
    // remove and add.
    let x = Variable("x")
    let first = Constraint(x, .equal, 10.0)
    let second = Constraint(x, .equal, 10.0)
    let solver = Solver()
    try solver.add(first)
    try solver.add(second)

    #expect(throws: SolverError.self) { try solver.setConstant(-20, for: second) }
    #expect(solver.constant(of: second) == -10)
    try solver.remove(first)
    try solver.setConstant(-20, for: second)

    #expect(solver.constant(of: second) == -20)
    expectClose(solver.solvedValue(of: x), 20)
  }

  @Test func setConstantMovesAContainer() throws {
    // UIKit-style: the container width is a required constant that the window changes.
    let container = Variable("container")
    let w = Variable("w")
    let containerWidth = Constraint(container, .equal, 200.0)
    let solver = Solver()
    try solver.add(containerWidth)
    try solver.add(Constraint(w, .lessThanOrEqual, container - 20))
    try solver.add(Constraint(w, .greaterThanOrEqual, 60.0, strength: Strength(priority: 750)))
    try solver.add(Constraint(w, .lessThanOrEqual, 60.0, strength: Strength(priority: 250)))
    expectClose(solver.solvedValue(of: w), 60)

    try solver.setConstant(-50, for: containerWidth)

    expectClose(solver.solvedValue(of: container), 50)
    expectClose(solver.value(of: w), 30)
    #expect(containerWidth.expression.constant == -200)
  }

  @Test func failedSetConstantKeepsTheOldConstant() throws {
    let x = Variable("x")
    let minimum = Constraint(x, .greaterThanOrEqual, 10.0)
    let maximum = Constraint(x, .lessThanOrEqual, 20.0)
    let solver = Solver()
    try solver.add(minimum)
    try solver.add(maximum)
    try solver.add(Constraint(x, .equal, 15.0, strength: Strength(priority: 500)))

    #expect {
      try solver.setConstant(-5, for: maximum)
    } throws: { error in
      guard case .unsatisfiable(let constraint, let conflicts) = error as? SolverError else {
        return false
      }
      return constraint === maximum && conflicts.contains { $0 === minimum }
    }

    #expect(solver.constant(of: maximum) == -20)
    #expect(solver.invariantViolations.isEmpty)
    expectClose(solver.solvedValue(of: x), 15)
    try solver.setConstant(-12, for: maximum)
    expectClose(solver.solvedValue(of: x), 12)
  }

  @Test func setStrengthMatchesRemoveAndAdd() throws {
    // Centred 60 pt view in a 200 pt container with a fill constraint at 500 and hugging at 250.
    func build(hugging: Strength) throws -> (Solver, Constraint, Variable) {
      let solver = Solver()
      let container = Variable("container")
      let x = Variable("x")
      let w = Variable("w")
      try solver.add(Constraint(container, .equal, 200.0))
      try solver.add(Constraint(x + 0.5 * w, .equal, 0.5 * container))
      try solver.add(Constraint(x + w, .lessThanOrEqual, container - 10))
      try solver.add(Constraint(x, .greaterThanOrEqual, 10.0))
      try solver.add(Constraint(w, .equal, container - 20, strength: Strength(priority: 500)))
      let huggingConstraint = Constraint(w, .lessThanOrEqual, 60.0, strength: hugging)
      try solver.add(huggingConstraint)
      return (solver, huggingConstraint, w)
    }
    let (solver, hugging, w) = try build(hugging: Strength(priority: 250))
    expectClose(solver.solvedValue(of: w), 180)

    for strength in [
      Strength(priority: 600), Strength(priority: 400), Strength(level: 500, weight: 2),
      Strength(level: 500, weight: 0.5), .strong, Strength(priority: 750),
    ] {
      try solver.setStrength(strength, for: hugging)
      let (fresh, _, freshW) = try build(hugging: strength)

      expectClose(solver.solvedValue(of: w), fresh.solvedValue(of: freshW), "\(strength)")
      #expect(solver.strength(of: hugging) == strength)
      #expect(solver.invariantViolations.isEmpty)
    }
    // Hand check of the last one: hugging at 750 beats the fill at 500.
    expectClose(solver.solvedValue(of: w), 60)
  }
}
