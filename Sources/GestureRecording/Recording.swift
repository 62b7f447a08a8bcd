import Foundation
import GestureCore
import Renderer
import Scenario

/// An interaction of your own view controller (or view), recorded as the command line records
/// a scenario file: a simulated device, a script of touches, and the same outputs written into
/// a directory (frames, animated image, contact sheet, review page, `review.md`,
/// `timeline.json`), without a scenario file. For a Swift package or a Swift Testing test:
///
/// ```swift
/// let recording = Recording(
///   of: CardViewController(), device: .iPhoneSE,
///   script: [.drag(from: "card", by: CGPoint(x: 150, y: 200), duration: 0.8), .wait(0.5)])
/// let result = try recording.write(to: directory, options: .init(formats: [.png, .gif]))
/// ```
///
/// The controller is made when ``write(to:options:)`` builds the scene, inside the simulation
/// (its initializer, `loadView` and `viewDidLoad` run there, their prints are timeline events
/// at time 0, and its view is the size of the screen), then installed as a scene delegate
/// installs a window's root view controller; each write makes a new one. Steps find views by
/// `accessibilityIdentifier` when they begin, as a scenario's `on` and `from` do; they mean
/// what the scenario file's script steps mean and become touches through the same compiler
/// (docs/scenario.md, "Script"). Time is simulated: the same recording writes the same bytes
/// on every run (docs/swift-api.md).
public struct Recording {
  /// The version of gesturerender the outputs name (the review page, `review.md`).
  public static let toolVersion = "0.1.0"

  /// Names the outputs (`NAME.gif`, `NAME-sheet.png`) and the timeline; `nil` for the output
  /// directory's name. A plain file name: not empty, `.` or `..`, without `/` or control
  /// characters, at most 200 bytes.
  public var name: String?
  /// One or two sentences for the review page and `review.md`, if any.
  public var summary: String?
  /// The screen simulated (``Device/iPhoneSE`` by default).
  public var device: Device
  /// Frames per second of the outputs and of the touch sampling, 1…240.
  public var framesPerSecond: Double
  /// How long the run is, seconds (0…3600); `nil` ends it when the script ends. Add a
  /// ``Step/wait(_:file:line:column:)`` to let an animation or a scroll settle.
  public var duration: Double?
  /// The steps, one after another from time 0.
  public var script: [Step]
  /// Where `UIImage(named:)` looks, in order (a folder of `card.png`, `card@2x.png`, …); empty
  /// by default.
  public var imageDirectories: [URL]

  /// Makes the root view controller of a new scene.
  private let makeRootViewController: @MainActor () -> UIViewController
  /// Where the recording was written, for its errors.
  private let place: ScenarioError

  /// A recording of `viewController`, made anew each time the recording is written (the
  /// argument is evaluated then, inside the simulation).
  ///
  /// - Parameters:
  ///   - viewController: the window's root view controller, such as `CardViewController()`.
  ///   - name: names the outputs; `nil` for the output directory's name.
  ///   - summary: one or two sentences for the review page.
  ///   - device: the screen simulated.
  ///   - framesPerSecond: 1…240.
  ///   - duration: seconds; `nil` for the script's end.
  ///   - script: the steps.
  ///   - file, line, column: where the recording is written, for its errors; leave the
  ///     defaults.
  public init(
    of viewController: @autoclosure @escaping @MainActor () -> UIViewController,
    name: String? = nil, summary: String? = nil, device: Device = .iPhoneSE,
    framesPerSecond: Double = 60, duration: Double? = nil, script: [Step],
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    makeRootViewController = viewController
    self.name = name
    self.summary = summary
    self.device = device
    self.framesPerSecond = framesPerSecond
    self.duration = duration
    self.script = script
    imageDirectories = []
    place = ScenarioError(file: file, line: line, column: column, message: "")
  }

  /// A recording of `view` on a plain white screen: the root view controller's view is
  /// white, the size of the screen, and holds `view` at its own frame (the argument is
  /// evaluated each time the recording is written, inside the simulation).
  ///
  /// - Parameters: as ``init(of:name:summary:device:framesPerSecond:duration:script:file:line:column:)``,
  ///   with `view` the view to put on screen, such as `DraggableImageView(frame: …)`.
  public init(
    of view: @autoclosure @escaping @MainActor () -> UIView,
    name: String? = nil, summary: String? = nil, device: Device = .iPhoneSE,
    framesPerSecond: Double = 60, duration: Double? = nil, script: [Step],
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(
      of: ViewHostController(content: view()), name: name, summary: summary, device: device,
      framesPerSecond: framesPerSecond, duration: duration, script: script, file: file,
      line: line, column: column)
  }

