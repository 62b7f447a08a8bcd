import Foundation

/// How a presented controller is shown (`UIModalPresentationStyle`, UIKit's raw values); the
/// style a transition coordinator reports (`.none` for a navigation push or pop).
public enum UIModalPresentationStyle: Int, Sendable {
  /// The system chooses (`automatic`).
  case automatic = -2
  /// No presentation (`none`); a navigation transition reports it.
  case none = -1
  /// Covers the screen (`fullScreen`).
  case fullScreen = 0
  /// A sheet over the presenter (`pageSheet`).
  case pageSheet = 1
  /// A smaller sheet (`formSheet`).
  case formSheet = 2
  /// Covers the controller that defines the presentation context (`currentContext`).
  case currentContext = 3
  /// Laid out by a custom presentation controller (`custom`).
  case custom = 4
  /// Covers the screen, the presenter staying below (`overFullScreen`).
  case overFullScreen = 5
  /// Covers the context, the presenter staying below (`overCurrentContext`).
  case overCurrentContext = 6
  /// A popover (`popover`).
  case popover = 7
  /// Over a blur of the screen (`blurOverFullScreen`).
  case blurOverFullScreen = 8
}
