import CCairo
import Foundation

/// Which PNG writer encodes frames.
public enum PNGWriterKind: String, Sendable, CaseIterable {
  /// Ours (``FramePNGWriter``): Up filter, zlib level 1 with `Z_RLE`; the default.
  case fast
  /// Cairo's `cairo_surface_write_to_png_stream` (libpng defaults, zlib level 6), kept for the
  /// side-by-side benchmark.
  case cairo
}

/// Turns drawn pixels into PNG bytes. The one place PNG encoding happens, so callers do not
/// depend on which writer runs.
enum PNGEncoding {
  /// Encodes `surface` (an ARGB32 image surface: contact sheets, diff pictures) with our writer
  /// (``FramePNGWriter``), its pixels copied out first.
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` for a surface that is not an ARGB32
  ///   image, ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
  static func encode(_ surface: OpaquePointer) throws -> Data {
    try FramePNGWriter.encode(PixelBuffer(copying: surface)).png
  }

  /// Encodes `surface` (an image surface) with Cairo's writer: RGB when every pixel is opaque,
  /// RGBA otherwise, unpremultiplied, no timestamp (same pixels, same bytes). Kept for the
  /// side-by-side benchmark (`--png-writer cairo`).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when Cairo fails.
  static func encodeWithCairo(_ surface: OpaquePointer) throws -> Data {
    let buffer = CairoByteBuffer()
    let status = withExtendedLifetime(buffer) {
      cairo_surface_write_to_png_stream(surface, CairoByteBuffer.write, buffer.closure)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(operation: "encoding PNG", status: cairoStatusText(status))
    }
    return Data(buffer.bytes)
  }

  /// Encodes a drawn frame with `writer`. Both writers give RGB when every pixel is opaque and
  /// RGBA otherwise, unpremultiplied, without a timestamp; the bytes differ (filters and zlib
  /// settings) but decode to the same pixels.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` (zlib) or
  ///   ``RenderError/cairo(operation:status:)``.
  static func encode(_ pixels: PixelBuffer, writer: PNGWriterKind = .fast) throws -> Data {
    try encode(pixels, writer: writer, after: nil).png
  }

  /// Encodes a frame of a sequence with `writer`. With ours, the bands of rows equal to those of
  /// `previous.pixels` (the frame before) are taken from `previous.encoded()`, which is called
  /// only when such bands exist and only after the changed bands are deflated (so a worker
  /// thread waits for the previous frame as late as possible); it returns nil when the previous
  /// frame failed. The bytes are those of ``encode(_:writer:)``. Time spent encoding, not
  /// waiting, is added to `timings`.
  ///
  /// - Throws: the errors of ``encode(_:writer:)``.
  static func encode(
    _ pixels: PixelBuffer, writer: PNGWriterKind,
    after previous: (pixels: PixelBuffer, encoded: () -> EncodedFrame?)?,
    timings: PipelineTimings? = nil
  ) throws -> EncodedFrame {
    switch writer {
    case .fast:
      let pending = try timings.measure(.encode) {
        try FramePNGWriter.begin(pixels, comparedWith: previous?.pixels)
      }
      let earlier = pending.needsPreviousBands ? previous?.encoded() : nil
      let frame = try timings.measure(.encode) { try pending.finish(reusing: earlier) }
      timings?.countBands(
        deflated: frame.bands.count - frame.reusedBandCount, reused: frame.reusedBandCount)
      return frame
    case .cairo:
      var copy = pixels
      let png = try timings.measure(.encode) { try copy.withSurface { try encodeWithCairo($0) } }
      return EncodedFrame(png: png, shape: nil, bands: [], reusedBandCount: 0)
    }
  }
}
