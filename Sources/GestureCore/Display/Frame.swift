import Foundation

/// One simulated moment, everything a renderer or exporter needs and nothing else: the contract
/// between the simulation and drawing (docs/ARCHITECTURE.md, "The Frame contract").
///
/// A frame holds no views and no Cairo types. Geometry is in points in the window's coordinate
/// space (origin top left, y down); the renderer multiplies by the device scale.
public struct Frame: Sendable, Equatable {
  /// The frame's position in the run, from 0.
  public var index: Int
  /// The simulated time of the frame, in seconds: `index / fps`.
  public var time: Double
  /// The window's size in points, e.g. 375×667 for `iphone-se`.
  public var canvasSize: CGSize
  /// What is drawn under everything (the window's background colour).
  public var backgroundColor: CGColor
  /// The display list, back to front, with push/pop pairs balanced.
  public var items: [DisplayItem]
  /// Touches that are down at this frame's time, or lifted recently enough to fade out.
  public var touches: [TouchMark]
  /// Everything that happened after the previous frame's time, up to and including this one's,
  /// in order.
  public var events: [TimelineEvent]
  /// The presentation geometry of every view in the window, in tree order (depth first, back to
  /// front).
  public var views: [ViewSnapshot]
  /// The gesture recognizers in progress or recently changed, for the optional caption
  /// overlay (additive field: empty when nothing recognized anything). A finished one is
  /// dropped when a new touch begins after its recognizer has reset to `.possible`.
  public var gestures: [GestureMark]
  /// The elements VoiceOver would visit, in its reading order (``AccessibilityTree``), for the
  /// accessibility overlay (additive field: empty unless the simulation was asked for them,
  /// ``Simulation/capturesAccessibility``).
  public var accessibility: [AccessibilitySnapshot]

  /// Creates a frame; see the properties for units.
  public init(
    index: Int, time: Double, canvasSize: CGSize, backgroundColor: CGColor,
    items: [DisplayItem], touches: [TouchMark] = [], events: [TimelineEvent] = [],
    views: [ViewSnapshot] = [], gestures: [GestureMark] = [],
    accessibility: [AccessibilitySnapshot] = []
  ) {
    self.accessibility = accessibility
    self.index = index
    self.time = time
    self.canvasSize = canvasSize
    self.backgroundColor = backgroundColor
    self.items = items
    self.touches = touches
    self.events = events
    self.views = views
    self.gestures = gestures
  }
}

/// A drawing command of the flat display list. Transforms are absolute (shape coordinates to
/// window points), so an item can be drawn without looking at any other item except the
/// enclosing group and clip pairs.
public enum DisplayItem: Sendable, Equatable {
  /// Starts an opacity group: everything up to the matching `endGroup` is composited first and
  /// then painted with `opacity` (0…1). Core Animation's group opacity, on by default since
  /// iOS 7 (`UIViewGroupOpacity`), so overlapping children of a translucent view do not show
  /// through each other.
  case beginGroup(id: String, opacity: Double)
  /// Ends the innermost opacity group.
  case endGroup
  /// Intersects the clip with `shape` (a view with `clipsToBounds`, corner radius included, as
  /// `CALayer.masksToBounds`) until the matching `popClip`.
  case pushClip(DisplayShape)
  /// Restores the clip in force before the matching `pushClip`.
  case popClip
  /// Starts a masked group (a layer's `mask`): everything up to the matching `popMask` is
  /// composited first, then painted through the alpha of `mask`, items drawn as a group of
  /// their own (transparent where they draw nothing) with their absolute transforms. `id` is
  /// the masked layer's.
  case pushMask(id: String, mask: [DisplayItem])
  /// Ends the innermost masked group, painting it through its mask.
  case popMask
  /// Draws a blurred shadow of `shape` (a layer's `shadowColor`, `shadowOpacity`,
  /// `shadowOffset`, `shadowRadius`), under the layer's fill.
  case shadow(DisplayShadow)
  /// Fills `shape` with a colour (a layer's `backgroundColor`).
  case fill(DisplayShape, CGColor)
  /// Fills `shape` with a gradient (a `CAGradientLayer`: axial, radial or conic), above its
  /// fill.
  case gradient(DisplayGradient)
  /// Draws a border of `width` points *inside* the edge of `shape`, as `CALayer.borderWidth`
  /// does; drawn above the layer's content and sublayers.
  case border(DisplayShape, width: Double, color: CGColor)
  /// Draws text laid out in a rectangle (a `UILabel`'s text).
  case text(DisplayText)
  /// Draws an image stretched into a rectangle (an `UIImageView`'s image, a layer's
  /// `contents`: what a view's `draw(_:)` drew).
  case image(DisplayImage)
  /// Fills and strokes a path (a `CAShapeLayer`), above the layer's fill and gradient, below
  /// its content.
  case path(DisplayPath)
  /// Blurs what is already drawn under a shape and tints it (a `UIVisualEffectView`'s blur),
  /// below the layer's fill.
  case backdrop(DisplayBackdrop)
  /// Draws a layer subtree flattened into its plane and projected into the window by a
  /// transform with perspective (``DisplayProjection``).
  case projected(DisplayProjection)
}

