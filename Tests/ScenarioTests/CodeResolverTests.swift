import Foundation
import Testing

@testable import Scenario

@Suite("The code a scenario names: missing, not UTF-8, or the same file name twice")
struct CodeResolverTests {
  /// Writes `files` into a fresh folder and decodes `json` as if it were `s.json` there.
  private func decode(_ json: String, files: [String: [UInt8]]) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-code-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, bytes) in files {
      let url = directory.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    do {
      _ = try Scenario.decode(Data(json.utf8), file: "s.json", baseDirectory: directory)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test("A Latin-1 file is located at its code entry")
  func notUTF8() throws {
    let message = try decode(
      #"{"version": 1, "code": ["A.swift"]}"#,
      files: ["A.swift": Array("let é = 1".utf8.prefix(4)) + [0xE9]])
    #expect(
      message
        == "s.json:1:25: error: code[0]: 'A.swift' is not UTF-8 text, which Swift source must be")
  }

  @Test("Two files named alike in two folders, or one file twice")
  func sameName() throws {
    let files: [String: [UInt8]] = ["x/V.swift": Array("import UIKit".utf8), "y/V.swift": []]
    #expect(
      try decode(#"{"version": 1, "code": ["x/V.swift", "y/V.swift"]}"#, files: files)
        == "s.json:1:38: error: code[1]: 'y/V.swift' has the same file name as code[0]; the "
        + "compiler takes each file name once, so rename one")
    #expect(
      try decode(#"{"version": 1, "code": ["x/V.swift", "./x/V.swift"]}"#, files: files)
        == "s.json:1:38: error: code[1]: './x/V.swift' is listed twice (code[0])")
  }
}
