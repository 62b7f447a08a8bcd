import Foundation
import GestureCore

/// An axis-aligned box in device pixels (`x` right, `y` down, fractional), the region a display
/// item can change; empty when `minX > maxX`.
struct DeviceBox: Equatable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// The box containing nothing (the identity of ``union(_:)``).
  static let empty = DeviceBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  /// Whether the box contains no point.
  var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }

  /// Whether every edge is a finite number (an empty box is not finite).
  var isFinite: Bool { [minX, minY, maxX, maxY].allSatisfy(\.isFinite) }

  /// The box around `rect` (points) mapped by `transform` and then `scale` (points → device
  /// pixels): the bounding box of the four mapped corners.
  init(_ rect: CGRect, transform: CGAffineTransform, scale: Double) {
    let r = rect.standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map { Double($0.x) * scale }
    let ys = corners.map { Double($0.y) * scale }
    self.init(
      minX: xs.min() ?? .nan, minY: ys.min() ?? .nan, maxX: xs.max() ?? .nan,
      maxY: ys.max() ?? .nan)
  }

  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The smallest box containing both (NaN edges stay NaN, so a non-finite input is seen).
  func union(_ other: DeviceBox) -> DeviceBox {
    if other == .empty { return self }
    if self == .empty { return other }
    return DeviceBox(
      minX: DeviceBox.lesser(minX, other.minX), minY: DeviceBox.lesser(minY, other.minY),
      maxX: DeviceBox.greater(maxX, other.maxX), maxY: DeviceBox.greater(maxY, other.maxY))
  }

  /// The box grown by `amount` pixels on every side.
  func outset(by amount: Double) -> DeviceBox {
    DeviceBox(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
  }

  /// Whether `other` lies inside the box (edges included).
  func contains(_ other: DeviceBox) -> Bool {
    minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
  }

  /// Whether the two boxes share any point (touching edges count).
  func intersects(_ other: DeviceBox) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  /// The whole pixels the box touches, cut to a `width × height` canvas, or `nil` when none.
  func pixelRect(width: Int, height: Int) -> PixelRect? {
    guard isFinite, !isEmpty else { return nil }
    let left = max(0, Int(max(-1, min(Double(width), minX.rounded(.down)))))
    let top = max(0, Int(max(-1, min(Double(height), minY.rounded(.down)))))
    let right = min(width, Int(max(0, min(Double(width), maxX.rounded(.up)))))
    let bottom = min(height, Int(max(0, min(Double(height), maxY.rounded(.up)))))
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  private static func lesser(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
  }

  private static func greater(_ a: Double, _ b: Double) -> Double {
    a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
  }
}
