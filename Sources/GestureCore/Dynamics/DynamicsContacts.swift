import Foundation

/// A straight piece of a collision boundary, in the reference view's coordinates.
struct BoundarySegment {
  var a: Vec2
  var b: Vec2
  /// The boundary it belongs to: `nil` for the reference bounds.
  var identifier: (any NSCopying)?
  /// The index of its boundary in the behaviour (the reference bounds are −1).
  var boundaryIndex: Int
}

/// A point where two shapes touch or overlap.
struct Contact {
  /// The first body (`nil` for a boundary) and the second.
  var a: DynamicBody?
  var b: DynamicBody
  /// The contact point, points.
  var point: Vec2
  /// The unit normal from `a` (or the boundary) towards `b`.
  var normal: Vec2
  /// How far the shapes overlap along the normal, points (negative: a gap).
  var depth: Double
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  var bounce = 0.0
}

/// A body's collision shape this sub-step: a box turned by its angle or a circle.
struct CollisionShape {
  var center: Vec2
  /// The box's half width and half height, points (for a circle, the radius twice).
  var halfWidth: Double
  var halfHeight: Double
  var angle: Double
  var isCircle: Bool

  var radius: Double { halfWidth }
  var axisX: Vec2 { Vec2(x: cos(angle), y: sin(angle)) }
  var axisY: Vec2 { Vec2(x: -sin(angle), y: cos(angle)) }
  var corners: [Vec2] {
    let ex = axisX * halfWidth
    let ey = axisY * halfHeight
    return [center - ex - ey, center + ex - ey, center + ex + ey, center - ex + ey]
  }
  /// Half the extent of the shape along the unit vector `u`.
  func extent(along u: Vec2) -> Double {
    isCircle ? radius : abs(u.dot(axisX)) * halfWidth + abs(u.dot(axisY)) * halfHeight
  }
}

/// Contact detection between shapes and boundary segments (docs/dynamics.md, "Collisions").
enum ContactGeometry {
  /// Contacts closer than this count as touching, points: a resting item keeps its contact
  /// (and its delegate sees one `began`) while it sits on a boundary.
  static let margin = 0.05

  /// The contact points of `shape` with the segment, normal from the segment towards the
  /// shape's centre: each box corner (or the circle's nearest point) that is within the margin
  /// of the segment's line and whose foot lies on the segment.
  static func contacts(_ shape: CollisionShape, _ s: BoundarySegment) -> [(Vec2, Vec2, Double)] {
    let d = s.b - s.a
    let lengthSquared = d.dot(d)
    guard lengthSquared > 0 else { return [] }
    if shape.isCircle {
      let t = max(0, min(1, (shape.center - s.a).dot(d) / lengthSquared))
      let foot = s.a + d * t
      let offset = shape.center - foot
      let distance = offset.length
      guard distance - shape.radius < margin, distance > 0 else { return [] }
      let n = offset * (1 / distance)
      return [(foot, n, shape.radius - distance)]
    }
    var n = d.perpendicular.normalized
    if n.dot(shape.center - s.a) < 0 { n = n * -1 }
    var found: [(Vec2, Vec2, Double)] = []
    for corner in shape.corners {
      let separation = n.dot(corner - s.a)
      let t = (corner - s.a).dot(d) / lengthSquared
      if separation < margin, t >= 0, t <= 1 { found.append((corner, n, -separation)) }
    }
    return found
  }

  /// The contact points of two shapes, normal from `a` towards `b`.
  static func contacts(_ a: CollisionShape, _ b: CollisionShape) -> [(Vec2, Vec2, Double)] {
    switch (a.isCircle, b.isCircle) {
    case (true, true):
      let offset = b.center - a.center
      let distance = offset.length
      let depth = a.radius + b.radius - distance
      guard depth > -margin else { return [] }
      let n = distance > 0 ? offset * (1 / distance) : Vec2(x: 0, y: 1)
      return [(a.center + n * a.radius, n, depth)]
    case (false, true):
      return boxCircle(a, b)
    case (true, false):
      return boxCircle(b, a).map { ($0.0, $0.1 * -1, $0.2) }
    case (false, false):
      return boxBox(a, b)
    }
  }

  /// Box `box` against circle `circle`, normal from the box to the circle.
  private static func boxCircle(_ box: CollisionShape, _ circle: CollisionShape) -> [(
    Vec2, Vec2, Double
  )] {
    let rel = circle.center - box.center
    let local = Vec2(x: rel.dot(box.axisX), y: rel.dot(box.axisY))
    let clamped = Vec2(
      x: max(-box.halfWidth, min(box.halfWidth, local.x)),
      y: max(-box.halfHeight, min(box.halfHeight, local.y)))
    if clamped != local {
      let closest = box.center + box.axisX * clamped.x + box.axisY * clamped.y
      let offset = circle.center - closest
      let distance = offset.length
      guard distance - circle.radius < margin, distance > 0 else { return [] }
      return [(closest, offset * (1 / distance), circle.radius - distance)]
    }
    // The centre is inside the box: out through the nearest face.
    let dx = box.halfWidth - abs(local.x)
    let dy = box.halfHeight - abs(local.y)
    let n = dx < dy ? box.axisX * (local.x < 0 ? -1 : 1) : box.axisY * (local.y < 0 ? -1 : 1)
    return [(circle.center, n, min(dx, dy) + circle.radius)]
  }

  /// Two boxes by the separating axis test: the axis of least overlap gives the normal and the
  /// reference face; the contacts are the other box's corners behind that face (the deepest
  /// one when none lies within the face, as where two edges cross).
  private static func boxBox(_ a: CollisionShape, _ b: CollisionShape) -> [(Vec2, Vec2, Double)]
  {
    let between = b.center - a.center
    var best: (overlap: Double, axis: Vec2, referenceIsA: Bool)?
    for (axis, isA) in [(a.axisX, true), (a.axisY, true), (b.axisX, false), (b.axisY, false)] {
      let distance = abs(between.dot(axis))
      let overlap = a.extent(along: axis) + b.extent(along: axis) - distance
      if overlap < -margin { return [] }
      // Prefer the first box's axes on ties, so the result does not depend on rounding.
      if best == nil || overlap < best!.overlap - 1e-9 {
        best = (overlap, axis, isA)
      }
    }
    guard let best else { return [] }
    let normal = between.dot(best.axis) < 0 ? best.axis * -1 : best.axis
    let reference = best.referenceIsA ? a : b
    let incident = best.referenceIsA ? b : a
    // The reference face's outward normal points towards the incident box.
    let outward = best.referenceIsA ? normal : normal * -1
    let facePlane = outward.dot(reference.center) + reference.extent(along: outward)
    let tangent = outward.perpendicular
    let span = reference.extent(along: tangent)
    var found: [(Vec2, Vec2, Double)] = []
    var deepest: (Vec2, Double)?
    for corner in incident.corners {
      let separation = outward.dot(corner) - facePlane
      if deepest == nil || separation < deepest!.1 { deepest = (corner, separation) }
      let along = abs(tangent.dot(corner - reference.center))
      if separation < margin, along <= span + margin { found.append((corner, normal, -separation)) }
    }
    if found.isEmpty, let deepest, deepest.1 < margin {
      found.append((deepest.0, normal, -deepest.1))
    }
    return found
  }
}
