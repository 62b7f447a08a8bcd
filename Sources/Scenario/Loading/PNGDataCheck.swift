import CZlib
import Foundation

/// Decodes a PNG file's data without keeping its pixels, so that a scenario check finds a file
/// the renderer could not draw (libpng, through Cairo, would fail half way through the run).
///
/// The check follows the PNG specification (ISO/IEC 15948, W3C PNG 2nd edition): the
/// signature; every chunk's length and CRC-32; an `IHDR` first with a valid bit depth and
/// colour type pair, compression 0, filter 0 and interlace 0 or 1; a `PLTE` before the data
/// for indexed colour; the `IDAT` chunks in one run, inflating (zlib) to exactly the filtered
/// rows the header implies, each row starting with a filter type 0–4; then `IEND`. Memory is
/// a 64 KB inflate buffer whatever the image size.
enum PNGDataCheck {
  /// A header's facts.
  struct Header: Equatable {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlaced: Bool

    /// Samples per pixel for the colour type.
    var channels: Int {
      switch colorType {
      case 0, 3: 1
      case 2: 3
      case 4: 2
      default: 4
      }
    }

    /// The filtered rows' sizes, bytes (1 filter byte + the row's samples), pass by pass for
    /// an Adam7-interlaced image.
    var rowSizes: [(count: Int, bytes: Int)] {
      func rowBytes(_ pixels: Int) -> Int { 1 + (pixels * channels * bitDepth + 7) / 8 }
      guard interlaced else { return [(height, rowBytes(width))] }
      // Adam7: (x start, y start, x step, y step) of the seven passes.
      let passes = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
        (1, 0, 2, 2), (0, 1, 1, 2),
      ]
      return passes.compactMap { x, y, dx, dy in
        let columns = (width - x + dx - 1) / dx
        let rows = (height - y + dy - 1) / dy
        return columns > 0 && rows > 0 ? (rows, rowBytes(columns)) : nil
      }
    }
  }

  /// Why the PNG data `bytes` cannot be decoded, as a clause ("its data is cut short"), or nil
  /// when they decode.
  static func problem(_ bytes: Data) -> String? {
    bytes.withUnsafeBytes { raw in problem(Array(raw.bindMemory(to: UInt8.self))) }
  }

  private static func problem(_ bytes: [UInt8]) -> String? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      return "it does not start with the PNG signature"
    }
    func be32(_ offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    var offset = 8
    var header: Header?
    var hasPalette = false
    var inflater: Inflater?
    var dataEnded = false
    while true {
      guard offset + 12 <= bytes.count else { return "its data is cut short (no IEND chunk)" }
      let length = be32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
        return "its \(type) chunk is cut short"
      }
      let crc = bytes.withUnsafeBufferPointer { buffer in
        UInt32(crc32(0, buffer.baseAddress! + offset + 4, UInt32(length + 4)))
      }
      guard crc == UInt32(be32(offset + 8 + length)) else {
        return "its \(type) chunk is corrupt (CRC mismatch)"
      }
      let body = offset + 8
      if header == nil, type != "IHDR" { return "its first chunk is \(type), not IHDR" }
      switch type {
      case "IHDR":
        guard header == nil, length == 13 else { return "it has a malformed IHDR chunk" }
        let parsed = Header(
          width: be32(body), height: be32(body + 4), bitDepth: Int(bytes[body + 8]),
          colorType: Int(bytes[body + 9]), interlaced: bytes[body + 12] == 1)
        let depths: [Int: [Int]] = [
          0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16],
          6: [8, 16],
        ]
        guard parsed.width > 0, parsed.height > 0, parsed.width <= Int(Int32.max),
          parsed.height <= Int(Int32.max),
          depths[parsed.colorType]?.contains(parsed.bitDepth) == true,
          bytes[body + 10] == 0, bytes[body + 11] == 0, bytes[body + 12] <= 1
        else { return "its IHDR chunk describes no valid image" }
        header = parsed
      case "PLTE":
        hasPalette = true
      case "IDAT":
        guard let header, !dataEnded else { return "its IDAT chunks are not in one run" }
        if header.colorType == 3, !hasPalette { return "it is indexed but has no PLTE chunk" }
        if inflater == nil { inflater = Inflater(rows: header.rowSizes) }
        if let problem = inflater?.feed(bytes, from: body, count: length) { return problem }
      case "IEND":
        guard let inflater else { return "it has no image data (no IDAT chunk)" }
        return inflater.finish()
      default:
        if inflater != nil { dataEnded = true }
      }
      offset += 12 + length
    }
  }
}

