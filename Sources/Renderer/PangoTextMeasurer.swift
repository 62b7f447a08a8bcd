import CPangoCairo
import Foundation
import GestureCore

/// Measures label text with the renderer's own Pango layout (``TextRenderer``), so a label
/// sized by its intrinsic content size fits the text exactly as it is drawn: same pinned fonts,
/// same unhinted metrics, same line breaking and truncation. Give one to
/// `UIWindow.textMeasurer`.
///
/// Not thread-safe (it owns a Pango font map); use one per window, from the thread that lays it
/// out.
public final class PangoTextMeasurer: TextMeasuring {
  let text: TextRenderer
  /// The images of layers drawn into graphics contexts (`CALayer.render(in:)`).
  let images = ImageRenderer()

  /// A measurer over the pinned fonts of `fonts` (the renderer's default set unless given).
  ///
  /// - Throws: the font errors of ``FrameRenderer/init(options:)``:
  ///   ``RenderError/fontsMissing(directory:package:)``,
  ///   ``RenderError/fontFamilyMissing(family:directories:)``,
  ///   ``RenderError/fontSetupFailed(reason:)``.
  public init(fonts: FontConfiguration = .standard) throws {
    text = try TextRenderer(fonts: FontSet(fonts))
  }

  /// The logical extents of `string` laid out in a rectangle `maxWidth` wide (or unbounded),
  /// limited to `numberOfLines`, as `TextRenderer` draws it: the widest line by the height of
  /// the lines shown, points. Zero for empty text or a font size ≤ 0.
  public func size(
    of string: String, font: DisplayFont, numberOfLines: Int, maxWidth: CGFloat?
  ) -> CGSize {
    // A font larger than the text engine draws is measured at the largest size it draws and
    // scaled up: unhinted metrics scale linearly.
    if font.size > DisplayFont.maximumDrawnSize, font.size.isFinite {
      let factor = font.size / DisplayFont.maximumDrawnSize
      var drawn = font
      drawn.size = DisplayFont.maximumDrawnSize
      let measured = size(
        of: string, font: drawn, numberOfLines: numberOfLines,
        maxWidth: maxWidth.map { $0 / CGFloat(factor) })
      return CGSize(
        width: measured.width * CGFloat(factor), height: measured.height * CGFloat(factor))
    }
    let unbounded = 100_000.0
    let width = maxWidth.map { max(1, Double($0)) } ?? unbounded
    let item = DisplayText(
      id: "", transform: .identity, rect: CGRect(x: 0, y: 0, width: width, height: unbounded),
      string: string, font: font, color: .black, alignment: .left,
      numberOfLines: numberOfLines)
    guard let laidOut = text.layout(for: item) else { return .zero }
    defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(laidOut.layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    return CGSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
  }
}
