import GestureCore
import Scenario

/// One option of a command, declared once: its names, the name of its value (`nil` for a flag),
/// its help line, and what it does to the command's parsed options, the check of the value
/// included. A command's table of them (``CommandSpec``) drives parsing, `--help` and the error
/// messages, as swift-argument-parser's `@Option` and `@Flag` do (with closures instead of
/// property wrappers).
struct CommandOption<Options> {
  /// The spellings, short first: `["-o", "--output"]`.
  var names: [String]
  /// The value's name in `--help` (`DIR`, `N`), or `nil` for a flag.
  var value: String?
  /// The help line.
  var help: String
  /// Sets what the option means in the options: given the value's text (empty for a flag) and
  /// the spelling used, which error messages quote.
  ///
  /// - Throws: `CommandError` with code `.usage` for a value it does not take.
  var apply: (_ options: inout Options, _ value: String, _ name: String) throws -> Void
  /// `--help` and `--version`: with one of them given, what the rest of the command line lacks
  /// (a scenario, `-o`) is not an error.
  var answersAlone = false

  /// The long name, which conflict messages use: `--output`.
  var longName: String { names.last ?? "" }

  /// `names` on the left of its `--help` line: `-o, --output DIR`.
  var synopsis: String { names.joined(separator: ", ") + (value.map { " \($0)" } ?? "") }

  /// A flag that sets `keyPath` to `setting`.
  static func flag(
    _ names: [String], _ keyPath: WritableKeyPath<Options, Bool>, to setting: Bool = true,
    help: String
  ) -> Self {
    Self(names: names, value: nil, help: help) { options, _, _ in
      options[keyPath: keyPath] = setting
    }
  }

  /// A flag that changes the options as `change` does (one flag, several settings).
  static func flag(
    _ names: [String], help: String, _ change: @escaping (inout Options) -> Void
  ) -> Self {
    Self(names: names, value: nil, help: help) { options, _, _ in change(&options) }
  }

  /// An option with a value, parsed and checked by `parse`.
  static func value(
    _ names: [String], _ value: String, help: String,
    _ parse: @escaping (_ options: inout Options, _ text: String, _ name: String) throws -> Void
  ) -> Self {
    Self(names: names, value: value, help: help, apply: parse)
  }

  /// A number in `range` (an upper bound of infinity: no upper bound).
  static func number(
    _ names: [String], _ value: String, in range: ClosedRange<Double>,
    _ keyPath: WritableKeyPath<Options, Double>, help: String
  ) -> Self {
    Self(names: names, value: value, help: help) { options, text, name in
      options[keyPath: keyPath] = try OptionValue.number(text, for: name, in: range)
    }
  }

  /// A number in `range` for an option whose default is "not given".
  static func number(
    _ names: [String], _ value: String, in range: ClosedRange<Double>,
    _ keyPath: WritableKeyPath<Options, Double?>, help: String
  ) -> Self {
    Self(names: names, value: value, help: help) { options, text, name in
      options[keyPath: keyPath] = try OptionValue.number(text, for: name, in: range)
    }
  }

  /// A whole number in `range`.
  static func whole(
    _ names: [String], _ value: String, in range: ClosedRange<Int>,
    _ keyPath: WritableKeyPath<Options, Int>, help: String
  ) -> Self {
    Self(names: names, value: value, help: help) { options, text, name in
      options[keyPath: keyPath] = try OptionValue.whole(text, for: name, in: range)
    }
  }

  /// A whole number in `range` for an option whose default is "not given".
  static func whole(
    _ names: [String], _ value: String, in range: ClosedRange<Int>,
    _ keyPath: WritableKeyPath<Options, Int?>, help: String
  ) -> Self {
    Self(names: names, value: value, help: help) { options, text, name in
      options[keyPath: keyPath] = try OptionValue.whole(text, for: name, in: range)
    }
  }

  /// A path or name that must not be empty; `noun` says what it is in the error
  /// ("'-o' needs a directory, got an empty string").
  static func path(
    _ names: [String], _ value: String, noun: String, _ keyPath: WritableKeyPath<Options, String?>,
    help: String
  ) -> Self {
    Self(names: names, value: value, help: help) { options, text, name in
      guard !text.isEmpty else {
        throw CommandError(message: "'\(name)' needs \(noun), got an empty string", code: .usage)
      }
      options[keyPath: keyPath] = text
    }
  }
}

/// The checks of option values, whose messages quote the option and the text given.
enum OptionValue {
  /// `text` as a finite number in `range`.
  ///
  /// - Throws: `CommandError` (`.usage`): "'--scale' takes a number from 1 to 4 (got '9')", or
  ///   "… a number ≥ 0 …" when the range has no upper bound.
  static func number(_ text: String, for name: String, in range: ClosedRange<Double>) throws
    -> Double
  {
    guard let number = Double(text), number.isFinite, range.contains(number) else {
      let bounds =
        range.upperBound == .infinity
        ? "≥ \(format(range.lowerBound))"
        : "from \(format(range.lowerBound)) to \(format(range.upperBound))"
      throw CommandError(
        message: "'\(name)' takes a number \(bounds) (got '\(text)')", code: .usage)
    }
    return number
  }

  /// `text` as a whole number in `range` (`3`, also `3.0`).
  ///
  /// - Throws: `CommandError` (`.usage`): "'--jobs' takes a whole number from 1 to 64 (got '0')".
  static func whole(_ text: String, for name: String, in range: ClosedRange<Int>) throws -> Int {
    guard let number = Double(text), number.isFinite, number == number.rounded(),
      Double(range.lowerBound) <= number, number <= Double(range.upperBound)
    else {
      throw CommandError(
        message: "'\(name)' takes a whole number from \(range.lowerBound) to "
          + "\(range.upperBound) (got '\(text)')", code: .usage)
    }
    return Int(number)
  }

  /// `text` as one of `choices` (`T`'s raw values).
  ///
  /// - Throws: `CommandError` (`.usage`): "unknown PNG writer 'x'; expected fast or cairo".
  static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String, _ noun: String, of type: T.Type = T.self
  ) throws -> T where T.RawValue == String {
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    let expected =
      names.count == 2
      ? names.joined(separator: " or ") : names.joined(separator: ", ")
    throw CommandError(message: "unknown \(noun) '\(text)'; expected \(expected)", code: .usage)
  }
}
