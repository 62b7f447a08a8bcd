/// An entry of a column: a basic row and the generation of that row when the entry was made.
struct ColumnEntry: Sendable {
  /// The basic symbol number of the row.
  var row: UInt32
  /// `SolverCore.slots[row].generation` when the entry was made.
  var generation: UInt32
}

/// What the solver keeps per symbol, packed so that visiting a row touches one cache line.
struct Slot {
  /// The symbol's row when it is basic, else `Row()`.
  var row = Row()
  /// Bumped whenever a row is stored in or taken from this slot (see `ColumnEntry`).
  var generation: UInt32 = 0
  /// The symbol's kind.
  var kind: Symbol.Kind

  /// Creates the slot of a new, non-basic symbol of `kind`.
  init(kind: Symbol.Kind) {
    self.kind = kind
  }
}

/// The solver's state and algorithm: an incremental Cassowary simplex tableau shaped like kiwi's.
///
/// `Solver` is a thin reference-type facade over this value type, so every algorithm step is a
/// `mutating` method checked for exclusive access at compile time rather than at run time.
///
/// The hot storage (`slots`, `columns`, rows) is manually managed memory (`UnsafeList`, `Row`):
/// a `SolverCore` value has exactly one owner, which calls `deallocate()` when done, and must not
/// be copied and used twice. `Solver` is that owner.
///
/// Storage is indexed by symbol number (dense lists), which gives O(1) lookup and iteration in
/// symbol order where the algorithm needs it:
/// - `slots[id].row` is the row of basic symbol `id`, or `Row()` when the symbol is not basic;
/// - `columns[id]` lists basic rows that may contain symbol `id` (a lazily cleaned column index, so
///   substitution and ratio tests visit only the rows that matter instead of every row as kiwi
///   does). An entry records the row's generation, which changes whenever a row is stored or
///   taken, so entries of replaced rows are recognised as stale without searching the row;
/// - ties between rows are always broken by the lower symbol number, so visiting a column in any
///   order gives the same pivots as kiwi's scan in id order.
struct SolverCore {
  /// Per-symbol state by symbol number (row, kind, generation); index 0, the invalid symbol, is
  /// never used.
  var slots = UnsafeList(Slot(kind: .invalid))
  /// Basic rows that may contain each symbol, by symbol number (may hold stale or repeated rows).
  var columns = UnsafeList(UnsafeList<ColumnEntry>())
  /// Column length above which the column is cleaned, by symbol number.
  var columnLimits = UnsafeList(0)
  /// Per-row marks used to drop repeated rows while cleaning a column.
  var stamps = UnsafeList<UInt32>(0)
  /// The current mark for `stamps`.
  var stamp: UInt32 = 0

  /// The lexicographic objective.
  var objective = Objective()
  /// The objective of the artificial phase; a real row only while a constraint is being added that
  /// way, `Row()` otherwise.
  var artificial = Row()
  /// Basic symbols whose rows may have a negative constant (the dual simplex work list).
  var infeasible: [Symbol] = []

  /// Installed constraints by handle identity.
  var records: [ObjectIdentifier: ConstraintRecord] = [:]
  /// Edit variables by handle identity.
  var edits: [ObjectIdentifier: EditRecord] = [:]

  /// Known variables in the order the solver first met them.
  var variables: [Variable] = []
  /// The external symbol of each known variable, parallel to `variables`.
  var variableSymbols: [Symbol] = []
  /// The values computed by the last `updateVariables`, parallel to `variables`.
  var values: [Double] = []
  /// Position in `variables` by handle identity.
  var variableIndex: [ObjectIdentifier: Int] = [:]

  /// Work counters.
  var statistics = SolverStatistics()

  /// Scratch row whose storage row merges trade with.
  var spare = Row(constant: 0, capacity: 64)
  /// Scratch list of symbols that gained a cell during a merge.
  var created = UnsafeList<Symbol>()
  /// Scratch list of rows that turned infeasible during a substitution.
  var pending = UnsafeList<UInt32>()

  // MARK: Symbols and variables

