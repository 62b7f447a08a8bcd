import Foundation
import GestureCore

/// A screen: size in points, scale in pixels per point, and portrait safe-area insets in points.
public struct Device: Sendable, Equatable {
  /// The preset name, or `custom`.
  public var name: String
  /// The screen in points, portrait.
  public var size: CGSize
  /// Device pixels per point (2 or 3 on current iPhones).
  public var scale: Double
  /// Safe-area insets in points: top, left, bottom, right.
  public var safeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double)

  /// Creates a device; see the properties for units.
  public init(
    name: String, size: CGSize, scale: Double,
    safeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double)
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }

  /// Devices are equal when every field is.
  public static func == (a: Device, b: Device) -> Bool {
    a.name == b.name && a.size == b.size && a.scale == b.scale
      && a.safeAreaInsets == b.safeAreaInsets
  }

  /// The device's status bar, cutout, home indicator and screen corners, drawn with `--chrome`
  /// (docs/chrome.md): the preset's hardware, or for a custom device a status bar as tall as
  /// the top inset, no cutout, square corners and a home indicator when the bottom inset is
  /// not 0.
  public var chrome: DeviceChrome {
    if let preset = Device.presetChrome[name], Device.presets[name] == self { return preset }
    return DeviceChrome(
      statusBarHeight: safeAreaInsets.top, cutout: .none, screenCornerRadius: 0,
      hasHomeIndicator: safeAreaInsets.bottom > 0)
  }

  /// The chrome of each preset. Screen corner radii (points) are the values UIKit reports as
  /// the screen's display corner radius, from the community ScreenCorners tables (X 39, 14
  /// 47.33, 15 and 15 Pro Max 55, 16 Pro 62; square on the SE). Notch and island sizes are
  /// estimates from Apple's design templates and screenshots (X notch 209 × 30, the narrower
  /// iPhone 13/14 notch 162 × 33, the island 126 × 37.33 at 11.33 from the top, 14 on the 16
  /// Pro).
  static let presetChrome: [String: DeviceChrome] = [
    "iphone-se": DeviceChrome(
      statusBarHeight: 20, cutout: .none, screenCornerRadius: 0, hasHomeIndicator: false),
    "iphone-se-1st": DeviceChrome(
      statusBarHeight: 20, cutout: .none, screenCornerRadius: 0, hasHomeIndicator: false),
    "iphone-x": DeviceChrome(
      statusBarHeight: 44, cutout: .notch(width: 209, height: 30), screenCornerRadius: 39,
      hasHomeIndicator: true),
    "iphone-14": DeviceChrome(
      statusBarHeight: 47, cutout: .notch(width: 162, height: 33), screenCornerRadius: 47.33,
      hasHomeIndicator: true),
    "iphone-15": DeviceChrome(
      statusBarHeight: 59, cutout: .dynamicIsland(width: 126, height: 37.33, top: 11.33),
      screenCornerRadius: 55, hasHomeIndicator: true),
    "iphone-15-pro-max": DeviceChrome(
      statusBarHeight: 59, cutout: .dynamicIsland(width: 126, height: 37.33, top: 11.33),
      screenCornerRadius: 55, hasHomeIndicator: true),
    "iphone-16-pro": DeviceChrome(
      statusBarHeight: 62, cutout: .dynamicIsland(width: 126, height: 37.33, top: 14),
      screenCornerRadius: 62, hasHomeIndicator: true),
  ]

  /// The most pixels a side of the screen may have (points × scale): 8192, over twice the
  /// largest iPhone screen, so a frame stays under 270 MB of pixels.
  public static let maximumPixels = 8192.0

  /// The presets, by name (`iphone-se`, …): the static members below. Sizes and scales from
  /// Apple's Human Interface Guidelines (Layout, Specifications); safe areas from device tables
  /// (status bar 20 pt on home-button phones; 44/34 on iPhone X-class, 47/34 on 6.1" notch
  /// phones, 59/34 with the Dynamic Island).
  public static let presets: [String: Device] = Dictionary(
    uniqueKeysWithValues: [
      iPhoneSE, iPhoneSE1stGeneration, iPhoneX, iPhone14, iPhone15, iPhone15ProMax, iPhone16Pro,
    ].map { ($0.name, $0) })

  /// `iphone-se`: iPhone SE (2nd and 3rd generation), iPhone 8: 375×667 pt at 2×, 20 pt status
  /// bar. The default device.
  public static let iPhoneSE = Device(
    name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: (20, 0, 0, 0))
  /// `iphone-se-1st`: iPhone SE (1st generation), iPhone 5s: 320×568 pt at 2×, 20 pt status bar.
  public static let iPhoneSE1stGeneration = Device(
    name: "iphone-se-1st", size: CGSize(width: 320, height: 568), scale: 2,
    safeAreaInsets: (20, 0, 0, 0))
  /// `iphone-x`: iPhone X, XS, 11 Pro: 375×812 pt at 3×, safe area 44 pt top, 34 pt bottom.
  public static let iPhoneX = Device(
    name: "iphone-x", size: CGSize(width: 375, height: 812), scale: 3,
    safeAreaInsets: (44, 0, 34, 0))
  /// `iphone-14`: 390×844 pt at 3×, safe area 47 pt top, 34 pt bottom.
  public static let iPhone14 = Device(
    name: "iphone-14", size: CGSize(width: 390, height: 844), scale: 3,
    safeAreaInsets: (47, 0, 34, 0))
  /// `iphone-15`: 393×852 pt at 3×, safe area 59 pt top (the Dynamic Island), 34 pt bottom.
  public static let iPhone15 = Device(
    name: "iphone-15", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: (59, 0, 34, 0))
  /// `iphone-15-pro-max`: 430×932 pt at 3×, safe area 59 pt top, 34 pt bottom.
  public static let iPhone15ProMax = Device(
    name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: (59, 0, 34, 0))
  /// `iphone-16-pro`: 402×874 pt at 3×, safe area 62 pt top, 34 pt bottom.
  public static let iPhone16Pro = Device(
    name: "iphone-16-pro", size: CGSize(width: 402, height: 874), scale: 3,
    safeAreaInsets: (62, 0, 34, 0))
}