/// A layer's drop shadow: its rounded bounds, ``path`` when set, or the alpha of ``content``
/// when set, moved by `offset`, blurred and filled with `color`.
///
/// Core Animation draws the shadow of a layer's composited alpha unless `shadowPath` is set;
/// this model uses the layer's rounded bounds, the shape of a layer with a background colour
/// (what `shadowPath` set to the rounded rect gives on iOS), or the path: the layer's
/// `shadowPath`, or a shape layer's filled path. A layer with neither a background nor a
/// path casts the shadow of what it and its sublayers draw (``content``): a label's glyphs, a
/// view's drawing, its subviews, composited as the layer is. The blur is Gaussian with standard deviation σ = `radius`
/// (designers' tools export a CSS blur of B as `shadowRadius = B / 2`, and CSS draws B as a
/// Gaussian of σ = B / 2: W3C CSS Backgrounds 3, "box-shadow"); the renderer approximates it
/// with three box blurs (W3C Filter Effects 1, `feGaussianBlur`).
public struct DisplayShadow: Sendable, Equatable {
  /// The shape whose shadow this is (the layer's bounds and corner radius, absolute transform).
  public var shape: DisplayShape
  /// The shadow colour with `shadowOpacity` multiplied into its alpha.
  public var color: CGColor
  /// The offset in the shape's own coordinates, points (`shadowOffset`).
  public var offset: CGSize
  /// The blur's standard deviation, points (`shadowRadius`).
  public var radius: Double
  /// The outline of the shadow in the shape's own coordinates, filled with the non-zero
  /// winding rule (`CALayer.shadowPath`, as Apple documents it), or `nil` for the shape's
  /// rounded rectangle.
  public var path: [PathElement]?
  /// The items whose composited alpha casts the shadow (the layer's own content, sublayers
  /// and border, absolute transforms, balanced groups and clips), or `nil` when ``path`` or the
  /// shape casts it. Drawn as a group of their own, transparent where they draw nothing.
  public var content: [DisplayItem]?

  /// Creates a shadow; see the properties for units.
  public init(
    shape: DisplayShape, color: CGColor, offset: CGSize, radius: Double,
    path: [PathElement]? = nil, content: [DisplayItem]? = nil
  ) {
    self.shape = shape
    self.color = color
    self.offset = offset
    self.radius = radius
    self.path = path
    self.content = content
  }
}

/// A gradient filling a shape (a `CAGradientLayer` view layer): axial, radial or conic, as
/// ``kind`` says.
public struct DisplayGradient: Sendable, Equatable {
  /// A colour at a place along the gradient.
  public struct Stop: Sendable, Equatable {
    /// Where, 0…1 from the start point to the end point (axial), from the centre to the
    /// ellipse (radial), or around the circle from the zero angle (conic).
    public var location: Double
    /// The colour there.
    public var color: CGColor

