import CZlib
import Foundation

/// One zlib deflate state in raw mode (RFC 1951 data, no zlib header or checksum), reset for
/// every piece it compresses, so a piece's bytes depend only on its input: the pieces of
/// ``FramePNGWriter``'s bands. Reusing the state saves zlib's allocations per piece.
///
/// A piece that is not the last ends with a sync flush (an empty stored block, `00 00 FF FF`:
/// the output is byte-aligned and no block is marked final), so pieces can be joined one after
/// another into a single deflate stream; the last piece ends with the final block. This is how
/// pigz joins blocks it compressed independently.
final class RawDeflater {
  private let stream: UnsafeMutablePointer<z_stream>
  private var output: [UInt8] = []

  /// A deflate state at zlib `level` (0…9) and `strategy` (`Z_DEFAULT_STRATEGY`, `Z_RLE`, …).
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` (path `<memory>`) when
  ///   zlib refuses (out of memory).
  init(level: Int32, strategy: Int32) throws {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // windowBits −15: raw deflate with a 32 KB window; memLevel 8, zlib's default (each reset
    // clears a 64 KB hash table, and a block holds up to 16 K symbols).
    let status = deflateInit2_(
      stream, level, Z_DEFLATED, -15, 8, strategy, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      stream.deinitialize(count: 1)
      stream.deallocate()
      throw Deflate.failure("deflateInit2 returned \(status)")
    }
  }

  deinit {
    deflateEnd(stream)
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// The deflate bytes of `input`, compressed from a fresh state: ending with a sync flush, or
  /// with the final block when `isLast`.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when zlib fails.
  func compress(_ input: UnsafeBufferPointer<UInt8>, isLast: Bool) throws -> [UInt8] {
    guard deflateReset(stream) == Z_OK else { throw Deflate.failure("deflateReset failed") }
    // deflateBound covers the final block; a sync flush adds at most 5 bytes after a block.
    let bound = Int(deflateBound(stream, uLong(input.count))) + 16
    if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.pointee.avail_in = uInt(input.count)
    let flush = isLast ? Z_FINISH : Z_SYNC_FLUSH
    var produced = 0
    var status = Z_OK
    repeat {
      if produced == output.count { output += [UInt8](repeating: 0, count: output.count) }
      status = output.withUnsafeMutableBufferPointer { out in
        stream.pointee.next_out = out.baseAddress! + produced
        stream.pointee.avail_out = uInt(out.count - produced)
        defer { produced = out.count - Int(stream.pointee.avail_out) }
        return deflate(stream, flush)
      }
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
        throw Deflate.failure("deflate returned \(status)")
      }
      // Done when the final block is out, or (sync flush) when zlib left output space unused.
    } while isLast ? status != Z_STREAM_END : produced == output.count
    return Array(output[0..<produced])
  }
}
