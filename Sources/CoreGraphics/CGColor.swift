import Foundation

/// A resolved sRGB colour with straight (not premultiplied) alpha, Core Graphics' `CGColor`:
/// what a `UIColor` is drawn as (`UIColor.cgColor`) and what layers and the display list hold.
/// Components are in 0…1.
///
/// Core Graphics' `CGColor` is an immutable reference type in a colour space; here it is a
/// value type in sRGB, the only space the renderer draws in, so frames stay plain `Sendable`
/// values. The stored `red`, `green`, `blue`, `alpha` are this module's own; `components`,
/// `numberOfComponents` and `copy(alpha:)` are Core Graphics' API.
public struct CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// A colour from components in 0…1; values outside that range are clamped
  /// (`CGColor(red:green:blue:alpha:)`).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { Swift.min(1, Swift.max(0, v)) }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// A colour from 8-bit components, as in `#RRGGBBAA`.
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Red, green, blue and alpha, 0…1 (`components`).
  public var components: [CGFloat]? {
    [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)]
  }

  /// 4: red, green, blue, alpha (`numberOfComponents`).
  public var numberOfComponents: Int { 4 }

  /// The same colour with another alpha, 0…1 (`copy(alpha:)`).
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: Double(alpha))
  }

  /// The same colour with its alpha multiplied by `factor` (0…1).
  public func multipliedAlpha(_ factor: Double) -> CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (components rounded to 8 bits).
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = Int((v * 255).rounded())
      return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
  }

  /// Opaque black, `CGColor.black`.
  public static let black = CGColor(red: 0, green: 0, blue: 0)
  /// Opaque white, `CGColor.white`.
  public static let white = CGColor(red: 1, green: 1, blue: 1)
  /// Fully transparent, `CGColor.clear`.
  public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
