import Foundation
import LayoutSolver

extension LayoutEngine {
  /// Probes every view placed by constraints and every app-made guide, records the free
  /// variables of each, and reports items that became ambiguous (see ``LayoutEngine``).
  func checkAmbiguity() {
    solver.updateVariables()
    for item in itemOrder where isProbed(item) {
      let free = freeVariables(of: item)
      guard free != item.ambiguous else { continue }
      item.ambiguous = free
      guard !free.isEmpty, let ref = item.ref else { continue }
      eventLog?.record(
        "layout.ambiguous", view: ref.hostView,
        detail: "\(ref.reportName) has an ambiguous layout: its "
          + free.joined(separator: ", ")
          + " can change without violating any constraint, so the engine picked one of many "
          + "solutions (hasAmbiguousLayout)")
    }
  }

  /// The free variables (`minX`, `minY`, `width`, `height`) found for `view` at the last check,
  /// after bringing the engine up to date.
  func ambiguousAttributes(of view: UIView) -> [String] {
    update()
    guard let item = items[ObjectIdentifier(view)], item.view === view else { return [] }
    return item.ambiguous
  }

  private func isProbed(_ item: EngineItem) -> Bool {
    if item.view != nil { return item.translates == false }
    if let guide = item.guide { return !guide.isSystem }
    return false
  }

  private func freeVariables(of item: EngineItem) -> [String] {
    let variables = [
      ("minX", item.minX), ("minY", item.minY), ("width", item.width), ("height", item.height),
    ]
    return variables.filter { isFree($0.1) }.map(\.0)
  }

  /// Whether the solver moves `variable` when an edit below every priority pulls it 1 pt either
  /// way; it is put back to its value afterwards.
  private func isFree(_ variable: Variable) -> Bool {
    let value = solver.value(of: variable)
    do {
      try solver.addEditVariable(variable, strength: LayoutEngine.probeStrength)
      defer {
        try? solver.suggestValue(value, for: variable)
        try? solver.removeEditVariable(variable)
        solver.updateVariables()
      }
      var moved = false
      for target in [value + 1, value - 1] {
        try solver.suggestValue(target, for: variable)
        solver.updateVariables()
        if abs(solver.value(of: variable) - value) > 1e-6 { moved = true }
      }
      return moved
    } catch {
      return false
    }
  }
}
