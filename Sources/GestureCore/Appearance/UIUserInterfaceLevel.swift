import Foundation

/// How high content sits in the interface, UIKit's `UIUserInterfaceLevel` (iOS 13), with
/// UIKit's raw values (`UIInterface.h`: `unspecified` −1, `base` 0, `elevated` 1).
///
/// In the dark appearance the system background colours are lighter at the elevated level, so
/// a sheet or popover stands out from the base content behind it (Apple, Human Interface
/// Guidelines, "Dark Mode": "base" and "elevated" background colours); in light they are the
/// same at both levels. This core does not present sheets or popovers: a scenario's
/// `interfaceLevel` sets the level of the whole screen.
public enum UIUserInterfaceLevel: Int, Sendable, Hashable, CaseIterable {
  /// No level given (`unspecified`): colours resolve as at the base level.
  case unspecified = -1
  /// The window's main content (`base`).
  case base = 0
  /// Content above the base level, such as a sheet or a popover (`elevated`).
  case elevated = 1
}
