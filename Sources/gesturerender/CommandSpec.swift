import Scenario

/// A command's declaration: its name, what its `--help` says, its table of options
/// (``CommandOption``), which options exclude each other, and the check of what is left (the
/// positional arguments, the options it needs). Parsing, `--help` and every usage error come
/// from it, as a swift-argument-parser `ParsableCommand` is declared once and parsed, described
/// and validated from that declaration.
///
/// The command line is read left to right: `--` makes every later argument positional; an
/// argument that does not start with `-` (and `-` alone) is positional; `--name=value` gives a
/// value inline; a later option replaces an earlier one's setting. With `--help` (or
/// `--version`) given, the checks of what the line lacks are skipped, but a misspelt option
/// still is an error.
struct CommandSpec<Options> {
  /// The subcommand's name (`diff`), or `nil` for rendering, the default command.
  var name: String?
  /// The first line of `--help`, after `OVERVIEW: `.
  var overview: String
  /// The usage line, after `gesturerender `; also printed after a usage error.
  var usage: String
  /// The `ARGUMENTS:` lines of `--help`: a name and what it is.
  var arguments: [(name: String, help: String)]
  /// The options, in `--help`'s order.
  var options: [CommandOption<Options>]
  /// Groups of options (their long names) of which at most one may be given.
  var conflicts: [[String]] = []
  /// The lines of `--help` after `OPTIONS:` (outputs, notes, exit codes).
  var notes: [String]
  /// The options before parsing: every default.
  var defaults: Options
  /// Takes the positional arguments and checks what the command needs.
  ///
  /// - Throws: `CommandError` with code `.usage`.
  var finish: (_ options: inout Options, _ positional: [String]) throws -> Void

  /// `gesturerender diff` or `gesturerender`, for messages and `--help`.
  var invocation: String { "gesturerender" + (name.map { " \($0)" } ?? "") }

  /// The `--help` text.
  var help: String {
    var lines = ["OVERVIEW: \(overview)", "", "USAGE: gesturerender \(usage)"]
    if !arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      let column = max(14, arguments.map(\.name.count).max() ?? 0) + 2
      lines += arguments.map {
        "  " + $0.name.padding(toLength: column, withPad: " ", startingAt: 0) + $0.help
      }
    }
    lines += ["", "OPTIONS:"] + Self.helpLines(options.map { ($0.synopsis, $0.help) })
    if !notes.isEmpty { lines += [""] + notes }
    return lines.joined(separator: "\n")
  }

  /// The `OPTIONS:` lines: each synopsis padded to one column, the help text after.
  static func helpLines(_ rows: [(synopsis: String, help: String)]) -> [String] {
    let column = (rows.map(\.synopsis.count).max() ?? 14) + 2
    return rows.map { row in
      "  " + row.synopsis.padding(toLength: column, withPad: " ", startingAt: 0) + row.help
    }
  }

  /// Parses `arguments` (those after the subcommand's name).
  ///
  /// `elsewhere` names the options of the other commands, so that an option this command does
  /// not take but another does gets a message saying so rather than "unknown".
  ///
  /// - Throws: `CommandError` with code `.usage`: an unknown option (with the closest name),
  ///   an option of another command, a missing value, a value for a flag, a bad value, two
  ///   options that exclude each other, or what ``finish`` refuses.
  func parse(_ arguments: [String], elsewhere: [(command: String, names: [String])] = [])
    throws -> Options
  {
    var options = defaults
    var positional: [String] = []
    var given: [String] = []
    var answered = false
    var index = 0
    var onlyPositional = false
    let known = self.options.flatMap(\.names)
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = self.options.first(where: { $0.names.contains(name) }) else {
        throw unknown(name, elsewhere: elsewhere)
      }
      var text = ""
      if option.value == nil {
        if inline != nil {
          throw CommandError(message: "'\(name)' takes no value", code: .usage)
        }
      } else if let inline {
        text = inline
      } else {
        // The next argument is the value, unless it is one of this command's options.
        guard index < arguments.count, !known.contains(arguments[index]) else {
          throw CommandError(message: "missing value for '\(name)'", code: .usage)
        }
        text = arguments[index]
        index += 1
      }
      try option.apply(&options, text, name)
      given.append(option.longName)
      answered = answered || option.answersAlone
    }
    if answered { return options }
    for group in conflicts {
      let used = group.filter(given.contains)
      if used.count > 1 {
        throw CommandError(
          message: "'\(used[0])' and '\(used[1])' cannot be used together", code: .usage)
      }
    }
    try finish(&options, positional)
    return options
  }

  /// The error for an option this command does not declare.
  private func unknown(_ name: String, elsewhere: [(command: String, names: [String])])
    -> CommandError
  {
    let owners = elsewhere.filter { $0.names.contains(name) }.map(\.command)
    if !owners.isEmpty {
      return CommandError(
        message: "'\(name)' is an option of " + owners.joined(separator: ", ")
          + ", not of \(self.name ?? "render")", code: .usage)
    }
    var message = "unknown option '\(name)'" + (self.name.map { " for \($0)" } ?? "")
    if let guess = Suggestion.closest(to: name, in: options.flatMap(\.names)) {
      message += "; did you mean '\(guess)'?"
    }
    return CommandError(message: message, code: .usage)
  }
}
