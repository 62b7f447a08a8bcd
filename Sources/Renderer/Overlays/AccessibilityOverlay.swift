import CCairo
import Foundation
import GestureCore

/// The accessibility overlay (``RenderOptions/showsAccessibility``, `--accessibility`): the
/// elements VoiceOver would visit (``GestureCore/Frame/accessibility``), numbered in its reading
/// order, and a legend beside the screen that lists what VoiceOver speaks for each.
///
/// On the screen, each element's frame is outlined (``lineWidth``, ``color``) and a numbered
/// badge (a ``badgeDiameter`` circle, the number in white) sits centred on its top left
/// corner, kept on the screen. An interactive element smaller than 44 × 44 pt
/// (``GestureCore/AccessibilitySnapshot/isSmallTarget``) is outlined dashed in
/// ``smallTargetColor`` instead, with a badge of that colour.
///
/// The legend is a panel ``legendWidth`` points wide to the right of the screen (the frame's
/// pixels grow by that much, ``FrameRenderer/pixelSize(of:)``): a title, then one row per
/// element, its badge and its spoken phrase ("Log In, button"), a small target's row followed
/// by a note of its size; rows that do not fit end with "… N more".
public enum AccessibilityOverlay {
  /// The outline and badge colour of an element, a blue that stands apart from the outline
  /// overlay's colours.
  public static let color = CGColor(red: 0.0, green: 0.42, blue: 0.9)
  /// The outline and badge colour of a small target.
  public static let smallTargetColor = CGColor(red: 0.9, green: 0.1, blue: 0.1)
  /// The width of the legend panel, points.
  public static let legendWidth: Double = 280
  /// The legend's background.
  public static let legendBackground = CGColor(red: 0.96, green: 0.96, blue: 0.97)
  /// A badge's diameter, points.
  public static let badgeDiameter: Double = 18
  /// The outline width, points (a small target's is twice it).
  public static let lineWidth: Double = 1.5
  /// The legend's text size, points.
  public static let fontSize: Double = 12
  /// The height of a legend row, points.
  public static let rowHeight: Double = 22

  /// The centre of element `frame`'s badge on a screen of `canvas` size: its top left corner,
  /// moved onto the screen by up to a badge's radius.
  public static func badgeCenter(of frame: CGRect, canvas: CGSize) -> CGPoint {
    let r = badgeDiameter / 2
    let x = min(max(Double(frame.minX), r), max(r, Double(canvas.width) - r))
    let y = min(max(Double(frame.minY), r), max(r, Double(canvas.height) - r))
    return CGPoint(x: x, y: y)
  }

  /// The rows of the legend, one per element: the badge's number and the text beside it.
  public static func legendRows(of frame: Frame) -> [(number: Int, text: String, note: String?)] {
    frame.accessibility.enumerated().map { index, element in
      let spoken = element.spoken.isEmpty ? "(nothing spoken)" : element.spoken
      let note =
        element.isSmallTarget
        ? "\(describe(element.frame.width)) × \(describe(element.frame.height)) pt, under 44 × 44"
        : nil
      return (index + 1, spoken, note)
    }
  }

  /// Draws the overlay of `frame`: outlines and badges on the screen, the legend beside it.
  static func draw(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let cr = cairo.cr
    let canvas = frame.canvasSize
    for element in frame.accessibility {
      let rect = element.frame.standardized
      guard rect.width.isFinite, rect.height.isFinite, rect.width > 0 || rect.height > 0 else {
        continue
      }
      let small = element.isSmallTarget
      let width = small ? 2 * lineWidth : lineWidth
      cairo_save(cr)
      cairo.setTransform(.identity)
      cairo_new_path(cr)
      cairo_rectangle(
        cr, Double(rect.minX) + width / 2, Double(rect.minY) + width / 2,
        max(0, Double(rect.width) - width), max(0, Double(rect.height) - width))
      cairo_set_line_width(cr, width)
      if small {
        var dashes = [4.0, 2.0]
        cairo_set_dash(cr, &dashes, 2, 0)
      }
      cairo.setSource(small ? smallTargetColor : color)
      cairo_stroke(cr)
      cairo_restore(cr)
    }
    for (index, element) in frame.accessibility.enumerated() {
      let center = badgeCenter(of: element.frame.standardized, canvas: canvas)
      drawBadge(
        index + 1, at: center, color: element.isSmallTarget ? smallTargetColor : color,
        on: cairo, text: renderer)
    }
    drawLegend(frame, on: cairo, text: renderer)
  }

  /// A numbered badge centred at `center` (window points).
  static func drawBadge(
    _ number: Int, at center: CGPoint, color: CGColor, on cairo: CairoContext,
    text renderer: TextRenderer
  ) {
    let r = badgeDiameter / 2
    let wide = number >= 10 ? 6.0 : 0
    let rect = CGRect(
      x: Double(center.x) - r - wide / 2, y: Double(center.y) - r, width: badgeDiameter + wide,
      height: badgeDiameter)
    cairo.fill(
      DisplayShape(id: "accessibility-badge", transform: .identity, rect: rect, cornerRadius: r),
      color: color)
    renderer.draw(
      DisplayText(
        id: "accessibility-badge", transform: .identity, rect: rect, string: "\(number)",
        font: DisplayFont(size: 11, isBold: true), color: .white, alignment: .center,
        numberOfLines: 1),
      on: cairo)
  }

  /// The legend panel right of the screen.
  static func drawLegend(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let left = Double(frame.canvasSize.width)
    let height = Double(frame.canvasSize.height)
    let panel = CGRect(x: left, y: 0, width: legendWidth, height: height)
    cairo.fill(
      DisplayShape(id: "accessibility-legend", transform: .identity, rect: panel),
      color: legendBackground)
    let textLeft = left + 12 + badgeDiameter + 8
    func line(_ string: String, y: Double, color: CGColor, bold: Bool = false, x: Double? = nil) {
      let start = x ?? textLeft
      renderer.draw(
        DisplayText(
          id: "accessibility-legend",
          transform: .identity,
          rect: CGRect(x: start, y: y, width: left + legendWidth - 8 - start, height: rowHeight),
          string: string, font: DisplayFont(size: fontSize, isBold: bold), color: color,
          alignment: .left, numberOfLines: 1),
        on: cairo)
    }
    let ink = CGColor(red: 0.1, green: 0.1, blue: 0.12)
    line("VoiceOver order", y: 8, color: ink, bold: true, x: left + 12)
    var y = 8 + rowHeight + 4
    let rows = legendRows(of: frame)
    let bottom = height - 8 - rowHeight
    for (offset, row) in rows.enumerated() {
      let needed = row.note == nil ? rowHeight : 2 * rowHeight
      if y + needed > bottom, offset < rows.count {
        line("… \(rows.count - offset) more", y: y, color: ink, x: left + 12)
        return
      }
      let small = row.note != nil
      drawBadge(
        row.number, at: CGPoint(x: left + 12 + badgeDiameter / 2, y: y + rowHeight / 2),
        color: small ? smallTargetColor : color, on: cairo, text: renderer)
      line(row.text, y: y, color: ink)
      y += rowHeight
      if let note = row.note {
        line(note, y: y - 4, color: smallTargetColor)
        y += rowHeight - 4
      }
    }
    if rows.contains(where: { $0.note != nil }) {
      line(
        "Red dashed: a target under 44 × 44 pt", y: bottom, color: smallTargetColor,
        x: left + 12)
    }
  }

  /// `30`, `30.5`: a size as the legend prints it.
  private static func describe(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
