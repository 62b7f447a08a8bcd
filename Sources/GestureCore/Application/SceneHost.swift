import Foundation

/// What a window scene passes to the windows made for it (``UIWindow/init(windowScene:)``):
/// the simulation's clock, timeline and graphics contexts, and the screen the scenario
/// describes, taken from the window the simulation first made.
@MainActor
package struct SceneHost {
  /// The simulation's clock and timer queue.
  package let scheduler: Scheduler
  /// The simulation's timeline.
  package let eventLog: EventLog
  /// The graphics contexts of the code that runs in the scene.
  package let graphicsContexts: GraphicsContextStack
  /// The screen's bounds in points.
  package let bounds: CGRect
  /// The screen's safe-area insets in points.
  package let safeAreaInsets: UIEdgeInsets
  /// Device pixels per point.
  package let scale: CGFloat
  /// The screen's appearance.
  package let style: UIUserInterfaceStyle
  /// The screen's level.
  package let level: UIUserInterfaceLevel
  /// The screen's text size.
  package let category: UIContentSizeCategory
  /// The app's layout direction.
  package let layoutDirection: UIUserInterfaceLayoutDirection

  /// The host of `window`'s simulation, as the window is now.
  package init(window: UIWindow) {
    scheduler = window.scheduler
    eventLog = window.eventLog
    graphicsContexts = window.graphicsContexts
    bounds = CGRect(origin: .zero, size: window.frame.size)
    safeAreaInsets = window.screenSafeAreaInsets
    scale = window.screenScale
    style = window.screenUserInterfaceStyle
    level = window.screenUserInterfaceLevel
    category = window.screenContentSizeCategory
    layoutDirection = window.screenLayoutDirection
  }
}
