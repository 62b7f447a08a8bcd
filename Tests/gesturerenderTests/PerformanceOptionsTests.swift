import Foundation
import Testing

@testable import gesturerender

@Suite("--jobs, --shard, --timings and --png-writer")
struct PerformanceOptionsTests {
  @Test("The options parse, with the number of cores as the default for --jobs")
  func parse() throws {
    let defaults = try CommandLineOptions.parse(["a.json", "-o", "out"])
    #expect(defaults.jobs == ProcessInfo.processInfo.activeProcessorCount)
    #expect(defaults.shard == nil && defaults.timingsPath == nil && defaults.pngWriter == .fast)
    let options = try CommandLineOptions.parse([
      "a.json", "-o", "out", "--jobs", "3", "--shard", "1/4", "--timings", "t.json",
      "--png-writer", "cairo",
    ])
    #expect(options.jobs == 3)
    #expect(options.shard == Shard(index: 1, count: 4))
    #expect(options.timingsPath == "t.json")
    #expect(options.pngWriter == .cairo)
    #expect(try CommandLineOptions.parse(["a.json", "-o", "o", "-j", "2"]).jobs == 2)
  }

  @Test(
    "Bad values are usage errors",
    arguments: [
      ["--jobs", "0"], ["--jobs", "1.5"], ["--shard", "2/2"], ["--shard", "1"],
      ["--shard", "-1/2"],
      ["--shard", "0/0"], ["--png-writer", "libpng"],
    ])
  func badValues(arguments: [String]) {
    #expect(throws: CommandError.self) {
      try CommandLineOptions.parse(["a.json", "-o", "out"] + arguments)
    }
  }

  @Test("Shard I/N holds the positions whose remainder modulo N is I; the shards cover all once")
  func shardMembership() {
    let shards = (0..<3).map { Shard(index: $0, count: 3) }
    #expect((0..<7).filter(shards[1].contains) == [1, 4])
    for position in 0..<7 { #expect(shards.filter { $0.contains(position) }.count == 1) }
  }

  @Test("--help lists the new options")
  func help() {
    for name in ["--jobs", "--shard", "--timings", "--png-writer"] {
      #expect(CommandLineOptions.help.contains(name))
    }
  }

  @Test("Two shards write the batch's scenarios into the batch's directories, once each")
  func shardsEndToEnd() throws {
    let out = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let samples = ["Samples/drag.json", "Samples/tap-closure.json", "Samples/drag-unclamped.json"]
    var written: [[String]] = []
    for index in 0..<2 {
      let dir = out.appendingPathComponent("shard\(index)")
      let result = try ToolRunner.run(
        samples + ["-o", dir.path, "--shard", "\(index)/2", "--frames", "0", "-q", "--no-page"])
      #expect(result.exitCode == 0, "\(result.standardError)")
      let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        .filter { !$0.hasSuffix(".md") && !$0.hasSuffix(".html") && $0 != "batch.json" }.sorted()
      written.append(names)
    }
    #expect(written == [["drag", "drag-unclamped"], ["tap-closure"]])
  }

  @Test("--jobs 1 and --jobs 2 write identical frames; --timings writes a JSON report")
  func jobsEndToEnd() throws {
    let out = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    var frames: [[String: Data]] = []
    for jobs in [1, 2] {
      let dir = out.appendingPathComponent("jobs\(jobs)")
      let timings = out.appendingPathComponent("timings\(jobs).json")
      let result = try ToolRunner.run([
        "Samples/drag.json", "-o", dir.path, "--jobs", "\(jobs)", "-q", "--no-page",
        "--no-markdown", "--timings", timings.path,
      ])
      #expect(result.exitCode == 0, "\(result.standardError)")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: dir.path)
      where name.hasSuffix(".png") {
        files[name] = try Data(contentsOf: dir.appendingPathComponent(name))
      }
      frames.append(files)
      let report =
        try JSONSerialization.jsonObject(with: Data(contentsOf: timings)) as? [String: Any]
      let run = try #require((report?["runs"] as? [[String: Any]])?.first)
      #expect(run["scenario"] as? String == "drag")
      #expect(run["jobs"] as? Int == jobs)
      #expect(run["drawnFrames"] as? Int == files.count)
      let stages = try #require(run["millisecondsPerFrame"] as? [String: Double])
      #expect(Set(stages.keys) == ["simulate", "draw", "encode", "write", "timeline"])
      #expect((stages["timeline"] ?? 0) > 0)
    }
    #expect(frames[0].count > 10)
    #expect(frames[0] == frames[1])
  }
}
