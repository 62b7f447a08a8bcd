import Foundation

/// The root of a view hierarchy and the place touches enter it, UIKit's `UIWindow`.
///
/// The window owns the simulation's clock (`scheduler`) and `eventLog`, which views and
/// behaviours reach through `view.window`.
open class UIWindow: UIView {
  /// The simulated clock and timer queue (a window made for a scene shares its scene's).
  package let scheduler: Scheduler
  /// The graphics contexts of the code that runs in the window's scene (UIKit's per-thread
  /// stack: `UIGraphicsGetCurrentContext()`).
  package let graphicsContexts: GraphicsContextStack
  /// What happened, for the timeline.
  package private(set) lazy var eventLog = EventLog(scheduler: scheduler)
  /// The running animations and what each view shows now.
  package private(set) lazy var animator = Animator(window: self)
  /// Routes touches to gesture recognizers and views.
  private(set) lazy var gestureRuntime = GestureRuntime(window: self)
  /// The Auto Layout engine of the views in this window (`Layout/LayoutEngine.swift`).
  private(set) lazy var layoutEngine = LayoutEngine(window: self)
  /// What labels measure their text with for their intrinsic content size (`nil`: labels have
  /// none). The command-line tool gives the renderer's Pango measurer.
  package var textMeasurer: (any TextMeasuring)?
  /// The display links called once per frame (owned until invalidated).
  /// The Objective-C messaging of the code that runs in the window's simulation (its classes'
  /// method tables), bound as ``ObjectiveCRuntime/current`` around every step.
  package var objectiveCRuntime: ObjectiveCRuntime?
  /// The display links of the window's run loop (its scheduler's).
  var displayLinks: [CADisplayLink] { scheduler.displayLinks }
  /// The screen's safe-area insets in window points (status bar, notch, home indicator), which
  /// the views' `safeAreaInsets` derive from.
  package var screenSafeAreaInsets: UIEdgeInsets = .zero
  /// Device pixels per point of the screen (`UIScreen.scale`, 2 or 3 on iPhones). Scrolling
  /// settles to within half a pixel of its resting offset.
  package var screenScale: CGFloat = 2
  /// The appearance of the screen (the scenario's `appearance`, default light), which the
  /// window's and its views' ``UIView/traitCollection`` inherit. Set it before the views are
  /// built: nothing is notified when it changes.
  package var screenUserInterfaceStyle: UIUserInterfaceStyle = .light
  /// The level of the screen (the scenario's `interfaceLevel`, default base), which every view
  /// in the window shows. Set it before the views are built: nothing is notified when it
  /// changes.
  package var screenUserInterfaceLevel: UIUserInterfaceLevel = .base
  /// The text size of the screen (the scenario's `contentSizeCategory`, default large), which
  /// every view in the window shows. A change while views are in the window is the person
  /// changing the text size in Settings: labels that adjust their font for the category do,
  /// and every view and root view controller in the window hears
  /// ``UIView/traitCollectionDidChange(_:)`` (``contentSizeCategoryChanged(from:)``).
  package var screenContentSizeCategory: UIContentSizeCategory = .large {
    didSet {
      if screenContentSizeCategory != oldValue { contentSizeCategoryChanged(from: oldValue) }
    }
  }
  /// The app's layout direction (the scenario's `layoutDirection`, default left to right):
  /// the window's and the screen's trait collection `layoutDirection`,
  /// `UIApplication.shared.userInterfaceLayoutDirection`, and what views with an unspecified
  /// ``UIView/semanticContentAttribute`` lay out in. A change re-lays out the window's views.
  package var screenLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
    didSet {
      if screenLayoutDirection != oldValue { layoutDirectionChanged() }
    }
  }
  /// The responder typed keys reach (the first responder), held weakly
  /// (Views/UIResponder+FirstResponder.swift).
  package final weak var firstResponder: UIResponder?
  /// How deep the window is in changes of its first responder; the keyboard follows the
  /// first responder once the outermost change ends.
  final var firstResponderChangeDepth = 0
  /// The software keyboard of the window's screen (Keyboard/SoftwareKeyboard.swift).
  package final lazy var keyboard = SoftwareKeyboard(window: self)
  /// The views and layers that were animating at the last capture (``CapturedSubtree``).
  var animatedAtLastCapture: [AnimatedAtCapture] = []
  /// How many display items and view snapshots the last capture made, to reserve as many.
  var capturedCounts = (items: 0, views: 0)

  /// The screen the window is on (`screen`): the device's, the size of the window's frame, at
  /// ``screenScale``; the same object each time while neither changes.
  public var screen: UIScreen {
    let bounds = CGRect(origin: .zero, size: frame.size)
    if let cached = cachedScreen, cached.bounds == bounds, cached.scale == screenScale,
      cached.traitCollection.userInterfaceStyle == screenUserInterfaceStyle,
      cached.traitCollection.userInterfaceLevel == screenUserInterfaceLevel,
      cached.traitCollection.preferredContentSizeCategory == screenContentSizeCategory,
      cached.traitCollection.layoutDirection.resolved == screenLayoutDirection
    {
      return cached
    }
    let screen = UIScreen(
      bounds: bounds, scale: screenScale, style: screenUserInterfaceStyle,
      level: screenUserInterfaceLevel, category: screenContentSizeCategory,
      layoutDirection: screenLayoutDirection)
    cachedScreen = screen
    return screen
  }
  private var cachedScreen: UIScreen?

  /// The controller whose view fills the window (`rootViewController`, owned). Setting it
  /// loads the controller's view if needed, removes the old root controller's view and
  /// installs the new one as the window's back-most subview, sized to the window's bounds
  /// (Apple: "installs the view controller's view as the content view of the window … the old
  /// views are removed before the new ones are installed"). In a visible window the old
  /// controller disappears and the new one appears.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
      guard let controller = rootViewController else { return }
      let view: UIView = controller.view
      view.frame = bounds
      insertSubview(view, at: 0)
    }
  }

  /// A window's place among the screen's windows, UIKit's `UIWindow.Level`: a window of a
  /// higher level is in front (``normal`` 0, ``statusBar`` 1000, ``alert`` 2000; any value
  /// between).
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat
    /// A level of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A level of `rawValue` (`init(_:)`).
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The app's windows (0).
    public static let normal = Level(0)
    /// The status bar's (1000).
    public static let statusBar = Level(1000)
    /// Alerts' (2000).
    public static let alert = Level(2000)
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The level `amount` above `level` (`.alert + 1`).
    public static func + (level: Level, amount: CGFloat) -> Level { Level(level.rawValue + amount) }
    /// The level `amount` below `level`.
    public static func - (level: Level, amount: CGFloat) -> Level { Level(level.rawValue - amount) }
  }

  /// The window's level (`windowLevel`, default ``Level/normal``). The frames show the
  /// scenario's window (with what it presents); a second window the code makes is not drawn,
  /// whatever its level (docs/uikit-code.md).
  open var windowLevel: Level = .normal

  /// Whether the window is the key window, the one that gets keyboard and other non-touch
  /// events (`isKeyWindow`); set by ``makeKey()`` and ``makeKeyAndVisible()``. Making a
  /// window key resigns the other windows of its scene; windows in no scene are each on their
  /// own.
  public private(set) var isKeyWindow = false

  /// Whether the window has been shown (``makeKeyAndVisible()`` or `isHidden = false`): the
  /// condition for view controllers' appearance calls.
  private(set) var isVisible = false

  /// Controllers waiting for `viewDidAppear` until the next frame is drawn, inner first.
  private var pendingAppearances: [WeakViewController] = []

  /// A window covering `frame`, in screen points (usually the device's full screen).
  ///
  /// Unlike UIKit's windows, which start hidden, a window here is drawn and receives touches
  /// without ``makeKeyAndVisible()`` (working assumption, so that views tested without a
  /// controller need no ceremony); view controllers' appearance calls wait for it.
  public override init(frame: CGRect) {
    scheduler = Scheduler()
    graphicsContexts = GraphicsContextStack()
    super.init(frame: frame)
  }

  /// A window with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    scheduler = Scheduler()
    graphicsContexts = GraphicsContextStack()
    super.init(coder: coder)
  }

  /// A window of `windowScene` (`init(windowScene:)`, iOS 13): it covers the scene's screen
  /// (its frame is the screen's bounds, as on iOS), takes the screen's scale, safe-area
  /// insets, appearance, level and text size, joins ``UIWindowScene/windows`` and, sharing the
  /// simulation's clock and timeline, is the window the run shows when the scene delegate
  /// makes it (docs/uikit-code.md, "The app and scene delegates").
  public init(windowScene: UIWindowScene) {
    let host = windowScene.host
    scheduler = host.scheduler
    graphicsContexts = host.graphicsContexts
    super.init(frame: host.bounds)
    eventLog = host.eventLog
    screenSafeAreaInsets = host.safeAreaInsets
    screenScale = host.scale
    screenUserInterfaceStyle = host.style
    screenUserInterfaceLevel = host.level
    screenContentSizeCategory = host.category
    screenLayoutDirection = host.layoutDirection
    // An initializer's own assignment runs no observer: join the scene here.
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// The scene the window belongs to (`windowScene`, held weakly as on iOS); setting it moves
  /// the window into that scene's ``UIWindowScene/windows``.
  public weak var windowScene: UIWindowScene? {
    didSet {
      guard oldValue !== windowScene else { return }
      oldValue?.remove(self)
      windowScene?.add(self)
    }
  }

  /// The application that runs the window's simulation (``UIApplication/shared`` while it
  /// runs): owned by the window, made with a scene holding the window on first use unless a
  /// launch gave it one.
  package var application: UIApplication {
    if let ownedApplication { return ownedApplication }
    let application = UIApplication(simulating: self)
    ownedApplication = application
    return application
  }
  /// The application the window owns, once made (``application``).
  package var ownedApplication: UIApplication?

  /// The next responder: the window's scene (then the application and its delegate), as on
  /// iOS; a window in no scene ends the chain.
  open override var next: UIResponder? { super.next ?? windowScene }

  /// Whether the window is hidden (`isHidden`, default false here). Setting it to false shows
  /// the window: the controllers in it begin to appear, as with ``makeKeyAndVisible()``;
  /// setting it to true makes them disappear.
  open override var isHidden: Bool {
    didSet {
      if isHidden { hideForAppearance() } else { showForAppearance() }
    }
  }

  /// Makes the window the key window (`makeKey()`); the scene's other windows stop being key
  /// (``UIWindowScene/keyWindow``).
  open func makeKey() {
    for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
    isKeyWindow = true
  }

  /// Makes the window the key window and shows it (`makeKeyAndVisible()`): the root view
  /// controller (and every controller whose view is in the window) gets `viewWillAppear` now;
  /// the layout pass and `viewDidAppear` follow with the next frame.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Sends `viewDidAppear` to the controllers that began to appear since the last call, inner
  /// first (the end of UIKit's run loop turn, after the frame is committed). The simulation
  /// calls it after capturing each frame.
  func finishAppearanceTransitions() {
    let pending = pendingAppearances
    pendingAppearances.removeAll()
    for entry in pending {
      guard let controller = entry.object, controller.appearanceState == .appearing,
        controller.viewIfLoaded?.window === self
      else { continue }
      controller.appearanceState = .appeared
      controller.viewDidAppear(false)
    }
  }

  /// Queues `viewDidAppear` for `controllers` (inner first) until the next drawn frame.
  func queueAppearance(of controllers: [UIViewController]) {
    pendingAppearances += controllers.map(WeakViewController.init)
  }

  private func showForAppearance() {
    guard !isVisible else { return }
    isVisible = true
    UIViewController.beginAppearance(of: self, in: self)
  }

  private func hideForAppearance() {
    guard isVisible else { return }
    let leaving = UIViewController.beginDisappearance(of: self)
    isVisible = false
    UIViewController.endDisappearance(of: leaving)
  }

  /// Delivers a touch event (`sendEvent(_:)`): each touch that begins is hit-tested once and
  /// keeps that view; the gesture recognizers of the hit view and its ancestors see every phase
  /// first, then the view gets one responder call per phase with its touches, in the order the
  /// touches were first seen, unless a recognizer withholds or takes them
  /// (``UIGestureRecognizer/cancelsTouchesInView``, ``UIGestureRecognizer/delaysTouchesEnded``).
  /// Gesture actions run after the batch.
  /// Breaks what a gesture in progress ties together (the recognizers' touches, the touches'
  /// views), so that a window dropped mid-gesture frees its whole view tree.
  isolated deinit {
    gestureRuntime.abandonTouches()
  }

  open func sendEvent(_ event: UIEvent) {
    gestureRuntime.dispatch(event)
  }
}
