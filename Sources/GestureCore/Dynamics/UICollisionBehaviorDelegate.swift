import Foundation

/// The messages a collision behaviour sends as contacts begin and end, UIKit's
/// `UICollisionBehaviorDelegate`. Every method is optional (empty by default).
///
/// A contact begins in the sub-step where two shapes (or a shape and a boundary) first come
/// within 0.05 pt of each other or overlap, and ends in the first sub-step where they are
/// apart; the messages are sent after the frame's step, before the behaviours' actions.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: _ObjCProtocol {
  /// Two items began touching at `p`, reference-view points
  /// (`collisionBehavior(_:beganContactFor:with:at:)`).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching (`collisionBehavior(_:endedContactFor:with:)`).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item began touching a boundary at `p`; `identifier` is `nil` for the reference
  /// bounds (`collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary
  /// (`collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {
    forwardToSubclass(
      "collisionBehavior:beganContactForItem:withItem:atPoint:", [behavior, item1, item2, p],
      default: ())
  }
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {
    forwardToSubclass(
      "collisionBehavior:endedContactForItem:withItem:", [behavior, item1, item2], default: ())
  }
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    forwardToSubclass(
      "collisionBehavior:beganContactForItem:withBoundaryIdentifier:atPoint:",
      [behavior, item, identifier, p], default: ())
  }
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    forwardToSubclass(
      "collisionBehavior:endedContactForItem:withBoundaryIdentifier:",
      [behavior, item, identifier], default: ())
  }
}
