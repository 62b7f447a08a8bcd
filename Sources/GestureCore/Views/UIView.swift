import Foundation

/// A rectangular region of the screen that draws and handles touches, UIKit's `UIView`.
///
/// Geometry is stored as UIKit stores it: `center` (the layer's position, in the superview's
/// coordinates), `bounds` (the view's own coordinate space) and `transform` (applied about
/// `layer.anchorPoint`); `frame` is derived (Apple, `UIView.frame`: "If the transform property is
/// not the identity transform, the value of this property is undefined"). All lengths are
/// points.
///
/// Ownership follows UIKit: a view owns its subviews and its gesture recognizers; `superview` is
/// weak.
open class UIView: UIResponder {
  /// The view's position: the anchor point's location in the superview's coordinates, points.
  ///
  /// Animatable: set inside an animations block, the model changes at once and the screen
  /// follows (``UIView/animate(withDuration:delay:options:animations:completion:)``).
  open var center: CGPoint = .zero {
    didSet {
      displayDidChange()
      viewGeometryDidChange()
      if AnimationTransaction.current != nil {
        propertyDidChange(.center, from: AnimatableProperty.components(oldValue))
      }
      didChangeValue(forKey: "center", from: oldValue, to: center)
      layer.didChangeValue(forKey: "position", from: oldValue, to: center)
    }
  }
  /// The view's rectangle in its superview's coordinates, points: the bounding box of the
  /// transformed bounds placed at `center` (Core Animation's `frame` getter); without a
  /// transform, exactly `bounds.size` placed so that the anchor point is at `center` (no
  /// rounding error from applying an identity transform, so `frame.origin.y = 567` on a
  /// 667 pt view puts its centre at 900.5 to the last bit).
  ///
  /// Setting it moves `center` and sets `bounds.size`, keeping `bounds.origin`. Under a
  /// non-identity transform Apple calls the value undefined; this model sets the size that,
  /// transformed, has the new frame's size (what Core Animation computes), and ignores a frame
  /// set on a view whose transform cannot be inverted.
  open var frame: CGRect {
    get { transform.isIdentity ? layoutFrame : bounds.applying(transformToSuperview) }
    set {
      let size: CGSize
      if transform.isIdentity {
        size = newValue.size
      } else {
        guard let inverse = transform.invertedOrNil() else { return }
        let mapped = CGRect(origin: .zero, size: newValue.size).applying(inverse)
        size = mapped.size
      }
      let anchor = layer.anchorPoint
      let transformedSize = CGRect(origin: .zero, size: size).applying(transform).size
      let old = keyValueObservers?.observes("frame") == true ? frame : nil
      bounds = CGRect(origin: bounds.origin, size: size)
      center = CGPoint(
        x: newValue.minX + anchor.x * transformedSize.width,
        y: newValue.minY + anchor.y * transformedSize.height)
      if let old { didChangeValue(forKey: "frame", from: old, to: frame) }
    }
  }

