import Foundation

/// UIKit's adaptable system colours and UI element colours: dynamic colours
/// (``UIColor/init(dynamicProvider:)``) with a light and a dark value, resolved per trait
/// collection (an unspecified style resolves light, as UIKit does).
///
/// Sources:
/// - The system colours (`systemRed` … `systemBrown`, `systemGray` … `systemGray6`): Apple's
///   Human Interface Guidelines, "Color" → "Specifications", iOS/iPadOS system colours, the
///   default light and dark columns, as published for iOS 15–18 (8-bit sRGB, e.g. systemBlue
///   R 0 G 122 B 255, `#007AFF`, and `#0A84FF` dark). The June 2025 guidelines (iOS 26) changed
///   several of them; these are the values of the iOS versions apps run on today.
/// - The UI element colours (`label`, `separator`, the backgrounds and fills): the values
///   UIKit resolves them to in the light and dark appearances since iOS 13 (base level, normal
///   contrast), as read from UIKit by noahsark769/ColorCompatibility
///   (`Sources/ColorCompatibility.swift`) and matching Flutter's `CupertinoColors`
///   (`packages/flutter/lib/src/cupertino/colors.dart`, `color` and `darkColor`); Apple's
///   pages name them without publishing numbers. Dark `systemBackground` is black `#000000`,
///   dark `label` white.
/// - The six background colours also have an elevated dark value, used when the trait
///   collection's ``UITraitCollection/userInterfaceLevel`` is ``UIUserInterfaceLevel/elevated``
///   (a sheet or popover over the base level; here the scenario's `interfaceLevel`): Flutter's
///   `CupertinoColors` `darkElevatedColor` (api.flutter.dev, "systemBackground constant"),
///   the values of Apple's Human Interface Guidelines' "Dark Mode" table of base and elevated
///   backgrounds. The light values and every other colour are the same at both levels. The
///   increased-contrast variants are not modelled.
extension UIColor {
  /// Light `#FF3B30` (255, 59, 48), dark `#FF453A` (255, 69, 58) (`systemRed`).
  public class var systemRed: UIColor { System.red }
  /// Light `#FF9500` (255, 149, 0), dark `#FF9F0A` (255, 159, 10) (`systemOrange`).
  public class var systemOrange: UIColor { System.orange }
  /// Light `#FFCC00` (255, 204, 0), dark `#FFD60A` (255, 214, 10) (`systemYellow`).
  public class var systemYellow: UIColor { System.yellow }
  /// Light `#34C759` (52, 199, 89), dark `#30D158` (48, 209, 88) (`systemGreen`).
  public class var systemGreen: UIColor { System.green }
  /// Light `#00C7BE` (0, 199, 190), dark `#63E6E2` (99, 230, 226) (`systemMint`).
  public class var systemMint: UIColor { System.mint }
  /// Light `#30B0C7` (48, 176, 199), dark `#40C8E0` (64, 200, 224) (`systemTeal`).
  public class var systemTeal: UIColor { System.teal }
  /// Light `#32ADE6` (50, 173, 230), dark `#64D2FF` (100, 210, 255) (`systemCyan`).
  public class var systemCyan: UIColor { System.cyan }
  /// Light `#007AFF` (0, 122, 255), dark `#0A84FF` (10, 132, 255) (`systemBlue`), the default tint
  /// colour.
  public class var systemBlue: UIColor { System.blue }
  /// Light `#5856D6` (88, 86, 214), dark `#5E5CE6` (94, 92, 230) (`systemIndigo`).
  public class var systemIndigo: UIColor { System.indigo }
  /// Light `#AF52DE` (175, 82, 222), dark `#BF5AF2` (191, 90, 242) (`systemPurple`).
  public class var systemPurple: UIColor { System.purple }
  /// Light `#FF2D55` (255, 45, 85), dark `#FF375F` (255, 55, 95) (`systemPink`).
  public class var systemPink: UIColor { System.pink }
  /// Light `#A2845E` (162, 132, 94), dark `#AC8E68` (172, 142, 104) (`systemBrown`).
  public class var systemBrown: UIColor { System.brown }
  /// Light `#8E8E93` (142, 142, 147), dark `#8E8E93` (142, 142, 147) (`systemGray`).
  public class var systemGray: UIColor { System.gray }
  /// Light `#AEAEB2` (174, 174, 178), dark `#636366` (99, 99, 102) (`systemGray2`).
  public class var systemGray2: UIColor { System.gray2 }
  /// Light `#C7C7CC` (199, 199, 204), dark `#48484A` (72, 72, 74) (`systemGray3`).
  public class var systemGray3: UIColor { System.gray3 }
  /// Light `#D1D1D6` (209, 209, 214), dark `#3A3A3C` (58, 58, 60) (`systemGray4`).
  public class var systemGray4: UIColor { System.gray4 }
  /// Light `#E5E5EA` (229, 229, 234), dark `#2C2C2E` (44, 44, 46) (`systemGray5`).
  public class var systemGray5: UIColor { System.gray5 }
  /// Light `#F2F2F7` (242, 242, 247), dark `#1C1C1E` (28, 28, 30) (`systemGray6`).
  public class var systemGray6: UIColor { System.gray6 }
  /// Primary text, the default text colour of ``UILabel``: light `#000000` (0, 0, 0), dark `#FFFFFF`
  /// (255, 255, 255) (`label`).
  public class var label: UIColor { System.label }
  /// Secondary text: light (60, 60, 67), alpha 0.6, dark (235, 235, 245), alpha 0.6
  /// (`secondaryLabel`).
  public class var secondaryLabel: UIColor { System.secondaryLabel }
  /// Tertiary text: light (60, 60, 67), alpha 0.3, dark (235, 235, 245), alpha 0.3 (`tertiaryLabel`).
  public class var tertiaryLabel: UIColor { System.tertiaryLabel }
  /// Quaternary text: light (60, 60, 67), alpha 0.18, dark (235, 235, 245), alpha 0.18
  /// (`quaternaryLabel`).
  public class var quaternaryLabel: UIColor { System.quaternaryLabel }
  /// Links: light `#007AFF` (0, 122, 255), dark `#0984FF` (9, 132, 255) (`link`).
  public class var link: UIColor { System.link }
  /// Placeholder text: light (60, 60, 67), alpha 0.3, dark (235, 235, 245), alpha 0.3
  /// (`placeholderText`).
  public class var placeholderText: UIColor { System.placeholderText }
  /// Thin separators that let content show through: light (60, 60, 67), alpha 0.29, dark (84, 84,
  /// 88), alpha 0.6 (`separator`).
  public class var separator: UIColor { System.separator }
  /// Opaque separators: light `#C6C6C8` (198, 198, 200), dark `#38383A` (56, 56, 58)
  /// (`opaqueSeparator`).
  public class var opaqueSeparator: UIColor { System.opaqueSeparator }
  /// The main background: light `#FFFFFF` (255, 255, 255), dark `#000000` (0, 0, 0), dark
  /// elevated `#1C1C1E` (28, 28, 30) (`systemBackground`).
  public class var systemBackground: UIColor { System.background }
  /// Content on the main background: light `#F2F2F7` (242, 242, 247), dark `#1C1C1E` (28, 28,
  /// 30), dark elevated `#2C2C2E` (44, 44, 46) (`secondarySystemBackground`).
  public class var secondarySystemBackground: UIColor { System.secondaryBackground }
  /// Content on secondary backgrounds: light `#FFFFFF` (255, 255, 255), dark `#2C2C2E` (44, 44,
  /// 46), dark elevated `#3A3A3C` (58, 58, 60) (`tertiarySystemBackground`).
  public class var tertiarySystemBackground: UIColor { System.tertiaryBackground }
  /// The main background of grouped content: light `#F2F2F7` (242, 242, 247), dark `#000000` (0,
  /// 0, 0), dark elevated `#1C1C1E` (28, 28, 30) (`systemGroupedBackground`).
  public class var systemGroupedBackground: UIColor { System.groupedBackground }
  /// The grouped table background of iOS 12 and earlier (`groupTableViewBackground`,
  /// deprecated in iOS 13, where UIKit returns ``systemGroupedBackground``).
  public class var groupTableViewBackground: UIColor { System.groupedBackground }
  /// Content on the grouped background: light `#FFFFFF` (255, 255, 255), dark `#1C1C1E` (28, 28,
  /// 30), dark elevated `#2C2C2E` (44, 44, 46) (`secondarySystemGroupedBackground`).
  public class var secondarySystemGroupedBackground: UIColor { System.secondaryGroupedBackground }
  /// Content on secondary grouped backgrounds: light `#F2F2F7` (242, 242, 247), dark `#2C2C2E`
  /// (44, 44, 46), dark elevated `#3A3A3C` (58, 58, 60) (`tertiarySystemGroupedBackground`).
  public class var tertiarySystemGroupedBackground: UIColor { System.tertiaryGroupedBackground }
  /// Fill for thin and small shapes: light (120, 120, 128), alpha 0.2, dark (120, 120, 128), alpha
  /// 0.36 (`systemFill`).
  public class var systemFill: UIColor { System.fill }
  /// Fill for medium shapes: light (120, 120, 128), alpha 0.16, dark (120, 120, 128), alpha 0.32
  /// (`secondarySystemFill`).
  public class var secondarySystemFill: UIColor { System.secondaryFill }
  /// Fill for large shapes: light (118, 118, 128), alpha 0.12, dark (118, 118, 128), alpha 0.24
  /// (`tertiarySystemFill`).
  public class var tertiarySystemFill: UIColor { System.tertiaryFill }
  /// Fill for large areas with complex content: light (116, 116, 128), alpha 0.08, dark (118, 118,
  /// 128), alpha 0.18 (`quaternarySystemFill`).
  public class var quaternarySystemFill: UIColor { System.quaternaryFill }
  /// The tint colour (`UIColor.tintColor`, iOS 15). UIKit resolves it against the view it is
  /// used in; this model resolves it to the default tint, ``systemBlue`` (a view's own tint is
  /// ``UIView/tintColor``).
  public class var tintColor: UIColor { System.blue }

