import Foundation

/// A view whose bounds origin (`contentOffset`) the user moves by dragging, UIKit's
/// `UIScrollView`, with UIKit's rubber band, deceleration and bounce
/// (docs/scrolling.md).
///
/// - Dragging: the scroll view's own `panGestureRecognizer` (the scroll view is its weak target
///   and its delegate) moves `contentOffset` opposite to the finger. Past an edge the excess is
///   rubber-banded (`RubberBand`, b = (1 − 1/(x·0.55/d + 1))·d) when `bounces` is on, clamped
///   otherwise. The pan counts only movement along axes the view can scroll.
/// - Releasing: outside the edges the content springs back (`BounceSpring`); inside, it
///   decelerates at `decelerationRate` per millisecond (`Deceleration`) and, if that carries
///   it past an edge, hands its velocity to the bounce spring there. With `isPagingEnabled` it
///   settles on a multiple of the bounds size. Motion runs on a `CADisplayLink`, so every frame
///   sets the model `contentOffset` and sends `scrollViewDidScroll`.
/// - Content touches: with `delaysContentTouches` the content gets `touchesBegan` only after
///   150 ms without scrolling, or at lift; when scrolling begins after the content got the
///   touch, the content gets `touchesCancelled` if `canCancelContentTouches` and
///   `touchesShouldCancel(in:)` allow, otherwise the scroll view does not scroll.
///
/// Offsets, sizes and insets are points; velocities points per second.
open class UIScrollView: UIView {
  /// How the safe area is added to `contentInset` (`UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
    /// As `scrollableAxes` here (no navigation controller is modelled): the default.
    case automatic
    /// The safe area is added on an axis only when the content scrolls along it (larger than
    /// the bounds, or `alwaysBounce…` set).
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added.
    case always
  }

  /// The size of the scrollable content, points (default zero).
  open var contentSize: CGSize = .zero {
    didSet {
      didChangeValue(forKey: "contentSize", from: oldValue, to: contentSize)
      // A navigation controller's toolbar following this scroll view finds its scroll edge.
      if contentSize != oldValue {
        navigationTrackingThis?.trackedScrollViewDidResize()
        tabBarTrackingThis?.updateScrollEdge()
      }
    }
  }
  /// Extra space around the content, points (default zero).
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      didChangeValue(forKey: "contentInset", from: oldValue, to: contentInset)
      checkAdjustedContentInset()
    }
  }
  /// How the safe area adjusts the insets (default `.automatic`).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { checkAdjustedContentInset() }
  }
  /// The ``adjustedContentInset`` last told (``adjustedContentInsetDidChange()``).
  var toldAdjustedContentInset = UIEdgeInsets.zero

  /// Called when ``adjustedContentInset`` changed (`adjustedContentInsetDidChange()`): when
  /// `contentInset` or `contentInsetAdjustmentBehavior` is set, or at a layout of the scroll
  /// view after the safe area it includes changed. The default tells the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)`; an override calls `super`.
  open func adjustedContentInsetDidChange() {
    sendToDelegate("scrollViewDidChangeAdjustedContentInset") {
      $0.scrollViewDidChangeAdjustedContentInset(self)
    }
  }

  /// Lays out the subviews, then tells of a changed ``adjustedContentInset`` (the safe area it
  /// includes is known at layout).
  open override func layoutSubviews() {
    super.layoutSubviews()
    checkAdjustedContentInset()
  }

  /// Calls ``adjustedContentInsetDidChange()`` when ``adjustedContentInset`` differs from the
  /// value last told by more than 1e-9 pt on an edge. The safe area of a scrolled view is
  /// measured through its moved bounds, which leaves rounding noise of about 1e-14 pt that
  /// changes from frame to frame; UIKit tells the delegate only of real changes, so noise is
  /// not one (without the tolerance the delegate heard of "a change" on every frame of a drag).
  func checkAdjustedContentInset() {
    let now = adjustedContentInset
    guard !Self.sameInsets(now, toldAdjustedContentInset) else { return }
    toldAdjustedContentInset = now
    adjustedContentInsetDidChange()
    tabBarTrackingThis?.updateScrollEdge()
  }

  /// Whether `a` and `b` are within 1e-9 pt of each other on every edge.
  static func sameInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool {
    abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9
      && abs(a.bottom - b.bottom) < 1e-9 && abs(a.right - b.right) < 1e-9
  }
  /// Whether the content rubber-bands past its edges and bounces back (default true).
  open var bounces = true
  /// Whether a vertical drag scrolls (and bounces) even when the content is not taller than the
  /// bounds (default false).
  open var alwaysBounceVertical = false
  /// Whether a horizontal drag scrolls even when the content is not wider than the bounds.
  open var alwaysBounceHorizontal = false
  /// Whether a drag that starts along one axis scrolls only along it
  /// (`isDirectionalLockEnabled`, default false). With content that scrolls both ways, a drag
  /// whose first movement is within 30° of the horizontal moves only `contentOffset.x` (and
  /// releases with no vertical velocity), within 30° of the vertical only `y`; a diagonal
  /// start (30°–60°) is not locked and moves freely until the finger lifts, as Apple documents.
  /// Apple gives no angle: the 30° is this tool's ([scrolling.md](scrolling.md)).
  open var isDirectionalLockEnabled = false
  /// How a drag of the content dismisses the keyboard (`keyboardDismissMode`, default `.none`;
  /// UIScrollView+Keyboard.swift).
  open var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether the drag under way went below the keyboard's top edge (`.interactive`).
  final var dragReachedKeyboard = false
  /// Whether the user can scroll (default true).
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether scrolling settles on multiples of the bounds size (default false).
  open var isPagingEnabled = false
  /// The fraction of velocity kept per millisecond after release (`.normal`, 0.998, by default;
  /// `.fast`, 0.99).
  open var decelerationRate = DecelerationRate.normal
  /// Whether content touches wait 150 ms to see if the user scrolls (default true).
  open var delaysContentTouches = true {
    didSet { delayRecognizer.isEnabled = delaysContentTouches }
  }
  /// Whether scrolling may cancel touches the content already has (default true).
  open var canCancelContentTouches = true
  /// Whether the horizontal scroll indicator shows while the content scrolls
  /// (`showsHorizontalScrollIndicator`, default true): a rounded bar 3 pt thick along the
  /// bottom edge, drawn above the content while the content scrolls horizontally and fading
  /// out after (docs/scrolling.md, "Scroll indicators").
  open var showsHorizontalScrollIndicator = true
  /// Whether the vertical scroll indicator shows while the content scrolls
  /// (`showsVerticalScrollIndicator`, default true): the bar along the trailing edge (the
  /// right, or the left in a right-to-left layout), as ``showsHorizontalScrollIndicator``.
  open var showsVerticalScrollIndicator = true
  /// The indicators' colour (`indicatorStyle`, default `.default`: dark in the light
  /// appearance, light in the dark one).
  open var indicatorStyle = IndicatorStyle.default
  /// Whether the indicators' tracks keep clear of the safe area on top of their insets
  /// (`automaticallyAdjustsScrollIndicatorInsets`, iOS 13, default true).
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// When the indicators show and fade (``ScrollIndicatorVisibility``).
  var indicatorVisibility = ScrollIndicatorVisibility()
  /// Shows the scroll indicators for a moment (`flashScrollIndicators()`): fully opaque for
  /// 0.5 s, then fading out over 0.33 s, on axes whose content scrolls and whose
  /// `shows…ScrollIndicator` is on. A scroll view outside a window shows nothing.
  open func flashScrollIndicators() {
    guard let window else { return }
    indicatorVisibility.flash(at: window.scheduler.now)
    displayDidChange()
  }
  /// How far the vertical scroll indicator's track is inset from the scroll view's edges,
  /// points, beyond its own 3 pt (`verticalScrollIndicatorInsets`, iOS 13, default zero); the
  /// safe area is added when ``automaticallyAdjustsScrollIndicatorInsets``.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal scroll indicator's track is inset, points
  /// (`horizontalScrollIndicatorInsets`, iOS 13, default zero), as
  /// ``verticalScrollIndicatorInsets``.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Both indicators' insets (`scrollIndicatorInsets`, deprecated in iOS 13): setting it sets
  /// ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``; reading it
  /// gives the vertical one.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether a tap on the status bar scrolls this view to the top (`scrollsToTop`, default
  /// true). A scenario has no status-bar tap, so nothing asks it; kept for code that reads it.
  open var scrollsToTop = true
  /// The delegate (weak).
  open weak var delegate: (any UIScrollViewDelegate)?
  /// The pull-to-refresh control (`refreshControl`, iOS 10), owned; setting it puts it in the
  /// scroll view behind the content and takes the old one out
  /// (`Controls/UIRefreshControl.swift` has its threshold and look).
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      if let oldValue {
        oldValue.scrollView = nil
        oldValue.removeFromSuperview()
        refreshInset = 0
      }
      guard let refreshControl else { return }
      refreshControl.scrollView = self
      insertSubview(refreshControl, at: 0)
      if refreshControl.isRefreshing { refreshInset = UIRefreshControl.height }
      refreshControl.update()
    }
  }
  /// The top inset a refreshing ``refreshControl`` adds to ``adjustedContentInset``, points.
  package var refreshInset: CGFloat = 0
  /// The recognizer that drags the content.
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
  /// Whether a finger is on the content.
  open private(set) var isTracking = false
  /// Whether the user is scrolling with a finger.
  open private(set) var isDragging = false
  /// Whether the content is moving on its own after the finger lifted.
  open private(set) var isDecelerating = false

  let delayRecognizer = DelayedTouchesBeganGestureRecognizer()
  /// The zoom limits, scale, pinch and animation (`Scrolling/UIScrollView+Zooming.swift`).
  package let zooming = ScrollViewZooming()
  /// The pan's delegate (`Scrolling/ScrollViewPanDelegate.swift`), owned here since a
  /// recognizer holds its delegate weakly.
  private lazy var panDelegate = ScrollViewPanDelegate(scrollView: self)
  var motion: ScrollMotion?
  private var dragOrigin = CGPoint.zero
  /// The axis the current drag is locked to (``isDirectionalLockEnabled``).
  private var dragLock = DirectionalLock.free
  private var lastPanTime = 0.0
  private var reportedOffset = CGPoint.zero
  private var contentIsTracking = false
  /// Where the automatic initial offset stands (`Scrolling/UIScrollView+InitialOffset.swift`).
  var initialOffsetPlacement = InitialOffsetPlacement.notPlaced

  /// A scroll view with the given frame; it clips its content, as UIKit's does.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A scroll view with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// The defaults both initializers set.
  private func setUp() {
    clipsToBounds = true
    delayRecognizer.name = DelayedTouchesBeganGestureRecognizer.recognizerName
    delayRecognizer.onTimeout = { [weak self] in self?.contentIsTracking = true }
    panGestureRecognizer.name = "scroll"
    (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
    panGestureRecognizer.delegate = panDelegate
    panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
    addGestureRecognizer(delayRecognizer)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// The point of the content shown at the top-left corner: the bounds origin, points.
  /// Setting it stops any motion and sends `scrollViewDidScroll`.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says
  /// (``safeAreaAdjustment``), plus the 60 pt a refreshing ``refreshControl`` adds at the top
  /// once no finger drags the content (so a refresh that begins during a pull does not move the
  /// content under the finger; the release then settles with the control showing).
  public var adjustedContentInset: UIEdgeInsets {
    var result = contentInset + safeAreaAdjustment
    if !isDragging { result.top += refreshInset }
    return result
  }

  /// The part of ``adjustedContentInset`` that comes from the safe area, points: all of
  /// ``UIView/safeAreaInsets`` for `.always`, none for `.never`; for `.automatic` and
  /// `.scrollableAxes`, the top and bottom insets when the content is taller than the bounds or
  /// `alwaysBounceVertical` is set, the left and right insets likewise horizontally (Apple,
  /// `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes`); `.automatic` also always
  /// takes the top and bottom insets of the content view of a controller shown by a navigation
  /// or tab bar controller (Apple, `.automatic`: "content is always adjusted vertically when the
  /// scroll view is the content view of a view controller that is currently displayed by a
  /// navigation or tab bar controller"), read here as the controller's view or its first
  /// subview, the scroll view iOS 7's `automaticallyAdjustsScrollViewInsets` adjusted.
  package var safeAreaAdjustment: UIEdgeInsets {
    let safe = safeAreaInsets
    var adjustment = UIEdgeInsets.zero
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always: adjustment = safe
    case .automatic, .scrollableAxes:
      if contentSize.height > bounds.height || alwaysBounceVertical
        || (contentInsetAdjustmentBehavior == .automatic && isBarControllersContentView)
      {
        adjustment.top = safe.top
        adjustment.bottom = safe.bottom
      }
      if contentSize.width > bounds.width || alwaysBounceHorizontal {
        adjustment.left = safe.left
        adjustment.right = safe.right
      }
    }
    return adjustment
  }

  /// Whether this is the content view of a controller a navigation or tab bar controller
  /// shows: the controller's view, or its view's first subview.
  private var isBarControllersContentView: Bool {
    let controller =
      owningViewController
      ?? (superview?.subviews.first === self ? superview?.owningViewController : nil)
    guard let controller else { return false }
    return controller.navigationController != nil || controller.tabBarController != nil
  }

  /// The safe-area insets the scroll view passes to its content, points: its own
  /// ``UIView/safeAreaInsets`` less ``safeAreaAdjustment`` on each edge, measured from the
  /// visible bounds (see ``UIView/safeAreaInsets``). An edge whose band the content inset
  /// already keeps content out of gives the content no inset.
  package var contentSafeAreaInsets: UIEdgeInsets {
    let safe = safeAreaInsets
    let adjustment = safeAreaAdjustment
    return UIEdgeInsets(
      top: max(0, safe.top - adjustment.top), left: max(0, safe.left - adjustment.left),
      bottom: max(0, safe.bottom - adjustment.bottom),
      right: max(0, safe.right - adjustment.right))
  }

  /// The offsets the content rests between: from `−adjustedContentInset` to the content's far
  /// edge plus its inset minus the bounds size (never below the minimum).
  package var contentOffsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
    return (minX...maxX, minY...maxY)
  }

  /// Whether a drag can move the content horizontally.
  package var scrollsHorizontally: Bool {
    let range = contentOffsetRange.x
    return range.upperBound > range.lowerBound || (alwaysBounceHorizontal && bounces)
  }

  /// Whether a drag can move the content vertically.
  package var scrollsVertically: Bool {
    let range = contentOffsetRange.y
    return range.upperBound > range.lowerBound || (alwaysBounceVertical && bounces)
  }

  /// Moves the content to `offset` (`setContentOffset(_:animated:)`). Not animated, it jumps
  /// and sends one `scrollViewDidScroll`; animated, it moves there over 0.3 s along the
  /// ease-in-out curve, one `scrollViewDidScroll` per frame, then
  /// `scrollViewDidEndScrollingAnimation`. UIKit's duration is not documented; 0.3 s is the
  /// commonly measured value.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    stopMotion()
    initialOffsetPlacement = .final
    guard animated, let window, offset != contentOffset else {
      bounds.origin = offset
      if !isDragging { indicatorsEndScrolling() }
      return
    }
    let start = window.scheduler.now
    motion = ScrollMotion(
      x: .animated(from: Double(contentOffset.x), to: Double(offset.x), start: start),
      y: .animated(from: Double(contentOffset.y), to: Double(offset.y), start: start),
      endsWithScrollingAnimation: true)
    indicatorsBeginScrolling()
    startDisplayLink()
  }

  /// Whether a drag that starts after `view` (part of the content) received its touch may take
  /// the touch away (`touchesShouldCancel(in:)`): true except for controls, so a button that
  /// is already tracking a finger keeps it.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// Reports offset changes to the delegate, and marks the scroll view as needing layout: as
  /// in UIKit, where a scroll view lays out on every scroll (what table and collection views
  /// place their cells in), so subviews placed by constraints get their solved frames back at
  /// the next pass even if a `scrollViewDidScroll` set their frames by hand.
  package override func viewGeometryDidChange() {
    super.viewGeometryDidChange()
    let offset = bounds.origin
    guard offset != reportedOffset else { return }
    let previous = reportedOffset
    reportedOffset = offset
    setNeedsLayout()
    refreshControl?.update()
    sendToDelegate("scrollViewDidScroll", detail: "contentOffset \(format(offset))") {
      $0.scrollViewDidScroll(self)
    }
    // Observers of `contentOffset` hear of it after the delegate, as the automatic
    // notification of `setContentOffset:` follows the setter's body on iOS.
    didChangeValue(forKey: "contentOffset", from: previous, to: offset)
    // A navigation bar following this scroll view (a large title) follows it now.
    navigationTrackingThis?.trackedScrollViewDidScroll()
    // A tab bar following this scroll view finds its scroll edge.
    tabBarTrackingThis?.updateScrollEdge()
  }

  /// The content came to rest after a drag (or its deceleration): a navigation bar following
  /// this scroll view snaps a half-collapsed large title.
  private func didComeToRest() {
    navigationTrackingThis?.trackedScrollViewDidComeToRest(self)
  }

  /// Places the initial offset provisionally when the scroll view is added to a view already
  /// in a window (``placeInitialOffset(final:)``); the first layout pass places it for good.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    placeInitialOffset(final: false)
  }

  /// The layout pass visited the scroll view: it places the initial offset provisionally from
  /// the frame and `contentSize` the pass solved, and the layout cycle that ran the pass places
  /// it for good once all its passes are done (``UIView/layoutIfNeeded()``), when the safe area
  /// has settled too.
  package override func layoutPassDidVisit() {
    super.layoutPassDidVisit()
    guard case .final = initialOffsetPlacement else {
      placeInitialOffset(final: false)
      if let engine = window?.layoutEngine,
        !engine.provisionalScrollViews.contains(where: { $0 === self })
      {
        engine.provisionalScrollViews.append(self)
      }
      return
    }
  }

  /// Until the initial offset is placed for good, every layout pass visits the scroll view.
  package override var needsLayoutPassVisit: Bool {
    if case .final = initialOffsetPlacement { return false }
    return true
  }

  // MARK: Gesture arbitration

  /// The pan begins unless scrolling is off, or the content already tracks the touch and may
  /// not lose it (UIScrollView overrides UIView's `gestureRecognizerShouldBegin(_:)` the same
  /// way). Other recognizers are asked of the superclass.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    guard gestureRecognizer === panGestureRecognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    guard isScrollEnabled else { return false }
    if contentIsTracking, let touched = lastTouchedContent {
      return canCancelContentTouches && touchesShouldCancel(in: touched)
    }
    return true
  }

  /// What the pan's delegate does for a new touch (UIKit's scroll view is the delegate of its
  /// own pan): records which axes count for the pan and which view the touch is in, and stops
  /// moving content under a new finger. The stopped content is still decelerating
  /// (`isDecelerating` stays true) until the finger drags it (``handlePan(_:)``) or lifts
  /// (``panDidReset()``).
  func panShouldReceive(_ gestureRecognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      if touchIsKeptFromScrolling(touch) { return false }
      panGestureRecognizer.countsHorizontalMovement = scrollsHorizontally
      panGestureRecognizer.countsVerticalMovement = scrollsVertically
      contentIsTracking = !delaysContentTouches && touch.view !== self
      lastTouchedContent = touch.view === self ? nil : touch.view
      isTracking = true
      if isDecelerating {
        // A finger on moving content stops it, as on a device.
        stopMotion()
        decelerationStoppedByTouch = true
      }
    }
    return true
  }

  private weak var lastTouchedContent: UIView?
  /// Whether a finger landed on decelerating content and stopped it, and has neither dragged
  /// nor lifted since.
  private var decelerationStoppedByTouch = false

  /// The pan reset: the fingers it tracked lifted. Content a finger stopped while it
  /// decelerated, and did not drag, ends its motion as UIKit's does:
  /// `scrollViewDidEndDragging(_:willDecelerate: false)` (with `isDecelerating` still true; an
  /// iOS log, flowkey/UIKit-cross-platform pull request 307), then `scrollViewDidEndDecelerating`
  /// (sent since iOS 13; not by iOS 9 and 10). Content stopped past an edge reports
  /// `willDecelerate: true` and bounces back instead, ending with `scrollViewDidEndDecelerating`.
  func panDidReset() {
    isTracking = false
    guard decelerationStoppedByTouch, !isDragging else { return }
    decelerationStoppedByTouch = false
    let planned = ScrollMotion.afterRelease(
      of: self, velocity: .zero, target: ScrollMotion.proposedTarget(of: self, velocity: .zero),
      at: window?.scheduler.now ?? 0)
    sendToDelegate(
      "scrollViewDidEndDragging",
      detail: "velocity \(format(CGPoint.zero)) pt/s, willDecelerate \(planned != nil)"
    ) { $0.scrollViewDidEndDragging(self, willDecelerate: planned != nil) }
    if let planned {
      motion = planned
      startDisplayLink()
      return
    }
    isDecelerating = false
    indicatorsEndScrolling()
    sendToDelegate(
      "scrollViewDidEndDecelerating", detail: "contentOffset \(format(contentOffset))"
    ) { $0.scrollViewDidEndDecelerating(self) }
    didComeToRest()
  }

  // MARK: Dragging

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      initialOffsetPlacement = .final
      if decelerationStoppedByTouch {
        // The finger that stopped the content drags it: that deceleration is over.
        decelerationStoppedByTouch = false
        isDecelerating = false
        sendToDelegate(
          "scrollViewDidEndDecelerating", detail: "contentOffset \(format(contentOffset))"
        ) { $0.scrollViewDidEndDecelerating(self) }
      }
      isDragging = true
      indicatorsBeginScrolling()
      dragOrigin = unbandedOffset()
      dragLock =
        isDirectionalLockEnabled && scrollsHorizontally && scrollsVertically ? .undecided : .free
      sendToDelegate("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
      keyboardDragBegan(pan)
      followFinger(pan)
    case .changed:
      keyboardDragMoved(pan)
      followFinger(pan)
    case .ended:
      let stale = Scheduler.hasElapsed(0.1, from: lastPanTime, to: window?.scheduler.now ?? 0)
      var v = pan.velocity(in: self)
      if !dragLock.movesX { v.x = 0 }
      if !dragLock.movesY { v.y = 0 }
      keyboardDragEnded(velocity: stale ? .zero : v)
      endDragging(velocity: stale ? .zero : CGPoint(x: -v.x, y: -v.y))
    case .cancelled, .failed:
      endDragging(velocity: .zero)
    default:
      break
    }
    if pan.state != .began && pan.state != .changed { isTracking = false }
  }

  private func followFinger(_ pan: UIPanGestureRecognizer) {
    lastPanTime = window?.scheduler.now ?? 0
    let t = pan.translation(in: self)
    if dragLock == .undecided {
      dragLock = DirectionalLock.deciding(pan.movementSinceTouchDown)
    }
    let range = contentOffsetRange
    var offset = contentOffset
    if scrollsHorizontally && dragLock.movesX {
      offset.x = banded(dragOrigin.x - t.x, range.x, dimension: bounds.width)
    }
    if scrollsVertically && dragLock.movesY {
      offset.y = banded(dragOrigin.y - t.y, range.y, dimension: bounds.height)
    }
    bounds.origin = offset
  }

  private func banded(_ value: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat)
    -> CGFloat
  {
    let r = Double(range.lowerBound)...Double(range.upperBound)
    if bounces {
      return CGFloat(RubberBand.clamp(Double(value), to: r, dimension: Double(dimension)))
    }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// The offset a drag starting now continues from: inside the range the offset itself; past
  /// an edge, the edge plus the pull that shows the current stretch, so a finger catching a
  /// bouncing view does not make it jump.
  private func unbandedOffset() -> CGPoint {
    let range = contentOffsetRange
    func unband(_ value: CGFloat, _ r: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
      if value < r.lowerBound {
        return r.lowerBound
          + CGFloat(
            RubberBand.pull(forOffset: Double(value - r.lowerBound), dimension: Double(dimension)))
      }
      if value > r.upperBound {
        return r.upperBound
          + CGFloat(
            RubberBand.pull(forOffset: Double(value - r.upperBound), dimension: Double(dimension)))
      }
      return value
    }
    return CGPoint(
      x: unband(contentOffset.x, range.x, bounds.width),
      y: unband(contentOffset.y, range.y, bounds.height))
  }

  /// Ends a drag released at `velocity` (content velocity, points per second): asks the
  /// delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with the
  /// velocity in points per millisecond (zero on an axis that does not scroll) and the offset
  /// the content would rest at, then moves towards the target the delegate leaves there.
  private func endDragging(velocity: CGPoint) {
    guard isDragging else { return }
    isDragging = false
    let now = window?.scheduler.now ?? 0
    let reported = CGPoint(
      x: scrollsHorizontally ? velocity.x / 1000 : 0,
      y: scrollsVertically ? velocity.y / 1000 : 0)
    var target = releaseTarget(
      proposed: ScrollMotion.proposedTarget(of: self, velocity: velocity), velocity: reported)
    let proposed = target
    if let delegate {
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(
          self, withVelocity: reported, targetContentOffset: pointer)
      }
      window?.eventLog.record(
        "scrollViewWillEndDragging", view: self,
        detail: "velocity \(format(reported)) pt/ms, targetContentOffset \(format(target))"
          + (target == proposed ? "" : " (proposed \(format(proposed)))"))
    }
    let planned = ScrollMotion.afterRelease(
      of: self, velocity: velocity, target: target, at: now)
    let decelerates = planned != nil
    sendToDelegate(
      "scrollViewDidEndDragging",
      detail: "velocity \(format(velocity)) pt/s, willDecelerate \(decelerates)"
    ) { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
    guard let planned else {
      indicatorsEndScrolling()
      didComeToRest()
      return
    }
    motion = planned
    isDecelerating = true
    sendToDelegate("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
    startDisplayLink()
  }

  /// Where a released drag heads before the delegate is asked: `proposed`, the resting offset
  /// of the release at `velocity` (points per millisecond). A collection view asks its layout
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
  func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  // MARK: Motion

  private var displayLink: CADisplayLink?

  private func startDisplayLink() {
    guard let window, displayLink == nil else { return }
    let link = CADisplayLink { [weak self] link in self?.step(at: link.timestamp) }
    link.add(to: window)
    displayLink = link
  }

  private func stopMotion() {
    motion = nil
    displayLink?.invalidate()
    displayLink = nil
  }

  private func step(at time: Double) {
    guard var current = motion else { return stopMotion() }
    let threshold = 0.5 / Double(window?.screenScale ?? 2)
    let range = contentOffsetRange
    let x = current.x.advance(
      to: time, range: Double(range.x.lowerBound)...Double(range.x.upperBound),
      bounces: bounces, threshold: threshold)
    let y = current.y.advance(
      to: time, range: Double(range.y.lowerBound)...Double(range.y.upperBound),
      bounces: bounces, threshold: threshold)
    motion = current
    bounds.origin = CGPoint(x: x, y: y)
    guard current.x.isFinished && current.y.isFinished else { return }
    let scrollingAnimation = current.endsWithScrollingAnimation
    stopMotion()
    indicatorsEndScrolling()
    if scrollingAnimation {
      sendToDelegate("scrollViewDidEndScrollingAnimation") {
        $0.scrollViewDidEndScrollingAnimation(self)
      }
    } else {
      isDecelerating = false
      sendToDelegate(
        "scrollViewDidEndDecelerating", detail: "contentOffset \(format(contentOffset))"
      ) { $0.scrollViewDidEndDecelerating(self) }
      didComeToRest()
    }
  }

  // MARK: Delegate messages

  /// Sends a delegate message and records it in the timeline under `name`, its
  /// `UIScrollViewDelegate` name, only when the scroll view has a delegate (docs/scenario.md,
  /// "Event kinds"): a scroll view whose delegate is `nil` or was released sends nothing and
  /// records nothing. The event is recorded before the call, so what the delegate does in
  /// reply (a `print`, another scroll) follows it.
  func sendToDelegate(
    _ name: String, detail: String = "", _ send: (any UIScrollViewDelegate) -> Void
  ) {
    guard let delegate else { return }
    window?.eventLog.record(name, view: self, detail: detail)
    send(delegate)
  }
}
