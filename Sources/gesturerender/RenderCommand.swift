import Foundation
import GestureCore
import Renderer
import Scenario

/// Runs `gesturerender`: loads every scenario first (so a bad one stops the run before anything
/// is written), then simulates and renders each into its output directory.
struct RenderCommand {
  var options: CommandLineOptions
  /// Where progress lines go (standard output unless `--quiet`).
  var report: (String) -> Void

  func run() throws {
    let scenarios = try options.scenarios.map(load)
    let root = URL(fileURLWithPath: options.outputDirectory ?? ".")
    let names = scenarios.map(\.name)
    if let duplicate = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw CommandError(
        message: "two scenarios are named '\(duplicate)'; their outputs would overwrite each "
          + "other (give them different \"name\" values)", code: .usage)
    }
    for scenario in scenarios {
      let directory = scenarios.count == 1 ? root : root.appendingPathComponent(scenario.name)
      try render(scenario, into: directory)
    }
  }

  private func load(_ path: String) throws -> Scenario {
    do {
      return try Scenario.load(contentsOf: URL(fileURLWithPath: path), displayName: path)
    } catch {
      throw CommandError(
        message: error.description, code: error.kind == .unreadable ? .missingInput : .invalidScenario)
    }
  }

  private func render(_ scenario: Scenario, into directory: URL) throws {
    let fps = options.framesPerSecond ?? scenario.framesPerSecond
    let simulation = scenario.makeSimulation(framesPerSecond: fps)
    let sinks = try makeSinks(for: scenario, in: directory)
    let timelineURL = directory.appendingPathComponent("timeline.json")
    let timeline: TimelineWriter
    do {
      timeline = try TimelineWriter(
        destination: timelineURL, scenario: scenario, framesPerSecond: fps,
        frameCount: simulation.frameCount)
    } catch {
      throw CommandError(
        message: "\(timelineURL.path): error: cannot write (\(error.localizedDescription))",
        code: .cannotCreateOutput)
    }
    do {
      while let frame = simulation.nextFrame() {
        for sink in sinks { try sink.consume(frame) }
        try timeline.append(frame)
      }
      for sink in sinks { _ = try sink.finish() }
      try timeline.finish()
    } catch {
      timeline.abandon()
      throw CommandError(message: "\(scenario.file): error: \(error)", code: .failure)
    }
    let stale = removeStaleFrames(in: directory, frameCount: simulation.frameCount)
    let formats = options.formats.map(\.rawValue).joined(separator: ", ")
    var line =
      "\(scenario.name): wrote \(simulation.frameCount) frames (\(formats)) and timeline.json "
      + "to \(directory.path)"
    if stale > 0 { line += " (removed \(stale) frames left from a longer earlier run)" }
    report(line)
  }

  /// One sink per requested format, sharing one renderer; creates the directory.
  private func makeSinks(for scenario: Scenario, in directory: URL) throws -> [any FrameSink] {
    do {
      let renderer = try FrameRenderer(
        options: RenderOptions(
          scale: options.scale ?? scenario.device.scale, showsTouches: options.showsTouches,
          showsCaptions: options.showsCaptions))
      return try options.formats.map { format -> any FrameSink in
        switch format {
        case .png: return try PNGSequenceSink(directory: directory, renderer: renderer)
        case .svg: return try SVGSequenceSink(directory: directory, renderer: renderer)
        }
      }
    } catch RenderError.directoryUnavailable(let path, let reason) {
      throw CommandError(
        message: "\(path): error: cannot create the output directory (\(reason))",
        code: .cannotCreateOutput)
    } catch {
      throw CommandError(message: "error: \(error)", code: .failure)
    }
  }

  /// Deletes `frame-NNNN.png|svg` files numbered at or past `frameCount`, left by an earlier,
  /// longer run, so the directory holds exactly this run's frames. Returns how many it removed.
  private func removeStaleFrames(in directory: URL, frameCount: Int) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    for name in names where name.hasPrefix("frame-") {
      let stem = name.dropFirst("frame-".count)
      guard let dot = stem.firstIndex(of: "."), ["png", "svg"].contains(stem[stem.index(after: dot)...]),
        let index = Int(stem[..<dot]), index >= frameCount
      else { continue }
      if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil {
        removed += 1
      }
    }
    return removed
  }
}
