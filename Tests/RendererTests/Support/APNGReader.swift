import Foundation

@testable import Renderer

/// A small APNG decoder for tests: checks the signature and every chunk's CRC, reads `acTL`
/// and the `fcTL` of each frame, inflates and unfilters each frame's data and composes the
/// frames (dispose none, blend source, as our writer uses) into canvas images.
struct APNGReader {
  struct FrameControl: Equatable {
    var sequence: UInt32
    var width: Int
    var height: Int
    var x: Int
    var y: Int
    var delayNumerator: Int
    var delayDenominator: Int
    var dispose: UInt8
    var blend: UInt8

    /// The delay in seconds (a denominator of 0 means 1/100 s, as the spec says).
    var delay: Double {
      Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }
  }

  enum Failure: Error, CustomStringConvertible {
    case invalid(String)
    var description: String {
      switch self {
      case .invalid(let reason): return reason
      }
    }
  }

  var width = 0
  var height = 0
  var colorType: UInt8 = 0
  var declaredFrameCount = 0
  var plays = 0
  var chunkTypes: [String] = []
  var controls: [FrameControl] = []
  /// The canvas after each frame, straight RGBA.
  var canvases: [RenderedImage] = []

  init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.starts(with: PNGChunk.signature) else { throw Failure.invalid("no PNG signature") }
    var offset = 8
    func u32(_ at: Int) -> UInt32 {
      UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
        | UInt32(bytes[at + 3])
    }
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    var canvas: [UInt8] = []
    var pendingControl: FrameControl?
    var frameData: [UInt8] = []
    var expectedSequence: UInt32 = 0
    func flush() throws {
      guard let control = pendingControl else { return }
      let bpp = colorType == 6 ? 4 : 3
      let rowBytes = control.width * bpp
      let raw = try Deflate.decompress(frameData, expectedSize: (rowBytes + 1) * control.height)
      guard raw.count == (rowBytes + 1) * control.height else {
        throw Failure.invalid("frame \(controls.count): \(raw.count) bytes after inflate")
      }
      var previous = [UInt8](repeating: 0, count: rowBytes)
      for row in 0..<control.height {
        let type = raw[row * (rowBytes + 1)]
        var line = Array(raw[(row * (rowBytes + 1) + 1)..<((row + 1) * (rowBytes + 1))])
        for i in 0..<rowBytes {
          let a = i >= bpp ? Int(line[i - bpp]) : 0
          let b = Int(previous[i])
          let c = i >= bpp ? Int(previous[i - bpp]) : 0
          let predictor: Int
          switch type {
          case 0: predictor = 0
          case 1: predictor = a
          case 2: predictor = b
          case 3: predictor = (a + b) / 2
          case 4:
            let p = a + b - c
            let pa = abs(p - a)
            let pb = abs(p - b)
            let pc = abs(p - c)
            predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
          default: throw Failure.invalid("filter type \(type)")
          }
          line[i] = UInt8(truncatingIfNeeded: Int(line[i]) + predictor)
        }
        for column in 0..<control.width {
          let o = ((control.y + row) * width + control.x + column) * 4
          canvas[o] = line[column * bpp]
          canvas[o + 1] = line[column * bpp + 1]
          canvas[o + 2] = line[column * bpp + 2]
          canvas[o + 3] = bpp == 4 ? line[column * bpp + 3] : 255
        }
        previous = line
      }
      controls.append(control)
      canvases.append(RenderedImage(width: width, height: height, rgba: canvas))
      pendingControl = nil
      frameData = []
    }
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { throw Failure.invalid("truncated chunk") }
      let length = Int(u32(offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let dataStart = offset + 8
      guard dataStart + length + 4 <= bytes.count else {
        throw Failure.invalid("truncated \(type)")
      }
      let chunk = Array(bytes[dataStart..<(dataStart + length)])
      let crc = u32(dataStart + length)
      guard Deflate.crc32(Array(bytes[(offset + 4)..<(offset + 8)]) + chunk) == crc else {
        throw Failure.invalid("bad CRC in \(type)")
      }
      chunkTypes.append(type)
      switch type {
      case "IHDR":
        width = Int(u32(dataStart))
        height = Int(u32(dataStart + 4))
        colorType = bytes[dataStart + 9]
        canvas = [UInt8](repeating: 0, count: width * height * 4)
      case "acTL":
        declaredFrameCount = Int(u32(dataStart))
        plays = Int(u32(dataStart + 4))
      case "fcTL":
        try flush()
        guard u32(dataStart) == expectedSequence else { throw Failure.invalid("fcTL sequence") }
        expectedSequence += 1
        pendingControl = FrameControl(
          sequence: u32(dataStart), width: Int(u32(dataStart + 4)), height: Int(u32(dataStart + 8)),
          x: Int(u32(dataStart + 12)), y: Int(u32(dataStart + 16)),
          delayNumerator: u16(dataStart + 20), delayDenominator: u16(dataStart + 22),
          dispose: bytes[dataStart + 24], blend: bytes[dataStart + 25])
      case "IDAT":
        frameData += chunk
      case "fdAT":
        guard u32(dataStart) == expectedSequence else { throw Failure.invalid("fdAT sequence") }
        expectedSequence += 1
        frameData += chunk.dropFirst(4)
      case "IEND":
        try flush()
      default:
        break
      }
      offset = dataStart + length + 4
    }
  }
}
