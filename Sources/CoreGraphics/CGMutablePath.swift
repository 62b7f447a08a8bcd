import Foundation

/// A path that can be built, Core Graphics' `CGMutablePath`. Every method takes an optional
/// `transform` (default the identity) that maps the points it adds.
public final class CGMutablePath: CGPath {
  /// An empty path (`CGMutablePath()`).
  public init() { super.init(elements: []) }

  /// A path with `elements`.
  override package init(elements: [PathElement]) { super.init(elements: elements) }

  /// Whether there is a current point: Core Graphics ignores (and logs) a line or curve added
  /// without one.
  private var hasCurrentPoint: Bool { !elements.isEmpty }

  /// Starts a new subpath at `point` (`move(to:transform:)`).
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.moveTo(point.applying(transform)))
  }

  /// A straight line from the current point to `point` (`addLine(to:transform:)`); nothing
  /// without a current point.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    guard hasCurrentPoint else { return }
    elements.append(.lineTo(point.applying(transform)))
  }

  /// A quadratic Bézier curve from the current point to `end` with the control point `control`
  /// (`addQuadCurve(to:control:transform:)`); nothing without a current point.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
  }

  /// A cubic Bézier curve from the current point to `end` with two control points
  /// (`addCurve(to:control1:control2:transform:)`); nothing without a current point.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return }
    elements.append(
      .curveTo(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath with a line to its start (`closeSubpath()`); nothing when the
  /// path is empty or already closed.
  public func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// A closed rectangular subpath (`addRect(_:transform:)`): `moveTo` the origin, lines to
  /// (maxX, minY), (maxX, maxY), (minX, maxY), closed (Apple, `CGPathAddRect`).
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// A closed subpath for each rectangle, in order (`addRects(_:transform:)`).
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Lines through `points`: `moveTo` the first, then a line to each next one
  /// (`addLines(between:transform:)`); not closed.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A closed ellipse fitting `rect` (`addEllipse(in:transform:)`): `moveTo` (maxX, midY), then
  /// four cubic curves through (midX, maxY), (minX, midY), (midX, minY), each with control
  /// points at κ = 4(√2 − 1)/3 ≈ 0.5523 of the half-axes from the points (the standard
  /// quarter-ellipse approximation), closed. With y down, the direction is clockwise on screen.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let k = 4 * (2.0.squareRoot() - 1) / 3
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
      control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
      control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
    closeSubpath()
  }

  /// A closed rectangle whose corners are quarter ellipses `cornerWidth` × `cornerHeight`
  /// points (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`). Core Graphics requires
  /// each to be at most half the matching side; here larger values are clamped to it and
  /// negative ones to 0 (a plain rectangle). Starts at (minX + cornerWidth, minY) and runs
  /// along the top edge first, each corner a cubic curve with control points at κ ≈ 0.5523.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let w = min(max(0, cornerWidth.isFinite ? cornerWidth : 0), r.width / 2)
    let h = min(max(0, cornerHeight.isFinite ? cornerHeight : 0), r.height / 2)
    guard w > 0, h > 0 else {
      addRect(r, transform: transform)
      return
    }
    let k = 4 * (2.0.squareRoot() - 1) / 3
    move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + h),
      control1: CGPoint(x: r.maxX - w + k * w, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX - w, y: r.maxY),
      control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h),
      control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - h),
      control1: CGPoint(x: r.minX + w - k * w, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX + w, y: r.minY),
      control1: CGPoint(x: r.minX, y: r.minY + h - k * h),
      control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
    closeSubpath()
  }

  /// An arc of the circle of `radius` points about `center` from `startAngle` to `endAngle`
  /// (radians from the positive x-axis, a point at angle θ being center + radius·(cos θ, sin θ))
  /// (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
  ///
  /// `clockwise` is meant in Core Graphics' unflipped space (y up): `true` runs through
  /// *decreasing* angles, `false` through increasing ones (Apple, `addRelativeArc`: "a
  /// positive value creates a counter-clockwise arc (in user space coordinates)"). In UIKit's
  /// y-down space the visual sense is the opposite, which is why `UIBezierPath`'s `clockwise`
  /// is the negation of this one. A sweep of a full turn or more in the asked direction draws
  /// the whole circle; otherwise the sweep is the angle difference taken into [0, 2π) in that
  /// direction (0 to 2π clockwise draws nothing). A line joins the current point to the arc's
  /// start when there is one, else the arc starts a subpath. Drawn as cubic curves of at most
  /// a quarter turn, control points at 4/3·tan(Δ/4)·radius along the tangents.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let difference = Double(clockwise ? startAngle - endAngle : endAngle - startAngle)
    let full = 2 * Double.pi
    let sweep: Double
    if difference >= full {
      sweep = full
    } else {
      let reduced = difference.truncatingRemainder(dividingBy: full)
      sweep = reduced < 0 ? reduced + full : reduced
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle,
      delta: CGFloat(clockwise ? -sweep : sweep), transform: transform)
  }

  /// An arc of the circle of `radius` points about `center` from `startAngle` through `delta`
  /// radians (`addRelativeArc(center:radius:startAngle:delta:transform:)`): positive `delta`
  /// runs through increasing angles (counter-clockwise with y up, clockwise on a y-down
  /// screen). Joined to the current point by a line when there is one.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = Double(radius)
    let cx = Double(center.x)
    let cy = Double(center.y)
    let a0 = Double(startAngle)
    let d = Double(delta)
    guard [r, cx, cy, a0, d].allSatisfy(\.isFinite) else { return }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: cx + r * Foundation.cos(angle), y: cy + r * Foundation.sin(angle))
    }
    let start = point(a0)
    if hasCurrentPoint {
      addLine(to: start, transform: transform)
    } else {
      move(to: start, transform: transform)
    }
    let count = max(1, Int((abs(d) / (Double.pi / 2) - 1e-9).rounded(.up)))
    guard d != 0 else { return }
    let step = d / Double(count)
    let k = 4.0 / 3.0 * Foundation.tan(step / 4) * r
    for i in 0..<count {
      let from = a0 + step * Double(i)
      let to = i == count - 1 ? a0 + d : from + step
      let p0 = point(from)
      let p3 = point(to)
      let c1 = CGPoint(
        x: Double(p0.x) - k * Foundation.sin(from), y: Double(p0.y) + k * Foundation.cos(from))
      let c2 = CGPoint(
        x: Double(p3.x) + k * Foundation.sin(to), y: Double(p3.y) - k * Foundation.cos(to))
      addCurve(to: p3, control1: c1, control2: c2, transform: transform)
    }
  }

  /// An arc of `radius` points tangent to the line from the current point to `tangent1End` and
  /// to the line from `tangent1End` to `tangent2End`, preceded by a line from the current point
  /// to the first tangent point (`addArc(tangent1End:tangent2End:radius:transform:)`, the
  /// PostScript `arct`). When the three points are on a line or `radius` is 0, a line to
  /// `tangent1End`; without a current point, a move to `tangent1End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else {
      move(to: tangent1End, transform: transform)
      return
    }
    let p0 = currentPoint.applying(transform.inverted())
    let (x1, y1) = (Double(tangent1End.x), Double(tangent1End.y))
    var (ux, uy) = (Double(p0.x) - x1, Double(p0.y) - y1)
    var (vx, vy) = (Double(tangent2End.x) - x1, Double(tangent2End.y) - y1)
    let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
    let r = Double(radius)
    guard lu > 0, lv > 0, r > 0, r.isFinite else {
      addLine(to: tangent1End, transform: transform)
      return
    }
    (ux, uy, vx, vy) = (ux / lu, uy / lu, vx / lv, vy / lv)
    let cross = ux * vy - uy * vx
    let angle = Foundation.acos(max(-1, min(1, ux * vx + uy * vy)))
    guard abs(cross) > 1e-12, angle > 1e-12 else {
      addLine(to: tangent1End, transform: transform)
      return
    }
    let distance = r / Foundation.tan(angle / 2)
    let (bx, by) = (ux + vx, uy + vy)
    let lb = (bx * bx + by * by).squareRoot()
    let toCenter = r / Foundation.sin(angle / 2)
    let center = CGPoint(x: x1 + bx / lb * toCenter, y: y1 + by / lb * toCenter)
    let t1 = (x1 + ux * distance, y1 + uy * distance)
    let t2 = (x1 + vx * distance, y1 + vy * distance)
    addArc(
      center: center, radius: radius,
      startAngle: CGFloat(Foundation.atan2(t1.1 - Double(center.y), t1.0 - Double(center.x))),
      endAngle: CGFloat(Foundation.atan2(t2.1 - Double(center.y), t2.0 - Double(center.x))),
      clockwise: cross > 0, transform: transform)
  }

  /// Appends `path`'s elements, each point mapped through `transform` (`addPath(_:transform:)`).
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements.append(contentsOf: path.elements.map { $0.applying(transform) })
  }
}
