import Foundation
import GestureCore
import GestureRecording
import Renderer
import Scenario

/// The parsed command line: `gesturerender SCENARIO... -o DIR [options]`.
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
  /// `--chrome`: draw the device's status bar, cutout, home indicator and corners.
  var showsChrome = false
  var showsTouches = true
  var showsCaptions = false
  var showsTrails = false
  var showsOutlines = false
  var showsFrameInfo = false
  /// `--frames`, `--at`, `--last-frame`, added up.
  var selection = FrameSelection()
  var writesSheet = false
  var sheetEvery: Int?
  var sheetColumns: Int?
  var writesPage = true
  var writesMarkdown = true
  var gifFramesPerSecond: Double?
  var webpQuality: Double?
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
      pngWriter: pngWriter)
  }

  /// One option: its names, its value's name (nil for a flag) and its help line. The table
  /// drives both parsing and `--help`.
  struct Option {
    var names: [String]
    var value: String?
    var help: String

    /// The `OPTIONS:` lines of a command's `--help`: names and value on the left, padded to one
    /// column, the help text after.
    static func helpLines(_ options: [Option]) -> [String] {
      let lefts = options.map {
        $0.names.joined(separator: ", ") + ($0.value.map { " \($0)" } ?? "")
      }
      let column = (lefts.map(\.count).max() ?? 14) + 2
      return zip(options, lefts).map { option, left in
        "  " + left.padding(toLength: column, withPad: " ", startingAt: 0) + option.help
      }
    }
  }

  static let options: [Option] = [
    Option(
      names: ["-o", "--output"], value: "DIR",
      help:
        "Write the outputs into DIR (created if missing). With several scenarios, each gets DIR/<name>/."
    ),
    Option(
      names: ["--format"], value: "LIST",
      help:
        "Comma-separated outputs: png, svg (one file per frame); apng, gif, webp (one animated image); mp4, webm (through ffmpeg, found at run time). Default: png."
    ),
    Option(
      names: ["--frames"], value: "RANGE",
      help:
        "Draw only these frames: N, N-M, N- (to the end), comma-separated, e.g. 0-9,30,100-. Applies to every output; timeline.json keeps every frame."
    ),
    Option(
      names: ["--at"], value: "TIME",
      help:
        "Draw the frame shown at TIME seconds (0.5, 0.5s, 500ms; comma-separated for several). Adds to --frames."
    ),
    Option(
      names: ["--last-frame"], value: nil,
      help: "Draw the last frame (the settled state). Adds to --frames and --at."),
    Option(
      names: ["--sheet"], value: nil,
      help:
        "Write a contact sheet, NAME-sheet.png and .svg: the first and last frame and every frame where a touch or gesture changes state, with times and events."
    ),
    Option(
      names: ["--sheet-every"], value: "N",
      help: "Also put every N-th frame on the contact sheet (implies --sheet)."),
    Option(
      names: ["--sheet-columns"], value: "N",
      help: "Tiles per row of the contact sheet, 1 to 20 (default: up to 5)."),
    Option(
      names: ["--gif-fps"], value: "N",
      help:
        "The GIF's highest frame rate, 1 to 50 (default 50: GIF delays are whole 1/100 s, so faster runs are resampled, and the report says so)."
    ),
    Option(
      names: ["--webp-quality"], value: "N",
      help: "Lossy WebP at quality 0 to 100 (default: lossless)."),
    Option(
      names: ["--fps"], value: "N",
      help: "Frames per second, 1 to 240 (default: the scenario's fps, else 60)."),
    Option(
      names: ["--scale"], value: "N",
      help: "Pixels per point, 1 to 4 (default: the device's scale, e.g. 2 for iphone-se)."),
    Option(
      names: ["--appearance"], value: "light|dark",
      help:
        "The screen's appearance, which dynamic colours follow (default: the scenario's, else light)."
    ),
    Option(
      names: ["--chrome"], value: nil,
      help:
        "Draw the device's status bar, notch or Dynamic Island, home indicator and rounded corners."
    ),
    Option(names: ["--no-touches"], value: nil, help: "Do not draw the touch indicators."),
    Option(
      names: ["--captions"], value: nil,
      help: "Caption gesture states at the bottom of each frame (\"long press (b1): began\")."),
    Option(
      names: ["--trails"], value: nil,
      help: "Draw a trail behind each touch indicator (its last 0.3 s)."),
    Option(names: ["--outlines"], value: nil, help: "Outline every view and tag it with its id."),
    Option(
      names: ["--frame-info"], value: nil,
      help: "Show the frame number and time at the top right of each frame."),
    Option(
      names: ["--all-overlays"], value: nil,
      help: "Touches, trails, outlines, gesture captions and frame info together."),
    Option(
      names: ["--no-page"], value: nil,
      help: "Do not write index.html (the review page; written by default with png or svg frames)."),
    Option(
      names: ["--no-markdown"], value: nil,
      help: "Do not write review.md (the pull-request snippet; written by default)."),
    Option(
      names: ["-j", "--jobs"], value: "N",
      help:
        "Encode PNG frames on N threads, 1 to 64 (default: the number of cores). Frames are drawn in order on one thread; the frame files do not depend on N (review.md records the command line). Each job holds up to two frames in memory."
    ),
    Option(
      names: ["--shard"], value: "I/N",
      help:
        "Render only the scenarios whose position in the list (from 0) modulo N is I, e.g. --shard 0/2 and --shard 1/2 on two CI machines. Output paths stay those of the whole batch."
    ),
    Option(
      names: ["--timings"], value: "FILE",
      help:
        "Write a JSON report to FILE: frames per second, and milliseconds per frame spent simulating, drawing, encoding and writing."
    ),
    Option(
      names: ["--png-writer"], value: "NAME",
      help: "PNG writer for frames: fast (default) or cairo (Cairo's own, slower; for benchmarks)."),
    Option(
      names: ["--no-code"], value: nil,
      help:
        "Refuse scenarios that name Swift code (\"code\"): rendering one compiles and runs that code, as swift test would. Use it for scenarios from untrusted sources."
    ),
    Option(
      names: ["--allow-outside-images"], value: nil,
      help:
        "Let a scenario's image paths be absolute or leave its folder (by default they stay inside it, symbolic links resolved)."
    ),
    Option(
      names: ["--code-timeout"], value: "S",
      help:
        "Stop a run whose Swift code keeps one frame from finishing for S seconds, 1 to 3600 (default 60)."
    ),
    Option(
      names: ["-v", "--verbose"], value: nil,
      help: "Also print each output's size and encoding time."),
    Option(
      names: ["-q", "--quiet"], value: nil,
      help: "Print nothing but errors (no progress bar either)."),
    Option(names: ["-h", "--help"], value: nil, help: "Show this help."),
    Option(names: ["--version"], value: nil, help: "Show the version."),
  ]

  static let usage =
    "gesturerender SCENARIO... -o DIR [--format png,svg,apng,gif,webp,mp4,webm] [--frames RANGE] [--at TIME] [--last-frame] [--sheet] [--fps N] [--scale N] [--appearance light|dark] [--chrome] [overlays] [--jobs N] [--shard I/N] [--timings FILE] [--quiet|--verbose]\n       gesturerender diff OLD_DIR NEW_DIR -o DIFF_DIR [--tolerance N] [--max-pixels N]\n       gesturerender check SCENARIO... [--junit FILE]\n       gesturerender record|verify SCENARIO... --baseline DIR"

  static var help: String {
    var lines = [
      "OVERVIEW: Simulate UIKit touches, gestures and views from a scenario file and render every frame.",
      "",
      "USAGE: \(usage)",
      "",
      "ARGUMENTS:",
      "  SCENARIO        A scenario file (JSON, format version 1; see docs/scenario.md).",
      "",
      "OPTIONS:",
    ]
    lines += Option.helpLines(options)
    lines += [
      "",
      "OUTPUTS (per scenario, in DIR): frame-0000.png … (and .svg), NAME-animation.png (APNG),",
      "  NAME.gif, NAME.webp, NAME.mp4, NAME.webm, NAME-sheet.png and .svg, timeline.json,",
      "  index.html (review page: scrubber, play/pause, speed, event log; offline), review.md.",
      "  With several scenarios: DIR/NAME/… plus DIR/index.html and DIR/review.md.",
      "",
      "A progress bar goes to standard error when it is a terminal; NO_COLOR turns its colour off.",
      "",
      "Compare two runs: 'gesturerender diff --help'. Check a scenario's expectations without",
      "drawing: 'gesturerender check --help'. Keep and compare a baseline: 'gesturerender record",
      "--help', 'gesturerender verify --help'.",
      "",
      ExitCode.helpText,
    ]
    return lines.joined(separator: "\n")
  }

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: `CommandError` with code `.usage` and a message naming the offending argument.
  static func parse(_ arguments: [String]) throws -> CommandLineOptions {
    var result = CommandLineOptions()
    var index = 0
    func value(for name: String) throws -> String {
      index += 1
      guard index < arguments.count else {
        throw CommandError(message: "missing value for '\(name)'", code: .usage)
      }
      return arguments[index]
    }
    func number(
      _ text: String, for name: String, in range: ClosedRange<Double>, whole: Bool = false
    ) throws -> Double {
      guard let number = Double(text), number.isFinite, range.contains(number),
        !whole || number == number.rounded()
      else {
        throw CommandError(
          message: "'\(name)' takes \(whole ? "a whole number" : "a number") from "
            + "\(Int(range.lowerBound)) to \(Int(range.upperBound)) (got '\(text)')", code: .usage)
      }
      return number
    }
    var onlyArguments = false
    while index < arguments.count {
      let argument = arguments[index]
      if onlyArguments || !argument.hasPrefix("-") || argument == "-" {
        result.scenarios.append(argument)
        index += 1
        continue
      }
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func take() throws -> String {
        if let inlineValue { return inlineValue }
        return try value(for: name)
      }
      switch name {
      case "--": onlyArguments = true
      case "-o", "--output":
        let directory = try take()
        guard !directory.isEmpty else {
          throw CommandError(
            message: "'\(name)' needs a directory, got an empty string", code: .usage)
        }
        result.outputDirectory = directory
      case "--format":
        let list = try take().split(separator: ",", omittingEmptySubsequences: false)
        var formats: [Format] = []
        for item in list {
          let text = item.trimmingCharacters(in: .whitespaces)
          guard let format = Format(rawValue: text.lowercased()) else {
            throw CommandError(
              message: "unknown format '\(text)'; expected "
                + Format.allCases.map(\.rawValue).joined(separator: ", "), code: .usage)
          }
          if !formats.contains(format) { formats.append(format) }
        }
        result.formats = formats
      case "--fps": result.framesPerSecond = try number(try take(), for: name, in: 1...240)
      case "--scale": result.scale = try number(try take(), for: name, in: 1...4)
      case "--appearance": result.appearance = try AppearanceOption.parse(try take())
      case "--chrome": result.showsChrome = true
      case "--no-touches": result.showsTouches = false
      case "--captions": result.showsCaptions = true
      case "--trails": result.showsTrails = true
      case "--outlines": result.showsOutlines = true
      case "--frame-info": result.showsFrameInfo = true
      case "--all-overlays":
        result.showsTouches = true
        result.showsTrails = true
        result.showsOutlines = true
        result.showsCaptions = true
        result.showsFrameInfo = true
      case "--frames", "--at":
        let text = try take()
        do {
          result.selection.items +=
            name == "--frames"
            ? try FrameSelection.parseFrames(text) : try FrameSelection.parseTimes(text)
        } catch {
          throw CommandError(message: "'\(name)': \(error.message)", code: .usage)
        }
      case "--last-frame": result.selection.items.append(.lastFrame)
      case "--sheet": result.writesSheet = true
      case "--sheet-every":
        result.sheetEvery = Int(try number(try take(), for: name, in: 1...100_000, whole: true))
        result.writesSheet = true
      case "--sheet-columns":
        result.sheetColumns = Int(try number(try take(), for: name, in: 1...20, whole: true))
      case "--gif-fps": result.gifFramesPerSecond = try number(try take(), for: name, in: 1...50)
      case "--webp-quality": result.webpQuality = try number(try take(), for: name, in: 0...100)
      case "--no-page": result.writesPage = false
      case "--no-markdown": result.writesMarkdown = false
      case "-j", "--jobs":
        result.jobs = Int(try number(try take(), for: name, in: 1...64, whole: true))
      case "--shard": result.shard = try Shard.parse(try take())
      case "--timings": result.timingsPath = try take()
      case "--png-writer":
        let text = try take()
        guard let writer = PNGWriterKind(rawValue: text) else {
          throw CommandError(
            message: "unknown PNG writer '\(text)'; expected fast or cairo", code: .usage)
        }
        result.pngWriter = writer
      case "--no-code": result.refusesCode = true
      case "--allow-outside-images": result.allowsOutsideImages = true
      case "--code-timeout": result.codeTimeout = try number(try take(), for: name, in: 1...3600)
      case "-v", "--verbose": result.isVerbose = true
      case "-q", "--quiet": result.isQuiet = true
      case "-h", "--help": result.wantsHelp = true
      case "--version": result.wantsVersion = true
      default:
        let known = options.flatMap(\.names)
        var message = "unknown option '\(name)'"
        if let guess = Suggestion.closest(to: name, in: known) {
          message += "; did you mean '\(guess)'?"
        }
        throw CommandError(message: message, code: .usage)
      }
      if inlineValue != nil, options.first(where: { $0.names.contains(name) })?.value == nil {
        throw CommandError(message: "'\(name)' takes no value", code: .usage)
      }
      index += 1
    }
    if result.wantsHelp || result.wantsVersion { return result }
    if result.isQuiet && result.isVerbose {
      throw CommandError(message: "'--quiet' and '--verbose' cannot be used together", code: .usage)
    }
    if result.scenarios.isEmpty {
      throw CommandError(message: "no scenario given", code: .usage)
    }
    if result.outputDirectory == nil {
      throw CommandError(message: "no output directory given; add -o DIR", code: .usage)
    }
    return result
  }
}
