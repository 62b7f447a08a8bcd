import Foundation

/// A layer that draws a path, Core Animation's `CAShapeLayer`, used as a view's layer
/// (`override class var layerClass: AnyClass { CAShapeLayer.self }`): rings, checkmarks,
/// badges. The path (in the layer's coordinates, points) is filled, then stroked, above the
/// layer's background colour and below the view's content and subviews, clipped to the rounded
/// bounds when the layer masks to its bounds (`masksToBounds`, `clipsToBounds`). Sublayers are not modelled, so a shape layer
/// added with `addSublayer` is not drawn.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The path drawn, in the layer's coordinates (`path`, default `nil`: nothing drawn).
  ///
  /// A `CGMutablePath` is kept as it is when set (working assumption, from Core Animation's
  /// model: a transaction's commit hands the render server the properties that were set, so
  /// changing the mutable path afterwards shows only once the property is set again; Apple
  /// documents no case).
  public var path: CGPath? {
    didSet {
      if let path = path as? CGMutablePath { self.path = path.copy() }
      displayDidChange()
    }
  }
  /// The colour the path is filled with (`fillColor`, default opaque black); `nil` fills
  /// nothing.
  public var fillColor: CGColor? = .black {
    didSet { displayDidChange() }
  }
  /// How the inside is decided for the fill (`fillRule`, default ``CAShapeLayerFillRule/nonZero``).
  public var fillRule: CAShapeLayerFillRule = .nonZero {
    didSet { displayDidChange() }
  }
  /// The colour the path is stroked with (`strokeColor`, default `nil`: no stroke).
  public var strokeColor: CGColor? {
    didSet { displayDidChange() }
  }
  /// The stroke width, points, centred on the path (`lineWidth`, default 1).
  public var lineWidth: CGFloat = 1 {
    didSet { displayDidChange() }
  }
  /// The miter limit (`miterLimit`, default 10).
  public var miterLimit: CGFloat = 10 {
    didSet { displayDidChange() }
  }
  /// How open subpaths end (`lineCap`, default ``CAShapeLayerLineCap/butt``).
  public var lineCap: CAShapeLayerLineCap = .butt {
    didSet { displayDidChange() }
  }
  /// How segments meet (`lineJoin`, default ``CAShapeLayerLineJoin/miter``).
  public var lineJoin: CAShapeLayerLineJoin = .miter {
    didSet { displayDidChange() }
  }
  /// Where the stroke starts, as a fraction 0…1 of the path's length (`strokeStart`,
  /// default 0). The fill is not affected.
  public var strokeStart: CGFloat = 0 {
    didSet { displayDidChange() }
  }
  /// Where the stroke ends, as a fraction 0…1 of the path's length (`strokeEnd`, default 1):
  /// a progress ring sets it to the progress.
  public var strokeEnd: CGFloat = 1 {
    didSet { displayDidChange() }
  }
  /// The dash lengths, points, alternately painted and unpainted (`lineDashPattern`, default
  /// `nil`: a solid stroke).
  public var lineDashPattern: [NSNumber]? {
    didSet { displayDidChange() }
  }
  /// How far into the dash pattern the stroke starts, points (`lineDashPhase`, default 0).
  public var lineDashPhase: CGFloat = 0 {
    didSet { displayDidChange() }
  }

  /// A shape layer with no path (`init()`).
  public required init() {
    super.init()
  }
}
