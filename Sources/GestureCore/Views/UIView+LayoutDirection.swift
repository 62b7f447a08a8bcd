import Foundation

/// The direction of the user interface's layout (`UIUserInterfaceLayoutDirection`), raw values
/// as in the SDK.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
  /// Left to right, as English (`leftToRight`).
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew (`rightToLeft`).
  case rightToLeft = 1
}

/// The layout direction a trait collection carries (`UITraitEnvironmentLayoutDirection`), raw
/// values as in the SDK (`unspecified` is -1; the others equal
/// ``UIUserInterfaceLayoutDirection``'s).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
  /// Not given (`unspecified`, -1).
  case unspecified = -1
  /// Left to right (`leftToRight`, 0).
  case leftToRight = 0
  /// Right to left (`rightToLeft`, 1).
  case rightToLeft = 1

  /// The trait value of `direction`.
  package init(_ direction: UIUserInterfaceLayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The direction this value gives: left to right when unspecified.
  package var resolved: UIUserInterfaceLayoutDirection {
    self == .rightToLeft ? .rightToLeft : .leftToRight
  }
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
  /// The layout direction for content with `attribute` in the app's direction
  /// (`userInterfaceLayoutDirection(for:)`): forced attributes give their direction, playback
  /// and spatial content left to right, unspecified the app's
  /// (`UIApplication.shared.userInterfaceLayoutDirection`, the scenario's `layoutDirection`).
  public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(for: attribute, relativeTo: appLayoutDirection)
  }

  /// The layout direction for content with `attribute` when the surrounding layout runs
  /// `layoutDirection` (`userInterfaceLayoutDirection(for:relativeTo:)`): forced attributes
  /// give their direction, playback and spatial left to right (Apple: such content is never
  /// flipped), unspecified `layoutDirection`.
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

  /// The direction the view's immediate content is laid out in
  /// (`effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` resolved
  /// relative to its trait collection's `layoutDirection`, which is its superview's effective
  /// direction (the app's for a window, and for a view in no window the current traits').
  /// So a `.forceLeftToRight` view's whole subtree stays left to right in a right-to-left app.
  /// Each read walks up to the window: O(depth).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    UIView.userInterfaceLayoutDirection(
      for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The direction the view inherits: its superview's effective direction, the app's for a
  /// window, the current traits' (left to right when unspecified) for a view in no window.
  var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
    if let superview { return superview.effectiveUserInterfaceLayoutDirection }
    if let window = self as? UIWindow { return window.screenLayoutDirection }
    return UITraitCollection.current.layoutDirection.resolved
  }

  /// The app's direction where code runs: the running scene's screen's, else left to right.
  static var appLayoutDirection: UIUserInterfaceLayoutDirection {
    UITraitCollection.current.layoutDirection.resolved
  }

  /// Whether the view's content runs right to left (``effectiveUserInterfaceLayoutDirection``).
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The alignment `alignment` draws with in this view: `.natural` is right-aligned when the
  /// view's content runs right to left (Apple, `NSTextAlignment.natural`: "the default
  /// alignment for the script"; UIKit aligns it to the leading edge), the others as given.
  func drawnAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
    alignment == .natural && isRightToLeft ? .right : alignment
  }

  /// After a change of direction in this view's subtree: the window's engine rebuilds its
  /// directional constraints at the next pass, the view and its superview lay out again, and
  /// the subtree's kept captures are dropped (natural text and mirrored content redraw).
  func layoutDirectionChanged() {
    window?.layoutEngine.directionChanged()
    setNeedsLayout()
    superview?.setNeedsLayout()
    displayDidChange()
    func forget(_ view: UIView) {
      view.setNeedsLayout()
      view.capturedSubtree = nil
      for subview in view.subviews { forget(subview) }
    }
    forget(self)
  }
}
