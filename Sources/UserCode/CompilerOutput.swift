import Foundation
import GestureCore
import IOSSourcePreparation

/// What `swiftc` printed for a failed build, split into its diagnostics, so that a failure in
/// the generated factory file is reported as the scenario's class that cannot be created rather
/// than as a message about a file the user never wrote.
struct CompilerOutput {
  /// One diagnostic: its `file:line:col: kind: message` line and the source lines after it.
  struct Diagnostic {
    var file: String?
    var line: Int
    var severity: String
    var message: String
    var text: [String]
  }

  var diagnostics: [Diagnostic] = []
  /// Lines before the first located diagnostic (driver messages).
  var preamble: [String] = []
  private let factories: String
  private let source: FactorySource

  /// Splits `output`; `factories` is the generated file's path in it.
  init(_ output: String, factories: String, source: FactorySource) {
    self.factories = factories
    self.source = source
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if Self.isDriverSummary(line) { continue }
      if let diagnostic = Self.header(line) {
        diagnostics.append(diagnostic)
      } else if diagnostics.isEmpty {
        preamble.append(line)
      } else {
        diagnostics[diagnostics.count - 1].text.append(line)
      }
    }
  }

  /// The error to report: the user's own diagnostics when their files have errors (the
  /// factory's and the generated appendices' are consequences: a method table naming a type
  /// the code misspells), else the class whose creation failed, else the generated code's
  /// errors without their place, else everything. No message points into a generated file.
  func error(status: Int32) -> UserCodeError {
    let own = diagnostics.filter { $0.file != factories && !Self.isGenerated($0.file) }
    if own.contains(where: { $0.severity == "error" }) || preamble.contains(where: isError) {
      return UserCodeError(.compileFailed, Self.joined(preamble + own.flatMap(\.text)))
    }
    if let failure = diagnostics.first(where: { $0.file == factories && $0.severity == "error" }),
      let entry = source.entry(atLine: failure.line)
    {
      // Notes in the user's files say why (`'init(model:)' declared here`).
      let notes = own.filter { $0.severity == "note" }.map { $0.text[0] }
      return UserCodeError(
        .classNotFound,
        ([
          "class '\(entry.name)' cannot be created with \(FactorySource.creation(entry)): "
            + failure.message
        ] + notes).joined(separator: "\n"),
        className: entry.name)
    }
    let generated = diagnostics.filter { Self.isGenerated($0.file) && $0.severity == "error" }
    if !generated.isEmpty {
      return UserCodeError(
        .compileFailed,
        (["the method tables gesturerender generates for the code's @objc methods and outlets "
          + "did not compile (a gesturerender defect; please report it with the code):"]
          + generated.map { "  \($0.message)" }).joined(separator: "\n"))
    }
    let all = Self.joined(preamble + diagnostics.flatMap(\.text))
    return UserCodeError(
      .compileFailed, all.isEmpty ? "swiftc failed with status \(status)" : all)
  }

  private func isError(_ line: String) -> Bool { line.contains("error:") }

  /// Whether `file` is the appendix the preparation adds to a file
  /// (``EditedSource/generatedFileName``, under its `#sourceLocation`).
  static func isGenerated(_ file: String?) -> Bool {
    guard let file else { return false }
    return file == EditedSource.generatedFileName
      || file.hasSuffix("/" + EditedSource.generatedFileName)
  }

  /// The system's reasons a file cannot be written, as `strerror` words them.
  static let writeFailureReasons = [
    "No space left on device", "Disk quota exceeded", "File too large", "Read-only file system",
  ]

  /// The reason the compiler could not write a file, from its `output`
  /// (`<unknown>:0: error: unable to open output file '…/X.pcm': 'No space left on device'`),
  /// or `nil` when it names none.
  static func writeFailure(in output: String) -> String? {
    writeFailureReasons.first { output.contains($0) }
  }

  /// Whether `line` is the driver's summary of a failed job ("emit-module command failed with
  /// exit code 1 (use -v to see invocation)"): its `-v` is the compiler's, not the tool's,
  /// and the compiler's own errors say what failed.
  static func isDriverSummary(_ line: String) -> Bool {
    line.contains("command failed with exit code") && line.contains("(use -v to see invocation)")
  }

  /// `output` with every `File.swift:LINE:COL:` of a prepared file given the column of the
  /// user's file as written (``EditedSource/originalColumn(line:column:)``), and the source line
  /// the compiler quotes under it (with its caret line) as the user wrote it. A message about
  /// text the preparation inserted for code written elsewhere (an override moved out of an
  /// extension) names that code's file, line and column (``EditedSource/origin(line:column:)``).
  static func mappingColumns(
    _ output: String, files: [(display: String, source: EditedSource)]
  ) -> String {
    guard files.contains(where: { !$0.source.edits.isEmpty }) else { return output }
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard
        let file = files.first(where: {
          !$0.source.edits.isEmpty && lines[index].hasPrefix(VisibleText.escape($0.display) + ":")
        })
      else { continue }
      let rest = lines[index].dropFirst(VisibleText.escape(file.display).count + 1)
      let parts = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3, let row = Int(parts[0]), let column = Int(parts[1]) else {
        continue
      }
      let prepared = Self.line(row, of: file.source.text)
      let place: (display: String, line: Int, column: Int, text: String?)
      if let origin = file.source.origin(line: row, column: column),
        files.indices.contains(origin.file)
      {
        let target = files[origin.file]
        place = (
          target.display, origin.line, origin.column,
          Self.line(origin.line, of: target.source.original)
        )
      } else {
        place = (
          file.display, row, file.source.originalColumn(line: row, column: column),
          Self.line(row, of: file.source.original)
        )
      }
      lines[index] =
        "\(VisibleText.escape(place.display)):\(place.line):\(place.column):\(parts[2])"
      // The quoted line and its caret: the compiler quotes the prepared line.
      guard index + 2 < lines.count, let prepared, let original = place.text,
        prepared != original || place.line != row, lines[index + 1] == prepared
      else { continue }
      lines[index + 1] = original
      let marks = lines[index + 2].drop { $0 == " " }
      if place.display != file.display || place.line != row {
        // The inserted text's ranges mean nothing on the user's line: the caret alone.
        lines[index + 2] = String(repeating: " ", count: max(0, place.column - 1)) + "^"
      } else if marks.first == "^" {
        lines[index + 2] = String(repeating: " ", count: max(0, place.column - 1)) + marks
      }
      index += 2
    }
    return lines.joined(separator: "\n")
  }

  /// Line `number` (1-based) of `text`, without its line break.
  private static func line(_ number: Int, of text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(number - 1) ? String(lines[number - 1]) : nil
  }

  private static func joined(_ lines: [String]) -> String {
    lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `path:12:5: error: message` → a diagnostic, or `nil` for any other line.
  private static func header(_ line: String) -> Diagnostic? {
    for severity in ["error", "warning", "note", "remark"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let location = line[..<marker.lowerBound].split(
        separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let row = Int(location[location.count - 2]),
        Int(location[location.count - 1]) != nil
      else { continue }
      return Diagnostic(
        file: location.dropLast(2).joined(separator: ":"), line: row, severity: severity,
        message: String(line[marker.upperBound...]), text: [line])
    }
    return nil
  }
}
