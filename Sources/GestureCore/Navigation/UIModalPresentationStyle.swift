import Foundation

/// How a presented controller is shown (`UIModalPresentationStyle`, UIKit's raw values); the
/// style a transition coordinator reports (`.none` for a navigation push or pop).
public enum UIModalPresentationStyle: Int, Sendable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case blurOverFullScreen = 8
}
