import Foundation

extension UIImage {
  /// The weight of a symbol image's strokes (`UIImage.SymbolWeight`, UIKit's raw values),
  /// matching the system font's weights.
  public enum SymbolWeight: Int, Sendable {
    /// No weight given: regular, unless another configuration applied over it gives one.
    case unspecified = 0
    /// The thinnest.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// The default.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// The heaviest.
    case black = 9

    /// The symbol weight nearest to the font weight `weight` (UIKit's symbol weights match the
    /// system font's: ultralight −0.8 … black 0.62).
    init(matching weight: UIFont.Weight) {
      let table: [(CGFloat, SymbolWeight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
        (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
      ]
      self = table.min { abs($0.0 - weight.rawValue) < abs($1.0 - weight.rawValue) }!.1
    }

    /// How much thicker than regular the strokes are drawn (1 for regular). Apple gives no
    /// stroke widths; these follow the ratio of stem widths between a text family's weights
    /// (a bold stem about 1.5 times the regular one, an ultralight about 0.4 times), a working
    /// assumption documented in docs/uikit-code.md ("Symbol images").
    var strokeFactor: Double {
      switch self {
      case .unspecified, .regular: return 1
      case .ultraLight: return 0.4
      case .thin: return 0.55
      case .light: return 0.75
      case .medium: return 1.15
      case .semibold: return 1.3
      case .bold: return 1.5
      case .heavy: return 1.75
      case .black: return 2
      }
    }
  }

  /// The size variant of a symbol image relative to text of its point size
  /// (`UIImage.SymbolScale`, UIKit's raw values).
  public enum SymbolScale: Int, Sendable {
    /// The scale the system uses where nothing says otherwise: medium.
    case `default` = -1
    /// No scale given: medium, unless another configuration applied over it gives one.
    case unspecified = 0
    /// About 20 % smaller than medium (Apple, `NSImage.SymbolScale.small`): 0.8 here.
    case small = 1
    /// The symbol at the size of text of the same point size.
    case medium = 2
    /// About 30 % larger than medium (Apple, `NSImage.SymbolScale.large`): 1.3 here.
    case large = 3

    /// The size relative to medium.
    var factor: Double {
      switch self {
      case .small: return 0.8
      case .large: return 1.3
      default: return 1
      }
    }
  }

  /// What an image is drawn with (`UIImage.Configuration`): the base of
  /// ``SymbolConfiguration``. Immutable and shareable, as in UIKit.
  open class Configuration: @unchecked Sendable {
    /// A configuration that says nothing.
    public init() {}
  }

  /// How a symbol image is drawn (`UIImage.SymbolConfiguration`): its point size, weight and
  /// scale. Unset values take the defaults (17 pt, the body text style's size at the default
  /// content size category; regular; medium) or, with ``applying(_:)``, the other
  /// configuration's.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The font size the symbol matches, points; 0 when not given.
    package let pointSize: CGFloat
    /// The weight, ``SymbolWeight/unspecified`` when not given.
    package let weight: SymbolWeight
    /// The scale, ``SymbolScale/unspecified`` when not given.
    package let scale: SymbolScale
    /// The colours of a hierarchical or palette configuration, `nil` for none (monochrome, in
    /// the view's tint). The icon set's glyphs are one layer, so a symbol is drawn in the
    /// first colour: a hierarchical symbol's primary layer, a palette's first. Set only while
    /// the configuration is made.
    package private(set) var colors: [UIColor]?

    /// A configuration that says nothing (`unspecified`).
    public class var unspecified: SymbolConfiguration {
      SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)
    }

    /// A symbol of the size of text of `pointSize` points (`init(pointSize:)`).
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// A symbol of `pointSize` points in `weight` (`init(pointSize:weight:)`).
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A symbol of `pointSize` points in `weight` (`init(pointSize:weight:scale:)`), drawn
    /// at `scale` relative to that size. A size that is not a positive number counts as not
    /// given.
    public required init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
      self.weight = weight
      self.scale = scale
      super.init()
    }

    /// A symbol in `weight` (`init(weight:)`).
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified)
    }

    /// A symbol at `scale` (`init(scale:)`).
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// A symbol of the size and weight of the text style `textStyle` at the current text size
    /// (`init(textStyle:)`): 17 pt regular for `.body` at the default size, 17 pt semibold for
    /// `.headline` (``UIFont/preferredFont(forTextStyle:)``'s table). UIKit resolves the style
    /// where the image is drawn; here it is resolved when the configuration is made, with the
    /// current traits' text size, the scenario's during a run.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(textStyle: textStyle, scale: .unspecified)
    }

    /// ``init(textStyle:)`` at `scale` (`init(textStyle:scale:)`).
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      let entry = DynamicTypeTable.entry(
        for: textStyle, category: DynamicTypeTable.category(of: nil))
      self.init(
        pointSize: entry.size, weight: SymbolWeight(matching: entry.weight), scale: scale)
    }

    /// A symbol of the size and weight of `font` (`init(font:)`).
    public convenience init(font: UIFont) {
      self.init(font: font, scale: .unspecified)
    }

    /// ``init(font:)`` at `scale` (`init(font:scale:)`).
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(
        pointSize: font.pointSize, weight: SymbolWeight(matching: font.weight), scale: scale)
    }

    /// A symbol in `hierarchicalColor` (`init(hierarchicalColor:)`, iOS 15), whatever the
    /// view's tint. UIKit draws the symbol's secondary and tertiary layers in lighter shades of
    /// the colour; the icon set's glyphs are one layer, drawn in the colour itself.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified)
      colors = [hierarchicalColor]
    }

    /// A symbol in the palette `paletteColors` (`init(paletteColors:)`, iOS 15), one colour
    /// per layer; the icon set's glyphs are one layer, drawn in the first colour.
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified)
      colors = paletteColors.isEmpty ? nil : paletteColors
    }

    /// This configuration preferring the symbol's own colours (`preferringMulticolor()`,
    /// iOS 15). The icon set has no multicolour glyphs: the symbol stays one colour (the
    /// view's tint, or a colour configuration's), as a symbol without a multicolour variant
    /// is on iOS.
    public func preferringMulticolor() -> Self {
      applying(Self.unspecified)
    }

    /// This configuration drawn in one colour, the view's tint (`preferringMonochrome()`,
    /// iOS 16): any hierarchical or palette colours are dropped.
    public func preferringMonochrome() -> Self {
      let copy = Self(pointSize: pointSize, weight: weight, scale: scale)
      return copy
    }

    /// This configuration with the values `other` gives over its own (`applying(_:)`); a
    /// configuration that is not a symbol configuration changes nothing.
    open func applying(_ other: Configuration?) -> Self {
      guard let other = other as? SymbolConfiguration else { return self }
      let merged = Self(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale)
      merged.colors = other.colors ?? colors
      return merged
    }

    /// Whether the two configurations give the same values (`isEqual(to:)`).
    open func isEqual(to other: SymbolConfiguration?) -> Bool {
      guard let other else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        && colors == other.colors
    }

    /// The point size drawn: the given one, else 17.
    var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : 17 }
  }
}
