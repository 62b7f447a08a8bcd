import Foundation

/// A force on its items, continuous or as one impulse, UIKit's `UIPushBehavior`.
///
/// Force is in UIKit newtons: a magnitude of 1 accelerates a 100 × 100 pt item of density 1
/// at 100 pt/s² (Apple, `magnitude`), so an item of mass `m` (`density · w · h / 10 000`)
/// gets `100 · pushDirection / m` pt/s². An `.instantaneous` push applies the impulse
/// `100 · pushDirection` (mass · pt/s) once, at the next step: the same item then moves at
/// 100 pt/s per unit of magnitude; ``active`` then turns false (set it to true to push again).
/// A push at an offset from the centre (``setTargetOffsetFromCenter(_:for:)``) turns the item
/// too.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// How the force is applied, UIKit's `UIPushBehavior.Mode`.
  public enum Mode: Int, Sendable {
    /// Every step while ``UIPushBehavior/active``.
    case continuous = 0
    /// Once, as an impulse.
    case instantaneous = 1
  }

  private var list: DynamicItemList
  private var offsets: [ObjectIdentifier: UIOffset] = [:]
  /// The mode (`mode`).
  public let mode: Mode

  /// A push of `items` in `mode` (`init(items:mode:)`), with no force until a magnitude or
  /// direction is set.
  public init(items: [any UIDynamicItem], mode: Mode) {
    list = DynamicItemList(items)
    self.mode = mode
    super.init()
  }

  /// The items pushed (`items`).
  open var items: [any UIDynamicItem] { list.items }
  /// Adds an item (`addItem(_:)`).
  open func addItem(_ item: any UIDynamicItem) {
    list.add(item)
    behaviorDidChange()
  }
  /// Removes an item (`removeItem(_:)`).
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    offsets[ObjectIdentifier(item)] = nil
    behaviorDidChange()
  }

  /// Whether the push acts (`active`, default true); an instantaneous push sets it to false
  /// once it has pushed.
  open var active = true {
    didSet { behaviorDidChange() }
  }

  /// The force vector in UIKit newtons (`pushDirection`, default (0, 0)).
  open var pushDirection = CGVector(dx: 0, dy: 0) {
    didSet { behaviorDidChange() }
  }

  /// The direction of the force, radians clockwise from +x (`angle`); keeps the magnitude.
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The length of the force vector (`magnitude`, default 0); keeps the angle.
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the force from an angle (radians) and a magnitude (`setAngle(_:magnitude:)`).
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Where on `item` the force acts, from its centre in its own coordinates, points
  /// (`setTargetOffsetFromCenter(_:for:)`); off-centre pushes turn the item.
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
    behaviorDidChange()
  }

  /// The offset set for `item` (`targetOffsetFromCenter(for:)`), `.zero` by default.
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  override func applyForces(_ engine: DynamicsEngine, dt: Double) {
    guard active else { return }
    let force = Vec2(pushDirection) * 100
    for item in list.items {
      guard let body = engine.body(for: item), !body.material.isAnchored else { continue }
      let arm = body.arm(targetOffsetFromCenter(for: item))
      switch mode {
      case .continuous:
        body.constantAcceleration += force * body.inverseMass
        body.torque += arm.cross(force)
      case .instantaneous:
        body.applyImpulse(force, at: arm)
      }
    }
    if mode == .instantaneous { active = false }
  }
}
