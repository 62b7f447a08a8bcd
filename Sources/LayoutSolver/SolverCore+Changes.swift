/// In-place changes of an installed constraint: its constant, its strength, and edit variables.
extension SolverCore {
  /// Shifts the constant of the constraint identified by `tag` by `delta` without rebuilding it.
  ///
  /// The constraint's original row is `0 = expression + markerSign·marker + …`. Adding `delta` to
  /// the expression is the same as renaming `marker` to `marker + delta / markerSign`, so every
  /// row keeps its coefficients and only constants move: the marker's own row when it is basic,
  /// else the other error symbol's row when that is basic, else every row of the marker's column
  /// (kiwi's `suggestValue` cases a, b and c, generalised to any constraint). Rows that turn
  /// negative are queued for `dualOptimize()`.
  ///
  /// - Returns: The basic dummy whose row constant moved away from zero, or `invalid`. Such a row
  ///   belongs to a redundant required equality that the shift contradicts; the dual simplex
  ///   cannot repair that, so the caller must undo the shift.
  @discardableResult
  mutating func shiftConstant(of tag: Tag, by delta: Double) -> Symbol {
    var contradicted = Symbol.invalid
    let marker = tag.marker
    let other = tag.other
    if isBasic(marker) {
      slots[marker.index].row.constant -= delta / tag.markerSign
      if isInfeasible(slots[marker.index].row.constant) { infeasible.append(marker) }
    } else if other.isValid && isBasic(other) {
      slots[other.index].row.constant -= delta / tag.otherSign
      if isInfeasible(slots[other.index].row.constant) { infeasible.append(other) }
    } else {
      let shift = delta / tag.markerSign
      nextStamp()
      pending.removeAll()
      for entry in columns[marker.index].elements {
        let index = Int(entry.row)
        guard stamps[index] != stamp, let position = position(of: marker, in: entry) else {
          continue
        }
        stamps[index] = stamp
        slots[index].row.constant += shift * slots[index].row.cells[position].coefficient
        if slots[index].kind == .dummy && !isNearZero(slots[index].row.constant) {
          contradicted = Symbol(id: entry.row, kind: .dummy)
        }
        if slots[index].kind != .external && isInfeasible(slots[index].row.constant) {
          pending.append(entry.row)
        }
      }
      if !pending.isEmpty { queueInfeasible(pending) }
    }
    return contradicted
  }

  /// Changes the expression constant of an installed constraint in place.
  ///
  /// - Throws: `SolverError.unknownConstraint`; `.unsatisfiable` when the new constant makes the
  ///   required constraints infeasible (the old constant is restored); `.internalError`.
  mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var record = records[key] else { throw .unknownConstraint(constraint) }
    let delta = constant - record.constant
    if delta == 0 { return }

    if record.tag.marker.isDummy && isBasic(record.tag.marker) {
      // A redundant required equality: its dummy is basic and cannot absorb a shift.
      try reinstall(record, constant: constant, strength: record.strength)
      return
    }

    let contradicted = shiftConstant(of: record.tag, by: delta)
    if contradicted.isValid {
      var witnesses = slots[contradicted.index].row.cells.map(\.symbol)
      witnesses.append(contradicted)
      shiftConstant(of: record.tag, by: -delta)
      guard dualOptimize() == nil else {
        throw .internalError("could not restore the previous constant")
      }
      throw .unsatisfiable(
        constraint, conflicts: conflicts(among: witnesses, excluding: constraint))
    }
    if let failed = dualOptimize() {
      var witnesses = slots[failed.index].row.cells.map(\.symbol)
      witnesses.append(failed)
      shiftConstant(of: record.tag, by: -delta)
      guard dualOptimize() == nil else {
        throw .internalError("could not restore the previous constant")
      }
      throw .unsatisfiable(
        constraint, conflicts: conflicts(among: witnesses, excluding: constraint))
    }
    record.constant = constant
    records[key] = record
  }

  /// Replaces an installed constraint by itself with another constant or strength, by removing and
  /// adding it; restores the old one if the new one is unsatisfiable.
  mutating func reinstall(_ record: ConstraintRecord, constant: Double, strength: Strength)
    throws(SolverError)
  {
    let constraint = record.constraint
    records[ObjectIdentifier(constraint)] = nil
    try uninstall(record)
    do {
      try install(constraint, constant: constant, strength: strength)
    } catch {
      do {
        try install(constraint, constant: record.constant, strength: record.strength)
      } catch {
        throw .internalError("could not restore the previous constraint")
      }
      throw error
    }
  }

  /// Changes the strength of an installed optional constraint in place.
  ///
  /// The error symbols are charged to the objective at the new level and weight and discharged at
  /// the old ones, then the primal simplex re-optimises (as amoeba's `am_setstrength` does).
  ///
  /// - Throws: `SolverError.unknownConstraint`; `.badRequiredStrength` when the change is between
  ///   required and optional; `.internalError`.
  mutating func setStrength(_ strength: Strength, for constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var record = records[key] else { throw .unknownConstraint(constraint) }
    guard record.strength.isRequired == strength.isRequired else {
      throw .badRequiredStrength(strength)
    }
    if record.strength == strength { return }
    let old = record.strength
    record.strength = strength
    records[key] = record
    if strength.isRequired { return }

    _ = objective.retain(strength.level)
    chargeErrors(of: record.tag, level: old.level, weight: -old.weight)
    chargeErrors(of: record.tag, level: strength.level, weight: strength.weight)
    objective.release(old.level)
    try optimizeObjective()
  }
}
