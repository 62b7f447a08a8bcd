import Foundation
import GestureCore
import Renderer
import Scenario

/// One scenario's run from the first simulated frame to the last file: simulate → the frame
/// sinks (PNG/SVG frames, animated images, video, contact sheet) → `timeline.json` → the review
/// page and `review.md`, in the output directory (docs/ARCHITECTURE.md, "Data flow"). The
/// command line runs it for each scenario file; ``Recording`` runs it for a view controller
/// made in Swift. There is no other pipeline.
///
/// Frames are simulated on the main actor and drawn in order; PNG frames are encoded on
/// ``Recording/Options/jobs`` threads. Nothing here reads the clock except to measure how long
/// the outputs took (``Outcome/entries``) and the stages when `timings` are asked for.
@MainActor
package struct RecordingPipeline {
  /// What to write.
  package var options: Recording.Options
  /// The command line that made the outputs, for review.md's footer; `nil` from Swift.
  package var command: String?
  /// The tool's version, for the review page and review.md.
  package var toolVersion: String
  /// ffmpeg, found before the run, when a video is asked for.
  package var ffmpeg: URL?
  /// The frame before which a run stops: it finishes the files of the frames drawn until then
  /// and writes nothing else (no `timeline.json`, animated image, video, contact sheet or
  /// review page). `nil` (the default): every frame. The command line replays the frames before
  /// the one where the scenario's code crashed with it, so that each is a complete file.
  package var stopsBeforeFrame: Int?

  /// A pipeline; see the properties.
  package init(
    options: Recording.Options, command: String?, toolVersion: String, ffmpeg: URL?,
    stopsBeforeFrame: Int? = nil
  ) {
    self.options = options
    self.command = command
    self.toolVersion = toolVersion
    self.ffmpeg = ffmpeg
    self.stopsBeforeFrame = stopsBeforeFrame
  }

  /// What a finished run wrote and saw.
  package struct Outcome {
    /// The page's and review.md's record: the drawn frames' events and the outputs.
    package var record: ReviewRecord
    /// The sinks, with their seconds and (for animated files) their reports.
    package var entries: [OutputPlan.Entry]
    /// Frames simulated (all of them are in timeline.json).
    package var frameCount: Int
    /// Frames drawn.
    package var drawnFrameCount: Int
    /// Every file written, in order: frames and animations, the sheet, `timeline.json`,
    /// `index.html`, `review.md`.
    package var files: [URL]
    /// Frame files left by an earlier run and removed.
    package var removedStaleFrames: Int
    /// How often each kind of Auto Layout report (`layout.unsatisfiable`, …) was made.
    package var layoutReports: [String: Int]
    /// Whether nothing was still moving at the end.
    package var isSettled: Bool
    /// The last frame simulated.
    package var lastFrame: Frame?
    /// Every frame's events, in order.
    package var events: [TimelineEvent]
    /// Seconds from the first simulated frame to the last file finished, when timed.
    package var wallSeconds: Double?
    /// The result of each of the scenario's expectations (`expect`), in file order.
    package var expectationResults: [ExpectationResult] = []
    /// The located warnings of steps that did something their author likely did not mean
    /// (`Scenario.warning(for:)`), in order, each one line.
    package var stepWarnings: [String] = []

    /// The notes the run deserves, as sentences: Auto Layout's reports, symbol names drawn as
    /// placeholders (`symbol.unsupported`, with where the code asked for them), asset catalog
    /// sets not read and colour or image names found nowhere (`asset.invalid`,
    /// `asset.missing`), a run that
    /// ends while something still moves. The command line prints each as `FILE: note: …`.
    package var notes: [String] {
      var notes: [String] = []
      if !layoutReports.isEmpty {
        let counts = layoutReports.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        notes.append(
          "Auto Layout reported problems (\(counts.joined(separator: ", "))); "
            + "the details are in timeline.json")
      }
      // Symbol names drawn as placeholders, each where the code asked for it, once.
      var seen = Set<String>()
      let placeholders = events.filter { $0.kind == "symbol.unsupported" }.map(\.detail)
        .filter { seen.insert($0).inserted }
      for detail in placeholders.prefix(3) { notes.append(detail) }
      if placeholders.count > 3 {
        notes.append(
          "\(placeholders.count - 3) more symbol names were drawn as placeholders; "
            + "symbol.unsupported in timeline.json names them")
      }
      // Asset catalog sets not read and names found nowhere, each once.
      let assets = events.filter { $0.kind == "asset.invalid" || $0.kind == "asset.missing" }
        .map(\.detail).filter { seen.insert($0).inserted }
      for detail in assets.prefix(3) { notes.append(detail) }
      if assets.count > 3 {
        notes.append(
          "\(assets.count - 3) more asset catalog warnings; asset.invalid and asset.missing "
            + "in timeline.json name them")
      }
      if !isSettled {
        notes.append(
          "the run ends while something is still moving (an animation or a scrolling view); "
            + "add a \"wait\" step at the end of the script to show it settle")
      }
      return notes
    }
  }

  /// Simulates `scenario` at `fps` with the user classes of `classes` and writes its outputs
  /// into `directory`, drawing the frames `selected` (indices, from the frame selection).
  ///
  /// `UIImage(named:)` looks where the scenario says while the scene is built and the frames
  /// run. With `timings`, the stages are timed into it.
  ///
  /// - Throws: ``RecordingError``: ``RecordingError/outputDirectoryUnavailable(path:reason:)``,
  ///   ``RecordingError/outputSetupFailed(_:)`` or ``RecordingError/timelineUnavailable(_:)``
  ///   before any frame; ``RecordingError/viewNotFound(_:)`` or
  ///   ``RecordingError/renderingFailed(_:)`` part-way (nothing half-written, no timeline);
  ///   ``RecordingError/reviewUnavailable(_:)`` at the end.
  package func run(
    _ scenario: Scenario, classes: (any UserClassProvider)?, framesPerSecond fps: Double,
    frames selected: [Int], into directory: URL, progress: any RecordingProgress,
    timings: PipelineTimings? = nil
  ) throws(RecordingError) -> Outcome {
    // `withValue` rethrows untyped; everything `render` throws is a RecordingError.
    let runtime = classes?.objectiveCRuntime
    let result = NamedImageLookup.$current.withValue(scenario.namedImageLookup) {
      ObjectiveCRuntime.$current.withValue(runtime) {
        Result { () throws(RecordingError) -> Outcome in
          try render(
            scenario, classes: classes, fps: fps, selected: selected, directory: directory,
            progress: progress, timings: timings)
        }
      }
    }
    progress.didTearDown(scenario)
    return try result.get()
  }

  private func render(
    _ scenario: Scenario, classes: (any UserClassProvider)?, fps: Double, selected: [Int],
    directory: URL, progress: any RecordingProgress, timings: PipelineTimings?
  ) throws(RecordingError) -> Outcome {
    // Labels placed by constraints are sized by the renderer's own text measurement.
    progress.willBuild(scenario)
    let simulation = scenario.makeSimulation(
      framesPerSecond: fps, textMeasurer: try? PangoTextMeasurer(), classes: classes)
    simulation.capturesAccessibility = options.showsAccessibility
    // The scene is released when this function returns, on every path: the code's `deinit`s
    // run then, which the caller reports as done (`didTearDown`).
    defer {
      progress.willTearDown(scenario)
      withExtendedLifetime(simulation) {}
    }
    var plan = try makePlan(
      for: scenario, fps: fps, frameCount: simulation.frameCount, in: directory, timings: timings)
    let stale = removeEarlierRun(in: directory, plan: plan, selected: selected, progress: progress)
    let timelineURL = directory.appendingPathComponent("timeline.json")
    let timeline: TimelineWriter
    do {
      timeline = try TimelineWriter(
        output: AtomicFile(destination: timelineURL), scenario: scenario, framesPerSecond: fps,
        frameCount: simulation.frameCount)
    } catch {
      throw .timelineUnavailable(error)
    }
    let imageFormat = options.formats.first(where: \.isFrameSequence)
    var record = ReviewRecord(
      name: scenario.name, summary: scenario.summary, device: scenario.device.name,
      canvasSize: scenario.device.size, framesPerSecond: fps, frameCount: simulation.frameCount,
      frameImageExtension: imageFormat?.rawValue)
    record.appearance = scenario.appearance
    var trails = TouchTrailTracker()
    var selection = SelectedFrames(indices: selected, everything: options.frames.isEverything)
    var files: [URL] = []
    var sequenceFiles = Set<String>()
    var layoutReports: [String: Int] = [:]
    var lastFrame: Frame?
    var events: [TimelineEvent] = []
    var plots = PlotRecorder(
      specs: scenario.plots.enumerated().map { ($1, .scenario(index: $0)) }
        + options.plots.map { ($0, .option) })
    let expectations = ExpectationRecorder(
      expectations: scenario.expectations, framesPerSecond: fps)
    let clock = ContinuousClock()
    progress.begin(scenario)
    let runStart = timings.map { _ in clock.now }
    do {
      while true {
        let index = simulation.nextFrameIndex
        if let stop = stopsBeforeFrame, index >= stop {
          try finishFrameFiles(of: plan)
          progress.end()
          timeline.abandon()
          return Outcome(
            record: record, entries: plan.entries, frameCount: simulation.frameCount,
            drawnFrameCount: selected.filter { $0 < stop }.count, files: [],
            removedStaleFrames: stale, layoutReports: layoutReports, isSettled: false,
            lastFrame: lastFrame, events: events, wallSeconds: nil)
        }
        progress.willSimulate(scenario, frame: index, time: simulation.time(ofFrame: index))
        guard let next = timings.measure(.simulate, { simulation.nextFrame() }) else {
          progress.willFinish(scenario)
          break
        }
        expectations.observe(next, in: simulation.window)
        progress.willDraw(scenario, frame: index, time: simulation.time(ofFrame: index))
        let frame = trails.annotate(next)
        if lastFrame == nil, let unknown = plots.unknownView(in: frame, scenario: scenario) {
          throw RecordingError.viewNotFound(unknown)
        }
        plots.observe(frame)
        for event in frame.events where event.kind.hasPrefix("layout.") {
          layoutReports[event.kind, default: 0] += 1
        }
        events += frame.events
        try timings.measure(.timeline) { try timeline.append(frame) }
        if let shown = selection.pass(frame) {
          for index in plan.entries.indices {
            let started = clock.now
            try plan.entries[index].sink.consume(shown)
            plan.entries[index].seconds += seconds(clock.now - started)
          }
          record.record(shown)
        }
        lastFrame = frame
        progress.update(done: frame.index + 1, total: simulation.frameCount)
      }
      if let failure = simulation.failure {
        throw RecordingError.viewNotFound(scenario.error(for: failure))
      }
      for index in plan.entries.indices {
        let started = clock.now
        let written = try plan.entries[index].sink.finish()
        plan.entries[index].seconds += seconds(clock.now - started)
        if plan.entries[index].format?.isFrameSequence == true {
          sequenceFiles.formUnion(written.map(\.lastPathComponent))
        }
        files += written
      }
      let charts = plots.data(scenarioName: scenario.name)
      for (index, chart) in charts.enumerated() {
        let written = try PlotImage.write(
          chart, plot: index, scenario: plan.stem, into: directory, renderer: plan.renderer,
          appearance: scenario.appearance)
        files += written
        record.plotFiles.append(written[0].lastPathComponent)
      }
      record.plots = charts
      try timeline.finish()
      files.append(timelineURL)
    } catch {
      progress.end()
      timeline.abandon()
      // The outputs written frame by frame (an animated image, a video) leave no temporary file.
      for entry in plan.entries { entry.sink.abandon() }
      if let error = error as? RecordingError { throw error }
      throw .renderingFailed(error)
    }
    progress.end()
    let wallSeconds = runStart.map { seconds(clock.now - $0) }
    record.outputs = outputs(of: plan, in: directory)
    files += try writeReviewOutputs(record, into: directory)
    var outcome = Outcome(
      record: record, entries: plan.entries, frameCount: simulation.frameCount,
      drawnFrameCount: selected.count, files: files, removedStaleFrames: stale,
      layoutReports: layoutReports, isSettled: simulation.isSettled, lastFrame: lastFrame,
      events: events, wallSeconds: wallSeconds,
      expectationResults: expectations.results(isSettled: simulation.isSettled))
    outcome.stepWarnings = simulation.warnings.map { scenario.warning(for: $0) }
    return outcome
  }

  /// Finishes the frame-file sinks (PNG, SVG: every frame they were given is then a complete
  /// file) and abandons the others, whose files need every frame.
  private func finishFrameFiles(of plan: OutputPlan) throws {
    for entry in plan.entries {
      if entry.format?.isFrameSequence == true {
        _ = try entry.sink.finish()
      } else {
        entry.sink.abandon()
      }
    }
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The sinks of the run; creates the directory.
  private func makePlan(
    for scenario: Scenario, fps: Double, frameCount: Int, in directory: URL,
    timings: PipelineTimings?
  ) throws(RecordingError) -> OutputPlan {
    do {
      return try OutputPlan(
        options: options, scenario: scenario, framesPerSecond: fps, frameCount: frameCount,
        directory: directory, ffmpeg: ffmpeg, timings: timings)
    } catch RenderError.directoryUnavailable(let path, let reason) {
      throw .outputDirectoryUnavailable(path: path, reason: reason)
    } catch {
      throw .outputSetupFailed(error)
    }
  }

  /// The files of the run other than the frames, for the page and review.md.
  private func outputs(of plan: OutputPlan, in directory: URL) -> [ReviewRecord.Output] {
    func size(_ name: String) -> UInt64? {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: directory.appendingPathComponent(name).path)
      return (attributes?[.size] as? NSNumber)?.uint64Value
    }
    var result: [ReviewRecord.Output] = []
    for entry in plan.entries {
      if let animation = OutputPlan.report(of: entry.sink) {
        let name = animation.url.lastPathComponent
        result.append(
          ReviewRecord.Output(kind: animation.format, file: name, byteCount: animation.byteCount))
      } else if entry.kind == "sheet" {
        for (kind, name) in [
          ("sheet", "\(plan.stem)-sheet.png"), ("sheet-svg", "\(plan.stem)-sheet.svg"),
        ] {
          result.append(ReviewRecord.Output(kind: kind, file: name, byteCount: size(name)))
        }
      }
    }
    result.append(
      ReviewRecord.Output(kind: "timeline", file: "timeline.json", byteCount: size("timeline.json"))
    )
    return result
  }

  /// index.html (with frame images) and review.md of one scenario; returns the files written.
  private func writeReviewOutputs(_ record: ReviewRecord, into directory: URL)
    throws(RecordingError) -> [URL]
  {
    let version = toolVersion
    do {
      return try ReviewFiles.write(
        page: record.frameImageExtension == nil
          ? nil : { ReviewPage.html(for: record, toolVersion: version) },
        markdown: { [command] in
          ReviewMarkdown.text(for: record, command: command, toolVersion: version)
        }, into: directory, options: options)
    } catch {
      throw .reviewUnavailable(error)
    }
  }

  /// Deletes what an earlier run left in `directory` before this run writes anything: every
  /// `frame-NNNN.png|svg` file, timeline.json, index.html, review.md, and the scenario's
  /// animated files and sheet in any format. At every moment, and after a run that fails or
  /// whose code crashes, the directory holds only this run's files: no earlier timeline or page
  /// beside newer frames, no earlier PNG that `diff` would take for new. Only exact names, and
  /// only files (`unlink`): a directory or any other file is left alone; a file that cannot be
  /// removed is named in a note. Returns how many frame files were removed that this run does
  /// not write again (the "left from an earlier run" count).
  private func removeEarlierRun(
    in directory: URL, plan: OutputPlan, selected: [Int], progress: any RecordingProgress
  ) -> Int {
    let extensions = Set(["png", "svg"])
    let rewritten = Set(
      plan.entries.compactMap(\.format).filter(\.isFrameSequence).flatMap { format in
        selected.map { FrameFileName.make(index: $0, pathExtension: format.rawValue) }
      })
    let stale = FrameFileName.removeStale(
      in: directory, keeping: rewritten, pathExtensions: extensions)
    let rest = FrameFileName.removeStale(
      in: directory, keeping: Set(stale.failures.map(\.url.lastPathComponent)),
      pathExtensions: extensions)
    var notes = (stale.failures + rest.failures).map { ($0, "it has a frame file's name") }
    let named =
      [
        "timeline.json", "index.html", "review.md", "\(plan.stem)-sheet.png",
        "\(plan.stem)-sheet.svg",
      ]
      + (0..<PlotSpec.maximumPlots * 2).flatMap { plot in
        ["png", "svg"].map { PlotImage.fileStem(scenario: plan.stem, plot: plot) + ".\($0)" }
      }
      + OutputFormat.allCases.filter { !$0.isFrameSequence }.map {
        OutputPlan.fileName($0, stem: plan.stem)
      }
    for name in named {
      let url = directory.appendingPathComponent(name)
      guard let type = try? FileManager.default.attributesOfItem(atPath: url.path)[.type],
        type as? FileAttributeType != .typeDirectory
      else { continue }
      if unlink(url.path) != 0 && errno != ENOENT {
        notes.append(((url, errno), "it is an earlier run's output"))
      }
    }
    for ((url, error), what) in notes {
      progress.note(
        "\(url.path): note: left in place: \(what) but cannot be removed ("
          + String(cString: strerror(error)).lowercased() + ")")
    }
    return stale.removed
  }
}
