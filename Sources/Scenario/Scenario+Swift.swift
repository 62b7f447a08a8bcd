import Foundation
import GestureCore

extension Scenario {
  /// A scenario made in Swift rather than read from a file: the scene is one root view
  /// controller (its view keeps the background its code gives it), made by the ``UserClassProvider`` given to
  /// ``makeSimulation(framesPerSecond:textMeasurer:classes:)`` for the name
  /// `rootViewController`, and the script is steps with a scenario file's meaning (the same
  /// ``ScriptCompiler`` turns them into touches). `GestureRecording`'s `Recording` makes these.
  ///
  /// - Parameters:
  ///   - name: names the outputs (`NAME.gif`) and the timeline; a plain file name.
  ///   - summary: one or two sentences for the review page, if any.
  ///   - device: the screen simulated.
  ///   - framesPerSecond: 1…240.
  ///   - duration: seconds, 0…3600; `nil` ends the run when the script ends.
  ///   - script: the steps, already checked (durations, fingers, ids).
  ///   - rootViewController: the name the class provider is asked for.
  ///   - file: what the timeline's `file` and messages name (the Swift file that made it).
  ///   - stepPlaces: where each step was written, by index, for the located error of a step
  ///     whose view is not there (``error(for:)``); steps without a place are named by index.
  ///   - imageDirectories: where `UIImage(named:)` looks, in order.
  package init(
    name: String, summary: String?, device: Device, framesPerSecond: Double, duration: Double?,
    script: [ScriptCommand], rootViewController: String, file: String,
    stepPlaces: [Int: ScenarioError], imageDirectories: [URL]
  ) {
    let document = ScenarioDocument(
      name: name, description: summary, device: device, fps: framesPerSecond,
      duration: duration, script: script,
      rootViewController: rootViewController)
    self.init(
      name: name, summary: summary, device: device, framesPerSecond: framesPerSecond,
      duration: duration ?? ScriptCompiler.scriptEnd(script), file: file, codeFiles: [],
      userClasses: [], stepPlaces: stepPlaces, document: document, images: [:],
      imageDirectories: imageDirectories)
  }
}
