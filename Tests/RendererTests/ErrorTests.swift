import Foundation
import GestureCore
import Renderer
import Testing

@Suite("Errors")
struct ErrorTests {
  @Test("a missing font directory names the package to install")
  func missingFonts() {
    let fonts = FontConfiguration.dejaVuSans.adding(
      .init(path: "/nonexistent/fonts/noto-cjk", package: "fonts-noto-cjk"))
    #expect(
      throws: RenderError.fontsMissing(
        directory: "/nonexistent/fonts/noto-cjk", package: "fonts-noto-cjk")
    ) {
      _ = try FrameRenderer(options: RenderOptions(fonts: fonts))
    }
    let message = RenderError.fontsMissing(directory: "/x", package: "fonts-dejavu-core")
      .description
    #expect(message.contains("apt-get install fonts-dejavu-core"))
  }

  @Test("a font directory without fonts is reported like a missing one")
  func emptyFontDirectory() throws {
    let empty = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    let fonts = FontConfiguration(
      directories: [.init(path: empty.path, package: "fonts-example")], systemFamily: "DejaVu Sans")
    #expect(throws: RenderError.fontsMissing(directory: empty.path, package: "fonts-example")) {
      _ = try FrameRenderer(options: RenderOptions(fonts: fonts))
    }
  }

  @Test("a system family the set does not have is an error")
  func missingFamily() {
    var fonts = FontConfiguration.dejaVuSans
    fonts.systemFamily = "San Francisco"
    #expect(
      throws: RenderError.fontFamilyMissing(
        family: "San Francisco", directories: ["/usr/share/fonts/truetype/dejavu"])
    ) {
      _ = try FrameRenderer(options: RenderOptions(fonts: fonts))
    }
  }

  @Test(
    "canvas and scale must give 1…32767 pixels",
    arguments: [
      (CGSize(width: 0, height: 100), 2.0),
      (CGSize(width: 100, height: 100), 0),
      (CGSize(width: 100, height: 100), -1),
      (CGSize(width: 100, height: 100), .nan),
      (CGSize(width: 20000, height: 100), 2),
      (CGSize(width: CGFloat.infinity, height: 100), 2),
    ])
  func invalidCanvas(size: CGSize, scale: Double) throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: scale))
    let frame = Fixtures.frame([], canvas: size)
    #expect(throws: RenderError.self) { _ = try renderer.renderPNG(frame) }
    #expect(throws: RenderError.self) { _ = try renderer.renderSVG(frame) }
  }

  @Test("unbalanced display lists are rejected with the item index")
  func unbalanced() throws {
    let renderer = try FrameRenderer()
    let shape = Fixtures.shape(x: 0, y: 0, width: 10, height: 10)
    let cases: [([DisplayItem], Int)] = [
      ([.endGroup], 0),
      ([.popClip], 0),
      ([.fill(shape, .black), .beginGroup(id: "g", opacity: 0.5)], 2),
      ([.pushClip(shape)], 1),
      ([.beginGroup(id: "g", opacity: 0.5), .pushClip(shape), .endGroup, .popClip], 2),
      ([.popMask], 0),
      ([.pushMask(id: "m", mask: [.fill(shape, .black)])], 1),
      ([.pushMask(id: "m", mask: []), .pushClip(shape), .popMask, .popClip], 2),
      // A mask's own items must nest: the error names the pushMask that carries them.
      ([.fill(shape, .black), .pushMask(id: "m", mask: [.popClip]), .popMask], 1),
    ]
    for (items, index) in cases {
      let frame = Fixtures.frame(items, index: 3)
      #expect {
        _ = try renderer.renderPNG(frame)
      } throws: { error in
        guard case RenderError.unbalancedDisplayList(3, let itemIndex, _) = error else {
          return false
        }
        return itemIndex == index
      }
    }
  }

  @Test("a file that is not a PNG gives a typed error naming it")
  func badPNG() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("broken.png")
    try Data("not a png".utf8).write(to: url)
    #expect {
      _ = try RenderedImage(contentsOf: url)
    } throws: { error in
      guard case RenderError.invalidImage(let source, let reason) = error else { return false }
      return source == url.path && reason.contains("not a PNG")
    }
    #expect {
      _ = try RenderedImage(contentsOf: directory.appendingPathComponent("missing.png"))
    } throws: { error in
      guard case RenderError.invalidImage(let source, let reason) = error else { return false }
      return source.hasSuffix("missing.png") && reason == "no such file or directory"
    }
    #expect(throws: RenderError.self) { _ = try RenderedImage(pngData: Data()) }
  }
}
