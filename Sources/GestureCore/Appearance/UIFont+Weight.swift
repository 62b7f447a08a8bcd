import Foundation

extension UIFont {
  /// A font weight on UIKit's scale, −1 (lightest) … 1 (heaviest), regular at 0
  /// (`UIFont.Weight`). The named weights carry UIKit's raw values, as declared in the iOS SDK
  /// (`UIFontWeightUltraLight` … `UIFontWeightBlack`).
  ///
  /// The renderer draws a weight with the nearest face of the pinned font set; see
  /// ``DisplayFont/cssWeight`` for how the scale maps to weight classes and faces.
  public struct Weight: Hashable, RawRepresentable, Sendable {
    /// The weight, −1…1.
    public var rawValue: CGFloat

    /// A weight with the given raw value (`init(rawValue:)`).
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// A weight with the given raw value (`init(_:)`).
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// −0.8 (`ultraLight`).
    public static let ultraLight = Weight(-0.8)
    /// −0.6 (`thin`).
    public static let thin = Weight(-0.6)
    /// −0.4 (`light`).
    public static let light = Weight(-0.4)
    /// 0 (`regular`).
    public static let regular = Weight(0)
    /// 0.23 (`medium`).
    public static let medium = Weight(0.23)
    /// 0.3 (`semibold`).
    public static let semibold = Weight(0.3)
    /// 0.4 (`bold`).
    public static let bold = Weight(0.4)
    /// 0.56 (`heavy`).
    public static let heavy = Weight(0.56)
    /// 0.62 (`black`).
    public static let black = Weight(0.62)

    /// The named weights, lightest first, with the word iOS puts in system font names
    /// (`.SFUI-Semibold`).
    static let named: [(weight: Weight, name: String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      (.black, "Black"),
    ]

    /// The name of the named weight nearest to this one ("Regular", "Semibold"…).
    var nearestName: String {
      Weight.named.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
        .name
    }
  }
}
