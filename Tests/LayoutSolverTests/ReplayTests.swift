import Foundation
import Testing

@testable import LayoutSolver

/// Replays the stored W1-W3 workloads (written by Benchmarks/LayoutSolver/make_fixtures.py) and
/// compares every checked value with what kiwisolver computed for the same calls.
@Suite("Replay against kiwisolver")
struct ReplayTests {
  static let workloads = ["W1-row-10", "W1-row-100", "W2-grid-10x10", "W3-drag-240"]

  /// Reads a fixture from the `Fixtures` folder next to this file (the tests run from the source
  /// tree, so no resource bundle is needed).
  static func fixture(_ name: String) throws -> [String: Any] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func number(_ value: Any) -> Double {
    (value as? Double) ?? Double(value as? Int ?? .max)
  }

  @Test(arguments: workloads)
  func replayMatchesKiwisolver(workload: String) throws {
    let log = try Self.fixture(workload + ".json")
    let expected = try Self.fixture(workload + ".kiwi.json")
    let expectedChecks = try #require(expected["checks"] as? [String: [Any]])
    let variables = try #require(log["variables"] as? [String]).map { Variable($0) }
    let constraints = try #require(log["constraints"] as? [[String: Any]]).map { spec in
      var expression = LinearExpression(constant: Self.number(spec["constant"]!))
      for term in spec["terms"] as! [[Any]] {
        expression.terms.append(
          Term(variables[term[0] as! Int], coefficient: Self.number(term[1])))
      }
      let relation: Relation =
        switch spec["op"] as! String {
        case "<=": .lessThanOrEqual
        case ">=": .greaterThanOrEqual
        default: .equal
        }
      return Constraint(
        expression, relation, strength: Strength(kiwi: Self.number(spec["strength"]!)))
    }
    let solver = Solver()
    var checked = 0

    for phase in try #require(log["phases"] as? [[String: Any]]) {
      for frame in phase["frames"] as! [[String: Any]] {
        for op in frame["ops"] as! [[Any]] {
          switch op[0] as! String {
          case "add": try solver.add(constraints[op[1] as! Int])
          case "remove": try solver.remove(constraints[op[1] as! Int])
          case "addEdit":
            try solver.addEditVariable(
              variables[op[1] as! Int], strength: Strength(kiwi: Self.number(op[2])))
          case "removeEdit": try solver.removeEditVariable(variables[op[1] as! Int])
          case "suggest":
            try solver.suggestValue(Self.number(op[2]), for: variables[op[1] as! Int])
          case "update": solver.updateVariables()
          default: Issue.record("unknown op \(op)")
          }
        }
        guard let label = frame["check"] as? String else { continue }
        let values = try #require(expectedChecks[label])
        #expect(values.count == variables.count)
        var worst = 0.0
        for (variable, value) in zip(variables, values) {
          worst = max(worst, abs(solver.value(of: variable) - Self.number(value)))
        }
        #expect(worst <= 1e-6, "\(workload) at \(label): max difference \(worst)")
        checked += 1
      }
    }

    #expect(checked == expectedChecks.count)
    #expect(solver.invariantViolations.isEmpty)
  }
}
