import Foundation
import GestureCore

/// A constraint of a view's `constraints` list: `"bar.top == header.bottom + 8 @750"`, with an
/// optional name (`"barTop: bar.top == header.bottom"`), or an object
/// `{"id": "barTop", "constraint": "bar.top == header.bottom", "active": false}`.
struct ConstraintSpec: Decodable, Sendable {
  /// The constraint's identifier, which behaviours use to switch it, if named.
  var id: String?
  /// The parsed constraint.
  var expression: ConstraintExpression
  /// Whether it is activated when the scene is built (default true).
  var isActive: Bool
  /// Where the constraint text is, below this entry's path: `[]` for the string form,
  /// `["constraint"]` for the object form.
  var textPath: [JSONPathComponent]
  /// Characters from the start of that JSON string value (its quote) to the expression
  /// (after any `name:` prefix), for positions in errors.
  var textOffset: Int

  private enum Keys: String, CodingKey, CaseIterable {
    case id, constraint, active
  }

  init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      if let problem = TextLimit.problem(text, limit: TextLimit.text, what: "the constraint") {
        throw decoder.issue(problem)
      }
      let (name, body, offset) = ConstraintSpec.splitName(text)
      id = name
      textPath = []
      textOffset = 1 + offset
      isActive = true
      expression = try ConstraintSpec.parse(body, decoder: decoder, path: [], offset: textOffset)
      return
    }
    guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
      throw decoder.issue(
        "expected a constraint: a string such as \"bar.top == header.bottom + 8\" or an object "
          + "with 'constraint'")
    }
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "a constraint")
    let c = try decoder.container(keyedBy: Keys.self)
    let text = try c.decodeString(.constraint, limit: TextLimit.text)
    let (name, body, offset) = ConstraintSpec.splitName(text)
    id = try c.decodeStringIfPresent(.id)
    if let id, id.isEmpty || id.contains(where: { $0.isWhitespace || $0 == "/" }) {
      throw c.issue(
        "a constraint id must be non-empty, without spaces or '/' (got '\(id)')", at: .id)
    }
    if let name {
      if id != nil {
        throw ScenarioIssue(
          codingPath: c.codingPath + [Keys.constraint],
          message: "the constraint is named twice: by 'id' and by the '\(name):' prefix",
          offset: 1)
      }
      id = name
    }
    isActive = try c.decodeIfPresent(Bool.self, forKey: .active) ?? true
    textPath = [.key(Keys.constraint.rawValue)]
    textOffset = 1 + offset
    expression = try ConstraintSpec.parse(
      body, decoder: decoder, path: [Keys.constraint], offset: textOffset)
  }

  /// Splits `"name: expression"` into the name, the expression and the expression's offset;
  /// text without a `name:` prefix is all expression.
  static func splitName(_ text: String) -> (String?, String, Int) {
    guard let colon = text.firstIndex(of: ":") else { return (nil, text, 0) }
    let name = text[..<colon].trimmingCharacters(in: .whitespaces)
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0 == "_" || $0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      })
    else { return (nil, text, 0) }
    let rest = text[text.index(after: colon)...]
    return (name, String(rest), text[...colon].unicodeScalars.count)
  }

  private static func parse(
    _ text: String, decoder: any Decoder, path: [any CodingKey], offset: Int
  ) throws -> ConstraintExpression {
    do {
      return try ConstraintExpression.parse(text)
    } catch {
      throw ScenarioIssue(
        codingPath: decoder.codingPath + path, message: error.message,
        offset: offset + error.offset)
    }
  }
}
