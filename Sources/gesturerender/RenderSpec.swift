import Foundation
import GestureRecording
import Renderer
import Scenario

extension CommandLineOptions {
  /// The declaration of rendering, the default command: `gesturerender SCENARIO... -o DIR`.
  /// Each row is one option: names, value, help and what it sets.
  static var spec: CommandSpec<CommandLineOptions> {
    CommandSpec(
      name: nil,
      overview:
        "Simulate UIKit touches, gestures and views from a scenario file and render every frame.",
      usage:
        "SCENARIO... -o DIR [--format png,svg,apng,gif,webp,mp4,webm] [--frames RANGE] [--at TIME] [--last-frame] [--sheet] [--max-size SIZE] [--fps N] [--scale N] [--appearance light|dark] [--interface-level LEVEL] [--content-size SIZE] [--layout-direction ltr|rtl] [--chrome] [--plot SPEC] [overlays] [--jobs N] [--shard I/N] [--timings FILE] [--quiet|--verbose]",
      arguments: [("SCENARIO", "A scenario file (JSON, format version 1; see docs/scenario.md).")],
      options: drawing + overlays + running,
      conflicts: [["--quiet", "--verbose"]],
      notes: [
        "OUTPUTS (per scenario, in DIR): frame-0000.png … (and .svg), NAME-animation.png (APNG),",
        "  NAME.gif, NAME.webp, NAME.mp4, NAME.webm, NAME-sheet.png and .svg, timeline.json,",
        "  index.html (review page: scrubber, play/pause, speed, event log; offline), review.md.",
        "  With several scenarios: DIR/NAME/… plus DIR/index.html, DIR/review.md and",
        "  DIR/batch.json (what 'gesturerender merge' reads).",
        "",
        "A progress bar goes to standard error when it is a terminal; NO_COLOR turns its colour off.",
        "",
        "COMMANDS (each has its own --help: 'gesturerender diff --help'):",
        "  render  The default: 'gesturerender render SCENARIO...' is 'gesturerender SCENARIO...'.",
      ] + Commands.summaryLines + ["", ExitCode.helpText],
      defaults: CommandLineOptions()
    ) { options, positional in
      options.scenarios = positional
      if options.scenarios.isEmpty {
        throw CommandError(message: "no scenario given", code: .usage)
      }
      if options.outputDirectory == nil {
        throw CommandError(message: "no output directory given; add -o DIR", code: .usage)
      }
    }
  }

  /// What to draw and write: the output directory, formats, frames, sheet and animation
  /// settings, frame rate and scale.
  private static var drawing: [CommandOption<CommandLineOptions>] {
    [
      .output(
        \.outputDirectory,
        help:
          "Write the outputs into DIR (created if missing). With several scenarios, each gets DIR/<name>/."
      ),
      .value(
        ["--format"], "LIST",
        help:
          "Comma-separated outputs: png, svg (one file per frame); apng, gif, webp (one animated image); mp4, webm (through ffmpeg, found at run time). Default: png."
      ) { options, text, _ in options.formats = try formats(text) },
      .value(
        ["--frames"], "RANGE",
        help:
          "Draw only these frames: N, N-M, N- (to the end), comma-separated, e.g. 0-9,30,100-. Applies to every output; timeline.json keeps every frame."
      ) { options, text, name in
        options.selection.items += try selection(name, text, FrameSelection.parseFrames)
      },
      .value(
        ["--at"], "TIME",
        help:
          "Draw the frame shown at TIME seconds (0.5, 0.5s, 500ms; comma-separated for several). Adds to --frames."
      ) { options, text, name in
        options.selection.items += try selection(name, text, FrameSelection.parseTimes)
      },
      .flag(
        ["--last-frame"],
        help: "Draw the last frame (the settled state). Adds to --frames and --at."
      ) { $0.selection.items.append(.lastFrame) },
      .flag(
        ["--sheet"], \.writesSheet,
        help:
          "Write a contact sheet, NAME-sheet.png and .svg: the first and last frame and every frame where a touch or gesture changes state, with times and events."
      ),
      .value(
        ["--sheet-every"], "N",
        help: "Also put every N-th frame on the contact sheet (implies --sheet)."
      ) { options, text, name in
        options.sheetEvery = try OptionValue.whole(text, for: name, in: 1...100_000)
        options.writesSheet = true
      },
      .whole(
        ["--sheet-columns"], "N", in: 1...20, \.sheetColumns,
        help: "Tiles per row of the contact sheet, 1 to 20 (default: up to 5)."),
      .value(
        ["--plot"], "SPEC",
        help:
          "Write a chart of values over time, NAME-plot.png and .svg (NAME-plot-2.png … for more), also on the review page: comma-separated VIEW.PROPERTY series, e.g. card.center.x,card.center.y. Properties: "
          + PlotProperty.allCases.map(\.rawValue).joined(separator: ", ")
          + ". May be given up to \(PlotSpec.maximumPlots) times."
      ) { options, text, name in
        do {
          options.plots.append(try PlotSpec.parse(text))
        } catch let error as PlotSpec.Problem {
          throw CommandError(message: "'\(name) \(text)': \(error.message)", code: .usage)
        }
        if options.plots.count > PlotSpec.maximumPlots {
          throw CommandError(
            message: "'\(name)' may be given at most \(PlotSpec.maximumPlots) times", code: .usage)
        }
      },
      .number(
        ["--gif-fps"], "N", in: 1...50, \.gifFramesPerSecond,
        help:
          "The GIF's highest frame rate, 1 to 50 (default 50: GIF delays are whole 1/100 s, so faster runs are resampled, and the report says so)."
      ),
      .number(
        ["--webp-quality"], "N", in: 0...100, \.webpQuality,
        help: "Lossy WebP at quality 0 to 100 (default: lossless)."),
      .value(
        ["--max-size"], "SIZE",
        help:
          "The largest each animated image (apng, gif, webp) may be: bytes, or with KB, MB (1000, 1,000,000 bytes), KiB or MiB, e.g. 10MB (GitHub's limit for images). A larger one is made again at a lower scale (3, 2, 1.5, 1), then at half its frame rate, until it fits; PNG frames keep their scale."
      ) { options, text, name in
        options.maximumAnimationBytes = try OptionValue.size(text, for: name)
      },
      .framesPerSecond(\.framesPerSecond),
      .number(
        ["--scale"], "N", in: 1...4, \.scale,
        help: "Pixels per point, 1 to 4 (default: the device's scale, e.g. 2 for iphone-se)."),
      .appearance(\.appearance),
      .interfaceLevel(\.interfaceLevel),
      .contentSize(\.contentSizeCategory),
      .layoutDirection(\.layoutDirection),
      .flag(
        ["--chrome"], \.showsChrome,
        help:
          "Draw the device's status bar, notch or Dynamic Island, home indicator and rounded corners."
      ),
    ]
  }

