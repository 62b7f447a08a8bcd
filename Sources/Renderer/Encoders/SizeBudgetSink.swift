import Foundation
import GestureCore

/// Writes an animated image (APNG, GIF, WebP) that fits a ``SizeBudget``: the sink made for the
/// setting asked for encodes the frames as they come; at ``finish()``, when its file is larger
/// than the budget, the frames are drawn and encoded again at the next setting of
/// ``SizeBudget/settings(scale:rate:canvas:)`` (a smaller scale, then a lower frame rate), until one
/// fits or the settings run out.
///
/// Every attempt writes the whole file under a temporary name and renames it into place
/// (``AtomicFile``), so the file at `url` is always whole: the last attempt replaces the
/// others. When even the last setting does not fit, its file is kept (the smallest this sink
/// can make) and the report says the budget is not met (``SizeBudget/Outcome/isMet``).
///
/// The frames are kept (their display lists, not their pixels) until ``finish()``, to be drawn
/// again. The same frames give the same bytes: the encoders are deterministic and the setting
/// kept depends only on their sizes.
public final class SizeBudgetSink: FrameSink {
  /// Makes the animated sink that draws with `renderer` and shows at most `rate` frames per
  /// second (`nil`: the format's own rate).
  public typealias Making = (_ renderer: FrameRenderer, _ rate: Double?) throws -> any FrameSink

  /// The budget.
  public let budget: SizeBudget
  /// The setting asked for: the renderer's scale and the format's rate for the frames.
  public let requested: SizeBudget.Setting
  private let options: RenderOptions
  private let making: Making
  private let reportOf: (any FrameSink) -> AnimationReport?
  private var current: (any FrameSink)?
  private var frames: [Frame] = []
  private var isFinished = false
  /// What was written, after ``finish()``: the kept attempt's report, with its
  /// ``AnimationReport/scale`` and ``AnimationReport/budget``.
  public private(set) var report: AnimationReport?

  /// A sink keeping the animated image `making` writes within `budget`. `renderer` draws the
  /// first attempt at its scale; frames come at `framesPerSecond` and the format shows at most
  /// `maximumRate` of them a second. `report` reads what a finished sink of `making` wrote.
  ///
  /// - Throws: what `making` throws.
  public init(
    budget: SizeBudget, renderer: FrameRenderer, framesPerSecond: Double, maximumRate: Double,
    report: @escaping (any FrameSink) -> AnimationReport?, making: @escaping Making
  ) throws {
    self.budget = budget
    options = renderer.options
    requested = SizeBudget.Setting(
      scale: renderer.options.scale, rate: min(framesPerSecond, maximumRate))
    self.making = making
    reportOf = report
    current = try making(renderer, nil)
  }

  /// Keeps `frame` for later attempts and gives it to the first.
  ///
  /// - Throws: what the animated sink throws, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished, let current else {
      throw RenderError.sinkFinished(directory: "<size budget>")
    }
    frames.append(frame)
    try current.consume(frame)
  }

  /// Finishes the first attempt and, while its file is over the budget, makes the next at a
  /// lower setting. Returns the file's URL.
  ///
  /// - Throws: what the animated sinks throw; the attempt being written leaves no temporary
  ///   file (an earlier attempt's whole file stays at the URL).
  public func finish() throws -> [URL] {
    guard !isFinished, let first = current else { return report.map { [$0.url] } ?? [] }
    isFinished = true
    current = nil
    var written = try first.finish()
    let settings =
      frames.first.map {
        SizeBudget.settings(scale: requested.scale, rate: requested.rate, canvas: $0.canvasSize)
      } ?? [requested]
    var index = 0
    var kept = reportOf(first)
    while let report = kept, report.byteCount > budget.maximumBytes,
      index + 1 < settings.count
    {
      index += 1
      let setting = settings[index]
      var options = self.options
      options.scale = setting.scale
      let sink = try making(
        FrameRenderer(options: options), setting.rate < requested.rate ? setting.rate : nil)
      do {
        for frame in frames { try sink.consume(frame) }
        written = try sink.finish()
      } catch {
        sink.abandon()
        throw error
      }
      kept = reportOf(sink)
    }
    frames = []
    guard var report = kept else { return written }
    let setting = settings[index]
    if setting.rate < requested.rate {
      // The rate was lowered for the budget, not for the format: its note replaces the format's.
      let prefix = AnimationReport.clampNotePrefix(framesPerSecond: report.framesPerSecond)
      report.notes.removeAll { $0.hasPrefix(prefix) }
    }
    report.scale = setting.scale
    report.budget = SizeBudget.Outcome(
      maximumBytes: budget.maximumBytes, requested: requested, written: setting,
      isMet: report.byteCount <= budget.maximumBytes)
    self.report = report
    return written
  }

  /// Abandons the attempt being written (its temporary file is deleted).
  public func abandon() {
    guard !isFinished else { return }
    isFinished = true
    current?.abandon()
    current = nil
    frames = []
  }
}
