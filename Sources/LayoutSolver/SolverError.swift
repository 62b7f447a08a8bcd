/// The errors a ``Solver`` throws. Each carries the value it is about.
///
/// After any of these errors the solver is in the state it had before the failed call (for
/// ``unsatisfiable(_:conflicts:)`` this is the point of the design; kiwi could leave a row of the
/// failed constraint behind, nucleic/kiwi#52) and can be used further.
public enum SolverError: Error, Sendable, CustomStringConvertible {
  /// A required constraint cannot be satisfied together with the installed required constraints.
  ///
  /// `conflicts` lists installed required constraints that, together with the offending one,
  /// cannot all hold. It is a best-effort explanation read from the tableau row that proved the
  /// conflict (the constraints whose marker symbols occur in it), ordered by when they were added;
  /// it may be empty when the conflict runs through optional constraints.
  case unsatisfiable(Constraint, conflicts: [Constraint])
  /// The constraint object is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint object is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// A required strength where only an optional one is allowed (edit variables), or a change
  /// between required and optional on an installed constraint. Carries the offending strength.
  case badRequiredStrength(Strength)
  /// The solver found its tableau in a state the algorithm rules out; the message says where.
  case internalError(String)

  /// A one-paragraph explanation; the unsatisfiable case follows Auto Layout's console report.
  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicts):
      var text = "Unable to simultaneously satisfy constraints.\n"
      for conflict in conflicts { text += "    \(conflict)\n" }
      text += "Will attempt to recover by breaking constraint\n    \(constraint)"
      return text
    case .duplicateConstraint(let constraint):
      return "The constraint has already been added to the solver: \(constraint)"
    case .unknownConstraint(let constraint):
      return "The constraint has not been added to the solver: \(constraint)"
    case .duplicateEditVariable(let variable):
      return "The variable is already an edit variable: \(variable)"
    case .unknownEditVariable(let variable):
      return "The variable is not an edit variable: \(variable)"
    case .badRequiredStrength(let strength):
      return "A required strength is not allowed here: \(strength)"
    case .internalError(let message):
      return "Internal solver error: \(message)"
    }
  }
}
