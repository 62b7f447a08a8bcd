import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, UIKit's `UIColor` in
/// `init(red:green:blue:alpha:)` form. Components are in 0…1.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// A colour from components in 0…1; values outside that range are clamped.
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

  /// The same colour with its alpha multiplied by `factor` (0…1).
  public func multipliedAlpha(_ factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise (components rounded to 8 bits).
  public var description: String {
    func hex(_ v: Double) -> String {
      let byte = Int((v * 255).rounded())
      return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
  }

  /// Opaque black, `UIColor.black`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white, `UIColor.white`.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent, `UIColor.clear`.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// UIKit's `systemBlue` in the light appearance, #007AFF.
  public static let systemBlue = Color(red8: 0x00, green8: 0x7A, blue8: 0xFF)
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
