import Testing

@testable import LayoutSolver

/// `Row.add` has an in-place path (long row, short addend) and a merge path; both must give the
/// result of adding the rows cell by cell.
@Suite("Row arithmetic")
struct RowTests {
  static func makeRow(
    _ cells: [(UInt32, Double)], constant: Double = 0
  ) -> Row {
    var row = Row(constant: constant, capacity: 2)
    for (id, coefficient) in cells { row.insert(Symbol(id: id, kind: .slack), coefficient) }
    return row
  }

  static func cells(of row: Row) -> [(UInt32, Double)] {
    row.cells.map { ($0.symbol.id, $0.coefficient) }
  }

  @Test(arguments: Array(1...40) as [UInt64])
  func addMatchesCellByCellSum(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<50 {
      let universe = UInt32.random(in: 4...200, using: &generator)
      let mineCount = Int.random(in: 0...Int(min(universe, 120)), using: &generator)
      let theirCount = Int.random(in: 1...Int(min(universe - 1, 12)), using: &generator)
      var mineIDs = Set<UInt32>()
      while mineIDs.count < mineCount {
        mineIDs.insert(UInt32.random(in: 1...universe, using: &generator))
      }
      let skipID = mineIDs.randomElement(using: &generator)
      var theirIDs = Set<UInt32>()
      while theirIDs.count < theirCount {
        let id = UInt32.random(in: 1...universe, using: &generator)
        if id != skipID { theirIDs.insert(id) }
      }
      let mineCells = mineIDs.sorted().map {
        ($0, Double(Int.random(in: -5...5, using: &generator)) + 0.5)
      }
      let scale = Double([-2, -1, 1, 2].randomElement(using: &generator)!)
      // Some of their cells cancel mine exactly.
      let mineByID = Dictionary(uniqueKeysWithValues: mineCells)
      let theirCells = theirIDs.sorted().map { id -> (UInt32, Double) in
        if let mine = mineByID[id], Bool.random(using: &generator) { return (id, -mine / scale) }
        return (id, Double(Int.random(in: -5...5, using: &generator)) + 0.25)
      }
      let useSkip = skipID != nil && Bool.random(using: &generator)

      var expected = mineByID
      if useSkip { expected[skipID!] = nil }
      for (id, coefficient) in theirCells {
        let sum = (expected[id] ?? 0) + scale * coefficient
        expected[id] = isNearZero(sum) ? nil : sum
      }
      var row = Self.makeRow(mineCells, constant: 1)
      let other = Self.makeRow(theirCells, constant: 3)
      var spare = Row(constant: 0, capacity: 1)
      var created = UnsafeList<Symbol>()
      let skip = useSkip ? row.position(of: Symbol(id: skipID!, kind: .slack))! : -1

      row.add(other, times: scale, skipping: skip, spare: &spare, created: &created)

      let result = Self.cells(of: row)
      #expect(result.map(\.0) == expected.keys.sorted(), "seed \(seed)")
      #expect(result.map(\.1) == expected.keys.sorted().map { expected[$0]! }, "seed \(seed)")
      #expect(row.constant == 1 + 3 * scale)
      let createdIDs = created.elements.map(\.id)
      #expect(createdIDs == theirCells.map(\.0).filter { mineByID[$0] == nil }, "seed \(seed)")
      row.deallocate()
      other.deallocate()
      spare.deallocate()
      created.deallocate()
    }
  }
}
