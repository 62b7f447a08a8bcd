import Foundation

@_implementationOnly import CCairo
@_implementationOnly import CJpeg

extension CGImage {
  /// The pixels of the JPEG `data`, decoded by libjpeg-turbo (grey and YCbCr images; alpha
  /// 255), or `nil` when it is not a JPEG, is damaged beyond decoding, is CMYK, or is over
  /// 16,384 pixels on a side.
  package static func decodingJPEG(_ data: Data) -> CGImage? {
    guard data.count >= 3, data.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF]) else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBytes { bytes in
      cjpeg_decode(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height,
        &pixels, &message)
    }
    guard status == 0, let pixels, width > 0, height > 0 else {
      free(pixels)
      return nil
    }
    defer { free(pixels) }
    let stride = 4 * Int(width)
    guard
      let storage = PixelStorage(
        copying: UnsafeRawBufferPointer(start: pixels, count: stride * Int(height)))
    else { return nil }
    return CGImage(width: Int(width), height: Int(height), bytesPerRow: stride, storage: storage)
  }

  /// The pixels of PNG `data`, decoded by Cairo (libpng), or `nil` when it is not a PNG.
  package static func decodingPNG(_ data: Data) -> CGImage? {
    guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    let reader = PNGDataReader(data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, target, length in
          guard let closure, let target else { return CAIRO_STATUS_READ_ERROR }
          let reader = Unmanaged<PNGDataReader>.fromOpaque(closure).takeUnretainedValue()
          return reader.read(into: target, count: Int(length))
            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { return nil }
    defer { cairo_surface_destroy(surface) }
    return CGImage.copying(surface)
  }

  /// The image as a baseline JPEG of `quality` 0…1 (libjpeg's quality ⌈`quality` · 100⌉,
  /// at least 1, with its standard tables and 4:2:0 chroma subsampling), or `nil` for an empty
  /// image or when encoding fails. JPEG has no alpha: the premultiplied colours are written,
  /// so transparent pixels come out black, as UIKit's `jpegData(compressionQuality:)` does.
  package func jpegData(quality: Double) -> Data? {
    guard width > 0, height > 0, let bytes = storage.bytes else { return nil }
    let q = quality.isFinite ? min(1, max(0, quality)) : 1
    let libjpegQuality = max(1, Int32((q * 100).rounded(.up)))
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = withExtendedLifetime(self) {
      cjpeg_encode(
        bytes.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
        Int32(bytesPerRow), libjpegQuality, &output, &size, &message)
    }
    defer { free(output) }
    guard status == 0, let output else { return nil }
    return Data(bytes: output, count: Int(size))
  }
}

/// Hands PNG data to Cairo's stream reader a piece at a time.
private final class PNGDataReader {
  private let data: Data
  private var offset = 0
  init(_ data: Data) { self.data = data }

  /// Copies the next `count` bytes to `target`; `false` when fewer are left.
  func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= data.count - offset else { return false }
    data.withUnsafeBytes { bytes in
      let start = bytes.baseAddress!.advanced(by: offset)
      target.update(from: start.assumingMemoryBound(to: UInt8.self), count: count)
    }
    offset += count
    return true
  }
}
