import CCairo
import Foundation

/// Bytes collected from a Cairo write callback (`cairo_write_func_t`), for the PNG writer and
/// the SVG surface, which both stream their output.
final class CairoByteBuffer {
  /// Everything written so far.
  var bytes: [UInt8] = []

  /// The pointer to hand to Cairo as the callback's closure. Valid while `self` is alive.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The callback that appends to the buffer passed as the closure.
  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let buffer = Unmanaged<CairoByteBuffer>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 {
      buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    }
    return CAIRO_STATUS_SUCCESS
  }
}

/// Bytes handed to a Cairo read callback (`cairo_read_func_t`), for the PNG reader.
final class CairoByteReader {
  /// The bytes to read.
  let bytes: [UInt8]
  /// How many have been read.
  var position = 0

  /// A reader over `bytes`.
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The pointer to hand to Cairo as the callback's closure. Valid while `self` is alive.
  var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The callback that copies the next `length` bytes, or fails at the end of the data.
  static let read: cairo_read_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let reader = Unmanaged<CairoByteReader>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard reader.bytes.count - reader.position >= count else { return CAIRO_STATUS_READ_ERROR }
    reader.bytes.withUnsafeBufferPointer { source in
      data.update(from: source.baseAddress! + reader.position, count: count)
    }
    reader.position += count
    return CAIRO_STATUS_SUCCESS
  }
}

/// Cairo's message for `status`, e.g. "out of memory".
func cairoStatusText(_ status: cairo_status_t) -> String {
  String(cString: cairo_status_to_string(status))
}
