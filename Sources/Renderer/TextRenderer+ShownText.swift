import CPangoCairo
import Foundation
import GestureCore

// What of an item's text is handed to Pango: control characters left out, and long lines cut
// to what they can show.
extension TextRenderer {
  /// The narrowest advance, in ems, of a character ``shownText(of:lineWidth:capsLines:)``
  /// counts: the pinned faces' narrowest spacing glyphs advance about 0.25 em (DejaVu Sans
  /// `i` and `l`: 569/2048 em); characters that may advance less — marks, format characters,
  /// the spaces narrower than U+0020 — are not counted.
  static let narrowestAdvance = 0.1

  /// The UTF-8 bytes and runs of `text` as Pango is given them, in two steps that leave what
  /// is drawn unchanged:
  ///
  /// - Control characters other than tab, line feed and carriage return (C0, DEL, C1) are left
  ///   out: iOS draws nothing for them (a NUL, an escape), while Pango draws a box or warns
  ///   about the text (NUL).
  /// - When `capsLines`, a line that cannot show all of its text is cut before layout (a line
  ///   `w` points wide in a font of `s` points shows at most `k = ⌈w / (0.1 s)⌉ + 8` counted
  ///   characters, ``narrowestAdvance``): a one-line paragraph that is truncated keeps its
  ///   first and last `k` characters ("…" replaces what lies between them whether at the head,
  ///   in the middle or at the tail); wrapped text truncated at the tail after `n` lines keeps
  ///   its first `n + 1` paragraphs, each its first `(n + 2) k` characters. Pango's layout and
  ///   ellipsizing take time that grows faster than the text, so a 100,000-character title
  ///   otherwise takes minutes. Not cut: text with a negative kern or inline images (narrower
  ///   than counted), paragraphs with indents, and wrapped text without a line limit.
  ///
  /// Runs are moved with their characters. `nil` `rich` stays `nil`.
  static func shownText(
    of text: DisplayText, lineWidth: Double, capsLines: Bool
  ) -> (utf8: [UInt8], rich: DisplayRichText?) {
    let scalars = Array(text.string.unicodeScalars)
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    let limit = capsLines ? lineCap(of: text, lineWidth: lineWidth) : nil
    var keep: [Range<Int>] = []
    func add(_ range: Range<Int>) {
      guard !range.isEmpty else { return }
      for index in range where !isHiddenControl(scalars[index]) {
        if let last = keep.last, last.upperBound == index {
          keep[keep.count - 1] = last.lowerBound..<(index + 1)
        } else {
          keep.append(index..<(index + 1))
        }
      }
    }
    var start = 0
    var paragraphs = 0
    while start < scalars.count {
      var end = start
      while end < scalars.count, !isParagraphSeparator(scalars[end]) { end += 1 }
      paragraphs += 1
      if let limit {
        switch limit {
        case .ends(let count):
          let head = index(after: count, from: start, to: end, in: scalars)
          let tail = index(before: count, from: end, to: start, in: scalars)
          if head < tail {
            add(start..<head)
            add(tail..<end)
          } else {
            add(start..<end)
          }
        case .head(let count, let maxParagraphs):
          add(start..<index(after: count, from: start, to: end, in: scalars))
          _ = maxParagraphs
        }
        if case .head(_, let maxParagraphs) = limit, paragraphs >= maxParagraphs { break }
      } else {
        add(start..<end)
      }
      // "\r\n" is one paragraph separator, as for Pango.
      let separatorEnd =
        end + 1 < scalars.count && scalars[end] == "\r" && scalars[end + 1] == "\n"
        ? end + 2 : end + 1
      add(end..<min(separatorEnd, scalars.count))
      start = separatorEnd
    }
    let all = text.string.utf8
    if scalars.isEmpty || (keep.count == 1 && keep[0] == 0..<scalars.count) {
      return (Array(all), text.rich)
    }
    if keep.isEmpty { return ([], text.rich) }
    let bytes = keep.map { offsets[$0.lowerBound]..<offsets[$0.upperBound] }
    var utf8: [UInt8] = []
    let source = Array(all)
    for range in bytes { utf8.append(contentsOf: source[range]) }
    guard var rich = text.rich else { return (utf8, nil) }
    rich.runs = moved(rich.runs, keeping: bytes)
    return (utf8, rich)
  }

  /// How much of each paragraph ``shownText(of:lineWidth:capsLines:)`` keeps.
  private enum LineCap {
    /// The first and the last `count` counted characters of each paragraph.
    case ends(Int)
    /// The first `count` counted characters of each of the first `paragraphs` paragraphs.
    case head(Int, paragraphs: Int)
  }

