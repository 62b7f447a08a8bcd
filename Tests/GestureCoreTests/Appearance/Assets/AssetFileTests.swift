import Foundation
import Testing

@testable import GestureCore

@Suite("Asset catalog files that cannot be shown: warnings and nil, never a failed run or a hang")
@MainActor
struct AssetFileTests {
  private func imageSet(_ folder: CatalogFolder, _ name: String, _ file: String) throws {
    try folder.write(
      "Assets.xcassets/\(name).imageset/Contents.json",
      #"{"images":[{"idiom":"universal","filename":"\#(file)","scale":"2x"}]}"#)
  }

  private func warning(_ set: String, _ file: String, _ reason: String) -> String {
    "Assets.xcassets/\(set).imageset/Contents.json: the file '\(file)' it names \(reason); "
      + "the image is nil"
  }

  @Test("A truncated PNG, a PNG over 16,384 pixels a side and a damaged JPEG give nil")
  func brokenImages() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.png("whole.png", width: 40, height: 40)
    let whole = try [UInt8](Data(contentsOf: folder.url.appendingPathComponent("whole.png")))
    try imageSet(folder, "Cut", "cut.png")
    try folder.write(
      "Assets.xcassets/Cut.imageset/cut.png", bytes: Array(whole.prefix(whole.count / 2)))
    try imageSet(folder, "Huge", "huge.png")
    // A header claiming 20000×10 pixels: refused before anything is decoded.
    var huge = whole
    huge.replaceSubrange(16..<20, with: [0, 0, 0x4E, 0x20])
    try folder.write("Assets.xcassets/Huge.imageset/huge.png", bytes: huge)
    try imageSet(folder, "Smudge", "smudge.jpg")
    try folder.write(
      "Assets.xcassets/Smudge.imageset/smudge.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 1, 2, 3])
    try imageSet(folder, "Fine", "fine.png")
    try folder.png("Assets.xcassets/Fine.imageset/fine.png", width: 20, height: 10)
    let lookup = folder.lookup(scale: 2)
    NamedImageLookup.$current.withValue(lookup) {
      #expect(UIImage(named: "Cut") == nil)
      #expect(UIImage(named: "Huge") == nil)
      #expect(UIImage(named: "Smudge") == nil)
      #expect(UIImage(named: "Cut") == nil)
      #expect(UIImage(named: "Fine")?.size == CGSize(width: 10, height: 5))
    }
    #expect(
      lookup.catalogs.warnings == [
        warning("Cut", "cut.png", "cannot be decoded as a PNG file (it is truncated or damaged)"),
        warning("Huge", "huge.png", "is 20000×40 pixels; the limit is 16384 on each side"),
        warning(
          "Smudge", "smudge.jpg",
          "cannot be decoded as a JPEG file (damaged, CMYK, or over 16384 pixels on a side)"),
      ])
  }

  @Test("A FIFO as an image file or as Contents.json is refused without being opened for reading")
  func fifo() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try imageSet(folder, "Pipe", "pipe.png")
    #expect(
      mkfifo(
        folder.url.appendingPathComponent("Assets.xcassets/Pipe.imageset/pipe.png").path, 0o644)
        == 0)
    let set = folder.url.appendingPathComponent("Assets.xcassets/Tube.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    #expect(mkfifo(set.appendingPathComponent("Contents.json").path, 0o644) == 0)
    let lookup = folder.lookup(scale: 2)
    NamedImageLookup.$current.withValue(lookup) {
      #expect(UIImage(named: "Pipe") == nil)
      #expect(UIImage(named: "Tube") == nil)
    }
    #expect(
      lookup.catalogs.warnings == [
        warning("Pipe", "pipe.png", "is not a regular file (a FIFO); it is not read"),
        "Assets.xcassets/Tube.imageset/Contents.json: is not a regular file (a FIFO); it is not "
          + "read; the set is skipped",
      ])
  }

  @Test("A Contents.json that does not parse is reported at its line and column")
  func syntaxErrorPosition() throws {
    let folder = try CatalogFolder()
    defer { folder.remove() }
    try folder.write(
      "Assets.xcassets/Trail.colorset/Contents.json",
      "{\n  \"colors\": [\n    {\"idiom\": \"universal\",}\n  ]\n}\n")
    try folder.write("Assets.xcassets/Tab.colorset/Contents.json", "{\"colors\":\t[\u{1}]}")
    let lookup = folder.lookup()
    NamedImageLookup.$current.withValue(lookup) {
      #expect(UIColor(named: "Trail") == nil)
      #expect(UIColor(named: "Tab") == nil)
    }
    #expect(
      lookup.catalogs.warnings == [
        "Assets.xcassets/Trail.colorset/Contents.json:3:27: not valid JSON: expected a key in "
          + "double quotes, found '}'; the set is skipped",
        "Assets.xcassets/Tab.colorset/Contents.json:1:13: not valid JSON: expected a value, "
          + "found the control character U+1; the set is skipped",
      ])
  }

  @Test("The syntax check: valid documents pass; errors at their line and column")
  func syntaxCheck() {
    func check(_ text: String) -> JSONSyntaxCheck.Failure? {
      JSONSyntaxCheck.firstError(in: Array(text.utf8))
    }
    #expect(check(#"{"a": [1, -2.5e+3, true, false, null, "\u00e9\n"], "b": {}}"#) == nil)
    #expect(
      check("") == .init(line: 1, column: 1, message: "expected a value, found the end of the file")
    )
    #expect(
      check("[1,\n 2\n")
        == .init(
          line: 3, column: 1, message: "expected ',' or ']' in the array, found the end of the file"
        ))
    #expect(
      check(#"{"a" 1}"#)
        == .init(line: 1, column: 6, message: "expected ':' after the key, found '1'"))
    #expect(
      check("[01]")
        == .init(line: 1, column: 3, message: "expected ',' or ']' in the array, found '1'"))
    #expect(
      check(#""abc"#)
        == .init(line: 1, column: 5, message: "the string is not closed before the end of the file")
    )
    #expect(
      check("{} x") == .init(line: 1, column: 4, message: "unexpected 'x' after the JSON value"))
    #expect(check("[tru]") == .init(line: 1, column: 5, message: "expected 'true', found ']'"))
    let deep = String(repeating: "[", count: 600)
    #expect(check(deep)?.message == "the values nest more than 512 levels deep")
  }
}
