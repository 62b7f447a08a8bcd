import Foundation

/// Whether a layer draws at the next display pass, and what its last drawing found.
struct LayerDisplayState {
  /// Marked by `setNeedsDisplay()` (a view's layer starts marked: UIKit asks every view to
  /// draw when it first appears).
  var needsDisplay = false
  /// The part to redraw, layer coordinates; `nil` for the whole bounds.
  var dirtyRect: CGRect?
  /// A view's layer whose view turned out not to draw (its `draw(_:)` is UIView's): it keeps
  /// no backing store and is not asked again.
  var drawsNothing = false
  /// Set when the base `draw(in:)`, `UIView.draw(_:)` or a delegate's default is reached.
  var reachedDefault = false
  /// The bitmap the last drawing made (what ``CALayer/contents`` holds unless something else
  /// was set since).
  var backingStore: CGImage?
  /// Earlier backing stores of this size, the oldest first, kept to draw into again once
  /// nothing else holds them (the renderer lets go of a frame's bitmaps when it has drawn the
  /// next frame): a layer redrawn every frame reuses its memory instead of allocating and
  /// clearing a new bitmap each time, and clears only the box its last drawing inked.
  var spareBackingStores: [CGImage] = []

  /// How many earlier backing stores a layer keeps: as many as frames can hold while the
  /// renderer is behind the simulation, and one more that is free. Up to four frames wait for
  /// or are being drawn by the renderer (the PNG sink's queue), and the renderer keeps the
  /// frame before for its damage: the four drawings before the current one can be held, so
  /// the fifth is free. One more covers a frame being handed over. With fewer, a renderer
  /// that falls behind makes every redraw allocate a new bitmap (12 MB at @3x full screen),
  /// whose pages the kernel maps and zeroes one by one while the oldest spare is freed.
  /// A layer redrawn every frame keeps at most this many bitmaps of its size besides its
  /// contents; they go with the layer, or when it draws at another size.
  static let sparesKept = 6

  /// A kept backing store of `width` × `height` pixels that nothing else holds any more,
  /// removed from the spares; `nil` when none is free.
  mutating func takeFreeSpare(width: Int, height: Int) -> CGImage? {
    for index in spareBackingStores.indices {
      guard spareBackingStores[index].width == width, spareBackingStores[index].height == height,
        isKnownUniquelyReferenced(&spareBackingStores[index])
      else { continue }
      return spareBackingStores.remove(at: index)
    }
    return nil
  }

  /// Keeps `image`, the backing store just replaced, to draw into again; the oldest spare
  /// goes when more than ``sparesKept`` are kept, and spares of another size go at once.
  mutating func keepSpare(_ image: CGImage) {
    spareBackingStores.removeAll { $0.width != image.width || $0.height != image.height }
    spareBackingStores.append(image)
    if spareBackingStores.count > Self.sparesKept { spareBackingStores.removeFirst() }
  }
}

/// Core Animation's layer delegate (`CALayerDelegate`): a view is its layer's delegate.
/// Every method is optional; the defaults do nothing.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Fills the layer's ``CALayer/contents`` itself instead of drawing (`display(_:)`).
  func display(_ layer: CALayer)
  /// Draws the layer's content into `ctx`, in the layer's coordinates (origin top left, y down,
  /// points), `draw(_:in:)`.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before the layer draws (`layerWillDraw(_:)`).
  func layerWillDraw(_ layer: CALayer)
  /// The action for the change named `event` of `layer` (`action(for:forKey:)`), the first
  /// place ``CALayer/action(forKey:)`` looks: `nil` (the default) continues the search,
  /// `NSNull()` ends it with no action.
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
  /// Lays out `layer`'s sublayers (`layoutSublayers(of:)`), called by the layer's
  /// ``CALayer/layoutSublayers()`` when it needs layout. A view implements it by running its
  /// own layout (``UIView/layoutSublayers(of:)``).
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  public func display(_ layer: CALayer) { layer.displayState.reachedDefault = true }
  public func draw(_ layer: CALayer, in ctx: CGContext) { layer.displayState.reachedDefault = true }
  public func layerWillDraw(_ layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
  public func layoutSublayers(of layer: CALayer) {}
}

