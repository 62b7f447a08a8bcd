import Foundation
import Renderer
import Testing

@testable import gesturerender

@Suite("--max-size: a size budget for the animated images, and the hint when one is too large")
struct MaxSizeOptionTests {
  @Test(
    "Sizes in bytes, KB, MB, KiB and MiB, in any case, with or without a space",
    arguments: [
      ("10MB", 10_000_000), ("10mb", 10_000_000), ("9.5 MB", 9_500_000), ("500KB", 500_000),
      ("2000000", 2_000_000), ("4KiB", 4096), ("1.5kib", 1536), ("1MiB", 1_048_576),
      ("700B", 700), ("0.0015KB", 1),
    ] as [(String, UInt64)])
  func sizes(text: String, bytes: UInt64) throws {
    let options = try CommandLineOptions.parse(["a.json", "-o", "out", "--max-size", text])
    #expect(options.maximumAnimationBytes == bytes)
    #expect(options.recordingOptions.maximumAnimationBytes == bytes)
  }

  @Test(
    "A value that is not a size is a usage error quoting it",
    arguments: ["10 apples", "0", "0KB", "-5MB", "1.5", "MB", "1e6", "0x10", "inf", "2000GB", ""])
  func badSizes(text: String) {
    do {
      _ = try CommandLineOptions.parse(["a.json", "-o", "out", "--max-size", text])
      Issue.record("'\(text)' was taken")
    } catch let error as CommandError {
      #expect(error.code == .usage)
      #expect(
        error.message
          == "'--max-size' takes a size from 1 byte to 1000 GB, such as 10MB, 500KB or 2000000 "
          + "(bytes) (got '\(text)')")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("No budget by default")
  func defaultIsNone() throws {
    #expect(try CommandLineOptions.parse(["a.json", "-o", "out"]).maximumAnimationBytes == nil)
  }

  private func report(_ format: String, bytes: UInt64) -> AnimationReport {
    AnimationReport(
      format: format,
      url: URL(fileURLWithPath: format == "apng" ? "/o/card-animation.png" : "/o/card.\(format)"),
      framesGiven: 10, framesWritten: 10, framesPerSecond: 60, effectiveRate: 60,
      byteCount: bytes)
  }

  @Test(
    "The hint names the option when an animated image is over the limit and no budget was given")
  func hintThreshold() {
    #expect(AnimationSizeLines.gitHubImageLimit == 10_000_000)
    #expect(
      AnimationSizeLines.hint(for: report("apng", bytes: 1001), budget: nil, threshold: 1000)
        == "hint: card-animation.png is over GitHub's 1 KB limit for images; add --max-size 1KB "
        + "to make it fit by lowering its scale, then its frame rate")
    #expect(
      AnimationSizeLines.hint(for: report("gif", bytes: 12_700_000), budget: nil)
        == "hint: card.gif is over GitHub's 10 MB limit for images; add --max-size 10MB to make "
        + "it fit by lowering its scale, then its frame rate")
    // At the limit, with a budget, or a video (which --max-size does not lower): no hint.
    #expect(
      AnimationSizeLines.hint(for: report("webp", bytes: 1000), budget: nil, threshold: 1000) == nil
    )
    #expect(
      AnimationSizeLines.hint(for: report("webp", bytes: 1001), budget: 5000, threshold: 1000)
        == nil)
    #expect(
      AnimationSizeLines.hint(for: report("mp4", bytes: 1001), budget: nil, threshold: 1000) == nil)
  }

  @Test("A budget not met is a warning naming the scenario, the file, its size and setting")
  func warning() {
    var unmet = report("gif", bytes: 14_200)
    unmet.budget = SizeBudget.Outcome(
      maximumBytes: 4000, requested: .init(scale: 2, rate: 50),
      written: .init(scale: 1, rate: 12.5),
      isMet: false)
    #expect(
      AnimationSizeLines.warning(for: unmet, file: "card.json")
        == "card.json: warning: card.gif is 14.2 KB, over --max-size 4 KB even at the smallest "
        + "setting tried, 1× and 12.5 fps; it is written at that setting (draw fewer frames with "
        + "--frames, or use --format webp with --webp-quality)")
    unmet.budget?.isMet = true
    #expect(AnimationSizeLines.warning(for: unmet, file: "card.json") == nil)
  }
}

@Suite("--max-size from the built binary")
struct MaxSizeEndToEndTests {
  /// Width and height from a PNG's IHDR.
  private func pixelSize(_ url: URL) throws -> [UInt32] {
    let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
    return [16, 20].map { at in bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
  }

  private let arguments = [
    "Samples/drag.json", "--format", "png,apng", "--fps", "10", "--frames", "0-9",
  ]

  @Test("A 40 KB budget gives a 1× APNG under it, 2× PNG frames, and says so in the summary")
  func scaledDown() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(arguments + ["--max-size", "40KB", "-o", output.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    let animation = output.appendingPathComponent("drag-animation.png")
    let bytes = try #require(
      try FileManager.default.attributesOfItem(atPath: animation.path)[.size] as? Int)
    #expect(bytes <= 40_000)
    // 375×667 pt: 2× is 750×1334 pixels; 1.5× (562.5 pixels wide) is left out; 1× fits.
    #expect(try pixelSize(animation) == [375, 667])
    #expect(try pixelSize(output.appendingPathComponent("frame-0000.png")) == [750, 1334])
    #expect(
      result.standardOutput.contains(
        "  drag-animation.png: 10 frames at 10 fps, \(AnimationReport.size(UInt64(bytes))) at 1× "
          + "(scaled from 2× to fit --max-size 40 KB)\n"), "\(result.standardOutput)")
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(!names.contains { $0.hasPrefix(".") }, "no temporary file is left")
  }

  @Test("A budget no setting meets keeps the 1× file whole, warns, and exits 0")
  func unmet() throws {
    let output = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try ToolRunner.run(arguments + ["--max-size", "2KB", "-o", output.path])
    #expect(result.exitCode == 0, "\(result.standardError)")
    let animation = output.appendingPathComponent("drag-animation.png")
    let bytes = try #require(
      try FileManager.default.attributesOfItem(atPath: animation.path)[.size] as? Int)
    #expect(try pixelSize(animation) == [375, 667])
    #expect(
      result.standardError
        == "Samples/drag.json: warning: drag-animation.png is \(AnimationReport.size(UInt64(bytes))), "
        + "over --max-size 2 KB even at the smallest setting tried, 1× and 10 fps; it is written "
        + "at that setting (draw fewer frames with --frames, or use --format webp with "
        + "--webp-quality)\n")
    #expect(
      result.standardOutput.contains(
        "at 1× (still over --max-size 2 KB at 1× and 10 fps, the smallest setting tried, "
          + "lowered from 2× and 10 fps)\n"))
    let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(!names.contains { $0.hasPrefix(".") }, "no temporary file is left")
  }
}
