/// One row of the tableau: a constant plus a sparse linear combination of symbols.
///
/// A row stored under basic symbol `b` means `b = constant + Σ coefficient·symbol`. Before it gets a
/// basic symbol, a row being built means `0 = constant + Σ coefficient·symbol`. Cells are kept sorted
/// by symbol number and never hold a coefficient within `nearZeroTolerance` of zero, so iteration is
/// in symbol order and combining two rows is a linear merge.
struct Row: Sendable {
  /// One non-zero coefficient of a row.
  struct Cell: Sendable {
    /// The symbol the coefficient multiplies.
    var symbol: Symbol
    /// The coefficient, never within `nearZeroTolerance` of zero.
    var coefficient: Double
  }

  /// The constant term.
  var constant: Double
  /// The non-zero cells, sorted by ascending symbol number.
  var cells: [Cell]

  /// Creates a row holding only `constant`.
  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

  /// The position of the first cell whose symbol number is not below `id`.
  @inline(__always)
  func lowerBound(_ id: UInt32) -> Int {
    cells.withUnsafeBufferPointer { buffer in
      var low = 0
      var high = buffer.count
      while low < high {
        let middle = (low &+ high) >> 1
        if buffer[middle].symbol.id < id { low = middle &+ 1 } else { high = middle }
      }
      return low
    }
  }

  /// The position of the cell for `symbol`, or `nil` when the row does not contain it.
  @inline(__always)
  func position(of symbol: Symbol) -> Int? {
    let index = lowerBound(symbol.id)
    return index < cells.count && cells[index].symbol.id == symbol.id ? index : nil
  }

  /// The coefficient of `symbol`, or 0 when the row does not contain it.
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    guard let index = position(of: symbol) else { return 0 }
    return cells[index].coefficient
  }

  /// Adds `coefficient·symbol` to the row, dropping the cell if the sum is near zero.
  ///
  /// - Returns: `true` when a cell for `symbol` was created (it was absent before and is present now).
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
    let index = lowerBound(symbol.id)
    if index < cells.count && cells[index].symbol.id == symbol.id {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
      return false
    }
    if isNearZero(coefficient) { return false }
    cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return true
  }

  /// Removes the cell for `symbol`, if any.
  mutating func remove(_ symbol: Symbol) {
    if let index = position(of: symbol) { cells.remove(at: index) }
  }

  /// Multiplies the constant and every coefficient by -1.
  mutating func reverseSign() {
    constant = -constant
    cells.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
    }
  }

  /// Rewrites `0 = a·symbol + rest` as `symbol = -rest / a`; `symbol` leaves the row.
  ///
  /// The row must contain `symbol`.
  mutating func solve(for symbol: Symbol) {
    guard let index = position(of: symbol) else {
      preconditionFailure("solve(for:) on a row without the symbol")
    }
    let scale = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= scale
    cells.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index].coefficient *= scale }
    }
  }

  /// Rewrites `lhs = rest` (where `rest` contains `rhs`) as `rhs = …` with `lhs` on the right.
  mutating func solve(lhs: Symbol, rhs: Symbol) {
    insert(lhs, -1.0)
    solve(for: rhs)
  }

  /// Adds `scale·other` to this row with a linear merge, optionally dropping one cell first.
  ///
  /// - Parameters:
  ///   - other: The row to add; must not contain the symbol of the skipped cell.
  ///   - scale: The factor applied to `other` (constant and cells).
  ///   - skip: The position of a cell of this row to drop, or `-1` to keep every cell.
  ///   - buffer: Spare storage; on return it holds this row's previous cell storage for reuse.
  ///   - created: Receives every symbol that gained a cell in this row.
  mutating func add(
    _ other: Row, times scale: Double, skipping skip: Int, buffer: inout [Cell],
    created: inout [Symbol]
  ) {
    constant += scale * other.constant
    let count = cells.count
    let otherCount = other.cells.count
    buffer.removeAll(keepingCapacity: true)
    buffer.reserveCapacity(count + otherCount)
    cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        var i = 0
        var j = 0
        while i < count && j < otherCount {
          if i == skip {
            i &+= 1
            continue
          }
          let mineID = mine[i].symbol.id
          let theirID = theirs[j].symbol.id
          if mineID < theirID {
            buffer.append(mine[i])
            i &+= 1
          } else if mineID > theirID {
            let value = scale * theirs[j].coefficient
            if !isNearZero(value) {
              buffer.append(Cell(symbol: theirs[j].symbol, coefficient: value))
              created.append(theirs[j].symbol)
            }
            j &+= 1
          } else {
            let value = mine[i].coefficient + scale * theirs[j].coefficient
            if !isNearZero(value) {
              buffer.append(Cell(symbol: mine[i].symbol, coefficient: value))
            }
            i &+= 1
            j &+= 1
          }
        }
        while i < count {
          if i != skip { buffer.append(mine[i]) }
          i &+= 1
        }
        while j < otherCount {
          let value = scale * theirs[j].coefficient
          if !isNearZero(value) {
            buffer.append(Cell(symbol: theirs[j].symbol, coefficient: value))
            created.append(theirs[j].symbol)
          }
          j &+= 1
        }
      }
    }
    swap(&cells, &buffer)
  }

  /// Whether every cell holds a dummy symbol (true for a row without cells).
  var hasOnlyDummies: Bool {
    cells.allSatisfy { $0.symbol.isDummy }
  }
}