/// `"device": "iphone-se"` or `{"width": 375, "height": 667, "scale": 2, "safeAreaInsets": …}`.
struct DeviceValue: Decodable {
  var device: Device

  private enum Keys: String, CodingKey, CaseIterable {
    case width, height, scale, safeAreaInsets
  }
  private enum InsetKeys: String, CodingKey, CaseIterable {
    case top, left, bottom, right
  }

  init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let preset = Device.presets[name] else {
        let names = Device.presets.keys.sorted()
        var message = "unknown device '\(name)'"
        if let suggestion = Suggestion.closest(to: name, in: names) {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "; presets: " + names.joined(separator: ", ")
        }
        throw decoder.issue(message)
      }
      device = preset
      return
    }
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "a device")
    let c = try decoder.container(keyedBy: Keys.self)
    let width = try c.decodeNumber(.width, in: 1...10_000, what: "width")
    let height = try c.decodeNumber(.height, in: 1...10_000, what: "height")
    let scale = try c.decodeNumberIfPresent(.scale, in: 1...4, what: "scale") ?? 2
    var insets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
    if c.contains(.safeAreaInsets) {
      let insetDecoder = try c.superDecoder(forKey: .safeAreaInsets)
      try insetDecoder.rejectUnknownKeys(
        InsetKeys.allCases.map(\.rawValue), context: "safe-area insets")
      let i = try c.nestedContainer(keyedBy: InsetKeys.self, forKey: .safeAreaInsets)
      let limit = 0...Double.greatestFiniteMagnitude
      insets.top = try i.decodeNumberIfPresent(.top, in: limit, what: "top") ?? 0
      insets.left = try i.decodeNumberIfPresent(.left, in: limit, what: "left") ?? 0
      insets.bottom = try i.decodeNumberIfPresent(.bottom, in: limit, what: "bottom") ?? 0
      insets.right = try i.decodeNumberIfPresent(.right, in: limit, what: "right") ?? 0
    }
    for (value, key) in [(width, Keys.width), (height, Keys.height)]
    where value * scale > Device.maximumPixels {
      throw c.issue(
        "\(key.rawValue) \(describe(value)) pt at scale \(describe(scale)) is "
          + "\(describe(value * scale)) pixels; the limit is \(describe(Device.maximumPixels))",
        at: key)
    }
    device = Device(
      name: "custom", size: CGSize(width: width, height: height), scale: scale,
      safeAreaInsets: insets)
  }
}
