import Foundation
import GestureCore
import Renderer
import Scenario

/// Simulates a scenario without drawing anything and evaluates its expectations (`expect`):
/// what `gesturerender check` runs. The scene, the script and the text measurement are those
/// of a rendering run (``RecordingPipeline``), so the values are the ones its frames show; no
/// frame is drawn, and no file is written but the timeline when asked for (`check -o DIR`).
@MainActor
package enum ExpectationCheck {
  /// What a check saw.
  package struct Outcome {
    /// Each expectation's result, in file order.
    package var results: [ExpectationResult]
    /// Frames simulated.
    package var frameCount: Int
    /// Whether nothing was still moving at the end.
    package var isSettled: Bool

    /// The failed results.
    package var failures: [ExpectationResult] { results.filter { !$0.passed } }
  }

  /// Simulates `scenario` at `fps` with the user classes of `classes` and evaluates its
  /// expectations; `progress` hears of every frame (for a supervising process's record). With
  /// `timeline`, the run's `timeline.json` is written there too, as a rendering run writes it
  /// (the folder is made; the file appears whole, replacing an older one, or not at all).
  ///
  /// - Throws: ``RecordingError/viewNotFound(_:)`` when a script step names a view the window
  ///   does not have (the located error of the step);
  ///   ``RecordingError/timelineUnavailable(_:)`` when the timeline cannot be written.
  package static func run(
    _ scenario: Scenario, classes: (any UserClassProvider)?, framesPerSecond fps: Double,
    progress: any RecordingProgress, timeline: URL? = nil
  ) throws(RecordingError) -> Outcome {
    let runtime = classes?.objectiveCRuntime
    let result = NamedImageLookup.$current.withValue(scenario.namedImageLookup) {
      ObjectiveCRuntime.$current.withValue(runtime) {
        Result { () throws(RecordingError) -> Outcome in
          try simulate(
            scenario, classes: classes, fps: fps, progress: progress, timelineURL: timeline)
        }
      }
    }
    progress.didTearDown(scenario)
    return try result.get()
  }

  private static func simulate(
    _ scenario: Scenario, classes: (any UserClassProvider)?, fps: Double,
    progress: any RecordingProgress, timelineURL: URL?
  ) throws(RecordingError) -> Outcome {
    progress.willBuild(scenario)
    let simulation = scenario.makeSimulation(
      framesPerSecond: fps, textMeasurer: try? PangoTextMeasurer(), classes: classes)
    // The scene is released when this function returns: the code's `deinit`s run then.
    defer {
      progress.willTearDown(scenario)
      withExtendedLifetime(simulation) {}
    }
    let recorder = ExpectationRecorder(expectations: scenario.expectations, framesPerSecond: fps)
    var timeline: TimelineWriter?
    if let timelineURL {
      do {
        try FileManager.default.createDirectory(
          at: timelineURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        timeline = try TimelineWriter(
          output: AtomicFile(destination: timelineURL), scenario: scenario,
          framesPerSecond: fps, frameCount: simulation.frameCount)
      } catch {
        throw .timelineUnavailable(error)
      }
    }
    progress.begin(scenario)
    while true {
      let index = simulation.nextFrameIndex
      progress.willSimulate(scenario, frame: index, time: simulation.time(ofFrame: index))
      guard let frame = simulation.nextFrame() else { break }
      recorder.observe(frame, in: simulation.window)
      do {
        try timeline?.append(frame)
      } catch {
        timeline?.abandon()
        progress.end()
        throw .timelineUnavailable(error)
      }
      progress.update(done: frame.index + 1, total: simulation.frameCount)
    }
    progress.willFinish(scenario)
    progress.end()
    if let failure = simulation.failure {
      timeline?.abandon()
      throw .viewNotFound(scenario.error(for: failure))
    }
    do {
      try timeline?.finish()
    } catch {
      throw .timelineUnavailable(error)
    }
    return Outcome(
      results: recorder.results(isSettled: simulation.isSettled),
      frameCount: simulation.frameCount, isSettled: simulation.isSettled)
  }
}
