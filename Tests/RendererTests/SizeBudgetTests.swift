import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("A size budget lowers an animated image's scale, then its frame rate, until it fits")
struct SizeBudgetTests {
  /// 30 frames at 30 fps on a 100×80 pt canvas: 20 moving, the last 10 identical.
  let frames = AnimationFixtures.frames(count: 30, moving: 20, fps: 30)

  @Test(
    "The settings tried: the scale asked for, the steps 3, 2, 1.5, 1 below it that give whole pixels, then the rate halved down to 10 fps"
  )
  func ladder() {
    func text(_ scale: Double, _ rate: Double, _ width: Double = 390, _ height: Double = 844)
      -> [String]
    {
      SizeBudget.settings(scale: scale, rate: rate, canvas: CGSize(width: width, height: height))
        .map { "\(SizeBudget.text(scale: $0.scale)) \(SizeBudget.text(rate: $0.rate))" }
    }
    #expect(text(3, 60) == ["3× 60", "2× 60", "1.5× 60", "1× 60", "1× 30", "1× 15"])
    #expect(text(2, 50) == ["2× 50", "1.5× 50", "1× 50", "1× 25", "1× 12.5"])
    #expect(text(4, 30) == ["4× 30", "3× 30", "2× 30", "1.5× 30", "1× 30", "1× 15"])
    #expect(text(2.5, 24) == ["2.5× 24", "2× 24", "1.5× 24", "1× 24", "1× 12"])
    #expect(text(1, 10) == ["1× 10"])
    // 375×667 pt at 1.5× would be 562.5×1000.5 pixels: left out. So would 375 pt wide alone.
    #expect(text(3, 60, 375, 667) == ["3× 60", "2× 60", "1× 60", "1× 30", "1× 15"])
    #expect(text(2, 30, 375, 800) == ["2× 30", "1× 30", "1× 15"])
  }