    /// Creates a stop.
    public init(location: Double, color: CGColor) {
      self.location = location
      self.color = color
    }
  }

  /// How the colours are laid out, Core Animation's `CAGradientLayerType` (the definitions are
  /// the comments of QuartzCore's `CAGradientLayer.h`, iOS 12 SDK and later).
  public enum Kind: Sendable, Equatable {
    /// Colours change along the line from ``start`` to ``end``; lines across it have one
    /// colour (`kCAGradientLayerAxial`).
    case axial
    /// Colours change outward from ``start`` to an ellipse centred there whose horizontal
    /// radius is `|end.x − start.x|` and vertical radius `|end.y − start.y|` points: "an
    /// ellipse with its center at 'startPoint' and its width and height defined by
    /// '(endPoint.x − startPoint.x) · 2' and '(endPoint.y − startPoint.y) · 2'"
    /// (`kCAGradientLayerRadial`). Location 0 is the centre, 1 the ellipse; the last colour
    /// extends beyond it.
    case radial
    /// Colours change with the angle around ``start``: location 0 (and 1) points from
    /// ``start`` toward ``end``, and the angle increases "in the direction of rotation of
    /// positive x-axis towards positive y-axis" (`kCAGradientLayerConic`), clockwise on the
    /// screen as y points down; location t is at the angle 360° · t.
    case conic
  }

  /// The shape filled (the layer's bounds and corner radius, absolute transform).
  public var shape: DisplayShape
  /// The stops, in the layer's order.
  public var stops: [Stop]
  /// The start point, in the shape's own coordinates, points (the layer's `startPoint` scaled
  /// to its bounds): the start of the axis, the centre of the ellipse or of the circle.
  /// Beyond the stops the end colours extend (Cairo's `EXTEND_PAD`, as Core Animation draws).
  public var start: CGPoint
  /// The end point, in the shape's own coordinates, points (the layer's `endPoint` scaled to
  /// its bounds): the end of the axis, the radii of the ellipse, or the zero angle's direction.
  public var end: CGPoint
  /// How the colours are laid out (the layer's `type`).
  public var kind: Kind

  /// Creates a gradient; see the properties for units.
  public init(
    shape: DisplayShape, stops: [Stop], start: CGPoint, end: CGPoint, kind: Kind = .axial
  ) {
    self.shape = shape
    self.stops = stops
    self.start = start
    self.end = end
    self.kind = kind
  }
}

/// An image drawn into a rectangle, placed by an absolute transform.
public struct DisplayImage: Sendable, Equatable {
  /// The view the image belongs to.
  public var id: String
  /// Maps the rectangle's coordinates (the image view's bounds space) to window points.
  public var transform: CGAffineTransform
  /// Where the whole image is drawn, in points in the view's bounds space; its size follows the
  /// image view's `contentMode` and may exceed the bounds (aspect fill), which only a clipping
  /// view cuts.
  public var rect: CGRect
  /// The pixels: a PNG file or a bitmap.
  public var content: ImageContent
  /// The colour a template image is drawn in (`UIImage.RenderingMode.alwaysTemplate`, a
  /// symbol image): the image's alpha filled with it, its own colours ignored; `nil` draws the
  /// image's colours.
  public var tint: CGColor?

  /// Creates an image item; see the properties for units.
  public init(
    id: String, transform: CGAffineTransform, rect: CGRect, content: ImageContent,
    tint: CGColor? = nil
  ) {
    self.id = id
    self.transform = transform
    self.rect = rect
    self.content = content
    self.tint = tint
  }
}

/// The pixels of an image: a PNG file the renderer decodes, or a bitmap the code drew.
public enum ImageContent: Sendable, Equatable, Hashable {
  /// A PNG file, an absolute path.
  case file(String)
  /// Pixels drawn by the code (a view's `draw(_:)`, an image renderer).
  case bitmap(CGImage)
}

