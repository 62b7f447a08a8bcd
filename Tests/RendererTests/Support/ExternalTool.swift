import Foundation

/// Finds and runs Debian tools the tests use to check outputs (pngcheck, chromium), when they
/// are installed.
enum ExternalTool {
  /// The first executable `name` on PATH (or in /usr/bin), or nil.
  static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":").map(String.init) + ["/usr/bin"] {
      let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// Runs `tool` with `arguments`; returns the exit status and standard output (stderr to a
  /// file, so no pipe can fill up).
  static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tool-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("out")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8))
  }
}
