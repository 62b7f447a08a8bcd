import Foundation

// Font sizes text cannot be drawn at: larger than ``DisplayFont/maximumDrawnSize``, or not a
// finite number.
extension DisplayListBuilder {
  /// `font` as `label` draws it: at most ``DisplayFont/maximumDrawnSize``. A larger size, or
  /// one that is not a finite number (whose text is not drawn), records a
  /// `graphics.unsupported` warning naming the label, once for each size it is drawn with.
  static func drawable(_ font: DisplayFont, of label: UILabel, in window: UIWindow) -> DisplayFont {
    let size = font.size
    guard !(size <= DisplayFont.maximumDrawnSize) else { return font }
    if label.warnedFontSize.map({ $0 == size || ($0.isNaN && size.isNaN) }) != true {
      label.warnedFontSize = size
      let detail =
        size.isFinite
        ? "UILabel: a \(Self.points(size)) pt font is drawn at "
          + "\(Self.points(DisplayFont.maximumDrawnSize)) pt, the largest size the text engine "
          + "draws"
        : "UILabel: the font size is not a finite number (\(size)): the text is not drawn"
      window.eventLog.record("graphics.unsupported", view: label, detail: detail)
    }
    guard size.isFinite else { return font }
    var clamped = font
    clamped.size = DisplayFont.maximumDrawnSize
    return clamped
  }

  /// `size` without a fraction when it has none (`1000000`), else as Swift prints it.
  private static func points(_ size: Double) -> String {
    size == size.rounded() && abs(size) < 1e15 ? String(Int64(size)) : "\(size)"
  }
}
