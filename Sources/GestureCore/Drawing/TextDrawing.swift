import Foundation

/// Draws text into a graphics context with the renderer's fonts and layout, the seam through
/// which `NSString.draw(at:withAttributes:)` and its kin reach Pango (GestureCore cannot see
/// the fonts). The renderer's `PangoTextMeasurer` conforms; it is found through the scene's
/// text measurer (``SimulationContext/textMeasurer``), so text drawn inside a scene uses the
/// very layout `UILabel` is drawn with.
package protocol TextDrawing: AnyObject {
  /// Draws `string` in `font` and `color` into `context`, the top of its first line at
  /// `origin.y` (user space), lines broken at newlines and, when `width` is given, wrapped at
  /// words to `width` and aligned by `alignment` within it; painted through `clip` (user
  /// space) when given; with `rich`, in its runs and paragraph settings (attributed text).
  /// Nothing for empty text.
  func draw(
    _ string: String, font: DisplayFont, color: CGColor, alignment: NSTextAlignment,
    at origin: CGPoint, width: CGFloat?, clip: CGRect?, rich: DisplayRichText?,
    in context: CGContext)

  /// The distance from the top of `font`'s first line to its baseline, points (the layout's
  /// baseline as drawn).
  func ascent(of font: DisplayFont) -> CGFloat
}
