import CCairo
import Foundation
import GestureCore

/// Draws a ``PlotLayout`` with Cairo and Pango, in points (the context's scale makes pixels):
/// a card of the palette's background, grid lines at the value ticks, the axes and their labels, the key frames as
/// dashed lines with their labels standing in the band above the plot area (moved apart where
/// they would overlap, ``PlotLayout/keyFrameLabelRects``), each series as a
/// 2 pt line, and each marker as a dot with its name.
struct PlotDrawing {
  let layout: PlotLayout
  let text: TextRenderer

  /// The colours, the layout's.
  private var palette: PlotPalette { layout.palette }

  func draw(on cairo: CairoContext) {
    let cr = cairo.cr
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    cairo.setWindowTransform()
    cairo.setSource(Self.color(palette.background))
    cairo_paint(cr)
    drawTitleAndLegend(on: cairo)
    drawAxes(on: cairo)
    drawKeyFrames(on: cairo)
    drawSeries(on: cairo)
    drawMarkers(on: cairo)
  }

  private func drawTitleAndLegend(on cairo: CairoContext) {
    let data = layout.data
    label(
      data.title, in: CGRect(x: PlotLayout.plotLeft, y: 8, width: 620, height: 20), size: 15,
      bold: true, color: palette.text, on: cairo)
    for (index, series) in data.series.enumerated() {
      let origin = layout.legendOrigin(of: index)
      let middle = Double(origin.y) + PlotLayout.legendRowHeight / 2
      cairo.setWindowTransform()
      stroke(
        [CGPoint(x: origin.x, y: middle), CGPoint(x: Double(origin.x) + 18, y: middle)],
        width: 3, color: palette.color(of: index), on: cairo)
      label(
        series.name,
        in: CGRect(x: Double(origin.x) + 24, y: Double(origin.y), width: 180, height: 16),
        size: 11, color: palette.text, on: cairo)
    }
  }

  private func drawAxes(on cairo: CairoContext) {
    let left = PlotLayout.plotLeft
    let right = PlotLayout.plotRight
    let bottom = PlotLayout.plotBottom
    let top = layout.plotTop
    for value in layout.value.values {
      let y = layout.y(value)
      cairo.setWindowTransform()
      stroke(
        [CGPoint(x: left, y: y), CGPoint(x: right, y: y)], width: 1,
        color: palette.grid, on: cairo)
      label(
        layout.valueLabel(value), in: CGRect(x: 0, y: y - 7, width: left - 6, height: 14),
        size: 10, color: palette.axis, alignment: .right, on: cairo)
    }
    for time in layout.time.values {
      let x = layout.x(time)
      cairo.setWindowTransform()
      stroke(
        [CGPoint(x: x, y: bottom), CGPoint(x: x, y: bottom + 4)], width: 1,
        color: palette.axis, on: cairo)
      label(
        layout.time.label(time), in: CGRect(x: x - 30, y: bottom + 5, width: 60, height: 14),
        size: 10, color: palette.axis, alignment: .center, on: cairo)
    }
    cairo.setWindowTransform()
    stroke(
      [CGPoint(x: left, y: top), CGPoint(x: left, y: bottom), CGPoint(x: right, y: bottom)],
      width: 1, color: palette.axis, on: cairo)
    label(
      "time (s)",
      in: CGRect(x: left, y: PlotLayout.height - 24, width: right - left, height: 16), size: 11,
      color: palette.text, alignment: .center, on: cairo)
    if !layout.data.axisTitle.isEmpty {
      label(
        layout.data.axisTitle, in: CGRect(x: -100, y: -8, width: 200, height: 16), size: 11,
        color: palette.text, alignment: .center,
        transform: CGAffineTransform(translationX: 12, y: (top + bottom) / 2).rotated(
          by: -.pi / 2), on: cairo)
    }
  }

  private func drawKeyFrames(on cairo: CairoContext) {
    let cr = cairo.cr
    for (keyFrame, rect) in zip(layout.data.keyFrames, layout.keyFrameLabelRects) {
      let x = layout.x(keyFrame.time)
      cairo.setWindowTransform()
      let dashes: [Double] = [4, 3]
      cairo_set_dash(cr, dashes, 2, 0)
      stroke(
        [CGPoint(x: x, y: layout.plotTop - 2), CGPoint(x: x, y: PlotLayout.plotBottom)],
        width: 1, color: palette.key, on: cairo)
      cairo_set_dash(cr, nil, 0, 0)
      guard let rect else { continue }
      let centre = Double(rect.midX)
      if abs(centre - x) > 0.01 {
        // A label moved off its line: a leader from the line's top to the label's foot.
        cairo.setWindowTransform()
        stroke(
          [CGPoint(x: x, y: layout.plotTop - 2), CGPoint(x: centre, y: Double(rect.maxY))],
          width: 0.75, color: palette.key, on: cairo)
      }
      label(
        PlotLayout.label(of: keyFrame),
        in: CGRect(x: 0, y: -6, width: Double(rect.height), height: 12), size: 9,
        color: palette.key,
        transform: CGAffineTransform(translationX: centre, y: Double(rect.maxY)).rotated(
          by: -.pi / 2), on: cairo)
    }
  }

  private func drawSeries(on cairo: CairoContext) {
    let cr = cairo.cr
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    for index in layout.data.series.indices {
      for line in layout.polylines(of: index) {
        cairo.setWindowTransform()
        stroke(line, width: 2, color: palette.color(of: index), on: cairo)
      }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
  }

  private func drawMarkers(on cairo: CairoContext) {
    let cr = cairo.cr
    for (marker, labelRect) in zip(layout.data.markers, layout.markerLabelRects) {
      let point = layout.point(of: marker)
      let color = marker.series.map(palette.color(of:)) ?? palette.axis
      cairo.setWindowTransform()
      cairo_new_path(cr)
      cairo_arc(cr, Double(point.x), Double(point.y), 4, 0, 2 * .pi)
      cairo.setSource(Self.color(color))
      cairo_fill_preserve(cr)
      cairo.setSource(Self.color(palette.background))
      cairo_set_line_width(cr, 1.5)
      cairo_stroke(cr)
      label(
        marker.label,
        // The estimated width places the name; drawing it gets room to spare.
        in: CGRect(x: labelRect.minX, y: labelRect.minY, width: 240, height: 12), size: 9,
        bold: true,
        color: palette.text, on: cairo)
    }
  }

  private func stroke(_ points: [CGPoint], width: Double, color: String, on cairo: CairoContext) {
    guard let first = points.first else { return }
    let cr = cairo.cr
    cairo_new_path(cr)
    cairo_move_to(cr, Double(first.x), Double(first.y))
    for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    cairo_set_line_width(cr, width)
    cairo.setSource(Self.color(color))
    cairo_stroke(cr)
  }

  private func label(
    _ string: String, in rect: CGRect, size: Double, bold: Bool = false, color: String,
    alignment: NSTextAlignment = .left, transform: CGAffineTransform = .identity,
    on cairo: CairoContext
  ) {
    text.draw(
      DisplayText(
        id: "plot", transform: transform, rect: rect, string: string,
        font: DisplayFont(size: size, isBold: bold), color: Self.color(color),
        alignment: alignment, numberOfLines: 1),
      on: cairo)
  }

  /// `#RRGGBB` as a colour.
  static func color(_ hex: String) -> CGColor {
    let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
    return CGColor(
      red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF),
      blue8: UInt8(value & 0xFF))
  }
}
