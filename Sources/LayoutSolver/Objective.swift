/// The objective the simplex minimises: one row per strength level, compared lexicographically.
///
/// Level rows are kept in descending level order, so `rows[0]` is the most important one. A symbol's
/// reduced cost is the vector of its coefficients in all level rows; it is "negative" when its first
/// non-zero entry (highest level first) is negative. With a single level (all constraints using kiwi
/// numeric strengths) every rule below reduces to kiwi's scalar rule.
struct Objective {
  /// The levels in use, strictly descending.
  private(set) var levels: [Double] = []
  /// One row per level, parallel to `levels`.
  var rows: [Row] = []
  /// How many installed constraints use each level, parallel to `levels`.
  private var users: [Int] = []

  /// The position of `level` in `levels`, or `nil` when no constraint uses it.
  func position(of level: Double) -> Int? {
    for (index, value) in levels.enumerated() where value == level { return index }
    return nil
  }

  /// Registers one more constraint at `level`, creating its row if needed, and returns its position.
  mutating func retain(_ level: Double) -> Int {
    if let index = position(of: level) {
      users[index] += 1
      return index
    }
    let index = levels.firstIndex { $0 < level } ?? levels.count
    levels.insert(level, at: index)
    rows.insert(Row(constant: 0, capacity: 16), at: index)
    users.insert(1, at: index)
    return index
  }

  /// Unregisters one constraint at `level`; drops the level's row when no constraint uses it.
  ///
  /// The row's cells are only rounding residue at that point, since every constraint at the level
  /// has taken its error terms out of it.
  mutating func release(_ level: Double) {
    guard let index = position(of: level) else { return }
    users[index] -= 1
    if users[index] == 0 {
      levels.remove(at: index)
      rows.remove(at: index).deallocate()
      users.remove(at: index)
    }
  }

  /// Replaces `symbol` by `row` (the symbol's new basic row) in every level row.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, spare: inout Row, scratch: inout UnsafeList<Symbol>
  ) {
    for index in rows.indices {
      if let position = rows[index].position(of: symbol) {
        let coefficient = rows[index].cells[position].coefficient
        rows[index].add(
          row, times: coefficient, skipping: position, spare: &spare, created: &scratch)
        scratch.removeAll()
      }
    }
  }

  /// Removes `symbol` from every level row (used when an artificial variable is dropped).
  mutating func remove(_ symbol: Symbol) {
    for index in rows.indices { rows[index].remove(symbol) }
  }

  /// Frees the storage of every level row.
  func deallocate() {
    for row in rows { row.deallocate() }
  }

  /// The symbol that should enter the basis in a primal simplex step, or `Symbol.invalid` when the
  /// objective is optimal.
  ///
  /// The choice is the lowest-numbered non-dummy symbol whose reduced cost is lexicographically
  /// negative (kiwi: the first negative coefficient in symbol order, a Bland-like rule).
  func enteringSymbol() -> Symbol {
    if rows.count == 1 {
      for cell in rows[0].cells where cell.coefficient < 0 && !cell.symbol.isDummy {
        return cell.symbol
      }
      return Symbol.invalid
    }
    var best = Symbol.invalid
    for level in rows.indices {
      for cell in rows[level].cells {
        if best.isValid && cell.symbol.id >= best.id { break }
        guard cell.coefficient < 0, !cell.symbol.isDummy else { continue }
        if isZeroAbove(level, cell.symbol) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// Whether `symbol` has no coefficient in any level row above `level`.
  @inline(__always)
  private func isZeroAbove(_ level: Int, _ symbol: Symbol) -> Bool {
    var index = 0
    while index < level {
      if rows[index].position(of: symbol) != nil { return false }
      index += 1
    }
    return true
  }

  /// Whether the ratio `cost(a) / da` is lexicographically smaller than `cost(b) / db`, where
  /// `cost` is a symbol's coefficient vector. This is the dual simplex ratio test.
  @inline(__always)
  func ratio(_ a: Symbol, over da: Double, isLessThan b: Symbol, over db: Double) -> Bool {
    for row in rows {
      let left = row.coefficient(for: a) / da
      let right = row.coefficient(for: b) / db
      if left != right { return left < right }
    }
    return false
  }
}
