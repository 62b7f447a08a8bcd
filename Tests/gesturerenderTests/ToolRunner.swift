import Foundation

/// Runs the built `gesturerender` binary and captures its exit code and output.
///
/// Output goes to temporary files rather than pipes, so a chatty run can never block on a full
/// pipe buffer.
struct ToolRunner {
  struct Result {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The repository root (three levels above this file).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary next to the test bundle in `.build/<configuration>/`.
  static var executable: URL {
    let bundle = Bundle.main.bundleURL
    for directory in [bundle, bundle.deletingLastPathComponent()] {
      let candidate = directory.appendingPathComponent("gesturerender")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return repository.appendingPathComponent(".build/debug/gesturerender")
  }

  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("stdout")
    let err = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? repository
    if let environment {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Result(
      exitCode: process.terminationStatus,
      standardOutput: try String(contentsOf: out, encoding: .utf8),
      standardError: try String(contentsOf: err, encoding: .utf8))
  }

  /// A fresh empty directory under the system temporary directory.
  static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("gesturerender-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
