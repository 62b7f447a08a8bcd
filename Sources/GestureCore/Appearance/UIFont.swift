import Foundation

/// A font: a face and a size in points, UIKit's `UIFont`. Immutable, shareable across threads
/// and not main-actor isolated, as in the iOS SDK; `==` compares name, size and face, as
/// `isEqual(_:)` does on iOS (the core's classes do not inherit `NSObject`).
///
/// iOS's fonts (San Francisco, New York, Menlo, Helvetica…) do not exist off Apple platforms.
/// A font here remembers what was asked for — its ``fontName``, ``familyName``, weight and
/// style — and is drawn with the renderer's pinned font set: sans-serif and unknown families
/// with the system stand-in (DejaVu Sans in the standard set), serif families with the serif
/// one (DejaVu Serif), monospaced ones with the monospaced one (DejaVu Sans Mono). How names
/// are read: `FontNameResolver`. How weights pick a face: ``DisplayFont/cssWeight``.
///
/// The metrics (``lineHeight``, ``ascender``, ``descender``) are those of the standard set's
/// faces, which is what labels are measured and drawn with; iOS's San Francisco is slightly
/// taller (a 17 pt line is 20.29 pt on iOS, 19.79 pt here).
public final class UIFont: Hashable, CustomStringConvertible, Sendable {
  /// The size, points (`pointSize`).
  public let pointSize: CGFloat
  /// The font's name (`fontName`): `.SFUI-Regular`, `.SFUI-Semibold`… for the system font (the
  /// PostScript names iOS 14 and later report), the name given to ``init(name:size:)``
  /// otherwise.
  public let fontName: String
  /// The family name (`familyName`): `.AppleSystemUIFont` for the system font, e.g.
  /// `Helvetica Neue` for `HelveticaNeue-Bold`.
  public let familyName: String
  /// The weight the font was asked for.
  let weight: Weight
  /// Whether an italic (or oblique) face was asked for.
  let isItalic: Bool
  /// Which family of the pinned set draws it.
  let design: FontDesign
  /// Where the size comes from when it follows the text size (Dynamic Type), else `nil`.
  let dynamicType: DynamicTypeOrigin?

  init(
    pointSize: CGFloat, fontName: String, familyName: String, weight: Weight, isItalic: Bool,
    design: FontDesign, dynamicType: DynamicTypeOrigin? = nil
  ) {
    self.pointSize = pointSize
    self.fontName = fontName
    self.familyName = familyName
    self.weight = weight
    self.isItalic = isItalic
    self.design = design
    self.dynamicType = dynamicType
  }

  /// The font named `fontName` at `fontSize` points (`init(name:size:)`), or `nil` when the
  /// name is empty. iOS's families are recognised by PostScript or family name and drawn with
  /// the matching stand-in; any other name is taken as a font the app bundles and drawn with
  /// the system stand-in in the weight and style its name gives (`FontNameResolver`).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let resolved = FontNameResolver.resolve(fontName) else { return nil }
    self.init(
      pointSize: fontSize, fontName: fontName.trimmingCharacters(in: .whitespaces),
      familyName: resolved.familyName, weight: resolved.weight, isItalic: resolved.isItalic,
      design: resolved.design)
  }

  /// The system font at `fontSize` points in the regular weight (`systemFont(ofSize:)`).
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points in `weight` (`systemFont(ofSize:weight:)`).
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    system(size: fontSize, weight: weight, isItalic: false)
  }

  /// The system font at `fontSize` points in the bold weight (`boldSystemFont(ofSize:)`).
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points (`italicSystemFont(ofSize:)`), drawn with the
  /// stand-in's oblique face.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    system(size: fontSize, weight: .regular, isItalic: true)
  }

  /// The monospaced system font at `fontSize` points in `weight`
  /// (`monospacedSystemFont(ofSize:weight:)`, iOS 13), drawn with the monospaced stand-in.
  /// Named `.SFUIMono-<Weight>` in family `.AppleSystemUIFontMonospaced` (working
  /// assumption for the names).
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: ".SFUIMono-\(weight.nearestName)",
      familyName: ".AppleSystemUIFontMonospaced", weight: weight, isItalic: false,
      design: .monospaced)
  }

  /// The system font with digits of equal width (`monospacedDigitSystemFont(ofSize:weight:)`).
  /// The system stand-in's digits already share one advance, so this is the system font.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The standard label font size, 17 points (`labelFontSize`).
  public class var labelFontSize: CGFloat { 17 }
  /// The standard button font size, 18 points (`buttonFontSize`).
  public class var buttonFontSize: CGFloat { 18 }
  /// The standard system font size, 14 points (`systemFontSize`).
  public class var systemFontSize: CGFloat { 14 }
  /// The standard small system font size, 12 points (`smallSystemFontSize`).
  public class var smallSystemFontSize: CGFloat { 12 }

  /// The same face at another size, points (`withSize(_:)`); the result has a fixed size, even
  /// when this font follows the text size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      pointSize: fontSize, fontName: fontName, familyName: familyName, weight: weight,
      isItalic: isItalic, design: design)
  }

  /// The distance from the baseline to the top of the tallest glyphs, points (`ascender`):
  /// 1901/2048 of the size (DejaVu's ascender; 1923/2048 for DejaVu Serif Bold).
  public var ascender: CGFloat {
    let units: Double = design == .serif && displayFont.cssWeight >= 600 ? 1923 : 1901
    return CGFloat(units / 2048 * Double(pointSize))
  }

  /// The distance from the baseline to the bottom of the lowest glyphs, points, negative
  /// (`descender`): −483/2048 of the size (DejaVu's descender).
  public var descender: CGFloat { CGFloat(-483.0 / 2048 * Double(pointSize)) }

  /// The extra space between lines, points (`leading`): 0, the pinned faces' line gap.
  public var leading: CGFloat { 0 }

  /// The height of one line of text, points (`lineHeight`): ``ascender`` − ``descender`` +
  /// ``leading``, what the renderer's layout gives one line of this font (17 pt: 19.79 pt).
  public var lineHeight: CGFloat { ascender - descender + leading }

  /// What the display list carries for this font: the design's family, the size and weight,
  /// italic or not.
  var displayFont: DisplayFont {
    DisplayFont(
      family: design.displayFamily, size: Double(pointSize), weight: Double(weight.rawValue),
      isItalic: isItalic)
  }

  /// Whether two fonts have the same name, family, size, weight and style, and follow the text
  /// size alike (`==`, UIKit's `isEqual(_:)`, which compares the font descriptors: a
  /// preferred font carries its text style).
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.familyName == rhs.familyName
      && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
      && lhs.isItalic == rhs.isItalic && lhs.design == rhs.design
      && lhs.dynamicType == rhs.dynamicType
  }

  /// Hashes the name and size, consistent with `==` (`hash`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// The font as UIKit prints it, without the object address: `<UICTFont> font-family:
  /// ".SFUI-Regular"; font-weight: normal; font-style: normal; font-size: 17.00pt`.
  public var description: String {
    let bold = displayFont.cssWeight >= 600 ? "bold" : "normal"
    let style = isItalic ? "italic" : "normal"
    return "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(bold); font-style: \(style); "
      + "font-size: \(String(format: "%.2f", Double(pointSize)))pt"
  }

  private static func system(size: CGFloat, weight: Weight, isItalic: Bool) -> UIFont {
    var name = weight.nearestName
    if isItalic { name += "Italic" }
    return UIFont(
      pointSize: size, fontName: ".SFUI-\(name)", familyName: ".AppleSystemUIFont",
      weight: weight, isItalic: isItalic, design: .system)
  }
}
