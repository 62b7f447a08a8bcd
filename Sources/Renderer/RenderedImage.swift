import CCairo
import Foundation

/// A decoded image: 8-bit RGBA pixels with straight (not premultiplied) alpha, row by row from the
/// top left. Used by tests and image diffs to read back what was rendered.
public struct RenderedImage: Sendable, Equatable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha (each 0…255, alpha straight) per pixel,
  /// rows top to bottom, pixels left to right.
  public let rgba: [UInt8]

  /// Decodes PNG bytes (`cairo_image_surface_create_from_png_stream`).
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` with source `<data>` when the bytes
  ///   are not a PNG Cairo can read.
  public init(pngData: Data) throws {
    try self.init(pngBytes: [UInt8](pngData), source: "<data>")
  }

  /// Decodes the PNG file at `url`.
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` naming the path when the file
  ///   cannot be read or decoded.
  public init(contentsOf url: URL) throws {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: url))
    } catch {
      throw RenderError.invalidImage(
        source: url.path, reason: RenderError.reason(of: error, at: url.path))
    }
    try self.init(pngBytes: bytes, source: url.path)
  }

  private init(pngBytes: [UInt8], source: String) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard pngBytes.starts(with: signature) else {
      throw RenderError.invalidImage(source: source, reason: "not a PNG file (no PNG signature)")
    }
    let reader = CairoByteReader(pngBytes)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(CairoByteReader.read, reader.closure)
    }
    guard let surface else {
      throw RenderError.invalidImage(source: source, reason: "cairo returned no surface")
    }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.invalidImage(source: source, reason: cairoStatusText(status))
    }
    try self.init(surface: surface, source: source)
  }

  /// An image from its pixels: `rgba` holds `width × height × 4` bytes laid out as ``rgba``.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4)
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Reads the pixels of an image surface (any format), unpremultiplying and reordering
  /// Cairo's native-endian ARGB words into RGBA bytes.
  init(surface: OpaquePointer, source: String) throws {
    self = try RenderedImage.read(surface, source: source)
  }

  private static func read(_ surface: OpaquePointer, source: String) throws -> RenderedImage {
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
      // Convert (e.g. A8 from a grey PNG) by painting onto an ARGB32 surface.
      let w = cairo_image_surface_get_width(surface)
      let h = cairo_image_surface_get_height(surface)
      guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h) else {
        throw RenderError.invalidImage(source: source, reason: "cannot convert the pixel format")
      }
      defer { cairo_surface_destroy(converted) }
      let cr = cairo_create(converted)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
      cairo_destroy(cr)
      return try read(converted, source: source)
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.invalidImage(source: source, reason: "the surface has no pixel data")
    }
    let opaque = format == CAIRO_FORMAT_RGB24
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    rgba.withUnsafeMutableBufferPointer { out in
      let raw = UnsafeRawPointer(data)
      for y in 0..<height {
        let row = raw + y * stride
        for x in 0..<width {
          let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          let a = opaque ? 255 : UInt32(word >> 24)
          var r = (word >> 16) & 0xFF
          var g = (word >> 8) & 0xFF
          var b = word & 0xFF
          if a == 0 {
            r = 0
            g = 0
            b = 0
          } else if a < 255 {
            // Cairo's own PNG writer rounds the same way.
            r = (r * 255 + a / 2) / a
            g = (g * 255 + a / 2) / a
            b = (b * 255 + a / 2) / a
          }
          let o = (y * width + x) * 4
          out[o] = UInt8(min(r, 255))
          out[o + 1] = UInt8(min(g, 255))
          out[o + 2] = UInt8(min(b, 255))
          out[o + 3] = UInt8(a)
        }
      }
    }
    return RenderedImage(width: width, height: height, rgba: rgba)
  }

  /// The pixel at column `x`, row `y` (0-based from the top left): red, green, blue and straight
  /// alpha, each 0…255. `x` must be in `0..<width` and `y` in `0..<height`.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y),
      "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
    let o = (y * width + x) * 4
    return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
  }
}
