/// Adding and removing constraints (kiwi's `addConstraint`, `removeConstraint`).
extension SolverCore {
  /// Builds the tableau row of `constraint` with expression constant `constant`, creating its
  /// marker and error symbols and charging the error symbols to the objective.
  ///
  /// Basic variables are replaced by their rows, so the result mentions only non-basic symbols.
  /// The row is sign-reversed when its constant is negative. The caller owns the returned row.
  mutating func makeRow(for constraint: Constraint, constant: Double, strength: Strength)
    -> (Row, Tag)
  {
    var row = Row(constant: constant, capacity: constraint.expression.terms.count + 2)
    for term in constraint.expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if slots[symbol.index].row.exists {
        row.add(
          slots[symbol.index].row, times: term.coefficient, skipping: -1, spare: &spare,
          created: &created)
        created.removeAll()
      } else {
        row.insert(symbol, term.coefficient)
      }
    }

    var tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      tag = Tag(marker: slack, markerSign: sign)
      row.insert(slack, sign)
      if !strength.isRequired {
        let error = makeSymbol(.error)
        tag.other = error
        tag.otherSign = -sign
        row.insert(error, -sign)
        let level = objective.retain(strength.level)
        objective.rows[level].insert(error, strength.weight)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        tag = Tag(marker: dummy, markerSign: 1)
        row.insert(dummy, 1)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag = Tag(marker: plus, other: minus, markerSign: -1, otherSign: 1)
        row.insert(plus, -1)
        row.insert(minus, 1)
        let level = objective.retain(strength.level)
        objective.rows[level].insert(plus, strength.weight)
        objective.rows[level].insert(minus, strength.weight)
      }
    }

    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol the new row should be solved for: the first external symbol, else the marker or
  /// the other symbol when it is a slack or error with a negative coefficient, else `invalid`.
  func chooseSubject(of row: Row, tag: Tag) -> Symbol {
    for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
    if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
    if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
    return .invalid
  }

  /// Adds `constraint` with its own constant and strength.
  ///
  /// - Throws: `SolverError.duplicateConstraint`, `.unsatisfiable`, `.internalError`.
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    guard records[ObjectIdentifier(constraint)] == nil else {
      throw .duplicateConstraint(constraint)
    }
    try install(
      constraint, constant: constraint.expression.constant, strength: constraint.strength)
  }

  /// Adds `constraint` using `constant` and `strength` in place of its own.
  ///
  /// On an `.unsatisfiable` error the tableau holds exactly the constraints it held before.
  mutating func install(_ constraint: Constraint, constant: Double, strength: Strength)
    throws(SolverError)
  {
    var (row, tag) = makeRow(for: constraint, constant: constant, strength: strength)
    var subject = chooseSubject(of: row, tag: tag)
    if !subject.isValid && row.hasOnlyDummies {
      guard isNearZero(row.constant) else {
        let witnesses = row.cells.map(\.symbol)
        row.deallocate()
        throw .unsatisfiable(
          constraint, conflicts: conflicts(among: witnesses, excluding: constraint))
      }
      subject = tag.marker
    }
    if subject.isValid {
      row.solve(for: subject)
      substitute(subject, with: row)
      store(row, as: subject)
    } else if let witnesses = try addWithArtificialVariable(row) {
      throw .unsatisfiable(
        constraint, conflicts: conflicts(among: witnesses, excluding: constraint))
    }
    records[ObjectIdentifier(constraint)] = ConstraintRecord(
      constraint: constraint, tag: tag, strength: strength, constant: constant)
    try optimizeObjective()
  }

  /// Adds a row that has no obvious subject through an artificial variable (phase one simplex).
  ///
  /// Differs from kiwi on failure: the artificial variable is treated as the marker of the new row
  /// and the row is removed the way `removeConstraint` removes one, so no part of the failed
  /// constraint stays in the tableau (kiwi could leave a row behind, nucleic/kiwi#52).
  ///
  /// - Returns: `nil` when the row was added; otherwise the symbols of the final artificial
  ///   objective, which witness the conflict.
  mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> [Symbol]? {
    let art = makeSymbol(.slack)
    store(row, as: art)
    artificial = row.copy()
    try optimizeArtificial()
    let artificialConstant = artificial.constant
    let witnesses = artificial.cells.map(\.symbol)
    artificial.deallocate()
    artificial = Row()

    if !isNearZero(artificialConstant) {
      try dropRow(of: art)
      try optimizeObjective()
      return witnesses
    }

    if isBasic(art) {
      var artRow = takeRow(art)
      if artRow.count == 0 {
        artRow.deallocate()
        return nil
      }
      // kiwi requires a slack or error here; a row of dummies means the constraint is redundant,
      // and any symbol can take over as basic.
      let entering =
        artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol ?? artRow.cells[0].symbol
      artRow.solve(lhs: art, rhs: entering)
      substitute(entering, with: artRow)
      store(artRow, as: entering)
      statistics.pivots += 1
    }
    for entry in columns[art.index].elements where isLive(entry) {
      slots[Int(entry.row)].row.remove(art)
    }
    columns[art.index].removeAll()
    objective.remove(art)
    return nil
  }

  /// Removes the tableau row that `marker` identifies: drops it when `marker` is basic, else first
  /// pivots `marker` into the basis on the row chosen by `markerLeavingRow(for:)`.
  ///
  /// - Throws: `SolverError.internalError` when no row contains the marker.
  mutating func dropRow(of marker: Symbol) throws(SolverError) {
    if isBasic(marker) {
      takeRow(marker).deallocate()
      return
    }
    let leaving = markerLeavingRow(for: marker)
    guard leaving.isValid else { throw .internalError("failed to find leaving row") }
    var row = takeRow(leaving)
    row.solve(lhs: leaving, rhs: marker)
    substitute(marker, with: row)
    row.deallocate()
    statistics.pivots += 1
  }

  /// Removes `constraint`.
  ///
  /// - Throws: `SolverError.unknownConstraint`, `.internalError`.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    try uninstall(record)
  }

  /// Takes an already unregistered constraint out of the tableau and re-optimises.
  mutating func uninstall(_ record: ConstraintRecord) throws(SolverError) {
    if !record.strength.isRequired {
      chargeErrors(of: record.tag, level: record.strength.level, weight: -record.strength.weight)
      objective.release(record.strength.level)
    }
    try dropRow(of: record.tag.marker)
    try optimizeObjective()
  }

  /// Adds `weight × error` to the objective row of `level` for each error symbol of `tag`, using
  /// the symbol's row when it is basic (the objective must stay in terms of non-basic symbols).
  mutating func chargeErrors(of tag: Tag, level: Double, weight: Double) {
    guard let position = objective.position(of: level) else { return }
    for symbol in [tag.marker, tag.other] where symbol.kind == .error {
      if slots[symbol.index].row.exists {
        objective.rows[position].add(
          slots[symbol.index].row, times: weight, skipping: -1, spare: &spare, created: &created)
        created.removeAll()
      } else {
        objective.rows[position].insert(symbol, weight)
      }
    }
  }

  /// The installed required constraints whose marker or other symbol is among `symbols`, in the
  /// order they were added, leaving out `excluded`.
  func conflicts(among symbols: [Symbol], excluding excluded: Constraint) -> [Constraint] {
    let wanted = Set(symbols.map(\.id))
    var found: [(UInt32, Constraint)] = []
    for record in records.values
    where record.strength.isRequired && record.constraint !== excluded
      && (wanted.contains(record.tag.marker.id) || wanted.contains(record.tag.other.id))
    {
      found.append((record.tag.marker.id, record.constraint))
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
