import Foundation

extension UIButton.Configuration {
  /// How round a configured button's background corners are (`UIButton.Configuration.
  /// CornerStyle`, raw values as the SDK's). Radii (points, working assumptions from iOS 17
  /// screenshots; Apple names the styles but documents no numbers): ``small`` 4, ``medium`` 6,
  /// ``large`` 12, ``capsule`` half the shorter side of the background, ``fixed`` the
  /// background's own ``UIBackgroundConfiguration/cornerRadius``. ``dynamic`` follows the
  /// button size: small corners for `.mini` and `.small`, medium for `.medium`, large for
  /// `.large`.
  public enum CornerStyle: Int, Sendable, CaseIterable {
    /// The background's corner radius, unchanged.
    case fixed = -1
    /// A radius chosen by the button size (the default).
    case dynamic = 0
    /// Slightly rounded corners, 4 pt.
    case small = 1
    /// Moderately rounded corners, 6 pt.
    case medium = 2
    /// Very rounded corners, 12 pt.
    case large = 3
    /// Fully rounded ends: half the shorter side.
    case capsule = 4

    /// The radius for a background of `size` in a button of `buttonSize` whose background
    /// asks for `fixedRadius`, points.
    func radius(for size: CGSize, buttonSize: Size, fixedRadius: CGFloat) -> CGFloat {
      switch self {
      case .fixed: return fixedRadius
      case .dynamic:
        switch buttonSize {
        case .mini, .small: return 4
        case .medium: return 6
        case .large: return 12
        }
      case .small: return 4
      case .medium: return 6
      case .large: return 12
      case .capsule: return max(0, min(size.width, size.height) / 2)
      }
    }
  }

  /// The preferred size of a configured button (`UIButton.Configuration.Size`, raw values as
  /// the SDK's). Each size sets the title and subtitle fonts (Dynamic Type styles) and the
  /// default ``UIButton/Configuration/contentInsets`` (points):
  ///
  /// | Size | Title | Subtitle | Insets (top/bottom, leading/trailing) |
  /// |---|---|---|---|
  /// | `.mini` | caption1 (12 pt) | caption2 (11 pt) | 3, 8 |
  /// | `.small` | subheadline (15 pt) | caption1 (12 pt) | 5, 10 |
  /// | `.medium` | body (17 pt) | subheadline (15 pt) | 7, 12 |
  /// | `.large` | body (17 pt) | subheadline (15 pt) | 14, 20 |
  ///
  /// The medium row gives a one-line 17 pt title button the 34 pt height iOS 15+ configured
  /// buttons have, and the large row the 48–50 pt of large ones; Apple documents neither, so
  /// the table is a working assumption (docs/buttons.md).
  public enum Size: Int, Sendable, CaseIterable {
    /// Standard size (the default).
    case medium = 0
    /// Small.
    case small = 1
    /// The smallest.
    case mini = 2
    /// Large.
    case large = 3

    /// The default content insets, points.
    var defaultContentInsets: NSDirectionalEdgeInsets {
      switch self {
      case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
      case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large:
        return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The text style of the title.
    var titleStyle: UIFont.TextStyle {
      switch self {
      case .mini: return .caption1
      case .small: return .subheadline
      case .medium, .large: return .body
      }
    }

    /// The text style of the subtitle.
    var subtitleStyle: UIFont.TextStyle {
      switch self {
      case .mini: return .caption2
      case .small: return .caption1
      case .medium, .large: return .subheadline
      }
    }
  }

  /// How a configured button aligns its title and subtitle with each other
  /// (`UIButton.Configuration.TitleAlignment`, raw values as the SDK's).
  public enum TitleAlignment: Int, Sendable, CaseIterable {
    /// Leading beside a leading or trailing image, centred otherwise (the default).
    case automatic = 0
    /// Aligned to the leading edge.
    case leading = 1
    /// Centred.
    case center = 2
    /// Aligned to the trailing edge.
    case trailing = 3
  }
}
