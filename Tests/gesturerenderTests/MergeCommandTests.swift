import Foundation
import Testing

@Suite("merge joins a batch's shards into the batch an unsharded run writes")
struct MergeCommandTests {
  static let samples = [
    "Samples/drag.json", "Samples/double-tap.json", "Samples/drag-unclamped.json",
  ]
  static let options = ["--frames", "0,20", "-q"]

  /// Every file under `directory`, by relative path.
  private func files(in directory: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let path = enumerator?.nextObject() as? String {
      let url = directory.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result[path] = try Data(contentsOf: url)
      }
    }
    return result
  }

  /// Renders the batch's shard `index` of `count` into `directory`.
  private func shard(_ index: Int, of count: Int, into directory: URL, extra: [String] = [])
    throws
  {
    let result = try ToolRunner.run(
      Self.samples + Self.options + extra + ["-o", directory.path, "--shard", "\(index)/\(count)"])
    #expect(result.exitCode == 0, "\(result.standardError)")
  }

  @Test("Two shards merged are the unsharded batch: the same page, review.md, batch.json and files")
  func mergedEqualsUnsharded() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let whole = root.appendingPathComponent("whole")
    let run = try ToolRunner.run(Self.samples + Self.options + ["-o", whole.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let shards = [root.appendingPathComponent("s0"), root.appendingPathComponent("s1")]
    for (index, directory) in shards.enumerated() { try shard(index, of: 2, into: directory) }
    // Shard 0 holds positions 0 and 2, shard 1 position 1.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: shards[1].path).sorted()
        == ["batch.json", "double-tap", "index.html", "review.md"])
    let merged = root.appendingPathComponent("merged")
    let junit = root.appendingPathComponent("merged.xml")
    let merge = try ToolRunner.run(
      ["merge", shards[0].path, shards[1].path, "-o", merged.path, "--junit", junit.path])
    #expect(merge.exitCode == 0, "\(merge.standardError)")
    #expect(merge.standardOutput == "merged 2 shards of 3 scenarios into \(merged.path)\n")
    #expect(merge.standardError.isEmpty)

    let expected = try files(in: whole)
    let actual = try files(in: merged)
    #expect(Set(actual.keys) == Set(expected.keys))
    #expect(expected.keys.filter { $0.hasSuffix(".png") }.count == 6)
    for (path, data) in expected.sorted(by: { $0.key < $1.key }) {
      guard let mergedData = actual[path] else { continue }
      if path.hasSuffix("/review.md") {
        // A scenario's own review.md records the command line its shard ran: that differs.
        let shardIndex = path.hasPrefix("double-tap/") ? 1 : 0
        let text = String(decoding: mergedData, as: UTF8.self)
        #expect(text.contains(" --shard \(shardIndex)/2"), "\(path)")
        #expect(
          text.replacingOccurrences(of: " --shard \(shardIndex)/2", with: "")
            == String(decoding: data, as: UTF8.self), "\(path)")
      } else {
        // The batch's index.html, review.md and batch.json, every frame, timeline and page.
        #expect(mergedData == data, "\(path) differs")
      }
    }
    // The shards are copied, not moved.
    #expect(
      FileManager.default.fileExists(
        atPath: shards[1].appendingPathComponent("double-tap/timeline.json").path))

    // The JUnit report is check's for the same scenarios, under merge's name.
    let check = try ToolRunner.run(
      ["check"] + Self.samples + ["--junit", root.appendingPathComponent("check.xml").path])
    #expect(check.exitCode == 0, "\(check.standardError)")
    let checkXML = try String(contentsOf: root.appendingPathComponent("check.xml"), encoding: .utf8)
    let mergeXML = try String(contentsOf: junit, encoding: .utf8)
    #expect(mergeXML.contains("<testsuites name=\"gesturerender\" "))
    #expect(
      mergeXML.replacingOccurrences(
        of: "<testsuites name=\"gesturerender\" ", with: "<testsuites name=\"gesturerender check\" "
      )
        == checkXML)
    #expect(mergeXML.components(separatedBy: "<testsuite ").count - 1 == 3)
  }

  @Test("Shards that do not make one batch are refused before anything is written")
  func refusals() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let s0 = root.appendingPathComponent("s0")
    let s1 = root.appendingPathComponent("s1")
    let other = root.appendingPathComponent("other")
    let third = root.appendingPathComponent("third")
    try shard(0, of: 2, into: s0)
    try shard(1, of: 2, into: s1)
    try shard(1, of: 2, into: other, extra: ["--no-page"])
    try shard(0, of: 3, into: third)
    try FileManager.default.copyItem(at: s0, to: root.appendingPathComponent("s0-again"))
    let out = root.appendingPathComponent("out")
    let command = "gesturerender " + (Self.samples + Self.options).joined(separator: " ")
    let scenarios = "drag, double-tap, drag-unclamped"
    let cases: [([String], Int32, String)] = [
      (
        ["merge", s0.path, "-o", out.path], 65,
        "error: the batch has 3 scenarios, and 'double-tap' (shard 1/2) is in none of the "
          + "directories; add every shard's directory"
      ),
      (
        ["merge", s0.path, root.appendingPathComponent("s0-again").path, "-o", out.path], 65,
        "\(root.path)/s0-again: error: shard 0/2 again (\(s0.path) is that shard too)"
      ),
      (
        ["merge", s0.path, other.path, "-o", out.path], 65,
        "\(other.path): error: a shard of another batch: rendered with `\(command) --no-page` "
          + "(scenarios \(scenarios)), \(s0.path) with `\(command)` (scenarios \(scenarios))"
      ),
      (
        ["merge", s0.path, third.path, "-o", out.path], 65,
        "\(third.path): error: shard 0/3 of the batch, but \(s0.path) is shard 0/2: the batch "
          + "was split two ways"
      ),
      (
        ["merge", s0.path, s1.path, "-o", s1.path], 64,
        "\(s1.path): error: the merge's output directory must not be a shard's directory or "
          + "inside one (\(s1.path))"
      ),
      (
        ["merge", s0.path, s1.path, "-o", root.path], 64,
        "\(root.path): error: merge writes into a new or empty directory, or one a merge of "
          + "the same shards stopped in, and this one holds 5 entries"
      ),
      (
        ["merge", s0.path, root.appendingPathComponent("nowhere").path, "-o", out.path], 66,
        "\(root.path)/nowhere: error: no such directory"
      ),
      (
        ["merge", s0.path, root.path, "-o", out.path], 66,
        "\(root.path)/batch.json: error: no such file; a batch render (several scenarios) writes "
          + "it beside the scenarios' directories"
      ),
    ]
    for (arguments, code, message) in cases {
      let result = try ToolRunner.run(arguments)
      #expect(result.exitCode == code, "\(arguments)")
      #expect(result.standardError.split(separator: "\n").first.map(String.init) == message)
      #expect(!FileManager.default.fileExists(atPath: out.path), "\(arguments)")
    }
  }

  @Test("A merge that stopped part-way runs again into the same output and completes it")
  func rerunAfterStop() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let shards = [root.appendingPathComponent("s0"), root.appendingPathComponent("s1")]
    for (index, directory) in shards.enumerated() { try shard(index, of: 2, into: directory) }
    let arguments = ["merge", shards[0].path, shards[1].path, "-q", "-o"]
    let clean = root.appendingPathComponent("clean")
    #expect(try ToolRunner.run(arguments + [clean.path]).exitCode == 0)
    let expected = try files(in: clean)
    #expect(!expected.keys.contains(".gesturerender-merge.json"))

    // What a merge killed while copying leaves: its marker (the batch.json it writes), a
    // scenario directory not yet copied, a truncated frame, a temporary file, no batch files.
    let stopped = root.appendingPathComponent("stopped")
    try FileManager.default.copyItem(at: clean, to: stopped)
    let manager = FileManager.default
    try manager.moveItem(
      at: stopped.appendingPathComponent("batch.json"),
      to: stopped.appendingPathComponent(".gesturerender-merge.json"))
    for name in ["index.html", "review.md", "double-tap"] {
      try manager.removeItem(at: stopped.appendingPathComponent(name))
    }
    try Data(count: 10).write(to: stopped.appendingPathComponent("drag/frame-0020.png"))
    try Data(count: 10).write(
      to: stopped.appendingPathComponent("drag/.frame-0000.png.gesturerender-99-abcdef"))
    let rerun = try ToolRunner.run(arguments + [stopped.path])
    #expect(rerun.exitCode == 0, "\(rerun.standardError)")
    #expect(rerun.standardError.isEmpty)
    #expect(try files(in: stopped) == expected)

    // A finished merge's output, or one another batch's merge stopped in, is not taken.
    let again = try ToolRunner.run(arguments + [stopped.path])
    #expect(again.exitCode == 64)
    #expect(
      again.standardError.hasPrefix(
        "\(stopped.path): error: merge writes into a new or empty directory, or one a merge of "
          + "the same shards stopped in, and this one holds 6 entries\n"))
    try Data("{}".utf8).write(to: stopped.appendingPathComponent(".gesturerender-merge.json"))
    #expect(try ToolRunner.run(arguments + [stopped.path]).exitCode == 64)
  }

  @Test("A symbolic link in a shard's directory is refused before anything is written")
  func linkInShard() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let shards = [root.appendingPathComponent("s0"), root.appendingPathComponent("s1")]
    for (index, directory) in shards.enumerated() { try shard(index, of: 2, into: directory) }
    let link = shards[1].appendingPathComponent("double-tap/secret")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/etc")
    let out = root.appendingPathComponent("out")
    let result = try ToolRunner.run(["merge", shards[0].path, shards[1].path, "-o", out.path])
    #expect(result.exitCode == 65)
    #expect(
      result.standardError
        == "\(link.path): error: a symbolic link or special file in a shard's directory; a "
        + "render writes directories and files only, and merge copies nothing else\n")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
