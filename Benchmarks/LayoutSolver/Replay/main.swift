// layout-replay: replays a layout-solver op-log (Benchmarks/LayoutSolver/oplog.py) with
// LayoutSolver and prints per-frame timings, pivot counts and value dumps as JSON on stdout.
//
// Usage: layout-replay OPLOG.json [--warmup N]
//
// Every Variable and Constraint is created before the clock starts; only the solver calls of each
// frame are timed, with ContinuousClock. Exit status 1 on a bad op-log or a solver error.
import Foundation
import LayoutSolver

/// Replays `log` on a fresh solver; returns the JSON-ready result.
func replay(_ log: OpLog, keepChecks: Bool) throws -> [String: Any] {
  let solver = Solver()
  let clock = ContinuousClock()
  var phases: [[String: Any]] = []
  var checks: [String: [Double]] = [:]
  for phase in log.phases {
    var times: [Int64] = []
    var pivots: [Int] = []
    times.reserveCapacity(phase.frames.count)
    for frame in phase.frames {
      let pivotsBefore = solver.statistics.pivots
      let start = clock.now
      for operation in frame.operations {
        switch operation {
        case .add(let constraint): try solver.add(constraint)
        case .remove(let constraint): try solver.remove(constraint)
        case .addEdit(let variable, let strength):
          try solver.addEditVariable(variable, strength: strength)
        case .removeEdit(let variable): try solver.removeEditVariable(variable)
        case .suggest(let variable, let value): try solver.suggestValue(value, for: variable)
        case .update: solver.updateVariables()
        }
      }
      let elapsed = start.duration(to: clock.now)
      times.append(
        elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
      pivots.append(solver.statistics.pivots - pivotsBefore)
      if keepChecks, let label = frame.check {
        checks[label] = log.variables.map { solver.value(of: $0) }
      }
    }
    phases.append(["name": phase.name, "frames_ns": times, "pivots": pivots])
  }
  return ["phases": phases, "checks": checks]
}

var arguments = Array(CommandLine.arguments.dropFirst())
var warmup = 1
if let flag = arguments.firstIndex(of: "--warmup"), flag + 1 < arguments.count,
  let count = Int(arguments[flag + 1])
{
  warmup = count
  arguments.removeSubrange(flag...(flag + 1))
}
guard arguments.count == 1 else {
  FileHandle.standardError.write(Data("usage: layout-replay OPLOG.json [--warmup N]\n".utf8))
  exit(64)
}

do {
  let log = try OpLog(path: arguments[0])
  for _ in 0..<warmup { _ = try replay(log, keepChecks: false) }
  var result = try replay(log, keepChecks: true)
  result["engine"] = "LayoutSolver"
  result["version"] = "LayoutSolver (Swift, release build)"
  result["workload"] = log.name
  let data = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
  FileHandle.standardOutput.write(data)
  FileHandle.standardOutput.write(Data("\n".utf8))
} catch {
  FileHandle.standardError.write(Data("layout-replay: \(error)\n".utf8))
  exit(1)
}
