import Foundation
import Testing

@testable import Scenario

/// Image files: inside the scenario's folder unless allowed elsewhere, errors that say nothing
/// about files outside it, data decoded at check time, and a budget for all images together.
@Suite("Scenario images: confinement, decoding at check time, decoded-size budget")
struct ImageConfinementTests {
  /// A fresh folder holding `scenario/` (the scenario's folder) and `outside/` beside it.
  final class Folders {
    let root: URL
    var scenario: URL { root.appendingPathComponent("scenario") }
    var outside: URL { root.appendingPathComponent("outside") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "images-\(UUID().uuidString)", isDirectory: true)
      for folder in [scenario, outside] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Loads a scenario whose one image view names `image`.
    func load(image: String, access: Scenario.ImageAccess = .scenarioFolder) throws -> Scenario {
      let json = """
        {"version": 1, "views": [{"id": "pic", "type": "imageView", "frame": [0, 0, 10, 10],
          "image": "\(image)"}]}
        """
      let url = scenario.appendingPathComponent("s.json")
      try Data(json.utf8).write(to: url)
      return try Scenario.load(contentsOf: url, displayName: "s.json", imageAccess: access)
    }

    func message(image: String, access: Scenario.ImageAccess = .scenarioFolder) -> String? {
      do {
        _ = try load(image: image, access: access)
        return nil
      } catch let error as ScenarioError {
        return error.description
      } catch {
        return "\(error)"
      }
    }
  }

  static let prefix = "s.json:2:12: error: views[0].image: "

  static func unreadable(_ written: String) -> String {
    prefix + "cannot read image '\(written)': no readable file at that path inside the "
      + "scenario's folder (symbolic links out of it count as outside; --allow-outside-images "
      + "allows images elsewhere)"
  }

  static func leaves(_ written: String) -> String {
    prefix + "image paths are relative to the scenario's folder and stay inside it "
      + "('\(written)' leaves it); --allow-outside-images allows images elsewhere"
  }

  @Test("Absolute paths and '..' out of the folder are refused by name, existing or not")
  func lexical() throws {
    let folders = try Folders()
    let real = folders.outside.appendingPathComponent("real.png")
    try Data(TestPNG.make(width: 2, height: 2)).write(to: real)
    #expect(folders.message(image: real.path) == Self.leaves(real.path))
    let missing = folders.outside.appendingPathComponent("missing.png").path
    #expect(folders.message(image: missing) == Self.leaves(missing))
    #expect(folders.message(image: "../outside/real.png") == Self.leaves("../outside/real.png"))
    #expect(folders.message(image: "../outside/none.png") == Self.leaves("../outside/none.png"))
    #expect(folders.message(image: "a/../../x.png") == Self.leaves("a/../../x.png"))
    // Inside after resolving '..' by name is fine.
    try FileManager.default.createDirectory(
      at: folders.scenario.appendingPathComponent("a"), withIntermediateDirectories: true)
    try Data(TestPNG.make(width: 2, height: 2)).write(
      to: folders.scenario.appendingPathComponent("in.png"))
    #expect(folders.message(image: "a/../in.png") == nil)
    #expect(folders.message(image: "./in.png") == nil)
  }

