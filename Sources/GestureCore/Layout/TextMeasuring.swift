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

/// Measures attributed text the way the renderer draws it (``DisplayRichText``): the runs'
/// fonts, kerning and baseline offsets, the paragraph's line spacing, line heights and indents.
/// The Renderer's `PangoTextMeasurer` conforms; a measurer that does not is asked for the plain
/// string in the first run's font.
package protocol RichTextMeasuring: TextMeasuring {
  /// The size of `text` laid out with `rich`'s runs and paragraph, points: the widest line
  /// (with its indents) by the height of the lines shown. `numberOfLines` and `maxWidth` as in
  /// ``TextMeasuring/size(of:font:numberOfLines:maxWidth:)``.
  func size(of text: String, rich: DisplayRichText, numberOfLines: Int, maxWidth: CGFloat?)
    -> CGSize
}

extension TextMeasuring {
  /// The size of attributed `text` (``RichTextMeasuring``), or of the plain string in the first
  /// run's font when the measurer cannot lay runs out.
  package func measure(
    _ text: String, rich: DisplayRichText?, font: DisplayFont, numberOfLines: Int,
    maxWidth: CGFloat?
  ) -> CGSize {
    if let rich, let measurer = self as? any RichTextMeasuring {
      return measurer.size(
        of: text, rich: rich, numberOfLines: numberOfLines, maxWidth: maxWidth)
    }
    return size(
      of: text, font: rich?.runs.first?.font ?? font, numberOfLines: numberOfLines,
      maxWidth: maxWidth)
  }
}

/// Finds where a caret goes in laid-out text, as the renderer lays it out. The Renderer's
/// `PangoTextMeasurer` conforms.
package protocol TextCaretLocating: TextMeasuring {
  /// The caret's rectangle before the UTF-8 byte `byteIndex` of `text` laid out with `rich`,
  /// wrapped at `maxWidth` (or only at newlines): x at the insertion point, y the top of its
  /// line, height the line's, width 0; points from the text's top left.
  func caretRect(in text: String, rich: DisplayRichText, maxWidth: CGFloat?, byteIndex: Int)
    -> CGRect
}