  /// How the run goes: review files, threads, shards, timings, code, printing, help.
  private static var running: [CommandOption<CommandLineOptions>] {
    [
      .flag(
        ["--no-page"], \.writesPage, to: false,
        help:
          "Do not write index.html (the review page; written by default with png or svg frames)."
      ),
      .flag(
        ["--no-markdown"], \.writesMarkdown, to: false,
        help: "Do not write review.md (the pull-request snippet; written by default)."),
      .jobs(\.jobs),
      .shard(
        \.shard,
        help:
          "Render only the scenarios whose position in the list (from 0) modulo N is I, e.g. --shard 0/2 and --shard 1/2 on two CI machines. Output paths stay those of the whole batch; 'gesturerender merge' joins the shards' directories."
      ),
      .path(
        ["--timings"], "FILE", noun: "a file", \.timingsPath,
        help:
          "Write a JSON report to FILE: frames per second, and milliseconds per frame spent simulating, drawing, encoding and writing."
      ),
      .value(
        ["--png-writer"], "NAME",
        help:
          "PNG writer for frames: fast (default) or cairo (Cairo's own, slower; for benchmarks)."
      ) { options, text, _ in
        options.pngWriter = try OptionValue.choice(text, "PNG writer", of: PNGWriterKind.self)
      },
      .noCode(
        \.refusesCode,
        help:
          "Refuse scenarios that name Swift code (\"code\"): rendering one compiles and runs that code, as swift test would. Use it for scenarios from untrusted sources."
      ),
      .flag(
        ["--allow-outside-images"], \.allowsOutsideImages,
        help:
          "Let a scenario's image paths be absolute or leave its folder (by default they stay inside it, symbolic links resolved)."
      ),
      .codeTimeout(\.codeTimeout),
      .verbose(\.isVerbose, help: "Also print each output's size and encoding time."),
      .quiet(\.isQuiet),
      .help(\.wantsHelp),
      .version(\.wantsVersion),
    ]
  }

  /// The overlay flags.
  private static var overlays: [CommandOption<CommandLineOptions>] {
    [
      .flag(["--no-touches"], \.showsTouches, to: false, help: "Do not draw the touch indicators."),
      .flag(
        ["--captions"], \.showsCaptions,
        help: "Caption gesture states at the bottom of each frame (\"long press (b1): began\")."),
      .flag(
        ["--trails"], \.showsTrails,
        help: "Draw a trail behind each touch indicator (its last 0.3 s)."),
      .flag(["--outlines"], \.showsOutlines, help: "Outline every view and tag it with its id."),
      .flag(
        ["--accessibility"], \.showsAccessibility,
        help:
          "Number the elements VoiceOver visits in reading order, mark targets under 44 × 44 pt, and list what VoiceOver speaks in a legend right of the screen (frames grow by 280 pt)."
      ),
      .flag(
        ["--frame-info"], \.showsFrameInfo,
        help: "Show the frame number and time at the top right of each frame."),
      .flag(
        ["--all-overlays"],
        help: "Touches, trails, outlines, gesture captions and frame info together."
      ) { options in
        options.showsTouches = true
        options.showsTrails = true
        options.showsOutlines = true
        options.showsCaptions = true
        options.showsFrameInfo = true
      },
    ]
  }

  /// `--format LIST`: each format once, in the order given.
  private static func formats(_ text: String) throws -> [Format] {
    var formats: [Format] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let text = item.trimmingCharacters(in: .whitespaces)
      guard let format = Format(rawValue: text.lowercased()) else {
        throw CommandError(
          message: "unknown format '\(text)'; expected "
            + Format.allCases.map(\.rawValue).joined(separator: ", "), code: .usage)
      }
      if !formats.contains(format) { formats.append(format) }
    }
    return formats
  }

  /// The items of `--frames` or `--at`, with the option named in the error.
  private static func selection(
    _ name: String, _ text: String,
    _ parse: (String) throws(FrameSelectionError) -> [FrameSelection.Item]
  ) throws -> [FrameSelection.Item] {
    do {
      return try parse(text)
    } catch {
      throw CommandError(message: "'\(name)': \(error.message)", code: .usage)
    }
  }
}
