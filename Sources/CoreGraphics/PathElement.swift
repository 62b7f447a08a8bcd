import Foundation

/// One drawing command of a path, as a value: what a `CGPath` is made of and what the display
/// list carries (Core Graphics' `CGPathElement` holds the same commands with a pointer to its
/// points; this is the module's own `Sendable` spelling). Points are in the path's own
/// coordinates, points.
public enum PathElement: Sendable, Equatable {
  /// Starts a new subpath at the point (`CGPathElementType.moveToPoint`).
  case moveTo(CGPoint)
  /// A straight line from the current point (`addLineToPoint`).
  case lineTo(CGPoint)
  /// A quadratic Bézier curve from the current point to the point, bent towards `control`
  /// (`addQuadCurveToPoint`).
  case quadCurveTo(CGPoint, control: CGPoint)
  /// A cubic Bézier curve from the current point to the point, with two control points
  /// (`addCurveToPoint`).
  case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
  /// A straight line back to the subpath's first point, which becomes the current point
  /// (`closeSubpath`).
  case closeSubpath

  /// The element with every point mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .moveTo(let p): return .moveTo(p.applying(t))
    case .lineTo(let p): return .lineTo(p.applying(t))
    case .quadCurveTo(let p, let c): return .quadCurveTo(p.applying(t), control: c.applying(t))
    case .curveTo(let p, let c1, let c2):
      return .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// The end point and control points, in order (none for `closeSubpath`).
  public var points: [CGPoint] {
    switch self {
    case .moveTo(let p), .lineTo(let p): return [p]
    case .quadCurveTo(let p, let c): return [c, p]
    case .curveTo(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }
}
