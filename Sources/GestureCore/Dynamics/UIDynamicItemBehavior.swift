import Foundation

/// The physical properties of its items, and velocity added to them, UIKit's
/// `UIDynamicItemBehavior`.
///
/// An item no item behaviour names has the defaults below. When several name an item, the
/// one added last (later in the animator's tree) decides each property.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var list: DynamicItemList
  private var pendingLinear: [ObjectIdentifier: Vec2] = [:]
  private var pendingAngular: [ObjectIdentifier: Double] = [:]

  /// Properties for `items` (`init(items:)`).
  public init(items: [any UIDynamicItem]) {
    list = DynamicItemList(items)
    super.init()
  }

  /// The items (`items`).
  open var items: [any UIDynamicItem] { list.items }
  /// Adds an item (`addItem(_:)`).
  open func addItem(_ item: any UIDynamicItem) {
    list.add(item)
    behaviorDidChange()
  }
  /// Removes an item (`removeItem(_:)`).
  open func removeItem(_ item: any UIDynamicItem) {
    list.remove(item)
    behaviorDidChange()
  }

  /// The share of normal speed a collision gives back, 0…1 (`elasticity`, default 0: no
  /// bounce; 1: an elastic collision).
  open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// The Coulomb friction coefficient of sliding contacts (`friction`, default 0).
  open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Linear damping, per second (`resistance`, default 0): each sub-step divides the velocity
  /// by `1 + resistance · dt`, so it decays about as `e^(−resistance · t)`.
  open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Angular damping, per second (`angularResistance`, default 0), as ``resistance``.
  open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Relative mass density (`density`, default 1): mass is `density · w · h / 10 000`.
  open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
  /// Whether the items may turn (`allowsRotation`, default true).
  open var allowsRotation = true { didSet { behaviorDidChange() } }
  /// Whether the items stay where they are, taking part in collisions as immovable obstacles
  /// (`isAnchored`, iOS 9, default false).
  open var isAnchored = false { didSet { behaviorDidChange() } }
  /// Electric charge for field behaviours (`charge`, iOS 9, default 0); fields are not
  /// modelled (``UIFieldBehavior``).
  open var charge: CGFloat = 0

  /// Adds `velocity` (pt/s) to `item`'s (`addLinearVelocity(_:for:)`): at once when the
  /// behaviour is in an animator, else when it is added to one.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    pendingLinear[ObjectIdentifier(item), default: .zero] += Vec2(velocity)
    behaviorDidChange()
    flush()
  }

  /// `item`'s velocity, pt/s (`linearVelocity(for:)`); before the behaviour is in an animator,
  /// the velocity added so far.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    if let body = body(for: item) { return body.velocity.point }
    return (pendingLinear[ObjectIdentifier(item)] ?? .zero).point
  }

  /// Adds `velocity` (radians per second, clockwise) to `item`'s
  /// (`addAngularVelocity(_:for:)`).
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    pendingAngular[ObjectIdentifier(item), default: 0] += Double(velocity)
    behaviorDidChange()
    flush()
  }

  /// `item`'s angular velocity, radians per second (`angularVelocity(for:)`).
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    if let body = body(for: item) { return CGFloat(body.angularVelocity) }
    return CGFloat(pendingAngular[ObjectIdentifier(item)] ?? 0)
  }

  override var dynamicItems: [any UIDynamicItem] { list.items }

  private func body(for item: any UIDynamicItem) -> DynamicBody? {
    guard let animator = dynamicAnimator, list.contains(item) else { return nil }
    animator.syncItemsIfNeeded()
    return animator.engine.body(for: item)
  }

  private func flush() {
    guard let animator = dynamicAnimator else { return }
    animator.syncItemsIfNeeded()
    applyPendingVelocities(animator.engine)
  }

  /// Sets the items' materials, then adds the velocity added while outside an animator.
  func applyMaterial(_ engine: DynamicsEngine) {
    let material = DynamicMaterial(
      elasticity: Double(elasticity), friction: Double(friction), resistance: Double(resistance),
      angularResistance: Double(angularResistance), density: Double(density),
      allowsRotation: allowsRotation, isAnchored: isAnchored)
    for item in list.items { engine.body(for: item)?.material = material }
    applyPendingVelocities(engine)
  }

  private func applyPendingVelocities(_ engine: DynamicsEngine) {
    for item in list.items {
      let id = ObjectIdentifier(item)
      guard let body = engine.body(for: item) else { continue }
      if let v = pendingLinear.removeValue(forKey: id) { body.velocity += v }
      if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
    }
  }
}
