import Foundation

/// Connects a point of an item to an anchor point or to a point of another item, UIKit's
/// `UIAttachmentBehavior`: the drag pattern (an attachment whose ``anchorPoint`` follows the
/// finger), pendulums, chains.
///
/// With ``frequency`` 0 (the default) the attachment is rigid: after each sub-step the two
/// points are projected back to ``length`` apart, turning the items about their attachment
/// points when these are off-centre (docs/dynamics.md, "Attachments"). With a frequency it is
/// a damped spring of that frequency (hertz) and damping ratio ``damping``, its stiffness
/// `m · (2π f)²` for the reduced mass `m` of the two items (the item's mass for an anchor).
/// ``frictionTorque`` slows the items' turning about the attachment.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What the attachment connects, UIKit's `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Sendable {
    /// Two items.
    case items = 0
    /// An item and an anchor point.
    case anchor = 1
  }

  private let first: any UIDynamicItem
  private let second: (any UIDynamicItem)?
  private let offset1: UIOffset
  private let offset2: UIOffset

  /// Attaches `item`'s centre to `point`, reference-view points
  /// (`init(item:attachedToAnchor:)`); the length is their distance now.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s centre (item coordinates, points) to `point`
  /// (`init(item:offsetFromCenter:attachedToAnchor:)`); the length is their distance now.
  public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint)
  {
    first = item
    second = nil
    offset1 = offset
    offset2 = .zero
    anchorPoint = point
    length = 0
    super.init()
    length = CGFloat(distanceNow())
  }

  /// Attaches the centres of two items (`init(item:attachedTo:)`); the length is their
  /// distance now.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of each item, each `offset` from its centre in its own coordinates
  /// (`init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`).
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    first = item1
    second = item2
    self.offset1 = offset1
    self.offset2 = offset2
    anchorPoint = .zero
    length = 0
    super.init()
    length = CGFloat(distanceNow())
  }

  /// The connected items, one or two (`items`).
  open var items: [any UIDynamicItem] { [first] + (second.map { [$0] } ?? []) }

  /// `.anchor` or `.items` (`attachedBehaviorType`).
  open var attachedBehaviorType: AttachmentType { second == nil ? .anchor : .items }

  /// The anchor point, reference-view points (`anchorPoint`); `.zero` for two items. Set it
  /// from a pan to drag the item.
  open var anchorPoint: CGPoint {
    didSet { behaviorDidChange() }
  }

  /// The distance kept between the attachment points, points (`length`).
  open var length: CGFloat {
    didSet { behaviorDidChange() }
  }

  /// The spring's damping ratio when ``frequency`` is above 0 (`damping`, default 0).
  open var damping: CGFloat = 0 {
    didSet { behaviorDidChange() }
  }

  /// The spring's frequency, hertz (`frequency`, default 0: a rigid attachment).
  open var frequency: CGFloat = 0 {
    didSet { behaviorDidChange() }
  }

  /// The torque resisting rotation about the attachment, mass · pt²/s² (`frictionTorque`,
  /// iOS 9, default 0): each sub-step takes up to `frictionTorque · dt / I` off the items'
  /// angular speeds.
  open var frictionTorque: CGFloat = 0 {
    didSet { behaviorDidChange() }
  }

  /// The distances a sliding or limit attachment may take (`attachmentRange`, iOS 9, default
  /// infinite). Those attachment kinds are not modelled: a finite range records a
  /// `dynamics.unsupported` warning once and the attachment keeps ``length``.
  open var attachmentRange = UIFloatRange.infinite {
    didSet {
      if !attachmentRange.isInfinite, !warnedAboutRange {
        warnedAboutRange = true
        rangeWarningPending = true
      }
      behaviorDidChange()
    }
  }
  private var warnedAboutRange = false
  private var rangeWarningPending = false

  private func distanceNow() -> Double {
    let a = Vec2(first.center) + arm(first, offset1)
    let b = second.map { Vec2($0.center) + arm($0, offset2) } ?? Vec2(anchorPoint)
    return (a - b).length
  }

  private func arm(_ item: any UIDynamicItem, _ offset: UIOffset) -> Vec2 {
    Vec2(x: Double(offset.horizontal), y: Double(offset.vertical))
      .rotated(DynamicBody.angle(of: item.transform))
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func applyForces(_ engine: DynamicsEngine, dt: Double) {
    if rangeWarningPending {
      rangeWarningPending = false
      warnUnsupported(
        "UIAttachmentBehavior.attachmentRange \(attachmentRange.minimum)…"
          + "\(attachmentRange.maximum) is not modelled: the attachment keeps its length")
    }
    guard let a = engine.body(for: first) else { return }
    let b = second.flatMap { engine.body(for: $0) }
    if second != nil, b == nil { return }
    applyFrictionTorque(a, dt)
    if let b { applyFrictionTorque(b, dt) }
    guard frequency > 0 else {
      engine.rigidJoints.append(
        RigidJoint(
          a: a, offsetA: offset1, b: b, offsetB: offset2, anchor: Vec2(anchorPoint),
          length: Double(length)))
      return
    }
    let ra = a.arm(offset1)
    let rb = b.map { $0.arm(offset2) } ?? .zero
    let d = (a.position + ra) - (b.map { $0.position + rb } ?? Vec2(anchorPoint))
    let distance = d.length
    guard distance > 1e-9 else { return }
    let n = d * (1 / distance)
    let inverse = a.inverseMass + (b?.inverseMass ?? 0)
    guard inverse > 0 else { return }
    let mass = 1 / inverse
    let omega = 2 * Double.pi * Double(frequency)
    let relative = a.velocity(at: ra) - (b.map { $0.velocity(at: rb) } ?? .zero)
    let magnitude =
      -mass * omega * omega * (distance - Double(length))
      - 2 * Double(damping) * mass * omega * relative.dot(n)
    let force = n * magnitude
    a.force += force
    a.torque += ra.cross(force)
    if let b {
      b.force -= force
      b.torque -= rb.cross(force)
    }
  }

  private func applyFrictionTorque(_ body: DynamicBody, _ dt: Double) {
    guard frictionTorque > 0, body.inverseInertia > 0 else { return }
    let slowdown = min(abs(body.angularVelocity), Double(frictionTorque) * dt * body.inverseInertia)
    body.angularVelocity -= body.angularVelocity < 0 ? -slowdown : slowdown
  }
}
