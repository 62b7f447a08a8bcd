import Foundation

/// The hardware and system bars drawn around a frame when chrome is on (`--chrome`, the
/// scenario's `"chrome": true`): the status bar (time 9:41, signal, Wi-Fi, battery), the notch
/// or Dynamic Island, the home indicator and the rounded screen corners. Geometry in points,
/// portrait, origin top left; drawn above the content in the safe-area bands and never
/// hit-tested (the simulation does not know it is there). docs/chrome.md gives the sources.
public struct DeviceChrome: Sendable, Equatable {
  /// What cuts into the top of the screen.
  public enum Cutout: Sendable, Equatable {
    /// Nothing: a home-button phone with a 20 pt status bar.
    case none
    /// The notch of the iPhone X–14: a black shape of `width` × `height` points hanging from
    /// the top edge, centred, with rounded lower corners.
    case notch(width: Double, height: Double)
    /// The Dynamic Island (iPhone 14 Pro, 15, 16): a black capsule of `width` × `height`
    /// points, centred, `top` points below the top edge.
    case dynamicIsland(width: Double, height: Double, top: Double)
  }

  /// The height of the status bar band, points: the top safe-area inset (20, 44, 47, 59, 62).
  public var statusBarHeight: Double
  /// The notch, Dynamic Island or nothing.
  public var cutout: Cutout
  /// The radius of the screen's rounded corners, points (0 for square corners). Pixels
  /// outside the rounded screen are left transparent.
  public var screenCornerRadius: Double
  /// Whether a home indicator is drawn (phones without a home button).
  public var hasHomeIndicator: Bool

  /// Creates chrome; see the properties for units.
  public init(
    statusBarHeight: Double, cutout: Cutout, screenCornerRadius: Double, hasHomeIndicator: Bool
  ) {
    self.statusBarHeight = statusBarHeight
    self.cutout = cutout
    self.screenCornerRadius = screenCornerRadius
    self.hasHomeIndicator = hasHomeIndicator
  }

  /// The home indicator's size, points: 134 × 5, a capsule (measured from iOS screenshots).
  public static let homeIndicatorSize = CGSize(width: 134, height: 5)
  /// The gap between the home indicator's bottom and the screen's bottom edge, points.
  public static let homeIndicatorBottomGap: Double = 8
  /// The battery body's size, points (outline; the terminal nub is beside it).
  public static let batterySize = CGSize(width: 25, height: 12)
  /// The width of the battery's terminal nub, points (its height is 4 pt).
  public static let batteryNubWidth: Double = 1.5
  /// The signal glyph's size (four bars), points.
  public static let signalSize = CGSize(width: 17, height: 11.5)
  /// The Wi-Fi glyph's size (three arcs over a dot), points.
  public static let wifiSize = CGSize(width: 16, height: 12)
  /// The gap between the glyphs of the right-hand group, points.
  public static let glyphGap: Double = 5
  /// The margin of the glyphs of a home-button phone's status bar from the screen edges.
  public static let flatBarMargin: Double = 6

  /// Where the status bar's glyphs go on a `screenWidth`-point screen, points.
  public struct Layout: Sendable, Equatable {
    /// The rectangle the time "9:41" is centred in.
    public var time: CGRect
    /// The signal bars.
    public var signal: CGRect
    /// The Wi-Fi arcs.
    public var wifi: CGRect
    /// The battery body (the nub is to its right, vertically centred).
    public var battery: CGRect
    /// The font size of the time, points.
    public var timeFontSize: Double
  }

  /// The status bar layout. With a notch or island, the time is centred in the band left of it
  /// and the group signal–Wi-Fi–battery in the band right of it, all on the cutout's centre
  /// line (the island's centre, or half the notch's height), time at 17 pt; on a home-button
  /// phone the time (12 pt) is centred on the screen, signal and Wi-Fi start
  /// ``flatBarMargin`` from the left edge and the battery ends (nub included) as far from the
  /// right one, on the band's centre line.
  public func layout(screenWidth: Double) -> Layout {
    let battery = DeviceChrome.batterySize
    let signal = DeviceChrome.signalSize
    let wifi = DeviceChrome.wifiSize
    let gap = DeviceChrome.glyphGap
    func rect(_ x: Double, centerY: Double, _ size: CGSize) -> CGRect {
      CGRect(
        x: x, y: centerY - Double(size.height) / 2, width: Double(size.width),
        height: Double(size.height))
    }
    let cutoutWidth: Double
    let centerY: Double
    switch cutout {
    case .none:
      let y = statusBarHeight / 2
      let margin = DeviceChrome.flatBarMargin
      let signalRect = rect(margin, centerY: y, signal)
      let wifiRect = rect(Double(signalRect.maxX) + gap, centerY: y, wifi)
      let batteryX =
        screenWidth - margin - DeviceChrome.batteryNubWidth - Double(battery.width)
      return Layout(
        time: CGRect(x: 0, y: 0, width: screenWidth, height: statusBarHeight),
        signal: signalRect, wifi: wifiRect, battery: rect(batteryX, centerY: y, battery),
        timeFontSize: 12)
    case .notch(let width, let height):
      cutoutWidth = width
      centerY = height / 2
    case .dynamicIsland(let width, let height, let top):
      cutoutWidth = width
      centerY = top + height / 2
    }
    let ear = (screenWidth - cutoutWidth) / 2
    let group =
      Double(signal.width) + gap + Double(wifi.width) + gap + Double(battery.width)
      + DeviceChrome.batteryNubWidth
    let groupX = screenWidth - ear / 2 - group / 2
    let signalRect = rect(groupX, centerY: centerY, signal)
    let wifiRect = rect(Double(signalRect.maxX) + gap, centerY: centerY, wifi)
    let batteryRect = rect(Double(wifiRect.maxX) + gap, centerY: centerY, battery)
    return Layout(
      time: CGRect(x: 0, y: centerY - 11, width: ear, height: 22), signal: signalRect,
      wifi: wifiRect, battery: batteryRect, timeFontSize: 17)
  }
}
