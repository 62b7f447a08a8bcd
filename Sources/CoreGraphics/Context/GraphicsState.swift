@_implementationOnly import CCairo

/// The part of a ``CGContext``'s graphics state that Cairo does not keep the way Core Graphics
/// does (Cairo has one source, Core Graphics a fill and a stroke colour); the clip is Cairo's,
/// saved and restored with it.
struct GraphicsState {
  /// User space to pixels.
  var ctm: CGAffineTransform
  var fillColor = CGColor.black
  var strokeColor = CGColor.black
  var alpha = 1.0
  var lineWidth = 1.0
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var miterLimit = 10.0
  var dashPhase = 0.0
  var dashLengths: [Double] = []
  var blendMode = CGBlendMode.normal
  var antialias = true
  var allowsAntialias = true
  var interpolationQuality = CGInterpolationQuality.default
  /// Cairo's tolerance, pixels (`setFlatness(_:)`).
  var flatness = 0.1
  /// The shadow every painting casts, or `nil` (``CGContext/setShadow(offset:blur:color:)``).
  var shadow: ContextShadow?

  /// Core Graphics' defaults (black fill and stroke, width 1, butt caps, miter joins, limit
  /// 10, no dashes, normal blending, antialiased) under `ctm`.
  init(ctm: CGAffineTransform) { self.ctm = ctm }
}

/// A context's shadow in device pixels: the offset and blur given in the base space (the
/// context's default user space), which the current matrix does not change.
struct ContextShadow {
  /// The shadow's offset, pixels.
  var dx: Double
  var dy: Double
  /// The Gaussian's standard deviation, pixels: half the blur (in base-space units).
  var sigma: Double
  /// The shadow colour; its alpha scales the painted coverage.
  var color: CGColor
}

/// How a painting combines with what is already in the bitmap (`CGBlendMode`): the modes
/// Cairo composites the same way (the PDF blend modes and the Porter–Duff operators);
/// `plusDarker` has no Cairo operator and is not offered.
public enum CGBlendMode: Int32, Sendable {
  case normal = 0
  case multiply = 1
  case screen = 2
  case overlay = 3
  case darken = 4
  case lighten = 5
  case colorDodge = 6
  case colorBurn = 7
  case softLight = 8
  case hardLight = 9
  case difference = 10
  case exclusion = 11
  case hue = 12
  case saturation = 13
  case color = 14
  case luminosity = 15
  case clear = 16
  case copy = 17
  case sourceIn = 18
  case sourceOut = 19
  case sourceAtop = 20
  case destinationOver = 21
  case destinationIn = 22
  case destinationOut = 23
  case destinationAtop = 24
  case xor = 25
  case plusLighter = 27

  /// Cairo's operator for the mode.
  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

/// What ``CGContext/drawPath(using:)`` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the non-zero winding rule.
  case fill = 0
  /// Fill with the even-odd rule.
  case eoFill = 1
  /// Stroke.
  case stroke = 2
  /// Fill (non-zero), then stroke.
  case fillStroke = 3
  /// Fill (even-odd), then stroke.
  case eoFillStroke = 4
}