/// A rectangle, optionally with rounded corners, placed by an absolute transform.
public struct DisplayShape: Sendable, Equatable {
  /// The view this shape belongs to (its `accessibilityIdentifier`, or a path like `root.0.2`).
  public var id: String
  /// Maps the shape's coordinates (the view's bounds space) to window points.
  public var transform: CGAffineTransform
  /// The rectangle in shape coordinates, in points (a view's `bounds`).
  public var rect: CGRect
  /// The corner radius in points (`CALayer.cornerRadius`), 0 for square corners; never more
  /// than half the shorter side when drawn.
  public var cornerRadius: Double
  /// The corners the radius rounds (`CALayer.maskedCorners`, default all four); the others
  /// are square.
  public var maskedCorners: CACornerMask
  /// The curve of the rounded corners (`CALayer.cornerCurve`, default `.circular`).
  public var cornerCurve: CALayerCornerCurve

  /// Creates a shape; see the properties for units.
  public init(
    id: String, transform: CGAffineTransform, rect: CGRect, cornerRadius: Double = 0,
    maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ], cornerCurve: CALayerCornerCurve = .circular
  ) {
    self.id = id
    self.transform = transform
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.maskedCorners = maskedCorners
    self.cornerCurve = cornerCurve
  }
}

/// Horizontal text alignment, UIKit's `NSTextAlignment` (natural is left for left-to-right
/// text; a view laid out right to left draws it right-aligned).
public enum NSTextAlignment: String, Sendable, Equatable, CaseIterable, Codable {
  /// Left edge.
  case left
  /// Centered.
  case center
  /// Right edge.
  case right
  /// The script's natural side: left for left-to-right text.
  case natural
}

/// A font request: family, size in points, weight and style. What a `UIFont` is drawn as
/// (`UIFont` keeps the name it was asked for; this keeps what the renderer needs).
///
/// ## Weights and faces
/// ``weight`` is on UIKit's scale (`UIFont.Weight`, −1…1). Its named weights correspond to the
/// OpenType weight classes: ultraLight 100, thin 200, light 300, regular 400, medium 500,
/// semibold 600, bold 700, heavy 800, black 900 (``cssWeight``; other values take the nearest
/// named weight). The renderer then picks the family's installed face by the CSS Fonts
/// matching rule (CSS Fonts Level 4, "font-weight" matching): below 400 the nearest lighter
/// face, else the nearest heavier; 400–500 the nearest heavier face up to 500, else the
/// nearest lighter; above 500 the nearest heavier, else the nearest lighter. With the
/// standard set's DejaVu faces (ExtraLight 200 for DejaVu Sans only, Book 400, Bold 700) that
/// gives ultraLight, thin and light → ExtraLight; regular and medium → Book; semibold, bold,
/// heavy and black → Bold; without an ExtraLight face (Serif, Mono) the light weights → Book.
public struct DisplayFont: Sendable, Equatable, Hashable {
  /// The family name: ``systemFamily``, ``serifFamily``, ``monospacedFamily`` (the renderer's
  /// stand-ins) or a family of the pinned font set, e.g. "DejaVu Sans Mono"; the renderer
  /// draws any other family with the system stand-in.
  public var family: String
  /// The size in points (UIKit's `pointSize`).
  public var size: Double
  /// The weight on UIKit's scale, −1…1 (`UIFont.Weight.rawValue`: regular 0, bold 0.4).
  public var weight: Double
  /// Whether the italic (oblique) face is used (`UIFont.italicSystemFont(ofSize:)`).
  public var isItalic: Bool

  /// The largest size text is drawn at, points: FreeType cannot make glyphs of a font
  /// hundreds of thousands of pixels high (Pango reports "failed to create cairo scaled font"
  /// and Cairo fails the frame), so the renderer draws a larger font at this size and measures
  /// it at this size scaled up (unhinted metrics scale linearly), and a label drawn with one
  /// records a `graphics.unsupported` warning naming it. 10,000 pt is 30,000 pixels at the
  /// largest device scale, within what FreeType sizes, and far above any screen.
  public static let maximumDrawnSize: Double = 10_000

