/// Finds the first syntax error of a JSON text (RFC 8259) and where it is, so that a
/// `Contents.json` that does not parse is reported at a line and column, as a scenario file's
/// errors are (`JSONDecoder` says only that the data is not valid JSON).
///
/// Lines and columns are 1-based; columns count Unicode scalars (a tab is one column), as the
/// scenario's messages count them. Nesting deeper than 512 levels is an error, so a hostile
/// file cannot exhaust the stack.
struct JSONSyntaxCheck {
  /// A syntax error: where, and what was expected.
  struct Failure: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// The first syntax error of `data` (UTF-8), or `nil` when it is one valid JSON value.
  static func firstError(in data: [UInt8]) -> Failure? {
    var check = JSONSyntaxCheck(
      scalars: Array(String(decoding: data, as: UTF8.self).unicodeScalars))
    do throws(Failure) {
      // A byte order mark, which JSONDecoder accepts, is not part of the text.
      if check.current == "\u{FEFF}" {
        check.index = 1
        check.lineStart = 1
      }
      check.skipSpace()
      try check.value(depth: 0)
      check.skipSpace()
      if check.index < check.scalars.count {
        throw check.failure("unexpected \(check.describeCurrent()) after the JSON value")
      }
      return nil
    } catch {
      return error
    }
  }

  private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func failure(_ message: String) -> Failure {
    Failure(line: line, column: index - lineStart + 1, message: message)
  }

  private func describeCurrent() -> String {
    guard let scalar = current else { return "the end of the file" }
    if scalar.value < 0x20 || scalar.value == 0x7F {
      return "the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
    }
    return "'\(Character(scalar))'"
  }

  private mutating func skipSpace() {
    while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) {
      if scalar == "\n" {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  private mutating func value(depth: Int) throws(Failure) {
    guard depth < 512 else { throw failure("the values nest more than 512 levels deep") }
    switch current {
    case "{":
      index += 1
      skipSpace()
      if current == "}" {
        index += 1
        return
      }
      while true {
        guard current == "\"" else {
          throw failure("expected a key in double quotes, found \(describeCurrent())")
        }
        try string()
        skipSpace()
        guard current == ":" else {
          throw failure("expected ':' after the key, found \(describeCurrent())")
        }
        index += 1
        skipSpace()
        try value(depth: depth + 1)
        skipSpace()
        if current == "," {
          index += 1
          skipSpace()
          continue
        }
        guard current == "}" else {
          throw failure("expected ',' or '}' in the object, found \(describeCurrent())")
        }
        index += 1
        return
      }
    case "[":
      index += 1
      skipSpace()
      if current == "]" {
        index += 1
        return
      }
      while true {
        try value(depth: depth + 1)
        skipSpace()
        if current == "," {
          index += 1
          skipSpace()
          continue
        }
        guard current == "]" else {
          throw failure("expected ',' or ']' in the array, found \(describeCurrent())")
        }
        index += 1
        return
      }
    case "\"": try string()
    case "t": try literal("true")
    case "f": try literal("false")
    case "n": try literal("null")
    case let scalar? where scalar == "-" || ("0"..."9").contains(scalar): try number()
    default: throw failure("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for expected in word.unicodeScalars {
      guard current == expected else {
        throw failure("expected '\(word)', found \(describeCurrent())")
      }
      index += 1
    }
  }

  private mutating func string() throws(Failure) {
    index += 1  // the opening quote
    while let scalar = current {
      switch scalar {
      case "\"":
        index += 1
        return
      case "\\":
        index += 1
        guard let escaped = current else { break }
        if escaped == "u" {
          index += 1
          for _ in 0..<4 {
            guard let digit = current, digit.properties.isASCIIHexDigit else {
              throw failure("expected four hexadecimal digits after \\u")
            }
            index += 1
          }
        } else if "\"\\/bfnrt".unicodeScalars.contains(escaped) {
          index += 1
        } else {
          throw failure("'\\\(Character(escaped))' is not an escape of JSON")
        }
      case _ where scalar.value < 0x20:
        throw failure("\(describeCurrent()) inside a string (write it escaped)")
      default:
        index += 1
      }
    }
    throw failure("the string is not closed before the end of the file")
  }

  private mutating func number() throws(Failure) {
    func digits() -> Int {
      var count = 0
      while let scalar = current, ("0"..."9").contains(scalar) {
        index += 1
        count += 1
      }
      return count
    }
    if current == "-" { index += 1 }
    if current == "0" {
      index += 1
    } else if digits() == 0 {
      throw failure("expected a digit, found \(describeCurrent())")
    }
    if current == "." {
      index += 1
      guard digits() > 0 else {
        throw failure("expected a digit after '.', found \(describeCurrent())")
      }
    }
    if current == "e" || current == "E" {
      index += 1
      if current == "+" || current == "-" { index += 1 }
      guard digits() > 0 else {
        throw failure("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
  }
}
