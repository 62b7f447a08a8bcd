import Foundation

/// PNG's byte-level pieces (ISO/IEC 15948, W3C PNG 3rd edition): the signature, chunks, the
/// image header and the per-row filters. Shared by the APNG writer.
enum PNGChunk {
  /// The eight bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A chunk: the data length (big-endian), the four-letter type, the data and the CRC-32 of
  /// type and data.
  static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    precondition(typeBytes.count == 4)
    var chunk = bigEndian(UInt32(data.count))
    chunk.reserveCapacity(data.count + 12)
    chunk += typeBytes
    chunk += data
    chunk += bigEndian(Deflate.crc32(data, continuing: Deflate.crc32(typeBytes)))
    return chunk
  }

  /// The IHDR data: size, 8 bits per channel, colour type 6 (RGBA) or 2 (RGB), deflate,
  /// adaptive filtering, no interlace.
  static func header(width: Int, height: Int, hasAlpha: Bool) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, hasAlpha ? 6 : 2, 0, 0, 0]
  }

  /// `value` as four big-endian bytes.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// `value` as two big-endian bytes.
  static func bigEndian(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  /// The filtered scanlines of the `rect` of `image` (straight RGBA), each row prefixed by its
  /// filter type, ready for deflate. Channels are RGBA, or RGB when `hasAlpha` is false (alpha
  /// dropped). Each row gets the filter among None, Sub, Up, Average and Paeth whose output has
  /// the smallest sum of absolute values (as signed bytes), libpng's heuristic; ties go to the
  /// lower filter number, so the choice is deterministic.
  static func filteredRows(of image: RenderedImage, rect: PixelRect, hasAlpha: Bool) -> [UInt8] {
    let bpp = hasAlpha ? 4 : 3
    let rowBytes = rect.width * bpp
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * rect.height)
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var best = [UInt8](repeating: 0, count: rowBytes)
    image.rgba.withUnsafeBufferPointer { source in
      for row in 0..<rect.height {
        let y = rect.y + row
        // Gather the row in the output channel layout.
        current.withUnsafeMutableBufferPointer { cur in
          var o = 0
          var s = (y * image.width + rect.x) * 4
          for _ in 0..<rect.width {
            cur[o] = source[s]
            cur[o + 1] = source[s + 1]
            cur[o + 2] = source[s + 2]
            if hasAlpha { cur[o + 3] = source[s + 3] }
            o += bpp
            s += 4
          }
        }
        // The five filters' scores in one pass over the row, then only the best one applied:
        // the same choice (the lowest score, the lowest type on a tie) as filtering the row
        // five times, at about a third of the memory traffic.
        let scores = scoreFilters(current, previous, bpp: bpp)
        var bestType = 0
        for type in 1...4 where scores[type] < scores[bestType] { bestType = type }
        let start = row * (rowBytes + 1)
        output[start] = UInt8(bestType)
        _ = filter(UInt8(bestType), current, previous, bpp: bpp, into: &best)
        output.withUnsafeMutableBufferPointer { out in
          best.withUnsafeBufferPointer { b in
            (out.baseAddress! + start + 1).update(from: b.baseAddress!, count: rowBytes)
          }
        }
        swap(&previous, &current)
      }
    }
    return output
  }

  /// The score of each filter type 0…4 on `row` (with `above` the previous raw row): the sum
  /// of absolute values of the filtered bytes taken as signed, the minimum-sum heuristic the
  /// PNG specification suggests (§12.8), computed in one pass without writing the bytes.
  private static func scoreFilters(_ row: [UInt8], _ above: [UInt8], bpp: Int) -> [Int] {
    var none = 0
    var sub = 0
    var up = 0
    var average = 0
    var paeth = 0
    @inline(__always) func cost(_ x: Int, _ predicted: Int) -> Int {
      let value = UInt8(truncatingIfNeeded: x - predicted)
      return value < 128 ? Int(value) : 256 - Int(value)
    }
    row.withUnsafeBufferPointer { r in
      above.withUnsafeBufferPointer { u in
        for i in 0..<r.count {
          let x = Int(r[i])
          let a = i >= bpp ? Int(r[i - bpp]) : 0
          let b = Int(u[i])
          let c = i >= bpp ? Int(u[i - bpp]) : 0
          none += x < 128 ? x : 256 - x
          sub += cost(x, a)
          up += cost(x, b)
          average += cost(x, (a + b) >> 1)
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          paeth += cost(x, (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c))
        }
      }
    }
    return [none, sub, up, average, paeth]
  }

  /// Applies filter `type` to `row` (with `above` the previous raw row) into `out`; returns the
  /// sum of absolute values of the filtered bytes taken as signed.
  private static func filter(
    _ type: UInt8, _ row: [UInt8], _ above: [UInt8], bpp: Int, into out: inout [UInt8]
  ) -> Int {
    var sum = 0
    row.withUnsafeBufferPointer { r in
      above.withUnsafeBufferPointer { u in
        out.withUnsafeMutableBufferPointer { o in
          // One loop per filter type, so the type is not tested for every byte.
          switch type {
          case 0: sum = filterLoop(r, u, o, bpp: bpp) { _, _, _ in 0 }
          case 1: sum = filterLoop(r, u, o, bpp: bpp) { a, _, _ in a }
          case 2: sum = filterLoop(r, u, o, bpp: bpp) { _, b, _ in b }
          case 3: sum = filterLoop(r, u, o, bpp: bpp) { a, b, _ in (a + b) >> 1 }
          default:
            sum = filterLoop(r, u, o, bpp: bpp) { a, b, c in
              let p = a + b - c
              let pa = abs(p - a)
              let pb = abs(p - b)
              let pc = abs(p - c)
              return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
            }
          }
        }
      }
    }
    return sum
  }

  /// Filters `row` into `out` with `predictor(a, b, c)` (left, above, above-left, 0 outside the
  /// row) and returns the sum of absolute values of the filtered bytes taken as signed.
  @inline(__always)
  private static func filterLoop(
    _ row: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
    _ out: UnsafeMutableBufferPointer<UInt8>, bpp: Int, predictor: (Int, Int, Int) -> Int
  ) -> Int {
    var sum = 0
    for i in 0..<row.count {
      let a = i >= bpp ? Int(row[i - bpp]) : 0
      let b = Int(above[i])
      let c = i >= bpp ? Int(above[i - bpp]) : 0
      let value = UInt8(truncatingIfNeeded: Int(row[i]) - predictor(a, b, c))
      out[i] = value
      sum += value < 128 ? Int(value) : 256 - Int(value)
    }
    return sum
  }
}
