/// Edit variables (kiwi's `addEditVariable`, `suggestValue`, `updateVariables`).
extension SolverCore {
  /// Makes `variable` an edit variable of optional `strength`.
  ///
  /// - Throws: `SolverError.duplicateEditVariable`, `.badRequiredStrength`, `.internalError`.
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .badRequiredStrength(strength) }
    let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
    try add(constraint)
    edits[key] = EditRecord(
      constraint: constraint, tag: records[ObjectIdentifier(constraint)]!.tag, suggested: 0)
  }

  /// Stops treating `variable` as an edit variable.
  ///
  /// - Throws: `SolverError.unknownEditVariable`, `.internalError`.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Suggests `value` for edit variable `variable` and re-solves with the dual simplex.
  ///
  /// - Throws: `SolverError.unknownEditVariable`, `.internalError`.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let index = edits.index(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    let delta = value - edits.values[index].suggested
    edits.values[index].suggested = value
    let tag = edits.values[index].tag
    // The edit constraint is `variable - suggested == 0`: its expression constant is `-suggested`.
    shiftConstant(of: tag, by: -delta)
    if dualOptimize() != nil { throw .internalError("Dual optimize failed.") }
  }

  /// Copies the current solution into `values`: a basic variable's row constant, else 0.
  mutating func updateVariables() {
    for index in variableSymbols.indices {
      values[index] = slots[variableSymbols[index].index].row.constant
    }
  }
}