  /// The view's own coordinate space: its origin is what the top-left corner shows (a scroll
  /// view's `contentOffset`), its size the view's untransformed size, points.
  /// Animatable. A change of size (also through `frame`) marks the view as needing layout, so
  /// its ``layoutSubviews()`` runs at the next layout pass, as UIKit's layer does when its
  /// bounds size changes ("setFrame … calls layoutSubviews on the view … only if the size …
  /// is different"); a change of origin alone (scrolling) does not.
  open var bounds: CGRect = .zero {
    didSet {
      displayDidChange()
      if bounds.size != oldValue.size {
        setNeedsLayout()
        layer.boundsSizeDidChange()
        resizeSubviews(withOldSize: oldValue.size)
      }
      viewGeometryDidChange()
      if AnimationTransaction.current != nil {
        propertyDidChange(.bounds, from: AnimatableProperty.components(oldValue))
      }
      didChangeValue(forKey: "bounds", from: oldValue, to: bounds)
      layer.didChangeValue(forKey: "bounds", from: oldValue, to: bounds)
    }
  }
  /// The transform applied about the anchor point (`UIView.transform`, default identity).
  /// Animatable. It is the affine part of the layer's 3D transform (``transform3D``, as UIKit
  /// reads it); setting it sets an affine 3D transform, dropping any depth and perspective.
  open var transform: CGAffineTransform = .identity {
    didSet {
      storedTransform3D = nil
      displayDidChange()
      viewGeometryDidChange()
      if AnimationTransaction.current != nil, !settingTransform3D {
        propertyDidChange(.transform, from: AnimatableProperty.components(oldValue))
      }
    }
  }
  /// The shape UIKit Dynamics collides the view as (`collisionBoundsType`, iOS 9, a
  /// ``UIDynamicItem`` requirement): `.rectangle` (its bounds) unless a subclass overrides it
  /// (docs/dynamics.md).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The path of a `.path` collision shape, in the view's coordinates about its centre
  /// (`collisionBoundingPath`); an empty path unless a subclass overrides it.
  open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
  /// The view layer's full transform when it is not affine (`nil` otherwise, when
  /// ``transform`` says it all); ``transform`` then holds its affine part.
  final var storedTransform3D: CATransform3D? {
    didSet { displayDidChange() }
  }
  /// Whether ``transform3D`` is setting ``transform`` (which then registers no 2D animation).
  final var settingTransform3D = false
  /// The layer's 3D transform about the anchor point (`UIView.transform3D`, iOS 13, the same
  /// value as `layer.transform`), default ``CATransform3DIdentity``. Depth and perspective
  /// (`m34`) are kept and drawn (docs/transforms-3d.md); ``transform`` reads its affine part.
  ///
  /// Inside an animation block, a change from or to a transform that is not affine animates
  /// as Core Animation interpolates a `CATransform3D`: its decomposition
  /// (``AnimatableProperty/transform3D``), the rotation the shorter way round. A transform
  /// with no decomposition (a scale of 0) is shown at its new value at once, with an
  /// `animation.unsupported` warning.
  open var transform3D: CATransform3D {
    get { storedTransform3D ?? CATransform3DMakeAffineTransform(transform) }
    set {
      let old = transform3D
      let depth = !CATransform3DIsAffine(newValue) || !CATransform3DIsAffine(old)
      guard depth, AnimationTransaction.current != nil else {
        transform = CATransform3DGetAffineTransform(newValue)
        if !CATransform3DIsAffine(newValue) { storedTransform3D = newValue }
        return
      }
      settingTransform3D = true
      transform = CATransform3DGetAffineTransform(newValue)
      settingTransform3D = false
      if !CATransform3DIsAffine(newValue) { storedTransform3D = newValue }
      guard let from = Transform3DComponents.components(old),
        let to = Transform3DComponents.components(newValue)
      else {
        layer.record(
          "animation.unsupported",
          "a 3D transform without a decomposition (a scale of 0) is not interpolated: it is "
            + "shown at its new value at once")
        return
      }
      if from != to {
        propertyDidChange(.transform3D, from: Transform3DComponents.nearest(from, to: to))
      }
    }
  }
  /// The opacity, 0…1 (`UIView.alpha`, default 1). Views below 0.01 do not receive touches.
  /// Animatable.
  open var alpha: CGFloat = 1 {
    didSet {
      displayDidChange()
      if AnimationTransaction.current != nil { propertyDidChange(.alpha, from: [Double(oldValue)]) }
      didChangeValue(forKey: "alpha", from: oldValue, to: alpha)
    }
  }
  /// Whether the view and its subviews are not drawn and receive no touches (default false).
  /// An arranged subview of a ``UIStackView`` that is hidden takes no space in the stack.
  open var isHidden = false {
    didSet {
      displayDidChange()
      didChangeValue(forKey: "hidden", from: oldValue, to: isHidden)
      guard isHidden != oldValue, let stack = superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      else { return }
      stack.arrangedSubviewVisibilityChanged()
    }
  }
  /// Whether subviews are clipped to the bounds, corner radius included (default false). As in
  /// UIKit it is the layer's `masksToBounds`, both ways.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// Whether touches are delivered to the view (default true; false for `UIImageView` and `UILabel`).
  /// A view that does not take part passes the touch to no one: hit-testing skips it and its
  /// subtree.
  open var isUserInteractionEnabled = true
  /// Whether the view's `touchesBegan`/`Moved`/`Ended` receive more than one finger at a time
  /// (`isMultipleTouchEnabled`, default false). When false, "the view receives only the first
  /// touch event in a multi-touch sequence" (Apple): a finger landing on the view while another
  /// of its fingers is down goes to the gesture recognizers of the view and its ancestors only,
  /// and its `UITouch.view` is `nil` (UIKit's decompiled touch routing does the same).
  open var isMultipleTouchEnabled = false
  /// Whether the view takes touches only while no other view of the window is tracking one,
  /// and keeps other views from getting touches while it is (`isExclusiveTouch`, default
  /// false). A touch refused that way reaches the recognizers it hit but no view's `touches…`
  /// methods (Apple, `isExclusiveTouch`; recognizers ignore the property, as developers report).
  open var isExclusiveTouch = false
  /// The fill colour of the bounds, or `nil` for none (`UIView.backgroundColor`, default
  /// `nil`). As in UIKit the colour is kept on the layer: setting it sets
  /// `layer.backgroundColor` to the colour resolved for the view's ``traitCollection``, and a
  /// colour set on the layer directly reads back as a `UIColor` of the same components. A
  /// dynamic colour (`.systemBackground`) is drawn resolved for the view's traits at each
  /// frame, as UIKit re-resolves it when the traits change.
  open var backgroundColor: UIColor? {
    get {
      if let assigned = layer.viewBackgroundColor { return assigned }
      return layer.backgroundColor.map { UIColor(cgColor: $0) }
    }
    set {
      if noteAppearance(
        .property("backgroundColor"), newValue,
        { (target: UIView, value) in target.backgroundColor = value })
      {
        return
      }
      layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
      layer.viewBackgroundColor = newValue
    }
  }
  /// The appearance this view shows whatever its superview's (`overrideUserInterfaceStyle`,
  /// default ``UIUserInterfaceStyle/unspecified``: inherit); its subviews inherit it. Setting
  /// it calls ``traitCollectionDidChange(_:)`` on the views whose style changes.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      displayDidChange()
      guard overrideUserInterfaceStyle != oldValue else { return }
      traitStyleChanged(
        from: oldValue != .unspecified
          ? oldValue : controllerOverride ?? superviewUserInterfaceStyle)
    }
  }
  /// The tint colour (`tintColor`): the first colour set on the view or one of its
  /// superviews, nearest first, else the app's accent colour: the asset catalog's
  /// `AccentColor` colour set when there is one (Xcode's build setting
  /// `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, "AccentColor" in new projects, makes it
  /// the app's global tint), else ``UIColor/systemBlue`` (Apple: "The first nondefault tint
  /// color value in the view's hierarchy, ascending from and starting with the view itself").
  /// Setting `nil` makes the view inherit again. A `.system` button draws its title in it.
  open var tintColor: UIColor! {
    get {
      var view: UIView? = self
      while let current = view {
        if let color = current.ownTintColor { return color }
        view = current.superview
      }
      return NamedImageLookup.current.catalogs.accentColor ?? .systemBlue
    }
    set {
      if noteAppearance(
        .property("tintColor"), newValue, { (target: UIView, value) in target.tintColor = value })
      {
        return
      }
      ownTintColor = newValue
      notifyTintColorDidChange()
    }
  }
  /// The tint colour set on this view itself, `nil` when it inherits.
  var ownTintColor: UIColor?
  /// Whether the view is an appearance proxy, what it set directly and the appearance values
  /// it took (``UIAppearance``).
  final var appearanceMarks = AppearanceMarks()
  /// How the view's content is fitted into its bounds when their size differs from the
  /// content's (`contentMode`, default ``ContentMode/scaleToFill``). Image views
  /// draw their image by it.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      displayDidChange()
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
  }
  /// A string that names the view in output files, timelines and errors
  /// (`accessibilityIdentifier`).
  open var accessibilityIdentifier: String? {
    didSet { displayDidChange() }
  }
  /// An integer you can use to find the view (`UIView.tag`, default 0).
  open var tag = 0
  /// The view's corner radius, border and anchor point.
  public let layer: CALayer
  /// The view whose layer is this view's layer's mask (the storage behind ``mask``; owned by
  /// this view, as UIKit's view owns its `maskView`).
  var storedMaskView: UIView?

  /// The action for a change of `layer`, the view's layer (`action(for:forKey:)`, the view
  /// being its layer's delegate): `NSNull()`, so the layer's own changes do not animate
  /// implicitly, as UIKit answers outside an animation block (objc.io issue 12, "View-Layer
  /// Synergy"). Inside `UIView.animate` UIKit answers an animation; here the block animates
  /// the view's properties itself, so the answer is the same there.
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    NSNull()
  }

  /// The class of the layer each view of this class is made with (`layerClass`, default
  /// ``CALayer``); override it to return ``CAGradientLayer`` for a view whose background is a
  /// gradient. Read once, when the view is made.
  open class var layerClass: AnyClass { CALayer.self }

  /// A new layer of ``layerClass`` (a plain ``CALayer`` when it names no layer class).
  private static func makeLayer(_ viewClass: UIView.Type) -> CALayer {
    guard let layerType = viewClass.layerClass as? CALayer.Type else { return CALayer() }
    return layerType.init()
  }

  /// The gesture recognizers attached to the view, owned by it, or `nil` when there are none
  /// (`gestureRecognizers`, optional as in UIKit); see ``addGestureRecognizer(_:)``. Setting
  /// it removes the recognizers not in the new list and adds the new ones, in order.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      let wanted = newValue ?? []
      for old in attachedRecognizers where !wanted.contains(where: { $0 === old }) {
        removeGestureRecognizer(old)
      }
      for recognizer in wanted { addGestureRecognizer(recognizer) }
    }
  }
  /// The recognizers attached to the view, in the order added (the storage behind
  /// ``gestureRecognizers``).
  var attachedRecognizers: [UIGestureRecognizer] = []
  /// The interactions added to the view (`Views/UIInteraction.swift`), owned by it.
  var attachedInteractions: [any UIInteraction] = []
  /// The cross-dissolve under way on the view (`Animation/UIView+Transition.swift`), if any.
  var activeTransition: ViewTransition?

  /// The view that contains this one, or `nil` (weak, as in UIKit).
  public internal(set) weak var superview: UIView?
  /// The subviews, back to front: the last one is drawn on top and hit-tested first.
  public internal(set) var subviews: [UIView] = [] {
    didSet {
      displayDidChange()
      subtreeNeedsLayoutPass()
    }
  }
  /// The controller whose root view this is, if any (weak; the controller owns the view).
  weak var owningViewController: UIViewController? {
    didSet { displayDidChange() }
  }
  /// Auto Layout state: constraints installed here, priorities, layout flags
  /// (`Layout/ViewLayoutState.swift`).
  let layoutState = ViewLayoutState()
  /// The last path name ``identifier(superviewIdentifier:index:)`` built and what it was built
  /// from, so that naming the same tree every frame builds no strings.
  var pathNameCache: PathNameCache?
  /// What the last capture drew for the view's subtree, until something in it changes
  /// (``CapturedSubtree``).
  var capturedSubtree: CapturedSubtree?
  /// Whether the view's class is the core's own (``looksFollowSetters``), once found.
  var classIsCore: Bool?

  /// A view with the given frame (points, in the superview's coordinates), UIKit's designated
  /// `init(frame:)`.
  public init(frame: CGRect) {
    layer = UIView.makeLayer(type(of: self))
    super.init()
    layer.view = self
    layer.prepareForView()
    self.frame = frame
    requestConstraintUpdateIfRequired()
  }

  /// A view decoded from an archive (`init?(coder:)`, required as in UIKit, so subclasses that
  /// add a designated initializer provide it too). There are no storyboards or nibs here: the
  /// view starts with a zero frame and UIKit's defaults, and nothing is decoded.
  public required init?(coder: NSCoder) {
    layer = UIView.makeLayer(type(of: self))
    super.init()
    layer.view = self
    layer.prepareForView()
    requestConstraintUpdateIfRequired()
  }

  /// How the view's content flips for the language's direction (`semanticContentAttribute`,
  /// default ``UISemanticContentAttribute/unspecified``). It decides
  /// ``effectiveUserInterfaceLayoutDirection``, which the view's subviews inherit as their
  /// trait collection's `layoutDirection`. Changing it re-solves the window's leading and
  /// trailing constraints, lays the view out again and redraws the subtree's natural-aligned
  /// text (docs/layout-direction.md). Open, as in UIKit: a subclass may override it.
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { layoutState.semanticContentAttribute }
    set {
      guard newValue != layoutState.semanticContentAttribute else { return }
      layoutState.semanticContentAttribute = newValue
      layoutDirectionChanged()
    }
  }

  /// The view's class and frame, as UIKit's `description` begins
  /// (`<UIView: frame = (0 0; 375 44)>`, numbers as `%g` prints them), without the address
  /// and layer UIKit adds (they would differ between runs).
  open override var description: String {
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map {
      String(format: "%g", Double($0))
    }
    return "<\(String(describing: type(of: self))): frame = (\(numbers[0]) \(numbers[1]); "
      + "\(numbers[2]) \(numbers[3]))>"
  }

  /// Whether the view's class lays out only with constraints
  /// (`requiresConstraintBasedLayout`, default false). A class that returns true has its
  /// ``updateConstraints()`` called at the first layout pass after it joins a window, with no
  /// ``setNeedsUpdateConstraints()``, as UIKit does for views that make their constraints there
  /// (Apple: "custom views should override this to return true if they cannot layout correctly
  /// using autoresizing").
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Marks a new view of a class that ``requiresConstraintBasedLayout`` for its first
  /// ``updateConstraints()``.
  private func requestConstraintUpdateIfRequired() {
    if type(of: self).requiresConstraintBasedLayout { layoutState.needsUpdateConstraints = true }
  }

  // MARK: Drawing (UIView+Drawing.swift has the display pass)

  /// Draws the view's content into the current context (`draw(_:)`): override it to draw with
  /// `UIGraphicsGetCurrentContext()`, `UIBezierPath` and `UIColor.setFill()`. `rect` is the part
  /// to draw (the bounds, or what ``setNeedsDisplay(_:)`` marked), in the view's coordinates
  /// (points, origin top left). UIKit calls it when the view first appears, after
  /// ``setNeedsDisplay()``, and after a change of size when ``contentMode`` is `.redraw`,
  /// never every frame; the drawing is kept as the layer's `contents` and scaled by
  /// ``contentMode`` meanwhile. The default draws nothing, and a view that does not override
  /// it has no backing store.
  open func draw(_ rect: CGRect) { layer.displayState.reachedDefault = true }

  /// Marks the whole view to be drawn at the next display pass (`setNeedsDisplay()`).
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks `rect` (the view's coordinates) to be drawn at the next display pass
  /// (`setNeedsDisplay(_:)`).
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  /// The view's layer delegate method that draws: makes `ctx` current, the view's traits
  /// current, and calls ``draw(_:)`` (`draw(_:in:)`).
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return }
    let rect = layer.displayState.dirtyRect.map { $0.intersection(bounds) } ?? bounds
    let stack = SimulationContext.graphicsContexts ?? GraphicsContextStack()
    SimulationContext.$graphicsContexts.withValue(stack) {
      stack.with(ctx) { traitCollection.performAsCurrent { draw(rect) } }
    }
  }

  /// The layer delegate method that fills the layer's contents without drawing
  /// (`display(_:)`); a view's default draws (``draw(_:)``).
  open func display(_ layer: CALayer) { layer.displayState.reachedDefault = true }

  /// Called before the view's layer draws (`layerWillDraw(_:)`); does nothing by default.
  open func layerWillDraw(_ layer: CALayer) {}

  /// Whether the view fills its bounds with opaque pixels (`isOpaque`, default true): a view
  /// that draws with no background colour shows black where it draws nothing, as on iOS.
  open var isOpaque: Bool {
    get { layer.isOpaque }
    set { layer.isOpaque = newValue }
  }

  /// Whether the backing store is cleared to transparent before ``draw(_:)``
  /// (`clearsContextBeforeDrawing`, default true); when false the last drawing stays under
  /// the new one.
  open var clearsContextBeforeDrawing = true

  /// The backing store's pixels per point (`contentScaleFactor`): the screen's scale in a
  /// window unless set.
  open var contentScaleFactor: CGFloat {
    get { layer.contentsScale }
    set { layer.contentsScale = newValue }
  }

  /// A view with a zero frame (`init()`, which UIKit routes to `init(frame: .zero)`). A
  /// subclass inherits it when it overrides `init(frame:)` and `init?(coder:)`.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Whether a gesture recognizer may leave the possible state for a touch in this view
  /// (`gestureRecognizerShouldBegin(_:)`, default true). Asked of the recognizer's view and of
  /// the views its touches hit; ``UIControl`` overrides it so that its own single-finger tap
  /// wins over a tap recognizer on a parent.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// The view's controller when it is a controller's root view, else the superview: UIKit's
  /// responder chain.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// The window the view is in, or `nil` when it is not in a window.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Called after `center`, `bounds` or `transform` changes. Subclasses (a scroll view) react
  /// to bounds changes here; call `super`.
  package func viewGeometryDidChange() {}

  /// The farthest descendant (or self) that contains `point`, given in this view's
  /// coordinates, or `nil` (`hitTest(_:with:)`).
  ///
  /// Apple's rules: views that are hidden, have user interaction disabled, or an alpha below
  /// 0.01 are skipped with their subtrees; a point outside the view's bounds is not a hit even
  /// when an overhanging subview covers it; subviews are asked front to back (the last added
  /// first). Model values are used, not what is on screen. A view taking part in an animation
  /// created without `.allowUserInteraction` is skipped with its subtree (Apple,
  /// `isUserInteractionEnabled`: "During an animation, user interactions are temporarily
  /// disabled for all views involved in the animation").
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    if let window, window.animator.blocksInteraction(with: self) { return nil }
    for subview in subviews.reversed() {
      guard let local = subview.convertFromSuperview(point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point`, in this view's coordinates, is inside the view: half-open containment
  /// in `bounds` (`point(inside:with:)`).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.containsHalfOpen(point)
  }

  /// Called after the view moved to a new superview or was removed from one
  /// (`didMoveToSuperview()`), once per move, after ``didMoveToWindow()``. Subclasses override
  /// it; call `super`. Order of a move: docs/uikit-code.md, "View hierarchy callbacks".
  open func didMoveToSuperview() {}

  /// Called just before the view moves to `newSuperview`, or leaves its superview when it is
  /// `nil` (`willMove(toSuperview:)`); `superview` is still the old one. The default does
  /// nothing.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called just before the view (and, after it, each of its descendants) enters `newWindow`
  /// or leaves its window when `nil` (`willMove(toWindow:)`), only when the window changes.
  /// The default does nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view (and, after it, each of its descendants) entered or left a window
  /// (`didMoveToWindow()`); ``window`` is the new one. The default does nothing.
  open func didMoveToWindow() {}

  /// Called on the superview after `subview` was added to it (`didAddSubview(_:)`). The
  /// default does nothing.
  open func didAddSubview(_ subview: UIView) {}

  /// Called on the superview just before `subview` leaves it, for another superview or none
  /// (`willRemoveSubview(_:)`). The default does nothing.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called when the view's ``tintColor`` changes (`tintColorDidChange()`): when it is set on
  /// the view, when it is set on a superview the view inherits from (Apple: "the system calls
  /// this method on a subview that inherits a changed interaction tint color"), and when the
  /// view moves to a superview whose tint differs from the one it had (working assumption: UIKit
  /// refreshes a moved view's tint; Apple does not document when). The default does nothing;
  /// a `.system` button recolours its title here.
  open func tintColorDidChange() {}

  /// Called after the view's ``traitCollection`` changed (`traitCollectionDidChange(_:)`), with
  /// the traits before: when ``overrideUserInterfaceStyle`` of the view, a superview or its
  /// controller changes the style it shows, and when it moves to a superview of another style.
  /// The default does nothing; colours need no work here, as they resolve at each frame.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The size that best fits the view's content within `size`, points (`sizeThatFits(_:)`).
  /// UIView's default returns the current bounds size (Apple: "The default implementation of
  /// this method returns the existing size of the view"); labels, image views and buttons
  /// measure their content.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// The size that best satisfies the view's constraints nearest `targetSize`, points
  /// (`systemLayoutSizeFitting(_:)`): both fitting priorities are
  /// ``UILayoutPriority/fittingSizeLevel`` (50), so the content decides wherever its
  /// constraints or intrinsic sizes say anything and the target only fills what they leave
  /// free. See ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size that best satisfies the view's constraints with its width held to
  /// `targetSize.width` at `horizontalFittingPriority` and its height to `targetSize.height` at
  /// `verticalFittingPriority`, points
  /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  ///
  /// The constraints held by the view and its descendants are solved in an engine of their
  /// own, in a window or not (a header before `tableHeaderView =`, a cell prototype): the
  /// view's own size is free (its frame constraints, if it translates its frame, take no
  /// part; its intrinsic size does), subviews that translate their frames keep them, labels
  /// of more than one line wrap at the width solved for them. The common call
  /// `systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority:
  /// .required, verticalFittingPriority: .fittingSizeLevel)` gives the height the content
  /// needs at 375 pt. Nothing is laid out: the view's frame, its subviews' frames and the
  /// window's engine are as before (Apple: "This method does not actually change the size of
  /// the view"). A view whose constraints leave a dimension free returns the target there
  /// (`UIView()` gives `targetSize`); a button with no constraints at all its intrinsic size
  /// where the fitting priority is below its compression resistance. Unsatisfiable constraints
  /// are reported as a window's are (`layout.unsatisfiable`, on the view's window, else the
  /// running simulation's log). Constraints between the subtree and views outside it are left
  /// out, and edges are rounded to device pixels (docs/auto-layout.md, "Measuring a view").
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutEngine.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority.clamped,
      vertical: verticalFittingPriority.clamped)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its bounds size, keeping its frame's origin
  /// (`sizeToFit()`).
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The size the view's content needs, points, per dimension or ``UIView/noIntrinsicMetric``
  /// (`intrinsicContentSize`, default: none in either dimension). The engine turns it into
  /// content hugging (`<=`) and compression resistance (`>=`) constraints for a view with
  /// `translatesAutoresizingMaskIntoConstraints` off; call ``invalidateIntrinsicContentSize()``
  /// when it changes. Labels measure their text, image views return their image's size.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Updates the constraints the view manages itself (`updateConstraints()`); the layout pass
  /// calls it, leaves before their superviews, for views marked with
  /// ``setNeedsUpdateConstraints()``. The default does nothing; overrides call `super` last.
  open func updateConstraints() {}

  /// Called when the app changes the view's margins (`layoutMarginsDidChange()`, see
  /// ``layoutMargins``); the default does nothing. Margins that change because the safe area
  /// or the superview moved do not call it here.
  open func layoutMarginsDidChange() {}

  // MARK: Layout margins (the model: Layout/UIView+LayoutMargins.swift); declared here so
  // subclasses can override them, as on iOS.

  /// The margins as ``UIEdgeInsets``, points (`layoutMargins`). Reading gives the effective
  /// margins (the model of Layout/UIView+LayoutMargins.swift); setting sets the view's own
  /// left and right margins, which stay on those edges whatever the layout direction, calls
  /// ``layoutMarginsDidChange()`` when the value changes, and re-solves at the next layout
  /// pass.
  open var layoutMargins: UIEdgeInsets {
    get { effectiveLayoutMargins }
    set { setOwnLayoutMargins(newValue, directional: false) }
  }

  /// The margins following the layout direction, points (`directionalLayoutMargins`), kept in
  /// step with ``layoutMargins`` as Apple documents: leading is the left margin, or the right
  /// one in a view laid out right to left (``effectiveUserInterfaceLayoutDirection``).
  /// Reading gives the effective margins, setting sets the view's own (default 8 pt each side;
  /// zero for a view controller's root view, whose system minimum applies on top), which
  /// follow the direction if it changes later. Setting a different value calls
  /// ``layoutMarginsDidChange()`` (and the controller's
  /// ``UIViewController/viewLayoutMarginsDidChange()`` for a root view) and marks the view and
  /// its superview for layout.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(effectiveLayoutMargins, rightToLeft: isRightToLeft) }
    set {
      setOwnLayoutMargins(newValue.edgeInsets, directional: true)
    }
  }

  /// Lays out the view when its own layer asks (`layoutSublayers(of:)`, the
  /// ``CALayerDelegate`` method through which UIKit's layout reaches a view): for its own
  /// layer, a view controller's root view tells its controller
  /// (`viewWillLayoutSubviews()`), runs ``layoutSubviews()``, then tells it again
  /// (`viewDidLayoutSubviews()`); other layers are left alone. Subclasses that override it and
  /// do not call `super` lay out nothing, as on iOS.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    let controller = owningViewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  /// Lays out the subviews (`layoutSubviews()`); the layout pass calls it, superviews before
  /// their subviews, for views that need layout (``setNeedsLayout()``). The default gives each
  /// subview placed by constraints (`translatesAutoresizingMaskIntoConstraints` off) the frame
  /// the engine solved for it; overrides call `super` to keep that.
  open func layoutSubviews() {
    applyEngineFramesToSubviews()
  }

  /// Called for every view a layout pass walks in a window or outside one, after its own
  /// ``layoutSubviews()`` (if it needed one) and before its subviews'. A scroll view places
  /// its initial offset here. Overrides call `super`.
  package func layoutPassDidVisit() {}
  /// Whether the next layout pass must visit the view even though it does not need layout
  /// (``layoutPassDidVisit()`` has work left: a scroll view's initial offset).
  package var needsLayoutPassVisit: Bool { false }
}
