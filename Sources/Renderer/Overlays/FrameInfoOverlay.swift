import CCairo
import Foundation
import GestureCore

/// The frame number and simulated time in a small dark badge at the top right of each frame,
/// "#48  0.800 s", so a figure or a reviewer's screenshot says which moment it shows.
public enum FrameInfoOverlay {
  /// The badge's text size, points.
  public static let fontSize: Double = 11
  /// The distance from the canvas's top and right edges, points.
  public static let margin: Double = 6
  /// The badge fill.
  public static let fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.7)

  /// "#48  0.800 s": the index and the time in seconds with three decimals.
  public static func text(index: Int, time: Double) -> String {
    "#\(index)  " + String(format: "%.3f s", time)
  }

  /// Draws the badge of `frame`.
  static func draw(_ frame: Frame, on cairo: CairoContext, text renderer: TextRenderer) {
    let string = text(index: frame.index, time: frame.time)
    let width = Double(string.count) * fontSize * 0.62 + 10
    let height = fontSize + 8
    let canvas = frame.canvasSize
    let rect = CGRect(
      x: Double(canvas.width) - margin - width, y: margin, width: width, height: height)
    cairo.fill(
      DisplayShape(id: "frame-info", transform: .identity, rect: rect, cornerRadius: height / 2),
      color: fillColor)
    renderer.draw(
      DisplayText(
        id: "frame-info", transform: .identity, rect: rect, string: string,
        font: DisplayFont(family: "DejaVu Sans Mono", size: fontSize), color: .white,
        alignment: .center, numberOfLines: 1),
      on: cairo)
  }
}
