import Foundation
import GestureCore

/// A constraint as written in a scenario, parsed:
/// `first.attribute relation [m *] second.attribute [* m | / d] [± c] [@ priority]`, or
/// `first.size relation c [@ priority]` — `bar.top == header.bottom + 8 @750`,
/// `bar.width == root.width * 0.5`, `bar.height == 50`.
///
/// Items are view ids, `root` (the root view) or `safeArea` (the root view's safe area guide);
/// they are resolved by the validator. Offsets count Unicode scalars from the start of the
/// string, for error positions.
struct ConstraintExpression: Sendable, Equatable {
  /// `item.attribute` with where each part starts.
  struct Operand: Sendable, Equatable {
    var item: String
    var itemOffset: Int
    var attribute: NSLayoutConstraint.Attribute
    var attributeOffset: Int
  }

  var first: Operand
  var relation: NSLayoutConstraint.Relation
  /// `nil` for a size compared with a constant.
  var second: Operand?
  var multiplier: Double
  /// Points.
  var constant: Double
  /// 1…1000 (default 1000).
  var priority: Float

  /// A parse failure: what is wrong and where in the string.
  struct Failure: Error, Equatable {
    var offset: Int
    var message: String
  }

  /// The items named, with their offsets.
  var operands: [Operand] { [first] + (second.map { [$0] } ?? []) }

  /// The attribute names the format accepts (UIKit's `NSLayoutConstraint.Attribute` names).
  static let attributeNames = NSLayoutConstraint.Attribute.allCases.filter {
    $0 != .notAnAttribute && $0.marginBase == nil
  }
  .map(\.rawValue)

  /// Named priorities: UIKit's `UILayoutPriority` constants and short forms.
  static let priorityNames: [String: Float] = [
    "required": 1000, "defaultHigh": 750, "high": 750, "defaultLow": 250, "low": 250,
    "fittingSizeLevel": 50,
  ]

  /// Parses `text` (without a `name:` prefix).
  ///
  /// - Throws: ``Failure`` with the offset of the offending token.
  static func parse(_ text: String) throws(Failure) -> ConstraintExpression {
    var parser = ConstraintParser(text)
    return try parser.constraint()
  }
}

/// The tokens of the constraint syntax.
private enum Token: Equatable {
  case name(String)
  case number(Double)
  case dot, plus, minus, times, divide, at, colon
  case relation(NSLayoutConstraint.Relation)
  case single(Character)
  case end

  var text: String {
    switch self {
    case .name(let name): return "'\(name)'"
    case .number(let value): return "'\(describe(value))'"
    case .dot: return "'.'"
    case .plus: return "'+'"
    case .minus: return "'-'"
    case .times: return "'*'"
    case .divide: return "'/'"
    case .at: return "'@'"
    case .colon: return "':'"
    case .relation(let relation): return "'\(relation.symbol)'"
    case .single(let character): return "'\(character)'"
    case .end: return "the end"
    }
  }
}

/// A recursive-descent parser over the constraint's Unicode scalars.
private struct ConstraintParser {
  typealias Failure = ConstraintExpression.Failure

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var token: Token = .end
  private var tokenOffset = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  mutating func constraint() throws(Failure) -> ConstraintExpression {
    try advance()
    if token == .end { throw Failure(offset: 0, message: "empty constraint") }
    let first = try operand(what: "an item's attribute such as 'bar.top'")
    guard case .relation(let relation) = token else {
      if token == .single("=") {
        throw Failure(offset: tokenOffset, message: "use '==' for equality (found '=')")
      }
      throw Failure(
        offset: tokenOffset,
        message: "expected a relation (==, >= or <=) after '\(first.item).\(first.attribute)', "
          + "found \(token.text)")
    }
    let relationOffset = tokenOffset
    try advance()
    let (second, multiplier, constant) = try rightSide()
    var priority: Float = 1000
    if token == .at {
      try advance()
      let offset = tokenOffset
      switch token {
      case .number(let value):
        guard (1...1000).contains(value) else {
          throw Failure(
            offset: offset, message: "priority must be between 1 and 1000 (got \(describe(value)))")
        }
        priority = Float(value)
      case .name(let name):
        guard let value = ConstraintExpression.priorityNames[name] else {
          let names = ConstraintExpression.priorityNames.keys.sorted()
          let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
          throw Failure(
            offset: offset,
            message: "unknown priority '\(name)'"
              + (hint ?? "; expected 1…1000 or one of " + names.joined(separator: ", ")))
        }
        priority = value
      default:
        throw Failure(offset: offset, message: "expected a priority after '@', found \(token.text)")
      }
      try advance()
    }
    guard token == .end else {
      throw Failure(offset: tokenOffset, message: "unexpected \(token.text)")
    }
    let expression = ConstraintExpression(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: priority)
    try check(expression, relationOffset: relationOffset)
    return expression
  }

