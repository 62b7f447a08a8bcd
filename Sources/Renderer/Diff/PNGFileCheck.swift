import CZlib
import Foundation

/// Says what is wrong with a PNG file that cannot be decoded, located by byte offset, instead
/// of Cairo's one status for every libpng error ("out of memory").
///
/// The structure is the PNG specification's (ISO/IEC 15948, W3C PNG 2nd edition §5): the
/// 8-byte signature, then chunks of a 4-byte big-endian length (at most 2³¹ − 1), a 4-byte
/// type, the data and a CRC-32 of type and data; `IHDR` first with 13 bytes (width and height
/// 1…2³¹ − 1, a valid bit depth for the colour type, compression, filter and interlace
/// methods 0, 0 and 0 or 1), at least one `IDAT`, `IEND` last. The image data is one zlib
/// stream over the `IDAT` chunks that inflates to the rows the header describes. On top,
/// the diff reads at most ``maximumSide`` pixels a side (Cairo's image surfaces' limit).
enum PNGFileCheck {
  /// The PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The widest and tallest image Cairo makes a surface for, pixels.
  static let maximumSide = 32767
  /// How many bytes of a file ``header(_:)`` needs: the signature and the whole `IHDR` chunk.
  static let headerLength = 33

  /// What is wrong, as the reason of ``RenderError/invalidImage(source:reason:)``.
  struct Problem: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The width and height a file's first ``headerLength`` bytes state, checked: the signature,
  /// the `IHDR` chunk and its values (its CRC too).
  ///
  /// - Throws: ``Problem``, e.g. "byte 16: IHDR gives a width of 0; a PNG is 1 to 2147483647
  ///   pixels wide".
  static func header(_ head: [UInt8]) throws -> (width: Int, height: Int) {
    guard head.count >= signature.count else {
      if head.isEmpty || !signature.starts(with: head) {
        throw Problem(description: "not a PNG file (no PNG signature)")
      }
      throw Problem(description: "the file ends at byte \(head.count), inside the PNG signature")
    }
    guard head.starts(with: signature) else {
      throw Problem(description: "not a PNG file (no PNG signature)")
    }
    guard head.count >= 16 else {
      throw Problem(
        description: "the file ends at byte \(head.count), before the IHDR chunk at byte 8")
    }
    let length = word(head, 8)
    let type = chunkType(head, 12)
    guard type == "IHDR" else {
      throw Problem(description: "byte 12: the first chunk is \(type), not IHDR")
    }
    guard length == 13 else {
      throw Problem(description: "byte 8: the IHDR chunk is \(length) bytes long, not 13")
    }
    guard head.count >= headerLength else {
      throw Problem(
        description: "the file ends at byte \(head.count), inside the IHDR chunk (bytes 8 to 32)")
    }
    let width = word(head, 16)
    let height = word(head, 20)
    for (name, value, at) in [("width", width, 16), ("height", height, 20)] {
      guard value >= 1, value <= 0x7FFF_FFFF else {
        throw Problem(
          description: "byte \(at): IHDR gives a \(name) of \(value); a PNG's width and height "
            + "are 1 to 2147483647 pixels")
      }
    }
    let depth = Int(head[24])
    let colour = Int(head[25])
    let depths: [Int: [Int]] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let allowed = depths[colour] else {
      throw Problem(
        description: "byte 25: IHDR gives colour type \(colour); PNG has 0, 2, 3, 4 and 6")
    }
    guard allowed.contains(depth) else {
      throw Problem(
        description: "byte 24: IHDR gives bit depth \(depth) for colour type \(colour), which "
          + "takes \(allowed.map(String.init).joined(separator: ", "))")
    }
    guard head[26] == 0, head[27] == 0, head[28] <= 1 else {
      throw Problem(
        description: "byte 26: IHDR gives compression, filter and interlace methods "
          + "\(head[26]), \(head[27]) and \(head[28]); PNG has 0, 0 and 0 or 1")
    }
    let stored = UInt32(word(head, 29))
    let computed = crc(head, from: 12, count: 17)
    guard stored == computed else {
      throw Problem(description: crcMismatch("IHDR", at: 8, stored: stored, computed: computed))
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw Problem(
        description: "byte 16: the image is \(width)×\(height) pixels; frames of at most "
          + "\(maximumSide) pixels a side can be compared (Cairo's image size limit)")
    }
    return (width, height)
  }

