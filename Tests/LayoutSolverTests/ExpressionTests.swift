import Testing

@testable import LayoutSolver

@Suite("Expressions and constraints")
struct ExpressionTests {
  @Test func operatorsBuildTermsAndConstants() {
    let x = Variable("x")
    let y = Variable("y")

    let expression = 2 * x - y / 4 + 8 - (x - 3)

    #expect(expression.terms.count == 3)
    #expect(expression.terms[0].variable === x && expression.terms[0].coefficient == 2)
    #expect(expression.terms[1].variable === y && expression.terms[1].coefficient == -0.25)
    #expect(expression.terms[2].variable === x && expression.terms[2].coefficient == -1)
    #expect(expression.constant == 11)
  }

  @Test func reducedMergesRepeatedVariablesInFirstAppearanceOrder() {
    let x = Variable("x")
    let y = Variable("y")

    let reduced = (y + 2 * x + 3 * y - x + 1).reduced

    #expect(reduced.terms.map(\.variable.name) == ["y", "x"])
    #expect(reduced.terms.map(\.coefficient) == [4, 1])
    #expect(reduced.constant == 1)
  }

  @Test func constraintStoresLeftMinusRight() {
    let x = Variable("x")
    let width = Variable("width")

    let constraint = Constraint(x + width, .lessThanOrEqual, 100.0)

    #expect(constraint.relation == .lessThanOrEqual)
    #expect(constraint.expression.constant == -100)
    #expect(constraint.expression.terms.map(\.coefficient) == [1, 1])
    #expect(constraint.strength.isRequired)
  }

  @Test func constraintsAreComparedByIdentity() throws {
    let x = Variable("x")
    let first = Constraint(x, .equal, 10.0)
    let second = Constraint(x, .equal, 10.0)
    let solver = Solver()

    try solver.add(first)
    try solver.add(second)

    #expect(first != second)
    #expect(first == first)
    #expect(Set([first, second, first]).count == 2)
    #expect(solver.contains(first) && solver.contains(second))
    expectClose(solver.solvedValue(of: x), 10)
  }

  @Test func variablesAreComparedByIdentity() {
    let a = Variable("same")
    let b = Variable("same")

    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    #expect(a.description == "same")
    #expect(Variable().description == "<variable>")
  }
}

@Suite("Strength")
struct StrengthTests {
  @Test func priorityMapsToItsOwnLevel() {
    #expect(Strength(priority: 1000).isRequired)
    #expect(Strength(priority: 1200).isRequired)
    #expect(Strength(priority: 750) == Strength(level: 750, weight: 1))
    #expect(Strength(priority: 0) == Strength(level: 1, weight: 1))
    #expect(Strength(priority: 250) < Strength(priority: 750))
    #expect(Strength(priority: 1) > Strength.strong)
  }

  @Test func kiwiStrengthsShareOneLevel() {
    #expect(Strength.strong == Strength(level: 0, weight: 1_000_000))
    #expect(Strength.medium.weight == 1_000 && Strength.medium.level == 0)
    #expect(Strength.weak.weight == 1)
    #expect(Strength(kiwi: 1_001_001_000).isRequired)
    #expect(!Strength(kiwi: 1_001_000_999).isRequired)
    #expect(Strength(kiwi: -5).weight == 0)
    #expect(Strength.kiwi(strong: 1, medium: 2, weak: 3) == Strength(kiwi: 1_002_003))
    #expect(Strength.kiwi(strong: 2000, medium: 2000, weak: 2000).isRequired)
    #expect(Strength.kiwi(strong: 0, medium: 1, weak: 0, weight: 2) == Strength(kiwi: 2_000))
  }
}
