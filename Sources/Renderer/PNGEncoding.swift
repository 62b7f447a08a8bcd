import CCairo
import Foundation

/// Turns a drawn image surface into PNG bytes. The one place PNG encoding happens, so a faster
/// writer (a tunable zlib level) can replace Cairo's without touching callers.
enum PNGEncoding {
  /// Encodes `surface` (an image surface) with `cairo_surface_write_to_png_stream`: RGB when
  /// every pixel is opaque, RGBA otherwise, unpremultiplied, no timestamp (same pixels, same
  /// bytes).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when Cairo fails.
  static func encode(_ surface: OpaquePointer) throws -> Data {
    let buffer = CairoByteBuffer()
    let status = withExtendedLifetime(buffer) {
      cairo_surface_write_to_png_stream(surface, CairoByteBuffer.write, buffer.closure)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(operation: "encoding PNG", status: cairoStatusText(status))
    }
    return Data(buffer.bytes)
  }
}
