import Foundation
import Testing

/// Every code sample (`Samples/code-NAME.json`, the seed articles' interactions as Swift files in
/// `Samples/code`) renders exactly as its built-in twin (`Samples/NAME.json`, whose behaviour is
/// the same code, subclassed to add timeline events): the same views with the same geometry in
/// every frame, to the last bit, and the same pixels.
@Suite("Code samples render as their built-in twins")
struct CodeTwinTests {
  static let samples = ToolRunner.repository.appendingPathComponent("Samples")

  /// The code samples, `code-*.json`.
  static let codeSamples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.filter { $0.hasPrefix("code-") && $0.hasSuffix(".json") }.sorted()
  }()

  /// Where the tests keep compiled sample code between runs (keyed by content, so runs of
  /// other versions never share an entry).
  static let cache = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturerender-test-code-cache")

  /// Each view of each frame as `id center bounds transform alpha hidden`, the numbers as JSON
  /// wrote them.
  static func geometry(_ timeline: URL) throws -> [[String]] {
    let object =
      try JSONSerialization.jsonObject(with: Data(contentsOf: timeline)) as! [String: Any]
    return (object["frames"] as! [[String: Any]]).map { frame in
      (frame["views"] as! [[String: Any]]).map { view in
        ["id", "center", "bounds", "transform", "alpha", "hidden"]
          .map { "\(view[$0] ?? "-")" }.joined(separator: " ")
      }
    }
  }

  @Test("There is a code sample for each seed interaction, each with its twin")
  func everyTwinExists() {
    #expect(
      Self.codeSamples == [
        "code-button-closure.json", "code-drag-controller.json", "code-drag-unclamped.json",
        "code-drag.json", "code-grid-reorder.json", "code-sticky-header.json",
        "code-stretchy-header-inset.json", "code-stretchy-header.json", "code-tap-closure.json",
      ])
    for sample in Self.codeSamples {
      let twin = String(sample.dropFirst("code-".count))
      #expect(
        FileManager.default.fileExists(atPath: Self.samples.appendingPathComponent(twin).path),
        "\(sample) has no twin \(twin)")
    }
  }

  @Test("Every Swift file in Samples/code is named by a sample")
  func everyFileRenders() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.samples.appendingPathComponent("code").path
    ).filter { $0.hasSuffix(".swift") }
    let scenarios = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
      .filter { $0.hasSuffix(".json") }
    var named: Set<String> = []
    for sample in scenarios {
      let object =
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: Self.samples.appendingPathComponent(sample))) as! [String: Any]
      for path in object["code"] as? [String] ?? [] {
        named.insert(String(path.dropFirst("code/".count)))
      }
    }
    #expect(files.count >= 15)
    #expect(Set(files).subtracting(named).sorted() == [])
  }

  @Test("Same view geometry in every frame and the same pixels", arguments: codeSamples)
  func sameFrames(_ sample: String) throws {
    let twin = String(sample.dropFirst("code-".count))
    let scratch = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let code = scratch.appendingPathComponent("code")
    let builtIn = scratch.appendingPathComponent("built-in")
    let environment = ["GESTURERENDER_CACHE": Self.cache.path]
    for (scenario, output) in [(sample, code), (twin, builtIn)] {
      let result = try ToolRunner.run(
        ["Samples/\(scenario)", "-o", output.path, "--scale", "1", "-q"], environment: environment)
      try #require(result.exitCode == 0, "\(scenario): \(result.standardError)")
    }
    let codeFrames = try Self.geometry(code.appendingPathComponent("timeline.json"))
    let builtInFrames = try Self.geometry(builtIn.appendingPathComponent("timeline.json"))
    #expect(codeFrames.count == builtInFrames.count)
    #expect(codeFrames.count > 60)
    for (index, (a, b)) in zip(codeFrames, builtInFrames).enumerated() where a != b {
      Issue.record("frame \(index): \(sample) has \(a), \(twin) has \(b)")
      break
    }
    let diff = try ToolRunner.run(
      ["diff", builtIn.path, code.path, "-o", scratch.appendingPathComponent("diff").path, "-q"])
    #expect(diff.exitCode == 0, "\(diff.standardOutput)\(diff.standardError)")
    let summary =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: scratch.appendingPathComponent("diff/summary.json")))
      as! [String: Any]
    #expect(summary["framesCompared"] as? Int == codeFrames.count)
  }
}
