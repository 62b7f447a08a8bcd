import Foundation

/// A path's outline as straight segments, reference-view points.
enum DynamicsPathSegments {
  /// Lines as they are; quadratic and cubic curves as 8 chords each; closed subpaths closed.
  static func segments(of path: CGPath) -> [(Vec2, Vec2)] {
    var result: [(Vec2, Vec2)] = []
    var current = Vec2.zero
    var start = Vec2.zero
    func line(to p: Vec2) {
      if p != current { result.append((current, p)) }
      current = p
    }
    for element in path.elements {
      switch element {
      case .moveTo(let p):
        current = Vec2(p)
        start = current
      case .lineTo(let p):
        line(to: Vec2(p))
      case .quadCurveTo(let p, let c):
        let (p0, c1, p1) = (current, Vec2(c), Vec2(p))
        for i in 1...8 {
          let t = Double(i) / 8
          let u = 1 - t
          line(to: p0 * (u * u) + c1 * (2 * u * t) + p1 * (t * t))
        }
      case .curveTo(let p, let c1, let c2):
        let (p0, q1, q2, p1) = (current, Vec2(c1), Vec2(c2), Vec2(p))
        for i in 1...8 {
          let t = Double(i) / 8
          let u = 1 - t
          line(
            to: p0 * (u * u * u) + q1 * (3 * u * u * t) + q2 * (3 * u * t * t) + p1 * (t * t * t))
        }
      case .closeSubpath:
        line(to: start)
      }
    }
    return result
  }
}
