import Foundation
import GestureCore

/// A chart as inline SVG markup for the review page: the same ``PlotLayout`` as the PNG and
/// SVG files (same ticks, lines, key frames and markers, in the same points), with text as
/// `<text>` so it stays selectable, and a cursor line (`line.plot-cursor`) the page's script
/// moves to the frame shown.
///
/// The `<svg class="plot">` carries the time axis' mapping for the script: `data-left` and
/// `data-right` (the plot area's edges, points) and `data-start` and `data-end` (the times
/// at those edges, seconds). Scenario text (view ids in the legend and labels) is
/// HTML-escaped. Numbers are written with at most two decimals, so the markup repeats byte for
/// byte.
public enum PlotMarkup {
  /// The `<svg>` element of `data` coloured for `appearance` (``PlotPalette``); `id` is its
  /// element id.
  public static func svg(
    _ data: PlotData, id: String, appearance: UIUserInterfaceStyle = .light
  ) -> String {
    let layout = PlotLayout(data, appearance: appearance)
    let palette = layout.palette
    let left = PlotLayout.plotLeft
    let right = PlotLayout.plotRight
    let bottom = PlotLayout.plotBottom
    let top = layout.plotTop
    var out =
      "<svg class=\"plot\" id=\"\(TextEscaping.html(id))\" xmlns=\"http://www.w3.org/2000/svg\""
    out += " viewBox=\"0 0 \(n(PlotLayout.width)) \(n(PlotLayout.height))\""
    out += " width=\"\(n(PlotLayout.width))\" height=\"\(n(PlotLayout.height))\""
    out += " data-left=\"\(n(left))\" data-right=\"\(n(right))\""
    out += " data-start=\"\(n(layout.time.lower))\" data-end=\"\(layout.time.upper)\""
    out += " role=\"img\" aria-label=\"\(TextEscaping.html(data.title))\">\n"
    out += "<rect width=\"100%\" height=\"100%\" fill=\"\(palette.background)\"/>\n"
    out += text(data.title, x: left, y: 23, size: 15, weight: "bold", color: palette.text)
    for (index, series) in data.series.enumerated() {
      let origin = layout.legendOrigin(of: index)
      let middle = Double(origin.y) + PlotLayout.legendRowHeight / 2
      out += line(
        Double(origin.x), middle, Double(origin.x) + 18, middle,
        color: palette.color(of: index), width: 3)
      out += text(
        series.name, x: Double(origin.x) + 24, y: middle + 4, size: 11, color: palette.text)
    }
    for value in layout.value.values {
      let y = layout.y(value)
      out += line(left, y, right, y, color: palette.grid, width: 1)
      out += text(
        layout.valueLabel(value), x: left - 6, y: y + 3.5, size: 10, anchor: "end",
        color: palette.axis)
    }
    for time in layout.time.values {
      let x = layout.x(time)
      out += line(x, bottom, x, bottom + 4, color: palette.axis, width: 1)
      out += text(
        layout.time.label(time), x: x, y: bottom + 15.5, size: 10, anchor: "middle",
        color: palette.axis)
    }
    out +=
      "<polyline points=\"\(n(left)),\(n(top)) \(n(left)),\(n(bottom)) \(n(right)),\(n(bottom))\""
    out += " fill=\"none\" stroke=\"\(palette.axis)\" stroke-width=\"1\"/>\n"
    out += text(
      "time (s)", x: (left + right) / 2, y: PlotLayout.height - 12, size: 11, anchor: "middle",
      color: palette.text)
    if !data.axisTitle.isEmpty {
      out += "<text transform=\"translate(16 \(n((top + bottom) / 2))) rotate(-90)\""
      out += " text-anchor=\"middle\" font-size=\"11\" fill=\"\(palette.text)\">"
      out += TextEscaping.html(data.axisTitle) + "</text>\n"
    }
    for (keyFrame, rect) in zip(data.keyFrames, layout.keyFrameLabelRects) {
      let x = layout.x(keyFrame.time)
      out += "<g class=\"plot-key\" data-frame=\"\(keyFrame.index)\">"
      out += "<line x1=\"\(n(x))\" y1=\"\(n(top - 2))\" x2=\"\(n(x))\" y2=\"\(n(bottom))\""
      out += " stroke=\"\(palette.key)\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
      if let rect {
        let centre = Double(rect.midX)
        let foot = Double(rect.maxY)
        if abs(centre - x) > 0.01 {
          out += "<line x1=\"\(n(x))\" y1=\"\(n(top - 2))\" x2=\"\(n(centre))\" y2=\"\(n(foot))\""
          out += " stroke=\"\(palette.key)\" stroke-width=\"0.75\"/>"
        }
        out += "<text transform=\"translate(\(n(centre + 3)) \(n(foot))) rotate(-90)\""
        out += " font-size=\"9\" fill=\"\(palette.key)\">"
        out += TextEscaping.html(PlotLayout.label(of: keyFrame)) + "</text>"
      }
      out += "</g>\n"
    }
    for index in data.series.indices {
      for points in layout.polylines(of: index) {
        out += "<polyline class=\"plot-series\" points=\""
        out += points.map { "\(n(Double($0.x))),\(n(Double($0.y)))" }.joined(separator: " ")
        out += "\" fill=\"none\" stroke=\"\(palette.color(of: index))\" stroke-width=\"2\""
        out += " stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
      }
    }
    for (marker, labelRect) in zip(data.markers, layout.markerLabelRects) {
      let point = layout.point(of: marker)
      let color = marker.series.map(palette.color(of:)) ?? palette.axis
      out += "<g class=\"plot-marker\"><circle cx=\"\(n(Double(point.x)))\""
      out +=
        " cy=\"\(n(Double(point.y)))\" r=\"4\" fill=\"\(color)\" stroke=\"\(palette.background)\""
      out += " stroke-width=\"1.5\"/>"
      out += text(
        marker.label, x: Double(labelRect.minX), y: Double(labelRect.maxY) - 3, size: 9,
        weight: "bold", color: palette.text, newline: false)
      out += "</g>\n"
    }
    let start = layout.x(data.times.first ?? 0)
    out += "<line class=\"plot-cursor\" x1=\"\(n(start))\" y1=\"\(n(top))\" x2=\"\(n(start))\""
    out += " y2=\"\(n(bottom))\" stroke=\"\(palette.text)\" stroke-width=\"1.5\"/>\n"
    out += "<rect class=\"plot-hit\" x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(right - left))\""
    out += " height=\"\(n(bottom - top))\" fill=\"transparent\"/>\n"
    out += "</svg>"
    return out
  }

  /// `12`, `12.5`, `12.34`: at most two decimals, no trailing zeros, never `-0`.
  static func n(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private static func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, width: Double
  ) -> String {
    "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\""
      + " stroke-width=\"\(n(width))\"/>\n"
  }

  private static func text(
    _ string: String, x: Double, y: Double, size: Double, weight: String? = nil,
    anchor: String? = nil, color: String, newline: Bool = true
  ) -> String {
    var out = "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
    if let weight { out += " font-weight=\"\(weight)\"" }
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    return out + ">" + TextEscaping.html(string) + "</text>" + (newline ? "\n" : "")
  }
}
