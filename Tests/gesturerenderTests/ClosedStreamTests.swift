import Foundation
import Testing

/// A closed standard error or output (`2>&-`, a pipe whose reader is gone) must not trap the
/// tool: its messages are lost, its exit code is the documented one.
@Suite("Closed standard streams: the exit code stays the documented one")
struct ClosedStreamTests {
  /// Runs the tool through `/bin/sh` with `redirections` after its arguments; the exit code.
  private func exitCode(_ arguments: String, _ redirections: String, in directory: URL) throws
    -> Int32
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec '\(ToolRunner.executable.path)' \(arguments) \(redirections)"]
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  @Test("An error message to a closed standard error: exit 65, not a trap (SIGILL)")
  func closedStandardError() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"version": 1, "fps": 0}"#.utf8).write(
      to: directory.appendingPathComponent("x.json"))
    #expect(try exitCode("x.json -o out", "2>&-", in: directory) == 65)
    #expect(try exitCode("missing.json -o out", "2>&-", in: directory) == 66)
    #expect(try exitCode("--no-such-option", "2>&-", in: directory) == 64)
  }

  @Test("Output to a closed standard output: --version and --help exit 0")
  func closedStandardOutput() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try exitCode("--version", ">&-", in: directory) == 0)
    #expect(try exitCode("--help", ">&-", in: directory) == 0)
  }

  @Test("An error message to a pipe nobody reads: exit 65, not SIGPIPE or a trap")
  func brokenPipe() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(#"{"version": 1, "fps": 0}"#.utf8).write(
      to: directory.appendingPathComponent("x.json"))
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let process = Process()
    process.executableURL = ToolRunner.executable
    process.arguments = ["x.json", "-o", "out"]
    process.currentDirectoryURL = directory
    process.standardError = pipe.fileHandleForWriting
    process.standardOutput = pipe.fileHandleForWriting
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 65)
  }
}
