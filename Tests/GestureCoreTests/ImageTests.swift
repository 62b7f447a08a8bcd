import Foundation
import Testing

@testable import GestureCore

/// A folder of PNG files for one test: each file holds the PNG signature and an `IHDR` chunk of
/// the given pixel size (all the simulation reads), then `IEND`.
private struct ImageFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "image-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  @discardableResult
  func png(_ name: String, width: UInt32, height: UInt32) throws -> String {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
    bytes += be32(0) + be32(0) + Array("IEND".utf8) + be32(0)
    let path = url.appendingPathComponent(name).path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

@Suite("UIImage: sizes and scales from PNG headers, named lookup, content modes")
@MainActor
struct ImageTests {
  @Test("contentsOfFile: reads the pixel size; an @2x or @3x suffix gives the scale")
  func contentsOfFile() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    let plain = try #require(
      UIImage(contentsOfFile: try folder.png("card.png", width: 90, height: 30)))
    #expect(plain.size == CGSize(width: 90, height: 30))
    #expect(plain.scale == 1)
    let double = try #require(
      UIImage(contentsOfFile: try folder.png("card@2x.png", width: 180, height: 60)))
    #expect(double.size == CGSize(width: 90, height: 30))
    #expect(double.scale == 2)
    let triple = try #require(
      UIImage(contentsOfFile: try folder.png("icon@3x.png", width: 100, height: 50)))
    #expect(triple.size.width == CGFloat(100.0 / 3.0) && triple.size.height == CGFloat(50.0 / 3.0))
    #expect(triple.scale == 3)
    try Data("not a png".utf8).write(to: folder.url.appendingPathComponent("notes.png"))
    #expect(UIImage(contentsOfFile: folder.url.appendingPathComponent("notes.png").path) == nil)
    #expect(UIImage(contentsOfFile: folder.url.appendingPathComponent("missing.png").path) == nil)
    #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
  }

  @Test("named: prefers the screen's scale, then larger, then smaller; the first folder wins")
  func named() throws {
    let folder = try ImageFolder()
    let other = try ImageFolder()
    defer {
      folder.remove()
      other.remove()
    }
    try folder.png("card.png", width: 90, height: 30)
    try folder.png("card@2x.png", width: 180, height: 60)
    try folder.png("card@3x.png", width: 270, height: 90)
    try folder.png("badge@3x.png", width: 60, height: 60)
    try other.png("card.png", width: 10, height: 10)
    try other.png("logo.png", width: 40, height: 20)
    func lookup(_ scale: CGFloat) -> NamedImageLookup {
      NamedImageLookup(directories: [folder.url, other.url], displayScale: scale)
    }
    func named(_ name: String, scale: CGFloat) -> UIImage? {
      NamedImageLookup.$current.withValue(lookup(scale)) { UIImage(named: name) }
    }
    #expect(named("card", scale: 2)?.scale == 2)
    #expect(named("card", scale: 2)?.size == CGSize(width: 90, height: 30))
    #expect(named("card", scale: 3)?.scale == 3)
    #expect(named("card", scale: 1)?.scale == 1)
    #expect(named("card.png", scale: 2)?.scale == 2)
    #expect(named("card@3x", scale: 2)?.scale == 3)
    #expect(named("badge", scale: 2)?.size == CGSize(width: 20, height: 20))
    #expect(named("logo", scale: 2)?.size == CGSize(width: 40, height: 20))
    #expect(named("missing", scale: 2) == nil)
    #expect(named("", scale: 2) == nil)
    #expect(
      lookup(3).path(forImageNamed: "card") == folder.url.appendingPathComponent("card@3x.png").path
    )
    #expect(
      lookup(1).path(forImageNamed: "logo") == other.url.appendingPathComponent("logo.png").path)
    #expect(UIImage(named: "card") == nil)
  }

  @Test("An image view takes its image's size and draws it by every content mode")
  func imageViewModes() throws {
    let folder = try ImageFolder()
    defer { folder.remove() }
    let image = try #require(
      UIImage(contentsOfFile: try folder.png("chip@2x.png", width: 80, height: 40)))
    let view = UIImageView(image: image)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
    #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
    #expect(!view.isUserInteractionEnabled)
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    func rect(_ mode: UIView.ContentMode) -> CGRect? {
      view.contentMode = mode
      return view.imageRect(in: bounds)
    }
    #expect(rect(.scaleToFill) == bounds)
    #expect(rect(.redraw) == bounds)
    #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
    #expect(rect(.scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
    #expect(rect(.center) == CGRect(x: 30, y: 40, width: 40, height: 20))
    #expect(rect(.top) == CGRect(x: 30, y: 0, width: 40, height: 20))
    #expect(rect(.bottom) == CGRect(x: 30, y: 80, width: 40, height: 20))
    #expect(rect(.left) == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(rect(.right) == CGRect(x: 60, y: 40, width: 40, height: 20))
    #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(rect(.topRight) == CGRect(x: 60, y: 0, width: 40, height: 20))
    #expect(rect(.bottomLeft) == CGRect(x: 0, y: 80, width: 40, height: 20))
    #expect(rect(.bottomRight) == CGRect(x: 60, y: 80, width: 40, height: 20))
    #expect(UIView.ContentMode.allCases.map(\.rawValue) == Array(0...12))
    #expect(UIView().contentMode == .scaleToFill)
    view.image = nil
    #expect(view.imageRect(in: bounds) == nil)
  }
}
