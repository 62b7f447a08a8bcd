import Foundation

/// A 2D vector of the integrator, in points (or points per second), `Double` throughout.
struct Vec2: Equatable {
  var x: Double
  var y: Double

  static let zero = Vec2(x: 0, y: 0)
  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
  init(_ v: CGVector) { self.init(x: Double(v.dx), y: Double(v.dy)) }

  var point: CGPoint { CGPoint(x: x, y: y) }
  var length: Double { (x * x + y * y).squareRoot() }
  /// The vector turned a quarter turn (−y, x).
  var perpendicular: Vec2 { Vec2(x: -y, y: x) }
  var normalized: Vec2 {
    let l = length
    return l > 0 ? Vec2(x: x / l, y: y / l) : .zero
  }
  func dot(_ o: Vec2) -> Double { x * o.x + y * o.y }
  /// The z component of the cross product.
  func cross(_ o: Vec2) -> Double { x * o.y - y * o.x }
  /// The vector turned by `angle` radians (clockwise on screen, as UIKit's y-down rotations).
  func rotated(_ angle: Double) -> Vec2 {
    let c = cos(angle)
    let s = sin(angle)
    return Vec2(x: c * x - s * y, y: s * x + c * y)
  }

  static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
  static func * (a: Vec2, s: Double) -> Vec2 { Vec2(x: a.x * s, y: a.y * s) }
  static func += (a: inout Vec2, b: Vec2) { a = a + b }
  static func -= (a: inout Vec2, b: Vec2) { a = a - b }
}

/// What a ``UIDynamicItemBehavior`` sets for an item, with UIKit's defaults.
struct DynamicMaterial: Equatable {
  var elasticity = 0.0
  var friction = 0.0
  var resistance = 0.0
  var angularResistance = 0.0
  var density = 1.0
  var allowsRotation = true
  var isAnchored = false
}

/// One item as the integrator sees it: a rigid box (or circle) with mass, in the reference
/// view's coordinates.
///
/// Mass is `density · width · height / 10 000` (a 100 × 100 pt item of density 1 has mass 1,
/// so a push of magnitude 1, 100 mass·pt/s², accelerates it at 100 pt/s², Apple's
/// `UIPushBehavior.magnitude`), the moment of inertia a uniform box's `m (w² + h²) / 12`.
@MainActor
final class DynamicBody {
  let item: any UIDynamicItem
  var position: Vec2
  var velocity = Vec2.zero
  var angle: Double
  var angularVelocity = 0.0
  var size: CGSize
  var material = DynamicMaterial()
  /// The acceleration of this sub-step that depends on the state (a snap's spring), pt/s².
  var acceleration = Vec2.zero
  /// The acceleration of this sub-step that is constant over it (gravity, a continuous
  /// push), pt/s².
  var constantAcceleration = Vec2.zero
  /// The force of this sub-step that depends on the state (attachment springs), mass·pt/s².
  var force = Vec2.zero
  /// The torque of this sub-step, mass·pt²/s².
  var torque = 0.0
  /// The angular acceleration of this sub-step that ignores inertia (a snap's), rad/s².
  var angularAcceleration = 0.0
  /// The velocities at the end of the previous sub-step, for the rest test.
  var previousVelocity = Vec2.zero
  var previousAngularVelocity = 0.0
  /// The angle the item had when it was read; the transform is written once it differs.
  var readAngle: Double
  var warnedAboutPath = false

  init(item: any UIDynamicItem) {
    self.item = item
    position = Vec2(item.center)
    size = item.bounds.size
    angle = DynamicBody.angle(of: item.transform)
    readAngle = angle
  }

  /// The rotation of `t`, radians.
  static func angle(of t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

  /// Reads the item's centre, size and rotation again (`updateItem(usingCurrentState:)`).
  func read() {
    position = Vec2(item.center)
    size = item.bounds.size
    angle = DynamicBody.angle(of: item.transform)
    readAngle = angle
  }

  var mass: Double { material.density * Double(size.width * size.height) / 10_000 }
  var inverseMass: Double {
    let m = mass
    return material.isAnchored || m <= 0 ? 0 : 1 / m
  }
  var inverseInertia: Double {
    guard !material.isAnchored, material.allowsRotation else { return 0 }
    let w = Double(size.width)
    let h = Double(size.height)
    let inertia = mass * (w * w + h * h) / 12
    return inertia > 0 ? 1 / inertia : 0
  }

  /// The velocity of the body's point at `r` from its centre, pt/s.
  func velocity(at r: Vec2) -> Vec2 {
    velocity + Vec2(x: -angularVelocity * r.y, y: angularVelocity * r.x)
  }

  /// Applies impulse `p` (mass·pt/s) at `r` from the centre.
  func applyImpulse(_ p: Vec2, at r: Vec2) {
    velocity += p * inverseMass
    angularVelocity += inverseInertia * r.cross(p)
  }

  /// `offset` (item coordinates from the centre) turned with the body, points.
  func arm(_ offset: UIOffset) -> Vec2 {
    Vec2(x: Double(offset.horizontal), y: Double(offset.vertical)).rotated(angle)
  }

  /// Writes the centre, and the rotation once the body has turned, to the item.
  func write() {
    let center = position.point
    if item.center != center { item.center = center }
    if angle != readAngle {
      let t = CGAffineTransform(rotationAngle: CGFloat(angle))
      if item.transform != t { item.transform = t }
    }
  }

  /// Where the body was at the start of the animator's step (a frame), for the rest test.
  var stepStartPosition = Vec2.zero
  var stepStartAngle = 0.0

  /// Whether the body is at rest after a step of `duration` seconds whose last sub-step was
  /// `dt` (docs/dynamics.md): speed below 1 pt/s and angular speed below 0.01 rad/s, both at
  /// the end and on average over the step (so an item that a moved anchor carried is not at
  /// rest), and velocity changing by less than 10 pt/s² and 0.1 rad/s² in the last sub-step
  /// (so a spring's turning point, slow but accelerating, is not rest).
  func isAtRest(duration: Double, dt: Double) -> Bool {
    if material.isAnchored { return true }
    return velocity.length < 1 && abs(angularVelocity) < 0.01
      && (position - stepStartPosition).length < 1 * duration
      && abs(angle - stepStartAngle) < 0.01 * duration
      && (velocity - previousVelocity).length < 10 * dt
      && abs(angularVelocity - previousAngularVelocity) < 0.1 * dt
  }
}
