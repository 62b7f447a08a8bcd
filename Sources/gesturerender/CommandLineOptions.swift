import Foundation
import GestureCore
import GestureRecording
import Renderer
import Scenario

/// The parsed command line of rendering, the default command: `gesturerender SCENARIO... -o DIR
/// [options]`; its declaration (``spec``) is in RenderSpec.swift.
struct CommandLineOptions: Equatable {
  /// What to write for each frame (`--format`).
  typealias Format = OutputFormat

  var scenarios: [String] = []
  var outputDirectory: String?
  var formats: [Format] = [.png]
  var framesPerSecond: Double?
  var scale: Double?
  /// `--appearance light|dark`: overrides the scenario's `appearance`.
  var appearance: UIUserInterfaceStyle?
  /// `--interface-level base|elevated`: overrides the scenario's `interfaceLevel`.
  var interfaceLevel: UIUserInterfaceLevel?
  /// `--content-size CATEGORY`: overrides the scenario's `contentSizeCategory`.
  var contentSizeCategory: UIContentSizeCategory?
  /// `--layout-direction ltr|rtl`: overrides the scenario's `layoutDirection`.
  var layoutDirection: UIUserInterfaceLayoutDirection?
  /// `--chrome`: draw the device's status bar, cutout, home indicator and corners.
  var showsChrome = false
  var showsTouches = true
  var showsCaptions = false
  var showsTrails = false
  var showsOutlines = false
  /// `--accessibility`: number VoiceOver's elements and list them in a legend.
  var showsAccessibility = false
  var showsFrameInfo = false
  /// `--frames`, `--at`, `--last-frame`, added up.
  var selection = FrameSelection()
  var writesSheet = false
  var sheetEvery: Int?
  var sheetColumns: Int?
  /// `--plot SPEC`, once per chart, in order.
  var plots: [PlotSpec] = []
  var writesPage = true
  var writesMarkdown = true
  var gifFramesPerSecond: Double?
  var webpQuality: Double?
  /// `--max-size SIZE`: the largest each animated image may be, bytes.
  var maximumAnimationBytes: UInt64?
  var isVerbose = false
  /// `--jobs N`: threads that encode and write PNG frames (default: the number of cores).
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// `--shard I/N`: render only the scenarios whose position (from 0) modulo `count` is `index`.
  var shard: Shard?
  /// `--timings FILE`: where to write the JSON timing report.
  var timingsPath: String?
  /// `--png-writer`: which PNG writer encodes frames.
  var pngWriter: PNGWriterKind = .fast
  var isQuiet = false
  /// `--no-code`: refuse scenarios that name Swift code instead of compiling and running it.
  var refusesCode = false
  /// `--allow-outside-images`: let image paths leave the scenario file's folder.
  var allowsOutsideImages = false
  /// `--code-timeout S`: how long a step of user code may run without the simulation
  /// advancing a frame before the run is stopped, seconds.
  var codeTimeout = 60.0
  var wantsHelp = false
  var wantsVersion = false

  /// The output options the pipeline takes (`GestureRecording`'s, shared with the Swift API).
  var recordingOptions: Recording.Options {
    Recording.Options(
      formats: formats, frames: selection, scale: scale, showsTouches: showsTouches,
      showsTrails: showsTrails, showsOutlines: showsOutlines, showsCaptions: showsCaptions,
      showsFrameInfo: showsFrameInfo, writesSheet: writesSheet, sheetEvery: sheetEvery,
      sheetColumns: sheetColumns, writesPage: writesPage, writesMarkdown: writesMarkdown,
      gifFramesPerSecond: gifFramesPerSecond, webpQuality: webpQuality, jobs: jobs,
      pngWriter: pngWriter, plots: plots, maximumAnimationBytes: maximumAnimationBytes,
      showsAccessibility: showsAccessibility)
  }

  /// Parses `arguments` (without the program name) by the declaration.
  ///
  /// - Throws: `CommandError` with code `.usage` and a message naming the offending argument.
  static func parse(_ arguments: [String]) throws -> CommandLineOptions {
    try spec.parse(arguments, elsewhere: Commands.optionNames(except: nil))
  }

  /// `gesturerender --help`.
  static var help: String { spec.help }

  /// The usage line of rendering.
  static var usage: String { spec.usage }
}
