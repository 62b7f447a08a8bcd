import Foundation

/// Valid PNG files built by hand for scenario tests (ISO/IEC 15948): 8-bit RGBA rows with
/// filter type 0 in stored (uncompressed) deflate blocks, so every byte is known.
enum TestPNG {
  /// A `width`×`height` image filled with `rgba`.
  static func make(width: Int, height: Int, rgba: [UInt8] = [255, 0, 0, 255]) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (1 + width * 4))
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<width { raw += rgba }
    }
    return png(width: width, height: height, filteredRows: raw)
  }

  /// A PNG of the given size around `filteredRows` (already filtered, not yet compressed).
  static func png(width: Int, height: Int, filteredRows raw: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
    bytes += chunk("IDAT", zlibStored(raw))
    bytes += chunk("IEND", [])
    return bytes
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be32(body.count) + typed + be32(Int(crc32(typed)))
  }

  static func be32(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951 §3.2.4).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let count = min(65_535, data.count - start)
      let isLast = start + count == data.count
      out.append(isLast ? 1 : 0)
      out += [
        UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF),
      ]
      out += data[start..<start + count]
      start += count
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + be32(Int(b << 16 | a))
  }

  /// CRC-32 (ISO 3309, as PNG uses it).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}
