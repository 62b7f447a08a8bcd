import Foundation

/// Rectangles bucketed in a grid of ``cellSize``-point cells, to ask whether a small rectangle
/// overlaps any of them without comparing it with all: the outline overlay's text boxes and
/// placed tags. A rectangle covering more than ``maximumCells`` cells is kept in a list
/// compared with every query instead.
struct RectIndex {
  /// The grid's cell size, points.
  static let cellSize: CGFloat = 64
  /// The most cells one rectangle is bucketed in.
  static let maximumCells = 1_024

  private struct Cell: Hashable {
    var x: Int
    var y: Int
  }

  private var cells: [Cell: [CGRect]] = [:]
  private var large: [CGRect] = []

  /// Records `rect` (standardized); empty or non-finite rectangles are ignored.
  mutating func insert(_ rect: CGRect) {
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0, let range = Self.cells(of: rect) else { return }
    guard range.x.count * range.y.count <= Self.maximumCells else {
      large.append(rect)
      return
    }
    for x in range.x {
      for y in range.y { cells[Cell(x: x, y: y), default: []].append(rect) }
    }
  }

  /// Whether `rect` overlaps a recorded rectangle by a positive area.
  func overlaps(_ rect: CGRect) -> Bool {
    var budget = Int.max
    return firstOverlap(rect, budget: &budget) != nil
  }

  /// A recorded rectangle that `rect` overlaps by a positive area, or `nil`; each rectangle
  /// compared takes one from `budget`, and a query stops (answering `nil`) when it is spent.
  func firstOverlap(_ rect: CGRect, budget: inout Int) -> CGRect? {
    let rect = rect.standardized
    func hit(_ other: CGRect) -> Bool {
      min(rect.maxX, other.maxX) > max(rect.minX, other.minX)
        && min(rect.maxY, other.maxY) > max(rect.minY, other.minY)
    }
    for other in large {
      guard budget > 0 else { return nil }
      budget -= 1
      if hit(other) { return other }
    }
    guard let range = Self.cells(of: rect) else { return nil }
    for x in range.x {
      for y in range.y {
        for other in cells[Cell(x: x, y: y)] ?? [] {
          guard budget > 0 else { return nil }
          budget -= 1
          if hit(other) { return other }
        }
      }
    }
    return nil
  }

  /// The cells `rect` covers, its edges clamped to ±``ViewOutlineOverlay/maximumTagCoordinate``
  /// (no tag is placed further out), or `nil` for a rectangle that is not finite.
  private static func cells(of rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    let limit = ViewOutlineOverlay.maximumTagCoordinate
    let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    guard edges.allSatisfy(\.isFinite) else { return nil }
    func cell(_ value: CGFloat) -> Int {
      Int((min(limit, max(-limit, value)) / cellSize).rounded(.down))
    }
    return (cell(rect.minX)...cell(rect.maxX), cell(rect.minY)...cell(rect.maxY))
  }
}
