import Foundation

@_implementationOnly import CCairo

extension CGImage {
  /// The pixels of the PNG file at `path`, decoded by Cairo (libpng), or `nil` when the file
  /// cannot be read or is not a PNG.
  package static func decodingPNG(atPath path: String) -> CGImage? {
    guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
    defer { cairo_surface_destroy(surface) }
    return CGImage.copying(surface)
  }

  /// The pixels of a Cairo ARGB32 or RGB24 image surface (RGB24 pixels get alpha 255), or
  /// `nil` when the surface is in an error state or of another format.
  static func copying(_ surface: OpaquePointer) -> CGImage? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let data = cairo_image_surface_get_data(surface)
    else { return nil }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard
      let storage = PixelStorage(
        copying: UnsafeRawBufferPointer(start: data, count: stride * height))
    else { return nil }
    if format == CAIRO_FORMAT_RGB24, let bytes = storage.bytes {
      for row in 0..<height {
        for column in 0..<width {
          let offset = row * stride + 4 * column
          let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          bytes.storeBytes(of: word | 0xFF00_0000, toByteOffset: offset, as: UInt32.self)
        }
      }
    }
    return CGImage(width: width, height: height, bytesPerRow: stride, storage: storage)
  }

  /// The image as PNG data (8-bit RGBA, Cairo's encoder), or `nil` when encoding fails.
  package func pngData() -> Data? {
    var result: Data?
    withCairoSurface { surface in
      var data = Data()
      let status = withUnsafeMutablePointer(to: &data) { pointer in
        cairo_surface_write_to_png_stream(
          surface,
          { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
          }, pointer)
      }
      if status == CAIRO_STATUS_SUCCESS { result = data }
    }
    return result
  }
}
