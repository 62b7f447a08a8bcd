import Foundation

/// How a presented controller moves on screen (`UIModalTransitionStyle`, UIKit's raw values),
/// docs/presentation.md.
public enum UIModalTransitionStyle: Int, Sendable {
  /// Up from the bottom edge when presented, back down when dismissed (`coverVertical`, the
  /// default).
  case coverVertical = 0
  /// A flip around the vertical axis (`flipHorizontal`); drawn as a cross-dissolve here, with
  /// a `presentation.unsupported` timeline warning.
  case flipHorizontal = 1
  /// A fade from the presenter to the presented controller (`crossDissolve`).
  case crossDissolve = 2
  /// A page curl (`partialCurl`); drawn as a cross-dissolve here, with a
  /// `presentation.unsupported` timeline warning.
  case partialCurl = 3
}