  @Test("The report's note says what changed and the budget, in the tool's units")
  func notes() {
    func note(
      _ bytes: UInt64, _ requested: (Double, Double), _ written: (Double, Double), met: Bool = true
    )
      -> String
    {
      SizeBudget.Outcome(
        maximumBytes: bytes, requested: .init(scale: requested.0, rate: requested.1),
        written: .init(scale: written.0, rate: written.1), isMet: met
      ).note
    }
    #expect(note(10_000_000, (3, 60), (2, 60)) == "scaled from 3× to fit --max-size 10 MB")
    #expect(note(10_000_000, (3, 60), (3, 60)) == "within --max-size 10 MB")
    #expect(
      note(4000, (3, 60), (1, 15))
        == "scaled from 3× and 60 fps lowered to 15 fps to fit --max-size 4 KB")
    #expect(
      note(4096, (2, 50), (1, 12.5), met: false)
        == "still over --max-size 4.1 KB at 1× and 12.5 fps, the smallest setting tried, lowered "
        + "from 2× and 50 fps")
  }

  /// The APNG of `frames` written by a plain sink at `scale` showing at most `rate` fps.
  private func plainAPNG(scale: Double, rate: Double = 60, in directory: URL) throws -> Data {
    let url = directory.appendingPathComponent("plain-\(scale)-\(rate).png")
    let renderer = try FrameRenderer(options: RenderOptions(scale: scale))
    _ = try AnimationFixtures.write(
      frames, to: APNGSink(url: url, renderer: renderer, framesPerSecond: 30, maximumRate: rate))
    return try Data(contentsOf: url)
  }

  /// A budgeted APNG sink at scale 3 writing `a-animation.png` in `directory`.
  private func budgetedAPNG(_ bytes: UInt64, in directory: URL) throws -> SizeBudgetSink {
    let url = directory.appendingPathComponent("a-animation.png")
    return try SizeBudgetSink(
      budget: SizeBudget(maximumBytes: bytes),
      renderer: FrameRenderer(options: RenderOptions(scale: 3)), framesPerSecond: 30,
      maximumRate: APNGSink.defaultMaximumRate, report: { ($0 as? APNGSink)?.report }
    ) { renderer, rate in
      try APNGSink(
        url: url, renderer: renderer, framesPerSecond: 30,
        maximumRate: rate ?? APNGSink.defaultMaximumRate)
    }
  }

  @Test("A budget between the 1.5× and 2× sizes gives the 1.5× file, the bytes a 1.5× render gives")
  func scaledToFit() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sizes = try [3, 2, 1.5].map { try plainAPNG(scale: $0, in: directory) }
    #expect(sizes[0].count > sizes[1].count && sizes[1].count > sizes[2].count)
    let budget = UInt64(sizes[2].count)
    let sink = try budgetedAPNG(budget, in: directory)
    let url = directory.appendingPathComponent("a-animation.png")
    #expect(try AnimationFixtures.write(frames, to: sink) == [url])
    let written = try Data(contentsOf: url)
    #expect(UInt64(written.count) <= budget)
    #expect(written == sizes[2], "the 1.5× attempt is the file a plain 1.5× APNG sink writes")
    let reader = try APNGReader(data: written)
    #expect(reader.width == 150 && reader.height == 120)
    let report = try #require(sink.report)
    #expect(report.scale == 1.5)
    #expect(report.byteCount == budget)
    #expect(report.budget?.isMet == true)
    #expect(
      report.description
        == "a-animation.png: 21 frames at 30 fps, \(AnimationReport.size(budget)) at 1.5× "
        + "(scaled from 3× to fit --max-size \(SizeBudget.text(bytes: budget)); 9 unchanged "
        + "frames merged into the frame before)")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(!left.contains { $0.hasPrefix(".") }, "no temporary file is left")
  }

  @Test("A budget below the 1× size at 30 fps halves the rate: 1× at 15 fps, every other frame")
  func rateHalved() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = try plainAPNG(scale: 1, rate: 60, in: directory)
    let half = try plainAPNG(scale: 1, rate: 15, in: directory)
    #expect(half.count < full.count)
    let budget = UInt64(half.count)
    let sink = try budgetedAPNG(budget, in: directory)
    _ = try AnimationFixtures.write(frames, to: sink)
    let written = try Data(contentsOf: directory.appendingPathComponent("a-animation.png"))
    #expect(written == half)
    let reader = try APNGReader(data: written)
    #expect(reader.width == 100 && reader.height == 80)
    // Frames 0, 2, …, 20 differ (11 frames), then the held square; each shown 2/30 s = 1/15 s.
    #expect(reader.controls.count == 11)
    #expect(reader.controls.first.map { "\($0.delayNumerator)/\($0.delayDenominator)" } == "1/15")
    let report = try #require(sink.report)
    #expect(report.scale == 1 && report.effectiveRate == 15)
    #expect(
      report.notes == ["4 unchanged frames merged into the frame before"],
      "the format's clamping note is replaced by the budget's")
    #expect(
      report.budget?.note
        == "scaled from 3× and 30 fps lowered to 15 fps to fit --max-size "
        + SizeBudget.text(bytes: budget))
  }

  @Test("A budget no setting meets keeps the smallest setting's whole file and says so")
  func unmet() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let smallest = try plainAPNG(scale: 1, rate: 15, in: directory)
    let sink = try budgetedAPNG(100, in: directory)
    _ = try AnimationFixtures.write(frames, to: sink)
    let written = try Data(contentsOf: directory.appendingPathComponent("a-animation.png"))
    #expect(written == smallest)
    let report = try #require(sink.report)
    #expect(report.byteCount == UInt64(written.count))
    #expect(report.budget?.isMet == false)
    #expect(
      report.budget?.note
        == "still over --max-size 100 B at 1× and 15 fps, the smallest setting tried, lowered "
        + "from 3× and 30 fps")
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(!left.contains { $0.hasPrefix(".") }, "no temporary file is left")
  }

  @Test("A budget the first attempt meets writes what a sink without one writes")
  func metAtOnce() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try plainAPNG(scale: 3, in: directory)
    let sink = try budgetedAPNG(10_000_000, in: directory)
    _ = try AnimationFixtures.write(frames, to: sink)
    #expect(try Data(contentsOf: directory.appendingPathComponent("a-animation.png")) == plain)
    #expect(sink.report?.budget?.note == "within --max-size 10 MB")
    #expect(sink.report?.scale == 3)
  }

  @Test("GIF and WebP fit a budget the same way, byte-identical across two runs")
  func gifAndWebP() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for format in ["gif", "webp"] {
      var files: [Data] = []
      for run in 0..<2 {
        let url = directory.appendingPathComponent("run\(run).\(format)")
        let making: SizeBudgetSink.Making = { renderer, rate in
          format == "gif"
            ? try GIFSink(
              url: url, renderer: renderer, framesPerSecond: 30,
              maximumRate: rate ?? GIFSink.defaultMaximumRate)
            : try WebPSink(
              url: url, renderer: renderer, framesPerSecond: 30,
              maximumRate: rate ?? WebPSink.defaultMaximumRate)
        }
        let sink = try SizeBudgetSink(
          budget: SizeBudget(maximumBytes: 1),
          renderer: FrameRenderer(options: RenderOptions(scale: 2)),
          framesPerSecond: 30, maximumRate: 50,
          report: { ($0 as? GIFSink)?.report ?? ($0 as? WebPSink)?.report }, making: making)
        _ = try AnimationFixtures.write(frames, to: sink)
        let report = try #require(sink.report)
        #expect(report.scale == 1 && report.effectiveRate == 15, "\(format)")
        #expect(report.budget?.isMet == false)
        files.append(try Data(contentsOf: url))
        #expect(report.byteCount == UInt64(files[run].count))
      }
      #expect(files[0] == files[1], "\(format) is byte-identical across runs")
    }
  }
}
