/// A text dump of the solver state.
extension SolverCore {
  /// The state as text, in sections like kiwi's `dumps()`:
  ///
  /// ```text
  /// Objective
  /// ---------
  /// [level 250.0] 0.0 + 1.0 * e5 + 1.0 * e6
  ///
  /// Tableau
  /// -------
  /// v1 | 8 + -1 * d2
  /// …
  /// ```
  ///
  /// Symbols print as a kind letter and their number: `v` external (variable), `s` slack, `e`
  /// error, `d` dummy. Rows are listed in symbol order, so the dump is the same in every process.
  func dump() -> String {
    var text = "Objective\n---------\n"
    for (index, row) in objective.rows.enumerated() {
      text += "[level \(objective.levels[index])] \(describe(row))\n"
    }
    text += "\nTableau\n-------\n"
    for (index, row) in slots.elements.lazy.map(\.row).enumerated() {
      guard row.exists else { continue }
      text += "\(describe(Symbol(id: UInt32(index), kind: slots[index].kind))) | \(describe(row))\n"
    }
    text += "\nInfeasible\n----------\n"
    for symbol in infeasible { text += "\(describe(symbol))\n" }
    text += "\nVariables\n---------\n"
    for (index, variable) in variables.enumerated() {
      text += "\(variable) = \(describe(variableSymbols[index]))\n"
    }
    text += "\nEdit Variables\n--------------\n"
    let editList = edits.values.sorted { $0.tag.marker < $1.tag.marker }
    for edit in editList {
      text += "\(edit.constraint.expression.terms[0].variable) = \(edit.suggested)\n"
    }
    text += "\nConstraints\n-----------\n"
    let recordList = records.values.sorted { $0.tag.marker < $1.tag.marker }
    for record in recordList {
      text += "\(describe(record.tag.marker)) | \(record.constraint)\n"
    }
    return text
  }

  /// `v3`, `s4`, `e5`, `d6`.
  private func describe(_ symbol: Symbol) -> String {
    let letter: String
    switch symbol.kind {
    case .invalid: letter = "i"
    case .external: letter = "v"
    case .slack: letter = "s"
    case .error: letter = "e"
    case .dummy: letter = "d"
    }
    return "\(letter)\(symbol.id)"
  }

  /// `constant + c1 * sym1 + c2 * sym2`.
  private func describe(_ row: Row) -> String {
    var text = "\(row.constant)"
    for cell in row.cells { text += " + \(cell.coefficient) * \(describe(cell.symbol))" }
    return text
  }
}
