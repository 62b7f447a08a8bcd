import Foundation

/// What a font is made of, UIKit's `UIFontDescriptor`: a face (name, weight, style), a size
/// and, for a Dynamic Type font, its text style; ``UIFont/init(descriptor:size:)`` makes the
/// font. The model covers what code uses descriptors for: adding or removing bold and italic
/// (``withSymbolicTraits(_:)``), a monospaced face, another size, and the preferred descriptor
/// of a text style.
public final class UIFontDescriptor: Hashable, CustomStringConvertible, Sendable {
  /// The font the descriptor describes.
  let font: UIFont

  init(font: UIFont) { self.font = font }

  /// The descriptor of the system font of `style` at the current traits' text size
  /// (`preferredFontDescriptor(withTextStyle:)`), as ``UIFont/preferredFont(forTextStyle:)``.
  public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// As ``preferredFontDescriptor(withTextStyle:)`` at the text size of `traitCollection`
  /// (`preferredFontDescriptor(withTextStyle:compatibleWith:)`).
  public class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// The size, points (`pointSize`).
  public var pointSize: CGFloat { font.pointSize }

  /// The font's name (`postscriptName`).
  public var postscriptName: String { font.fontName }

  /// The traits of the face (`symbolicTraits`): bold for semibold and heavier weights (as the
  /// system font reports for semibold), italic, monospaced.
  public var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
    if font.isItalic { traits.insert(.traitItalic) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// The same descriptor with exactly `symbolicTraits` (`withSymbolicTraits(_:)`): traits
  /// left out are removed, so `[descriptor.symbolicTraits, .traitBold]` adds bold while
  /// `.traitBold` alone also drops italic (Apple: the given traits take precedence over the
  /// existing ones). Bold gives the bold weight unless the face is already semibold or heavier;
  /// no bold gives the regular weight to a bold face; monospaced gives the monospaced design.
  /// Returns `nil` when the traits ask for a face the pinned font set does not have (expanded,
  /// condensed, vertical, tight or loose leading), as iOS does for a face it lacks.
  public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let drawable: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitUIOptimized]
    guard drawable.isSuperset(of: symbolicTraits) else { return nil }
    let bold = symbolicTraits.contains(.traitBold)
    var weight = font.weight
    if bold, weight.rawValue < UIFont.Weight.semibold.rawValue { weight = .bold }
    if !bold, weight.rawValue >= UIFont.Weight.semibold.rawValue { weight = .regular }
    let italic = symbolicTraits.contains(.traitItalic)
    let design: FontDesign =
      symbolicTraits.contains(.traitMonoSpace)
      ? .monospaced : (font.design == .monospaced ? .system : font.design)
    var name = font.fontName
    if font.familyName == ".AppleSystemUIFont" || design != font.design {
      name =
        ".SFUI\(design == .monospaced ? "Mono" : "")-\(weight.nearestName)"
        + (italic ? "Italic" : "")
    }
    return UIFontDescriptor(
      font: UIFont(
        pointSize: font.pointSize, fontName: name,
        familyName: design == .monospaced && design != font.design
          ? ".AppleSystemUIFontMonospaced" : font.familyName,
        weight: weight, isItalic: italic, design: design, dynamicType: font.dynamicType))
  }

  /// The same face at `newPointSize` points (`withSize(_:)`), a fixed size.
  public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize))
  }

  /// Whether both describe the same font.
  public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
    lhs.font == rhs.font
  }

  /// Hashes the font, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(font) }

  /// The descriptor as `UICTFontDescriptor <NAME> size 17.00`, without the object address.
  public var description: String {
    "UICTFontDescriptor <\(font.fontName)> size \(String(format: "%.2f", Double(font.pointSize)))"
  }

  /// The traits of a face, UIKit's `UIFontDescriptor.SymbolicTraits`, with Core Text's bit
  /// values (`kCTFontTraitItalic` = 1 << 0 …).
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Traits of the given bits (`init(rawValue:)`).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic (`traitItalic`).
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold (`traitBold`).
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded width (`traitExpanded`); no such face here.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed width (`traitCondensed`); no such face here.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed advances (`traitMonoSpace`).
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyphs (`traitVertical`); no such face here.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimized for UI text (`traitUIOptimized`); every face here is.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing (`traitTightLeading`); no such face here.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing (`traitLooseLeading`); no such face here.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
}

extension UIFont {
  /// The font's descriptor (`fontDescriptor`).
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The font `descriptor` describes at `pointSize` points (`init(descriptor:size:)`); a size
  /// of 0 keeps the descriptor's size, and with it a Dynamic Type font's text style, so a
  /// label that adjusts its font keeps following the text size.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let font = descriptor.font
    let keeps = pointSize == 0
    self.init(
      pointSize: keeps ? font.pointSize : pointSize, fontName: font.fontName,
      familyName: font.familyName, weight: font.weight, isItalic: font.isItalic,
      design: font.design, dynamicType: keeps ? font.dynamicType : nil)
  }
}
