import CCairo
import Foundation
import GestureCore

extension FrameRenderer {
  /// Draws `frame` like ``renderPixels(_:reusing:)``, redrawing only the part of its content
  /// that differs from the last frame drawn through `canvas` (``FrameDamage``), copying the
  /// rest from there, and drawing the overlays whole. The pixels are the same as
  /// ``renderPixels(_:)``'s.
  ///
  /// - Throws: the errors of ``renderPNG(_:)``.
  public func renderPixels(
    _ frame: Frame, reusing storage: inout [UInt8], canvas: ContentCanvas
  ) throws -> PixelBuffer {
    let size = try pixelSize(of: frame)
    try FrameRenderer.validate(frame)
    let damage: FrameDamage
    if let previous = canvas.pixels, previous.width == size.width,
      previous.height == size.height, canvas.canvasSize == frame.canvasSize,
      canvas.backgroundColor == frame.backgroundColor
    {
      damage = FrameDamage.between(canvas.items, frame.items, scale: options.scale)
    } else {
      damage = .everything
    }
    canvas.count(damage)
    // The canvas lets go of its pixels while they are drawn on (so they are not copied on
    // write), and stays empty when drawing fails: the next frame is then drawn whole.
    var kept = canvas.takePixels()
    var content: PixelBuffer
    if var pixels = kept, case .region(let box) = damage {
      kept = nil
      let whole = DisplayItemBounds.closure(of: box, over: frame.items, scale: options.scale)
      if let rect = whole.pixelRect(width: size.width, height: size.height) {
        let region = DeviceBox(
          minX: Double(rect.x), minY: Double(rect.y), maxX: Double(rect.x + rect.width),
          maxY: Double(rect.y + rect.height))
        canvas.countRedrawn(rect.width * rect.height)
        try pixels.withCairo { try drawContent(frame, on: $0, within: region) }
      }
      content = pixels
    } else if let pixels = kept, damage == .nothing {
      content = pixels
    } else {
      var memory = kept?.bytes ?? []
      kept = nil
      content = try PixelBuffer(
        width: size.width, height: size.height, reusing: &memory, clearing: false)
      try content.withCairo { try drawContent(frame, on: $0) }
    }
    canvas.pixels = content
    canvas.items = frame.items
    canvas.backgroundColor = frame.backgroundColor
    canvas.canvasSize = frame.canvasSize
    var output = try PixelBuffer(
      width: size.width, height: size.height, reusing: &storage, clearing: false)
    output.copyPixels(of: content)
    if drawsOverlays {
      try output.withCairo { try drawOverlays(frame, on: $0) }
    }
    return output
  }
}

extension PixelBuffer {
  /// Runs `body` with a Cairo context drawing on the buffer (destroyed afterwards).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)``, or what `body` throws.
  mutating func withCairo(_ body: (OpaquePointer) throws -> Void) throws {
    try withSurface { surface in
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "creating the context", status: "NULL")
      }
      defer { cairo_destroy(cr) }
      try body(cr)
    }
  }

  /// Copies the bytes of `other`, a buffer of the same size and stride.
  mutating func copyPixels(of other: PixelBuffer) {
    precondition(other.bytes.count == bytes.count, "copying pixels between buffers of two sizes")
    bytes.withUnsafeMutableBytes { target in
      other.bytes.withUnsafeBytes { source in
        _ = memcpy(target.baseAddress!, source.baseAddress!, source.count)
      }
    }
  }
}
