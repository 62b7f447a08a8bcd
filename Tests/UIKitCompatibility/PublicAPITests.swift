import Foundation
import Testing

/// The test target is part of the package, so it could see the core's package-level members,
/// which a user's file never does. This test compiles the snippets and the harness again the
/// way the tool compiles a user's code: a separate module, outside the package, against the
/// built `UIKit` module (docs/uikit-code.md, "How the tool finds its modules").
@Suite("Corpus: the snippets compile as a user's file does, outside the package")
struct PublicAPITests {
  /// This directory: `Tests/UIKitCompatibility`.
  private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The harness files that run the snippets: public API only, too.
  private static let harness = [
    "SnippetHarness", "LaunchScreenViewController", "HostViewController",
    "FixedAdvanceTextMeasurer", "ReferenceFormulas",
  ]

  @Test("Every snippet and the harness typecheck against UIKit's public API, without warnings")
  func typecheckOutsideThePackage() throws {
    let modules = try #require(Self.modulesDirectory(), "no built Modules/UIKit.swiftmodule")
    let compiler = try #require(Self.compiler(), "no swiftc on PATH")
    let snippets = try FileManager.default.contentsOfDirectory(
      at: Self.corpus.appendingPathComponent("Snippets"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    #expect(snippets.count >= 30)
    let files = snippets + Self.harness.map { Self.corpus.appendingPathComponent("\($0).swift") }

    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("uikit-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let log = scratch.appendingPathComponent("swiftc.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = compiler
    process.arguments =
      [
        "-typecheck", "-module-name", "UserCode", "-parse-as-library", "-swift-version", "6",
        "-I", modules.path, "-module-cache-path", scratch.appendingPathComponent("cache").path,
      ] + files.map(\.path)
    let output = try FileHandle(forWritingTo: log)
    process.standardOutput = output
    process.standardError = output
    try process.run()
    process.waitUntilExit()
    let messages = try String(contentsOf: log, encoding: .utf8)
    #expect(process.terminationStatus == 0, "\(messages)")
    #expect(messages.isEmpty, "\(messages)")
  }

  /// `Modules/` beside the test bundle in `.build/<configuration>/`, where SwiftPM puts the
  /// built modules.
  private static func modulesDirectory() -> URL? {
    let bundle = Bundle.main.bundleURL
    let repository = corpus.deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      bundle.appendingPathComponent("Modules"),
      bundle.deletingLastPathComponent().appendingPathComponent("Modules"),
      repository.appendingPathComponent(".build/debug/Modules"),
    ]
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path)
    }
  }

  /// `GESTURERENDER_SWIFTC`, else `swiftc` on `PATH`, as the tool finds it.
  private static func compiler() -> URL? {
    let environment = ProcessInfo.processInfo.environment
    if let explicit = environment["GESTURERENDER_SWIFTC"] {
      return URL(fileURLWithPath: explicit)
    }
    return (environment["PATH"] ?? "").split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
