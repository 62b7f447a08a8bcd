import Foundation

/// Turns a view tree into a flat display list and geometry snapshots, reading presentation
/// values (what the screen shows), never model values.
@preconcurrency @MainActor
enum DisplayListBuilder {
  /// What one walk of a window's view tree gives: the display list and the view snapshots.
  struct Capture: Equatable {
    /// The display list, back to front (``items(for:)``).
    var items: [DisplayItem] = []
    /// The presentation geometry of every view, depth first (``snapshots(of:)``).
    var views: [ViewSnapshot] = []
    /// Whether the walk appends what views kept from the last capture and keeps what it
    /// draws (``CapturedSubtree``); off for the check of debug builds.
    var reuses = true
    /// How many views the walk has met whose looks a kept capture cannot follow; a subtree
    /// holding one is walked every frame (``CapturedSubtree``).
    var unkept = 0

    static func == (lhs: Capture, rhs: Capture) -> Bool {
      lhs.items == rhs.items && lhs.views == rhs.views
    }
  }

  /// The display list and the view snapshots of `window` (``items(for:)`` and
  /// ``snapshots(of:)``) from one walk of its tree: each view's presentation values, transform
  /// and identifier are found once for both, and a subtree nothing changed in since the last
  /// capture appends what it drew then (``CapturedSubtree``). Views and layers animating now
  /// or at the last capture are drawn afresh.
  static func capture(_ window: UIWindow) -> Capture {
    #if DEBUG
      // Every frame of a debug build (the tests) checks the kept items against a full walk.
      let (capture, stale) = captureChecked(window)
      if let stale { assertionFailure("a kept capture is out of date: \(stale)") }
      return capture
    #else
      return captureWalking(window)
    #endif
  }

  /// ``capture(_:)`` and, when what it kept from the last capture differs from a walk without
  /// it, where: the first item and the first view snapshot that differ. Items and snapshots
  /// are compared with `==`, and those `==` calls unequal are compared again by their full
  /// descriptions (``sameContent(_:_:)``): a value holding NaN is unequal to itself under `==`
  /// but describes itself alike, so a NaN the scenario's code computed is not reported as a
  /// stale capture.
  static func captureChecked(_ window: UIWindow) -> (capture: Capture, stale: String?) {
    let capture = captureWalking(window)
    let fresh = walk(window, reusing: false)
    guard
      fresh.items.count != capture.items.count || fresh.views.count != capture.views.count
        || zip(fresh.items, capture.items).contains(where: { !sameContent($0, $1) })
        || zip(fresh.views, capture.views).contains(where: { !sameContent($0, $1) })
    else { return (capture, nil) }
    let item = zip(fresh.items, capture.items).first { !sameContent($0, $1) }
    let view = zip(fresh.views, capture.views).first { !sameContent($0, $1) }
    var stale =
      "drawn \(String(describing: item?.0)), kept \(String(describing: item?.1)); "
      + "view \(String(describing: view?.0)), kept \(String(describing: view?.1))"
    if fresh.items.count != capture.items.count || fresh.views.count != capture.views.count {
      stale +=
        "; \(fresh.items.count) items and \(fresh.views.count) views drawn, "
        + "\(capture.items.count) and \(capture.views.count) kept"
    }
    return (capture, stale)
  }

  /// Whether `a` and `b` hold the same values: `==`, or, where `==` says no (a NaN is unequal
  /// to itself), the same description of every stored value, NaN printed `nan` alike.
  static func sameContent<T: Equatable>(_ a: T, _ b: T) -> Bool {
    a == b || String(reflecting: a) == String(reflecting: b)
  }

  /// The walk of ``capture(_:)``: views animating now or at the last capture are drawn afresh.
  private static func captureWalking(_ window: UIWindow) -> Capture {
    let animated = window.animator.animatedObjects
    for object in window.animatedAtLastCapture + animated { object.displayDidChange() }
    window.animatedAtLastCapture = animated
    return walk(window, reusing: true)
  }

  /// One walk of `window`'s tree, appending kept subtrees when `reusing`.
  static func walk(_ window: UIWindow, reusing: Bool) -> Capture {
    var capture = Capture(reuses: reusing)
    // As many as the last frame had: growing the arrays by doubling copied them several
    // times a frame.
    capture.items.reserveCapacity(window.capturedCounts.items)
    capture.views.reserveCapacity(window.capturedCounts.views)
    let origin = window.presentation.bounds.origin
    let base = CGAffineTransform(translationX: -origin.x, y: -origin.y)
    let style = window.resolvedUserInterfaceStyle(inheriting: nil)
    appendSublayers(
      of: window.layer, view: window, id: window.identifier, transform: base, window: window,
      style: style, depth: 0, snapshots: true, to: &capture)
    window.capturedCounts = (capture.items.count, capture.views.count)
    return capture
  }

