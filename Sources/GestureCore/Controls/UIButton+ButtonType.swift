import Foundation

extension UIButton {
  /// A button's style, fixed when it is created (`UIButton.ButtonType`, UIKit's raw values).
  ///
  /// `.custom` draws exactly what it is given (white titles by default). `.system` draws its
  /// title in the ``UIView/tintColor`` and dims it while highlighted. The other types are
  /// system-style buttons whose glyphs (the ⓘ of `.infoLight`, the + of `.contactAdd`, the ×
  /// of `.close`) are not drawn: they behave and draw as `.system`.
  public enum ButtonType: Int, Sendable, CaseIterable {
    /// No style (`UIButton()`, `UIButton(frame:)`).
    case custom = 0
    /// A system style button, as in navigation bars and toolbars (iOS 7).
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button for light backgrounds.
    case infoLight = 3
    /// An information button for dark backgrounds.
    case infoDark = 4
    /// A contact add button.
    case contactAdd = 5
    /// A close button to dismiss panels and views (iOS 13).
    case close = 7

    /// The rounded-rectangle style, since iOS 7 the same as ``system`` (`roundedRect`).
    public static var roundedRect: ButtonType { .system }
  }
}
