import CCairo
import Foundation
import GestureCore

/// The picture of one frame's difference: old | delta | new side by side on a dark strip, each
/// panel labelled above ("main", "#48  1,234 px changed, max Δ 255", "branch"). A missing side
/// (an added or removed frame) is a grey panel saying so. Every pixel is opaque (translucent
/// frames are shown over white), so the picture is written as RGB.
///
/// The panels' pixels are written straight into the picture (``DeltaKernel``); Cairo draws the
/// background, the labels and the missing panels.
enum DiffPicture {
  /// The label strip's height, pixels.
  static let labelHeight = 36
  /// The space around and between panels, pixels.
  static let gutter = 12

  /// The picture's size for panels of `panelWidth` × `panelHeight` pixels.
  static func size(panelWidth: Int, panelHeight: Int) -> (width: Int, height: Int) {
    (4 * gutter + 3 * panelWidth, labelHeight + panelHeight + gutter)
  }

  /// Composes the picture of `old` against `new` into a buffer made in `storage` (reused when
  /// it has the right size), with panels of `panelWidth` × `panelHeight` pixels (at least the
  /// frames' size); `names` label the old and new panels, `index` the delta's. Returns the
  /// picture and the difference.
  ///
  /// - Throws: ``RenderError/invalidCanvas(width:height:scale:)`` for a picture wider or taller
  ///   than 32,767 pixels, ``RenderError/cairo(operation:status:)``.
  static func compose(
    index: Int, old: DecodedFrame?, new: DecodedFrame?, tolerance: Int,
    panelWidth: Int, panelHeight: Int, names: (old: String, new: String),
    text: TextRenderer, storage: inout [UInt8]
  ) throws -> (picture: PixelBuffer, difference: ImageDifference) {
    let (width, height) = size(panelWidth: panelWidth, panelHeight: panelHeight)
    guard width <= 32767, height <= 32767 else {
      throw RenderError.invalidCanvas(width: Double(width), height: Double(height), scale: 1)
    }
    var picture = try PixelBuffer(width: width, height: height, reusing: &storage)
    func x(ofColumn column: Int) -> Int { gutter + column * (panelWidth + gutter) }
    try picture.withSurface { surface in
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "creating the diff context", status: "NULL")
      }
      defer { cairo_destroy(cr) }
      let cairo = CairoContext(cr: cr, scale: 1)
      cairo.paintBackground(CGColor(red8: 0x2C, green8: 0x2C, blue8: 0x2E))
    }
    let difference = picture.bytes.withUnsafeMutableBufferPointer { bytes in
      let stride = picture.stride
      func panel(_ column: Int) -> DeltaKernel.Panel {
        DeltaKernel.Panel(
          origin: bytes.baseAddress! + labelHeight * stride + x(ofColumn: column) * 4,
          stride: stride)
      }
      if let old { DeltaKernel.copy(old, into: panel(0)) }
      if let new { DeltaKernel.copy(new, into: panel(2)) }
      return DeltaKernel.compare(old: old, new: new, tolerance: tolerance, into: panel(1))
    }
    let labels = [
      names.old + (old == nil ? " (missing)" : ""),
      "#\(index)  \(difference.changedPixels) px changed, max Δ \(difference.largestChannelDifference)",
      names.new + (new == nil ? " (missing)" : ""),
    ]
    try picture.withSurface { surface in
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "creating the diff context", status: "NULL")
      }
      defer { cairo_destroy(cr) }
      let cairo = CairoContext(cr: cr, scale: 1)
      cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
      for column in 0..<3 {
        let x = x(ofColumn: column)
        if column != 1, (column == 0 ? old : new) == nil {
          cairo.fill(
            DisplayShape(
              id: "missing", transform: .identity,
              rect: CGRect(x: x, y: labelHeight, width: panelWidth, height: panelHeight)),
            color: CGColor(red8: 0x63, green8: 0x63, blue8: 0x66))
          text.draw(
            DisplayText(
              id: "missing", transform: .identity,
              rect: CGRect(x: x, y: labelHeight, width: panelWidth, height: panelHeight),
              string: column == 0 ? "no \(names.old) frame" : "no \(names.new) frame",
              font: DisplayFont(size: 18, isBold: true), color: .white, alignment: .center,
              numberOfLines: 1),
            on: cairo)
        }
        text.draw(
          DisplayText(
            id: "label", transform: .identity,
            rect: CGRect(x: x, y: 4, width: panelWidth, height: labelHeight - 8),
            string: labels[column], font: DisplayFont(size: 18, isBold: column == 1),
            color: column == 1 ? CGColor(red: 1, green: 0.45, blue: 0.9) : .white,
            alignment: column == 0 ? .left : (column == 1 ? .center : .right), numberOfLines: 1),
          on: cairo)
      }
    }
    return (picture, difference)
  }
}
