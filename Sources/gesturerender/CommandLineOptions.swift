import Foundation
import Scenario

/// The parsed command line: `gesturerender SCENARIO... -o DIR [options]`.
struct CommandLineOptions: Equatable {
  /// What to write for each frame.
  enum Format: String, CaseIterable {
    case png, svg
  }

  var scenarios: [String] = []
  var outputDirectory: String?
  var formats: [Format] = [.png]
  var framesPerSecond: Double?
  var scale: Double?
  var showsTouches = true
  var showsCaptions = false
  var isQuiet = false
  var wantsHelp = false
  var wantsVersion = false

  /// One option: its names, its value's name (nil for a flag) and its help line. The table
  /// drives both parsing and `--help`.
  struct Option {
    var names: [String]
    var value: String?
    var help: String
  }

  static let options: [Option] = [
    Option(names: ["-o", "--output"], value: "DIR", help: "Write the outputs into DIR (created if missing). With several scenarios, each gets DIR/<name>/."),
    Option(names: ["--format"], value: "LIST", help: "Comma-separated frame formats: png, svg (default: png)."),
    Option(names: ["--fps"], value: "N", help: "Frames per second, 1 to 240 (default: the scenario's fps, else 60)."),
    Option(names: ["--scale"], value: "N", help: "Pixels per point, 1 to 4 (default: the device's scale, e.g. 2 for iphone-se)."),
    Option(names: ["--no-touches"], value: nil, help: "Do not draw the touch indicators."),
    Option(names: ["--captions"], value: nil, help: "Caption gesture states at the bottom of each frame (\"long press (b1): began\")."),
    Option(names: ["-q", "--quiet"], value: nil, help: "Print nothing but errors."),
    Option(names: ["-h", "--help"], value: nil, help: "Show this help."),
    Option(names: ["--version"], value: nil, help: "Show the version."),
  ]

  static let usage = "gesturerender SCENARIO... -o DIR [--format png,svg] [--fps N] [--scale N] [--no-touches] [--captions] [--quiet]"

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
    for option in options {
      let left = option.names.joined(separator: ", ") + (option.value.map { " \($0)" } ?? "")
      lines.append("  " + left.padding(toLength: max(16, left.count + 2), withPad: " ", startingAt: 0) + option.help)
    }
    lines += [
      "",
      "OUTPUTS: frame-0000.png … (and .svg), timeline.json.",
      "EXIT CODES: 0 success, 1 rendering or writing failed, 64 usage, 65 invalid scenario,",
      "            66 scenario not found, 73 output directory not writable.",
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
    func number(_ text: String, for name: String, in range: ClosedRange<Double>) throws -> Double {
      guard let number = Double(text), number.isFinite, range.contains(number) else {
        throw CommandError(
          message: "'\(name)' takes a number from \(Int(range.lowerBound)) to "
            + "\(Int(range.upperBound)) (got '\(text)')", code: .usage)
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
      case "-o", "--output": result.outputDirectory = try take()
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
      case "--no-touches": result.showsTouches = false
      case "--captions": result.showsCaptions = true
      case "-q", "--quiet": result.isQuiet = true
      case "-h", "--help": result.wantsHelp = true
      case "--version": result.wantsVersion = true
      default:
        let known = options.flatMap(\.names)
        var message = "unknown option '\(name)'"
        if let guess = Suggestion.closest(to: name, in: known) { message += "; did you mean '\(guess)'?" }
        throw CommandError(message: message, code: .usage)
      }
      if inlineValue != nil, options.first(where: { $0.names.contains(name) })?.value == nil {
        throw CommandError(message: "'\(name)' takes no value", code: .usage)
      }
      index += 1
    }
    if result.wantsHelp || result.wantsVersion { return result }
    if result.scenarios.isEmpty {
      throw CommandError(message: "no scenario given", code: .usage)
    }
    if result.outputDirectory == nil {
      throw CommandError(message: "no output directory given; add -o DIR", code: .usage)
    }
    return result
  }
}
