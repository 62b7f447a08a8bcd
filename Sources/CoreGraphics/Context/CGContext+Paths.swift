import Foundation

// The current path: every point is mapped to pixels by the matrix in force when it is added.
extension CGContext {
  /// Starts a new, empty path (`beginPath()`).
  public func beginPath() { devicePath = CGMutablePath() }

  /// Starts a subpath at `point` (`move(to:)`).
  public func move(to point: CGPoint) { devicePath.move(to: point, transform: ctm) }

  /// A straight line from the current point to `point` (`addLine(to:)`).
  public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: ctm) }

  /// Lines through `points`, the first starting a subpath (`addLines(between:)`).
  public func addLines(between points: [CGPoint]) {
    devicePath.addLines(between: points, transform: ctm)
  }

  /// A cubic Bézier curve (`addCurve(to:control1:control2:)`).
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    devicePath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
  }

  /// A quadratic Bézier curve (`addQuadCurve(to:control:)`).
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    devicePath.addQuadCurve(to: end, control: control, transform: ctm)
  }

  /// An arc of a circle (`addArc(center:radius:startAngle:endAngle:clockwise:)`): `clockwise`
  /// in the user space's own sense (`true` runs through decreasing angles, which is clockwise
  /// with y up and counter-clockwise on screen in UIKit's y-down contexts), as
  /// ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    devicePath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: ctm)
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from there to `tangent2End`, joined to the current point by a line
  /// (`addArc(tangent1End:tangent2End:radius:)`).
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    devicePath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: ctm)
  }

  /// A closed rectangle (`addRect(_:)`).
  public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: ctm) }

  /// Closed rectangles (`addRects(_:)`).
  public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: ctm) }

  /// The ellipse inscribed in `rect` (`addEllipse(in:)`).
  public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: ctm) }

  /// `path`'s subpaths, in the current user space (`addPath(_:)`).
  public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: ctm) }

  /// Closes the current subpath (`closePath()`).
  public func closePath() { devicePath.closeSubpath() }

  /// Whether the current path is empty (`isPathEmpty`).
  public var isPathEmpty: Bool { devicePath.isEmpty }

  /// The current point in user space (`currentPointOfPath`), `.zero` without a devicePath.
  public var currentPointOfPath: CGPoint {
    devicePath.isEmpty ? .zero : devicePath.currentPoint.applying(ctm.inverted())
  }

  /// The box around the current path's points in user space (`boundingBoxOfPath`), control
  /// points included as Core Graphics does; `.null` without a devicePath.
  public var boundingBoxOfPath: CGRect {
    devicePath.isEmpty
      ? .null
      : CGPath(elements: devicePath.elements.map { $0.applying(ctm.inverted()) })
        .boundingBox
  }

  /// A copy of the current path in user space (`path`), `nil` when it is empty.
  public var path: CGPath? {
    devicePath.isEmpty
      ? nil : CGPath(elements: devicePath.elements.map { $0.applying(ctm.inverted()) })
  }
}
