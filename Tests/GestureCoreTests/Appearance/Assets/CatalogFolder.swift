import Foundation

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
      #"{"colors":["# + colors.joined(separator: ",") + #"],"info":{"author":"xcode","version":1}}"#)
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

  /// A PNG file's signature and `IHDR` of the given size (all the simulation reads), at
  /// `path` inside the folder.
  func png(_ path: String, width: UInt32, height: UInt32) throws {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    bytes += be32(13) + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 6, 0, 0, 0]
    bytes += be32(0) + be32(0) + Array("IEND".utf8) + be32(0)
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
