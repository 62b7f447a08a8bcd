import Foundation

/// A rectangle that draws, Core Animation's `CALayer`: the drawing attributes of a view that
/// UIKit keeps on its layer (background colour, corner radius, border, shadow, masking, anchor
/// point), and a layer of its own made with `CALayer()` and added to another layer's
/// ``sublayers`` (a gradient, a decoration).
///
/// Each view owns one (`UIView.layer`); its geometry (``bounds``, ``position``, ``frame``,
/// ``transform``, ``isHidden``, ``opacity``) is the view's, read and written through the view,
/// and its sublayers hold its subviews' layers in drawing order, interleaved with the layers
/// the code added (`CALayer+Sublayers.swift`). A layer of its own stores its geometry
/// (`CALayer+Geometry.swift`). A superlayer owns its sublayers; ``superlayer`` is weak.
@preconcurrency @MainActor
open class CALayer: _ObjCProtocol, AssociatedObjectHost, KeyValueObservingHost {
  /// Values attached with ``objc_setAssociatedObject(_:_:_:_:)`` (owned by the layer).
  nonisolated let associatedObjectStore = AssociatedObjectStore()
  /// The key-value observers of the layer's properties, `nil` until one is added.
  var keyValueObservers: KeyValueObservers?

  /// Receives a change of a key path this layer observes
  /// (`observeValue(forKeyPath:of:change:context:)`); without an override it stops the run, as
  /// NSObject's raises an exception.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    KeyValueObservers.unhandledChange(of: keyPath, by: self)
  }

  /// A name for the layer (`name`, default `nil`), which code uses to find its own sublayers
  /// again (`sublayers?.first { $0.name == "gradient" }`); nothing draws it.
  public var name: String?

  /// The radius in points of the rounded corners of the background and border
  /// (`CALayer.cornerRadius`, default 0). Subviews are clipped to it only when the view clips.
  public var cornerRadius: CGFloat = 0 {
    didSet { displayDidChange() }
  }
  /// The corners ``cornerRadius`` rounds (`maskedCorners`, default all four): the others stay
  /// square in the background, border, clip (``masksToBounds``) and shadow.
  public var maskedCorners: CACornerMask = .all {
    didSet { displayDidChange() }
  }
  /// The curve of the rounded corners (`cornerCurve`, default `.circular`): `.continuous`
  /// draws the corner of `UIBezierPath(roundedRect:cornerRadius:)` in the background, border,
  /// clip and shadow.
  public var cornerCurve: CALayerCornerCurve = .circular {
    didSet { displayDidChange() }
  }
  /// The border width in points, drawn inside the bounds above content and sublayers
  /// (`CALayer.borderWidth`, default 0).
  public var borderWidth: CGFloat = 0 {
    didSet { displayDidChange() }
  }
  /// The fill colour of the bounds, or `nil` for none (`CALayer.backgroundColor`, default
  /// `nil`). `UIView.backgroundColor` reads and writes it.
  ///
  /// A colour set through `UIView.backgroundColor` reads back resolved for the view's current
  /// traits, as UIKit re-resolves it when they change.
  public var backgroundColor: CGColor? {
    get {
      if let color = viewBackgroundColor, let view {
        return color.resolvedColor(with: view.traitCollection).cgColor
      }
      return storedBackgroundColor
    }
    set {
      storedBackgroundColor = newValue
      viewBackgroundColor = nil
    }
  }
  /// The colour set on the layer itself.
  private var storedBackgroundColor: CGColor? {
    didSet { displayDidChange() }
  }
  /// The colour `UIView.backgroundColor` set, kept so that a dynamic colour is drawn resolved
  /// for the view's traits at each frame; `nil` once ``backgroundColor`` is set directly.
  var viewBackgroundColor: UIColor? {
    didSet { displayDidChange() }
  }
  /// The border colour (`CALayer.borderColor`, default opaque black); `nil` draws no border.
  public var borderColor: CGColor? = .black {
    didSet { displayDidChange() }
  }
  /// The point, in unit coordinates of the bounds, that `center` refers to and that transforms
  /// act about (`CALayer.anchorPoint`, default (0.5, 0.5)).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { displayDidChange() }
  }
  /// Whether sublayers (and subviews) are clipped to the bounds, corner radius included
  /// (`CALayer.masksToBounds`, default false; Apple: the mask "includes any corner radius
  /// effects"). `UIView.clipsToBounds` reads and writes it. A layer that masks draws no shadow,
  /// as in Core Animation (the shadow lies outside the bounds).
  public var masksToBounds = false {
    didSet { displayDidChange() }
  }

  /// The shadow's colour (`CALayer.shadowColor`, default opaque black); `nil` draws none.
  public var shadowColor: CGColor? = .black {
    didSet { displayDidChange() }
  }
  /// The shadow's opacity, 0…1 (`CALayer.shadowOpacity`, default 0: no shadow); values outside
  /// are clamped when drawn.
  public var shadowOpacity: Float = 0 {
    didSet { displayDidChange() }
  }
  /// How far the shadow is moved from the layer, points (`CALayer.shadowOffset`, default
  /// (0, −3): 3 pt up, as Core Animation's coordinate space had y up on macOS).
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { displayDidChange() }
  }
  /// The blur radius of the shadow, points (`CALayer.shadowRadius`, default 3). Drawn as a
  /// Gaussian blur of standard deviation `shadowRadius` (see `DisplayShadow`).
  public var shadowRadius: CGFloat = 3 {
    didSet { displayDidChange() }
  }
  /// The shape of the shadow, in the layer's coordinates (`CALayer.shadowPath`, default `nil`:
  /// the shadow follows the layer's fill). When set, the path is filled with the non-zero
  /// winding rule in the shadow's colour and opacity, moved by ``shadowOffset`` and blurred by
  /// ``shadowRadius`` (Apple: "the shadow is created using the specified path instead of the
  /// layer's composited alpha channel"), also when the layer has no background.
  /// A `CGMutablePath` is kept as it is when set, as ``CAShapeLayer/path`` is.
  public var shadowPath: CGPath? {
    didSet {
      if let path = shadowPath as? CGMutablePath { shadowPath = path.copy() }
      displayDidChange()
    }
  }

  /// The view whose layer this is (weak: the view owns the layer); `nil` for a layer of its
  /// own.
  weak var view: UIView? {
    didSet { hostsView = view != nil }
  }
  /// Whether the layer was made for a view (``view`` was set), known without loading the weak
  /// reference: the display-list walk asks it of every sublayer of every frame.
  private(set) var hostsView = false

  /// The sublayers, back to front (the storage behind ``sublayers``; owned by this layer).
  var storedSublayers: [CALayer] = [] {
    didSet { displayDidChange() }
  }
  /// The layer this one is a sublayer of (weak, as in Core Animation: the superlayer owns it).
  weak var storedSuperlayer: CALayer?
  /// The bounds of a layer of its own, points (a view's layer uses the view's).
  var storedBounds = CGRect.zero {
    didSet {
      displayDidChange()
      if storedBounds.size != oldValue.size { boundsSizeDidChange() }
    }
  }
  /// The position of a layer of its own, points in the superlayer's coordinates.
  var storedPosition = CGPoint.zero {
    didSet { displayDidChange() }
  }
  /// The transform of a layer of its own.
  var storedTransform = CATransform3DIdentity {
    didSet { displayDidChange() }
  }
  /// Whether a layer of its own is hidden.
  var storedIsHidden = false {
    didSet { displayDidChange() }
  }
  /// The opacity of a layer of its own, 0…1.
  var storedOpacity: Float = 1 {
    didSet { displayDidChange() }
  }
  /// The scale set on the layer (``contentsScale``), `nil` until set.
  var storedContentsScale: CGFloat?
  /// The layer whose alpha masks this one (the storage behind ``mask``; owned by this layer).
  var storedMask: CALayer? {
    didSet { displayDidChange() }
  }
  /// The layer this one is the ``mask`` of (weak: that layer owns its mask).
  weak var maskOwner: CALayer?
  /// The settings of `CALayer+Rasterization.swift` (kept, not drawn differently).
  var rasterization = LayerRasterization()
  /// The actions of the layer's properties by key (`actions`, default `nil`): an action here
  /// is what ``action(forKey:)`` finds when the delegate gives none; `NSNull()` turns the
  /// implicit animation of that key off (`["position": NSNull()]`).
  public var actions: [String: any CAAction]?
  /// Whether a frame has drawn this layer of its own (it is in the render tree), after which
  /// its changes animate implicitly (`CALayer+Actions.swift`).
  var hasBeenDrawn = false

  /// The layer's image (`contents`, default `nil`): a `CGImage` is drawn above the background
  /// and below the sublayers, placed by ``contentsGravity`` (a view's layer: by the view's
  /// `contentMode`) at ``contentsScale`` pixels per point. What a view's `draw(_:)` or a
  /// layer's ``draw(in:)`` drew is kept here. Anything that is not a `CGImage` draws nothing.
  public var contents: Any? {
    didSet { displayDidChange() }
  }
  /// How ``contents`` is placed in the bounds (`contentsGravity`, default `.resize`).
  public var contentsGravity: CALayerContentsGravity = .resize {
    didSet { displayDidChange() }
  }
  /// The part of ``contents`` shown, in the unit space of the image (`contentsRect`, default
  /// `(0, 0, 1, 1)`, the whole image; origin at the image's top left as on iOS): that part is
  /// what ``contentsGravity`` places, its size in points its share of the image's. A part
  /// reaching outside the unit rectangle repeats the image's edge pixels, as CALayer.h
  /// documents; an empty one draws nothing (Apple: "the results are undefined"). Edges are
  /// rounded to whole pixels. Animatable (`CABasicAnimation(keyPath: "contentsRect")`).
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { displayDidChange() }
  }
  /// The stretchable middle of ``contents``, in the unit space of the part ``contentsRect``
  /// shows (`contentsCenter`, default `(0, 0, 1, 1)`: all of it stretches). When
  /// ``contentsGravity`` draws the contents at another size, the image is drawn in nine parts
  /// (CALayer.h: "9-slice scaling"): the corners keep their size, the top and bottom edges
  /// stretch across, the left and right edges down, the middle both ways; edges larger than
  /// the drawn size shrink by one factor. A middle of zero width or height stretches the one
  /// pixel row or column at its place. Animatable.
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { displayDidChange() }
  }
  /// The last contents image as shown by ``contentsRect`` and ``contentsCenter`` for one
  /// size, kept while they stay the same (`CALayer+ContentsRect.swift`).
  final var shownContentsCache: ShownContents?
  /// Whether the layer promises to fill its bounds with opaque pixels (`isOpaque`, default
  /// false; a view's layer follows `UIView.isOpaque`): its drawing's uncovered pixels show
  /// black when it has no background colour, as a backing store without alpha does.
  public var isOpaque = false
  /// Whether a change of the bounds' size redraws the layer (`needsDisplayOnBoundsChange`,
  /// default false; a view's layer follows `contentMode == .redraw`).
  public var needsDisplayOnBoundsChange = false
  /// The delegate of a layer of its own (a view's layer's delegate is its view).
  weak var storedDelegate: (any CALayerDelegate)?
  /// Whether and what to draw at the next display pass (`CALayer+Display.swift`).
  var displayState = LayerDisplayState()
  /// The layer's media timing and explicit animations (`CALayer+Animations.swift`).
  var animationState = LayerAnimationState()

  /// Whether a layer of its own must lay out its sublayers at the next layout pass
  /// (``setNeedsLayout()``; a view's layer uses its view's flag).
  final var layerNeedsLayout = false

  // MARK: Layout (CALayer+Layout.swift)

  /// Lays out the sublayers (`layoutSublayers()`): the default asks the delegate
  /// (``CALayerDelegate/layoutSublayers(of:)``), which for a view's layer is its view, so a
  /// view's `layoutSubviews()` runs from here as on iOS. The layout pass calls it for layers
  /// that need layout; subclasses override it to place their sublayers.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  // MARK: Display (CALayer+Display.swift)

  /// Marks the whole layer to be drawn at the next display pass (`setNeedsDisplay()`).
  open func setNeedsDisplay() {
    displayState.needsDisplay = true
    displayState.dirtyRect = nil
    displayDidChange()
  }

  /// Marks `r` (layer coordinates) to be drawn at the next display pass
  /// (`setNeedsDisplay(_:)`): the drawing is clipped to the union of the marked parts, and the
  /// rest of the last drawing is kept. A rectangle with a coordinate that is not a number marks
  /// the whole layer (it has no part to clip to; drawing all of it shows what the code draws).
  open func setNeedsDisplay(_ r: CGRect) {
    guard [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy({ !$0.isNaN }) else {
      setNeedsDisplay()
      return
    }
    if displayState.needsDisplay {
      if let dirty = displayState.dirtyRect { displayState.dirtyRect = dirty.union(r) }
    } else {
      displayState.needsDisplay = true
      displayState.dirtyRect = r
    }
    displayDidChange()
  }

  /// Fills ``contents`` (`display()`): the delegate's `display(_:)` when it implements it,
  /// else a new bitmap of the bounds at ``contentsScale`` pixels per point, cleared to
  /// transparent (black when the layer ``isOpaque`` without a background colour), drawn by
  /// ``draw(in:)``. Called by the display pass; code calls ``setNeedsDisplay()`` instead.
  open func display() {
    if let delegate {
      displayState.reachedDefault = false
      delegate.display(self)
      guard displayState.reachedDefault else { return }
    }
    drawBackingStore()
  }

  /// Draws the layer's content into `ctx` (`draw(in:)`), layer coordinates (origin top left,
  /// y down, points, as on iOS); the default asks the delegate's `draw(_:in:)`.
  open func draw(in ctx: CGContext) {
    guard let delegate else {
      displayState.reachedDefault = true
      return
    }
    delegate.draw(self, in: ctx)
  }

  /// The layer's place on the z axis, points (`zPosition`, default 0). Among the sublayers of
  /// one layer, a higher value is drawn in front whatever the order of ``sublayers``; equal
  /// values keep that order (Apple: "Changing the value of this property changes the the
  /// front-to-back ordering of layers onscreen"). The tree is drawn flat: a sublayer's
  /// `zPosition` orders it only among its siblings. Hit-testing keeps the order of `subviews`,
  /// as in UIKit.
  public var zPosition: CGFloat = 0 {
    didSet { displayDidChange() }
  }

  /// The transform applied to the sublayers, not to the layer itself (`sublayerTransform`,
  /// default ``CATransform3DIdentity``), about the layer's anchor point in its bounds space as
  /// the layer's own ``transform`` is (Core Animation Programming Guide, "Layer geometry":
  /// both transforms are relative to the anchor point). Apple: "You typically use this
  /// property to add perspective … to embedded layers": with `m34 = -1/d`, every sublayer is
  /// projected as seen from `d` points in front of the layer's plane. Not animated (a change
  /// shows at once).
  public var sublayerTransform: CATransform3D = CATransform3DIdentity {
    didSet {
      displayDidChange()
      // The sublayers' kept captures were drawn through the old transform.
      for sublayer in storedSublayers { sublayer.forgetKeptCapture() }
    }
  }

  /// Whether the layer is drawn when its back faces the viewer (`isDoubleSided`, default
  /// true). When false, a layer whose plane, after its transform and its superlayer's
  /// ``sublayerTransform``, shows its back (the projected bounds wound the other way: a turn of
  /// more than 90° about x or y) draws nothing, its sublayers included: the card-flip idiom's
  /// hidden back face.
  public var isDoubleSided: Bool = true {
    didSet { displayDidChange() }
  }

  /// The action to run for the change named `event` (`action(forKey:)`), searched as Apple
  /// documents: the delegate's ``CALayerDelegate/action(for:forKey:)`` (a result other than
  /// `nil` ends the search), then ``actions``, then ``defaultAction(forKey:)``; an `NSNull`
  /// found on the way means no action, and `nil` is returned. Core Animation also searches
  /// the layer's `style` dictionary, which is not modelled.
  ///
  /// A change of `position`, `bounds`, `transform` or `opacity` of a layer of its own on screen
  /// asks this: the default action animates it implicitly (`CALayer+Actions.swift`), another
  /// action is run (`run(forKey:object:arguments:)`) instead, and `nil` changes it at once.
  open func action(forKey event: String) -> (any CAAction)? {
    let found =
      delegate?.action(for: self, forKey: event) ?? actions?[event]
      ?? Self.defaultAction(forKey: event)
    return found is NSNull ? nil : found
  }

  /// The action of `event` when neither the delegate nor ``actions`` gives one
  /// (`defaultAction(forKey:)`): for `position`, `bounds`, `transform` and `opacity`, the
  /// properties animated implicitly here, an action standing for Core Animation's default
  /// `CABasicAnimation` (its class is internal); `nil` for other keys, which change at once.
  open class func defaultAction(forKey event: String) -> (any CAAction)? {
    AnimatableProperty.layerKeys.contains(event) ? ImplicitAnimationAction.shared : nil
  }

  /// A layer with the default attributes (`init()`). A view makes its own from its
  /// `layerClass`.
  public required init() {}
}

/// Layers are equal only to themselves: Core Animation's `CALayer` inherits `NSObject`, whose
/// `==` is `isEqual(_:)`, identity unless a class overrides it. So `layer == otherLayer` works as
/// on iOS.
extension CALayer: Hashable {
  /// Whether `lhs` and `rhs` are the same object.
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