  /// The display list of everything inside `window` (the window's own background is the
  /// frame's background colour), back to front: the window layer's sublayers in order.
  static func items(for window: UIWindow) -> [DisplayItem] {
    capture(window).items
  }

  /// Presentation geometry of every view below `window`, depth first, in `subviews` order
  /// (hidden views included), each with its transform to window points (as the display list
  /// computes it).
  static func snapshots(of window: UIWindow) -> [ViewSnapshot] {
    capture(window).views
  }

  /// `view.presentation` for a view whose nearest enclosing window is `window` (itself when it
  /// is a window: ``UIView/window``), passed down the walk instead of found again from each
  /// view, which walks up to the window.
  static func presentation(of view: UIView, in window: UIWindow) -> PresentationValues {
    (view as? UIWindow ?? window).animator.presentation(of: view)
  }

  /// Appends the items of `view` and its subtree, and, when `snapshots` is set, the
  /// snapshots of the subtree (the view's at `depth`); `window` is its nearest enclosing window
  /// and `inherited` the appearance of its superview, against which (or the view's own
  /// override) its colours are resolved. The view's layer draws through
  /// ``beginLayer(_:look:to:)`` and ``endLayer(_:to:)``; the view adds its content (an image,
  /// a label's text) above the layer's own look.
  ///
  /// What the view kept from the last capture is appended instead when the walk passes it the
  /// same inputs; otherwise the subtree is walked and kept (``CapturedSubtree``).
  static func append(
    _ view: UIView, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    style inherited: UIUserInterfaceStyle, depth: Int, snapshots: Bool,
    to capture: inout Capture
  ) {
    guard capture.reuses else {
      appendWalking(
        view, id: id, parentTransform: parentTransform, window: window, style: inherited,
        depth: depth, snapshots: snapshots, to: &capture)
      return
    }
    let inputs = CapturedSubtree.Inputs(
      id: id, parentTransform: parentTransform, window: ObjectIdentifier(window),
      style: inherited, level: window.screenUserInterfaceLevel, depth: depth,
      snapshots: snapshots)
    if let kept = view.capturedSubtree, kept.inputs == inputs {
      capture.items.append(contentsOf: kept.items)
      capture.views.append(contentsOf: kept.views)
      return
    }
    let (items, views, unkept) = (capture.items.count, capture.views.count, capture.unkept)
    appendWalking(
      view, id: id, parentTransform: parentTransform, window: window, style: inherited,
      depth: depth, snapshots: snapshots, to: &capture)
    view.capturedSubtree =
      capture.unkept == unkept
      ? CapturedSubtree(
        inputs: inputs, items: Array(capture.items[items...]),
        views: Array(capture.views[views...]))
      : nil
  }

