/// Pivoting and the primal and dual simplex loops (kiwi's `optimize` and `dualOptimize`).
extension SolverCore {
  /// Replaces `symbol` by `row` (the symbol's new basic row) in every row, the objective and the
  /// artificial objective; queues restricted rows whose constant turns negative.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    // The symbol leaves every row it is in, so its column ends up empty. Nothing is appended to it
    // meanwhile (`row` does not contain `symbol`), so iterating the shared storage is safe.
    let column = columns[symbol.index].elements
    pending.removeAll()
    for entry in column {
      guard let position = position(of: symbol, in: entry) else { continue }
      let index = Int(entry.row)
      let coefficient = slots[index].row.cells[position].coefficient
      slots[index].row.add(
        row, times: coefficient, skipping: position, spare: &spare, created: &created)
      for newSymbol in created.elements { note(newSymbol, entry) }
      created.removeAll()
      if slots[index].kind != .external && isInfeasible(slots[index].row.constant) {
        pending.append(entry.row)
      }
    }
    columns[symbol.index].removeAll()
    columnLimits[symbol.index] = 8
    if !pending.isEmpty { queueInfeasible(pending) }
    objective.substitute(symbol, with: row, spare: &spare, scratch: &created)
    if artificial.exists {
      if let position = artificial.position(of: symbol) {
        let coefficient = artificial.cells[position].coefficient
        artificial.add(
          row, times: coefficient, skipping: position, spare: &spare, created: &created)
        created.removeAll()
      }
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = takeRow(leaving)
    row.solve(lhs: leaving, rhs: entering)
    substitute(entering, with: row)
    store(row, as: entering)
    statistics.pivots += 1
  }

  /// Runs the primal simplex on the (lexicographic) objective until no symbol improves it.
  ///
  /// - Throws: `SolverError.internalError` when the objective is unbounded.
  mutating func optimizeObjective() throws(SolverError) {
    while true {
      let entering = objective.enteringSymbol()
      if !entering.isValid { return }
      let leaving = leavingRow(for: entering)
      guard leaving.isValid else { throw .internalError("The objective is unbounded.") }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Runs the primal simplex on the artificial objective (a single row).
  ///
  /// - Throws: `SolverError.internalError` when the objective is unbounded.
  mutating func optimizeArtificial() throws(SolverError) {
    while true {
      var entering = Symbol.invalid
      for cell in artificial.cells where cell.coefficient < 0 && !cell.symbol.isDummy {
        entering = cell.symbol
        break
      }
      if !entering.isValid { return }
      let leaving = leavingRow(for: entering)
      guard leaving.isValid else { throw .internalError("The objective is unbounded.") }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The restricted row that limits how far `entering` can grow: among non-external rows where it
  /// has a negative coefficient, the one with the smallest `-constant / coefficient` (lowest symbol
  /// number on ties). `Symbol.invalid` when no row limits it.
  func leavingRow(for entering: Symbol) -> Symbol {
    var best = Symbol.invalid
    var bestRatio = Double.greatestFiniteMagnitude
    for entry in columns[entering.index].elements where slots[Int(entry.row)].kind != .external {
      guard let position = position(of: entering, in: entry) else { continue }
      let coefficient = slots[Int(entry.row)].row.cells[position].coefficient
      guard coefficient < 0 else { continue }
      let basic = Symbol(id: entry.row, kind: slots[Int(entry.row)].kind)
      let ratio = -slots[basic.index].row.constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic.id < best.id) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// The row to pivot on so that `marker` becomes basic while the tableau stays feasible
  /// (kiwi's `getMarkerLeavingRow`): first a restricted row with a negative coefficient (smallest
  /// `-constant / coefficient`), then a restricted row with a positive one (smallest
  /// `constant / coefficient`), then the external row with the highest symbol number.
  ///
  /// Unlike kiwi, the row of a basic dummy comes before all of these. A dummy is basic only for a
  /// redundant required equality, whose row holds only dummies and the constant 0. If `marker`
  /// belongs to a constraint that made it redundant, that row must take over: pivoting on it keeps
  /// every constant (its own is 0) and makes the dummy parametric, that is, zero. Pivoting on any
  /// other row would bring non-dummy symbols into the dummy's row, after which the primal simplex
  /// could move its constant away from 0 and silently break the redundant constraint.
  func markerLeavingRow(for marker: Symbol) -> Symbol {
    var dummy = Symbol.invalid
    var first = Symbol.invalid
    var second = Symbol.invalid
    var third = Symbol.invalid
    var firstRatio = Double.greatestFiniteMagnitude
    var secondRatio = Double.greatestFiniteMagnitude
    for entry in columns[marker.index].elements {
      guard let position = position(of: marker, in: entry) else { continue }
      let coefficient = slots[Int(entry.row)].row.cells[position].coefficient
      let basic = Symbol(id: entry.row, kind: slots[Int(entry.row)].kind)
      if basic.isDummy {
        if !dummy.isValid || basic.id < dummy.id { dummy = basic }
      } else if basic.isExternal {
        if !third.isValid || basic.id > third.id { third = basic }
      } else if coefficient < 0 {
        let ratio = -slots[basic.index].row.constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && basic.id < first.id) {
          firstRatio = ratio
          first = basic
        }
      } else {
        let ratio = slots[basic.index].row.constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && basic.id < second.id) {
          secondRatio = ratio
          second = basic
        }
      }
    }
    if dummy.isValid { return dummy }
    if first.isValid { return first }
    if second.isValid { return second }
    return third
  }

  /// Runs the dual simplex until no queued row is infeasible.
  ///
  /// kiwi keeps a stack and re-pushes every negative row after each pivot, so it always repairs the
  /// infeasible row with the highest symbol number next; this picks that row directly.
  ///
  /// - Returns: `nil` on success, or the basic symbol of a row that is negative with no symbol able
  ///   to enter (the constraints are infeasible). That row is left queued.
  mutating func dualOptimize() -> Symbol? {
    while true {
      var leaving = Symbol.invalid
      var kept = 0
      for index in infeasible.indices {
        let symbol = infeasible[index]
        let row = slots[symbol.index].row
        guard row.exists, isInfeasible(row.constant) else { continue }
        infeasible[kept] = symbol
        kept += 1
        if symbol.id > leaving.id { leaving = symbol }
      }
      infeasible.removeSubrange(kept...)
      if !leaving.isValid { return nil }

      var entering = Symbol.invalid
      var enteringCoefficient = 0.0
      for cell in slots[leaving.index].row.cells where cell.coefficient > 0 && !cell.symbol.isDummy
      {
        if !entering.isValid
          || objective.ratio(
            cell.symbol, over: cell.coefficient, isLessThan: entering, over: enteringCoefficient)
        {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
        }
      }
      guard entering.isValid else { return leaving }
      pivot(entering: entering, leaving: leaving)
    }
  }
}
