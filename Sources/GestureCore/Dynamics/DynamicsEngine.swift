import Foundation

/// The rigid-body integrator behind ``UIDynamicAnimator`` (docs/dynamics.md, "The model").
///
/// Each sub-step of ``subStep`` seconds: the behaviours add accelerations, forces and impulses;
/// velocities integrate (semi-implicit Euler), then resistance damps them; positions integrate
/// with the new velocities, less half a step of the constant accelerations (gravity, pushes),
/// so a fall is exactly `½·g·t²`; rigid attachments are projected back to their lengths (the
/// velocity becomes the motion the projection implies); contacts are found, their velocities
/// solved with sequential accumulated impulses (restitution, Coulomb friction), and overlaps
/// pushed apart. Everything runs in a fixed order on `Double`s, so a run repeats to the bit.
@MainActor
final class DynamicsEngine {
  /// The sub-step, seconds: 1/240, four per frame at 60 frames per second.
  static let subStep = 1.0 / 240
  /// Solver passes over the contacts per sub-step.
  static let velocityIterations = 8
  /// Projection passes over the rigid attachments per sub-step.
  static let jointIterations = 4
  /// Approach speeds below this bounce with no restitution, pt/s: above what gravity adds in a
  /// sub-step (1000 · 1/240 ≈ 4.2 pt/s), so a resting item does not jitter.
  static let bounceThreshold = 20.0

  private(set) var bodies: [DynamicBody] = []
  private var index: [ObjectIdentifier: DynamicBody] = [:]
  /// The contacts touching after the last sub-step, per collision behaviour.
  private var touching: Set<ContactKey> = []
  /// The rigid attachments to project this sub-step (filled by the behaviours' forces pass).
  var rigidJoints: [RigidJoint] = []

  func body(for item: any UIDynamicItem) -> DynamicBody? { index[ObjectIdentifier(item)] }

  /// Keeps a body for each of `items` (in this order), making new ones from the items' state
  /// and dropping those of items no behaviour holds any more. Returns the new bodies.
  @discardableResult
  func sync(items: [any UIDynamicItem]) -> [DynamicBody] {
    var kept: [DynamicBody] = []
    var made: [DynamicBody] = []
    var seen: Set<ObjectIdentifier> = []
    for item in items where seen.insert(ObjectIdentifier(item)).inserted {
      if let body = index[ObjectIdentifier(item)] {
        kept.append(body)
      } else {
        let body = DynamicBody(item: item)
        kept.append(body)
        made.append(body)
      }
    }
    bodies = kept
    index = Dictionary(uniqueKeysWithValues: kept.map { (ObjectIdentifier($0.item), $0) })
    return made
  }

  /// One sub-step of `dt` seconds under `behaviors` (the animator's tree, flattened).
  func step(_ behaviors: [UIDynamicBehavior], dt: Double) -> [ContactEvent] {
    for body in bodies {
      body.previousVelocity = body.velocity
      body.previousAngularVelocity = body.angularVelocity
      body.acceleration = .zero
      body.constantAcceleration = .zero
      body.force = .zero
      body.torque = 0
      body.angularAcceleration = 0
    }
    rigidJoints.removeAll()
    for behavior in behaviors { behavior.applyForces(self, dt: dt) }
    for body in bodies {
      guard !body.material.isAnchored else {
        body.velocity = .zero
        body.angularVelocity = 0
        continue
      }
      let constant = body.constantAcceleration
      body.velocity += (body.acceleration + constant + body.force * body.inverseMass) * dt
      body.velocity = body.velocity * (1 / (1 + body.material.resistance * dt))
      if body.material.allowsRotation {
        body.angularVelocity += (body.angularAcceleration + body.torque * body.inverseInertia) * dt
        body.angularVelocity /= 1 + body.material.angularResistance * dt
      } else {
        body.angularVelocity = 0
      }
      // The new velocity, less half a step of the constant acceleration: exact for gravity
      // and steady pushes (½·a·t² after t), symplectic for the springs.
      body.position += (body.velocity - constant * (dt / 2)) * dt
      body.angle += body.angularVelocity * dt
    }
    for _ in 0..<Self.jointIterations {
      for joint in rigidJoints { joint.project(dt: dt) }
    }
    return collide(behaviors.compactMap { $0 as? UICollisionBehavior }, dt: dt)
  }

  /// Notes where every body is as an animator step (a frame) begins.
  func beginStep() {
    for body in bodies {
      body.stepStartPosition = body.position
      body.stepStartAngle = body.angle
    }
  }

  /// Whether every body is at rest after a step of `duration` seconds
  /// (``DynamicBody/isAtRest(duration:dt:)``).
  func isAtRest(duration: Double, dt: Double) -> Bool {
    bodies.allSatisfy { $0.isAtRest(duration: duration, dt: dt) }
  }

  // MARK: Collisions

  private func collide(_ collisions: [UICollisionBehavior], dt: Double) -> [ContactEvent] {
    var contacts: [Contact] = []
    var keys: [ContactKey] = []
    var events: [ContactEvent] = []
    var now: Set<ContactKey> = []
    for (behaviorIndex, behavior) in collisions.enumerated() {
      let found = behavior.contacts(self)
      for (key, contact) in found {
        let fullKey = ContactKey(behavior: behaviorIndex, a: key.a, b: key.b, boundary: key.boundary)
        contacts.append(contact)
        keys.append(fullKey)
        if now.insert(fullKey).inserted, !touching.contains(fullKey) {
          events.append(ContactEvent(behavior: behavior, key: fullKey, contact: contact, began: true))
        }
      }
      for old in touching where old.behavior == behaviorIndex && !now.contains(old) {
        events.append(ContactEvent(behavior: behavior, key: old, contact: nil, began: false))
      }
    }
    touching = now
    solveVelocities(&contacts)
    separate(contacts, keys)
    return events
  }

