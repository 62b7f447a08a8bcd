import Foundation

/// The direction of the user interface's layout (`UIUserInterfaceLayoutDirection`), raw values
/// as in the SDK.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, as English (`leftToRight`).
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew (`rightToLeft`).
  case rightToLeft = 1
}

/// How a view's content is laid out for the language's direction
/// (`UISemanticContentAttribute`), raw values as in the SDK.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Flips with the language's direction (`unspecified`, the default).
  case unspecified = 0
  /// Playback controls, never flipped (`playback`).
  case playback = 1
  /// Directional controls, never flipped (`spatial`).
  case spatial = 2
  /// Always laid out left to right (`forceLeftToRight`).
  case forceLeftToRight = 3
  /// Always laid out right to left (`forceRightToLeft`).
  case forceRightToLeft = 4
}

extension UIView {
  /// The layout direction the app's language gives: the simulated device runs in English,
  /// left to right.
  static let appLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

  /// How the view's content flips for the language's direction (`semanticContentAttribute`,
  /// default ``UISemanticContentAttribute/unspecified``). It decides
  /// ``effectiveUserInterfaceLayoutDirection``; Auto Layout's leading and trailing stay left and
  /// right whatever it is (the app's language is left to right), so a view forced right to left
  /// records a `layout.unsupported` timeline warning saying its leading/trailing constraints
  /// and stack order are not flipped.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { layoutState.semanticContentAttribute }
    set {
      layoutState.semanticContentAttribute = newValue
      if newValue == .forceRightToLeft {
        SimulationContext.eventLog?.record(
          "layout.unsupported", view: self,
          detail: "semanticContentAttribute .forceRightToLeft: leading/trailing constraints "
            + "and stack views are laid out left to right here")
      }
    }
  }

  /// The layout direction for content with `attribute` in an app whose language runs left to
  /// right (`userInterfaceLayoutDirection(for:)`): right to left only when it is forced so
  /// (Apple: playback and spatial content is never flipped; unspecified follows the language).
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: appLayoutDirection)
  }

  /// The layout direction for content with `attribute` when the surrounding layout runs
  /// `layoutDirection` (`userInterfaceLayoutDirection(for:relativeTo:)`): forced attributes
  /// give their direction, playback and spatial left to right, unspecified `layoutDirection`.
  public class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return layoutDirection
    }
  }

  /// The direction the view's content is laid out in (`effectiveUserInterfaceLayoutDirection`):
  /// ``userInterfaceLayoutDirection(for:)`` of its ``semanticContentAttribute``.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
  }
}