// Drawing a layer's backing store (Core Animation's display cycle): `setNeedsDisplay()` marks
// the layer, and the display pass after each layout pass asks every marked layer in the window
// to `display()`, which draws into a new bitmap of the bounds at `contentsScale` and keeps it
// as `contents`.
extension CALayer {
  /// The layer's delegate (`delegate`): a view's layer answers its view.
  public var delegate: (any CALayerDelegate)? {
    get { view ?? storedDelegate }
    set { storedDelegate = newValue }
  }

  /// Whether the layer is marked to draw (`needsDisplay()`).
  public func needsDisplay() -> Bool { displayState.needsDisplay }

  /// Draws now when marked (`displayIfNeeded()`).
  public func displayIfNeeded() {
    guard displayState.needsDisplay else { return }
    let dirty = displayState.dirtyRect
    displayState.needsDisplay = false
    displayState.dirtyRect = nil
    guard !displayState.drawsNothing else { return }
    displayState.dirtyRect = dirty
    display()
    displayState.dirtyRect = nil
  }

  /// Draws the backing store and keeps it as ``contents``.
  func drawBackingStore() {
    let b = bounds
    let dirty = displayState.dirtyRect.map { $0.intersection(b) }
    guard b.width > 0, b.height > 0, dirty?.isEmpty != true else {
      if view == nil { contents = nil }
      return
    }
    guard let context = CGContext._uiKitContext(size: b.size, scale: contentsScale) else {
      // Too large (over 16,384 pixels on a side) or not finite: said, not silently blank.
      SimulationContext.eventLog?.record(
        "graphics.invalidSize", view: view,
        detail: "the backing store of \(b.width)×\(b.height) points at scale \(contentsScale) "
          + "is over 16384 pixels on a side; the layer's drawing is not shown")
      contents = nil
      return
    }
    if let spare = displayState.takeFreeSpare(width: context.width, height: context.height) {
      context.recycle(spare)
    }
    context.translateBy(x: -b.minX, y: -b.minY)
    let keepsPrevious = dirty != nil || view?.clearsContextBeforeDrawing == false
    if keepsPrevious, let previous = contents as? CGImage, previous.width == context.width,
      previous.height == context.height
    {
      // Only the marked part is drawn (and cleared, unless the view asks not to be); the
      // rest of the last drawing stays.
      context.draw(previous, in: b, flipped: false)
      if let dirty {
        context.clip(to: dirty)
        if view?.clearsContextBeforeDrawing != false { context.clear(dirty) }
      }
    }
    delegate?.layerWillDraw(self)
    displayState.reachedDefault = false
    draw(in: context)
    if !context.isMaterialized, displayState.reachedDefault {
      // Nothing overrides the drawing: a view keeps no backing store (UIKit creates one only
      // for a view that implements draw(_:)); a layer of its own is left empty.
      if view != nil {
        displayState.drawsNothing = true
      } else {
        contents = nil
      }
      return
    }
    if isOpaque, backgroundColor == nil { context.fillBehind(.black) }
    let previous = displayState.backingStore
    let image = context.makeImageTakingBitmap()
    contents = image
    displayState.backingStore = image
    // The replaced drawing is kept to be drawn into again when the renderer is done with it;
    // a bitmap something else set as contents, or one still held elsewhere, is never written.
    if let previous { displayState.keepSpare(previous) }
  }

  /// A view's layer is opaque, as `UIView.isOpaque` defaults to true, and draws when it first
  /// appears.
  func prepareForView() {
    isOpaque = true
    displayState.needsDisplay = true
  }

  /// Redraws after a change of the bounds' size when ``needsDisplayOnBoundsChange``.
  func boundsSizeDidChange() {
    if needsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  /// Displays this layer when marked, then its mask's tree, then its sublayers, depth first
  /// (the display pass).
  func displayTreeIfNeeded() {
    displayIfNeeded()
    storedMask?.displayTreeIfNeeded()
    for sublayer in storedSublayers { sublayer.displayTreeIfNeeded() }
  }
}
