import Foundation
import Testing

@testable import Renderer

@Suite("Temporary files: exact names, locked while written, only abandoned ones removed")
struct TemporaryFilesTests {
  @Test("Names: hidden, the marker, this process's id, six characters; long names are cut")
  func names() {
    let name = TemporaryFiles.name(for: "frame-0001.png", ending: "XXXXXX")
    #expect(name == ".frame-0001.png.gesturerender-\(getpid())-XXXXXX")
    #expect(TemporaryFiles.isTemporaryName(".frame-0001.png.gesturerender-12-aB3xYz"))
    for other in [
      ".gesturerender-12-aB3xYz",  // no name
      ".x.gesturerender-+12-aB3xYz",  // signed
      ".x.gesturerender-12-aB3xY",  // five characters
      ".x.gesturerender-12-aB3x.z",  // not a letter or digit
      "x.gesturerender-12-aB3xYz",  // not hidden
      ".notes.12.backup",  // no marker
    ] {
      #expect(!TemporaryFiles.isTemporaryName(other), "\(other)")
    }
    // 240 two-byte characters: the name part is cut to 200 bytes, whole characters.
    let long = TemporaryFiles.name(for: String(repeating: "é", count: 240), ending: "XXXXXX")
    #expect(long.hasPrefix("." + String(repeating: "é", count: 100) + ".gesturerender-"))
    #expect(long.utf8.count < 255)
  }

  @Test("Cleaning removes unlocked temporary files only: not held ones, links, folders, others")
  func removeAbandoned() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }
    // Left by a killed run: nobody holds its lock.
    try Data("x".utf8).write(to: url(".frame-0003.png.gesturerender-99-aB3xYz"))
    // Being written by a running run (here: this one), locked.
    let held = url(".timeline.json.gesturerender-98-Zx98Cv")
    let fd = try TemporaryFiles.hold(held)
    defer { close(fd) }
    // Not ours to remove.
    let target = url("keep.txt")
    try Data("x".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      at: url(".link.gesturerender-97-Qw12Er"), withDestinationURL: target)
    try FileManager.default.createDirectory(
      at: url(".folder.gesturerender-96-Qw12Er"), withIntermediateDirectories: false)
    try Data("x".utf8).write(to: url(".notes.95.backup"))
    #expect(TemporaryFiles.removeAbandoned(in: directory) == 1)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(
      left == [
        ".folder.gesturerender-96-Qw12Er", ".link.gesturerender-97-Qw12Er", ".notes.95.backup",
        ".timeline.json.gesturerender-98-Zx98Cv", "keep.txt",
      ])
  }

  @Test("A file being written is never taken for abandoned; written, no temporary file is left")
  func writingIsSafe() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let destination = directory.appendingPathComponent("timeline.json")
    let file = try AtomicFile(destination: destination)
    try file.write(Array("frames".utf8))
    #expect(TemporaryFiles.removeAbandoned(in: directory) == 0)
    try file.commit()
    #expect(try String(contentsOf: destination, encoding: .utf8) == "frames")
    try AtomicFile.write(Data("again".utf8), to: destination)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["timeline.json"])
  }
}
