/// One replacement in a user's file: the UTF-8 byte range it replaces and the new text.
package struct SourceEdit: Equatable, Sendable {
  /// Byte offsets into the original file's UTF-8, `lowerBound..<upperBound`.
  package var range: Range<Int>
  /// What stands there in the prepared file.
  package var replacement: String
  /// The place in the user's files that inserted text stands for (a forwarder for a member
  /// written in an extension elsewhere), where messages about it are reported; `nil` for a
  /// rewrite of the text it replaces.
  package var origin: SourceOrigin? = nil
}

/// A place in the user's files: the file's index among the files prepared together, and a
/// 1-based line and UTF-8 column.
package struct SourceOrigin: Equatable, Sendable {
  package var file: Int
  package var line: Int
  package var column: Int
}

/// A user's file after preparation, and the way back from a place in it to the original.
///
/// Every edit keeps the lines where they were: a replacement keeps as many line breaks as the
/// text it replaces (they are appended after it), so line `n` of the prepared file is line `n`
/// of the user's file, and a trap or backtrace names the user's line as written. Columns after
/// an edit on the same line move; ``originalColumn(line:column:)`` moves them back, which is
/// how compiler messages name the user's column. Generated code that the preparation appends
/// (``appendix``) follows a `#sourceLocation` line naming ``generatedFileName``, so a message
/// about it never names a line of the user's file.
package struct EditedSource: Sendable {
  /// The file's text as the user wrote it.
  package let original: String
  /// The prepared text, appendix included: what the compiler reads.
  package let text: String
  /// The edits, sorted and not overlapping.
  package let edits: [SourceEdit]
  /// Code appended for the file (method tables, default implementations), or empty.
  package let appendix: String
  /// Where each line of the original starts, as UTF-8 offsets.
  private let lineStarts: [Int]

  /// The file name the appended code's messages name.
  package static let generatedFileName = "gesturerender-generated.swift"

  /// Whether the prepared text differs from the original.
  package var isChanged: Bool { !edits.isEmpty || !appendix.isEmpty }

  /// Applies `edits` (any order; overlapping ones after the first are dropped) to `original`,
  /// then appends `appendix`.
  init(original: String, edits: [SourceEdit], appendix: String = "") {
    self.original = original
    let bytes = Array(original.utf8)
    var kept: [SourceEdit] = []
    // Sorted by place, insertions at one place in the order given.
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
    }.map(\.element)
    for edit in ordered {
      if let last = kept.last, last.range.upperBound > edit.range.lowerBound { continue }
      let breaks = bytes[edit.range].filter { $0 == UInt8(ascii: "\n") }.count
      let extra = breaks - edit.replacement.utf8.filter { $0 == UInt8(ascii: "\n") }.count
      var edit = edit
      if extra > 0 { edit.replacement += String(repeating: "\n", count: extra) }
      kept.append(edit)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var cursor = 0
    for edit in kept {
      out += bytes[cursor..<edit.range.lowerBound]
      out += Array(edit.replacement.utf8)
      cursor = edit.range.upperBound
    }
    out += bytes[cursor...]
    self.edits = kept
    self.appendix = appendix
    self.lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    var text = String(decoding: out, as: UTF8.self)
    if !appendix.isEmpty {
      if !text.hasSuffix("\n") { text += "\n" }
      text += "#sourceLocation(file: \"\(Self.generatedFileName)\", line: 1)\n" + appendix
    }
    self.text = text
  }

  /// The column in the original file of `column` (1-based, in UTF-8 bytes as the compiler
  /// counts) on `line` of the prepared file: a column inside a replacement maps to the
  /// replaced text's start, a column after it moves by the difference in length.
  package func originalColumn(line: Int, column: Int) -> Int {
    switch place(line: line, column: column) {
    case .column(let original): return original
    case .inside(let edit, let lineStart): return edit.range.lowerBound - lineStart + 1
    }
  }

  /// The place the text at `column` on `line` of the prepared file stands for, when it is
  /// inside an inserted text that has one (``SourceEdit/origin``).
  package func origin(line: Int, column: Int) -> SourceOrigin? {
    guard case .inside(let edit, _) = place(line: line, column: column) else { return nil }
    return edit.origin
  }

  private enum Place {
    /// A column of the original line.
    case column(Int)
    /// Inside the replacement of `edit`, on the line starting at `lineStart`.
    case inside(SourceEdit, lineStart: Int)
  }

  /// Where `column` (1-based, UTF-8) on `line` of the prepared file falls in the original.
  private func place(line: Int, column: Int) -> Place {
    guard !edits.isEmpty, line >= 1, line <= lineStarts.count else { return .column(column) }
    let lineStart = lineStarts[line - 1]
    // Walk the edits that start on this line, in the prepared text's coordinates.
    var shift = 0
    let preparedOffset = column - 1
    for edit in edits {
      guard edit.range.lowerBound >= lineStart else { continue }
      if line < lineStarts.count, edit.range.lowerBound >= lineStarts[line] { break }
      let start = edit.range.lowerBound - lineStart + shift
      let newLength = edit.replacement.utf8.count
      if preparedOffset < start { break }
      if preparedOffset < start + newLength { return .inside(edit, lineStart: lineStart) }
      shift += newLength - edit.range.count
    }
    return .column(preparedOffset - shift + 1)
  }
}
