import Foundation
import GestureCore
import Renderer
import Scenario

/// `gesturerender diff OLD_DIR NEW_DIR -o DIFF_DIR`: compares the PNG frames of two runs (see
/// `DirectoryDiff`), prints one line, and exits 0 when nothing differs beyond the tolerance,
/// 3 (`ExitCode.checkFailed`) when something does.
struct DiffCommand {
  /// Parses the arguments after `diff` by its declaration (``Options/spec``).
  ///
  /// - Throws: `CommandError` with code `.usage`.
  static func parse(_ arguments: [String]) throws -> Options {
    try Options.spec.parse(arguments, elsewhere: Commands.optionNames(except: "diff"))
  }

  var options: Options
  var report: (String) -> Void

  /// Runs the comparison; returns `.success` or `.checkFailed`.
  ///
  /// - Throws: `CommandError` (66 for a missing directory or a frame that is not a readable
  ///   PNG, 73, 1).
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
    } catch RenderError.invalidImage(let source, let reason) {
      progress.end()
      throw CommandError(message: "\(source): error: \(reason)", code: .missingInput)
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
