import Foundation

/// Why a scenario could not be read, with where in which file:
/// `drag.json:12:7: error: views[2].frame: width must be ≥ 0 (got -40)`.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
  /// What kind of failure it is; the CLI maps it to an exit code.
  public enum Kind: Sendable, Equatable {
    /// The file could not be opened or read (exit 66).
    case unreadable
    /// The file is not valid JSON or not a valid scenario (exit 65).
    case invalid
  }

  /// What kind of failure it is.
  public var kind: Kind
  /// The file as the user named it.
  public var file: String
  /// The 1-based line of the offending value, when known.
  public var line: Int?
  /// The 1-based column of the offending value, when known.
  public var column: Int?
  /// The JSON path of the offending value (`views[2].frame`), empty for the whole file.
  public var path: String
  /// What is wrong, as one sentence without a trailing period.
  public var message: String

  /// Creates an error; see the properties.
  public init(
    kind: Kind = .invalid, file: String, line: Int? = nil, column: Int? = nil, path: String = "",
    message: String
  ) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `file:line:column: error: path: message`, the form compilers use, so editors and CI
  /// annotate the line. Control characters are escaped
  /// (``TerminalText/escape(_:keepingLineFeeds:)``): all of them in the file name and path, so
  /// the location stays one line; all but line feeds in the message (a compiler's note may
  /// follow on the next line).
  public var description: String { formatted(as: "error") }

  /// As ``description`` with `warning` in place of `error`, for a problem the run goes on
  /// after: `card.json:9:22: warning: script[1].tap.on: …`.
  public var warningDescription: String { formatted(as: "warning") }

  private func formatted(as severity: String) -> String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return TerminalText.escape("\(location): \(severity): " + (path.isEmpty ? "" : "\(path): "))
      + TerminalText.escape(message, keepingLineFeeds: true)
  }
}