  @Test("A link out of the folder and a missing file give the same message")
  func noExistenceOracle() throws {
    let folders = try Folders()
    let real = folders.outside.appendingPathComponent("real.png")
    try Data(TestPNG.make(width: 2, height: 2)).write(to: real)
    let fm = FileManager.default
    try fm.createSymbolicLink(
      at: folders.scenario.appendingPathComponent("to-real.png"), withDestinationURL: real)
    try fm.createSymbolicLink(
      at: folders.scenario.appendingPathComponent("to-none.png"),
      withDestinationURL: folders.outside.appendingPathComponent("none.png"))
    try fm.createSymbolicLink(
      at: folders.scenario.appendingPathComponent("outdir"), withDestinationURL: folders.outside)
    #expect(folders.message(image: "to-real.png") == Self.unreadable("to-real.png"))
    #expect(folders.message(image: "to-none.png") == Self.unreadable("to-none.png"))
    #expect(folders.message(image: "outdir/real.png") == Self.unreadable("outdir/real.png"))
    #expect(folders.message(image: "outdir/none.png") == Self.unreadable("outdir/none.png"))
    #expect(folders.message(image: "none.png") == Self.unreadable("none.png"))
    // Allowed: the link and the absolute path load, and a missing file says where it looked.
    #expect(folders.message(image: "to-real.png", access: .anywhere) == nil)
    #expect(folders.message(image: real.path, access: .anywhere) == nil)
    let none = folders.outside.appendingPathComponent("none.png").path
    #expect(
      folders.message(image: none, access: .anywhere)
        == Self.prefix + "cannot read image '\(none)' (looked for \(none))")
    // A link inside the folder is followed.
    try Data(TestPNG.make(width: 4, height: 2)).write(
      to: folders.scenario.appendingPathComponent("inner@2x.png"))
    try fm.createSymbolicLink(
      at: folders.scenario.appendingPathComponent("alias@2x.png"),
      withDestinationURL: folders.scenario.appendingPathComponent("inner@2x.png"))
    let scenario = try folders.load(image: "alias@2x.png")
    #expect(scenario.images["pic"]?.size == CGSize(width: 2, height: 1))
  }

  @Test("A PNG with a valid header and corrupt data is an error when checking")
  func corruptData() throws {
    let folders = try Folders()
    let good = TestPNG.make(width: 3, height: 2)
    func write(_ bytes: [UInt8]) throws {
      try Data(bytes).write(to: folders.scenario.appendingPathComponent("p.png"))
    }
    func corrupt(_ problem: String) -> String {
      Self.prefix + "'p.png' cannot be decoded as a PNG file: \(problem)"
    }
    try write(good)
    #expect(folders.message(image: "p.png") == nil)
    // A flipped byte in the pixels with the chunk's CRC fixed: zlib's Adler-32 check fails.
    var rows = [UInt8](repeating: 0, count: 2 * (1 + 3 * 4))
    var png = TestPNG.png(width: 3, height: 2, filteredRows: rows)
    let idat = TestPNG.chunk(
      "IDAT",
      {
        var z = TestPNG.zlibStored(rows); z[10] ^= 0xFF; return z
      }())
    png = Array(png[0..<33]) + idat + TestPNG.chunk("IEND", [])
    try write(png)
    #expect(
      folders.message(image: "p.png")
        == corrupt("its compressed data is corrupt (zlib: incorrect data check)"))
    // A bad CRC.
    var badCRC = good
    badCRC[45] ^= 0x01  // a byte of the IDAT data (the chunk starts at 33)
    try write(badCRC)
    #expect(folders.message(image: "p.png") == corrupt("its IDAT chunk is corrupt (CRC mismatch)"))
    // Cut short: the header only.
    try write(Array(good[0..<33]))
    #expect(folders.message(image: "p.png") == corrupt("its data is cut short (no IEND chunk)"))
    // A filter type of 7.
    rows[0] = 7
    try write(TestPNG.png(width: 3, height: 2, filteredRows: rows))
    #expect(
      folders.message(image: "p.png") == corrupt("its data is corrupt (row 0 has filter type 7)"))
    // One row missing.
    try write(TestPNG.png(width: 3, height: 2, filteredRows: Array(rows[0..<13]).map { _ in 0 }))
    #expect(
      folders.message(image: "p.png") == corrupt("its data is cut short (fewer rows than its size)")
    )
    // A row too many.
    try write(TestPNG.png(width: 3, height: 2, filteredRows: [UInt8](repeating: 0, count: 39)))
    #expect(folders.message(image: "p.png") == corrupt("it has more data than its size implies"))
  }

  @Test("All images decoded together must fit in 1 GiB; sizes are checked before decoding")
  func decodedBudget() throws {
    let folders = try Folders()
    // A 16384² header (the data is never decoded: the budget fails first), hard-linked twice.
    var header = [UInt8](TestPNG.make(width: 1, height: 1)[0..<33])
    header.replaceSubrange(16..<24, with: TestPNG.be32(16_384) + TestPNG.be32(16_384))
    header.replaceSubrange(29..<33, with: TestPNG.be32(Int(TestPNG.crc32(Array(header[12..<29])))))
    let big = folders.scenario.appendingPathComponent("big.png")
    try Data(header).write(to: big)
    for name in ["b.png", "c.png"] {
      try FileManager.default.linkItem(at: big, to: folders.scenario.appendingPathComponent(name))
    }
    let json = """
      {"version": 1, "views": [
        {"id": "a", "type": "imageView", "frame": [0, 0, 10, 10], "image": "big.png"},
        {"id": "a2", "type": "imageView", "frame": [0, 0, 10, 10], "image": "big.png"},
        {"id": "b", "type": "imageView", "frame": [0, 0, 10, 10], "image": "b.png"},
        {"id": "c", "type": "imageView", "frame": [0, 0, 10, 10], "image": "c.png"}]}
      """
    let url = folders.scenario.appendingPathComponent("s.json")
    try Data(json.utf8).write(to: url)
    #expect(
      throws: ScenarioError(
        file: "s.json", line: 4, column: 70, path: "views[2].image",
        message: "'b.png' (16384×16384 pixels, 1024 MB decoded) brings the scenario's images to "
          + "2048 MB decoded; the limit for all of them is 1024 MB")
    ) { try Scenario.load(contentsOf: url, displayName: "s.json") }
    #expect(ImageResolver.maximumDecodedBytes == 16_384 * 16_384 * 4)
  }
}
