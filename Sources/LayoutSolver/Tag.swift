/// The symbols a constraint added to the tableau, and how it wrote them into its row.
///
/// The constraint's original row reads `0 = expression + markerSign·marker + otherSign·other`:
///
/// | relation | required | optional | marker / other |
/// |---|---|---|---|
/// | `<=` | `+s` | `+s − e` | slack / error |
/// | `>=` | `−s` | `−s + e` | slack / error |
/// | `==` | `+d` | `−e⁺ + e⁻` | dummy / none; error⁺ / error⁻ |
///
/// The marker appears in no other original row, which is what lets the constraint be removed (pivot
/// the marker into the basis and drop its row) and lets its constant change in place (shift the
/// marker's column).
struct Tag: Sendable {
  /// The symbol that identifies the constraint's row.
  var marker: Symbol
  /// The second error symbol of an optional constraint, or `Symbol.invalid`.
  var other: Symbol = .invalid
  /// The coefficient of `marker` in the original row (±1).
  var markerSign: Double
  /// The coefficient of `other` in the original row (±1, or 0 without `other`).
  var otherSign: Double = 0
}

/// What the solver remembers about an installed constraint.
struct ConstraintRecord: Sendable {
  /// The constraint handle (kept alive so its `ObjectIdentifier` stays unique).
  let constraint: Constraint
  /// The constraint's symbols.
  var tag: Tag
  /// The current strength (may differ from `constraint.strength` after `setStrength`).
  var strength: Strength
  /// The current expression constant (may differ from `constraint.expression.constant`).
  var constant: Double
}

/// What the solver remembers about an edit variable.
struct EditRecord: Sendable {
  /// The optional constraint `variable == 0` that carries the suggested value as its constant.
  let constraint: Constraint
  /// That constraint's symbols.
  var tag: Tag
  /// The last suggested value (0 until the first suggestion).
  var suggested: Double
}
