/// One row of the tableau: a constant plus a sparse linear combination of symbols.
///
/// A row stored under basic symbol `b` means `b = constant + Σ coefficient·symbol`. Before it gets a
/// basic symbol, a row being built means `0 = constant + Σ coefficient·symbol`. Cells are kept sorted
/// by symbol number and never hold a coefficient within `nearZeroTolerance` of zero, so iteration is
/// in symbol order and combining two rows is a linear merge.
///
/// A row is a plain value holding a pointer to manually managed cell storage: the solver updates
/// rows in place millions of times, and this avoids the copy-on-write checks and reference counting
/// that an `Array` of cells (or a class) costs on every update. Copies of a `Row` value share the
/// storage, so each row has exactly one owner in the solver, which must call `deallocate()` when it
/// drops the row; use `copy()` where two independent rows are needed. `Row()` is the "no row"
/// value used for non-basic slots; it owns no storage.
struct Row {
  /// One non-zero coefficient of a row.
  struct Cell {
    /// The symbol the coefficient multiplies.
    var symbol: Symbol
    /// The coefficient, never within `nearZeroTolerance` of zero.
    var coefficient: Double
  }

  /// The constant term.
  var constant: Double
  /// The start of the cell storage; `nil` for the "no row" value.
  private var storage: UnsafeMutablePointer<Cell>?
  /// The number of cells in use (32 bits keep a row at 24 bytes).
  private var used: Int32
  /// The number of cells the storage can hold.
  private var room: Int32

  /// The number of cells in use.
  @inline(__always)
  private(set) var count: Int {
    get { Int(used) }
    set { used = Int32(truncatingIfNeeded: newValue) }
  }

  /// The number of cells the storage can hold.
  @inline(__always)
  private var capacity: Int {
    get { Int(room) }
    set { room = Int32(truncatingIfNeeded: newValue) }
  }

  /// The "no row" value: no storage, no cells.
  init() {
    constant = 0
    storage = nil
    used = 0
    room = 0
  }

  /// Creates a row holding only `constant`, with room for `capacity` cells.
  init(constant: Double, capacity: Int = 4) {
    self.constant = constant
    self.room = Int32(max(capacity, 1))
    self.used = 0
    self.storage = UnsafeMutablePointer<Cell>.allocate(capacity: Int(room))
  }

  /// Whether this is a real row (not the "no row" value).
  @inline(__always)
  var exists: Bool { storage != nil }

  /// The cell storage of a real row.
  @inline(__always)
  private var base: UnsafeMutablePointer<Cell> { storage.unsafelyUnwrapped }

  /// Frees the storage; the value (and every copy of it) must not be used afterwards.
  func deallocate() {
    storage?.deallocate()
  }

  /// An independent row with the same constant and cells.
  func copy() -> Row {
    var result = Row(constant: constant, capacity: count)
    result.base.initialize(from: base, count: count)
    result.count = count
    return result
  }

  /// The cells in ascending symbol order (valid until the row next changes shape).
  var cells: UnsafeMutableBufferPointer<Cell> {
    UnsafeMutableBufferPointer(start: storage, count: count)
  }

