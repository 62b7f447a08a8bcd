import Foundation

/// Measures text the way the renderer draws it, so labels can report an intrinsic content size.
///
/// GestureCore cannot see the fonts (Pango lives in the Renderer target), so a window is given a
/// measurer (``UIWindow/textMeasurer``): the Renderer's `PangoTextMeasurer` in the command-line
/// tool and scenarios, a fixed-advance stand-in in tests. Without one, labels have no intrinsic
/// size.
public protocol TextMeasuring: AnyObject {
  /// The size of `text` set in `font`, points: the width of its widest line and the height of
  /// its lines (Pango's logical extents, as drawn).
  ///
  /// - Parameters:
  ///   - numberOfLines: the most lines shown, 0 for no limit (`UILabel.numberOfLines`).
  ///   - maxWidth: the width at which lines wrap, points, or `nil` to break lines only at
  ///     newlines.
  func size(of text: String, font: DisplayFont, numberOfLines: Int, maxWidth: CGFloat?)
    -> CGSize
}
