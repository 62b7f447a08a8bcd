import Foundation

/// Which axis a drag of a scroll view with `isDirectionalLockEnabled` moves
/// (Scrolling/UIScrollView.swift).
///
/// Apple documents the rule's shape: a drag that begins "in one general direction
/// (horizontally or vertically)" disables scrolling in the other direction; a diagonal one is
/// not locked and moves freely until it ends. Apple gives no angle, so the threshold here is
/// chosen and documented (docs/scrolling.md, "Directional lock"): the finger's movement from
/// touch-down to the moment the pan begins (past its 10 pt hysteresis) is along an axis when it is within 30° of it (the smaller component at most
/// tan 30° ≈ 0.577 of the larger), diagonal between 30° and 60°. A wide locking sector
/// matches developers' reports that a lock-enabled scroll view still moves diagonally only
/// when the drag is deliberately diagonal.
enum DirectionalLock: Equatable {
  /// The drag has not moved yet: decided at its first movement.
  case undecided
  /// Both axes move (lock disabled, only one axis scrolls, or a diagonal start).
  case free
  /// Only `x` moves.
  case horizontal
  /// Only `y` moves.
  case vertical

  /// The largest ratio of the smaller to the larger component that still counts as along an
  /// axis: tan 30°.
  static let axisRatio = tan(30 * Double.pi / 180)

  /// The lock a drag whose finger has moved by `translation` since it came down (hysteresis
  /// included: the direction it started in) takes; `.undecided` while it has not moved.
  static func deciding(_ translation: CGPoint) -> DirectionalLock {
    let dx = abs(Double(translation.x))
    let dy = abs(Double(translation.y))
    if dx == 0 && dy == 0 { return .undecided }
    if dy <= dx * axisRatio { return .horizontal }
    if dx <= dy * axisRatio { return .vertical }
    return .free
  }

  /// Whether the drag may move the content along x.
  var movesX: Bool { self != .vertical }
  /// Whether the drag may move the content along y.
  var movesY: Bool { self != .horizontal }
}
