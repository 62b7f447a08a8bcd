import Foundation

/// Where each value and key of a JSON document starts, by JSON path, so that errors found by
/// `JSONDecoder` (which reports coding paths but no positions) and by validation can name a line
/// and column. Building the map also checks the syntax (RFC 8259) and reports the first error
/// with its position; duplicate keys in an object are rejected, since `JSONDecoder` would
/// silently keep one of them.
///
/// Memory is proportional to the input: the map keeps the text's Unicode scalars (4 bytes
/// each), the offset of each line's start, and one 16-byte node per value in document order
/// (its offset, its key's offset, where its subtree ends, its kind). A lookup walks from the
/// root, skipping whole subtrees, and reads a member's key back from the text.
struct JSONSourceMap {
  /// A 1-based line and column (columns count Unicode scalars).
  struct Position: Equatable, Sendable {
    var line: Int
    var column: Int
  }

  /// A syntax error with the position of the offending character, and for a number out of
  /// range the JSON path of its value (`fps`, `views[2].frame[0]`).
  struct SyntaxError: Error, Equatable {
    var position: Position
    var message: String
    var path: [JSONPathComponent] = []
  }

  /// How deep arrays and objects may nest. Foundation's `JSONDecoder` refuses 256 levels; a
  /// lower limit keeps the scan's recursion small and gives a clear message.
  static let maximumDepth = 200

  /// One value, in document order: its children follow it, up to `end`.
  fileprivate struct Node {
    /// The scalar offset of the value's first character.
    var offset: Int32
    /// The scalar offset of its key's opening quote, for an object member; else -1.
    var keyOffset: Int32
    /// The index of the first node after this value's subtree.
    var end: Int32
    var kind: Kind
  }

  fileprivate enum Kind: UInt8 {
    case object, array, string, boolean, null, number

    var words: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .boolean: "true or false"
      case .null: "null"
      case .number: "a number"
      }
    }
  }

  private let scalars: [Unicode.Scalar]
  private let lineStarts: [Int]
  private let nodes: [Node]

  /// The bytes the map's arrays hold: 4 per Unicode scalar of the text, 8 per line, 16 per
  /// value (``Node`` is 13 bytes, 16 with its alignment).
  var storageBytes: Int {
    scalars.count * MemoryLayout<Unicode.Scalar>.stride + lineStarts.count
      * MemoryLayout<Int>.stride + nodes.count * MemoryLayout<Node>.stride
  }

  /// Scans `text`, recording the position of every value and object key.
  /// - Throws: `SyntaxError` at the first violation of the JSON grammar or duplicate key, or
  ///   when the text has more than 2³¹ − 1 Unicode scalars.
  init(text: String) throws {
    let scalars = Array(text.unicodeScalars)
    var scanner = Scanner(scalars: scalars)
    guard scalars.count < Int(Int32.max) else {
      throw scanner.error("the file is larger than 2 GB; a scenario never needs that much")
    }
    scanner.skipWhitespace()
    if scanner.isAtEnd { throw scanner.error("the file is empty; expected a JSON object") }
    try scanner.value(depth: 0, keyOffset: -1)
    scanner.skipWhitespace()
    if !scanner.isAtEnd {
      throw scanner.error("unexpected \(scanner.describeCurrent()) after the end of the document")
    }
    self.scalars = scalars
    lineStarts = scanner.lineStarts
    nodes = scanner.nodes
  }

  /// The position of the value at `path`, or of its nearest ancestor that has one.
  func position(ofValueAt path: [JSONPathComponent]) -> Position? {
    let (node, _) = locate(path)
    return node.map { position(at: Int(nodes[$0].offset)) }
  }

  /// The position of the key that ends `path` (an object member's name), if there is one.
  func position(ofKeyAt path: [JSONPathComponent]) -> Position? {
    guard case .key = path.last, let node = exactNode(path) else { return nil }
    return position(at: Int(nodes[node].keyOffset))
  }

  /// What the value at `path` is, in words ("a string"), if the path exists.
  func kind(ofValueAt path: [JSONPathComponent]) -> String? {
    exactNode(path).map { nodes[$0].kind.words }
  }

  private func exactNode(_ path: [JSONPathComponent]) -> Int? {
    let (node, depth) = locate(path)
    return depth == path.count ? node : nil
  }

  /// The deepest node along `path` and how many components it matched.
  private func locate(_ path: [JSONPathComponent]) -> (node: Int?, depth: Int) {
    guard !nodes.isEmpty else { return (nil, 0) }
    var node = 0
    for (depth, component) in path.enumerated() {
      guard let child = child(of: node, component) else { return (node, depth) }
      node = child
    }
    return (node, path.count)
  }

  private func child(of node: Int, _ component: JSONPathComponent) -> Int? {
    let parent = nodes[node]
    var child = node + 1
    var index = 0
    while child < Int(parent.end) {
      switch (parent.kind, component) {
      case (.array, .index(let wanted)) where index == wanted:
        return child
      case (.object, .key(let wanted)) where key(at: Int(nodes[child].keyOffset)) == wanted:
        return child
      case (.array, _), (.object, _):
        break
      default:
        return nil
      }
      child = Int(nodes[child].end)
      index += 1
    }
    return nil
  }

  /// The key whose opening quote is at `offset`, decoded as the scan decoded it.
  private func key(at offset: Int) -> String? {
    var scanner = Scanner(scalars: scalars)
    scanner.index = offset
    return try? scanner.string()
  }

  private func position(at offset: Int) -> Position {
    // The last line starting at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return Position(line: low + 1, column: offset - lineStarts[low] + 1)
  }
}

