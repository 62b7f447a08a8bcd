import UIKit

/// A stand-in for the renderer's text measurer: every character advances half the font's
/// point size and a line is 1.2 × the point size high, so sizes can be computed by hand
/// (`"Save"` at 17 pt is 4 × 8.5 = 34 × 20.4 points).
final class FixedAdvanceTextMeasurer: TextMeasuring {
  func size(of text: String, font: DisplayFont, numberOfLines: Int, maxWidth: CGFloat?)
    -> CGSize
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map(\.count).max() ?? 0
    let shown = numberOfLines == 0 ? lines.count : min(lines.count, numberOfLines)
    return CGSize(
      width: CGFloat(Double(widest) * font.size / 2),
      height: CGFloat(Double(shown) * 1.2 * font.size))
  }
}