  /// The cap for `text` in lines `lineWidth` points wide, or `nil` when its lines are not cut.
  private static func lineCap(of text: DisplayText, lineWidth: Double) -> LineCap? {
    var size = text.font.size
    if let rich = text.rich {
      let p = rich.paragraph
      guard p.firstLineHeadIndent == 0, p.headIndent == 0, p.tailIndent == 0,
        rich.runs.allSatisfy({ $0.kern >= 0 && $0.attachment == nil })
      else { return nil }
      size = rich.runs.map(\.font.size).min() ?? size
    }
    guard size > 0, lineWidth > 0, lineWidth.isFinite else { return nil }
    let perLine = (lineWidth / (narrowestAdvance * size)).rounded(.up) + 8
    guard perLine < 1e9 else { return nil }
    let k = Int(perLine)
    if !text.wraps, text.truncation != .none { return .ends(k) }
    let n = text.numberOfLines
    if text.wraps, text.truncation == .tail, n > 0, n < 10_000 {
      return .head((n + 2) * k, paragraphs: n + 1)
    }
    return nil
  }

  /// The index in `scalars` after the first `count` counted characters from `start` (at most
  /// `end`).
  private static func index(
    after count: Int, from start: Int, to end: Int, in scalars: [Unicode.Scalar]
  ) -> Int {
    var index = start
    var counted = 0
    while index < end, counted < count {
      if advances(scalars[index]) { counted += 1 }
      index += 1
    }
    return index
  }

  /// The index in `scalars` of the first of the last `count` counted characters before `end`
  /// (at least `start`).
  private static func index(
    before count: Int, from end: Int, to start: Int, in scalars: [Unicode.Scalar]
  ) -> Int {
    var index = end
    var counted = 0
    while index > start, counted < count {
      index -= 1
      if advances(scalars[index]) { counted += 1 }
    }
    return index
  }

  /// Whether `scalar` is counted as advancing at least ``narrowestAdvance`` em: not a mark,
  /// a format or control character, or a space other than U+0020.
  private static func advances(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .lineSeparator,
      .paragraphSeparator, .unassigned, .surrogate, .privateUse:
      return false
    case .spaceSeparator: return scalar == " "
    default: return true
    }
  }

  /// Whether Pango starts a new paragraph after `scalar`.
  private static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
  }

  /// Whether `scalar` is a control character iOS draws nothing for (C0 but tab, line feed and
  /// carriage return; DEL; C1).
  static func isHiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D)
      || (0x7F...0x9F).contains(value)
  }

  /// The largest length, points, Pango units hold: they are 32-bit integers of 1/1024 point,
  /// so ±2,097,151 pt; a longer one (a multi-million-point label, kern or line spacing) would
  /// wrap around and garble the drawing.
  static let largestPangoLength = Double(Int32.max) / 1024 - 1

  /// `points` in Pango units, clamped to ±``largestPangoLength``; 0 for NaN.
  static func pangoUnits(_ points: Double) -> Int32 {
    guard !points.isNaN else { return 0 }
    return pango_units_from_double(min(max(points, -largestPangoLength), largestPangoLength))
  }

  /// The UTF-8 byte offset in the text Pango is given of byte `index` of `string` (whose lines
  /// are not cut): the controls before it are left out.
  static func shownIndex(of index: Int, in string: String) -> Int {
    var removed = 0
    var offset = 0
    for scalar in string.unicodeScalars {
      guard offset < index else { break }
      let width = UTF8.width(scalar)
      if isHiddenControl(scalar) { removed += width }
      offset += width
    }
    return index - removed
  }

  /// `runs` (UTF-8 byte ranges) moved to the text that keeps only the byte ranges `kept`
  /// (sorted, apart), joined in order; runs left empty are dropped.
  static func moved(_ runs: [DisplayRichText.Run], keeping kept: [Range<Int>])
    -> [DisplayRichText.Run]
  {
    var result: [DisplayRichText.Run] = []
    var shift: [(range: Range<Int>, to: Int)] = []
    var to = 0
    for range in kept {
      shift.append((range, to))
      to += range.count
    }
    var first = 0
    for run in runs {
      while first < shift.count, shift[first].range.upperBound <= run.range.lowerBound {
        first += 1
      }
      var index = first
      while index < shift.count, shift[index].range.lowerBound < run.range.upperBound {
        let (range, to) = shift[index]
        let lower = max(range.lowerBound, run.range.lowerBound)
        let upper = min(range.upperBound, run.range.upperBound)
        if lower < upper {
          var piece = run
          piece.range = (to + lower - range.lowerBound)..<(to + upper - range.lowerBound)
          if let last = result.last, last == piece.with(range: last.range),
            last.range.upperBound == piece.range.lowerBound
          {
            result[result.count - 1].range = last.range.lowerBound..<piece.range.upperBound
          } else {
            result.append(piece)
          }
        }
        index += 1
      }
    }
    return result
  }
}

extension DisplayRichText.Run {
  /// The run over `range`.
  fileprivate func with(range: Range<Int>) -> Self {
    var run = self
    run.range = range
    return run
  }
}