  /// The pairing rules UIKit enforces when a constraint is made.
  private func check(_ e: ConstraintExpression, relationOffset: Int) throws(Failure) {
    let a = e.first.attribute
    guard let second = e.second else {
      if !a.isDimension {
        throw Failure(
          offset: e.first.attributeOffset,
          message: "'\(a)' is a position: compare it with another item's attribute, such as "
            + "'root.\(a)' (only width and height can equal a number)")
      }
      return
    }
    let b = second.attribute
    if a.isDimension != b.isDimension {
      let (size, position) = a.isDimension ? (a, b) : (b, a)
      throw Failure(
        offset: second.attributeOffset,
        message: "cannot relate '\(a)' to '\(b)': '\(size)' is a size and '\(position)' a position")
    }
    if !a.isDimension, a.axis != b.axis {
      throw Failure(
        offset: second.attributeOffset,
        message: "cannot relate '\(a)' (\(axisName(a))) to '\(b)' (\(axisName(b)))")
    }
    let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing]
    let absolute: Set<NSLayoutConstraint.Attribute> = [.left, .right]
    if (directional.contains(a) && absolute.contains(b))
      || (absolute.contains(a) && directional.contains(b))
    {
      throw Failure(
        offset: second.attributeOffset,
        message: "cannot relate '\(a)' to '\(b)': use leading/trailing for both or left/right "
          + "for both (UIKit refuses the mix)")
    }
    if !a.isDimension, e.multiplier == 0 {
      throw Failure(
        offset: second.itemOffset,
        message: "a multiplier of 0 makes '\(a)' equal a number; positions need another item")
    }
  }

  private func axisName(_ attribute: NSLayoutConstraint.Attribute) -> String {
    attribute.axis == .horizontal ? "horizontal" : "vertical"
  }

  /// `item.attribute`.
  private mutating func operand(what: String) throws(Failure) -> ConstraintExpression.Operand {
    guard case .name(let item) = token else {
      throw Failure(offset: tokenOffset, message: "expected \(what), found \(token.text)")
    }
    let itemOffset = tokenOffset
    try advance()
    guard token == .dot else {
      throw Failure(
        offset: tokenOffset,
        message: "expected '.' and an attribute after '\(item)', found \(token.text)")
    }
    try advance()
    guard case .name(let name) = token else {
      throw Failure(
        offset: tokenOffset,
        message: "expected an attribute after '\(item).', found \(token.text)")
    }
    let attributeOffset = tokenOffset
    guard let attribute = NSLayoutConstraint.Attribute(rawValue: name),
      attribute != .notAnAttribute,
      attribute.marginBase == nil
    else {
      let names = ConstraintExpression.attributeNames
      let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
      throw Failure(
        offset: attributeOffset,
        message: "unknown attribute '\(name)'"
          + (hint ?? "; expected one of " + names.joined(separator: ", ")))
    }
    try advance()
    return ConstraintExpression.Operand(
      item: item, itemOffset: itemOffset, attribute: attribute, attributeOffset: attributeOffset)
  }

  /// A sum of terms, each a product of numbers and at most one `item.attribute` overall.
  private mutating func rightSide() throws(Failure) -> (
    ConstraintExpression.Operand?, Double, Double
  ) {
    var operand: ConstraintExpression.Operand?
    var multiplier = 0.0
    var constant = 0.0
    var sign = 1.0
    if token == .minus {
      sign = -1
      try advance()
    } else if token == .plus {
      try advance()
    }
    while true {
      var factor = sign
      var named: ConstraintExpression.Operand?
      var expectFactor = true
      var dividing = false
      while expectFactor {
        let offset = tokenOffset
        switch token {
        case .number(let value):
          if dividing {
            guard value != 0 else { throw Failure(offset: offset, message: "division by zero") }
            factor /= value
          } else {
            factor *= value
          }
          try advance()
        case .name:
          if dividing {
            throw Failure(offset: offset, message: "divide by a number, not by an attribute")
          }
          let next = try self.operand(what: "a number or an item's attribute")
          if let previous = named ?? operand {
            throw Failure(
              offset: next.itemOffset,
              message: "a constraint relates two attributes: the right side already names "
                + "'\(previous.item).\(previous.attribute)'")
          }
          named = next
        default:
          throw Failure(
            offset: offset, message: "expected a number or an item's attribute, found \(token.text)"
          )
        }
        switch token {
        case .times:
          dividing = false
          try advance()
        case .divide:
          dividing = true
          try advance()
        default:
          expectFactor = false
        }
      }
      if let named {
        operand = named
        multiplier = factor
      } else {
        constant += factor
      }
      switch token {
      case .plus: sign = 1
      case .minus: sign = -1
      default: return (operand, operand == nil ? 1 : multiplier, constant)
      }
      try advance()
    }
  }

  // MARK: Tokens

  private mutating func advance() throws(Failure) {
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    tokenOffset = index
    guard index < scalars.count else {
      token = .end
      return
    }
    let c = scalars[index]
    func isNameStart(_ c: Unicode.Scalar) -> Bool {
      c == "_" || c.properties.isAlphabetic
    }
    func isNamePart(_ c: Unicode.Scalar) -> Bool {
      isNameStart(c) || ("0"..."9").contains(c) || c == "-"
    }
    if isNameStart(c) {
      var end = index + 1
      // A '-' belongs to a name only when a letter or digit follows it ("top-image"), so
      // "bottom-8" is "bottom" minus 8 after an attribute (attributes have no '-').
      while end < scalars.count, isNamePart(scalars[end]) { end += 1 }
      var name = String(String.UnicodeScalarView(scalars[index..<end]))
      if tokenOffset > 0, previousIsDot(), let dash = name.firstIndex(of: "-") {
        // After '.', an attribute: stop at the first '-'.
        name = String(name[..<dash])
        end = index + name.unicodeScalars.count
      }
      index = end
      token = .name(name)
      return
    }
    if ("0"..."9").contains(c)
      || c == "." && index + 1 < scalars.count
        && ("0"..."9").contains(scalars[index + 1])
    {
      var end = index
      while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." {
        end += 1
      }
      let text = String(String.UnicodeScalarView(scalars[index..<end]))
      guard let value = Double(text), value.isFinite else {
        throw Failure(offset: index, message: "'\(text)' is not a number")
      }
      index = end
      token = .number(value)
      return
    }
    let two =
      index + 1 < scalars.count ? String(String.UnicodeScalarView(scalars[index...index + 1])) : ""
    let relations: [String: NSLayoutConstraint.Relation] = [
      "==": .equal, ">=": .greaterThanOrEqual, "<=": .lessThanOrEqual,
    ]
    if let relation = relations[two] {
      token = .relation(relation)
      index += 2
      return
    }
    switch c {
    case ".": token = .dot
    case "+": token = .plus
    case "-": token = .minus
    case "*", "×": token = .times
    case "/": token = .divide
    case "@": token = .at
    case ":": token = .colon
    default: token = .single(Character(c))
    }
    index += 1
  }

  private func previousIsDot() -> Bool {
    var i = tokenOffset - 1
    while i >= 0, scalars[i].properties.isWhitespace { i -= 1 }
    return i >= 0 && scalars[i] == "."
  }
}
