extension DiffCommand {
  /// The parsed `diff` command line.
  struct Options: Equatable {
    var old: String?
    var new: String?
    var outputDirectory: String?
    /// `--tolerance`: how far a channel (0 to 255) may differ before a pixel counts as changed.
    var tolerance = 0
    /// `--max-pixels`: how many changed pixels a frame may have and pass.
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
}

extension DiffCommand.Options {
  /// The declaration of `gesturerender diff OLD_DIR NEW_DIR -o DIFF_DIR`.
  static var spec: CommandSpec<Self> {
    CommandSpec(
      name: "diff",
      overview: "Compare the PNG frames of two gesturerender runs (before and after a change).",
      usage:
        "diff OLD_DIR NEW_DIR -o DIFF_DIR [--tolerance N] [--max-pixels N] [--point-tolerance P] [--old-name NAME] [--new-name NAME]",
      arguments: [("OLD_DIR, NEW_DIR", "Output directories of two runs (frame-0000.png …).")],
      options: [
        .output(
          \.outputDirectory,
          help:
            "Write diff-NNNN.png (old | delta | new) for each changed frame, diff-animation.png, summary.json, review.md and index.html (the review page) into DIR."
        ),
        .tolerance(
          \.tolerance,
          help:
            "A pixel counts as changed when a channel (0 to 255) differs by more than N (default 0: any difference)."
        ),
        .maxPixels(
          \.maxChangedPixels, help: "A frame passes with up to N changed pixels (default 0)."),
        .pointTolerance(
          \.pointTolerance,
          help:
            "Compare the runs' timeline.json too: a view's center, bounds, transform (degrees for rotation) or alpha differs when it is more than P off (default 0.01)."
        ),
        .value(
          ["--old-name"], "NAME",
          help: "What to call the old run in what diff prints (default: old), e.g. main."
        ) { options, text, name in options.oldName = try label(text, for: name) },
        .value(
          ["--new-name"], "NAME", help: "What to call the new run (default: new), e.g. the branch."
        ) { options, text, name in options.newName = try label(text, for: name) },
        .verbose(\.isVerbose, help: "Print every changed frame."),
        .quiet(\.isQuiet, help: "Print nothing but errors."),
        .help(\.wantsHelp),
      ],
      conflicts: [["--quiet", "--verbose"]],
      notes: [
        "When both runs have timeline.json, diff also compares them: for each view and property the",
        "largest difference in points (degrees for a rotation), where it is and the frames it spans;",
        "the views only one run has; the events one run has more of than the other.",
        "",
        "EXIT CODES: 0 no frame differs beyond the tolerance and no timeline value beyond the point",
        "            tolerance, 3 frames changed, were added or removed beyond it, or a timeline value",
        "            or view differs (event differences are listed, not counted), 1 a frame could",
        "            not be read or a file not written, 64 usage, 66 a directory is missing or has",
        "            no frames (or a timeline.json is not one), 73 DIFF_DIR not writable.",
      ],
      defaults: Self()
    ) { options, positional in
      guard positional.count == 2 else {
        throw CommandError(
          message: "diff takes two directories, OLD_DIR and NEW_DIR (got \(positional.count))",
          code: .usage)
      }
      options.old = positional[0]
      options.new = positional[1]
      guard options.outputDirectory != nil else {
        throw CommandError(message: "no output directory given; add -o DIFF_DIR", code: .usage)
      }
    }
  }

  /// A run's label: one line, not empty.
  private static func label(_ text: String, for name: String) throws -> String {
    guard !text.isEmpty, !text.contains(where: \.isNewline) else {
      throw CommandError(message: "'\(name)' needs a name on one line", code: .usage)
    }
    return text
  }
}
