import Foundation

/// UIKit's adaptable system colours and UI element colours, resolved for the **light**
/// appearance (the dark appearance is not modelled yet; see ``UIColor``).
///
/// Sources:
/// - The system colours (`systemRed` … `systemBrown`, `systemGray` … `systemGray6`): Apple's
///   Human Interface Guidelines, "Color" → "Specifications", iOS/iPadOS system colours, light
///   default column, as published for iOS 15–18 (8-bit sRGB, e.g. systemBlue R 0 G 122 B 255,
///   `#007AFF`). The June 2025 guidelines (iOS 26) changed several of them; these are the
///   values of the iOS versions apps run on today.
/// - The UI element colours (`label`, `separator`, the backgrounds and fills): the values
///   UIKit resolves them to in the light appearance since iOS 13, as read from UIKit by
///   noahsark769/ColorCompatibility (`Sources/ColorCompatibility.swift`) and matching
///   Flutter's `CupertinoColors` (`packages/flutter/lib/src/cupertino/colors.dart`); Apple's
///   pages name them without publishing numbers.
extension UIColor {
  /// `#FF3B30` (255, 59, 48) (`systemRed`).
  public class var systemRed: UIColor { System.red }
  /// `#FF9500` (255, 149, 0) (`systemOrange`).
  public class var systemOrange: UIColor { System.orange }
  /// `#FFCC00` (255, 204, 0) (`systemYellow`).
  public class var systemYellow: UIColor { System.yellow }
  /// `#34C759` (52, 199, 89) (`systemGreen`).
  public class var systemGreen: UIColor { System.green }
  /// `#00C7BE` (0, 199, 190) (`systemMint`).
  public class var systemMint: UIColor { System.mint }
  /// `#30B0C7` (48, 176, 199) (`systemTeal`).
  public class var systemTeal: UIColor { System.teal }
  /// `#32ADE6` (50, 173, 230) (`systemCyan`).
  public class var systemCyan: UIColor { System.cyan }
  /// `#007AFF` (0, 122, 255) (`systemBlue`), the default tint colour.
  public class var systemBlue: UIColor { System.blue }
  /// `#5856D6` (88, 86, 214) (`systemIndigo`).
  public class var systemIndigo: UIColor { System.indigo }
  /// `#AF52DE` (175, 82, 222) (`systemPurple`).
  public class var systemPurple: UIColor { System.purple }
  /// `#FF2D55` (255, 45, 85) (`systemPink`).
  public class var systemPink: UIColor { System.pink }
  /// `#A2845E` (162, 132, 94) (`systemBrown`).
  public class var systemBrown: UIColor { System.brown }
  /// `#8E8E93` (142, 142, 147) (`systemGray`).
  public class var systemGray: UIColor { System.gray }
  /// `#AEAEB2` (174, 174, 178) (`systemGray2`).
  public class var systemGray2: UIColor { System.gray2 }
  /// `#C7C7CC` (199, 199, 204) (`systemGray3`).
  public class var systemGray3: UIColor { System.gray3 }
  /// `#D1D1D6` (209, 209, 214) (`systemGray4`).
  public class var systemGray4: UIColor { System.gray4 }
  /// `#E5E5EA` (229, 229, 234) (`systemGray5`).
  public class var systemGray5: UIColor { System.gray5 }
  /// `#F2F2F7` (242, 242, 247) (`systemGray6`).
  public class var systemGray6: UIColor { System.gray6 }

