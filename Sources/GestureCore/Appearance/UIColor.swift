import Foundation

/// A colour, UIKit's `UIColor`: immutable, shareable across threads (`@unchecked Sendable`, no
/// main-actor isolation, as in the iOS SDK), drawn as the sRGB ``cgColor``. Like the core's
/// other classes it does not inherit `NSObject`; `==` and `hash` compare components, as
/// `isEqual(_:)` does on iOS.
///
/// Components are stored as given in the extended sRGB colour space (Apple,
/// `init(red:green:blue:alpha:)`: "On applications linked for iOS 10 or later, the color is
/// specified in an extended color space, and the input value is never clamped"); `alpha` is
/// clamped to 0…1 ("Alpha values below 0.0 are interpreted as 0.0, and values above 1.0 are
/// interpreted as 1.0"). ``cgColor`` clamps every component to 0…1, the only range the
/// renderer draws.
///
/// The named colours (`UIColor.red`, `.systemBlue`, `.label`…) are in
/// `UIColor+StandardColors.swift` and `UIColor+SystemColors.swift`.
///
/// ## Dynamic colours
/// As in UIKit, a colour made with ``init(dynamicProvider:)`` (and every system and UI element
/// colour, `systemBlue`, `label`, `systemBackground`…) is resolved against a trait collection:
/// ``resolvedColor(with:)`` asks the provider for the colour of the given traits, and every
/// reader of components (``cgColor``, `getRed`, ``description``) resolves against
/// ``UITraitCollection/current`` (Apple, `UIColor.init(dynamicProvider:)`: "UIKit calls your
/// provider when it needs to resolve the color"; `cgColor` of a dynamic colour is the colour of
/// the current traits). The display list resolves each view's colours against the view's own
/// ``UIView/traitCollection`` when the frame is captured.
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// How the colour was specified, for ``description`` and the component getters.
  enum Model: Sendable, Equatable {
    /// `init(white:alpha:)`: UIKit's extended gray colour space.
    case gray
    /// Red, green and blue: UIKit's extended sRGB colour space.
    case rgb
  }

  /// The colour's components in extended sRGB, alpha in 0…1.
  struct Components: Sendable, Equatable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  /// The components of a colour made from components (for a dynamic colour, unused).
  private let storedComponents: Components
  /// The colour space the components were given in.
  private let storedModel: Model
  /// The provider of a dynamic colour, `nil` for a colour made from components.
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// The colour's components as drawn now: against ``UITraitCollection/current`` for a
  /// dynamic colour.
  var resolved: Components {
    provider == nil ? storedComponents : resolvedColor(with: .current).storedComponents
  }
  /// The colour space of the components as drawn now.
  var model: Model { provider == nil ? storedModel : resolvedColor(with: .current).storedModel }

  /// A colour that UIKit asks `dynamicProvider` for whenever it is resolved against a trait
  /// collection (`init(dynamicProvider:)`, iOS 13): in light and dark appearance, and per view.
  /// The provider may return another dynamic colour, which is resolved in turn.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storedComponents = Components(red: 0, green: 0, blue: 0, alpha: 0)
    storedModel = .rgb
    provider = dynamicProvider
  }

  /// The colour for `traitCollection` (`resolvedColor(with:)`): a colour made from components
  /// is itself; a dynamic colour is what its provider returns for the traits, resolved.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// A colour from red, green and blue components (extended sRGB: 0…1 is sRGB, values
  /// outside are kept) and an opacity clamped to 0…1 (`init(red:green:blue:alpha:)`).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storedComponents = Components(
      red: Double(red), green: Double(green), blue: Double(blue),
      alpha: UIColor.clampedAlpha(alpha))
    storedModel = .rgb
    provider = nil
  }

  /// A colour from Display P3 components (`init(displayP3Red:green:blue:alpha:)`), held as
  /// the extended sRGB colour it is: P3's primaries converted with the standard matrices
  /// (both spaces use sRGB's transfer curve), so a P3 red outside sRGB keeps a red component
  /// above 1 and negative green and blue, as iOS's extended colour does; the frame is drawn in
  /// sRGB, where such components are clipped. `alpha` is clamped to 0…1.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let (r, g, b) = AssetColorSet.displayP3ToSRGB((Double(red), Double(green), Double(blue)))
    self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
  }

  /// The colour of a colour literal, `#colorLiteral(red:green:blue:alpha:)` as Xcode's colour
  /// picker writes it (`init(_colorLiteralRed:green:blue:alpha:)`): ``init(red:green:blue:alpha:)``
  /// with the literal's components, as UIKit's overlay makes it.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A gray colour: `white` 0 (black) … 1 (white), extended range kept, and an opacity
  /// clamped to 0…1 (`init(white:alpha:)`).
  public init(white: CGFloat, alpha: CGFloat) {
    let value = Double(white)
    storedComponents = Components(
      red: value, green: value, blue: value, alpha: UIColor.clampedAlpha(alpha))
    storedModel = .gray
    provider = nil
  }

  /// A colour from hue, saturation and brightness, each 0…1, and an opacity
  /// (`init(hue:saturation:brightness:alpha:)`), converted to sRGB with the standard HSB (HSV)
  /// formula. Hue wraps around (1 is red again, as 0); saturation and brightness are clamped
  /// to 0…1 (working assumption: Apple documents the 0…1 range only).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = Double(hue) - Double(hue).rounded(.down)
    let s = min(1, max(0, Double(saturation)))
    let v = min(1, max(0, Double(brightness)))
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let rgb: (Double, Double, Double)
    switch index {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(
      red: CGFloat(rgb.0), green: CGFloat(rgb.1), blue: CGFloat(rgb.2), alpha: alpha)
  }

  /// The colour of a Core Graphics colour (`init(cgColor:)`): its sRGB components and alpha.
  public convenience init(cgColor: CGColor) {
    self.init(
      red: CGFloat(cgColor.red), green: CGFloat(cgColor.green), blue: CGFloat(cgColor.blue),
      alpha: CGFloat(cgColor.alpha))
  }

  /// The colour as Core Graphics draws it (`cgColor`): sRGB components clamped to 0…1; a
  /// dynamic colour resolved against ``UITraitCollection/current``.
  open var cgColor: CGColor {
    let resolved = self.resolved
    return CGColor(
      red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
  }

  /// The same colour with another opacity, clamped to 0…1 (`withAlphaComponent(_:)`). The
  /// result keeps the colour space (a gray stays gray); a dynamic colour stays dynamic, each
  /// resolved colour with the new opacity.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if provider != nil {
      return UIColor { [self] traits in
        self.resolvedColor(with: traits).withAlphaComponent(alpha)
      }
    }
    let resolved = storedComponents
    switch storedModel {
    case .gray: return UIColor(white: CGFloat(resolved.red), alpha: alpha)
    case .rgb:
      return UIColor(
        red: CGFloat(resolved.red), green: CGFloat(resolved.green),
        blue: CGFloat(resolved.blue), alpha: alpha)
    }
  }

  /// Writes the red, green, blue and alpha components (extended sRGB) through the pointers
  /// that are not `nil` and returns true (`getRed(_:green:blue:alpha:)`). Every colour of this
  /// model converts, grays included (red = green = blue = white).
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = self.resolved
    red?.pointee = CGFloat(resolved.red)
    green?.pointee = CGFloat(resolved.green)
    blue?.pointee = CGFloat(resolved.blue)
    alpha?.pointee = CGFloat(resolved.alpha)
    return true
  }

  /// Writes the gray level and alpha through the pointers that are not `nil`
  /// (`getWhite(_:alpha:)`). Returns true for colours made with ``init(white:alpha:)`` (and the
  /// named grays) and false, writing nothing, for red-green-blue colours (working assumption:
  /// Apple converts only "compatible" colour spaces and does not say which).
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = resolvedColor(with: .current)
    guard color.storedModel == .gray else { return false }
    let resolved = color.storedComponents
    white?.pointee = CGFloat(resolved.red)
    alpha?.pointee = CGFloat(resolved.alpha)
    return true
  }

  /// Writes hue, saturation and brightness (each 0…1, from the sRGB components clamped to
  /// 0…1; hue 0 for grays) and alpha through the pointers that are not `nil` and returns true
  /// (`getHue(_:saturation:brightness:alpha:)`).
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let resolved = self.resolved
    let r = min(1, max(0, resolved.red))
    let g = min(1, max(0, resolved.green))
    let b = min(1, max(0, resolved.blue))
    let maximum = max(r, g, b)
    let delta = maximum - min(r, g, b)
    var h = 0.0
    if delta > 0 {
      if maximum == r {
        h = (g - b) / delta
      } else if maximum == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
    brightness?.pointee = CGFloat(maximum)
    alpha?.pointee = CGFloat(resolved.alpha)
    return true
  }

  /// Whether two colours have the same red, green, blue and alpha (`==`, UIKit's
  /// `isEqual(_:)`), dynamic colours resolved against ``UITraitCollection/current``: what the
  /// two would draw now. A gray equals the red-green-blue colour of the same components
  /// (working assumption: iOS may compare colours of different colour spaces as unequal, and
  /// compares a dynamic colour only to itself).
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.resolved == rhs.resolved
  }

  /// Hashes the components as ``==`` compares them (`hash`).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(resolved)
  }

  /// The colour space and components as UIKit prints them: `UIExtendedSRGBColorSpace 1 0 0 1`
  /// for red, `UIExtendedGrayColorSpace 0.5 1` for a gray (components with `%g`, six
  /// significant digits, as in iOS's output `UIExtendedSRGBColorSpace 0 0.478431 1 1`).
  open var description: String {
    func number(_ value: Double) -> String { String(format: "%g", value) }
    let color = resolvedColor(with: .current)
    let resolved = color.storedComponents
    switch color.storedModel {
    case .gray:
      return "UIExtendedGrayColorSpace \(number(resolved.red)) \(number(resolved.alpha))"
    case .rgb:
      let parts = [resolved.red, resolved.green, resolved.blue, resolved.alpha].map(number)
      return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
    }
  }

  private static func clampedAlpha(_ alpha: CGFloat) -> Double {
    min(1, max(0, Double(alpha)))
  }
}
