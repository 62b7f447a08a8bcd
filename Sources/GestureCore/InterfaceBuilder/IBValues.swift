import Foundation

/// How Interface Builder files spell values, read into UIKit's: booleans, numbers, colours,
/// fonts, content modes, insets. Each reader returns `nil` for a value it does not know, and
/// the builder warns.
enum IBValues {
  /// `YES`/`NO`.
  static func bool(_ text: String?) -> Bool? {
    switch text {
    case "YES": return true
    case "NO": return false
    default: return nil
    }
  }

  /// A number as Xcode writes it (`17`, `0.5`, `-8`).
  static func number(_ text: String?) -> CGFloat? {
    guard let text, let value = Double(text), value.isFinite else { return nil }
    return CGFloat(value)
  }

  /// A constraint multiplier: `0.5`, or a ratio `2:1` (width to height, as Xcode writes it).
  static func multiplier(_ text: String) -> CGFloat? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 {
      return CGFloat(a / b)
    }
    let slash = text.split(separator: "/", omittingEmptySubsequences: false)
    if slash.count == 2, let a = Double(slash[0]), let b = Double(slash[1]), b != 0 {
      return CGFloat(a / b)
    }
    return number(text)
  }

  /// A `<rect>`'s rectangle.
  static func rect(_ element: IBElement) -> CGRect? {
    guard let x = number(element["x"]), let y = number(element["y"]),
      let width = number(element["width"]), let height = number(element["height"])
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// An `<autoresizingMask>`'s mask (`flexibleMinX`, `widthSizable`, `flexibleMaxX`,
  /// `flexibleMinY`, `heightSizable`, `flexibleMaxY` set to `YES`).
  static func autoresizingMask(_ element: IBElement) -> UIView.AutoresizingMask {
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    var mask: UIView.AutoresizingMask = []
    for (name, flag) in flags where bool(element[name]) == true { mask.insert(flag) }
    return mask
  }

  /// An `<edgeInsets>`'s or `<directionalEdgeInsets>`' four values (top, leading/left,
  /// bottom, trailing/right).
  static func insets(_ element: IBElement) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    (
      number(element["top"]) ?? 0, number(element["left"] ?? element["leading"]) ?? 0,
      number(element["bottom"]) ?? 0, number(element["right"] ?? element["trailing"]) ?? 0
    )
  }

  /// A `contentMode` attribute.
  static func contentMode(_ text: String) -> UIView.ContentMode? {
    let modes: [String: UIView.ContentMode] = [
      "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit,
      "scaleAspectFill": .scaleAspectFill, "redraw": .redraw, "center": .center, "top": .top,
      "bottom": .bottom, "left": .left, "right": .right, "topLeft": .topLeft,
      "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
    return modes[text]
  }

  /// A label's `textAlignment`.
  static func textAlignment(_ text: String) -> NSTextAlignment? {
    let alignments: [String: NSTextAlignment] = [
      "natural": .natural, "left": .left, "center": .center, "right": .right,
    ]
    return alignments[text]
  }

  /// A control's `contentHorizontalAlignment`.
  static func horizontalAlignment(_ text: String) -> UIControl.ContentHorizontalAlignment? {
    let values: [String: UIControl.ContentHorizontalAlignment] = [
      "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading,
      "trailing": .trailing,
    ]
    return values[text]
  }

  /// A control's `contentVerticalAlignment`.
  static func verticalAlignment(_ text: String) -> UIControl.ContentVerticalAlignment? {
    let values: [String: UIControl.ContentVerticalAlignment] = [
      "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]
    return values[text]
  }

  /// A `<color>`: `systemColor="systemBlueColor"`, `cocoaTouchSystemColor="darkTextColor"`,
  /// white (`white`, `alpha`) or RGB (`red`, `green`, `blue`, `alpha`) components. Components
  /// in `genericGamma22GrayColorSpace` (Xcode's grey) are converted to sRGB through linear
  /// light (gamma 2.2 decoded, sRGB's curve encoded), so 0 and 1 stay exact; `sRGB`,
  /// `calibratedRGB`, `calibratedWhite` and `deviceRGB` components are taken as sRGB. Display
  /// P3 components are taken as sRGB too and reported by the caller. `nil`: not understood.
  static func color(_ element: IBElement) -> UIColor? {
    if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
      return systemColor(name)
    }
    let alpha = number(element["alpha"]) ?? 1
    if let white = number(element["white"]) {
      let isGamma22 = element["customColorSpace"] == "genericGamma22GrayColorSpace"
      return UIColor(white: isGamma22 ? gamma22ToSRGB(white) : white, alpha: alpha)
    }
    if let red = number(element["red"]), let green = number(element["green"]),
      let blue = number(element["blue"])
    {
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    return nil
  }

  /// A grey of gamma 2.2 as an sRGB component.
  static func gamma22ToSRGB(_ value: CGFloat) -> CGFloat {
    let linear = pow(Double(min(1, max(0, value))), 2.2)
    let encoded = linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    return CGFloat(encoded)
  }

  /// UIKit's colour of a `systemColor` name (`systemBlueColor`, `labelColor`) or an older
  /// `cocoaTouchSystemColor` (`darkTextColor`, `groupTableViewBackgroundColor`).
  static func systemColor(_ name: String) -> UIColor? {
    let colors: [String: UIColor] = [
      "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
      "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
      "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
      "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
      "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
      "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
      "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
      "quaternaryLabel": .quaternaryLabel, "link": .link, "placeholderText": .placeholderText,
      "separator": .separator, "opaqueSeparator": .opaqueSeparator,
      "systemBackground": .systemBackground,
      "secondarySystemBackground": .secondarySystemBackground,
      "tertiarySystemBackground": .tertiarySystemBackground,
      "systemGroupedBackground": .systemGroupedBackground,
      "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
      "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
      "groupTableViewBackground": .groupTableViewBackground, "systemFill": .systemFill,
      "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
      "quaternarySystemFill": .quaternarySystemFill, "tint": .tintColor,
      "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white,
      "gray": .gray, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan,
      "yellow": .yellow, "magenta": .magenta, "orange": .orange, "purple": .purple,
      "brown": .brown, "clear": .clear, "darkText": .darkText, "lightText": .lightText,
    ]
    let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return colors[stem]
  }

  /// The point sizes of the text styles at the default (Large) content size category, with
  /// their weights: Apple's Human Interface Guidelines, "Typography" → "Specifications",
  /// iOS Dynamic Type sizes, Large (default).
  static let textStyles: [String: (CGFloat, UIFont.Weight)] = [
    "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle0": (34, .regular),
    "UICTFontTextStyleTitle1": (28, .regular), "UICTFontTextStyleTitle2": (22, .regular),
    "UICTFontTextStyleTitle3": (20, .regular), "UICTFontTextStyleHeadline": (17, .semibold),
    "UICTFontTextStyleBody": (17, .regular), "UICTFontTextStyleCallout": (16, .regular),
    "UICTFontTextStyleSubhead": (15, .regular), "UICTFontTextStyleFootnote": (13, .regular),
    "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
  ]

  /// A `<fontDescription>`: `type="system"`/`boldSystem`/`italicSystem` with `pointSize` and
  /// `weight`, a text `style`, or a font `name`; `nil` when not understood.
  static func font(_ element: IBElement) -> UIFont? {
    if let style = element["style"] {
      guard let (size, weight) = textStyles[style] else { return nil }
      return .systemFont(ofSize: size, weight: weight)
    }
    let size = number(element["pointSize"]) ?? 17
    switch element["type"] {
    case "system":
      guard let name = element["weight"] else { return .systemFont(ofSize: size) }
      guard let weight = fontWeight(name) else { return nil }
      return .systemFont(ofSize: size, weight: weight)
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case nil:
      guard let name = element["name"] else { return nil }
      return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    default: return nil
    }
  }

  /// A font `weight` attribute (`semibold`).
  static func fontWeight(_ name: String) -> UIFont.Weight? {
    let weights: [String: UIFont.Weight] = [
      "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
      "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy,
      "black": .black,
    ]
    return weights[name]
  }

  /// A constraint attribute; the margin attributes (`leadingMargin`…) are the same attribute
  /// of the view's layout margins guide, flagged by `isMargin`.
  static func layoutAttribute(_ name: String) -> (NSLayoutConstraint.Attribute, isMargin: Bool)? {
    let plain: [String: NSLayoutConstraint.Attribute] = [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
      "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
      "centerY": .centerY,
    ]
    if let attribute = plain[name] { return (attribute, false) }
    let margins: [String: NSLayoutConstraint.Attribute] = [
      "leftMargin": .left, "rightMargin": .right, "topMargin": .top, "bottomMargin": .bottom,
      "leadingMargin": .leading, "trailingMargin": .trailing, "centerXWithinMargins": .centerX,
      "centerYWithinMargins": .centerY,
    ]
    if let attribute = margins[name] { return (attribute, true) }
    return nil
  }
}
