import Foundation
import GestureCore
import Renderer
import Scenario
import UserCode

/// Runs `gesturerender`: loads every scenario first (so a bad one stops the run before anything
/// is written), then simulates and renders each into its output directory.
@MainActor
struct RenderCommand {
  var options: CommandLineOptions
  /// Where progress lines go (standard output unless `--quiet`).
  var report: (String) -> Void

  /// Renders every scenario, or (for scenarios with Swift code, in the supervising process)
  /// compiles the code and renders in a supervised child; returns the exit code.
  func run() throws -> ExitCode {
    let batch = try options.scenarios.map(load)
    let root = URL(fileURLWithPath: options.outputDirectory ?? ".")
    let names = batch.map(\.name)
    if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw CommandError(
        message: "two scenarios are named '\(duplicate)'; their outputs would overwrite each "
          + "other (give them different \"name\" values)", code: .usage)
    }
    // With several scenarios each gets its own directory, also when a shard holds only one.
    let isBatch = batch.count > 1
    let shard = options.shard ?? Shard(index: 0, count: 1)
    let scenarios = batch.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    if scenarios.isEmpty, let given = options.shard {
      // Not an error (a CI matrix may have more machines than scenarios), but worth a line.
      FileHandle.standardError.write(
        Data(
          ("note: shard \(given.index)/\(given.count) has no scenarios (\(batch.count) given); "
            + "nothing to render\n").utf8))
    }
    // Everything that can be checked is checked before anything is written.
    let selections = try scenarios.map(resolveSelection)
    if let path = options.timingsPath { try checkWritable(timingsFile: path) }
    var ffmpeg: URL?
    if let video = options.formats.first(where: { $0 == .mp4 || $0 == .webm }) {
      ffmpeg = VideoSink.locateFFmpeg()
      if ffmpeg == nil {
        throw CommandError(
          message: "error: "
            + VideoSink.missingFFmpeg(for: video == .mp4 ? .mp4 : .webm).description,
          code: .unavailable)
      }
    }
    // Code is compiled before anything is written; the supervising process then hands the
    // rendering to a child, which loads the code from the cache and runs it.
    let runsCode = scenarios.contains { !$0.codeFiles.isEmpty }
    if runsCode && !CodeSupervisor.isChild {
      _ = try CodeLoading.load(scenarios, options: options, loads: false, report: report)
      return try CodeSupervisor.runChild(
        timeout: options.codeTimeout, cacheDirectory: UserCodeCompiler.defaultCacheDirectory(),
        outputDirectories: [root]
          + (isBatch ? scenarios.map { root.appendingPathComponent($0.name) } : []))
    }
    let userCode = try CodeLoading.load(scenarios, options: options, loads: true, report: report)
    let progress = ProgressBar(quiet: options.isQuiet)
    var records: [(directory: String, record: ReviewRecord)] = []
    // A batch writes its index.html and review.md into the root: clean what killed runs left
    // there, as every scenario's directory is cleaned when its outputs are prepared.
    if isBatch { TemporaryFiles.removeAbandoned(in: root) }
    var timingReport = TimingReport()
    for (scenario, selection) in zip(scenarios, selections) {
      let directory = isBatch ? root.appendingPathComponent(scenario.name) : root
      // `UIImage(named:)` in the scenario's views and code finds the images next to the
      // scenario file.
      let record = try NamedImageLookup.$current.withValue(scenario.namedImageLookup) {
        try render(
          scenario, classes: userCode[scenario.name], frames: selection, into: directory,
          ffmpeg: ffmpeg, progress: progress, timingReport: &timingReport)
      }
      records.append((scenario.name, record))
    }
    if isBatch && !records.isEmpty { try writeBatchOutputs(records, into: root) }
    if let path = options.timingsPath {
      do {
        try AtomicFile.write(timingReport.json(), to: URL(fileURLWithPath: path))
      } catch {
        throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
      }
    }
    return .success
  }

  /// The command line as typed, without the output directory (so two runs into different
  /// directories write the same review.md), for review.md.
  private var commandLine: String {
    var arguments: [String] = []
    var skipNext = false
    for argument in CommandLine.arguments.dropFirst() {
      if skipNext {
        skipNext = false
        continue
      }
      if argument == "-o" || argument == "--output" {
        skipNext = true
        continue
      }
      if argument.hasPrefix("--output=") { continue }
      arguments.append(argument)
    }
    return (["gesturerender"] + arguments).map { argument in
      argument.contains(where: { " '\"$".contains($0) }) ? "'\(argument)'" : argument
    }.joined(separator: " ")
  }

  private func load(_ path: String) throws -> Scenario {
    let scenario: Scenario
    do {
      scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
    } catch {
      throw CommandError(
        message: error.description,
        code: error.kind == .unreadable ? .missingInput : .invalidScenario)
    }
    // The file's own fps and scale were checked with it; overrides are checked here.
    if let fps = options.framesPerSecond,
      let problem = Scenario.frameCountProblem(duration: scenario.duration, framesPerSecond: fps)
    {
      throw CommandError(message: "\(path): error: --fps \(format(fps)): \(problem)", code: .usage)
    }
    if let scale = options.scale {
      let longest = max(scenario.device.size.width, scenario.device.size.height) * scale
      if longest > Device.maximumPixels {
        throw CommandError(
          message:
            "\(path): error: --scale \(format(scale)) makes the screen \(format(Double(longest))) "
            + "pixels on a side; the limit is \(format(Device.maximumPixels))", code: .usage)
      }
    }
    return scenario
  }

  /// The frame indices `--frames`, `--at` and `--last-frame` select in `scenario`'s run.
  private func resolveSelection(_ scenario: Scenario) throws -> [Int] {
    let fps = options.framesPerSecond ?? scenario.framesPerSecond
    // Counted, not simulated: building the scene would run the scenario's code.
    let frameCount = Simulation.frameCount(duration: scenario.duration, framesPerSecond: fps)
    do {
      return try options.selection.resolve(frameCount: frameCount, framesPerSecond: fps)
    } catch {
      throw CommandError(message: "\(scenario.file): error: \(error.message)", code: .usage)
    }
  }

  private func render(
    _ scenario: Scenario, classes: (any UserClassProvider)?, frames selected: [Int],
    into directory: URL, ffmpeg: URL?,
    progress: ProgressBar, timingReport: inout TimingReport
  ) throws -> ReviewRecord {
    let timings = options.timingsPath == nil ? nil : PipelineTimings()
    let fps = options.framesPerSecond ?? scenario.framesPerSecond
    // Labels placed by constraints are sized by the renderer's own text measurement.
    let simulation = scenario.makeSimulation(
      framesPerSecond: fps, textMeasurer: try? PangoTextMeasurer(), classes: classes)
    let progressWriter = ProgressWriter()
    var plan = try makePlan(
      for: scenario, fps: fps, frameCount: simulation.frameCount, in: directory, ffmpeg: ffmpeg,
      timings: timings)
    let timelineURL = directory.appendingPathComponent("timeline.json")
    let timeline: TimelineWriter
    do {
      timeline = try TimelineWriter(
        output: AtomicFile(destination: timelineURL), scenario: scenario, framesPerSecond: fps,
        frameCount: simulation.frameCount)
    } catch {
      throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
    }
    let imageFormat = options.formats.first(where: \.isFrameSequence)
    var record = ReviewRecord(
      name: scenario.name, summary: scenario.summary, device: scenario.device.name,
      canvasSize: scenario.device.size, framesPerSecond: fps, frameCount: simulation.frameCount,
      frameImageExtension: imageFormat?.rawValue)
    var trails = TouchTrailTracker()
    var selection = SelectedFrames(indices: selected, everything: options.selection.isEverything)
    var sequenceFiles = Set<String>()
    var layoutReports: [String: Int] = [:]
    let clock = ContinuousClock()
    progress.begin(scenario.name)
    let runStart = timings.map { _ in clock.now }
    do {
      while true {
        let index = simulation.nextFrameIndex
        progressWriter?.record(
          "simulating", file: scenario.file, name: scenario.name, frame: index,
          time: simulation.time(ofFrame: index))
        guard let next = timings.measure(.simulate, { simulation.nextFrame() }) else { break }
        progressWriter?.record(
          "drawing", file: scenario.file, name: scenario.name, frame: index,
          time: simulation.time(ofFrame: index))
        let frame = trails.annotate(next)
        for event in frame.events where event.kind.hasPrefix("layout.") {
          layoutReports[event.kind, default: 0] += 1
        }
        try timeline.append(frame)
        if let shown = selection.pass(frame) {
          for index in plan.entries.indices {
            let started = clock.now
            try plan.entries[index].sink.consume(shown)
            plan.entries[index].seconds += seconds(clock.now - started)
          }
          record.record(shown)
        }
        progress.update(done: frame.index + 1, total: simulation.frameCount)
      }
      if let failure = simulation.failure {
        throw CommandError(
          message: scenario.error(for: failure).description, code: .invalidScenario)
      }
      for index in plan.entries.indices {
        let started = clock.now
        let files = try plan.entries[index].sink.finish()
        plan.entries[index].seconds += seconds(clock.now - started)
        if plan.entries[index].format?.isFrameSequence == true {
          sequenceFiles.formUnion(files.map(\.lastPathComponent))
        }
      }
      try timeline.finish()
    } catch {
      progress.end()
      timeline.abandon()
      if let error = error as? CommandError { throw error }
      throw CommandError(message: "\(scenario.file): error: \(error)", code: .failure)
    }
    progress.end()
    if let timings, let runStart {
      let scale = options.scale ?? scenario.device.scale
      timingReport.runs.append(
        TimingReport.run(
          scenario: scenario.name, width: Int((scenario.device.size.width * scale).rounded()),
          height: Int((scenario.device.size.height * scale).rounded()),
          simulatedFrames: simulation.frameCount, drawnFrames: selected.count, jobs: options.jobs,
          pngWriter: options.pngWriter, wallSeconds: seconds(clock.now - runStart),
          timings: timings,
          outputSeconds: Dictionary(
            plan.entries.map { ($0.kind, $0.seconds) }, uniquingKeysWith: +)))
    }
    let stale = removeStaleFrames(in: directory, keeping: sequenceFiles)
    record.outputs = outputs(of: plan, in: directory)
    try writeReviewOutputs(record, into: directory)

    let formats = options.formats.map(\.rawValue).joined(separator: ", ")
    let drawn =
      selected.count == simulation.frameCount
      ? "\(simulation.frameCount) frame\(simulation.frameCount == 1 ? "" : "s")"
      : "\(selected.count) of \(simulation.frameCount) frames"
    // Frames go into the formats asked for: one file each, or one animation holding them all.
    var line =
      "\(scenario.name): rendered \(drawn) (\(formats)) into \(directory.path), with timeline.json"
    if stale > 0 { line += " (removed \(stale) frames left from an earlier run)" }
    report(line)
    if !layoutReports.isEmpty {
      let counts = layoutReports.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
      FileHandle.standardError.write(
        Data(
          ("\(scenario.file): note: Auto Layout reported problems (\(counts.joined(separator: ", "))); "
            + "the details are in timeline.json\n").utf8))
    }
    if !simulation.isSettled {
      FileHandle.standardError.write(
        Data(
          ("\(scenario.file): note: the run ends while something is still moving (an animation "
            + "or a scrolling view); add a \"wait\" step at the end of the script to show it "
            + "settle\n").utf8))
    }
    for entry in plan.entries {
      if let animation = OutputPlan.report(of: entry.sink) {
        report("  " + animation.description + timing(entry))
      } else if options.isVerbose {
        report("  \(entry.kind): " + String(format: "drawn and encoded in %.2f s", entry.seconds))
      }
    }
    return record
  }

  /// " in 1.23 s" when verbose.
  private func timing(_ entry: OutputPlan.Entry) -> String {
    options.isVerbose ? String(format: ", drawn and encoded in %.2f s", entry.seconds) : ""
  }

  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// The sinks of the run; creates the directory.
  private func makePlan(
    for scenario: Scenario, fps: Double, frameCount: Int, in directory: URL, ffmpeg: URL?,
    timings: PipelineTimings?
  ) throws -> OutputPlan {
    do {
      return try OutputPlan(
        options: options, scenario: scenario, framesPerSecond: fps, frameCount: frameCount,
        directory: directory, ffmpeg: ffmpeg, timings: timings)
    } catch RenderError.directoryUnavailable(let path, let reason) {
      throw CommandError(
        message: "\(path): error: cannot use the output directory (\(reason))",
        code: .cannotCreateOutput)
    } catch let error as RenderError {
      if case .toolUnavailable = error {
        throw CommandError(message: "error: \(error)", code: .unavailable)
      }
      throw CommandError(message: "error: \(error)", code: .failure)
    } catch {
      throw CommandError(message: "error: \(error)", code: .failure)
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

  /// Checks before rendering that the `--timings` file can be written: its directory exists and
  /// is writable, and no directory is in its place.
  ///
  /// - Throws: ``CommandError`` with exit 73 naming the path and the cause.
  private func checkWritable(timingsFile path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    let reason: String?
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      reason = "a directory is in the way"
    } else if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      reason = "\(directory) is not a directory"
    } else if access(directory, W_OK) != 0 {
      reason = "\(directory) is not writable"
    } else {
      reason = nil
    }
    if let reason {
      throw CommandError(
        message: "error: cannot write \(url.path): \(reason)", code: .cannotCreateOutput)
    }
  }

  /// index.html and review.md for one scenario.
  private func writeReviewOutputs(_ record: ReviewRecord, into directory: URL) throws {
    let version = GestureRender.version
    try writeReview(
      page: record.frameImageExtension == nil
        ? nil : { ReviewPage.html(for: record, toolVersion: version) },
      markdown: { [commandLine] in
        ReviewMarkdown.text(for: record, command: commandLine, toolVersion: version)
      }, into: directory)
  }

  /// DIR/index.html and DIR/review.md linking a batch's scenarios.
  private func writeBatchOutputs(
    _ records: [(directory: String, record: ReviewRecord)], into root: URL
  ) throws {
    let version = GestureRender.version
    try writeReview(
      page: { ReviewPage.batchHTML(for: records, toolVersion: version) },
      markdown: { [commandLine] in
        ReviewMarkdown.batchText(for: records, command: commandLine, toolVersion: version)
      }, into: root)
  }

  /// Writes `directory/index.html` (when there is a page and pages are on) and
  /// `directory/review.md` (when Markdown is on), each atomically.
  ///
  /// - Throws: ``CommandError`` (exit 1) naming the file and the cause.
  private func writeReview(
    page: (() -> String)?, markdown: () -> String, into directory: URL
  ) throws {
    do {
      if options.writesPage, let page {
        try AtomicFile.write(
          Data(page().utf8), to: directory.appendingPathComponent("index.html"))
      }
      if options.writesMarkdown {
        try AtomicFile.write(
          Data(markdown().utf8), to: directory.appendingPathComponent("review.md"))
      }
    } catch {
      throw CommandError(message: "error: \(error)", code: .failure)
    }
  }

  /// Deletes every `frame-NNNN.png|svg` file this run did not write (left by an earlier, longer
  /// run, another selection or another format), so the directory holds exactly this run's
  /// frames. Only exact frame names, and only files (`unlink`): a directory or any other file is
  /// left alone. A frame that cannot be removed is named in a note on standard error. Returns
  /// how many were removed.
  private func removeStaleFrames(in directory: URL, keeping written: Set<String>) -> Int {
    // Any frame file this run did not write is stale, whatever its format: left in place, a PNG
    // from an earlier run next to this run's SVGs would be compared by `diff` as if new.
    let (removed, failures) = FrameFileName.removeStale(
      in: directory, keeping: written, pathExtensions: ["png", "svg"])
    for (url, error) in failures {
      FileHandle.standardError.write(
        Data(
          ("\(url.path): note: left in place: it has a frame file's name but cannot be removed ("
            + String(cString: strerror(error)).lowercased() + ")\n").utf8))
    }
    return removed
  }

}
