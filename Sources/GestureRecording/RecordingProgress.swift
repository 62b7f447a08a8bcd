import Scenario

/// What a run of the pipeline tells whoever drives it, as it goes: the command line's progress
/// bar and the record a supervising process reads to name the frame a crash or hang happened
/// in (`CodeSupervisor`). A ``Recording`` listens with ``NoteCollector``.
@MainActor
package protocol RecordingProgress {
  /// The scenario's scene is about to be built: the code's initializers, `loadView` and
  /// `viewDidLoad` run.
  func willBuild(_ scenario: Scenario)
  /// The scenario's frames are all simulated; the outputs are finishing.
  func willFinish(_ scenario: Scenario)
  /// The scenario's scene is about to be released: the code's `deinit`s run.
  func willTearDown(_ scenario: Scenario)
  /// The scenario's scene is released; the code does not run again for this scenario.
  func didTearDown(_ scenario: Scenario)
  /// The scenario's frames start (after its outputs are set up).
  func begin(_ scenario: Scenario)
  /// Frame `frame`, at `time` seconds, is about to be simulated: the scenario's code runs.
  func willSimulate(_ scenario: Scenario, frame: Int, time: Double)
  /// Frame `frame` was simulated and goes to the outputs.
  func willDraw(_ scenario: Scenario, frame: Int, time: Double)
  /// `done` of `total` frames are finished.
  func update(done: Int, total: Int)
  /// The frames are done, or the run failed part-way.
  func end()
  /// A line worth reading that is not an error, such as a stale frame that could not be
  /// removed: `PATH: note: left in place: …`.
  func note(_ line: String)
}

extension RecordingProgress {
  /// Default: nothing.
  package func willBuild(_ scenario: Scenario) {}
  /// Default: nothing.
  package func willFinish(_ scenario: Scenario) {}
  /// Default: nothing.
  package func willTearDown(_ scenario: Scenario) {}
  /// Default: nothing.
  package func didTearDown(_ scenario: Scenario) {}
}

/// Keeps the notes of a run and ignores its progress.
@MainActor
final class NoteCollector: RecordingProgress {
  /// The notes, in order.
  private(set) var notes: [String] = []

  func begin(_ scenario: Scenario) {}
  func willSimulate(_ scenario: Scenario, frame: Int, time: Double) {}
  func willDraw(_ scenario: Scenario, frame: Int, time: Double) {}
  func update(done: Int, total: Int) {}
  func end() {}
  func note(_ line: String) { notes.append(line) }
}