  /// Creates a new symbol of `kind` with the next number.
  mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    let symbol = Symbol(id: UInt32(slots.count), kind: kind)
    slots.append(Slot(kind: kind))
    columns.append(UnsafeList())
    columnLimits.append(8)
    stamps.append(0)
    statistics.symbols += 1
    return symbol
  }

  /// The external symbol of `variable`, created on first use.
  mutating func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let index = variableIndex[key] { return variableSymbols[index] }
    let symbol = makeSymbol(.external)
    variableIndex[key] = variables.count
    variables.append(variable)
    variableSymbols.append(symbol)
    values.append(0)
    return symbol
  }

  /// Whether `symbol` is basic (has a row).
  @inline(__always)
  func isBasic(_ symbol: Symbol) -> Bool {
    slots[symbol.index].row.exists
  }

  // MARK: Rows and columns

  /// Stores `row` as the row of basic symbol `basic` and indexes its cells.
  mutating func store(_ row: Row, as basic: Symbol) {
    slots[basic.index].row = row
    slots[basic.index].generation &+= 1
    let entry = ColumnEntry(row: basic.id, generation: slots[basic.index].generation)
    for cell in row.cells { note(cell.symbol, entry) }
  }

  /// Removes and returns the row of `basic` (its column entries go stale); the caller owns it.
  mutating func takeRow(_ basic: Symbol) -> Row {
    let row = slots[basic.index].row
    slots[basic.index].row = Row()
    slots[basic.index].generation &+= 1
    return row
  }

  /// Whether `entry` still refers to the row it was made for (the row may still have lost the
  /// symbol through cancellation; callers look the symbol up).
  @inline(__always)
  func isLive(_ entry: ColumnEntry) -> Bool {
    slots[Int(entry.row)].generation == entry.generation
  }

  /// Records that the row `entry` refers to contains `symbol`.
  @inline(__always)
  mutating func note(_ symbol: Symbol, _ entry: ColumnEntry) {
    let index = symbol.index
    columns[index].append(entry)
    if columns[index].count > columnLimits[index] { cleanColumn(of: symbol) }
  }

  /// Drops stale and repeated entries from the column of `symbol`.
  mutating func cleanColumn(of symbol: Symbol) {
    nextStamp()
    let column = columns[symbol.index].elements
    var kept = 0
    for entry in column {
      let row = Int(entry.row)
      guard slots[row].generation == entry.generation, stamps[row] != stamp else { continue }
      stamps[row] = stamp
      column[kept] = entry
      kept &+= 1
    }
    columns[symbol.index].truncate(to: kept)
    columnLimits[symbol.index] = max(8, 2 * kept)
  }

  /// Starts a new round of row marks in `stamps`.
  @inline(__always)
  mutating func nextStamp() {
    stamp &+= 1
    if stamp == 0 {
      for index in 0..<stamps.count { stamps[index] = 0 }
      stamp = 1
    }
  }

  /// The position of `symbol` in the row `entry` refers to, or `nil` for a stale entry or a row
  /// without the symbol.
  @inline(__always)
  func position(of symbol: Symbol, in entry: ColumnEntry) -> Int? {
    guard slots[Int(entry.row)].generation == entry.generation else { return nil }
    return slots[Int(entry.row)].row.position(of: symbol)
  }

  /// Queues basic rows that turned infeasible, in ascending symbol order (kiwi pushes them while
  /// scanning rows in that order).
  mutating func queueInfeasible(_ basics: UnsafeList<UInt32>) {
    var list = basics.elements
    if list.count > 1 { list.sort() }
    for basic in list { infeasible.append(Symbol(id: basic, kind: slots[Int(basic)].kind)) }
  }

  /// Forgets everything: constraints, edit variables, variables and symbols.
  mutating func reset() {
    deallocate()
    self = SolverCore()
  }

  /// Frees the storage of every row; the value must not be used afterwards except to `reset()`.
  func deallocate() {
    for slot in slots.elements { slot.row.deallocate() }
    for column in columns.elements { column.deallocate() }
    slots.deallocate()
    columns.deallocate()
    columnLimits.deallocate()
    stamps.deallocate()
    created.deallocate()
    pending.deallocate()
    objective.deallocate()
    artificial.deallocate()
    spare.deallocate()
  }
}
