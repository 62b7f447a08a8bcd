import CCairo
import Foundation

/// A drawn frame's pixels as Cairo left them: `CAIRO_FORMAT_ARGB32`, one native-endian 32-bit
/// word per pixel (alpha in the top byte, then red, green, blue), **premultiplied** alpha, rows
/// `stride` bytes apart. A value type, so it can be handed to another thread for encoding.
public struct PixelBuffer: Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bytes from the start of one row to the next (`cairo_format_stride_for_width`, ≥ 4 × width).
  public let stride: Int
  /// `stride × height` bytes.
  public internal(set) var bytes: [UInt8]

  /// A transparent black buffer of `width × height` pixels.
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when Cairo has no stride for that width.
  init(width: Int, height: Int) throws {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride >= width * 4 else {
      throw RenderError.cairo(operation: "sizing a \(width)-pixel row", status: "stride \(stride)")
    }
    self.width = width
    self.height = height
    self.stride = stride
    let count = stride * height
    bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        PixelBuffer.adviseHugePages(UnsafeMutableRawPointer(base), count: count)
        _ = memset(base, 0, count)
      }
      initialized = count
    }
  }

  /// Asks the kernel to back the whole 2 MB pages inside `count` bytes at `base` with huge
  /// pages (`madvise(MADV_HUGEPAGE)`) before they are first touched: a 750 × 1334 frame is
  /// 1,000 faults of 4 KB pages otherwise, each flushing the other cores' TLBs while the
  /// pipeline's threads run (15 % of the drawing thread's time at 1,000 views, `perf`). Where
  /// transparent huge pages are off, nothing changes.
  private static func adviseHugePages(_ base: UnsafeMutableRawPointer, count: Int) {
    let huge = 2 << 20
    let start = (Int(bitPattern: base) + huge - 1) / huge * huge
    let end = (Int(bitPattern: base) + count) / huge * huge
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, end - start, MADV_HUGEPAGE)
  }

  /// A transparent black buffer of `width × height` pixels in `storage` when it has the right
  /// size (cleared in place: memory already mapped is not faulted in again), else in new memory.
  /// `storage` is taken (left empty), so the bytes are not copied on write. With `clearing`
  /// false, reused memory keeps the bytes of its last use: for a caller that paints every
  /// pixel before reading any (``FrameRenderer`` paints the background with
  /// `CAIRO_OPERATOR_SOURCE` first), saving one write of the whole buffer.
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when Cairo has no stride for that width.
  init(width: Int, height: Int, reusing storage: inout [UInt8], clearing: Bool = true) throws {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard storage.count == stride * height else {
      self = try PixelBuffer(width: width, height: height)
      return
    }
    var bytes: [UInt8] = []
    swap(&bytes, &storage)
    if clearing {
      bytes.withUnsafeMutableBytes { raw in _ = memset(raw.baseAddress!, 0, raw.count) }
    }
    self.init(width: width, height: height, stride: stride, bytes: bytes)
  }

  /// A copy of the pixels of `surface`, an ARGB32 image surface (flushed first).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when the surface is not an ARGB32
  ///   image with pixel data.
  init(copying surface: OpaquePointer) throws {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(surface)
    else {
      throw RenderError.cairo(operation: "reading the pixels of a surface", status: "not ARGB32")
    }
    self.init(
      width: width, height: height, stride: stride,
      bytes: Array(UnsafeBufferPointer(start: data, count: stride * height)))
  }

  private init(width: Int, height: Int, stride: Int, bytes: [UInt8]) {
    self.width = width
    self.height = height
    self.stride = stride
    self.bytes = bytes
  }

  /// Whether the two buffers hold the same pixels (same size, same bytes), compared with
  /// `memcmp`.
  public func hasSamePixels(as other: PixelBuffer) -> Bool {
    guard width == other.width, height == other.height, stride == other.stride else {
      return false
    }
    return bytes.withUnsafeBytes { a in
      other.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
    }
  }

  /// Wraps the bytes in a Cairo image surface for the duration of `body` (the surface must not
  /// escape it).
  ///
  /// - Throws: ``RenderError/cairo(operation:status:)`` when Cairo cannot create the surface,
  ///   or what `body` throws.
  mutating func withSurface<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
    let (width, height, stride) = (width, height, stride)
    return try bytes.withUnsafeMutableBytes { raw in
      guard
        let surface = cairo_image_surface_create_for_data(
          raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
          Int32(width), Int32(height), Int32(stride))
      else { throw RenderError.cairo(operation: "creating the image surface", status: "NULL") }
      defer { cairo_surface_destroy(surface) }
      let status = cairo_surface_status(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(
          operation: "creating a \(width)×\(height) image surface",
          status: cairoStatusText(status))
      }
      let result = try body(surface)
      cairo_surface_flush(surface)
      return result
    }
  }
}