  /// ``append(_:id:parentTransform:window:style:depth:snapshots:to:)`` walking the view and
  /// its subviews.
  static func appendWalking(
    _ view: UIView, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    style inherited: UIUserInterfaceStyle, depth: Int, snapshots: Bool,
    to capture: inout Capture
  ) {
    // A cross-dissolve under way draws the old subtree fading out, then this one fading in
    // (DisplayListBuilder+Transitions.swift).
    let inTransition = openTransition(of: view, id: id, window: window, to: &capture)
    defer { if inTransition { capture.items.append(.endGroup) } }
    // A window inside the window animates on its own clock: nothing in it is kept. A
    // controller's root view (its controller, weakly held, may go and take its appearance
    // with it) and a view of a class from outside the core (which may compute what it shows
    // in overridden getters) are walked every frame, and so are the views above them.
    let nested = view is UIWindow
    if nested || !view.looksFollowSetters || view.owningViewController != nil {
      capture.unkept += 1
    }
    let reuses = capture.reuses
    if nested { capture.reuses = false }
    defer { capture.reuses = reuses }
    let p = presentation(of: view, in: window)
    let flat = view.transformToSuperview(
      center: p.center, bounds: p.bounds, transform: p.transform
    ).concatenating(parentTransform)
    // A 3D transform (or the superview's sublayerTransform) places the view's plane exactly;
    // one with perspective draws the subtree into the plane and projects it.
    var transform = flat
    var projection: (toWindow: ProjectiveTransform, size: CGSize, plane: CGAffineTransform)?
    var backFacing = false
    switch placement(
      bounds: p.bounds, extent: Self.planeExtent(of: view.layer, bounds: p.bounds),
      anchorPoint: view.layer.anchorPoint, position: p.center,
      transform: p.transform3D ?? view.storedTransform3D, superlayer: view.superview?.layer,
      isDoubleSided: view.layer.isDoubleSided, parentTransform: parentTransform, affine: flat)
    {
    case .affine(let exact): transform = exact
    case .projected(let plane, let toWindow, let size):
      transform = plane
      projection = (toWindow, size, plane)
    case .backFacing: backFacing = true
    }
    if snapshots {
      // Snapshots are affine: a projected view's is its transform's affine part.
      capture.views.append(
        snapshot(of: view, id: id, p, projection == nil ? transform : flat, depth: depth))
    }
    let inner = view as? UIWindow ?? window
    guard !view.isHidden, p.alpha > 0, !backFacing else {
      if snapshots {
        appendSnapshots(
          ofSubviewsOf: view, id: id, transform: flat, window: inner, depth: depth + 1,
          to: &capture.views)
      }
      return
    }
    let (itemsStart, viewsStart) = (capture.items.count, capture.views.count)
    defer {
      if let projection {
        wrapProjected(
          from: itemsStart, id: id, toWindow: projection.toWindow, size: projection.size,
          in: &capture.items)
        // The subviews' snapshots were taken in the plane: placed in the window by the
        // view's affine part.
        let planeToWindow = projection.plane.inverted().concatenating(flat)
        for index in viewsStart..<capture.views.count {
          capture.views[index].windowTransform = capture.views[index].windowTransform
            .concatenating(planeToWindow)
        }
      }
    }
    let style = view.resolvedUserInterfaceStyle(inheriting: inherited)
    let traits = UITraitCollection.of(style, level: window.screenUserInterfaceLevel)
    let look = LayerLook(
      id: id, transform: transform, bounds: p.bounds, opacity: Double(p.alpha),
      fill: backgroundColor(of: view, traits: traits))
    let mask = maskItems(
      of: view.layer, id: id, transform: transform, window: inner, style: style,
      unkept: &capture.unkept)
    var open = beginLayer(view.layer, look: look, mask: mask, to: &capture.items)
    // A layer that masks to its bounds clips its content too (Apple, `cornerRadius`: "the
    // radius … applies to the content when masksToBounds is true"): an image view's image
    // and a label's text are drawn inside the clip, with the sublayers.
    if open.masksToBounds, hasContent(view) { open.clips = true }
    beginSublayers(of: open, to: &capture.items)
    appendContent(of: view, look: look, traits: traits, window: window, to: &capture.items)
    appendSublayers(
      of: view.layer, view: view, id: id, transform: transform, window: inner, style: style,
      depth: depth + 1, snapshots: snapshots, to: &capture)
    if let scrollView = view as? UIScrollView {
      appendIndicators(
        of: scrollView, id: id, look: look, style: style, window: inner, to: &capture)
    }
    endLayer(open, to: &capture.items)
  }

  /// Appends a scroll view's indicators above its content, inside its clip
  /// (``UIScrollView/indicatorItems(id:transform:bounds:appearance:now:)``). While they show or
  /// fade, the opacity follows the clock and the geometry the offset, content size and
  /// insets, so the scroll view (and the views above it) are walked afresh every frame.
  private static func appendIndicators(
    of scrollView: UIScrollView, id: String, look: LayerLook, style: UIUserInterfaceStyle,
    window: UIWindow, to capture: inout Capture
  ) {
    let now = window.scheduler.now
    let visibility = scrollView.indicatorVisibility
    guard visibility.opacity(at: now) > 0 || visibility.changesAfter(now) else { return }
    capture.unkept += 1
    capture.items.append(
      contentsOf: scrollView.indicatorItems(
        id: id, transform: look.transform, bounds: look.bounds, appearance: style, now: now))
  }

  /// Whether ``appendContent(of:look:traits:window:to:)`` draws anything for `view`.
  private static func hasContent(_ view: UIView) -> Bool {
    if let imageView = view as? UIImageView { return imageView.shownImage != nil }
    if let label = view as? UILabel { return label.text?.isEmpty == false }
    return false
  }

