import Foundation
import Testing

@testable import GestureCore

/// A temporary folder holding an asset catalog `Assets.xcassets`, for one test.
struct CatalogFolder {
  let url: URL
  var catalog: URL { url.appendingPathComponent("Assets.xcassets") }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "asset-catalog-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
    try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
  }

  /// Writes `text` at `path` inside the folder, creating its folders.
  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// A colour set `name` (a path inside the catalog, `Palette/Brand`) of `colors` entries.
  func colorSet(_ name: String, _ colors: [String]) throws {
    try write(
      "Assets.xcassets/\(name).colorset/Contents.json",
      #"{"colors":["# + colors.joined(separator: ",") + #"],"info":{"author":"xcode","version":1}}"#
    )
  }

  /// One `colors[]` entry: sRGB components as written, and appearances.
  static func srgb(
    _ red: String, _ green: String, _ blue: String, alpha: String = "\"1.000\"",
    space: String = "srgb", appearance: String? = nil
  ) -> String {
    let appearances =
      appearance.map { #""appearances":[{"appearance":"luminosity","value":"\#($0)"}],"# } ?? ""
    return #"{\#(appearances)"color":{"color-space":"\#(space)","components":{"#
      + #""alpha":\#(alpha),"blue":\#(blue),"green":\#(green),"red":\#(red)}},"idiom":"universal"}"#
  }

  /// A whole PNG file of the given size (opaque grey pixels, Cairo's encoder), at `path`
  /// inside the folder: asset catalog images are decoded once before they are used.
  func png(_ path: String, width: UInt32, height: UInt32) throws {
    let (w, h) = (Int(width), Int(height))
    let image = CGImage(
      width: w, height: h, bytesPerRow: 4 * w, pixels: [UInt8](repeating: 0x80, count: 4 * w * h))
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #require(image.pngData()).write(to: file)
  }

  /// Writes `bytes` at `path` inside the folder, creating its folders.
  func write(_ path: String, bytes: [UInt8]) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  /// A lookup whose scenario folder (and catalog folder) is this one.
  func lookup(scale: CGFloat = 2) -> NamedImageLookup {
    NamedImageLookup(directories: [url], displayScale: scale)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