  /// Creates a font request; see the properties.
  public init(
    family: String = DisplayFont.systemFamily, size: Double, weight: Double = 0,
    isItalic: Bool = false
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.isItalic = isItalic
  }

  /// A regular or bold (weight 0.4, `UIFont.Weight.bold`) font request.
  public init(family: String = DisplayFont.systemFamily, size: Double, isBold: Bool) {
    self.init(family: family, size: size, weight: isBold ? 0.4 : 0)
  }

  /// Whether a bold face is drawn (``cssWeight`` 600 or more); setting it chooses the bold
  /// (0.4) or regular (0) weight.
  public var isBold: Bool {
    get { cssWeight >= 600 }
    set { weight = newValue ? 0.4 : 0 }
  }

  /// The OpenType/CSS weight class, 100…900, of the named UIKit weight nearest to ``weight``.
  public var cssWeight: Int {
    let named: [(Double, Int)] = [
      (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
      (0.56, 800), (0.62, 900),
    ]
    return named.min { abs($0.0 - weight) < abs($1.0 - weight) }!.1
  }

  /// The family drawn for UIKit's system font. San Francisco is not available off Apple
  /// platforms; the renderer pins an installed stand-in.
  public static let systemFamily = "system"
  /// The family drawn for serif fonts (Times New Roman, Georgia, New York…); the renderer
  /// pins an installed stand-in (DejaVu Serif in the standard set).
  public static let serifFamily = "serif"
  /// The family drawn for monospaced fonts (Menlo, Courier, SF Mono…); the renderer pins an
  /// installed stand-in (DejaVu Sans Mono in the standard set).
  public static let monospacedFamily = "monospace"
}

/// Text laid out in a rectangle and drawn in one colour.
public struct DisplayText: Sendable, Equatable {
  /// The view the text belongs to.
  public var id: String
  /// Maps the rectangle's coordinates (the label's bounds space) to window points.
  public var transform: CGAffineTransform
  /// The rectangle the text is laid out in, in points. As in `UILabel`, text is vertically
  /// centered in it and clipped to it.
  public var rect: CGRect
  /// The text.
  public var string: String
  /// The font.
  public var font: DisplayFont
  /// The text colour.
  public var color: CGColor
  /// Horizontal alignment within `rect`.
  public var alignment: NSTextAlignment
  /// The maximum number of lines, 0 for no limit (`UILabel.numberOfLines`, default 1).
  public var numberOfLines: Int
  /// Whether the lines start at the top of `rect` (a `CATextLayer`) instead of being centred
  /// vertically in it (a `UILabel`).
  public var alignsTop: Bool
  /// Whether lines wrap at `rect`'s width (a label; a `CATextLayer` with `isWrapped`); when
  /// false each paragraph is one line, cut by `rect` or truncated.
  public var wraps: Bool
  /// Where text that does not fit is cut with "…", or ``Truncation/none`` for no mark (cut by
  /// `rect`).
  public var truncation: Truncation
  /// Whether lines but each paragraph's last are stretched to both edges
  /// (`CATextLayerAlignmentMode.justified`).
  public var justifies: Bool
  /// Whether wrapped lines break between any two characters
  /// (`NSLineBreakMode.byCharWrapping`) rather than between words.
  public var breaksAtCharacters: Bool
  /// The text's runs and paragraph settings when it is attributed (`UILabel.attributedText`,
  /// `UITextView`), or `nil` for plain text in ``font`` and ``color``.
  public var rich: DisplayRichText?

  /// Where "…" replaces text that does not fit.
  public enum Truncation: Sendable, Equatable, Hashable {
    /// No mark: the text is cut by the rectangle.
    case none
    /// At the start of the line.
    case head
    /// In the middle of the line.
    case middle
    /// At the end of the last line shown (`UILabel`'s default, `byTruncatingTail`).
    case tail
  }

