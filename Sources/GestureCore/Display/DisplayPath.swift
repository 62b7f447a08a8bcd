import Foundation

/// A path filled and stroked in place by an absolute transform (a `CAShapeLayer` view layer):
/// the fill first, over the whole path, then the stroke over the part between ``strokeStart``
/// and ``strokeEnd``.
public struct DisplayPath: Sendable, Equatable {
  /// The view the path belongs to.
  public var id: String
  /// Maps the path's coordinates (the layer's bounds space) to window points.
  public var transform: CGAffineTransform
  /// The path, in the layer's coordinates, points.
  public var elements: [PathElement]
  /// The fill colour, `nil` for none (`CAShapeLayer.fillColor`).
  public var fillColor: CGColor?
  /// How the inside is decided (`CAShapeLayer.fillRule`).
  public var fillRule: CGPathFillRule
  /// The stroke colour, `nil` for none (`CAShapeLayer.strokeColor`).
  public var strokeColor: CGColor?
  /// The stroke width, points in the path's coordinates (`lineWidth`).
  public var lineWidth: Double
  /// The ends of open subpaths (`lineCap`).
  public var lineCap: CGLineCap
  /// The corners (`lineJoin`).
  public var lineJoin: CGLineJoin
  /// The miter limit, a ratio (`miterLimit`).
  public var miterLimit: Double
  /// The dash lengths, points, painted and unpainted in turn; empty for a solid stroke
  /// (`lineDashPattern`).
  public var dashPattern: [Double]
  /// How far into the dash pattern the stroke starts, points (`lineDashPhase`).
  public var dashPhase: Double
  /// Where the stroke starts, a fraction 0…1 of the path's length (`strokeStart`).
  public var strokeStart: Double
  /// Where the stroke ends, a fraction 0…1 of the path's length (`strokeEnd`).
  public var strokeEnd: Double

  /// Creates a path item; see the properties for units. The defaults are `CAShapeLayer`'s.
  public init(
    id: String, transform: CGAffineTransform, elements: [PathElement],
    fillColor: CGColor? = .black, fillRule: CGPathFillRule = .winding,
    strokeColor: CGColor? = nil, lineWidth: Double = 1, lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter, miterLimit: Double = 10, dashPattern: [Double] = [],
    dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
  ) {
    self.id = id
    self.transform = transform
    self.elements = elements
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }

  /// The part of the path the stroke covers: ``elements`` cut to ``strokeStart``…``strokeEnd``
  /// of its length (lines exactly, curves flattened within 0.005 pt and split exactly at the
  /// cut), all of it for 0…1, nothing when the end is not after the start.
  public var strokedElements: [PathElement] {
    PathGeometry.trimmed(elements, from: strokeStart, to: strokeEnd)
  }
}
