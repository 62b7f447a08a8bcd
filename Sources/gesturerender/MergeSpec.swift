extension MergeCommand {
  /// The parsed `merge` command line.
  struct Options: Equatable {
    /// The shards' output directories, in the order given.
    var inputs: [String] = []
    var outputDirectory: String?
    var junitPath: String?
    var isQuiet = false
    var wantsHelp = false
  }
}

extension MergeCommand.Options {
  /// The declaration of `gesturerender merge DIR... -o DIR`.
  static var spec: CommandSpec<Self> {
    CommandSpec(
      name: "merge",
      overview: "Join the output directories of a batch's shards (--shard I/N) into one batch.",
      usage: "merge DIR... -o DIR [--junit FILE] [--quiet]",
      arguments: [("DIR", "The output directory of one shard of the batch (with its batch.json).")],
      options: [
        .output(
          \.outputDirectory,
          help:
            "Copy every scenario's directory into DIR (new or empty) and write the batch's index.html, review.md and batch.json there."
        ),
        .junit(
          \.junitPath,
          help:
            "Also write a JUnit XML report of the scenarios' expectations to FILE, as 'check --junit' does."
        ),
        .quiet(\.isQuiet, help: "Print nothing but errors."),
        .help(\.wantsHelp),
      ],
      notes: [
        "Each shard's batch.json names the batch (its command line without -o and --shard, the",
        "tool's version and every scenario); the shards must be of one batch, each scenario in",
        "exactly one of them. The shards' directories are copied, not moved: they are left as",
        "they were, so a merge that stops part-way can be run again.",
        "",
        "EXIT CODES: 0 merged, 1 a file could not be copied or written, 64 usage (the output is not",
        "            new or empty, or is a shard's), 65 the directories are not shards of one batch",
        "            (or a batch.json is not one), 66 a directory or its batch.json is missing,",
        "            73 the output directory or the JUnit file cannot be written.",
      ],
      defaults: Self()
    ) { options, positional in
      options.inputs = positional
      if options.inputs.isEmpty {
        throw CommandError(message: "no shard directory given", code: .usage)
      }
      if options.outputDirectory == nil {
        throw CommandError(message: "no output directory given; add -o DIR", code: .usage)
      }
    }
  }
}
