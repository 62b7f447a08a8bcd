import CIsal
import CZlib
import Foundation

/// zlib compression (RFC 1950 streams) and CRC-32, for PNG chunks.
enum Deflate {
  /// `bytes` compressed into one zlib stream at `level` (0…9; 6 is zlib's default balance of
  /// size and speed) with `strategy` (zlib's `Z_DEFAULT_STRATEGY`, `Z_FILTERED`, `Z_RLE`, …).
  /// The same input, level and strategy give the same bytes.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` (with path `<memory>`) when
  ///   zlib refuses (out of memory).
  static func compress(
    _ bytes: [UInt8], level: Int32, strategy: Int32 = Z_DEFAULT_STRATEGY
  ) throws -> [UInt8] {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 9, strategy, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw failure("deflateInit2 returned \(status)") }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count)))
    var output = [UInt8](repeating: 0, count: bound)
    var produced = 0
    status = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = uInt(out.count)
        let result = deflate(&stream, Z_FINISH)
        produced = out.count - Int(stream.avail_out)
        return result
      }
    }
    guard status == Z_STREAM_END else { throw failure("deflate returned \(status)") }
    output.removeSubrange(produced...)
    return output
  }

  /// `bytes` decompressed from one zlib stream (tests and readers).
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` when the stream is corrupt.
  static func decompress(_ bytes: [UInt8], expectedSize: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: max(1, expectedSize))
    var size = uLongf(output.count)
    let status = bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
      }
    }
    guard status == Z_OK else {
      throw RenderError.invalidImage(source: "<zlib>", reason: "uncompress returned \(status)")
    }
    output.removeSubrange(Int(size)...)
    return output
  }

  /// The CRC-32 (ISO 3309, as PNG chunks use) of `bytes`, continuing from `crc`.
  static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// The Adler-32 (RFC 1950 §8.2, the checksum ending a zlib stream) of `bytes`, continuing
  /// from `adler` (1: nothing before). Computed by ISA-L's `isal_adler32` (SIMD, about 3.5 times
  /// as fast as zlib's on a frame's scanlines).
  static func adler32(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
    isal_adler32(adler, bytes.baseAddress, UInt64(bytes.count))
  }

  /// The Adler-32 of bytes A followed by bytes B, from A's value `first`, B's value `second`
  /// and B's length in bytes (zlib's `adler32_combine`, constant time).
  static func adler32(combining first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
    UInt32(adler32_combine(uLong(first), uLong(second), off_t(secondLength)))
  }

  /// The error zlib's failures are reported as: `reason` for the encoding of `<memory>`.
  static func failure(_ reason: String) -> RenderError {
    .encodingFailed(format: "zlib", path: "<memory>", reason: reason)
  }
}
