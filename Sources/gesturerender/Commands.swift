import Foundation

/// The subcommands, by name: what `gesturerender --help` lists, which options each takes (for
/// the message of an option given to the wrong command) and each usage line (printed after a
/// usage error). Rendering, the default command, is `CommandLineOptions.spec`.
enum Commands {
  /// What the other commands need to know of one command's declaration.
  struct Summary {
    var name: String
    var overview: String
    var usage: String
    var optionNames: [String]

    init<Options>(_ spec: CommandSpec<Options>) {
      name = spec.name ?? "render"
      overview = spec.overview
      usage = spec.usage
      optionNames = spec.options.flatMap(\.names)
    }
  }

  /// Every subcommand, in `--help`'s order.
  static var subcommands: [Summary] {
    [
      Summary(DiffCommand.Options.spec), Summary(CheckCommand.Options.spec),
      Summary(BaselineCommand.Options.spec(.record)),
      Summary(BaselineCommand.Options.spec(.verify)),
      Summary(MergeCommand.Options.spec),
    ]
  }

  /// The subcommand named `name`, if there is one.
  static func subcommand(named name: String?) -> Summary? {
    subcommands.first { $0.name == name }
  }

  /// The option names of every command but `command` (`nil`: rendering), rendering's included.
  static func optionNames(except command: String?) -> [(command: String, names: [String])] {
    ([Summary(CommandLineOptions.spec)] + subcommands)
      .filter { $0.name != (command ?? "render") }
      .map { ($0.name, $0.optionNames) }
  }

  /// The `COMMANDS:` lines of `gesturerender --help`: each subcommand's name and overview.
  static var summaryLines: [String] {
    let column = (subcommands.map(\.name.count).max() ?? 0) + 2
    return subcommands.map {
      "  " + $0.name.padding(toLength: column, withPad: " ", startingAt: 0) + $0.overview
    }
  }
}
