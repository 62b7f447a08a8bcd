import Foundation

// A layer's own path looks: a `CAShapeLayer`'s filled and stroked path, and the outline a
// shadow takes from `shadowPath` or from the shape. Kept apart from the view walk so that any
// walk over layers (a view's own, or a sublayer) can append the same items.
extension DisplayListBuilder {
  /// Appends the path item of `layer` when it is a `CAShapeLayer` with something to draw: a
  /// non-empty path with a visible fill, or with a visible stroke wider than 0. `transform`
  /// maps the layer's coordinates to window points; `clip`, when given, is the rounded bounds
  /// the drawing is cut to (a layer that masks to its bounds).
  static func appendShapeLook(
    of layer: CALayer, id: String, transform: CGAffineTransform, clip: DisplayShape?,
    to items: inout [DisplayItem]
  ) {
    guard let item = shapeItem(of: layer, id: id, transform: transform) else { return }
    if let clip { items.append(.pushClip(clip)) }
    items.append(.path(item))
    if clip != nil { items.append(.popClip) }
  }

  /// The path item a shape layer draws, or `nil` (not a shape layer, no path, nothing
  /// visible).
  static func shapeItem(of layer: CALayer, id: String, transform: CGAffineTransform)
    -> DisplayPath?
  {
    guard let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty else {
      return nil
    }
    let fill = shape.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
    let width = Double(shape.lineWidth)
    let stroke = shape.strokeColor.flatMap {
      $0.alpha > 0 && width > 0 && width.isFinite ? $0 : nil
    }
    guard fill != nil || stroke != nil else { return nil }
    let dashes = (shape.lineDashPattern ?? []).map(\.doubleValue)
    // Core Graphics draws a solid line for a pattern with a negative or non-finite length or
    // lengths that are all zero.
    let usableDashes =
      dashes.allSatisfy({ $0 >= 0 && $0.isFinite }) && dashes.contains { $0 > 0 } ? dashes : []
    func finite(_ v: CGFloat, _ fallback: Double) -> Double {
      v.isFinite ? Double(v) : fallback
    }
    return DisplayPath(
      id: id, transform: transform, elements: path.elements, fillColor: fill,
      fillRule: shape.fillRule == .evenOdd ? .evenOdd : .winding, strokeColor: stroke,
      lineWidth: stroke == nil ? 0 : width, lineCap: lineCap(shape.lineCap),
      lineJoin: lineJoin(shape.lineJoin), miterLimit: finite(shape.miterLimit, 10),
      dashPattern: usableDashes, dashPhase: finite(shape.lineDashPhase, 0),
      strokeStart: finite(shape.strokeStart, 0), strokeEnd: finite(shape.strokeEnd, 1))
  }

  /// The outline of `layer`'s shadow when it is not the rounded bounds: its `shadowPath`, else
  /// a shape layer's path when the shape layer fills it and has no background of its own
  /// (`hasFill` false), as the composited alpha Core Animation shadows is then the filled path.
  static func shadowOutline(of layer: CALayer, hasFill: Bool) -> [PathElement]? {
    if let path = layer.shadowPath { return path.elements }
    guard !hasFill, let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty,
      let fill = shape.fillColor, fill.alpha > 0
    else { return nil }
    return path.elements
  }

  private static func lineCap(_ cap: CAShapeLayerLineCap) -> CGLineCap {
    switch cap {
    case .round: return .round
    case .square: return .square
    default: return .butt
    }
  }

  private static func lineJoin(_ join: CAShapeLayerLineJoin) -> CGLineJoin {
    switch join {
    case .round: return .round
    case .bevel: return .bevel
    default: return .miter
    }
  }
}
