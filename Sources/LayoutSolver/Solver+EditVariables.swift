/// Edit variables: values a caller changes often (a dragged position, a window size), each held by
/// an optional constraint whose constant is updated in place.
extension Solver {
  /// Makes `variable` an edit variable: an optional `variable == suggestion` of `strength`, whose
  /// suggestion ``suggestValue(_:for:)`` changes cheaply. The first suggestion is 0.
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``; ``SolverError/badRequiredStrength(_:)``
  ///   when `strength` is required; ``SolverError/internalError(_:)``.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try core.addEditVariable(variable, strength: strength)
  }

  /// Removes an edit variable and its constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/internalError(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value (in the variable's unit, usually points) for an edit variable and re-solves
  /// with the dual simplex; pivots happen only when the change makes some inequality start or stop
  /// limiting the solution. Call ``updateVariables()`` to read the result.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``; ``SolverError/internalError(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try core.suggestValue(value, for: variable)
  }
}
