import Foundation

/// The appearance a trait collection asks for, UIKit's `UIUserInterfaceStyle`, with UIKit's raw
/// values (Apple, `UIUserInterfaceStyle`: `unspecified` 0, `light` 1, `dark` 2).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
  /// No style given (`unspecified`): inherit it (as an override) or, when a colour is resolved,
  /// the light appearance.
  case unspecified = 0
  /// The light appearance (`light`), the only one before iOS 13.
  case light = 1
  /// The dark appearance (`dark`, iOS 13).
  case dark = 2
}
