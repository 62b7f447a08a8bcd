import Foundation
import GestureCore
import SampleCode

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
  /// The appearance of the simulated screen: ``GestureCore/UIUserInterfaceStyle/light`` (the
  /// default) or ``GestureCore/UIUserInterfaceStyle/dark`` (the file's `appearance`, which
  /// `--appearance` overrides by setting this). Every view's `traitCollection` inherits it.
  public var appearance: UIUserInterfaceStyle = .light
  /// The level of the simulated screen: ``GestureCore/UIUserInterfaceLevel/base`` (the
  /// default) or ``GestureCore/UIUserInterfaceLevel/elevated`` (the file's `interfaceLevel`,
  /// which `--interface-level` overrides by setting this), as for content in a sheet or a
  /// popover; in dark the system backgrounds are lighter at the elevated level. Every view's
  /// `traitCollection` has it.
  public var interfaceLevel: UIUserInterfaceLevel = .base
  /// The text size of the simulated screen, Dynamic Type's content size category
  /// (``GestureCore/UIContentSizeCategory/large`` by default; the file's
  /// `contentSizeCategory`, which `--content-size` overrides by setting this). Every view's
  /// `traitCollection.preferredContentSizeCategory` has it, and
  /// `UIFont.preferredFont(forTextStyle:)` sizes its fonts by it.
  public var contentSizeCategory: UIContentSizeCategory = .large
  /// The app's layout direction (``GestureCore/UIUserInterfaceLayoutDirection/leftToRight`` by
  /// default; the file's `layoutDirection`, which `--layout-direction` overrides by setting
  /// this): `UIApplication.shared.userInterfaceLayoutDirection`, the window's trait collection
  /// `layoutDirection`, and what leading and trailing mean for views whose
  /// `semanticContentAttribute` is unspecified.
  public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  /// Whether frames are drawn with the device's chrome (``Device/chrome``: status bar, notch
  /// or Dynamic Island, home indicator, rounded corners): the file's `chrome`, which `--chrome`
  /// turns on by setting this.
  public var showsChrome = false
  /// Frames per second, 1…240 (default 60).
  public var framesPerSecond: Double
  /// How long the run is, seconds: the file's `duration`, else when the script ends.
  public var duration: Double
  /// The file as the user named it, for messages.
  public var file: String

  /// The user's Swift files the scenario names (`code`), in order: where each is (`path`,
  /// absolute) and how messages name it (`display`, relative to where the scenario was named).
  public var codeFiles: [(path: String, display: String)]
  /// The Swift language mode ``codeFiles`` compile in: 5 (the default, as most app targets in
  /// Xcode are) or 6 (the file's `swiftLanguageMode`).
  public var swiftLanguageMode: Int { document.swiftLanguageMode }
  /// The user classes the scenario names and where: the root view controller
  /// (`rootViewController`) and each view's `class`, each once, in file order. Building the
  /// scene needs a ``UserClassProvider`` that makes them.
  public var userClasses: [UserClassRequest]

  /// The scenario's `expect` entries, in file order, each with its place in the file;
  /// ``ExpectationRecorder`` evaluates them along a run.
  public var expectations: [Expectation] = []

  /// Where each script step that targets a view names it, by step index, for run-time errors.
  let stepPlaces: [Int: ScenarioError]
  /// Where each of the scenario's `plots` is, by index, for run-time errors.
  var plotPlaces: [ScenarioError] = []

  /// The charts of values over time the scenario asks for (`plots`), in file order.
  public var plots: [PlotSpec] { document.plots }

  let document: ScenarioDocument
  /// The image of each image view that has one, by view id, resolved and measured.
  let images: [String: UIImage]
  /// The storyboard or nib the scenario names (`storyboard`, `nib`), read and checked.
  var interfaceBuilderDocument: IBDocument? = nil
  /// The folders `UIImage(named:)` looks in: the scenario file's (image paths are relative to
  /// it), or those a recording made in Swift names.
  let imageDirectories: [URL]

  /// Where a scenario's image files may be.
  public enum ImageAccess: Sendable, Equatable {
    /// Inside the scenario file's folder tree, symbolic links resolved (the default): a
    /// scenario from someone else cannot make the tool read, or say whether there is, a file
    /// elsewhere.
    case scenarioFolder
    /// Anywhere: absolute paths and `..` out of the folder too (`--allow-outside-images`).
    case anywhere
  }

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

  /// Reads and checks the scenario at `url`; its image files must be where `imageAccess`
  /// allows (by default inside the file's folder).
  ///
  /// - Throws: `ScenarioError` of kind `.unreadable` when the file cannot be read, `.invalid`
  ///   with line, column and JSON path when it is not a valid scenario.
  public static func load(
    contentsOf url: URL, displayName: String? = nil, imageAccess: ImageAccess = .scenarioFolder
  ) throws(ScenarioError) -> Scenario {
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
    return try decode(
      data, file: file, baseDirectory: url.deletingLastPathComponent(), imageAccess: imageAccess)
  }

  /// Decodes and checks scenario text; `file` names it in errors and provides the default name.
  /// UIImage paths are resolved against `baseDirectory` (default: the directory of `file`) and
  /// must be where `imageAccess` allows (by default inside that folder).
  ///
  /// - Throws: `ScenarioError` of kind `.invalid` with line, column and JSON path.
  public static func decode(
    _ data: Data, file: String, baseDirectory: URL? = nil,
    imageAccess: ImageAccess = .scenarioFolder
  ) throws(ScenarioError) -> Scenario {
    let (document, map) = try ScenarioLoader.load(data: data, file: file)
    let directory = baseDirectory ?? URL(fileURLWithPath: file).deletingLastPathComponent()
    let images = try ImageResolver.resolve(
      document, baseDirectory: directory, file: file, map: map, access: imageAccess)
    let codeFiles = try CodeResolver.resolve(
      document, baseDirectory: directory, file: file, map: map)
    let userClasses = CodeResolver.userClasses(of: document, file: file, map: map)
    let interfaceBuilderDocument = try InterfaceBuilderResolver.resolve(
      document, baseDirectory: directory, file: file, map: map)
    var stepPlaces: [Int: ScenarioError] = [:]
    for (index, command) in document.script.enumerated() {
      guard let (_, keys) = command.target else { continue }
      stepPlaces[index] = ScenarioLoader.error(
        file: file, map: map, path: [.key("script"), .index(index)] + keys.map { .key($0) },
        message: "")
    }
    for step in ScriptCompiler.trackSteps(document.script) {
      guard let (_, keys) = step.command.target else { continue }
      stepPlaces[step.id] = ScenarioLoader.error(
        file: file, map: map,
        path: [
          .key("script"), .index(step.outer), .key("fingers"), .index(step.track),
          .index(step.index),
        ] + keys.map { .key($0) },
        message: "")
    }
    let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    if document.name == nil, let problem = ScenarioDocument.nameProblem(base) {
      throw ScenarioError(
        file: file,
        message: "the scenario has no \"name\", so its file name gives it one, which "
          + problem + "; rename the file or add a \"name\"")
    }
    let expectations = document.expect.enumerated().map { index, spec in
      let position = map.position(ofValueAt: [.key("expect"), .index(index)])
      return Expectation(
        kind: spec.kind, index: index, file: file, line: position?.line, column: position?.column)
    }
    var scenario = Scenario(
      name: document.name ?? base, summary: document.description, device: document.device,
      appearance: document.appearance, interfaceLevel: document.interfaceLevel,
      contentSizeCategory: document.contentSizeCategory,
      layoutDirection: document.layoutDirection, showsChrome: document.chrome,
      framesPerSecond: document.fps,
      duration: document.duration ?? ScriptCompiler.scriptEnd(document.script), file: file,
      codeFiles: codeFiles, userClasses: userClasses, expectations: expectations,
      stepPlaces: stepPlaces, document: document,
      images: images, imageDirectories: [directory.standardizedFileURL])
    scenario.interfaceBuilderDocument = interfaceBuilderDocument
    scenario.plotPlaces = document.plots.indices.map {
      ScenarioLoader.error(
        file: file, map: map, path: [.key("plots"), .index($0)], message: "")
    }
    return scenario
  }

  /// The located error for the scenario's plot `plot` (an index into ``plots``) with `message`,
  /// at `offset` characters into its text:
  /// `drag.json:30:14: error: plots[0]: no view has id 'crad' …`.
  public func plotError(plot: Int, offset: Int, message: String) -> ScenarioError {
    var error =
      plot < plotPlaces.count
      ? plotPlaces[plot] : ScenarioError(file: file, path: "plots[\(plot)]", message: "")
    error.column = error.column.map { $0 + 1 + offset }
    error.message = message
    return error
  }

  /// Where `UIImage(named:)` looks during this scenario's run: the scenario file's folder (the
  /// scenario's "main bundle"; a recording made in Swift names its own folders), preferring the device's scale (`@2x` on `iphone-se`, `@3x` on
  /// `iphone-15`); and where `UIColor(named:)` and `UIImage(named:)` find asset catalogs: the
  /// `*.xcassets` folders directly inside those folders and inside each folder holding the
  /// scenario's `code` files, as an Xcode target bundles the catalogs among its sources
  /// (docs/asset-catalogs.md). ``makeSimulation(framesPerSecond:textMeasurer:classes:)`` binds it while it
  /// builds the views (unless an equal lookup is bound already, whose catalogs it reuses); a
  /// runner binds it around the frames too
  /// (`NamedImageLookup.$current.withValue(scenario.namedImageLookup) { … }`).
  public var namedImageLookup: NamedImageLookup {
    var catalogFolders = imageDirectories
    for code in codeFiles {
      let folder = URL(fileURLWithPath: code.path).deletingLastPathComponent().standardizedFileURL
      if !catalogFolders.contains(folder) { catalogFolders.append(folder) }
    }
    return NamedImageLookup(
      directories: imageDirectories, displayScale: CGFloat(device.scale),
      catalogFolders: catalogFolders)
  }

  /// A fresh simulation of the scenario: its own window, views and behaviours, fed the script
  /// sampled at `framesPerSecond` (the scenario's own rate unless overridden). Labels placed by
  /// constraints measure their text with `textMeasurer` (the renderer's `PangoTextMeasurer`);
  /// without one they have no intrinsic size.
  @MainActor
  public func makeSimulation(
    framesPerSecond fps: Double? = nil, textMeasurer: (any TextMeasuring)? = nil,
    classes: (any UserClassProvider)? = nil
  ) -> Simulation {
    let rate = fps ?? framesPerSecond
    // The built-in behaviours' code (SampleCode) and the scenario's own code send messages.
    let runtime = ObjectiveCRuntime.combining(
      sampleCodeObjectiveCRuntime(), classes?.objectiveCRuntime)
    // The runner's lookup when it is this scenario's: its catalogs are read once a run.
    let lookup =
      NamedImageLookup.current == namedImageLookup ? NamedImageLookup.current : namedImageLookup
    let window = NamedImageLookup.$current.withValue(lookup) {
      ObjectiveCRuntime.$current.withValue(runtime) {
        SceneBuilder(
          document: document, images: images, classes: classes, textMeasurer: textMeasurer,
          appearance: appearance, interfaceLevel: interfaceLevel,
          contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection,
          interfaceBuilderDocument: interfaceBuilderDocument
        ).makeWindow()
      }
    }
    window.objectiveCRuntime = runtime
    window.textMeasurer = textMeasurer
    let simulation = Simulation(
      window: window, framesPerSecond: rate, duration: duration,
      input: ScriptCompiler.compile(document.script, framesPerSecond: rate))
    // The scroll view is found when the step begins, by identifier: one the code made too.
    for (step, time, action) in ScriptCompiler.programmaticSteps(document.script) {
      if case .typeText(let text, let interval) = action {
        // One key every `interval` seconds, into whatever is the first responder then.
        for (index, key) in KeyboardKey.keys(of: text).enumerated() {
          let delay = time + Double(index) * interval - window.scheduler.now
          window.scheduler.schedule(after: delay) { [weak window] in
            window?.keyboard.type(key)
          }
        }
        continue
      }
      guard case .setContentOffset(let id, let offset, let animated) = action else { continue }
      simulation.perform(step: step, at: time, onViewIdentifiedBy: id) { [weak window] view in
        guard let scrollView = view as? UIScrollView else {
          return .wrongViewClass(
            identifier: id, step: step, time: time, found: String(describing: type(of: view)),
            expected: "UIScrollView")
        }
        window?.eventLog.record(
          "script.setContentOffset", view: scrollView,
          detail: "\(format(offset))\(animated ? ", animated" : "")")
        scrollView.setContentOffset(offset, animated: animated)
        return nil
      }
    }
    return simulation
  }

  /// The located warning for a step that did something its author likely did not mean:
  /// `card.json:9:22: warning: script[1].tap.on: view 'buy' is off screen at 0.5 s, …`.
  public func warning(for warning: SimulationWarning) -> String {
    var place =
      stepPlaces[warning.step]
      ?? ScenarioError(file: file, path: "script[\(warning.step)]", message: "")
    place.message = warning.message
    return place.warningDescription
  }

  /// The located error for a simulation that stopped early:
  /// `card.json:9:22: error: script[1].tap.on: no view has id 'buy' at 0.5 s; views: card, root`.
  public func error(for failure: SimulationFailure) -> ScenarioError {
    switch failure {
    case .unknownView(let id, let step, let time, let known):
      var error =
        stepPlaces[step]
        ?? ScenarioError(file: file, path: "script[\(step)]", message: "")
      var message = "no view has id '\(id)' at \(format(time)) s, when the step begins"
      if let suggestion = Suggestion.closest(to: id, in: known) {
        message += "; did you mean '\(suggestion)'?"
      } else if !known.isEmpty {
        message +=
          "; views with identifiers: \(known.prefix(12).joined(separator: ", "))"
          + (known.count > 12 ? ", …" : "")
      }
      error.message = message
      return error
    case .ambiguousLabel(let label, let step, let time, let views):
      var error =
        stepPlaces[step]
        ?? ScenarioError(file: file, path: "script[\(step)]", message: "")
      error.message =
        "no view has id '\(label)', and \(views.count) views on screen at \(format(time)) s are "
        + "labelled '\(label)' (\(views.prefix(6).joined(separator: ", "))"
        + (views.count > 6 ? ", …" : "") + "); give the one to touch an accessibilityIdentifier"
      return error
    case .wrongViewClass(let id, let step, let time, let found, let expected):
      var error =
        stepPlaces[step]
        ?? ScenarioError(file: file, path: "script[\(step)]", message: "")
      error.message =
        "view '\(id)' is a \(found) at \(format(time)) s, when the step begins; the step needs "
        + "a \(expected)"
      return error
    case .noCell(let id, let step, let time, let reason):
      var error =
        stepPlaces[step]
        ?? ScenarioError(file: file, path: "script[\(step)]", message: "")
      error.message = "no cell for '\(id)' at \(format(time)) s, when the step begins: \(reason)"
      return error
    }
  }
}
