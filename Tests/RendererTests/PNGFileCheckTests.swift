import Foundation
import Testing

@testable import Renderer

/// Why a PNG the diff cannot read is unreadable, located by byte offset (Cairo says "out of
/// memory" for every libpng error).
@Suite("PNG file checks: the true reason a frame cannot be read")
struct PNGFileCheckTests {
  /// A chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return word(UInt32(data.count)) + body + word(Deflate.crc32(body))
  }

  static func word(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.bigEndian, Array.init) }

  /// A `width`×`height` RGBA PNG of `rows` (zlib-compressed as given, or of zero bytes).
  static func png(
    width: UInt32, height: UInt32, depth: UInt8 = 8, colour: UInt8 = 6, idat: [UInt8]? = nil
  )
    -> [UInt8]
  {
    let raw = [UInt8](repeating: 0, count: Int(height) * (Int(width) * 4 + 1))
    let data = idat ?? (try! Deflate.compress(raw, level: 6))
    return PNGFileCheck.signature
      + chunk("IHDR", word(width) + word(height) + [depth, colour, 0, 0, 0])
      + chunk("IDAT", data) + chunk("IEND", [])
  }

  func reason(_ bytes: [UInt8]) -> String {
    do {
      _ = try DecodedFrame(png: bytes, source: "f.png")
      return "decoded"
    } catch let RenderError.invalidImage(source, reason) {
      #expect(source == "f.png")
      return reason
    } catch {
      return "\(error)"
    }
  }

  @Test("A sound file decodes; each broken one says what and where")
  func reasons() throws {
    let good = Self.png(width: 3, height: 2)
    #expect(reason(good) == "decoded")
    #expect(reason([]) == "not a PNG file (no PNG signature)")
    #expect(reason(Array(good.prefix(5))) == "the file ends at byte 5, inside the PNG signature")
    #expect(
      reason(Array(good.prefix(20)))
        == "the file ends at byte 20, inside the IHDR chunk (bytes 8 to 32)")
    #expect(
      reason(Self.png(width: 0, height: 2))
        == "byte 16: IHDR gives a width of 0; a PNG's width and height are 1 to 2147483647 pixels")
    #expect(
      reason(Self.png(width: 40000, height: 2, idat: [0]))
        == "byte 16: the image is 40000×2 pixels; frames of at most 32767 pixels a side can be compared (Cairo's image size limit)"
    )
    #expect(
      reason(Self.png(width: 3, height: 2, depth: 4))
        == "byte 24: IHDR gives bit depth 4 for colour type 6, which takes 8, 16")
    // The IDAT chunk starts at byte 33; cut 10 bytes into its data.
    #expect(
      reason(Array(good.prefix(33 + 8 + 10)))
        == "byte 33: the IDAT chunk is \(good.count - 33 - 12 - 12) bytes long, but the file ends 10 bytes into it (truncated)"
    )
    var flipped = good
    flipped[33 + 8 + 2] ^= 0xFF
    #expect(reason(flipped).hasPrefix("byte 33: the IDAT chunk's CRC is "))
    #expect(reason(flipped).hasSuffix(" (the file is corrupt)"))
    // Sound chunks around a stream that is not zlib, and one too short for the rows.
    #expect(
      reason(Self.png(width: 3, height: 2, idat: [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF]))
        == "byte 33: the image data (IDAT) is not a valid zlib stream: invalid block type")
    let short = try Deflate.compress([UInt8](repeating: 0, count: 13), level: 6)
    #expect(
      reason(Self.png(width: 3, height: 2, idat: short))
        == "byte 33: the image data (IDAT) holds 13 bytes of rows; a 3×2 image needs 26")
    #expect(!reason(Self.png(width: 3, height: 2, idat: short)).contains("memory"))
  }
}
