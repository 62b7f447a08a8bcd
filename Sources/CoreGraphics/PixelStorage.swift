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
  /// The mapping `bytes` lies in, for a large bitmap (``mappedSize``); `nil` when `bytes` came
  /// from `calloc`.
  private let mapping: (base: UnsafeMutableRawPointer, length: Int)?

  /// The size from which a bitmap is mapped on its own, in 2 MB huge pages where the kernel
  /// has them: 4 MB (a 1024 × 1024 bitmap).
  static let mappedSize = 4 << 20

  /// `count` zero bytes (the kernel maps zero pages lazily, so a large bitmap costs what is
  /// drawn into it); `nil` when the memory cannot be had.
  ///
  /// A bitmap of ``mappedSize`` or more is a mapping of its own, aligned to 2 MB and advised
  /// to be backed by huge pages (`madvise(MADV_HUGEPAGE)`) before it is touched: a
  /// 1179 × 2556 backing store (@3x, full screen) is then 6 page faults instead of 2,943, each
  /// of which the kernel zeroes and maps while the pipeline's other threads run, and it needs
  /// no clearing by `calloc` (whose memory from the heap it clears itself). Where transparent
  /// huge pages are off, it is a plain zeroed mapping.
  init?(zeroed count: Int) {
    guard count > 0 else {
      bytes = nil
      self.count = 0
      mapping = nil
      return
    }
    guard count >= Self.mappedSize else {
      guard let memory = calloc(count, 1) else { return nil }
      bytes = memory
      self.count = count
      mapping = nil
      return
    }
    let huge = 2 << 20
    let (length, overflow) = count.addingReportingOverflow(huge)
    guard !overflow,
      let base = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != UnsafeMutableRawPointer(bitPattern: -1),
      let aligned = UnsafeMutableRawPointer(
        bitPattern: (Int(bitPattern: base) + huge - 1) / huge * huge)
    else { return nil }
    _ = madvise(aligned, Int(bitPattern: base) + length - Int(bitPattern: aligned), MADV_HUGEPAGE)
    bytes = aligned
    self.count = count
    mapping = (base, length)
  }

  /// A copy of `source`.
  convenience init?(copying source: UnsafeRawBufferPointer) {
    self.init(zeroed: source.count)
    if let bytes, let base = source.baseAddress { bytes.copyMemory(from: base, byteCount: count) }
  }

  deinit {
    if let mapping {
      munmap(mapping.base, mapping.length)
    } else {
      free(bytes)
    }
  }

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
