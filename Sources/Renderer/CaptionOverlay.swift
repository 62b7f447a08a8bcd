import CCairo
import Foundation
import GestureCore

/// The optional caption overlay for reviewers (``RenderOptions/showsCaptions``): one line per
/// gesture recognizer in progress or recently changed (``GestureCore/Frame/gestures``), such as
/// "long press (b1): began", stacked from the bottom of the canvas.
///
/// Each line is a dark, rounded, translucent bar ``barHeight`` points high, ``margin`` points
/// from the canvas's sides, with white ``fontSize`` pt text. A line stays fully opaque while its
/// gesture is in progress (began, changed) and for ``fullOpacityDuration`` seconds after its
/// last change, then fades out by ``GestureCore/GestureMark/holdDuration``; a finished one
/// is gone at once when a new touch begins after its recognizer has reset to `.possible`, so
/// "long press (b1): ended" does not stay up while the next press is under way (the frames'
/// ``GestureCore/Frame/gestures`` no longer hold it). Like the touch overlay it is drawn after
/// the display list and never part of it.
public enum CaptionOverlay {
  /// The height of one caption bar, points.
  public static let barHeight: Double = 26
  /// The space around and between bars, points.
  public static let margin: Double = 8
  /// The caption text size, points.
  public static let fontSize: Double = 14
  /// The bar's fill.
  public static let barColor = CGColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 0.78)
  /// How long after its last change a finished gesture's line stays fully opaque, seconds.
  public static let fullOpacityDuration: Double = 0.7

  /// "long press (b1): began".
  public static func text(of mark: GestureMark) -> String {
    if let view = mark.view { return "\(mark.name) (\(view)): \(mark.state)" }
    return mark.caption
  }

  /// The line's opacity at `time`, seconds: 1 while the gesture is in progress or for
  /// ``fullOpacityDuration`` after its last change, then linearly down to 0 at
  /// ``GestureCore/GestureMark/holdDuration``.
  public static func opacity(of mark: GestureMark, at time: Double) -> Double {
    if mark.state == "began" || mark.state == "changed" { return 1 }
    let age = time - mark.time
    if age <= fullOpacityDuration { return 1 }
    let fade = GestureMark.holdDuration - fullOpacityDuration
    guard fade > 0 else { return 0 }
    return max(0, min(1, 1 - (age - fullOpacityDuration) / fade))
  }

  /// Draws the captions of `frame`, last mark at the bottom.
  static func draw(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let width = Double(frame.canvasSize.width) - 2 * margin
    guard width > 0 else { return }
    let marks = frame.gestures
    for (offset, mark) in marks.reversed().enumerated() {
      let alpha = opacity(of: mark, at: frame.time)
      guard alpha > 0 else { continue }
      let y =
        Double(frame.canvasSize.height) - margin - Double(offset + 1) * barHeight
        - Double(offset) * margin / 2
      let rect = CGRect(x: margin, y: y, width: width, height: barHeight)
      let cr = cairo.cr
      cairo_save(cr)
      cairo_push_group(cr)
      cairo.fill(
        DisplayShape(id: "caption", transform: .identity, rect: rect, cornerRadius: barHeight / 2),
        color: barColor)
      renderer.draw(
        DisplayText(
          id: "caption", transform: .identity, rect: rect.insetBy(dx: barHeight / 2, dy: 0),
          string: text(of: mark), font: DisplayFont(size: fontSize, isBold: true),
          color: .white, alignment: .left, numberOfLines: 1),
        on: cairo)
      cairo_pop_group_to_source(cr)
      cairo_identity_matrix(cr)
      cairo_paint_with_alpha(cr, alpha)
      cairo_restore(cr)
    }
  }
}
