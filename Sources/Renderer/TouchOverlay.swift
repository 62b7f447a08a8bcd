import CCairo
import Foundation
import GestureCore

/// The touch indicator drawn above a frame, like the "Show touches" option of screen
/// recordings (TouchVisualizer and similar libraries: a translucent disc under each finger that
/// fades out over 0.2 s after the finger lifts). It is an overlay: never part of the display
/// list, never hit-tested, drawn after every display item.
///
/// Each ``GestureCore/TouchMark`` becomes a disc ``diameter`` points across centred on its
/// location: a translucent light grey fill with a thin darker ring, so it reads on light and
/// dark backgrounds alike. The whole mark (fill and ring together) is painted with
/// ``opacity(of:at:)``.
public enum TouchOverlay {
  /// The disc's diameter in points, about a fingertip (Apple's minimum tap target is 44 pt).
  public static let diameter: Double = 44
  /// How long a lifted (or cancelled) touch takes to fade from full opacity to nothing, in
  /// seconds.
  public static let fadeDuration: Double = 0.2
  /// The width of the darker ring, in points, drawn inside the disc's edge.
  public static let ringWidth: Double = 1.5
  /// The disc's fill: light grey, half transparent.
  public static let fillColor = CGColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 0.6)
  /// The ring: dark grey, mostly opaque.
  public static let ringColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.7)

  /// How opaque `mark` is at `time` (seconds): 1 while the finger is down (`endTime` is `nil`,
  /// or later than `time`), then `1 − (time − endTime) / fadeDuration`, reaching 0 (not drawn)
  /// `fadeDuration` seconds after the finger lifted.
  public static func opacity(of mark: TouchMark, at time: Double) -> Double {
    guard let end = mark.endTime else { return 1 }
    let elapsed = time - end
    guard elapsed > 0 else { return 1 }
    let opacity = 1 - elapsed / fadeDuration
    return opacity.isFinite ? min(1, max(0, opacity)) : 0
  }

  /// Draws the marks of `frame` in window points (the CTM is reset to the device scale), each
  /// through its own group so fill and ring fade together.
  static func draw(_ frame: Frame, on cairo: CairoContext) {
    let cr = cairo.cr
    for mark in frame.touches {
      let opacity = opacity(of: mark, at: frame.time)
      let x = Double(mark.location.x)
      let y = Double(mark.location.y)
      guard opacity > 0, x.isFinite, y.isFinite else { continue }
      cairo_save(cr)
      cairo.setWindowTransform()
      cairo_push_group(cr)
      let radius = diameter / 2
      cairo_new_path(cr)
      cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
      cairo.setSource(fillColor)
      cairo_fill(cr)
      cairo_new_path(cr)
      cairo_arc(cr, x, y, radius - ringWidth / 2, 0, 2 * Double.pi)
      cairo_set_line_width(cr, ringWidth)
      cairo.setSource(ringColor)
      cairo_stroke(cr)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
      cairo_restore(cr)
    }
  }
}
