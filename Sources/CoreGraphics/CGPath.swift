import Foundation

/// An immutable graphics path, Core Graphics' `CGPath`: subpaths of lines and Bézier curves in
/// the path's own coordinates (points). What `UIBezierPath.cgPath`, `CALayer.shadowPath` and
/// `CAShapeLayer.path` hold.
///
/// Core Graphics' `CGPath` is a Core Foundation type; here it is a class whose commands are
/// kept as ``PathElement`` values. ``CGMutablePath`` adds the building methods. Apple's
/// documentation gives the shapes: a rectangle is a `moveTo` at the origin and lines along
/// the edges in order of increasing x then y, closed; an ellipse is four cubic curves from
/// the point (maxX, midY) in the direction of increasing angle; arcs are cubic curves of at
/// most a quarter turn each.
public class CGPath {
  /// The drawing commands, in order.
  package var elements: [PathElement]

  /// A path of `elements`.
  package init(elements: [PathElement]) {
    self.elements = elements
  }

  /// A closed rectangle (`CGPath(rect:transform:)`): `moveTo` the origin, lines to
  /// (maxX, minY), (maxX, maxY), (minX, maxY), closed; each point mapped through `transform`
  /// when given.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// An ellipse fitting `rect` (`CGPath(ellipseIn:transform:)`), as
  /// ``CGMutablePath/addEllipse(in:transform:)`` adds it.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` points
  /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`), as
  /// ``CGMutablePath/addRoundedRect(in:cornerWidth:cornerHeight:transform:)`` adds it.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements (`isEmpty`).
  public var isEmpty: Bool { elements.isEmpty }

  /// The point the next element starts from (`currentPoint`): the last element's end point,
  /// the subpath's start after `closeSubpath`; `CGPoint.zero` for an empty path.
  public var currentPoint: CGPoint {
    var point = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        point = p
        subpathStart = p
      case .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): point = p
      case .closeSubpath: point = subpathStart
      }
    }
    return point
  }

  /// The smallest rectangle containing every point of the path, Bézier control points included
  /// (`boundingBox`); `CGRect.null` for an empty path.
  public var boundingBox: CGRect { PathGeometry.boundingBox(elements) }

  /// The smallest rectangle containing the drawn path, control points excluded
  /// (`boundingBoxOfPath`): end points and the extremes of the curves; `CGRect.null` for an
  /// empty path.
  public var boundingBoxOfPath: CGRect { PathGeometry.boundingBoxOfPath(elements) }

  /// Whether `point`, mapped through `transform` first (Apple: "an affine transform to apply
  /// to the point before checking for containment"), is inside the area the path encloses
  /// under `rule`, each subpath taken as closed (`contains(_:using:transform:)`; curves
  /// flattened within 0.005 pt). A point exactly on an edge may count either way.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    PathGeometry.contains(point.applying(transform), in: elements, rule: rule)
  }

  /// An immutable copy (`copy()`).
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// An immutable copy with every point mapped through `transform` when given
  /// (`copy(using:)`).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(elements: elements.map { $0.applying(t) })
  }

  /// A mutable copy (`mutableCopy()`).
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// Paths are equal when they have the same elements (`CGPathEqualToPath`, Swift's `==` on
/// `CGPath`).
extension CGPath: Equatable {
  /// Whether both paths have the same elements.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}
