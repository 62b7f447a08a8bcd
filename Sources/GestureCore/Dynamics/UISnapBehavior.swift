import Foundation

/// Moves an item to a point with a spring-like motion that settles there, UIKit's
/// `UISnapBehavior`.
///
/// UIKit's constants are not public. The model (docs/dynamics.md, "Snap"): a damped spring
/// of natural frequency ``frequency`` (3 Hz) and damping ratio ``damping`` (floored at 0.05)
/// pulling the centre to ``snapPoint`` and, when the item may rotate, its angle to 0; it
/// acts as an acceleration, the same for any mass:
/// `a = −(2π·3)² (x − snapPoint) − 2 · damping · 2π·3 · v`. At the default damping of 0.5 an
/// item snapped from 200 pt away overshoots by 16 % at 0.19 s, is within 0.5 pt after
/// `ln(400) / (0.5 · 2π · 3) ≈ 0.64 s`, and the animator pauses a little later, once it is at
/// rest (about 0.9 s).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
  /// The spring's natural frequency, hertz (this model's choice, docs/dynamics.md).
  static let frequency = 3.0

  private let item: any UIDynamicItem

  /// Snaps `item` to `point`, reference-view points (`init(item:snapTo:)`).
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
    super.init()
  }

  /// Where the item's centre goes, reference-view points (`snapPoint`, iOS 9 settable).
  open var snapPoint: CGPoint {
    didSet { behaviorDidChange() }
  }

  /// How little the item oscillates as it arrives, 0…1 (`damping`, default 0.5): the spring's
  /// damping ratio here, so 1 arrives without overshoot and small values ring longer.
  open var damping: CGFloat = 0.5 {
    didSet { behaviorDidChange() }
  }

  override var dynamicItems: [any UIDynamicItem] { [item] }

  override func applyForces(_ engine: DynamicsEngine, dt: Double) {
    guard let body = engine.body(for: item) else { return }
    let omega = 2 * Double.pi * Self.frequency
    let zeta = max(Double(damping), 0.05)
    body.acceleration +=
      (body.position - Vec2(snapPoint)) * (-omega * omega) + body.velocity * (-2 * zeta * omega)
    if body.material.allowsRotation {
      body.angularAcceleration +=
        -omega * omega * body.angle - 2 * zeta * omega * body.angularVelocity
    }
  }
}