  /// Checks the whole file's structure: the header (``header(_:)``), then every chunk's
  /// length and CRC, an `IDAT`, and `IEND` last.
  ///
  /// - Throws: ``Problem`` naming the chunk and its byte offset.
  static func structure(_ bytes: [UInt8]) throws {
    _ = try header(bytes)
    var at = 8
    var sawData = false
    while true {
      guard at + 8 <= bytes.count else {
        throw Problem(
          description: "the file ends at byte \(bytes.count), before its IEND chunk (truncated)")
      }
      let length = word(bytes, at)
      let type = chunkType(bytes, at + 4)
      guard length <= 0x7FFF_FFFF else {
        throw Problem(
          description: "byte \(at): the \(type) chunk's length \(length) is over 2³¹ − 1")
      }
      guard at + 12 + length <= bytes.count else {
        throw Problem(
          description: "byte \(at): the \(type) chunk is \(length) bytes long, but the file "
            + "ends \(bytes.count - at - 8) bytes into it (truncated)")
      }
      let stored = UInt32(word(bytes, at + 8 + length))
      let computed = crc(bytes, from: at + 4, count: 4 + length)
      guard stored == computed else {
        throw Problem(description: crcMismatch(type, at: at, stored: stored, computed: computed))
      }
      if type == "IDAT" { sawData = true }
      if type == "IEND" { break }
      at += 12 + length
    }
    guard sawData else { throw Problem(description: "no IDAT chunk: the file holds no image data") }
  }

  /// Why a file whose structure is sound did not decode: the image data inflated with zlib
  /// ("byte 41: the image data (IDAT) is not a valid zlib stream: invalid distance too far
  /// back", or it holds fewer bytes than the rows need), else `nil`.
  static func dataProblem(_ bytes: [UInt8]) -> Problem? {
    guard let (width, height) = try? header(bytes) else { return nil }
    let depth = Int(bytes[24])
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(bytes[25])] ?? 4
    let interlaced = bytes[28] == 1
    var data: [UInt8] = []
    var first: Int?
    var at = 8
    while at + 12 <= bytes.count {
      let length = word(bytes, at)
      guard at + 12 + length <= bytes.count else { break }
      if chunkType(bytes, at + 4) == "IDAT" {
        first = first ?? at
        data += bytes[(at + 8)..<(at + 8 + length)]
      }
      at += 12 + length
    }
    guard let first else { return nil }
    let rowBytes = (width * channels * depth + 7) / 8
    let needed = height * (rowBytes + 1)
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      return nil
    }
    defer { inflateEnd(&stream) }
    var produced = 0
    var status = Z_OK
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    data.withUnsafeMutableBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = uInt(input.count)
      while status == Z_OK {
        status = chunk.withUnsafeMutableBufferPointer { out in
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(out.count)
          let result = inflate(&stream, Z_NO_FLUSH)
          produced += out.count - Int(stream.avail_out)
          return result
        }
      }
    }
    if status != Z_STREAM_END {
      let message = stream.msg.map { String(cString: $0) }
      if status == Z_BUF_ERROR {
        return Problem(
          description: "byte \(first): the image data (IDAT) ends after \(produced) of the "
            + "\(needed) bytes of rows a \(width)×\(height) image needs")
      }
      return Problem(
        description: "byte \(first): the image data (IDAT) is not a valid zlib stream: "
          + (message ?? "zlib error \(status)"))
    }
    if !interlaced, produced < needed {
      return Problem(
        description: "byte \(first): the image data (IDAT) holds \(produced) bytes of rows; a "
          + "\(width)×\(height) image needs \(needed)")
    }
    return nil
  }

  private static func word(_ bytes: [UInt8], _ at: Int) -> Int {
    bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// A chunk type as text, escaped when it is not four letters.
  private static func chunkType(_ bytes: [UInt8], _ at: Int) -> String {
    let type = bytes[at..<min(at + 4, bytes.count)]
    if type.count == 4,
      type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
    {
      return String(decoding: type, as: UTF8.self)
    }
    return "'" + type.map { String(format: "\\x%02X", $0) }.joined() + "'"
  }

  private static func crc(_ bytes: [UInt8], from start: Int, count: Int) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress! + start, uInt(count)))
    }
  }

  private static func crcMismatch(_ type: String, at: Int, stored: UInt32, computed: UInt32)
    -> String
  {
    "byte \(at): the \(type) chunk's CRC is "
      + String(format: "%08x", stored) + " but its bytes give " + String(format: "%08x", computed)
      + " (the file is corrupt)"
  }
}
