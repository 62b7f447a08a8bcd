import Foundation

/// Where each value and key of a JSON document starts, by JSON path, so that errors found by
/// `JSONDecoder` (which reports coding paths but no positions) and by validation can name a line
/// and column. Building the map also checks the syntax (RFC 8259) and reports the first error
/// with its position; duplicate keys in an object are rejected, since `JSONDecoder` would
/// silently keep one of them.
struct JSONSourceMap {
  /// A 1-based line and column (columns count Unicode scalars).
  struct Position: Equatable, Sendable {
    var line: Int
    var column: Int
  }

  /// A syntax error with the position of the offending character.
  struct SyntaxError: Error, Equatable {
    var position: Position
    var message: String
  }

  /// How deep arrays and objects may nest. Foundation's `JSONDecoder` refuses 256 levels; a
  /// lower limit keeps the scan's recursion and path copies small and gives a clear message.
  static let maximumDepth = 200

  private(set) var values: [String: Position] = [:]
  private(set) var keys: [String: Position] = [:]
  /// What each value is, in words: "a string", "a number", "an object", …
  private(set) var kinds: [String: String] = [:]

  /// Scans `text`, recording the position of every value and object key.
  /// - Throws: `SyntaxError` at the first violation of the JSON grammar or duplicate key.
  init(text: String) throws {
    var scanner = Scanner(scalars: Array(text.unicodeScalars))
    scanner.skipWhitespace()
    if scanner.isAtEnd { throw scanner.error("the file is empty; expected a JSON object") }
    try scanner.value(path: [], into: &self)
    scanner.skipWhitespace()
    if !scanner.isAtEnd {
      throw scanner.error("unexpected \(scanner.describeCurrent()) after the end of the document")
    }
  }

  /// The position of the value at `path`, or of its nearest ancestor that has one.
  func position(ofValueAt path: [JSONPathComponent]) -> Position? {
    var path = path
    while true {
      if let position = values[JSONPath.render(path)] { return position }
      if path.isEmpty { return nil }
      path.removeLast()
    }
  }

  /// The position of the key that ends `path` (an object member's name), if there is one.
  func position(ofKeyAt path: [JSONPathComponent]) -> Position? {
    keys[JSONPath.render(path)]
  }

  /// What the value at `path` is, in words ("a string"), if the path exists.
  func kind(ofValueAt path: [JSONPathComponent]) -> String? {
    kinds[JSONPath.render(path)]
  }

  fileprivate mutating func recordValue(
    _ path: [JSONPathComponent], _ position: Position, kind: String
  ) {
    let key = JSONPath.render(path)
    values[key] = position
    kinds[key] = kind
  }

  fileprivate mutating func recordKey(_ path: [JSONPathComponent], _ position: Position) {
    keys[JSONPath.render(path)] = position
  }
}

private struct Scanner {
  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var column = 1

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

  mutating func value(path: [JSONPathComponent], into map: inout JSONSourceMap) throws {
    skipWhitespace()
    guard path.count < JSONSourceMap.maximumDepth else {
      throw error(
        "values nested deeper than \(JSONSourceMap.maximumDepth) levels; a scenario never needs "
          + "that many (Foundation's decoder stops at 256)")
    }
    let kind: String
    switch current {
    case "{": kind = "an object"
    case "[": kind = "an array"
    case "\"": kind = "a string"
    case "t", "f": kind = "true or false"
    case "n": kind = "null"
    default: kind = "a number"
    }
    map.recordValue(path, position, kind: kind)
    switch current {
    case "{": try object(path: path, into: &map)
    case "[": try array(path: path, into: &map)
    case "\"": _ = try string()
    case "t": try literal("true")
    case "f": try literal("false")
    case "n": try literal("null")
    case let c? where c == "-" || ("0"..."9").contains(c): try number()
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  mutating func object(path: [JSONPathComponent], into map: inout JSONSourceMap) throws {
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
      guard current == "\"" else {
        throw error("expected a quoted key, found \(describeCurrent())")
      }
      let key = try string()
      let memberPath = path + [.key(key)]
      if !seen.insert(key).inserted {
        throw JSONSourceMap.SyntaxError(
          position: keyPosition, message: "duplicate key '\(key)' in the same object")
      }
      map.recordKey(memberPath, keyPosition)
      skipWhitespace()
      try expect(":", "':' after the key")
      try value(path: memberPath, into: &map)
      skipWhitespace()
      if current == "," {
        advance()
        continue
      }
      try expect("}", "',' or '}' after an object member")
      return
    }
  }

  mutating func array(path: [JSONPathComponent], into map: inout JSONSourceMap) throws {
    advance()
    skipWhitespace()
    if current == "]" {
      advance()
      return
    }
    var index = 0
    while true {
      try value(path: path + [.index(index)], into: &map)
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
          var code: UInt32 = 0
          for _ in 0..<4 {
            advance()
            guard let h = current, let digit = UInt32(String(h), radix: 16) else {
              throw error("expected 4 hex digits after \\u")
            }
            code = code * 16 + digit
          }
          if let scalar = Unicode.Scalar(code) { result.append(scalar) }
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
        position: startPosition, message: "the number \(text) is too large to represent")
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
