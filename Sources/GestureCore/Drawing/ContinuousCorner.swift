import Foundation

/// The corner `UIBezierPath(roundedRect:cornerRadius:)` draws since iOS 7: a "continuous"
/// curve whose curvature grows smoothly from the straight edge instead of the jump of a
/// circular arc, reaching 1.52866483 × the radius along each edge.
///
/// Apple publishes no formula. The shape is the one PaintCode read back from UIKit's paths and
/// published ("Drawing Code for iOS 7 Rounded Rectangles"): per corner, in units of the radius
/// as (distance back along the incoming edge, distance along the outgoing edge), a cubic from
/// (1.52866483, 0) with controls (1.08849323, 0), (0.86840689, 0) to (0.66993427, 0.06549600),
/// a line to (0.63149399, 0.07491100), a cubic with controls (0.37282392, 0.16905899),
/// (0.16905899, 0.37282392) to (0.07491100, 0.63149399), a line to (0.06549600, 0.66993427)
/// and a cubic with controls (0, 0.86840689), (0, 1.08849323) to (0, 1.52866483) — symmetric
/// about the corner's diagonal. The radius is limited to min(width, height) / 2 / 1.52866483 so
/// that the corners meet at most at the middle of the shorter side (UIKit switches to another
/// shape for larger radii; that shape is not modelled).
enum ContinuousCorner {
  /// How far along each edge the corner reaches, in radii.
  static let extent: CGFloat = 1.52866483

  /// A corner of the rectangle: which, where, and the unit directions back along the edge
  /// that arrives at it and along the edge that leaves it.
  private struct Corner {
    let corner: UIRectCorner
    let point: CGPoint
    let back: (CGFloat, CGFloat)
    let out: (CGFloat, CGFloat)
  }

  /// The corner's pieces after its start point (1.52866483, 0): `nil` controls mark a line.
  private static let pieces:
    [(c1: (CGFloat, CGFloat)?, c2: (CGFloat, CGFloat)?, end: (CGFloat, CGFloat))] =
      [
        ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        (nil, nil, (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
        (nil, nil, (0.06549600, 0.66993427)),
        ((0, 0.86840689), (0, 1.08849323), (0, 1.52866483)),
      ]

  /// The largest radius that fits `rect`: min(width, height) / 2 / ``extent``.
  static func limit(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
    let r = radius.isFinite ? max(0, radius) : 0
    return min(r, min(rect.width, rect.height) / 2 / extent)
  }

  /// A closed rounded rectangle, clockwise on screen from the top edge's left end: each corner
  /// in `corners` continuous with `radius` (already limited), the others square.
  static func path(_ rect: CGRect, radius: CGFloat, corners: UIRectCorner) -> CGMutablePath {
    let path = CGMutablePath()
    let r = rect.standardized
    // Each corner: its point, the unit vector back along the incoming edge, the unit vector
    // along the outgoing edge (clockwise on screen: top-right, bottom-right, bottom-left,
    // top-left).
    let layout: [Corner] = [
      Corner(corner: .topRight, point: CGPoint(x: r.maxX, y: r.minY), back: (-1, 0), out: (0, 1)),
      Corner(
        corner: .bottomRight, point: CGPoint(x: r.maxX, y: r.maxY), back: (0, -1), out: (-1, 0)),
      Corner(corner: .bottomLeft, point: CGPoint(x: r.minX, y: r.maxY), back: (1, 0), out: (0, -1)),
      Corner(corner: .topLeft, point: CGPoint(x: r.minX, y: r.minY), back: (0, 1), out: (1, 0)),
    ]
    let topLeftRounded = corners.contains(.topLeft) && radius > 0
    path.move(to: CGPoint(x: r.minX + (topLeftRounded ? extent * radius : 0), y: r.minY))
    for c in layout {
      guard corners.contains(c.corner), radius > 0 else {
        path.addLine(to: c.point)
        continue
      }
      func at(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let x: CGFloat = c.point.x + (c.back.0 * u + c.out.0 * v) * radius
        let y: CGFloat = c.point.y + (c.back.1 * u + c.out.1 * v) * radius
        return CGPoint(x: x, y: y)
      }
      path.addLine(to: at(extent, 0))
      for piece in pieces {
        if let c1 = piece.c1, let c2 = piece.c2 {
          path.addCurve(
            to: at(piece.end.0, piece.end.1), control1: at(c1.0, c1.1), control2: at(c2.0, c2.1))
        } else {
          path.addLine(to: at(piece.end.0, piece.end.1))
        }
      }
    }
    path.closeSubpath()
    return path
  }
}
