import Foundation
import Testing

/// Holds the output directory's lock as a run writing into it does.
private final class RunningRender {
  private let descriptor: Int32

  init(_ directory: URL) {
    descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    precondition(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
  }

  func end() { close(descriptor) }
}

@Suite("Two runs into one output directory: the second stops before writing")
struct OutputLockTests {
  @Test("A run into a directory another run is writing into is exit 73 and writes nothing")
  func busyDirectory() throws {
    let root = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let other = RunningRender(root)
    let refused = try ToolRunner.run(["Samples/drag.json", "-o", root.path, "--frames", "0"])
    #expect(refused.exitCode == 73)
    #expect(
      refused.standardError
        == "\(root.path): error: another gesturerender run is writing into this directory; "
        + "wait for it to end or choose another -o\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
    // Once the other run ends, the directory is free, and the lock leaves no file behind.
    other.end()
    let run = try ToolRunner.run(["Samples/drag.json", "-o", root.path, "--frames", "0", "-q"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(written.contains("frame-0000.png"))
    #expect(written.filter { $0.hasPrefix(".") } == [], "\(written)")
  }

  @Test("A scenario with code waits for nothing: its run stops once the code has compiled")
  func busyDirectoryWithCode() throws {
    let project = try CodeProject(files: [
      "Card.swift": """
      import UIKit

      final class CardViewController: UIViewController {}

      """,
      "card.json": """
      {"version": 1, "name": "card", "code": ["Card.swift"],
       "rootViewController": "CardViewController", "script": [{"wait": 0.1}]}
      """,
    ])
    defer { project.remove() }
    let out = project.directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
    let other = RunningRender(out)
    defer { other.end() }
    let run = try project.run(["card.json", "-o", "out"])
    #expect(run.exitCode == 73)
    #expect(
      run.standardError
        == "out: error: another gesturerender run is writing into this directory; wait for it "
        + "to end or choose another -o\n", "\(run.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [])
  }
}