  private enum System {
    /// A dynamic colour of two 8-bit sRGB values: `light` for the light and unspecified
    /// styles, `dark` for the dark one.
    static func dynamic(_ light: UIColor, _ dark: UIColor) -> UIColor {
      UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    /// A dynamic colour of three values: `light` for the light and unspecified styles at any
    /// level, `dark` for the dark style at the base and unspecified levels, `darkElevated` for
    /// the dark style at the elevated level.
    static func leveled(_ light: UIColor, _ dark: UIColor, elevated darkElevated: UIColor)
      -> UIColor
    {
      UIColor { traits in
        guard traits.userInterfaceStyle == .dark else { return light }
        return traits.userInterfaceLevel == .elevated ? darkElevated : dark
      }
    }

    static func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> UIColor {
      UIColor(
        red: CGFloat(Double(r) / 255), green: CGFloat(Double(g) / 255),
        blue: CGFloat(Double(b) / 255), alpha: CGFloat(alpha))
    }

    static let red = dynamic(rgb(255, 59, 48), rgb(255, 69, 58))
    static let orange = dynamic(rgb(255, 149, 0), rgb(255, 159, 10))
    static let yellow = dynamic(rgb(255, 204, 0), rgb(255, 214, 10))
    static let green = dynamic(rgb(52, 199, 89), rgb(48, 209, 88))
    static let mint = dynamic(rgb(0, 199, 190), rgb(99, 230, 226))
    static let teal = dynamic(rgb(48, 176, 199), rgb(64, 200, 224))
    static let cyan = dynamic(rgb(50, 173, 230), rgb(100, 210, 255))
    static let blue = dynamic(rgb(0, 122, 255), rgb(10, 132, 255))
    static let indigo = dynamic(rgb(88, 86, 214), rgb(94, 92, 230))
    static let purple = dynamic(rgb(175, 82, 222), rgb(191, 90, 242))
    static let pink = dynamic(rgb(255, 45, 85), rgb(255, 55, 95))
    static let brown = dynamic(rgb(162, 132, 94), rgb(172, 142, 104))
    static let gray = dynamic(rgb(142, 142, 147), rgb(142, 142, 147))
    static let gray2 = dynamic(rgb(174, 174, 178), rgb(99, 99, 102))
    static let gray3 = dynamic(rgb(199, 199, 204), rgb(72, 72, 74))
    static let gray4 = dynamic(rgb(209, 209, 214), rgb(58, 58, 60))
    static let gray5 = dynamic(rgb(229, 229, 234), rgb(44, 44, 46))
    static let gray6 = dynamic(rgb(242, 242, 247), rgb(28, 28, 30))
    static let label = dynamic(rgb(0, 0, 0), rgb(255, 255, 255))
    static let secondaryLabel = dynamic(rgb(60, 60, 67, alpha: 0.6), rgb(235, 235, 245, alpha: 0.6))
    static let tertiaryLabel = dynamic(rgb(60, 60, 67, alpha: 0.3), rgb(235, 235, 245, alpha: 0.3))
    static let quaternaryLabel = dynamic(
      rgb(60, 60, 67, alpha: 0.18), rgb(235, 235, 245, alpha: 0.18))
    static let link = dynamic(rgb(0, 122, 255), rgb(9, 132, 255))
    static let placeholderText = dynamic(
      rgb(60, 60, 67, alpha: 0.3), rgb(235, 235, 245, alpha: 0.3))
    static let separator = dynamic(rgb(60, 60, 67, alpha: 0.29), rgb(84, 84, 88, alpha: 0.6))
    static let opaqueSeparator = dynamic(rgb(198, 198, 200), rgb(56, 56, 58))
    static let background = leveled(
      rgb(255, 255, 255), rgb(0, 0, 0), elevated: rgb(28, 28, 30))
    static let secondaryBackground = leveled(
      rgb(242, 242, 247), rgb(28, 28, 30), elevated: rgb(44, 44, 46))
    static let tertiaryBackground = leveled(
      rgb(255, 255, 255), rgb(44, 44, 46), elevated: rgb(58, 58, 60))
    static let groupedBackground = leveled(
      rgb(242, 242, 247), rgb(0, 0, 0), elevated: rgb(28, 28, 30))
    static let secondaryGroupedBackground = leveled(
      rgb(255, 255, 255), rgb(28, 28, 30), elevated: rgb(44, 44, 46))
    static let tertiaryGroupedBackground = leveled(
      rgb(242, 242, 247), rgb(44, 44, 46), elevated: rgb(58, 58, 60))
    static let fill = dynamic(rgb(120, 120, 128, alpha: 0.2), rgb(120, 120, 128, alpha: 0.36))
    static let secondaryFill = dynamic(
      rgb(120, 120, 128, alpha: 0.16), rgb(120, 120, 128, alpha: 0.32))
    static let tertiaryFill = dynamic(
      rgb(118, 118, 128, alpha: 0.12), rgb(118, 118, 128, alpha: 0.24))
    static let quaternaryFill = dynamic(
      rgb(116, 116, 128, alpha: 0.08), rgb(118, 118, 128, alpha: 0.18))
  }
}
