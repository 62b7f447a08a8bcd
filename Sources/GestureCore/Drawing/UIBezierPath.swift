import Foundation

/// A path of lines and curves with the attributes to stroke it, UIKit's `UIBezierPath`, in
/// UIKit's y-down coordinates (points). Code builds one and hands its ``cgPath`` to a layer
/// (`layer.shadowPath`, `CAShapeLayer.path`), or paints it into the current graphics context
/// with `fill()` and `stroke()` (`UIBezierPath+Drawing.swift`).
///
/// The paths follow Apple's documentation: rectangles, ovals and rounded rectangles are closed
/// subpaths drawn clockwise on screen; arcs measure angles from the positive x-axis with
/// π/2 pointing down, `clockwise` meaning clockwise on screen.
open class UIBezierPath {
  /// The path's elements, built in place.
  private var path: CGMutablePath

  /// The stroke width in points (`lineWidth`, default 1).
  open var lineWidth: CGFloat = 1
  /// How open subpaths end when stroked (`lineCapStyle`, default `.butt`).
  open var lineCapStyle: CGLineCap = .butt
  /// How stroked segments meet (`lineJoinStyle`, default `.miter`).
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limit on the ratio of a miter join's length to the line width (`miterLimit`,
  /// default 10).
  open var miterLimit: CGFloat = 10
  /// How closely curves are approximated when drawn, device pixels (`flatness`, default 0.6);
  /// kept for code that sets it: Cairo's own tolerance (0.1 pixel) is finer.
  open var flatness: CGFloat = 0.6
  /// Whether the even-odd rule decides the inside for filling and ``contains(_:)``
  /// (`usesEvenOddFillRule`, default false: the non-zero winding rule).
  open var usesEvenOddFillRule = false
  /// The dash lengths, points, for ``stroke()`` (``setLineDash(_:count:phase:)``).
  var dashPattern: [CGFloat] = []
  /// How far into the dash pattern the stroke starts, points.
  var dashPhase: CGFloat = 0

  /// An empty path (`init()`).
  public init() { path = CGMutablePath() }

  /// A closed rectangle, clockwise on screen from `rect`'s origin (`init(rect:)`).
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed oval inscribed in `rect`, clockwise on screen, as four cubic curves from the
  /// middle of the right edge (`init(ovalIn:)`).
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A closed rectangle with continuous ("squircle") corners of `cornerRadius` points
  /// (`init(roundedRect:cornerRadius:)`, iOS 7 and later): the corner PaintCode measured
  /// from UIKit, reaching 1.52866483 × the radius along each edge; the radius is limited to
  /// min(width, height) / 2 / 1.52866483 (docs/appearance.md, "Paths").
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path = ContinuousCorner.path(
      rect, radius: ContinuousCorner.limit(cornerRadius, in: rect.standardized),
      corners: .allCorners)
  }

  /// A closed rectangle whose `corners` are rounded with the continuous corner of radius
  /// `cornerRadii.width` points, the others square
  /// (`init(roundedRect:byRoundingCorners:cornerRadii:)`). UIKit is reported to use the width
  /// alone; the height is ignored here too.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    path = ContinuousCorner.path(
      rect, radius: ContinuousCorner.limit(cornerRadii.width, in: rect.standardized),
      corners: corners)
  }

  /// An open arc of the circle of `radius` points about `center`, from `startAngle` to
  /// `endAngle` radians (0 points right, π/2 down on screen)
  /// (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`). `clockwise` is clockwise on
  /// screen: through increasing angles.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements (`init(cgPath:)`).
  public convenience init(cgPath: CGPath) {
    self.init()
    path = CGMutablePath(elements: cgPath.elements)
  }

  /// The path as a Core Graphics path (`cgPath`): reading gives an immutable copy, setting
  /// replaces the elements (the stroke attributes stay).
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path = CGMutablePath(elements: newValue.elements) }
  }

  /// The elements, for the display list.
  package var elements: [PathElement] { path.elements }

  /// Starts a new subpath at `point` (`move(to:)`).
  open func move(to point: CGPoint) { path.move(to: point) }

  /// A straight line from the current point (`addLine(to:)`).
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// A cubic Bézier curve from the current point to `endPoint`
  /// (`addCurve(to:controlPoint1:controlPoint2:)`).
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// A quadratic Bézier curve from the current point to `endPoint`
  /// (`addQuadCurve(to:controlPoint:)`).
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc of the circle of `radius` points about `center` from `startAngle` to `endAngle`,
  /// clockwise on screen when `clockwise` (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`),
  /// joined to the current point by a line when there is one. In UIKit's y-down space this is
  /// Core Graphics' arc with `clockwise` negated (``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``):
  /// from 0 to π/2 clockwise runs from the point right of the centre to the point below it.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath with a line to its start (`close()`).
  open func close() { path.closeSubpath() }

  /// Removes every element (`removeAllPoints()`).
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends `bezierPath`'s elements (`append(_:)`).
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Maps every point through `transform` (`apply(_:)`).
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
  }

  /// A new path with the same shape drawn in the opposite direction (`reversing()`): the
  /// subpaths in reverse order, each from its end to its start; the attributes are copied.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(cgPath: CGPath(elements: PathGeometry.reversed(path.elements)))
    reversed.lineWidth = lineWidth
    reversed.lineCapStyle = lineCapStyle
    reversed.lineJoinStyle = lineJoinStyle
    reversed.miterLimit = miterLimit
    reversed.flatness = flatness
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// The smallest rectangle enclosing every point, Bézier control points included (`bounds`,
  /// `CGPath.boundingBox`); `CGRect.null` when empty.
  open var bounds: CGRect { path.boundingBox }

  /// The point the next element starts from (`currentPoint`); `CGPoint.zero` when empty.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Whether the path has no elements (`isEmpty`).
  open var isEmpty: Bool { path.isEmpty }

  /// Whether `point` is inside the area the path encloses, by the even-odd rule when
  /// ``usesEvenOddFillRule`` is set, else the non-zero winding rule; open subpaths count as
  /// closed (`contains(_:)`).
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }
}
