import Testing

@testable import LayoutSolver

/// Random systems built so that a known point satisfies every required constraint: adds must
/// succeed, and after every add and remove every installed required constraint must hold.
@Suite("Randomised systems")
struct RandomisedTests {
  /// A random sparse expression over `variables` with small integer coefficients, whose constant
  /// makes it evaluate to `target` at `point`.
  static func expression(
    _ variables: [Variable], point: [Double], target: Double,
    using generator: inout SeededGenerator
  ) -> LinearExpression {
    var expression = LinearExpression()
    var value = 0.0
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      let index = Int.random(in: 0..<variables.count, using: &generator)
      var coefficient = Double(Int.random(in: -3...3, using: &generator))
      if coefficient == 0 { coefficient = 1 }
      expression.terms.append(Term(variables[index], coefficient: coefficient))
      value += coefficient * point[index]
    }
    expression.constant = target - value
    return expression
  }

  @Test(arguments: Array(1...24) as [UInt64])
  func requiredConstraintsHoldAfterEveryChange(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let variables = (0..<12).map { Variable("v\($0)") }
    let point = variables.map { _ in Double(Int.random(in: 0...100, using: &generator)) }
    let solver = Solver()
    var installed: [Constraint] = []
    var equalities = 0

    for step in 0..<150 {
      let roll = Int.random(in: 0..<12, using: &generator)
      if !installed.isEmpty && roll < 3 {
        let victim = installed.remove(at: Int.random(in: 0..<installed.count, using: &generator))
        try solver.remove(victim)
        if victim.relation == .equal && victim.strength.isRequired { equalities -= 1 }
      } else if roll == 3,
        let equality = installed.first(where: {
          $0.relation == .equal && $0.strength.isRequired
        })
      {
        // A redundant copy of an installed equality (another object, same expression).
        let copy = Constraint(equality.expression, .equal)
        try solver.add(copy)
        installed.append(copy)
        equalities += 1
      } else if roll == 4,
        let inequality = installed.first(where: {
          $0.relation != .equal && $0.strength.isRequired
        })
      {
        // Move an inequality's constant; the point keeps satisfying it with slack 0...20.
        let atPoint = inequality.expression.terms.reduce(inequality.expression.constant) {
          $0 + $1.coefficient * point[variables.firstIndex(of: $1.variable)!]
        }
        let slack = Double(Int.random(in: 0...20, using: &generator))
        let shift = inequality.relation == .lessThanOrEqual ? -slack - atPoint : slack - atPoint
        try solver.setConstant(inequality.expression.constant + shift, for: inequality)
      } else {
        let constraint: Constraint
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where equalities < 6:
          // Holds exactly at the point.
          let expression = Self.expression(
            variables, point: point, target: 0, using: &generator)
          constraint = Constraint(expression, .equal)
          equalities += 1
        case 0, 1:
          // Holds at the point with slack in 0...20.
          let slack = Double(Int.random(in: 0...20, using: &generator))
          let expression = Self.expression(
            variables, point: point, target: -slack, using: &generator)
          constraint = Constraint(expression, .lessThanOrEqual)
        case 2:
          let slack = Double(Int.random(in: 0...20, using: &generator))
          let expression = Self.expression(
            variables, point: point, target: slack, using: &generator)
          constraint = Constraint(expression, .greaterThanOrEqual)
        default:
          // An optional pull towards some other value, at a random priority or kiwi weight.
          let target = Double(Int.random(in: -50...50, using: &generator))
          let expression = Self.expression(
            variables, point: point, target: target, using: &generator)
          let strength =
            Bool.random(using: &generator)
            ? Strength(priority: Double(Int.random(in: 1...999, using: &generator)))
            : Strength(kiwi: Double(Int.random(in: 1...1000, using: &generator)))
          let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
          constraint = Constraint(
            expression, relations.randomElement(using: &generator)!, strength: strength)
        }
        try solver.add(constraint)
        installed.append(constraint)
      }

      solver.updateVariables()
      for constraint in installed where constraint.strength.isRequired {
        let violation = constraint.violation(in: solver)
        #expect(violation <= 1e-9, "seed \(seed) step \(step): \(constraint) off by \(violation)")

      }
      let problems = solver.invariantViolations
      #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
    }
  }

  @Test func sameCallsGiveTheSameTableau() throws {
    // Two solvers fed the same calls with different objects (so different addresses and hash
    // orders) must make the same pivots.
    func build() throws -> (String, Int) {
      var generator = SeededGenerator(seed: 42)
      let variables = (0..<8).map { Variable("v\($0)") }
      let point = variables.map { _ in Double(Int.random(in: 0...50, using: &generator)) }
      let solver = Solver()
      for index in 0..<60 {
        // Holds at the point: expression = -(index % 7) <= 0, or = index % 7 >= 0.
        let relation: Relation = index % 3 == 0 ? .lessThanOrEqual : .greaterThanOrEqual
        let target = Double(index % 7) * (relation == .lessThanOrEqual ? -1 : 1)
        let expression = Self.expression(
          variables, point: point, target: target, using: &generator)
        let strength = index % 4 == 0 ? Strength(priority: Double(100 + index)) : .required
        try solver.add(Constraint(expression, relation, strength: strength))
      }
      return (solver.dump(), solver.statistics.pivots)
    }

    let first = try build()
    let second = try build()

    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
  }
}
