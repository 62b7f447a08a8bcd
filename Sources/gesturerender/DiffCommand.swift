import Foundation
import GestureCore
import Renderer
import Scenario

/// `gesturerender diff OLD_DIR NEW_DIR -o DIFF_DIR`: compares the PNG frames of two runs (see
/// `DirectoryDiff`), prints one line, and exits 0 when nothing differs beyond the tolerance,
/// 3 (`ExitCode.checkFailed`) when something does.
struct DiffCommand {
  /// The parsed `diff` command line.
  struct Options: Equatable {
    var old: String?
    var new: String?
    var outputDirectory: String?
    var tolerance = 0
    var maxChangedPixels = 0
    /// `--point-tolerance`: how far a timeline value may differ, points (degrees, plain).
    var pointTolerance = 0.01
    /// `--old-name`, `--new-name`: the runs' labels in what diff prints.
    var oldName = "old"
    var newName = "new"
    var isQuiet = false
    var isVerbose = false
    var wantsHelp = false
  }

  /// The options of `diff`, which drive parsing and `diff --help`.
  static let options: [CommandLineOptions.Option] = [
    .init(
      names: ["-o", "--output"], value: "DIR",
      help:
        "Write diff-NNNN.png (old | delta | new) for each changed frame, diff-animation.png, summary.json, review.md and index.html (the review page) into DIR."
    ),
    .init(
      names: ["--tolerance"], value: "N",
      help:
        "A pixel counts as changed when a channel (0 to 255) differs by more than N (default 0: any difference)."
    ),
    .init(
      names: ["--max-pixels"], value: "N",
      help: "A frame passes with up to N changed pixels (default 0)."),
    .init(
      names: ["--point-tolerance"], value: "P",
      help:
        "Compare the runs' timeline.json too: a view's center, bounds, transform (degrees for rotation) or alpha differs when it is more than P off (default 0.01)."
    ),
    .init(
      names: ["--old-name"], value: "NAME",
      help: "What to call the old run in what diff prints (default: old), e.g. main."),
    .init(
      names: ["--new-name"], value: "NAME",
      help: "What to call the new run (default: new), e.g. the branch."),
    .init(names: ["-v", "--verbose"], value: nil, help: "Print every changed frame."),
    .init(names: ["-q", "--quiet"], value: nil, help: "Print nothing but errors."),
    .init(names: ["-h", "--help"], value: nil, help: "Show this help."),
  ]

  static let usage =
    "gesturerender diff OLD_DIR NEW_DIR -o DIFF_DIR [--tolerance N] [--max-pixels N] [--point-tolerance P] [--old-name NAME] [--new-name NAME]"

  static var help: String {
    var lines = [
      "OVERVIEW: Compare the PNG frames of two gesturerender runs (before and after a change).",
      "",
      "USAGE: \(usage)",
      "",
      "ARGUMENTS:",
      "  OLD_DIR, NEW_DIR  Output directories of two runs (frame-0000.png …).",
      "",
      "OPTIONS:",
    ]
    for option in options {
      let left = option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
      lines.append(
        "  " + left.padding(toLength: max(18, left.count + 2), withPad: " ", startingAt: 0)
          + option.help)
    }
    lines += [
      "",
      "When both runs have timeline.json, diff also compares them: for each view and property the",
      "largest difference in points (degrees for a rotation), where it is and the frames it spans;",
      "the views only one run has; the events one run has more of than the other.",
      "",
      "EXIT CODES: 0 no frame differs beyond the tolerance and no timeline value beyond the point",
      "            tolerance, 3 frames changed, were added or removed beyond it, or a timeline value",
      "            or view differs (event differences are listed, not counted), 1 a frame could not be read or a file not written, 64 usage,",
      "            66 a directory is missing or has no frames (or a timeline.json is not one),",
      "            73 DIFF_DIR not writable.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Parses the arguments after `diff`.
  ///
  /// - Throws: `CommandError` with code `.usage`.
  static func parse(_ arguments: [String]) throws -> Options {
    var result = Options()
    var positional: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      func take() throws -> String {
        if let inline { return inline }
        index += 1
        guard index < arguments.count else {
          throw CommandError(message: "missing value for '\(name)'", code: .usage)
        }
        return arguments[index]
      }
      func count(_ text: String, in range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
          throw CommandError(
            message:
              "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound) (got '\(text)')",
            code: .usage)
        }
        return value
      }
      switch name {
      case "-o", "--output": result.outputDirectory = try take()
      case "--tolerance": result.tolerance = try count(try take(), in: 0...255)
      case "--max-pixels": result.maxChangedPixels = try count(try take(), in: 0...Int(Int32.max))
      case "--point-tolerance":
        let text = try take()
        guard let value = Double(text), value.isFinite, value >= 0 else {
          throw CommandError(
            message: "'--point-tolerance' takes a number ≥ 0 (got '\(text)')", code: .usage)
        }
        result.pointTolerance = value
      case "--old-name", "--new-name":
        let label = try take()
        guard !label.isEmpty, !label.contains(where: \.isNewline) else {
          throw CommandError(message: "'\(name)' needs a name on one line", code: .usage)
        }
        if name == "--old-name" { result.oldName = label } else { result.newName = label }
      case "-q", "--quiet": result.isQuiet = true
      case "-v", "--verbose": result.isVerbose = true
      case "-h", "--help": result.wantsHelp = true
      default:
        if argument.hasPrefix("-") && argument != "-" {
          var message = "unknown option '\(name)' for diff"
          if let guess = Suggestion.closest(to: name, in: options.flatMap(\.names)) {
            message += "; did you mean '\(guess)'?"
          }
          throw CommandError(message: message, code: .usage)
        }
        positional.append(argument)
      }
      index += 1
    }
    if result.wantsHelp { return result }
    guard positional.count == 2 else {
      throw CommandError(
        message: "diff takes two directories, OLD_DIR and NEW_DIR (got \(positional.count))",
        code: .usage)
    }
    result.old = positional[0]
    result.new = positional[1]
    guard result.outputDirectory != nil else {
      throw CommandError(message: "no output directory given; add -o DIFF_DIR", code: .usage)
    }
    return result
  }