/// Inflates a zlib stream chunk by chunk into a small buffer, checking each filtered row's
/// filter type byte and the total size. The stream lives at a fixed address (zlib's state
/// points back to it).
private final class Inflater {
  private let streamPointer = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var stream: z_stream { streamPointer.pointee }
  private var ready = false
  private var rows: [(count: Int, bytes: Int)]
  /// Which row pass, row and byte within the row the next inflated byte is.
  private var pass = 0
  private var row = 0
  private var column = 0
  private var ended = false
  private var failure: String?

  init(rows: [(count: Int, bytes: Int)]) {
    self.rows = rows
    streamPointer.initialize(to: z_stream())
    ready = inflateInit_(streamPointer, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    if !ready { failure = "its data cannot be inflated (zlib would not start)" }
  }

  deinit {
    cleanUp()
    streamPointer.deinitialize(count: 1)
    streamPointer.deallocate()
  }

  func feed(_ bytes: [UInt8], from start: Int, count: Int) -> String? {
    if let failure { return failure }
    if ended {
      return count == 0 ? nil : "it has data after the end of its compressed stream"
    }
    var output = [UInt8](repeating: 0, count: 65_536)
    return bytes.withUnsafeBufferPointer { input -> String? in
      streamPointer.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + start)
      streamPointer.pointee.avail_in = UInt32(count)
      while stream.avail_in > 0 || !ended {
        let produced = output.withUnsafeMutableBufferPointer { out -> Int32 in
          streamPointer.pointee.next_out = out.baseAddress
          streamPointer.pointee.avail_out = UInt32(out.count)
          return inflate(streamPointer, Z_NO_FLUSH)
        }
        let made = output.count - Int(stream.avail_out)
        if let problem = consume(output[0..<made]) { return fail(problem) }
        switch produced {
        case Z_STREAM_END:
          ended = true
          return stream.avail_in == 0
            ? nil : fail("it has data after the end of its compressed stream")
        case Z_OK:
          if stream.avail_in == 0 && made < output.count { return nil }
        case Z_BUF_ERROR:
          return nil  // needs the next IDAT chunk
        default:
          return fail("its compressed data is corrupt (zlib: \(message(produced)))")
        }
      }
      return nil
    }
  }

  func finish() -> String? {
    if let failure { return failure }
    cleanUp()
    if !ended || pass < rows.count { return "its data is cut short (fewer rows than its size)" }
    return nil
  }

  private func fail(_ problem: String) -> String {
    failure = problem
    cleanUp()
    return problem
  }

  private func cleanUp() {
    if ready { inflateEnd(streamPointer) }
    ready = false
  }

  private func message(_ code: Int32) -> String {
    if let text = stream.msg { return String(cString: text) }
    return "error \(code)"
  }

  private func consume(_ bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      guard pass < rows.count else { return "it has more data than its size implies" }
      if column == 0, bytes[index] > 4 {
        return "its data is corrupt (row \(row) has filter type \(bytes[index]))"
      }
      // Skip to the end of the row or of the bytes, whichever comes first.
      let step = min(rows[pass].bytes - column, bytes.endIndex - index)
      column += step
      index += step
      if column == rows[pass].bytes {
        column = 0
        row += 1
        if row == rows[pass].count {
          row = 0
          pass += 1
        }
      }
    }
    return nil
  }
}
