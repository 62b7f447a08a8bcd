import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Determinism and SVG output")
struct DeterminismTests {
  /// A frame that exercises every kind of item, groups and clips (which make Cairo's SVG surface
  /// create numbered sub-surfaces), text and a touch mark.
  static let busyFrame: Frame = {
    let card = Fixtures.shape("card", x: 20, y: 40, width: 335, height: 200, cornerRadius: 16)
    return Fixtures.frame(
      [
        .fill(card, CGColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7)),
        .beginGroup(id: "card", opacity: 0.8),
        .pushClip(card),
        .fill(Fixtures.shape(x: 250, y: 150, width: 150, height: 150), CGColor(red8: 0x00, green8: 0x7A, blue8: 0xFF)),
        .text(Fixtures.label("Determinism", x: 36, y: 50, width: 303, height: 30)),
        .popClip,
        .border(card, width: 2, color: .black),
        .endGroup,
      ],
      touches: [TouchMark(id: 0, location: CGPoint(x: 100, y: 100), phase: .ended, endTime: 0)],
      time: 0.05)
  }()

  static let otherFrame = Fixtures.frame(
    [
      .beginGroup(id: "g", opacity: 0.3),
      .fill(Fixtures.shape(x: 0, y: 0, width: 100, height: 100), Fixtures.red),
      .endGroup,
      .pushClip(Fixtures.shape(x: 0, y: 0, width: 50, height: 50, cornerRadius: 10)),
      .text(Fixtures.label("Other", x: 0, y: 0, width: 100, height: 30)),
      .popClip,
    ], index: 7)

  @Test("the same frame gives byte-identical PNG and SVG, before and after other frames")
  func identicalBytes() throws {
    let renderer = try FrameRenderer()
    let firstPNG = try renderer.renderPNG(Self.busyFrame)
    let firstSVG = try renderer.renderSVG(Self.busyFrame)
    #expect(try renderer.renderPNG(Self.busyFrame) == firstPNG)
    #expect(try renderer.renderSVG(Self.busyFrame) == firstSVG)
    for _ in 0..<3 {
      _ = try renderer.renderSVG(Self.otherFrame)
      _ = try renderer.renderPNG(Self.otherFrame)
    }
    #expect(try renderer.renderPNG(Self.busyFrame) == firstPNG)
    #expect(try renderer.renderSVG(Self.busyFrame) == firstSVG)
    // A second renderer (its own font map) gives the same bytes too.
    let fresh = try FrameRenderer()
    _ = try fresh.renderSVG(Self.otherFrame)
    #expect(try fresh.renderPNG(Self.busyFrame) == firstPNG)
    #expect(try fresh.renderSVG(Self.busyFrame) == firstSVG)
  }

  @Test("renderers on several threads at once give the same bytes")
  func concurrentRenderers() async throws {
    let frame = Self.busyFrame
    let results = try await withThrowingTaskGroup(of: (Data, Data).self) { group in
      for _ in 0..<4 {
        group.addTask {
          let renderer = try FrameRenderer()
          var last = (Data(), Data())
          for _ in 0..<5 { last = (try renderer.renderPNG(frame), try renderer.renderSVG(frame)) }
          return last
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    #expect(Set(results.map(\.0)).count == 1)
    #expect(Set(results.map(\.1)).count == 1)
  }

  @Test(
    "the SVG is as many pixels as the PNG, in px units",
    arguments: [(2.0, 750, 1334), (3.0, 1125, 2001)])
  func svgHeader(scale: Double, width: Int, height: Int) throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: scale))
    let svg = String(decoding: try renderer.renderSVG(Self.busyFrame), as: UTF8.self)
    #expect(svg.contains("width=\"\(width)px\" height=\"\(height)px\""))
    #expect(svg.contains("viewBox=\"0 0 \(width) \(height)\""))
    let png = try RenderedImage(pngData: renderer.renderPNG(Self.busyFrame))
    #expect(png.width == width && png.height == height)
  }

  @Test("the SVG draws the scaled frame: the rect's path is in pixels")
  func svgScaled() throws {
    let frame = Fixtures.frame([
      .fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.blue)
    ])
    let svg = String(decoding: try FrameRenderer().renderSVG(frame), as: UTF8.self)
    // Cairo writes the rectangle's path in device units: 200…400 at scale 2.
    #expect(svg.contains("M 200 200 L 400 200 L 400 400 L 200 400 Z"))
    #expect(svg.contains("fill:rgb(0%,0%,100%)"))
  }

  @Test("SVG ids are renumbered per family in order of first appearance, references included")
  func idNormalization() {
    let input = """
      <g id="surface47" clip-path="url(#clip5)"><use xlink:href="#glyph3-2"/></g>
      <clipPath id="clip5"/><symbol id="glyph3-2"/><symbol id="glyph3-10"/>
      <g id="surface12"><use xlink:href="#surface47"/><use xlink:href="#glyph3-10"/></g>
      <use xlink:href="#surface12"/><filter id="alpha"/><x fill="url(#alpha)" c="#ff0000"/>
      """
    let expected = """
      <g id="surface1" clip-path="url(#clip1)"><use xlink:href="#glyph1-2"/></g>
      <clipPath id="clip1"/><symbol id="glyph1-2"/><symbol id="glyph1-10"/>
      <g id="surface2"><use xlink:href="#surface1"/><use xlink:href="#glyph1-10"/></g>
      <use xlink:href="#surface2"/><filter id="alpha"/><x fill="url(#alpha)" c="#ff0000"/>
      """
    let output = SVGEncoding.normalizingIDs(Data(input.utf8))
    #expect(String(decoding: output, as: UTF8.self) == expected)
  }

  @Test("Cairo's raw ids do differ between renders, so normalising is needed")
  func rawIDsDiffer() throws {
    let renderer = try FrameRenderer()
    func raw() throws -> Data {
      let size = try renderer.pixelSize(of: Self.busyFrame)
      return try SVGEncoding.document(
        width: size.width, height: size.height, normalizesIDs: false
      ) { cr in try renderer.draw(Self.busyFrame, on: cr) }
    }
    #expect(try raw() != raw())
  }

  @Test("PNG output has no timestamp: IHDR first, IEND last, no tIME")
  func pngChunks() throws {
    let png = [UInt8](try FrameRenderer().renderPNG(Self.busyFrame))
    var chunks: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      chunks.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    #expect(!chunks.contains("tIME"))
    #expect(chunks.first == "IHDR" && chunks.last == "IEND")
  }
}
