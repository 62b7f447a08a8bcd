import CZlib
import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("The fast PNG writer: valid, lossless, deterministic")
struct FramePNGWriterTests {
  static let opaqueFrame = DeterminismTests.busyFrame

  /// Half-transparent background and a translucent card: the file must keep alpha.
  static let translucentFrame = Fixtures.frame(
    [
      .fill(
        Fixtures.shape(x: 20, y: 40, width: 200, height: 120, cornerRadius: 12),
        Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.35)),
      .text(Fixtures.label("Alpha", x: 30, y: 60, width: 200, height: 30)),
    ], background: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))

  /// The colour type byte of the IHDR chunk (2: RGB, 6: RGBA).
  static func colourType(_ png: Data) -> UInt8 { [UInt8](png)[25] }

  @Test("An opaque frame is written as RGB and decodes to exactly the drawn pixels")
  func opaqueRoundTrip() throws {
    let renderer = try FrameRenderer()
    let png = try renderer.renderPNG(Self.opaqueFrame)
    #expect(Self.colourType(png) == 2)
    let decoded = try RenderedImage(pngData: png)
    #expect(decoded == (try renderer.renderImage(Self.opaqueFrame)))
  }

  @Test("A translucent frame is written as RGBA, unpremultiplied as Cairo's reader expects")
  func translucentRoundTrip() throws {
    let renderer = try FrameRenderer()
    let png = try renderer.renderPNG(Self.translucentFrame)
    #expect(Self.colourType(png) == 6)
    let decoded = try RenderedImage(pngData: png)
    let drawn = try renderer.renderImage(Self.translucentFrame)
    #expect(decoded == drawn)
    // The background: straight orange at alpha 128 (premultiplied it would read 128, 64, 0).
    let corner = decoded.pixel(x: 0, y: 0)
    #expect(corner.a == 128 && corner.r == 255 && corner.g == 128 && corner.b == 0)
  }

  @Test("Our writer and Cairo's decode to the same pixels", arguments: [true, false])
  func sameAsCairo(opaque: Bool) throws {
    let frame = opaque ? Self.opaqueFrame : Self.translucentFrame
    let pixels = try FrameRenderer().renderPixels(frame)
    let ours = try PNGEncoding.encode(pixels, writer: .fast)
    let cairos = try PNGEncoding.encode(pixels, writer: .cairo)
    #expect(ours != cairos)
    #expect(try RenderedImage(pngData: ours) == RenderedImage(pngData: cairos))
    #expect(Self.colourType(ours) == Self.colourType(cairos))
  }

  @Test("The same pixels give the same bytes, with chunks IHDR, IDAT, IEND")
  func deterministic() throws {
    let first = try FrameRenderer().renderPNG(Self.opaqueFrame)
    let second = try FrameRenderer().renderPNG(Self.opaqueFrame)
    #expect(first == second)
    var chunks: [String] = []
    let bytes = [UInt8](first)
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      chunks.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    #expect(chunks == ["IHDR", "IDAT", "IEND"])
    #expect(offset == bytes.count)
  }

  @Test("Frames pass pngcheck when it is installed", arguments: [true, false])
  func pngcheck(opaque: Bool) throws {
    guard let pngcheck = ExternalTool.find("pngcheck") else { return }
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("frame.png")
    try FrameRenderer().renderPNG(opaque ? Self.opaqueFrame : Self.translucentFrame).write(to: url)
    let result = try ExternalTool.run(pngcheck, ["-v", url.path])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains(opaque ? "RGB" : "RGB+alpha"))
    #expect(result.output.contains("No errors"))
  }

  @Test("Odd sizes (1×1, 3×2 at scale 1) round-trip")
  func oddSizes() throws {
    for size in [CGSize(width: 1, height: 1), CGSize(width: 3, height: 2)] {
      let frame = Fixtures.frame(
        [.fill(Fixtures.shape(x: 0, y: 0, width: 1, height: 1), Fixtures.red)],
        background: Color(red: 0, green: 0, blue: 1, alpha: 0.25), canvas: size)
      let renderer = try FrameRenderer(options: RenderOptions(scale: 1))
      let decoded = try RenderedImage(pngData: renderer.renderPNG(frame))
      #expect(decoded == (try renderer.renderImage(frame)))
    }
  }

  @Test("Deflating in pieces gives the bytes of deflating the whole input")
  func piecewiseDeflate() throws {
    let input = (0..<200_000).map { UInt8(truncatingIfNeeded: ($0 * 7) ^ ($0 >> 9)) }
    let whole = try Deflate.compress(input, level: 1, strategy: Z_RLE)
    let pieces = try Deflate.compress(totalSize: input.count, level: 1, strategy: Z_RLE) {
      buffer, offset in
      let count = min(buffer.count, input.count - offset, 12_345)
      for i in 0..<count { buffer[i] = input[offset + i] }
      return count
    }
    #expect(pieces == whole)
    #expect(try Deflate.decompress(pieces, expectedSize: input.count) == input)
  }
}