  /// Appends a view's own content: an image view's image, a label's text.
  private static func appendContent(
    of view: UIView, look: LayerLook, traits: UITraitCollection, window: UIWindow,
    to items: inout [DisplayItem]
  ) {
    if let imageView = view as? UIImageView, let image = imageView.shownImage,
      let rect = imageView.imageRect(in: look.bounds)
    {
      let tint = image.templateColor(
        tint: imageView.tintColor.resolvedColor(with: traits).cgColor,
        templatesAutomatic: imageView.templatesAutomaticImages, traits: traits)
      var content = image.content
      if let resizable = image as? ResizableImage, rect.size != image.size,
        let bitmap = resizable.ninePartBitmap(
          size: rect.size, scale: imageView.window?.screenScale ?? 2)
      {
        content = .bitmap(bitmap)
      }
      items.append(
        .image(
          DisplayImage(
            id: look.id, transform: look.transform, rect: rect, content: content, tint: tint)))
    }
    if let label = view as? UILabel, let text = label.text, !text.isEmpty {
      let fitting = label.fittingFont(width: look.bounds.width)
      let font = drawable(fitting.displayFont, of: label, in: window)
      let rich = label.richText(
        traits: traits, fontScale: fitting.pointSize / max(label.font.pointSize, 0.001))
      if rich == nil, let shadow = label.shadowColor?.resolvedColor(with: traits).cgColor,
        shadow.alpha > 0
      {
        let offset = label.shadowOffset
        items.append(
          .text(
            DisplayText(
              id: look.id + "/shadow",
              transform: CGAffineTransform(translationX: offset.width, y: offset.height)
                .concatenating(look.transform),
              rect: look.bounds, string: text, font: font, color: shadow,
              alignment: label.drawnAlignment(label.textAlignment),
              numberOfLines: label.numberOfLines,
              wraps: !(label.lineBreakMode == .byClipping && label.numberOfLines == 1),
              truncation: label.lineBreakMode.truncation,
              breaksAtCharacters: label.lineBreakMode == .byCharWrapping)))
      }
      items.append(
        .text(
          DisplayText(
            id: look.id, transform: look.transform, rect: look.bounds, string: text,
            font: font,
            color: label.textColor.resolvedColor(with: traits).cgColor,
            alignment: label.drawnAlignment(label.textAlignment),
            numberOfLines: label.numberOfLines,
            wraps: !(label.lineBreakMode == .byClipping && label.numberOfLines == 1),
            truncation: label.lineBreakMode.truncation,
            breaksAtCharacters: label.lineBreakMode == .byCharWrapping, rich: rich)))
    }
  }

  /// Appends the sublayers of `view`'s layer (whose bounds space maps to window points by
  /// `transform`) in ``CALayer/sublayers`` order: a subview's layer draws its view, with the
  /// identifier its index in `subviews` gives (`root.0.2`, unchanged by layers in between); a
  /// layer of its own draws as `ID/layer[i]`, `i` its index in `sublayers`. With `snapshots`,
  /// the subviews' snapshots are appended at `depth`, in `subviews` order.
  ///
  /// The subviews' layers are the sublayers that host a view, in `subviews` order (the two
  /// lists change together: `UIView+Hierarchy.swift`), so the k-th such layer draws
  /// `subviews[k]`, read from the array the view owns rather than through each layer's weak
  /// reference to its view.
  private static func appendSublayers(
    of layer: CALayer, view: UIView, id: String, transform: CGAffineTransform,
    window: UIWindow, style: UIUserInterfaceStyle, depth: Int, snapshots: Bool,
    to capture: inout Capture
  ) {
    let sublayers = layer.storedSublayers
    guard !sublayers.isEmpty else { return }
    let subviews = view.subviews
    // Without zPosition the drawing order is the array's, and subviews come in `subviews`
    // order: one pass, nothing allocated (this walk runs over every view of every frame).
    if !sublayers.contains(where: { $0.zPosition != 0 }) {
      var subviewIndex = 0
      for (index, sublayer) in sublayers.enumerated() {
        if sublayer.hostsView {
          let subview = subviews[subviewIndex]
          assert(subview.layer === sublayer, "subviews out of step with the sublayers")
          let subviewID = subview.identifier(
            superview: view, superviewIdentifier: id, index: subviewIndex)
          subviewIndex += 1
          append(
            subview, id: subviewID, parentTransform: transform, window: window, style: style,
            depth: depth, snapshots: snapshots, to: &capture)
        } else {
          appendStandalone(
            sublayer, id: "\(id)/layer[\(index)]", parentTransform: transform, window: window,
            traits: UITraitCollection.of(style, level: window.screenUserInterfaceLevel),
            to: &capture.items)
        }
      }
      return
    }
    // Reordered by zPosition: the subviews' snapshots go first, in `subviews` order, and the
    // walk in drawing order adds items only.
    if snapshots {
      appendSnapshots(
        ofSubviewsOf: view, id: id, transform: transform, window: window, depth: depth,
        to: &capture.views)
    }
    // A subview's id is its index in `subviews`, counted in array order.
    var subviewIndex = 0
    let subviewsByLayer = sublayers.map { sublayer -> (UIView, String)? in
      guard sublayer.hostsView else { return nil }
      defer { subviewIndex += 1 }
      let subview = subviews[subviewIndex]
      return (
        subview,
        subview.identifier(superview: view, superviewIdentifier: id, index: subviewIndex)
      )
    }
    for index in drawingOrder(sublayers) {
      if let (subview, subviewID) = subviewsByLayer[index] {
        append(
          subview, id: subviewID, parentTransform: transform, window: window, style: style,
          depth: depth, snapshots: false, to: &capture)
      } else {
        appendStandalone(
          sublayers[index], id: "\(id)/layer[\(index)]", parentTransform: transform,
          window: window,
          traits: UITraitCollection.of(style, level: window.screenUserInterfaceLevel),
          to: &capture.items)
      }
    }
  }

