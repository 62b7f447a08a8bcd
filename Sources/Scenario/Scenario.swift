import Foundation
import GestureCore

/// A checked scenario: the device, frame rate, view tree, behaviours and input script of one
/// simulated interaction, read from a version 1 scenario file (`docs/scenario.md`).
public struct Scenario: Sendable {
  /// The name used for output folders: the file's `name`, else the file name without
  /// extension.
  public var name: String
  /// What the scenario shows, one or two sentences, if given.
  public var summary: String?
  /// The screen simulated.
  public var device: Device
  /// Frames per second, 1…240 (default 60).
  public var framesPerSecond: Double
  /// How long the run is, seconds: the file's `duration`, else when the script ends.
  public var duration: Double
  /// The file as the user named it, for messages.
  public var file: String

  let document: ScenarioDocument
  /// The image of each image view that has one, by view id, resolved and measured.
  let images: [String: UIImage]
  /// The folder image paths are relative to: the scenario file's.
  let baseDirectory: URL

  /// The longest run a scenario may describe, seconds.
  public static let maximumDuration = 3600.0
  /// The most frames one run may produce: 100,000 (27 minutes at 60 fps), enough for any
  /// gesture and small enough that a typo cannot fill a disk.
  public static let maximumFrameCount = 100_000

  /// Why `duration` seconds at `framesPerSecond` are too many frames, or `nil` when they fit
  /// in `maximumFrameCount`.
  public static func frameCountProblem(duration: Double, framesPerSecond: Double) -> String? {
    let frames = Int((duration * framesPerSecond).rounded(.down)) + 1
    guard frames > maximumFrameCount else { return nil }
    return "\(format(duration)) s at \(format(framesPerSecond)) fps would be \(frames) frames; "
      + "the limit is \(maximumFrameCount) (lower the fps or shorten the run)"
  }

  /// Reads and checks the scenario at `url`.
  ///
  /// - Throws: `ScenarioError` of kind `.unreadable` when the file cannot be read, `.invalid`
  ///   with line, column and JSON path when it is not a valid scenario.
  public static func load(contentsOf url: URL, displayName: String? = nil) throws(ScenarioError)
    -> Scenario
  {
    let file = displayName ?? url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path)
        ? "cannot read the file" : "no such file"
      throw ScenarioError(kind: .unreadable, file: file, message: reason)
    }
    return try decode(data, file: file, baseDirectory: url.deletingLastPathComponent())
  }

  /// Decodes and checks scenario text; `file` names it in errors and provides the default name.
  /// UIImage paths are resolved against `baseDirectory` (default: the directory of `file`).
  ///
  /// - Throws: `ScenarioError` of kind `.invalid` with line, column and JSON path.
  public static func decode(_ data: Data, file: String, baseDirectory: URL? = nil)
    throws(ScenarioError) -> Scenario
  {
    let (document, map) = try ScenarioLoader.load(data: data, file: file)
    let directory = baseDirectory ?? URL(fileURLWithPath: file).deletingLastPathComponent()
    let images = try ImageResolver.resolve(
      document, baseDirectory: directory, file: file, map: map)
    let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    return Scenario(
      name: document.name ?? base, summary: document.description, device: document.device,
      framesPerSecond: document.fps,
      duration: document.duration ?? ScriptCompiler.scriptEnd(document.script), file: file,
      document: document, images: images, baseDirectory: directory.standardizedFileURL)
  }

  /// Where `UIImage(named:)` looks during this scenario's run: the scenario file's folder (the
  /// scenario's "main bundle"), preferring the device's scale (`@2x` on `iphone-se`, `@3x` on
  /// `iphone-15`). ``makeSimulation(framesPerSecond:textMeasurer:)`` binds it while it builds
  /// the views; a runner binds it around the frames too
  /// (`NamedImageLookup.$current.withValue(scenario.namedImageLookup) { … }`).
  public var namedImageLookup: NamedImageLookup {
    NamedImageLookup(directories: [baseDirectory], displayScale: CGFloat(device.scale))
  }

  /// A fresh simulation of the scenario: its own window, views and behaviours, fed the script
  /// sampled at `framesPerSecond` (the scenario's own rate unless overridden). Labels placed by
  /// constraints measure their text with `textMeasurer` (the renderer's `PangoTextMeasurer`);
  /// without one they have no intrinsic size.
  @MainActor
  public func makeSimulation(
    framesPerSecond fps: Double? = nil, textMeasurer: (any TextMeasuring)? = nil
  ) -> Simulation {
    let rate = fps ?? framesPerSecond
    let window = NamedImageLookup.$current.withValue(namedImageLookup) {
      SceneBuilder(document: document, images: images).makeWindow()
    }
    window.textMeasurer = textMeasurer
    for (time, action) in ScriptCompiler.programmaticSteps(document.script) {
      guard case .setContentOffset(let id, let offset, let animated) = action else { continue }
      window.scheduler.schedule(after: time) { [weak window] in
        guard let scrollView = window?.descendant(withIdentifier: id) as? UIScrollView else {
          return
        }
        window?.eventLog.record(
          "script.setContentOffset", view: scrollView,
          detail: "\(format(offset))\(animated ? ", animated" : "")")
        scrollView.setContentOffset(offset, animated: animated)
      }
    }
    return Simulation(
      window: window, framesPerSecond: rate, duration: duration,
      input: ScriptCompiler.compile(document.script, framesPerSecond: rate))
  }
}
