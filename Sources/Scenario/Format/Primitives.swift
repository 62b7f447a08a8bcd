import Foundation
import GestureCore

/// A point written `[x, y]`, in points.
struct PointValue: Decodable, Equatable {
  var point: CGPoint

  init(from decoder: any Decoder) throws {
    let numbers = try NumberList(from: decoder, count: 2, what: "a point [x, y]")
    point = CGPoint(x: numbers.values[0], y: numbers.values[1])
  }
}

/// A rectangle written `[x, y, width, height]`, in points; width and height must be ≥ 0.
struct RectValue: Decodable, Equatable {
  var rect: CGRect

  init(from decoder: any Decoder) throws {
    let numbers = try NumberList(from: decoder, count: 4, what: "a rectangle [x, y, width, height]")
    let v = numbers.values
    if v[2] < 0 { throw decoder.issue("width must be ≥ 0 (got \(describe(v[2])))") }
    if v[3] < 0 { throw decoder.issue("height must be ≥ 0 (got \(describe(v[3])))") }
    rect = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
  }
}

/// The largest magnitude of a point's or rectangle's numbers, points: a million points is
/// over a thousand screens, and far beyond it adding a few points to a coordinate no longer
/// changes it (a `Double` has 53 bits), which layout and drawing rely on.
let maximumCoordinate = 1_000_000.0

/// A fixed-length array of finite numbers of at most ``maximumCoordinate``.
private struct NumberList {
  var values: [Double]

  init(from decoder: any Decoder, count: Int, what: String) throws {
    guard var container = try? decoder.unkeyedContainer() else {
      throw decoder.issue("expected \(what)")
    }
    var values: [Double] = []
    while !container.isAtEnd {
      guard let value = try? container.decode(Double.self) else {
        throw decoder.issue("expected \(what) of numbers")
      }
      guard value.isFinite else { throw decoder.issue("numbers must be finite") }
      guard abs(value) <= maximumCoordinate else {
        throw decoder.issue(
          "coordinates must be within ±\(Int(maximumCoordinate)) points (got \(describe(value)))")
      }
      values.append(value)
    }
    guard values.count == count else {
      throw decoder.issue("expected \(what): \(count) numbers, got \(values.count)")
    }
    self.values = values
  }
}

/// A colour written `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex, sRGB, straight alpha).
struct ColorValue: Decodable, Equatable {
  var color: CGColor

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let color = ColorValue.parse(text) else {
      throw decoder.issue("expected a colour as #RGB, #RRGGBB or #RRGGBBAA (got '\(text)')")
    }
    self.color = color
  }

  /// `#RRGGBB` (upper case), or `#RRGGBBAA` when `color` is not opaque: each channel
  /// rounded to 8 bits, as ``parse(_:)`` reads it back.
  static func hex(_ color: CGColor) -> String {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    var text = String(
      format: "#%02X%02X%02X", byte(color.red), byte(color.green), byte(color.blue))
    if byte(color.alpha) < 255 { text += String(format: "%02X", byte(color.alpha)) }
    return text
  }

  static func parse(_ text: String) -> CGColor? {
    guard text.hasPrefix("#") else { return nil }
    var hex = String(text.dropFirst())
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else {
      return nil
    }
    let full = hex.count == 6 ? value << 8 | 0xFF : value
    return CGColor(
      red8: UInt8(full >> 24 & 0xFF), green8: UInt8(full >> 16 & 0xFF),
      blue8: UInt8(full >> 8 & 0xFF), alpha8: UInt8(full & 0xFF))
  }
}
