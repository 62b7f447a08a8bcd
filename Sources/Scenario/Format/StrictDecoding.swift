import Foundation

/// A coding key for any member name, used to list the keys an object really has.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

/// A problem found while decoding a scenario, with the coding path of the offending value
/// (or, for `isKey`, of the offending key).
struct ScenarioIssue: Error {
  var codingPath: [any CodingKey]
  var message: String
  /// Whether the position to report is the key's (an unknown key) rather than the value's.
  var isKey = false
  /// How many characters after the start of the value the problem is (inside a string: 1 for
  /// its first character, after the quote), added to the reported column.
  var offset = 0
}

extension Decoder {
  /// Throws for the first member whose name is not in `known`, suggesting the closest known
  /// name when it is a likely typo.
  func rejectUnknownKeys(_ known: [String], context: String) throws {
    let container = try container(keyedBy: AnyCodingKey.self)
    let names = container.allKeys.map(\.stringValue).sorted()
    for name in names where !known.contains(name) {
      var message = "unknown key '\(name)' in \(context)"
      if let suggestion = Suggestion.closest(to: name, in: known) {
        message += "; did you mean '\(suggestion)'?"
      } else {
        message += "; expected one of " + known.map { "'\($0)'" }.joined(separator: ", ")
      }
      throw ScenarioIssue(
        codingPath: codingPath + [AnyCodingKey(stringValue: name)], message: message,
        isKey: true)
    }
  }

  /// An issue at this decoder's value.
  func issue(_ message: String) -> ScenarioIssue {
    ScenarioIssue(codingPath: codingPath, message: message)
  }
}

/// How long a scenario's strings may be, in characters (Swift `Character`s, what a reader
/// counts). Names (view ids, class and constraint names, keywords) are short; text that is
/// drawn (a label's text, a button's title, a closure's text) or described is longer. Text
/// layout and the timeline grow with these lengths, so a typo or a pasted file must not make a
/// frame take seconds or a timeline gigabytes.
public enum TextLimit {
  /// The longest name: 200 characters.
  public static let name = 200
  /// The longest text: 2,000 characters (a long paragraph).
  public static let text = 2_000
  /// The longest file path (an image, a Swift file): 1,024 characters.
  public static let path = 1_024

  /// The message for a string of `count` characters over `limit`, or nil.
  static func problem(_ string: String, limit: Int, what: String) -> String? {
    // Counting stops just past the limit, so a huge string costs no more than a long one.
    let count = string.prefix(limit + 1).count
    guard count > limit else { return nil }
    return "\(what) is longer than \(limit) characters (\(string.count)); the limit is \(limit)"
  }
}

extension Decoder {
  /// Decodes this value as a string of at most `limit` characters.
  func decodeString(limit: Int = TextLimit.name, what: String = "the string") throws -> String {
    let string = try singleValueContainer().decode(String.self)
    if let problem = TextLimit.problem(string, limit: limit, what: what) { throw issue(problem) }
    return string
  }
}

extension KeyedDecodingContainer {
  /// Decodes a string at `key` of at most `limit` characters (``TextLimit``).
  func decodeString(_ key: Key, limit: Int = TextLimit.name) throws -> String {
    let string = try decode(String.self, forKey: key)
    if let problem = TextLimit.problem(string, limit: limit, what: key.stringValue) {
      throw issue(problem, at: key)
    }
    return string
  }

  /// Decodes an optional string at `key` of at most `limit` characters (``TextLimit``).
  func decodeStringIfPresent(_ key: Key, limit: Int = TextLimit.name) throws -> String? {
    guard contains(key), (try? decodeNil(forKey: key)) != true else { return nil }
    return try decodeString(key, limit: limit)
  }

  /// Decodes an optional array of strings at `key`, each of at most `limit` characters.
  func decodeStringsIfPresent(_ key: Key, limit: Int = TextLimit.name) throws -> [String]? {
    guard let strings = try decodeIfPresent([String].self, forKey: key) else { return nil }
    for (index, string) in strings.enumerated() {
      if let problem = TextLimit.problem(string, limit: limit, what: "\(key.stringValue)[\(index)]")
      {
        throw ScenarioIssue(
          codingPath: codingPath + [key, AnyCodingKey(intValue: index)], message: problem)
      }
    }
    return strings
  }

  /// An issue at the value of `key`.
  func issue(_ message: String, at key: Key) -> ScenarioIssue {
    ScenarioIssue(codingPath: codingPath + [key], message: message)
  }

  /// Decodes a whole number at `key`, if present. Foundation's decoder reports a fraction or a
  /// number too large for `Int` with no position; this says which value and why.
  func decodeWholeNumberIfPresent(_ key: Key) throws -> Int? {
    guard contains(key), (try? decodeNil(forKey: key)) != true else { return nil }
    let value = try decode(Double.self, forKey: key)
    guard value == value.rounded(), abs(value) <= Double(1 << 52) else {
      throw issue("\(key.stringValue) must be a whole number (got \(describe(value)))", at: key)
    }
    return Int(value)
  }

  /// Decodes a whole number at `key` (see `decodeWholeNumberIfPresent`).
  func decodeWholeNumber(_ key: Key) throws -> Int {
    guard let value = try decodeWholeNumberIfPresent(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing \(key.stringValue)"))
    }
    return value
  }

  /// Decodes a number at `key` and checks it is in `range`.
  func decodeNumber(
    _ key: Key, in range: ClosedRange<Double>, what: String
  ) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    try check(value, in: range, what: what, at: key)
    return value
  }

  /// Decodes an optional number at `key` and checks it is in `range`.
  func decodeNumberIfPresent(
    _ key: Key, in range: ClosedRange<Double>, what: String
  ) throws -> Double? {
    guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    try check(value, in: range, what: what, at: key)
    return value
  }

  private func check(
    _ value: Double, in range: ClosedRange<Double>, what: String, at key: Key
  ) throws {
    guard value.isFinite, range.contains(value) else {
      let bounds: String
      if range.upperBound == .greatestFiniteMagnitude {
        bounds = "≥ \(describe(range.lowerBound))"
      } else {
        bounds = "between \(describe(range.lowerBound)) and \(describe(range.upperBound))"
      }
      throw issue("\(what) must be \(bounds) (got \(describe(value)))", at: key)
    }
  }
}

/// Edit-distance suggestions for misspelled names ("did you mean 'frame'?"), for scenario keys
/// and command-line options alike.
public enum Suggestion {
  /// The candidate closest to `word` by Levenshtein distance, if it is close enough to be a
  /// plausible typo (at most a third of the word's length, and at least 1 edit allowed).
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    return
      candidates
      .map { (candidate: $0, distance: distance(word.lowercased(), $0.lowercased())) }
      .filter { $0.distance <= limit }
      .min { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }?
      .candidate
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions, substitutions).
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        row[j] = Swift.min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return previous[b.count]
  }
}

/// `120`, `0.5`, `-40`: numbers in messages, exactly as written.
func describe(_ value: Double) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}
