import Foundation
import GestureCore
import Renderer
import Scenario

/// Simulates a scenario without drawing anything and evaluates its expectations (`expect`):
/// what `gesturerender check` runs. The scene, the script and the text measurement are those
/// of a rendering run (``RecordingPipeline``), so the values are the ones its frames show; no
/// frame is drawn and no file is written.
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
  /// expectations; `progress` hears of every frame (for a supervising process's record).
  ///
  /// - Throws: ``RecordingError/viewNotFound(_:)`` when a script step names a view the window
  ///   does not have (the located error of the step).
  package static func run(
    _ scenario: Scenario, classes: (any UserClassProvider)?, framesPerSecond fps: Double,
    progress: any RecordingProgress
  ) throws(RecordingError) -> Outcome {
    let runtime = classes?.objectiveCRuntime
    let result = NamedImageLookup.$current.withValue(scenario.namedImageLookup) {
      ObjectiveCRuntime.$current.withValue(runtime) {
        Result { () throws(RecordingError) -> Outcome in
          try simulate(scenario, classes: classes, fps: fps, progress: progress)
        }
      }
    }
    progress.didTearDown(scenario)
    return try result.get()
  }

  private static func simulate(
    _ scenario: Scenario, classes: (any UserClassProvider)?, fps: Double,
    progress: any RecordingProgress
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
    progress.begin(scenario)
    while true {
      let index = simulation.nextFrameIndex
      progress.willSimulate(scenario, frame: index, time: simulation.time(ofFrame: index))
      guard let frame = simulation.nextFrame() else { break }
      recorder.observe(frame, in: simulation.window)
      progress.update(done: frame.index + 1, total: simulation.frameCount)
    }
    progress.willFinish(scenario)
    progress.end()
    if let failure = simulation.failure {
      throw .viewNotFound(scenario.error(for: failure))
    }
    return Outcome(
      results: recorder.results(isSettled: simulation.isSettled),
      frameCount: simulation.frameCount, isSettled: simulation.isSettled)
  }
}
