import CCairo
import Foundation
import GestureCore

/// Draws a ``GestureCore/DeviceChrome`` over a frame: the status bar (the time 9:41, four
/// signal bars, three Wi-Fi arcs and a full battery, all vector shapes), the notch or Dynamic
/// Island in black, and the home indicator, in the glyph colour of the appearance (black in
/// light, white in dark, as iOS's default status bar style does over a light or dark
/// background). The rounded screen corners are a clip that ``FrameRenderer`` sets before the
/// background, so pixels outside them stay transparent. docs/chrome.md gives the geometry's
/// sources.
enum DeviceChromeOverlay {
  /// The opacity of the battery's outline (the level inside is opaque), as iOS draws it.
  static let batteryOutlineOpacity = 0.35

  /// The colour of the glyphs and the home indicator for `style`.
  static func glyphColor(_ style: UIUserInterfaceStyle) -> CGColor {
    style == .dark ? .white : .black
  }

  /// Intersects the clip with the rounded screen of `size` points (no clip for square
  /// corners). The caller restores the state.
  static func clipScreen(_ chrome: DeviceChrome, size: CGSize, on cairo: CairoContext) {
    guard chrome.screenCornerRadius > 0 else { return }
    cairo.setWindowTransform()
    cairo_new_path(cairo.cr)
    cairo.addRoundedRect(CGRect(origin: .zero, size: size), radius: chrome.screenCornerRadius)
    cairo_clip(cairo.cr)
  }

  /// Draws the bars, glyphs and cutout of `chrome` on a `size`-point canvas.
  static func draw(
    _ chrome: DeviceChrome, style: UIUserInterfaceStyle, size: CGSize, on cairo: CairoContext,
    text renderer: TextRenderer
  ) {
    let cr = cairo.cr
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let width = Double(size.width)
    let color = glyphColor(style)
    cairo.setWindowTransform()
    drawCutout(chrome.cutout, screenWidth: width, on: cairo)
    let layout = chrome.layout(screenWidth: width)
    drawSignal(in: layout.signal, color: color, on: cairo)
    drawWiFi(in: layout.wifi, color: color, on: cairo)
    drawBattery(in: layout.battery, color: color, on: cairo)
    renderer.draw(
      DisplayText(
        id: "chrome.time", transform: .identity, rect: layout.time, string: "9:41",
        font: DisplayFont(size: layout.timeFontSize, weight: 0.3), color: color,
        alignment: .center, numberOfLines: 1),
      on: cairo)
    if chrome.hasHomeIndicator {
      cairo.setWindowTransform()
      let indicator = DeviceChrome.homeIndicatorSize
      let rect = CGRect(
        x: (width - Double(indicator.width)) / 2,
        y: Double(size.height) - DeviceChrome.homeIndicatorBottomGap - Double(indicator.height),
        width: Double(indicator.width), height: Double(indicator.height))
      cairo_new_path(cr)
      cairo.addRoundedRect(rect, radius: Double(indicator.height) / 2)
      cairo.setSource(color)
      cairo_fill(cr)
    }
  }

  /// The notch (rounded lower corners, radius a third of its height) or the island (a
  /// capsule), black whatever the appearance: they are hardware.
  private static func drawCutout(
    _ cutout: DeviceChrome.Cutout, screenWidth: Double, on cairo: CairoContext
  ) {
    let cr = cairo.cr
    cairo_new_path(cr)
    switch cutout {
    case .none: return
    case .notch(let width, let height):
      let x = (screenWidth - width) / 2
      let radius = height / 3
      // Square top corners (the notch hangs from the edge), rounded bottom ones.
      cairo_move_to(cr, x, 0)
      cairo_line_to(cr, x + width, 0)
      cairo_arc(cr, x + width - radius, height - radius, radius, 0, Double.pi / 2)
      cairo_arc(cr, x + radius, height - radius, radius, Double.pi / 2, Double.pi)
      cairo_close_path(cr)
    case .dynamicIsland(let width, let height, let top):
      cairo.addRoundedRect(
        CGRect(x: (screenWidth - width) / 2, y: top, width: width, height: height),
        radius: height / 2)
    }
    cairo.setSource(.black)
    cairo_fill(cr)
  }

  /// Four bars, 3 pt wide with equal gaps, bottom-aligned, 1/3 … 1 of the glyph's height.
  private static func drawSignal(in rect: CGRect, color: CGColor, on cairo: CairoContext) {
    let cr = cairo.cr
    let barWidth = 3.0
    let gap = (Double(rect.width) - 4 * barWidth) / 3
    cairo_new_path(cr)
    for bar in 0..<4 {
      let height = Double(rect.height) * Double(bar + 2) / 5
      cairo.addRoundedRect(
        CGRect(
          x: Double(rect.minX) + Double(bar) * (barWidth + gap), y: Double(rect.maxY) - height,
          width: barWidth, height: height), radius: 1)
    }
    cairo.setSource(color)
    cairo_fill(cr)
  }

  /// Three arcs of a 90° fan over a dot, centred at the bottom middle of `rect`.
  private static func drawWiFi(in rect: CGRect, color: CGColor, on cairo: CairoContext) {
    let cr = cairo.cr
    let cx = Double(rect.midX)
    let cy = Double(rect.maxY)
    let outer = Double(rect.height)
    let band = outer / 4.8
    let start = -Double.pi * 3 / 4
    let end = -Double.pi / 4
    cairo_new_path(cr)
    for ring in 0..<3 {
      let r1 = outer - Double(ring) * band * 1.6
      let r0 = r1 - band
      cairo_new_sub_path(cr)
      cairo_arc(cr, cx, cy, r1, start, end)
      cairo_arc_negative(cr, cx, cy, r0, end, start)
      cairo_close_path(cr)
    }
    // The dot: a wedge of the innermost fan.
    let dot = outer - 3 * band * 1.6 + band * 0.6
    cairo_new_sub_path(cr)
    cairo_move_to(cr, cx, cy)
    cairo_arc(cr, cx, cy, max(dot, band), start, end)
    cairo_close_path(cr)
    cairo.setSource(color)
    cairo_fill(cr)
  }

  /// The battery: an outline of the body (1 pt, ``batteryOutlineOpacity``), the terminal nub
  /// beside it at the same opacity, and the charge level (full) inset 2 pt, opaque.
  private static func drawBattery(in rect: CGRect, color: CGColor, on cairo: CairoContext) {
    let cr = cairo.cr
    let faded = CGColor(
      red: color.red, green: color.green, blue: color.blue,
      alpha: color.alpha * batteryOutlineOpacity)
    let radius = Double(rect.height) / 3
    cairo_new_path(cr)
    cairo.addRoundedRect(rect, radius: radius)
    cairo.addRoundedRect(rect.insetBy(dx: 1, dy: 1), radius: radius - 1)
    let nubHeight = 4.0
    cairo.addRoundedRect(
      CGRect(
        x: Double(rect.maxX) + 0.5, y: Double(rect.midY) - nubHeight / 2,
        width: DeviceChrome.batteryNubWidth - 0.5, height: nubHeight), radius: 0.5)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo.setSource(faded)
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_new_path(cr)
    cairo.addRoundedRect(rect.insetBy(dx: 2, dy: 2), radius: radius - 2)
    cairo.setSource(color)
    cairo_fill(cr)
  }
}
