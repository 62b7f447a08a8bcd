import Foundation
import LayoutSolver

/// One solver call of an op-log frame, with its objects already resolved.
enum Operation {
  case add(Constraint)
  case remove(Constraint)
  case addEdit(Variable, Strength)
  case removeEdit(Variable)
  case suggest(Variable, Double)
  case update
}

/// A frame: the calls timed together, and the label of the value dump taken after them.
struct Frame {
  var operations: [Operation]
  var check: String?
}

/// A named group of frames.
struct Phase {
  var name: String
  var frames: [Frame]
}

/// A workload read from an op-log file written by `oplog.py` (format 1).
struct OpLog {
  /// Why an op-log could not be read.
  struct FormatError: Error, CustomStringConvertible {
    var description: String
  }

  var name: String
  var variables: [Variable]
  var constraints: [Constraint]
  var phases: [Phase]

  /// Reads and resolves the op-log at `path`; kiwi numeric strengths map to `Strength(kiwi:)`.
  init(path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      root["format"] as? Int == 1,
      let name = root["name"] as? String,
      let variableNames = root["variables"] as? [String],
      let constraintSpecs = root["constraints"] as? [[String: Any]],
      let phaseSpecs = root["phases"] as? [[String: Any]]
    else { throw FormatError(description: "\(path): not an op-log of format 1") }

    self.name = name
    let variables = variableNames.map { Variable($0) }
    self.variables = variables
    constraints = try constraintSpecs.map { spec in
      guard let terms = spec["terms"] as? [[Any]], let constant = OpLog.number(spec["constant"]),
        let op = spec["op"] as? String, let strength = OpLog.number(spec["strength"])
      else { throw FormatError(description: "\(path): bad constraint \(spec)") }
      var expression = LinearExpression(constant: constant)
      for term in terms {
        guard term.count == 2, let index = term[0] as? Int, let coefficient = OpLog.number(term[1])
        else { throw FormatError(description: "\(path): bad term \(term)") }
        expression.terms.append(Term(variables[index], coefficient: coefficient))
      }
      let relation: Relation
      switch op {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw FormatError(description: "\(path): bad operator \(op)")
      }
      return Constraint(expression, relation, strength: Strength(kiwi: strength))
    }

    let constraints = self.constraints
    phases = try phaseSpecs.map { phaseSpec in
      guard let phaseName = phaseSpec["name"] as? String,
        let frameSpecs = phaseSpec["frames"] as? [[String: Any]]
      else { throw FormatError(description: "\(path): bad phase") }
      let frames = try frameSpecs.map { frameSpec in
        guard let ops = frameSpec["ops"] as? [[Any]] else {
          throw FormatError(description: "\(path): bad frame")
        }
        let operations = try ops.map { op -> Operation in
          func index(_ position: Int) throws -> Int {
            guard op.count > position, let value = op[position] as? Int else {
              throw FormatError(description: "\(path): bad op \(op)")
            }
            return value
          }
          func value(_ position: Int) throws -> Double {
            guard op.count > position, let value = OpLog.number(op[position]) else {
              throw FormatError(description: "\(path): bad op \(op)")
            }
            return value
          }
          switch op.first as? String {
          case "add": return .add(constraints[try index(1)])
          case "remove": return .remove(constraints[try index(1)])
          case "addEdit": return .addEdit(variables[try index(1)], Strength(kiwi: try value(2)))
          case "removeEdit": return .removeEdit(variables[try index(1)])
          case "suggest": return .suggest(variables[try index(1)], try value(2))
          case "update": return .update
          default: throw FormatError(description: "\(path): unknown op \(op)")
          }
        }
        return Frame(operations: operations, check: frameSpec["check"] as? String)
      }
      return Phase(name: phaseName, frames: frames)
    }
  }

  /// A JSON number as a `Double` (integers included).
  private static func number(_ value: Any?) -> Double? {
    if let double = value as? Double { return double }
    if let int = value as? Int { return Double(int) }
    return nil
  }
}