  /// Simulates the recording and writes its outputs into `directory` (created with its
  /// parents if missing), as the command line writes a scenario's: frame files and animated
  /// images in `options.formats`, the sheet, `index.html`, `review.md` and `timeline.json`.
  /// Frame files an earlier run left there (`frame-NNNN.png|svg`) and this one did not write
  /// are removed; other files are left alone.
  ///
  /// - Returns: what was written, with the last frame's view geometry and every event.
  /// - Throws: ``RecordingError``; everything but a failure part-way is found before any file
  ///   is written.
  @MainActor
  @discardableResult
  public func write(to directory: URL, options: Options = Options()) throws(RecordingError)
    -> Result
  {
    let name = self.name ?? directory.standardizedFileURL.lastPathComponent
    let steps = try checkedSteps()
    let scenario = Scenario(
      name: name, summary: summary, device: device, framesPerSecond: framesPerSecond,
      duration: duration, script: steps.map(\.command), rootViewController: "Recording",
      file: place.file,
      stepPlaces: Dictionary(uniqueKeysWithValues: steps.enumerated().map { ($0, $1.place) }),
      imageDirectories: imageDirectories)
    try check(name: name, duration: scenario.duration, options: options)
    if let problem = options.problem { throw .invalidOptions(problem) }
    let frameCount = Simulation.frameCount(
      duration: scenario.duration, framesPerSecond: framesPerSecond)
    let selected: [Int]
    do {
      selected = try options.frames.resolve(
        frameCount: frameCount, framesPerSecond: framesPerSecond)
    } catch {
      throw .invalidOptions("frames: \(error.message)")
    }
    var ffmpeg: URL?
    if let video = options.formats.first(where: \.isVideo) {
      ffmpeg = VideoSink.locateFFmpeg()
      if ffmpeg == nil {
        throw .outputSetupFailed(VideoSink.missingFFmpeg(for: video == .mp4 ? .mp4 : .webm))
      }
    }
    let pipeline = RecordingPipeline(
      options: options, command: nil, toolVersion: Recording.toolVersion, ffmpeg: ffmpeg)
    let notes = NoteCollector()
    let outcome = try pipeline.run(
      scenario, classes: RootViewControllerMaker(make: makeRootViewController),
      framesPerSecond: framesPerSecond, frames: selected, into: directory, progress: notes)
    return Result(outcome, directory: directory, notes: notes.notes + outcome.notes)
  }

  /// The steps, each checked, with the place it was written at.
  private func checkedSteps() throws(RecordingError) -> [Step] {
    for (index, step) in script.enumerated() {
      if let problem = step.problem {
        var error = step.place
        error.path = "script[\(index)]"
        error.message = problem
        throw .invalidRecording(error)
      }
    }
    return script.enumerated().map { index, step in
      var step = step
      step.place.path = "script[\(index)]"
      return step
    }
  }

  /// Checks the recording's own values, with the command line's limits for a scenario file.
  private func check(name: String, duration: Double, options: Options) throws(RecordingError) {
    func fail(_ path: String, _ message: String) -> RecordingError {
      var error = place
      error.path = path
      error.message = message
      return .invalidRecording(error)
    }
    if name.isEmpty || name == "." || name == ".." || name.contains("/")
      || name.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
    {
      throw fail(
        "name",
        "the name names the output files, so it must be a plain file name (not empty, '.', "
          + "'..', and without '/' or control characters; got '\(name)')")
    }
    if name.utf8.count > 200 {
      throw fail("name", "the name is \(name.utf8.count) bytes long; it may have at most 200")
    }
    if !framesPerSecond.isFinite || !(1...240).contains(framesPerSecond) {
      throw fail("framesPerSecond", "must be from 1 to 240 (got \(framesPerSecond))")
    }
    if let given = self.duration, !given.isFinite || !(0...3600).contains(given) {
      throw fail("duration", "must be from 0 to 3600 seconds (got \(given))")
    }
    if let problem = Scenario.frameCountProblem(
      duration: duration, framesPerSecond: framesPerSecond)
    {
      throw fail("duration", problem)
    }
    let size = device.size
    guard size.width >= 1, size.height >= 1, size.width <= 10_000, size.height <= 10_000,
      device.scale.isFinite, (1...4).contains(device.scale)
    else {
      throw fail(
        "device",
        "the screen must be 1…10000 points on a side at a scale of 1…4 (got "
          + "\(size.width)×\(size.height) at \(device.scale))")
    }
    let insets = device.safeAreaInsets
    if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { !($0 >= 0) }) {
      throw fail("device", "safe-area insets must be 0 or more")
    }
    let scale = options.scale ?? device.scale
    if max(size.width, size.height) * scale > Device.maximumPixels {
      throw fail(
        "device",
        "the screen is \(max(size.width, size.height) * scale) pixels on a side at scale "
          + "\(scale); the limit is \(Device.maximumPixels)")
    }
  }
}

/// Makes the recording's root view controller whatever name the scene asks for.
@MainActor
private struct RootViewControllerMaker: UserClassProvider {
  let make: @MainActor () -> UIViewController

  func makeView(_ name: String, frame: CGRect) -> UIView? { nil }
  func makeViewController(_ name: String) -> UIViewController? { make() }
}
