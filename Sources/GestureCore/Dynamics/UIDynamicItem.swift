import Foundation

/// The shape a dynamic item collides as, UIKit's `UIDynamicItemCollisionBoundsType` (iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds, turned with its rotation (the default).
  case rectangle = 0
  /// The ellipse inscribed in the bounds; modelled as the circle of diameter
  /// `min(width, height)` (exact for a circle, docs/dynamics.md).
  case ellipse = 1
  /// ``UIDynamicItem/collisionBoundingPath``; modelled as the path's bounding box, turned with
  /// the item (docs/dynamics.md), which a `dynamics.unsupported` warning says once per item.
  case path = 2
}

/// What UIKit Dynamics moves, UIKit's `UIDynamicItem`: anything with a centre, bounds and a
/// transform. ``UIView`` conforms; a plain object may too (a model the code draws itself).
///
/// The animator reads `center` (in the reference view's coordinates: items are subviews of the
/// reference view, as UIKit expects), `bounds.size` (points) and the rotation of `transform`
/// when an item joins it or ``UIDynamicAnimator/updateItem(usingCurrentState:)`` is called,
/// and writes `center` and, once the item has turned, `transform` (a pure rotation, radians
/// clockwise on screen) after every step.
@preconcurrency @MainActor
public protocol UIDynamicItem: _ObjCProtocol {
  /// The item's centre, points, in the reference view's coordinates; written every step.
  var center: CGPoint { get set }
  /// The item's own rectangle; its size, points, is the size that collides and has mass.
  var bounds: CGRect { get }
  /// The item's transform; written as a rotation by its angle once the item turns.
  var transform: CGAffineTransform { get set }
  /// The collision shape (optional requirement, default `.rectangle`).
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The path of a `.path` shape, about the item's centre (optional requirement).
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// `.rectangle`, UIKit's default for an item that does not implement the requirement.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// An empty path.
  public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}