  /// Makes room for at least `needed` cells, keeping the current ones.
  @inline(__always)
  private mutating func reserve(_ needed: Int) {
    if needed > capacity { grow(needed) }
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity &* 2)
    let newBase = UnsafeMutablePointer<Cell>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    storage = newBase
    capacity = newCapacity
  }

  /// The position of the first cell at or after `start` whose symbol number is not below `id`.
  @inline(__always)
  func lowerBound(_ id: UInt32, from start: Int = 0) -> Int {
    var low = start
    var high = count
    while low < high {
      let middle = (low &+ high) >> 1
      if base[middle].symbol.id < id { low = middle &+ 1 } else { high = middle }
    }
    return low
  }

  /// The position of the cell for `symbol`, or `nil` when the row does not contain it.
  @inline(__always)
  func position(of symbol: Symbol) -> Int? {
    let index = lowerBound(symbol.id)
    return index < count && base[index].symbol.id == symbol.id ? index : nil
  }

  /// The coefficient of `symbol`, or 0 when the row does not contain it.
  @inline(__always)
  func coefficient(for symbol: Symbol) -> Double {
    guard let index = position(of: symbol) else { return 0 }
    return base[index].coefficient
  }

  /// Removes the cell at `index`, shifting later cells down.
  @inline(__always)
  mutating func remove(at index: Int) {
    (base + index).moveInitialize(from: base + index + 1, count: count &- index &- 1)
    count &-= 1
  }

  /// Inserts `cell` at `index`, shifting later cells up.
  @inline(__always)
  private mutating func insert(_ cell: Cell, at index: Int) {
    reserve(count &+ 1)
    (base + index + 1).moveInitialize(from: base + index, count: count &- index)
    (base + index).initialize(to: cell)
    count &+= 1
  }

  /// Adds `coefficient·symbol` to the row, dropping the cell if the sum is near zero.
  ///
  /// - Returns: `true` when a cell for `symbol` was created (it was absent before and is present now).
  @discardableResult
  mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
    let index = lowerBound(symbol.id)
    if index < count && base[index].symbol.id == symbol.id {
      let sum = base[index].coefficient + coefficient
      if isNearZero(sum) {
        remove(at: index)
      } else {
        base[index].coefficient = sum
      }
      return false
    }
    if isNearZero(coefficient) { return false }
    insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    return true
  }

  /// Removes the cell for `symbol`, if any.
  mutating func remove(_ symbol: Symbol) {
    if let index = position(of: symbol) { remove(at: index) }
  }

  /// Multiplies the constant and every coefficient by -1.
  mutating func reverseSign() {
    constant = -constant
    for index in 0..<count { base[index].coefficient = -base[index].coefficient }
  }

  /// Rewrites `0 = a·symbol + rest` as `symbol = -rest / a`; `symbol` leaves the row.
  ///
  /// The row must contain `symbol`.
  mutating func solve(for symbol: Symbol) {
    guard let index = position(of: symbol) else {
      preconditionFailure("solve(for:) on a row without the symbol")
    }
    let scale = -1.0 / base[index].coefficient
    remove(at: index)
    constant *= scale
    for index in 0..<count { base[index].coefficient *= scale }
  }

  /// Rewrites `lhs = rest` (where `rest` contains `rhs`) as `rhs = …` with `lhs` on the right.
  mutating func solve(lhs: Symbol, rhs: Symbol) {
    insert(lhs, -1.0)
    solve(for: rhs)
  }

  /// Adds `scale·other` to this row, optionally dropping one cell first.
  ///
  /// Each cell becomes `coefficient + scale·otherCoefficient` and is dropped when that is near zero
  /// (kiwi's `insert(row, coefficient)`). When `other` is much shorter than this row, its cells are
  /// looked up by binary search and the row is edited in place (`addInPlace`); otherwise the two
  /// sorted cell lists are merged in one pass (`merge`).
  ///
  /// - Parameters:
  ///   - other: The row to add; must not contain the symbol of the skipped cell, and must not
  ///     share storage with this row or `spare`.
  ///   - scale: The factor applied to `other` (constant and cells).
  ///   - skip: The position of a cell of this row to drop, or `-1` to keep every cell.
  ///   - spare: A scratch row whose storage may be exchanged with this row's; its contents are
  ///     meaningless before and after.
  ///   - created: Receives every symbol that gained a cell in this row.
  mutating func add(
    _ other: Row, times scale: Double, skipping skip: Int, spare: inout Row,
    created: inout UnsafeList<Symbol>
  ) {
    constant += scale * other.constant
    let otherCount = other.count
    if count >= 32 && otherCount &* 8 <= count {
      addInPlace(other, times: scale, skipping: skip, created: &created)
    } else {
      merge(other, times: scale, skipping: skip, spare: &spare, created: &created)
    }
  }

  /// One structural change found by `addInPlace`: a new cell before the cell at `position`, or
  /// the removal of the cell at `position` (both positions in the row as it was).
  private struct Edit {
    var position: Int
    var cell: Cell
    var isInsertion: Bool
  }

  /// The sparse case of `add`.
  ///
  /// A first pass looks up each cell of `other` by binary search, updates matching coefficients in
  /// place and lists the insertions and removals (including `skip`) in row order. A second pass
  /// applies them, moving each cell at most once, and only the cells between changes (plus the
  /// tail when the row's length changes).
  private mutating func addInPlace(
    _ other: Row, times scale: Double, skipping skip: Int, created: inout UnsafeList<Symbol>
  ) {
    let otherCount = other.count
    withUnsafeTemporaryAllocation(of: Edit.self, capacity: otherCount &+ 1) { edits in
      var editCount = 0
      var net = 0
      var skipPending = skip >= 0
      var low = 0
      for index in 0..<otherCount {
        let cell = other.base[index]
        let value = scale * cell.coefficient
        low = lowerBound(cell.symbol.id, from: low)
        if skipPending && skip < low {
          edits[editCount] = Edit(position: skip, cell: base[skip], isInsertion: false)
          editCount &+= 1
          net &-= 1
          skipPending = false
        }
        if low < count && base[low].symbol.id == cell.symbol.id {
          let sum = base[low].coefficient + value
          if isNearZero(sum) {
            edits[editCount] = Edit(position: low, cell: base[low], isInsertion: false)
            editCount &+= 1
            net &-= 1
          } else {
            base[low].coefficient = sum
          }
          low &+= 1
        } else if !isNearZero(value) {
          edits[editCount] = Edit(
            position: low, cell: Cell(symbol: cell.symbol, coefficient: value), isInsertion: true)
          editCount &+= 1
          net &+= 1
          created.append(cell.symbol)
        }
      }
      if skipPending {
        edits[editCount] = Edit(position: skip, cell: base[skip], isInsertion: false)
        editCount &+= 1
        net &-= 1
      }
      if editCount == 0 { return }

      // The cells between edit k and edit k + 1 move by the running net after edit k. Cells that
      // move left are moved front to back, then cells that move right back to front; neither pass
      // overwrites a cell that has still to move, and cells before the first edit (and after the
      // last one when the count is unchanged) stay where they are.
      let oldCount = count
      reserve(oldCount &+ max(net, 0))
      let cells = base
      func segment(_ k: Int) -> (start: Int, end: Int) {
        let edit = edits[k]
        let start = edit.isInsertion ? edit.position : edit.position &+ 1
        let end = k &+ 1 < editCount ? edits[k &+ 1].position : oldCount
        return (start, end)
      }
      var running = 0
      for k in 0..<editCount {
        running &+= edits[k].isInsertion ? 1 : -1
        let (start, end) = segment(k)
        if running < 0 && end > start {
          (cells + start + running).moveInitialize(from: cells + start, count: end &- start)
        }
      }
      var k = editCount &- 1
      while k >= 0 {
        let (start, end) = segment(k)
        if running > 0 && end > start {
          (cells + start + running).moveInitialize(from: cells + start, count: end &- start)
        }
        running &-= edits[k].isInsertion ? 1 : -1
        k &-= 1
      }
      for k in 0..<editCount {
        if edits[k].isInsertion {
          (cells + edits[k].position + running).initialize(to: edits[k].cell)
          running &+= 1
        } else {
          running &-= 1
        }
      }
      count = oldCount &+ net
    }
  }

  /// The dense case of `add`: a linear merge of the two sorted cell lists into `spare`'s storage,
  /// which then trades places with this row's. The skipped cell splits this row into two runs that
  /// are merged one after the other.
  @inline(__always)
  private mutating func merge(
    _ other: Row, times scale: Double, skipping skip: Int, spare: inout Row,
    created: inout UnsafeList<Symbol>
  ) {
    let myCount = count
    let otherCount = other.count
    spare.count = 0
    spare.reserve(myCount &+ otherCount)
    let output = spare.base
    var written = 0
    var j = 0
    if skip >= 0 {
      Row.mergeRun(
        base, 0, skip, other.base, otherCount, &j, scale, output, &written, &created)
      Row.mergeRun(
        base, skip &+ 1, myCount, other.base, otherCount, &j, scale, output, &written, &created)
    } else {
      Row.mergeRun(base, 0, myCount, other.base, otherCount, &j, scale, output, &written, &created)
    }
    let theirs = other.base
    while j < otherCount {
      let value = scale * theirs[j].coefficient
      if !isNearZero(value) {
        output[written] = Cell(symbol: theirs[j].symbol, coefficient: value)
        written &+= 1
        created.append(theirs[j].symbol)
      }
      j &+= 1
    }
    // Trade storage with the spare row.
    let spareCapacity = spare.capacity
    spare.storage = storage
    spare.capacity = capacity
    spare.count = 0
    storage = output
    capacity = spareCapacity
    count = written
  }

  /// Merges this row's cells `mine[start..<end]` with `theirs[j...]` (scaled) into `output`,
  /// stopping when the run ends; cells of `theirs` past the run are left for the caller.
  @inline(__always)
  private static func mergeRun(
    _ mine: UnsafeMutablePointer<Cell>, _ start: Int, _ end: Int,
    _ theirs: UnsafeMutablePointer<Cell>, _ otherCount: Int, _ j: inout Int,
    _ scale: Double, _ output: UnsafeMutablePointer<Cell>, _ written: inout Int,
    _ created: inout UnsafeList<Symbol>
  ) {
    var i = start
    while i < end && j < otherCount {
      let mineID = mine[i].symbol.id
      let theirID = theirs[j].symbol.id
      if mineID < theirID {
        output[written] = mine[i]
        written &+= 1
        i &+= 1
      } else if mineID > theirID {
        let value = scale * theirs[j].coefficient
        if !isNearZero(value) {
          output[written] = Cell(symbol: theirs[j].symbol, coefficient: value)
          written &+= 1
          created.append(theirs[j].symbol)
        }
        j &+= 1
      } else {
        let value = mine[i].coefficient + scale * theirs[j].coefficient
        if !isNearZero(value) {
          output[written] = Cell(symbol: mine[i].symbol, coefficient: value)
          written &+= 1
        }
        i &+= 1
        j &+= 1
      }
    }
    if i < end {
      (output + written).initialize(from: mine + i, count: end &- i)
      written &+= end &- i
    }
  }

  /// Whether every cell holds a dummy symbol (true for a row without cells).
  var hasOnlyDummies: Bool {
    cells.allSatisfy { $0.symbol.isDummy }
  }
}
