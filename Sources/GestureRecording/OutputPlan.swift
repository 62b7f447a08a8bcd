import Foundation
import GestureCore
import Renderer
import Scenario

/// The files one scenario's run writes, chosen by the output options: the sinks frames go to,
/// and how they appear on the review page and in review.md.
package struct OutputPlan {
  /// A sink with what the report needs to know about it.
  package struct Entry {
    /// The frame format it writes, `nil` for the contact sheet.
    package var format: OutputFormat?
    /// `png`, `gif`, … or `sheet`.
    package var kind: String
    package var sink: any FrameSink
    /// Seconds spent consuming frames and finishing, measured for `--verbose` and `--timings`.
    package var seconds: Double = 0
  }

  package var entries: [Entry] = []
  package let directory: URL
  /// The file name stem of the animated files and the sheet (``fileStem(_:)``).
  package let stem: String
  /// The renderer of the frames, which draws the charts too (same scale and fonts).
  package let renderer: FrameRenderer

  /// `name` made safe as a file name: anything but letters, digits, `.`, `_` and `-` becomes
  /// `-` (`"my drag/1"` → `my-drag-1`).
  package static func fileStem(_ name: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    let stem = String(name.map { allowed.contains($0) ? $0 : "-" })
    return stem.isEmpty || stem.hasPrefix(".") ? "scenario" + stem : stem
  }

  /// The animated and video file of `format` for scenario stem `stem`.
  package static func fileName(_ format: OutputFormat, stem: String) -> String {
    switch format {
    case .apng: return "\(stem)-animation.png"
    default: return "\(stem).\(format.rawValue)"
    }
  }

  /// Creates the sinks (and the directory). The PNG, APNG, GIF and WebP sinks run on threads
  /// of their own (``ThreadedSink``); with ``Recording/Options/maximumAnimationBytes`` the
  /// animated ones go through a ``SizeBudgetSink`` on that thread.
  ///
  /// - Throws: ``RenderError`` (directory, fonts, encoder settings).
  package init(
    options: Recording.Options, scenario: Scenario, framesPerSecond: Double, frameCount: Int,
    directory: URL, ffmpeg: URL?, timings: PipelineTimings? = nil
  ) throws {
    self.directory = directory
    stem = OutputPlan.fileStem(scenario.name)
    let renderOptions = RenderOptions(
      scale: options.scale ?? scenario.device.scale, showsTouches: options.showsTouches,
      showsCaptions: options.showsCaptions, showsTouchTrails: options.showsTrails,
      showsViewOutlines: options.showsOutlines, showsFrameInfo: options.showsFrameInfo,
      pngWriter: options.pngWriter,
      chrome: scenario.showsChrome ? scenario.device.chrome : nil,
      chromeStyle: scenario.appearance, showsAccessibility: options.showsAccessibility)
    renderer = try FrameRenderer(options: renderOptions)
    // PNG frames and animated images are drawn and encoded on threads of their own, each with
    // its own renderer (fonts stay on the thread that loaded them), at the same time as each
    // other and the simulation.
    func threaded(_ making: @escaping @Sendable (FrameRenderer) throws -> any FrameSink) throws
      -> any FrameSink
    {
      try ThreadedSink(report: { OutputPlan.report(of: $0) }) {
        try making(FrameRenderer(options: renderOptions))
      }
    }
    // An animated image with a size budget goes through a SizeBudgetSink, which makes it again
    // at lower settings while it is too large.
    let budget = options.maximumAnimationBytes.map(SizeBudget.init(maximumBytes:))
    @Sendable func budgeted(
      _ renderer: FrameRenderer, maximumRate: Double,
      _ making: @escaping SizeBudgetSink.Making
    ) throws -> any FrameSink {
      guard let budget else { return try making(renderer, nil) }
      return try SizeBudgetSink(
        budget: budget, renderer: renderer, framesPerSecond: framesPerSecond,
        maximumRate: maximumRate, report: { OutputPlan.report(of: $0) }, making: making)
    }
    for format in options.formats {
      let url = directory.appendingPathComponent(OutputPlan.fileName(format, stem: stem))
      let sink: any FrameSink
      switch format {
      case .png:
        // The frames are drawn on the sink's thread while this one simulates the next frame.
        let jobs = options.jobs
        sink = try threaded { renderer in
          try PNGSequenceSink(
            directory: directory, renderer: renderer, jobs: jobs, timings: timings)
        }
      case .svg: sink = try SVGSequenceSink(directory: directory, renderer: renderer)
      case .apng:
        sink = try threaded { renderer in
          try budgeted(renderer, maximumRate: APNGSink.defaultMaximumRate) { renderer, rate in
            try APNGSink(
              url: url, renderer: renderer, framesPerSecond: framesPerSecond,
              maximumRate: rate ?? APNGSink.defaultMaximumRate)
          }
        }
      case .gif:
        let rate = min(
          options.gifFramesPerSecond ?? GIFSink.defaultMaximumRate, GIFSink.defaultMaximumRate)
        sink = try threaded { renderer in
          try budgeted(renderer, maximumRate: rate) { renderer, lower in
            try GIFSink(
              url: url, renderer: renderer, framesPerSecond: framesPerSecond,
              maximumRate: lower ?? rate)
          }
        }
      case .webp:
        let quality = options.webpQuality
        sink = try threaded { renderer in
          try budgeted(renderer, maximumRate: WebPSink.defaultMaximumRate) { renderer, rate in
            try WebPSink(
              url: url, renderer: renderer, framesPerSecond: framesPerSecond, quality: quality,
              maximumRate: rate ?? WebPSink.defaultMaximumRate)
          }
        }
      case .mp4, .webm:
        guard let ffmpeg else {
          throw VideoSink.missingFFmpeg(for: format == .mp4 ? .mp4 : .webm)
        }
        sink = try VideoSink(
          url: url, renderer: renderer, framesPerSecond: framesPerSecond,
          format: format == .mp4 ? .mp4 : .webm, ffmpeg: ffmpeg)
      }
      entries.append(Entry(format: format, kind: format.rawValue, sink: sink))
    }
    if options.writesSheet || options.sheetEvery != nil {
      let duration: Double = Double(max(0, frameCount - 1)) / framesPerSecond
      let rate: String = AnimationReport.number(framesPerSecond)
      let seconds: String = String(format: "%.2f s", duration)
      var subtitle = "\(scenario.device.name) · \(frameCount) frames at \(rate) fps · \(seconds)"
      if let summary = scenario.summary { subtitle += " · " + summary }
      let sheet = try ContactSheetSink(
        pngURL: directory.appendingPathComponent("\(stem)-sheet.png"),
        svgURL: directory.appendingPathComponent("\(stem)-sheet.svg"), renderer: renderer,
        title: scenario.name, subtitle: subtitle, everyNth: options.sheetEvery,
        columns: options.sheetColumns)
      entries.append(Entry(format: nil, kind: "sheet", sink: sheet))
    }
    // Each sink prepares the directory; without any (a recording that writes only the
    // timeline), the plan does.
    if entries.isEmpty { try FrameFileWriter.prepare(directory) }
  }

  /// What the sink of `entry` reports after finishing, if it is an animated one.
  package static func report(of sink: any FrameSink) -> AnimationReport? {
    switch sink {
    case let sink as ThreadedSink: return sink.report
    case let sink as APNGSink: return sink.report
    case let sink as GIFSink: return sink.report
    case let sink as WebPSink: return sink.report
    case let sink as SizeBudgetSink: return sink.report
    case let sink as VideoSink: return sink.report
    default: return nil
    }
  }
}

/// The timeline goes through the same atomic files as every other output.
extension AtomicFile: TimelineOutput {}
