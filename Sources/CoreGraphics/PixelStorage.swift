import Foundation

/// The memory of a bitmap, owned by one object and freed with it: a ``CGContext`` draws into
/// it through Cairo, and a ``CGImage`` made from a context that is done drawing takes it over
/// without a copy, so Cairo surfaces can read it in place (a 1125 × 2001 backing store is
/// 9 MB: copying it twice per redraw was most of what drawing cost).
final class PixelStorage: @unchecked Sendable {
  /// The bytes, `count` of them; `nil` for an empty bitmap.
  let bytes: UnsafeMutableRawPointer?
  /// The number of bytes.
  let count: Int

  /// `count` zero bytes (the kernel maps zero pages lazily, so a large bitmap costs what is
  /// drawn into it); `nil` when the memory cannot be had.
  init?(zeroed count: Int) {
    guard count > 0 else {
      bytes = nil
      self.count = 0
      return
    }
    guard let memory = calloc(count, 1) else { return nil }
    bytes = memory
    self.count = count
  }

  /// A copy of `source`.
  convenience init?(copying source: UnsafeRawBufferPointer) {
    self.init(zeroed: source.count)
    if let bytes, let base = source.baseAddress { bytes.copyMemory(from: base, byteCount: count) }
  }

  deinit { free(bytes) }

  /// Whether `other` holds the same bytes (`memcmp`: two 9 MB bitmaps compare in a
  /// millisecond).
  func hasSameBytes(as other: PixelStorage) -> Bool {
    guard self !== other else { return true }
    guard count == other.count else { return false }
    guard let bytes, let theirs = other.bytes else { return bytes == nil && other.bytes == nil }
    return memcmp(bytes, theirs, count) == 0
  }

  /// The bytes as a buffer (empty for an empty bitmap).
  var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: bytes, count: count) }
}
