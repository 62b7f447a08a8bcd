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

  /// One zlib stream of `totalSize` bytes that `fill` produces piece by piece, so the input
  /// never has to exist whole: `fill(buffer, offset)` writes the bytes from `offset` on into
  /// `buffer` (at most its count, at least 1 while bytes remain) and returns how many it wrote.
  /// The bytes equal those of ``compress(_:level:strategy:)`` on the whole input.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` (with path `<memory>`) when
  ///   zlib refuses (out of memory).
  static func compress(
    totalSize: Int, level: Int32, strategy: Int32, pieceSize: Int = 1 << 16,
    fill: (UnsafeMutableBufferPointer<UInt8>, Int) -> Int
  ) throws -> [UInt8] {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 9, strategy, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw failure("deflateInit2 returned \(status)") }
    defer { deflateEnd(&stream) }
    var input = [UInt8](repeating: 0, count: max(1, pieceSize))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var output: [UInt8] = []
    var offset = 0
    repeat {
      let count = input.withUnsafeMutableBufferPointer { fill($0, offset) }
      precondition(count > 0 || offset >= totalSize, "fill wrote nothing before the end")
      offset += count
      let flush = offset >= totalSize ? Z_FINISH : Z_NO_FLUSH
      try input.withUnsafeMutableBufferPointer { inBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(count)
        repeat {
          let produced = chunk.withUnsafeMutableBufferPointer { out -> Int in
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            status = deflate(&stream, flush)
            return out.count - Int(stream.avail_out)
          }
          guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
            throw failure("deflate returned \(status)")
          }
          output.append(contentsOf: chunk[0..<produced])
        } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
      }
    } while offset < totalSize
    guard status == Z_STREAM_END else { throw failure("deflate returned \(status)") }
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

  private static func failure(_ reason: String) -> RenderError {
    .encodingFailed(format: "zlib", path: "<memory>", reason: reason)
  }
}
