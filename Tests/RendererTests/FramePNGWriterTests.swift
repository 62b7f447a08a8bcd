import CCairo
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
        CGColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.35)),
      .text(Fixtures.label("Alpha", x: 30, y: 60, width: 200, height: 30)),
    ], background: CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))

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
        background: CGColor(red: 0, green: 0, blue: 1, alpha: 0.25), canvas: size)
      let renderer = try FrameRenderer(options: RenderOptions(scale: 1))
      let decoded = try RenderedImage(pngData: renderer.renderPNG(frame))
      #expect(decoded == (try renderer.renderImage(frame)))
    }
  }

  /// A white frame with a blue card at (`x`, 60) pt, 120 pt wide and `height` pt high: rows
  /// 120 up to 120 + 2 × height at scale 2.
  static func card(x: Double, height: Double = 80) -> Frame {
    Fixtures.frame([
      .fill(
        Fixtures.shape(x: x, y: 60, width: 120, height: height, cornerRadius: 10), Fixtures.blue)
    ])
  }

  /// 1334 rows in bands of 16: 84 bands. A card 80 pt high covers rows 120…279, so bands 7
  /// (rows 112…127) to 17 (rows 272…287) change and band 18's row above (287) does not; 84 pt
  /// high it covers rows 120…287, and band 18, whose Up filter reads row 287, changes too.
  @Test(
    "Reusing the previous frame's bands gives the bytes of encoding the frame alone",
    arguments: [(80.0, Array(7...17)), (84.0, Array(7...18))])
  func bandReuse(height: Double, changedBands: [Int]) throws {
    let renderer = try FrameRenderer()
    let before = try renderer.renderPixels(Self.card(x: 20, height: height))
    let after = try renderer.renderPixels(Self.card(x: 60, height: height))
    let pending = try FramePNGWriter.begin(after, comparedWith: before)
    #expect(pending.bands.count == 84)
    #expect(pending.bands.indices.filter { pending.bands[$0] != nil } == changedBands)
    let reused = try pending.finish(reusing: FramePNGWriter.encode(before))
    let alone = try FramePNGWriter.encode(after)
    #expect(reused.png == alone.png)
    #expect(
      try RenderedImage(pngData: reused.png)
        == renderer.renderImage(Self.card(x: 60, height: height)))
  }

  @Test("Bands whose rows all repeat the row above share one deflated form")
  func flatBands() throws {
    let pixels = try FrameRenderer().renderPixels(Self.card(x: 20))
    let bands = try FramePNGWriter.encode(pixels).bands
    // Rows 16…111 (bands 1…6) and 288…1327 (bands 18…82) are white background rows; band 0
    // starts at row 0, whose Up filter reads zeros; band 83 (rows 1328…1333) ends the stream.
    let flat = Array(1...6) + Array(18...82)
    for index in flat {
      #expect(bands[index].deflated == bands[1].deflated, "band \(index)")
      #expect(bands[index].adler == bands[1].adler)
    }
    #expect(bands[0].deflated != bands[1].deflated)
    #expect(bands[7].deflated != bands[1].deflated)
    #expect(bands[83].length == 6 * (750 * 3 + 1))
    // 16 scanlines of a filter byte and 2250 zeros (36,016 bytes) deflate to under 100 bytes.
    #expect(bands[1].deflated.count < 100)
  }

  @Test("Wide frames get bands that fit zlib's 64 KB window buffer, and round-trip")
  func wideFrameBands() throws {
    // 1024 × 40 pt at scale 2: 2048 × 80 pixels, 6145-byte scanlines; 65,274 / 6145 → 10 rows.
    let frame = Fixtures.frame(
      [
        .fill(Fixtures.shape(x: 100, y: 10, width: 700, height: 20, cornerRadius: 6), Fixtures.blue)
      ],
      canvas: CGSize(width: 1024, height: 40))
    let renderer = try FrameRenderer()
    let encoded = try FramePNGWriter.encode(renderer.renderPixels(frame))
    #expect(encoded.shape?.rowsPerBand == 10)
    #expect(encoded.bands.count == 8)
    #expect(encoded.bands.allSatisfy { $0.length <= 65_274 })
    #expect(try RenderedImage(pngData: encoded.png) == renderer.renderImage(frame))
  }

  @Test("A Cairo surface (contact sheets, diff pictures) encodes to its own pixels; others fail")
  func surfaceRoundTrip() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 37, 21))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    cairo_set_source_rgba(cr, 0.2, 0.4, 0.8, 0.6)
    cairo_arc(cr, 18, 10, 9, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_destroy(cr)
    let png = try PNGEncoding.encode(surface)
    #expect(Self.colourType(png) == 6)
    #expect(
      try RenderedImage(pngData: png) == RenderedImage(surface: surface, source: "test"))
    let a8 = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 4))
    defer { cairo_surface_destroy(a8) }
    #expect(throws: RenderError.self) { try PNGEncoding.encode(a8) }
  }

  @Test("Bands of a frame with another shape (RGBA against RGB) are not reused")
  func bandsOfAnotherShape() throws {
    let renderer = try FrameRenderer()
    let opaque = try renderer.renderPixels(Self.opaqueFrame)
    let translucent = try renderer.renderPixels(Self.translucentFrame)
    let pending = try FramePNGWriter.begin(translucent, comparedWith: opaque)
    let finished = try pending.finish(reusing: FramePNGWriter.encode(opaque))
    #expect(finished.shape?.hasAlpha == true)
    #expect(finished.png == (try FramePNGWriter.encode(translucent).png))
  }

  @Test(
    "Heights around the band height and widths around the 4-pixel step round-trip",
    arguments: [(5, 15), (6, 16), (7, 17), (9, 32), (1, 33)])
  func bandEdges(width: Int, height: Int) throws {
    let frame = Fixtures.frame(
      [.fill(Fixtures.shape(x: 1, y: 1, width: 3, height: 10), Fixtures.red)],
      canvas: CGSize(width: width, height: height))
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1))
    let png = try renderer.renderPNG(frame)
    #expect(try RenderedImage(pngData: png) == renderer.renderImage(frame))
  }

  @Test("The image data is one zlib stream of the Up-filtered scanlines, checksum included")
  func imageDataStream() throws {
    let pixels = try FrameRenderer(options: RenderOptions(scale: 1)).renderPixels(
      Self.card(x: 20))
    let png = [UInt8](try FramePNGWriter.encode(pixels).png)
    // IDAT follows the signature (8) and IHDR (25): length, type, data, CRC.
    let length = png[33..<37].reduce(0) { $0 << 8 | Int($1) }
    #expect(String(decoding: png[37..<41], as: UTF8.self) == "IDAT")
    let stream = Array(png[41..<41 + length])
    #expect(stream[0] == 0x78 && stream[1] == 0x01)
    // zlib's uncompress checks the Adler-32 at the end of the stream.
    let scanlines = try Deflate.decompress(stream, expectedSize: 667 * (375 * 3 + 1))
    #expect(scanlines.count == 667 * (375 * 3 + 1))
    // Row 0: filter 2 and the white background minus nothing; row 1 equals row 0, so zeros.
    #expect(Array(scanlines[0..<4]) == [2, 255, 255, 255])
    #expect(scanlines[1126] == 2 && scanlines[1127..<2252].allSatisfy { $0 == 0 })
  }
}
