import CPangoCairo
import Foundation
import GestureCore

extension TextRenderer {
  /// The box the text of `text` occupies as ``draw(_:on:)`` lays it out: the layout's logical
  /// extents (Pango's line boxes: advance widths, ascent plus descent), placed as drawn
  /// (aligned, vertically centred) and clipped to the item's rectangle, in the item's own
  /// points (before its transform). `nil` when nothing is drawn.
  func textBox(of text: DisplayText) -> CGRect? {
    guard let laidOut = layout(for: text) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let box = CGRect(
      x: laidOut.left + Double(logical.x) / scale,
      y: laidOut.top + Double(logical.y) / scale, width: Double(logical.width) / scale,
      height: Double(logical.height) / scale
        + TextRenderer.addedHeight(of: laidOut.layout, gap: laidOut.paragraphGap))
    let clipped = box.intersection(laidOut.rect)
    return clipped.isNull || clipped.isEmpty ? nil : clipped
  }

  /// The size, points, that `string` in `font` needs when wrapped at words to `width` points
  /// with no limit on lines: the logical width of its longest line and the height of all its
  /// lines. Zero for empty strings or widths ≤ 0.
  func fittingSize(of string: String, font: DisplayFont, width: Double) -> CGSize {
    let probe = DisplayText(
      id: "measure", transform: .identity,
      rect: CGRect(x: 0, y: 0, width: width, height: 1_000_000), string: string, font: font,
      color: .black, alignment: .left, numberOfLines: 0)
    guard let laidOut = layout(for: probe) else { return .zero }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return CGSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
  }
}
