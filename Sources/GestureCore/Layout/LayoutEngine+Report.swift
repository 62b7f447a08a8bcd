import Foundation
import LayoutSolver

extension LayoutEngine {
  /// Records UIKit's unsatisfiable-constraints report for `broken`, which the engine leaves out,
  /// and the installed constraints it conflicts with, as a `layout.unsatisfiable` event.
  func reportUnsatisfiable(breaking broken: NSLayoutConstraint, conflicts: [Constraint]) {
    var involved: [NSLayoutConstraint] = []
    for conflict in conflicts {
      guard let owner = owners[ObjectIdentifier(conflict)],
        !involved.contains(where: { $0 === owner })
      else { continue }
      involved.append(owner)
    }
    if !involved.contains(where: { $0 === broken }) { involved.append(broken) }
    eventLog?.record(
      "layout.unsatisfiable", view: broken.firstItemView,
      detail: LayoutEngine.unsatisfiableReport(involved, breaking: broken))
  }

  /// Records a solver failure other than an unsatisfiable constraint (a bug) as a
  /// `layout.error` event; layout goes on without the change.
  func reportSolverError(_ error: any Error, for constraint: NSLayoutConstraint) {
    eventLog?.record(
      "layout.error", view: constraint.firstItemView, detail: "\(error) (\(constraint))")
  }

  /// The text UIKit logs for unsatisfiable constraints (docs/auto-layout.md),
  /// with view identifiers where UIKit prints addresses, four spaces where it prints tabs, and
  /// no trailing spaces. The note on autoresizing-mask constraints appears only when the list
  /// has one.
  static func unsatisfiableReport(_ constraints: [NSLayoutConstraint], breaking: NSLayoutConstraint)
    -> String
  {
    var lines = [
      "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      "    Probably at least one of the constraints in the following list is one you don't want.",
      "    Try this:",
      "        (1) look at each constraint and try to figure out which you don't expect;",
      "        (2) find the code that added the unwanted constraint or constraints and fix it.",
    ]
    if constraints.contains(where: { $0.origin == .autoresizingMask }) {
      lines.append(
        "    (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
          + "understand, refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints)")
    }
    lines.append("(")
    for (index, constraint) in constraints.enumerated() {
      lines.append("    \"\(constraint)\"" + (index < constraints.count - 1 ? "," : ""))
    }
    lines += [
      ")",
      "",
      "Will attempt to recover by breaking constraint",
      "\(breaking)",
      "",
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
        + "debugger.",
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.",
    ]
    return lines.joined(separator: "\n")
  }
}
