import CCairo
import Foundation

/// A PNG frame decoded by Cairo into native-endian 32-bit words, premultiplied alpha (Cairo's
/// `ARGB32`; an opaque PNG decodes as `RGB24`, whose top byte counts as 255), rows `stride`
/// bytes apart. The diff reads these words directly: no conversion to straight RGBA and no
/// copy. One thread at a time (it owns the surface, destroyed with it).
final class DecodedFrame {
  /// The width and height, pixels.
  let width: Int
  let height: Int
  /// Bytes from one row to the next.
  let stride: Int
  /// Whether every pixel is opaque by format (`RGB24`).
  let isOpaqueFormat: Bool
  private let surface: OpaquePointer
  /// The first byte of the first row.
  let base: UnsafeMutablePointer<UInt8>

  /// Decodes `bytes`, a PNG file's contents; `source` names it in errors. The file's structure
  /// is checked first (``PNGFileCheck/structure(_:)``), and a file Cairo still cannot decode
  /// is examined for why (``PNGFileCheck/dataProblem(_:)``): Cairo reports every libpng error
  /// as "out of memory".
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` with the reason located by byte
  ///   offset when it is not a PNG Cairo decodes.
  init(png bytes: [UInt8], source: String) throws {
    do {
      try PNGFileCheck.structure(bytes)
    } catch let problem as PNGFileCheck.Problem {
      throw RenderError.invalidImage(source: source, reason: problem.description)
    }
    let reader = CairoByteReader(bytes)
    guard
      var decoded = withExtendedLifetime(
        reader,
        {
          cairo_image_surface_create_from_png_stream(CairoByteReader.read, reader.closure)
        })
    else { throw RenderError.invalidImage(source: source, reason: "cairo returned no surface") }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(decoded)
      throw RenderError.invalidImage(
        source: source,
        reason: PNGFileCheck.dataProblem(bytes)?.description
          ?? "Cairo could not decode it (it said: \(cairoStatusText(status)))")
    }
    var format = cairo_image_surface_get_format(decoded)
    if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
      // A grey or palette PNG Cairo keeps as another format: painted onto ARGB32.
      let w = cairo_image_surface_get_width(decoded)
      let h = cairo_image_surface_get_height(decoded)
      guard let converted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
        let cr = cairo_create(converted)
      else {
        cairo_surface_destroy(decoded)
        throw RenderError.invalidImage(source: source, reason: "cannot convert the pixel format")
      }
      cairo_set_source_surface(cr, decoded, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      cairo_surface_destroy(decoded)
      decoded = converted
      format = CAIRO_FORMAT_ARGB32
    }
    cairo_surface_flush(decoded)
    guard let data = cairo_image_surface_get_data(decoded) else {
      cairo_surface_destroy(decoded)
      throw RenderError.invalidImage(source: source, reason: "no pixel data")
    }
    surface = decoded
    base = data
    width = Int(cairo_image_surface_get_width(decoded))
    height = Int(cairo_image_surface_get_height(decoded))
    stride = Int(cairo_image_surface_get_stride(decoded))
    isOpaqueFormat = format == CAIRO_FORMAT_RGB24
  }

  deinit { cairo_surface_destroy(surface) }

  /// Row `y`'s words.
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
  }

  /// The pixel size a PNG file's `IHDR` states (bytes 16…23, big-endian), or `nil` when
  /// `bytes` do not start like a PNG file; read without decoding.
  static func headerSize(_ bytes: some Collection<UInt8>) -> (width: Int, height: Int)? {
    let head = Array(bytes.prefix(24))
    guard head.count == 24, head[12...15].elementsEqual("IHDR".utf8) else { return nil }
    func word(_ at: Int) -> Int { head[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }
}