  /// Creates a text item; see the properties for units. The defaults are `UILabel`'s.
  public init(
    id: String, transform: CGAffineTransform, rect: CGRect, string: String, font: DisplayFont,
    color: CGColor, alignment: NSTextAlignment, numberOfLines: Int, alignsTop: Bool = false,
    wraps: Bool = true, truncation: Truncation = .tail, justifies: Bool = false,
    breaksAtCharacters: Bool = false, rich: DisplayRichText? = nil
  ) {
    self.rich = rich
    self.breaksAtCharacters = breaksAtCharacters
    self.alignsTop = alignsTop
    self.wraps = wraps
    self.truncation = truncation
    self.justifies = justifies
    self.id = id
    self.transform = transform
    self.rect = rect
    self.string = string
    self.font = font
    self.color = color
    self.alignment = alignment
    self.numberOfLines = numberOfLines
  }
}

/// Where a finger is (or was) in the window, for the touch indicator overlay.
public struct TouchMark: Sendable, Equatable {
  /// A number that identifies the touch for its whole life, from 0.
  public var id: Int
  /// The touch's location in window points.
  public var location: CGPoint
  /// The touch's phase at this frame.
  public var phase: UITouch.Phase
  /// When the finger lifted (or the touch was cancelled), in seconds; `nil` while it is down.
  /// Overlays fade the mark out after this time.
  public var endTime: Double?
  /// Where the finger was shortly before, oldest first, window points, for the trail overlay
  /// (additive field: empty unless something that saw the earlier frames filled it, such as
  /// the renderer's `TouchTrailTracker`).
  public var trail: [TrailPoint]

  /// A past location of a touch and when it was there.
  public struct TrailPoint: Sendable, Equatable {
    /// The location, window points.
    public var location: CGPoint
    /// The simulated time, seconds.
    public var time: Double

    /// Creates a trail point; see the properties for units.
    public init(location: CGPoint, time: Double) {
      self.location = location
      self.time = time
    }
  }

  /// Creates a touch mark; see the properties for units.
  public init(
    id: Int, location: CGPoint, phase: UITouch.Phase, endTime: Double? = nil,
    trail: [TrailPoint] = []
  ) {
    self.id = id
    self.location = location
    self.phase = phase
    self.endTime = endTime
    self.trail = trail
  }
}

/// Something that happened during the simulation: a responder call, a behaviour callback, a
/// gesture state change, an action.
public struct TimelineEvent: Sendable, Equatable, Codable {
  /// When it happened, in seconds of simulated time (exact, not rounded to a frame).
  public var time: Double
  /// What happened, e.g. `touchesBegan`, `touchesMoved`, `clamp`.
  public var kind: String
  /// The view it happened to, if any (its identifier).
  public var view: String?
  /// A short human-readable description with the values involved.
  public var detail: String

  /// Creates an event; see the properties for units.
  public init(time: Double, kind: String, view: String?, detail: String) {
    self.time = time
    self.kind = kind
    self.view = view
    self.detail = detail
  }
}

/// A view's presentation geometry at a frame, for `timeline.json`.
public struct ViewSnapshot: Sendable, Equatable {
  /// The view's identifier.
  public var id: String
  /// The center in its superview's coordinates, points.
  public var center: CGPoint
  /// The bounds, points.
  public var bounds: CGRect
  /// The transform about the anchor point.
  public var transform: CGAffineTransform
  /// The opacity, 0…1.
  public var alpha: Double
  /// Whether the view is hidden.
  public var isHidden: Bool
  /// Maps the view's bounds space to window points (all the superviews' transforms included),
  /// for overlays that outline views (additive field: identity when the producer did not set
  /// it).
  public var windowTransform: CGAffineTransform
  /// How many superviews the view has below the window (0 for the window's direct subviews).
  public var depth: Int

  /// Creates a snapshot; see the properties for units.
  public init(
    id: String, center: CGPoint, bounds: CGRect, transform: CGAffineTransform, alpha: Double,
    isHidden: Bool, windowTransform: CGAffineTransform = .identity, depth: Int = 0
  ) {
    self.id = id
    self.center = center
    self.bounds = bounds
    self.transform = transform
    self.alpha = alpha
    self.isHidden = isHidden
    self.windowTransform = windowTransform
    self.depth = depth
  }
}
