import Foundation

/// How much room an interface has along one axis (`UIUserInterfaceSizeClass`, UIKit's raw
/// values).
///
/// The screen's size classes come from the device (Apple, Human Interface Guidelines,
/// "Layout" → "Device size classes"): every iPhone in portrait has a compact width and a
/// regular height; iPads in full screen are regular both ways. The simulated screens are
/// portrait iPhones (the presets: compact width, regular height); a custom device at least
/// 744 points wide (the narrowest iPad, iPad mini) is regular in width, and one at least 744
/// points tall or taller than wide is regular in height.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
  /// Not given (`unspecified`).
  case unspecified = 0
  /// Constrained space (`compact`).
  case compact = 1
  /// Ample space (`regular`).
  case regular = 2

  /// The size classes of a screen of `size` points: (horizontal, vertical).
  static func of(screen size: CGSize) -> (
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
  ) {
    let horizontal: UIUserInterfaceSizeClass = size.width >= 744 ? .regular : .compact
    let vertical: UIUserInterfaceSizeClass =
      size.height >= 744 || size.height > size.width ? .regular : .compact
    return (horizontal, vertical)
  }
}