  /// Primary text: (0, 0, 0), alpha 1 (`label`), the default text colour of ``UILabel``.
  public class var label: UIColor { System.label }
  /// Secondary text: (60, 60, 67), alpha 0.6 (`secondaryLabel`).
  public class var secondaryLabel: UIColor { System.secondaryLabel }
  /// Tertiary text: (60, 60, 67), alpha 0.3 (`tertiaryLabel`).
  public class var tertiaryLabel: UIColor { System.tertiaryLabel }
  /// Quaternary text: (60, 60, 67), alpha 0.18 (`quaternaryLabel`).
  public class var quaternaryLabel: UIColor { System.quaternaryLabel }
  /// Links: (0, 122, 255), alpha 1 (`link`).
  public class var link: UIColor { System.link }
  /// Placeholder text: (60, 60, 67), alpha 0.3 (`placeholderText`).
  public class var placeholderText: UIColor { System.placeholderText }
  /// Thin separators that let content show through: (60, 60, 67), alpha 0.29 (`separator`).
  public class var separator: UIColor { System.separator }
  /// Opaque separators: (198, 198, 200), alpha 1 (`opaqueSeparator`).
  public class var opaqueSeparator: UIColor { System.opaqueSeparator }
  /// The main background: white (`systemBackground`).
  public class var systemBackground: UIColor { System.white }
  /// Content on the main background: (242, 242, 247) (`secondarySystemBackground`).
  public class var secondarySystemBackground: UIColor { System.gray6 }
  /// Content on secondary backgrounds: white (`tertiarySystemBackground`).
  public class var tertiarySystemBackground: UIColor { System.white }
  /// The main background of grouped content: (242, 242, 247) (`systemGroupedBackground`).
  public class var systemGroupedBackground: UIColor { System.gray6 }
  /// Content on the grouped background: white (`secondarySystemGroupedBackground`).
  public class var secondarySystemGroupedBackground: UIColor { System.white }
  /// Content on secondary grouped backgrounds: (242, 242, 247)
  /// (`tertiarySystemGroupedBackground`).
  public class var tertiarySystemGroupedBackground: UIColor { System.gray6 }
  /// Fill for thin and small shapes: (120, 120, 128), alpha 0.2 (`systemFill`).
  public class var systemFill: UIColor { System.fill }
  /// Fill for medium shapes: (120, 120, 128), alpha 0.16 (`secondarySystemFill`).
  public class var secondarySystemFill: UIColor { System.secondaryFill }
  /// Fill for large shapes: (118, 118, 128), alpha 0.12 (`tertiarySystemFill`).
  public class var tertiarySystemFill: UIColor { System.tertiaryFill }
  /// Fill for large areas with complex content: (116, 116, 128), alpha 0.08
  /// (`quaternarySystemFill`).
  public class var quaternarySystemFill: UIColor { System.quaternaryFill }
  /// The tint colour (`UIColor.tintColor`, iOS 15). UIKit resolves it against the view it is
  /// used in; this model resolves it to the default tint, ``systemBlue`` (a view's own tint is
  /// ``UIView/tintColor``).
  public class var tintColor: UIColor { System.blue }

  private enum System {
    static func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> UIColor {
      UIColor(
        red: CGFloat(Double(r) / 255), green: CGFloat(Double(g) / 255),
        blue: CGFloat(Double(b) / 255), alpha: CGFloat(alpha))
    }

    static let red = rgb(255, 59, 48)
    static let orange = rgb(255, 149, 0)
    static let yellow = rgb(255, 204, 0)
    static let green = rgb(52, 199, 89)
    static let mint = rgb(0, 199, 190)
    static let teal = rgb(48, 176, 199)
    static let cyan = rgb(50, 173, 230)
    static let blue = rgb(0, 122, 255)
    static let indigo = rgb(88, 86, 214)
    static let purple = rgb(175, 82, 222)
    static let pink = rgb(255, 45, 85)
    static let brown = rgb(162, 132, 94)
    static let gray = rgb(142, 142, 147)
    static let gray2 = rgb(174, 174, 178)
    static let gray3 = rgb(199, 199, 204)
    static let gray4 = rgb(209, 209, 214)
    static let gray5 = rgb(229, 229, 234)
    static let gray6 = rgb(242, 242, 247)
    static let white = rgb(255, 255, 255)
    static let label = rgb(0, 0, 0)
    static let secondaryLabel = rgb(60, 60, 67, alpha: 0.6)
    static let tertiaryLabel = rgb(60, 60, 67, alpha: 0.3)
    static let quaternaryLabel = rgb(60, 60, 67, alpha: 0.18)
    static let link = rgb(0, 122, 255)
    static let placeholderText = rgb(60, 60, 67, alpha: 0.3)
    static let separator = rgb(60, 60, 67, alpha: 0.29)
    static let opaqueSeparator = rgb(198, 198, 200)
    static let fill = rgb(120, 120, 128, alpha: 0.2)
    static let secondaryFill = rgb(120, 120, 128, alpha: 0.16)
    static let tertiaryFill = rgb(118, 118, 128, alpha: 0.12)
    static let quaternaryFill = rgb(116, 116, 128, alpha: 0.08)
  }
}
