import Foundation

/// The root of a view hierarchy and the place touches enter it, UIKit's `UIWindow`.
///
/// The window owns the simulation's clock (`scheduler`) and `eventLog`, which views and
/// behaviours reach through `view.window`.
open class UIWindow: UIView {
  /// The simulated clock and timer queue.
  public let scheduler = Scheduler()
  /// What happened, for the timeline.
  public private(set) lazy var eventLog = EventLog(scheduler: scheduler)
  /// The running animations and what each view shows now.
  public private(set) lazy var animator = Animator(window: self)
  /// Routes touches to gesture recognizers and views.
  private(set) lazy var gestureRuntime = GestureRuntime(window: self)
  /// The Auto Layout engine of the views in this window (`Layout/LayoutEngine.swift`).
  private(set) lazy var layoutEngine = LayoutEngine(window: self)
  /// What labels measure their text with for their intrinsic content size (`nil`: labels have
  /// none). The command-line tool gives the renderer's Pango measurer.
  public var textMeasurer: (any TextMeasuring)?
  /// The display links called once per frame (owned until invalidated).
  var displayLinks: [CADisplayLink] = []
  /// The screen's safe-area insets in window points (status bar, notch, home indicator), which
  /// the views' `safeAreaInsets` derive from.
  public var screenSafeAreaInsets: UIEdgeInsets = .zero
  /// Device pixels per point of the screen (`UIScreen.scale`, 2 or 3 on iPhones). Scrolling
  /// settles to within half a pixel of its resting offset.
  public var screenScale: CGFloat = 2

  /// The controller whose view fills the window (owned). Setting it installs its view as the
  /// window's only controller view, sized to the window's bounds.
  public var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      insertSubview(controller.view, at: 0)
    }
  }

  /// A window covering `frame`, in screen points (usually the device's full screen).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A window with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Delivers a touch event (`sendEvent(_:)`): each touch that begins is hit-tested once and
  /// keeps that view; the gesture recognizers of the hit view and its ancestors see every phase
  /// first, then the view gets one responder call per phase with its touches, in the order the
  /// touches were first seen, unless a recognizer withholds or takes them
  /// (``UIGestureRecognizer/cancelsTouchesInView``, ``UIGestureRecognizer/delaysTouchesEnded``).
  /// Gesture actions run after the batch.
  open func sendEvent(_ event: UIEvent) {
    gestureRuntime.dispatch(event)
  }
}