private struct Scanner {
  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var column = 1
  /// The scalar offset where each line starts (line 1 at 0).
  var lineStarts = [0]
  /// The values scanned, in document order.
  var nodes: [JSONSourceMap.Node] = []
  /// The JSON path of the value being scanned.
  var path: [JSONPathComponent] = []

  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }
  var position: JSONSourceMap.Position { .init(line: line, column: column) }

  func error(_ message: String) -> JSONSourceMap.SyntaxError {
    .init(position: position, message: message)
  }

  func describeCurrent() -> String {
    guard let current else { return "end of file" }
    switch current {
    case "\n": return "end of line"
    case "\t": return "tab"
    default: return "'\(Character(current))'"
    }
  }

  mutating func advance() {
    guard let scalar = current else { return }
    index += 1
    if scalar == "\n" {
      line += 1
      column = 1
      lineStarts.append(index)
    } else {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let c = current, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
  }

  mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws {
    guard current == scalar else { throw error("expected \(what), found \(describeCurrent())") }
    advance()
  }

  mutating func value(depth: Int, keyOffset: Int) throws {
    skipWhitespace()
    guard depth < JSONSourceMap.maximumDepth else {
      throw error(
        "values nested deeper than \(JSONSourceMap.maximumDepth) levels; a scenario never needs "
          + "that many (Foundation's decoder stops at 256)")
    }
    let kind: JSONSourceMap.Kind
    switch current {
    case "{": kind = .object
    case "[": kind = .array
    case "\"": kind = .string
    case "t", "f": kind = .boolean
    case "n": kind = .null
    default: kind = .number
    }
    let node = nodes.count
    nodes.append(.init(offset: Int32(index), keyOffset: Int32(keyOffset), end: 0, kind: kind))
    switch current {
    case "{": try object(depth: depth)
    case "[": try array(depth: depth)
    case "\"": _ = try string()
    case "t": try literal("true")
    case "f": try literal("false")
    case "n": try literal("null")
    case let c? where c == "-" || ("0"..."9").contains(c): try number()
    default: throw error("expected a value, found \(describeCurrent())")
    }
    nodes[node].end = Int32(nodes.count)
  }

  mutating func object(depth: Int) throws {
    advance()
    skipWhitespace()
    if current == "}" {
      advance()
      return
    }
    var seen: Set<String> = []
    while true {
      skipWhitespace()
      let keyPosition = position
      let keyOffset = index
      guard current == "\"" else {
        throw error("expected a quoted key, found \(describeCurrent())")
      }
      let key = try string()
      if !seen.insert(key).inserted {
        throw JSONSourceMap.SyntaxError(
          position: keyPosition, message: "duplicate key '\(key)' in the same object")
      }
      skipWhitespace()
      try expect(":", "':' after the key")
      path.append(.key(key))
      try value(depth: depth + 1, keyOffset: keyOffset)
      path.removeLast()
      skipWhitespace()
      if current == "," {
        advance()
        continue
      }
      try expect("}", "',' or '}' after an object member")
      return
    }
  }

  mutating func array(depth: Int) throws {
    advance()
    skipWhitespace()
    if current == "]" {
      advance()
      return
    }
    var index = 0
    while true {
      path.append(.index(index))
      try value(depth: depth + 1, keyOffset: -1)
      path.removeLast()
      index += 1
      skipWhitespace()
      if current == "," {
        advance()
        continue
      }
      try expect("]", "',' or ']' after an array element")
      return
    }
  }

  mutating func string() throws -> String {
    advance()
    var result = String.UnicodeScalarView()
    while let c = current {
      switch c {
      case "\"":
        advance()
        return String(result)
      case "\\":
        advance()
        guard let escaped = current else { break }
        switch escaped {
        case "\"", "\\", "/": result.append(escaped)
        case "b": result.append("\u{08}")
        case "f": result.append("\u{0C}")
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          // Errors point at the escape's backslash.
          var escapeStart = position
          escapeStart.column -= 1
          let code = try hexEscape()
          if (0xD800...0xDBFF).contains(code) {
            // A high surrogate must be followed by an escaped low one (RFC 8259 §7).
            var next = self
            next.advance()
            if next.current == "\\" {
              next.advance()
              if next.current == "u", let low = try? next.hexEscape(),
                (0xDC00...0xDFFF).contains(low)
              {
                self = next
                let combined = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                if let scalar = Unicode.Scalar(combined) { result.append(scalar) }
                break
              }
            }
            throw JSONSourceMap.SyntaxError(
              position: escapeStart,
              message: "lone UTF-16 surrogate \\u\(hex(code)) in a string: a \\uD800–\\uDBFF "
                + "escape must be followed by a \\uDC00–\\uDFFF one")
          }
          guard let scalar = Unicode.Scalar(code) else {
            throw JSONSourceMap.SyntaxError(
              position: escapeStart,
              message: "lone UTF-16 surrogate \\u\(hex(code)) in a string: a \\uDC00–\\uDFFF "
                + "escape must follow a \\uD800–\\uDBFF one")
          }
          result.append(scalar)
        default:
          throw error("invalid escape '\\\(Character(escaped))' in a string")
        }
        advance()
      case let c where c.value < 0x20:
        throw error("unescaped control character in a string (use \\n or \\t)")
      default:
        result.append(c)
        advance()
      }
    }
    throw error("unterminated string")
  }

  /// Reads the 4 hex digits after `\\u`, leaving the scanner on the last one.
  mutating func hexEscape() throws -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      advance()
      guard let h = current, let digit = UInt32(String(h), radix: 16) else {
        throw error("expected 4 hex digits after \\u")
      }
      code = code * 16 + digit
    }
    return code
  }

  private func hex(_ code: UInt32) -> String {
    let digits = String(code, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  mutating func literal(_ word: String) throws {
    let start = position
    for expected in word.unicodeScalars {
      guard current == expected else {
        throw JSONSourceMap.SyntaxError(
          position: start, message: "expected a value, found \(describeCurrentWord())")
      }
      advance()
    }
  }

  func describeCurrentWord() -> String {
    var end = index
    while end < scalars.count, CharacterSet.alphanumerics.contains(scalars[end]) { end += 1 }
    if end == index { return describeCurrent() }
    return "'" + String(String.UnicodeScalarView(scalars[index..<end])) + "'"
  }

  mutating func number() throws {
    let start = index
    let startPosition = position
    try numberSyntax()
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    guard let value = Double(text), value.isFinite else {
      throw JSONSourceMap.SyntaxError(
        position: startPosition, message: "the number \(text) is too large to represent",
        path: path)
    }
    // A number that rounds to zero though its digits are not all zero underflows; Foundation's
    // decoder refuses it without saying where.
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    if value == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
      throw JSONSourceMap.SyntaxError(
        position: startPosition,
        message: "the number \(text) is too close to 0 to represent (the smallest above 0 is "
          + "5e-324); write 0", path: path)
    }
  }

  mutating func numberSyntax() throws {
    if current == "-" { advance() }
    guard let first = current, ("0"..."9").contains(first) else {
      throw error("expected a digit, found \(describeCurrent())")
    }
    if first == "0" {
      advance()
    } else {
      while let c = current, ("0"..."9").contains(c) { advance() }
    }
    if current == "." {
      advance()
      guard let c = current, ("0"..."9").contains(c) else {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
      while let c = current, ("0"..."9").contains(c) { advance() }
    }
    if current == "e" || current == "E" {
      advance()
      if current == "+" || current == "-" { advance() }
      guard let c = current, ("0"..."9").contains(c) else {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
      while let c = current, ("0"..."9").contains(c) { advance() }
    }
  }
}
