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

    /// This configuration with the values `other` gives over its own (`applying(_:)`); a
    /// configuration that is not a symbol configuration changes nothing.
    open func applying(_ other: Configuration?) -> Self {
      guard let other = other as? SymbolConfiguration else { return self }
      return Self(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale)
    }

    /// Whether the two configurations give the same values (`isEqual(to:)`).
    open func isEqual(to other: SymbolConfiguration?) -> Bool {
      guard let other else { return false }
      return pointSize == other.pointSize && weight == other.weight && scale == other.scale
    }

    /// The point size drawn: the given one, else 17.
    var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : 17 }
  }
}