  private func solveVelocities(_ contacts: inout [Contact]) {
    for i in contacts.indices {
      let c = contacts[i]
      let approach = relativeVelocity(c).dot(c.normal)
      contacts[i].bounce = approach < -Self.bounceThreshold ? -elasticity(c) * approach : 0
    }
    for _ in 0..<Self.velocityIterations {
      for i in contacts.indices { solve(&contacts[i]) }
    }
  }

  private func relativeVelocity(_ c: Contact) -> Vec2 {
    let vb = c.b.velocity(at: c.point - c.b.position)
    let va = c.a.map { $0.velocity(at: c.point - $0.position) } ?? .zero
    return vb - va
  }

  private func elasticity(_ c: Contact) -> Double {
    max(c.b.material.elasticity, c.a?.material.elasticity ?? 0)
  }

  private func friction(_ c: Contact) -> Double {
    guard let a = c.a else { return c.b.material.friction }
    return (a.material.friction * c.b.material.friction).squareRoot()
  }

  private func effectiveMass(_ c: Contact, along u: Vec2) -> Double {
    let rb = c.point - c.b.position
    var k = c.b.inverseMass + c.b.inverseInertia * pow(rb.cross(u), 2)
    if let a = c.a {
      let ra = c.point - a.position
      k += a.inverseMass + a.inverseInertia * pow(ra.cross(u), 2)
    }
    return k
  }

  private func apply(_ c: Contact, impulse p: Vec2) {
    c.b.applyImpulse(p, at: c.point - c.b.position)
    if let a = c.a { a.applyImpulse(p * -1, at: c.point - a.position) }
  }

  private func solve(_ c: inout Contact) {
    let kn = effectiveMass(c, along: c.normal)
    guard kn > 0 else { return }
    let vn = relativeVelocity(c).dot(c.normal)
    let total = max(c.normalImpulse + (c.bounce - vn) / kn, 0)
    apply(c, impulse: c.normal * (total - c.normalImpulse))
    c.normalImpulse = total
    let mu = friction(c)
    guard mu > 0 else { return }
    let tangent = c.normal.perpendicular
    let kt = effectiveMass(c, along: tangent)
    guard kt > 0 else { return }
    let vt = relativeVelocity(c).dot(tangent)
    let limit = mu * c.normalImpulse
    let newTangent = max(-limit, min(limit, c.tangentImpulse - vt / kt))
    apply(c, impulse: tangent * (newTangent - c.tangentImpulse))
    c.tangentImpulse = newTangent
  }

  /// Pushes each overlapping pair apart along its normal by its deepest overlap, shared by
  /// inverse mass (positions only; an approximation that ignores the turn a push off-centre
  /// would give).
  private func separate(_ contacts: [Contact], _ keys: [ContactKey]) {
    var deepest: [ContactKey: Int] = [:]
    var order: [ContactKey] = []
    for (i, c) in contacts.enumerated() where c.depth > 0 {
      if let j = deepest[keys[i]] {
        if c.depth > contacts[j].depth { deepest[keys[i]] = i }
      } else {
        deepest[keys[i]] = i
        order.append(keys[i])
      }
    }
    for key in order {
      let c = contacts[deepest[key]!]
      let wa = c.a?.inverseMass ?? 0
      let wb = c.b.inverseMass
      guard wa + wb > 0 else { continue }
      c.b.position += c.normal * (c.depth * wb / (wa + wb))
      if let a = c.a { a.position -= c.normal * (c.depth * wa / (wa + wb)) }
    }
  }
}

/// Which pair touches: two items (by position in the engine's bodies) or an item and a
/// boundary, within one collision behaviour.
struct ContactKey: Hashable {
  var behavior: Int
  var a: ObjectIdentifier?
  var b: ObjectIdentifier
  var boundary: Int?
}

/// A contact that began or ended in a sub-step, for the collision delegate.
struct ContactEvent {
  var behavior: UICollisionBehavior
  var key: ContactKey
  var contact: Contact?
  var began: Bool
}

/// A rigid attachment of a body's point to an anchor or to another body's point, kept at
/// `length` points by projection.
@MainActor
struct RigidJoint {
  var a: DynamicBody
  var offsetA: UIOffset
  var b: DynamicBody?
  var offsetB: UIOffset
  var anchor: Vec2
  var length: Double

  func project(dt: Double) {
    let ra = a.arm(offsetA)
    let pa = a.position + ra
    let rb = b.map { $0.arm(offsetB) } ?? .zero
    let pb = b.map { $0.position + rb } ?? anchor
    let d = pa - pb
    let distance = d.length
    guard distance > 1e-9 else { return }
    let n = d * (1 / distance)
    let error = distance - length
    let wa = a.inverseMass + a.inverseInertia * pow(ra.cross(n), 2)
    let wb = b.map { $0.inverseMass + $0.inverseInertia * pow(rb.cross(n), 2) } ?? 0
    guard wa + wb > 0 else { return }
    let lambda = -error / (wa + wb)
    shift(a, by: n * (lambda * a.inverseMass), turn: a.inverseInertia * ra.cross(n) * lambda, dt)
    if let b {
      shift(b, by: n * (-lambda * b.inverseMass), turn: -b.inverseInertia * rb.cross(n) * lambda, dt)
    }
  }

  private func shift(_ body: DynamicBody, by dx: Vec2, turn: Double, _ dt: Double) {
    body.position += dx
    body.angle += turn
    body.velocity += dx * (1 / dt)
    body.angularVelocity += turn / dt
  }
}
