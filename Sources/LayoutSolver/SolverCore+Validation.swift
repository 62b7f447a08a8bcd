/// Consistency checks of the tableau, for tests and debugging.
extension SolverCore {
  /// Describes every broken invariant of the tableau; empty when it is consistent.
  ///
  /// Checks that each row holds only non-basic symbols in ascending order with non-negligible
  /// coefficients, that each row appears in the column of each of its symbols, that restricted
  /// rows are feasible, and that the objective and installed constraints only mention live
  /// symbols.
  func invariantViolations(feasibilityTolerance: Double = 1e-7) -> [String] {
    var problems: [String] = []
    for (index, row) in slots.elements.lazy.map(\.row).enumerated() {
      guard row.exists else { continue }
      var previous: UInt32 = 0
      for cell in row.cells {
        if cell.symbol.id <= previous { problems.append("row \(index): cells out of order") }
        previous = cell.symbol.id
        if isNearZero(cell.coefficient) { problems.append("row \(index): near-zero cell") }
        if slots[cell.symbol.index].row.exists {
          problems.append("row \(index): contains basic symbol \(cell.symbol.id)")
        }
        if cell.symbol.kind != slots[cell.symbol.index].kind {
          problems.append("row \(index): symbol \(cell.symbol.id) has the wrong kind")
        }
        if !columns[cell.symbol.index].elements.contains(where: {
          isLive($0) && Int($0.row) == index
        }) {
          problems.append("row \(index): missing from the column of \(cell.symbol.id)")
        }
      }
      if slots[index].kind != .external && row.constant < -feasibilityTolerance {
        problems.append("row \(index): infeasible constant \(row.constant)")
      }
      if slots[index].kind == .dummy && abs(row.constant) > feasibilityTolerance {
        problems.append("row \(index): dummy with non-zero constant \(row.constant)")
      }
      if row.position(of: Symbol(id: UInt32(index), kind: slots[index].kind)) != nil {
        problems.append("row \(index): contains its own basic symbol")
      }
    }
    for (level, row) in objective.rows.enumerated() {
      for cell in row.cells where slots[cell.symbol.index].row.exists {
        problems.append("objective level \(level): contains basic symbol \(cell.symbol.id)")
      }
    }
    return problems
  }
}