  var options: Options
  var report: (String) -> Void

  /// Runs the comparison; returns `.success` or `.checkFailed`.
  ///
  /// - Throws: `CommandError` (66 for a missing directory, 73, 1).
  @MainActor
  func run() throws -> ExitCode {
    let old = URL(fileURLWithPath: options.old ?? ".")
    let new = URL(fileURLWithPath: options.new ?? ".")
    for directory in [old, new] {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw CommandError(
          message: "\(directory.path): error: no such directory", code: .missingInput)
      }
      if DirectoryDiff.frameFiles(in: directory).isEmpty {
        throw CommandError(
          message: "\(directory.path): error: no frame-NNNN.png files (render with --format png)",
          code: .missingInput)
      }
    }
    let output = URL(fileURLWithPath: options.outputDirectory ?? ".")
    // The results (review.md, summary.json, diff pictures) would mix with a run's own files.
    if [old, new].map(\.canonicalPath).contains(output.canonicalPath) {
      throw CommandError(
        message: "\(output.path): error: the diff's output directory must not be OLD_DIR or "
          + "NEW_DIR (its review.md would replace the run's)", code: .usage)
    }
    let progress = ProgressBar(quiet: options.isQuiet)
    progress.begin("diff")
    let summary: DiffSummary
    do {
      var diff = DirectoryDiff(
        old: old, new: new, output: output, tolerance: options.tolerance,
        maxChangedPixels: options.maxChangedPixels)
      diff.oldName = options.oldName
      diff.newName = options.newName
      summary = try diff.run { done, total in progress.update(done: done, total: total) }
    } catch RenderError.directoryUnavailable(let path, let reason) {
      progress.end()
      throw CommandError(
        message: "\(path): error: cannot use the output directory (\(reason))",
        code: .cannotCreateOutput)
    } catch {
      progress.end()
      throw CommandError(message: "error: \(error)", code: .failure)
    }
    progress.end()
    let timeline = try compareTimelines(old: old, new: new)
    if let timeline {
      try TimelineMarkdown.append(timeline, tolerance: options.pointTolerance, to: output)
    }
    try DiffPageWriter.write(
      summary: summary, timeline: timeline, old: old, new: new, output: output,
      names: (options.oldName, options.newName))
    if !options.isQuiet {
      report("diff: \(summary.headline); wrote summary.json to \(output.path)")
      if let timeline {
        report(
          timeline.isEmpty
            ? "timeline: no differences beyond \(format(options.pointTolerance))"
            : "timeline: \(timeline.lines.count) difference\(timeline.lines.count == 1 ? "" : "s") "
              + "beyond \(format(options.pointTolerance)) (\(options.oldName) → \(options.newName)):"
        )
        for line in timeline.lines { report("  " + line) }
      }
      if options.isVerbose {
        for change in summary.changes {
          report(
            "  frame \(change.frame): \(change.status), \(change.pixelsChanged) pixels, largest difference \(change.largestChannelDifference)"
          )
        }
      }
    }
    // Geometry gates; event differences explain (a code twin logs fewer behaviour events).
    let timelineDiffers = timeline.map { !$0.properties.isEmpty || !$0.onlyIn.isEmpty } ?? false
    return summary.exceedsTolerance || timelineDiffers ? .checkFailed : .success
  }

  /// The comparison of the two runs' `timeline.json`, when both have one.
  ///
  /// - Throws: `CommandError` (exit 66) when one is not a timeline.
  private func compareTimelines(old: URL, new: URL) throws -> TimelineComparison? {
    let files = [old, new].map { $0.appendingPathComponent("timeline.json") }
    guard let first = try? Data(contentsOf: files[0]), let second = try? Data(contentsOf: files[1])
    else { return nil }
    do {
      return try TimelineComparison(
        old: first, new: second, tolerance: options.pointTolerance, oldName: options.oldName,
        newName: options.newName, oldFile: files[0].path, newFile: files[1].path)
    } catch {
      throw CommandError(message: "\(error)", code: .missingInput)
    }
  }
}
