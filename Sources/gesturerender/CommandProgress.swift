import Foundation
import GestureRecording
import Scenario
import StandardStreams

/// What the pipeline reports while a scenario runs, for the command line: frames done go to
/// the progress bar, each frame's stage to the record a supervising process reads
/// (`ProgressWriter`, only in a supervised child), and notes to standard error.
@MainActor
struct CommandProgress: RecordingProgress {
  let bar: ProgressBar
  /// `nil` unless this process renders for a `CodeSupervisor`.
  let writer: ProgressWriter?

  func willBuild(_ scenario: Scenario) {
    writer?.record("building", file: scenario.file, name: scenario.name, frame: 0, time: 0)
  }

  func willFinish(_ scenario: Scenario) {
    writer?.record("finishing", file: scenario.file, name: scenario.name, frame: 0, time: 0)
  }

  func willTearDown(_ scenario: Scenario) {
    writer?.record("tearing down", file: scenario.file, name: scenario.name, frame: 0, time: 0)
  }

  func didTearDown(_ scenario: Scenario) {
    writer?.record("finishing", file: scenario.file, name: scenario.name, frame: 0, time: 0)
  }

  func begin(_ scenario: Scenario) { bar.begin(scenario.name) }

  func willSimulate(_ scenario: Scenario, frame: Int, time: Double) {
    writer?.record("simulating", file: scenario.file, name: scenario.name, frame: frame, time: time)
  }

  func willDraw(_ scenario: Scenario, frame: Int, time: Double) {
    writer?.record("drawing", file: scenario.file, name: scenario.name, frame: frame, time: time)
  }

  func update(done: Int, total: Int) { bar.update(done: done, total: total) }

  func end() { bar.end() }

  func note(_ line: String) {
    let text = TerminalText.escape(line, keepingLineFeeds: true)
    StandardStreams.writeError(text + "\n")
  }
}