  /// Appends a layer of its own (no view) and its sublayers, with what the screen shows of it
  /// in `window` (its implicit animations applied: ``Animator/presentation(of:)-(CALayer)``),
  /// and marks it drawn. Hidden or fully transparent layers draw nothing.
  ///
  /// A sublayer of a ``CATransformLayer`` is given `through`, the 3D map of its superlayer
  /// into the nearest flattening ancestor (whose window transform is `parentTransform`), and
  /// `opacityFactor`, the transform layers' opacity it multiplies into its own.
  static func appendStandalone(
    _ layer: CALayer, id: String, parentTransform: CGAffineTransform, window: UIWindow,
    traits: UITraitCollection, through: CATransform3D? = nil, opacityFactor: Double = 1,
    to items: inout [DisplayItem]
  ) {
    layer.hasBeenDrawn = true
    let p = window.animator.presentation(of: layer)
    guard !layer.storedIsHidden, p.opacity > 0 else { return }
    if let transformLayer = layer as? CATransformLayer {
      appendTransformLayer(
        transformLayer, presentation: p, id: id, parentTransform: parentTransform,
        window: window, traits: traits, through: through, opacity: p.opacity * opacityFactor,
        to: &items)
      return
    }
    var transform = CALayer.transformToSuperlayer(
      position: p.position, bounds: p.bounds, anchorPoint: layer.anchorPoint,
      transform: p.transform
    ).concatenating(parentTransform)
    let model = layer.storedTransform
    var projection: (toWindow: ProjectiveTransform, size: CGSize)?
    let affineModel = CATransform3DIsAffine(model)
    switch placement(
      bounds: p.bounds, extent: Self.planeExtent(of: layer, bounds: p.bounds),
      anchorPoint: layer.anchorPoint, position: p.position,
      transform: p.transform3D
        ?? (affineModel
          ? (through == nil ? nil : CATransform3DMakeAffineTransform(p.transform))
          : model),
      superlayer: layer.storedSuperlayer,
      isDoubleSided: layer.isDoubleSided, parentTransform: parentTransform, affine: transform,
      through: through, zPosition: through == nil ? 0 : layer.zPosition)
    {
    case .affine(let exact): transform = exact
    case .projected(let plane, let toWindow, let size):
      transform = plane
      projection = (toWindow, size)
    case .backFacing: return
    }
    let start = items.count
    defer {
      if let projection {
        wrapProjected(
          from: start, id: id, toWindow: projection.toWindow, size: projection.size, in: &items)
      }
    }
    let look = LayerLook(
      id: id, transform: transform, bounds: p.bounds, opacity: p.opacity * opacityFactor,
      fill: backgroundColor(of: layer, traits: traits))
    // A layer of its own is walked with its view every time: what a mask view of its own
    // would not let the view keep does not matter here.
    var unkept = 0
    let mask = maskItems(
      of: layer, id: id, transform: transform, window: window,
      style: traits.userInterfaceStyle, unkept: &unkept)
    let open = beginLayer(layer, look: look, mask: mask, to: &items)
    beginSublayers(of: open, to: &items)
    for index in drawingOrder(layer.storedSublayers) {
      appendStandalone(
        layer.storedSublayers[index], id: "\(id)/layer[\(index)]", parentTransform: transform,
        window: window, traits: traits, to: &items)
    }
    endLayer(open, to: &items)
  }

  /// The indices of `sublayers` back to front: by ``CALayer/zPosition``, equal values in array
  /// order (a stable sort).
  private static func drawingOrder(_ sublayers: [CALayer]) -> [Int] {
    guard sublayers.contains(where: { $0.zPosition != 0 }) else {
      return Array(sublayers.indices)
    }
    return sublayers.indices.sorted {
      (sublayers[$0].zPosition, $0) < (sublayers[$1].zPosition, $1)
    }
  }

}
