import Foundation
import GestureCore

/// One entry of `expect` as written: `{"view": "card", "center": [325, 400], "at": 1.0}`,
/// `{"gesture": "pan", "view": "card", "state": "ended", "at": "rest"}`,
/// `{"event": "touchesEnded", "view": "b1", "after": {"event": "touchesCancelled", "view": "b1"},
/// "never": true}`, `{"dealloc": "CardView"}` (docs/scenario.md, "Expectations").
///
/// The key `view` with properties, `gesture`, `event` or `dealloc` says what the entry checks;
/// keys of another kind are errors at the key.
struct ExpectationSpec: Decodable, Sendable, Equatable {
  var kind: Expectation.Kind

  enum Keys: String, CodingKey, CaseIterable {
    case view, gesture, event, dealloc, accessibilityElements
    case center, frame, bounds, transform, alpha, isHidden, superview, contentOffset, zoomScale
    case accessibilityLabel, accessibilityValue, accessibilityTraits, text, backgroundColor
    case textColor
    case at, atFrame, during, tolerance
    case state
    case detail, count, never, after, before
  }

  /// The keys that state a view's property.
  static let propertyKeys: [Keys] = [
    .center, .frame, .bounds, .transform, .alpha, .isHidden, .superview, .contentOffset,
    .zoomScale, .accessibilityLabel, .accessibilityValue, .accessibilityTraits, .text,
    .backgroundColor, .textColor,
  ]
  /// The states a recognizer can enter, as the timeline names them (`recognized` is a
  /// discrete recognizer's ended).
  static let states = [
    "possible", "began", "changed", "ended", "recognized", "cancelled", "failed",
  ]
  /// The default tolerance of a number, points (degrees for a rotation).
  static let defaultTolerance = 0.01

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "an expectation")
    let c = try decoder.container(keyedBy: Keys.self)
    let present = Keys.allCases.filter { c.contains($0) }
    let properties = Self.propertyKeys.filter { c.contains($0) }
    let allowed: [Keys]
    let what: String
    if c.contains(.dealloc) {
      what = "a dealloc expectation"
      allowed = [.dealloc, .count, .never, .after, .before, .during]
    } else if c.contains(.event) {
      what = "an event expectation"
      allowed = [.event, .view, .detail, .count, .never, .after, .before, .during]
    } else if c.contains(.gesture) {
      what = "a gesture expectation"
      allowed = [.gesture, .view, .state, .at, .atFrame, .during]
    } else if c.contains(.accessibilityElements) {
      what = "an accessibility expectation"
      allowed = [.accessibilityElements, .at, .atFrame, .during]
    } else if c.contains(.view), !properties.isEmpty {
      what = "a view expectation"
      allowed = [.view, .at, .atFrame, .during, .tolerance] + Self.propertyKeys
    } else {
      throw decoder.issue(
        "an expectation names what it checks: a view and its properties ('view' with "
          + Self.propertyKeys.map { "'\($0.rawValue)'" }.joined(separator: ", ")
          + "), a 'gesture', an 'event', a 'dealloc' or 'accessibilityElements'")
    }
    if let stray = present.first(where: { !allowed.contains($0) }) {
      throw ScenarioIssue(
        codingPath: decoder.codingPath + [stray],
        message: "'\(stray.rawValue)' is not part of \(what); it takes "
          + allowed.map { "'\($0.rawValue)'" }.joined(separator: ", "), isKey: true)
    }
    if c.contains(.dealloc) || c.contains(.event) {
      kind = try Self.decodeEvents(c)
    } else if c.contains(.accessibilityElements) {
      let elements = try c.decode([String].self, forKey: .accessibilityElements)
      kind = .accessibility(elements: elements, moment: try Self.decodeMoment(c, decoder))
    } else if c.contains(.gesture) {
      let name = try Self.decodeName(c, .gesture)
      let view = try c.contains(.view) ? Self.decodeName(c, .view) : nil
      guard c.contains(.state) else {
        throw decoder.issue(
          "a gesture expectation needs 'state': one of " + Self.states.joined(separator: ", "))
      }
      let state = try c.decode(String.self, forKey: .state)
      guard Self.states.contains(state) else {
        var message = "unknown state '\(state)'"
        if let guess = Suggestion.closest(to: state, in: Self.states) {
          message += "; did you mean '\(guess)'?"
        } else {
          message += "; expected one of " + Self.states.joined(separator: ", ")
        }
        throw c.issue(message, at: .state)
      }
      kind = .gesture(
        name: name, view: view, state: state, moment: try Self.decodeMoment(c, decoder))
    } else {
      let view = try Self.decodeName(c, .view)
      var list: [Expectation.Property] = []
      for key in properties {
        list += try Self.decodeProperty(key, in: c)
      }
      let tolerance =
        try c.decodeNumberIfPresent(
          .tolerance, in: 0...Double.greatestFiniteMagnitude, what: "tolerance")
        ?? Self.defaultTolerance
      kind = .view(
        view, properties: list, moment: try Self.decodeMoment(c, decoder), tolerance: tolerance)
    }
  }

  private static func decodeName(_ c: KeyedDecodingContainer<Keys>, _ key: Keys) throws -> String {
    let name = try c.decode(String.self, forKey: key)
    guard !name.isEmpty else { throw c.issue("\(key.rawValue) must not be empty", at: key) }
    return name
  }

  private static func decodeProperty(_ key: Keys, in c: KeyedDecodingContainer<Keys>) throws
    -> [Expectation.Property]
  {
    switch key {
    case .center:
      return [.center(try c.decode(OptionalNumbers.self, forKey: key).values(2, "center [x, y]"))]
    case .frame:
      return [
        .frame(
          try c.decode(OptionalNumbers.self, forKey: key).values(4, "frame [x, y, width, height]"))
      ]
    case .bounds:
      return [
        .bounds(
          try c.decode(OptionalNumbers.self, forKey: key).values(4, "bounds [x, y, width, height]"))
      ]
    case .contentOffset:
      return [
        .contentOffset(
          try c.decode(OptionalNumbers.self, forKey: key).values(2, "contentOffset [x, y]"))
      ]
    case .zoomScale:
      let scale = try c.decode(Double.self, forKey: key)
      guard scale.isFinite, scale > 0 else {
        throw c.issue("zoomScale must be above 0 (got \(describe(scale)))", at: key)
      }
      return [.zoomScale(scale)]
    case .alpha: return [.alpha(try c.decodeNumber(.alpha, in: 0...1, what: "alpha"))]
    case .isHidden: return [.isHidden(try c.decode(Bool.self, forKey: key))]
    case .superview: return [.superview(try decodeName(c, .superview))]
    case .transform: return try c.decode(TransformSpec.self, forKey: key).properties
    case .accessibilityLabel:
      return [.accessibilityLabel(try c.decodeIfPresent(String.self, forKey: key))]
    case .accessibilityValue:
      return [.accessibilityValue(try c.decodeIfPresent(String.self, forKey: key))]
    case .accessibilityTraits:
      let names = try c.decode([String].self, forKey: key)
      let known = AccessibilityTree.traitsByName.map(\.0)
      for name in names where !known.contains(name) {
        var message = "unknown accessibility trait '\(name)'"
        if let guess = Suggestion.closest(to: name, in: known) {
          message += "; did you mean '\(guess)'?"
        } else {
          message += "; the traits are " + known.joined(separator: ", ")
        }
        throw c.issue(message, at: key)
      }
      return [.accessibilityTraits(names)]
    case .text: return [.text(try c.decode(String.self, forKey: key))]
    case .backgroundColor, .textColor:
      let written = try c.decode(String.self, forKey: key)
      let spelled: String
      if written == "none" {
        spelled = written
      } else if let color = ColorValue.parse(written) {
        spelled = ColorValue.hex(color)
      } else {
        throw c.issue(
          "\(key.rawValue) is a colour as #RGB, #RRGGBB or #RRGGBBAA, or \"none\" "
            + "(got '\(written)')", at: key)
      }
      return [key == .textColor ? .textColor(spelled) : .backgroundColor(spelled)]
    default: return []
    }
  }

  private static func decodeMoment(_ c: KeyedDecodingContainer<Keys>, _ decoder: any Decoder)
    throws -> Expectation.Moment
  {
    let given = [Keys.at, .atFrame, .during].filter { c.contains($0) }
    guard given.count == 1 else {
      if given.count > 1 {
        throw c.issue(
          "give one of 'at', 'atFrame' and 'during', not both", at: given[1])
      }
      throw decoder.issue(
        "say when to check: 'at' (seconds, or \"rest\" for the end), 'atFrame' (a frame "
          + "number) or 'during' ([from, to] seconds)")
    }
    switch given[0] {
    case .at:
      if let text = try? c.decode(String.self, forKey: .at) {
        guard text == "rest" else {
          throw c.issue("at is a time in seconds or \"rest\" (got '\(text)')", at: .at)
        }
        return .rest
      }
      return .time(try c.decodeNumber(.at, in: 0...Scenario.maximumDuration, what: "at"))
    case .atFrame:
      let frame = try c.decodeWholeNumber(.atFrame)
      guard frame >= 0 else {
        throw c.issue("atFrame must be ≥ 0 (got \(frame))", at: .atFrame)
      }
      return .frame(frame)
    default:
      return .during(try c.decode(SpanValue.self, forKey: .during).span)
    }
  }

  private static func decodeEvents(_ c: KeyedDecodingContainer<Keys>) throws -> Expectation.Kind {
    let filter = try EventFilterSpec.filter(in: c)
    var count = Expectation.Count.atLeastOnce
    if c.contains(.count) && c.contains(.never) {
      throw c.issue("give 'count' or 'never', not both ('never': true is 'count': 0)", at: .never)
    }
    if c.contains(.count) {
      let number = try c.decodeWholeNumber(.count)
      guard number >= 0 else { throw c.issue("count must be ≥ 0 (got \(number))", at: .count) }
      count = number == 0 ? .never : .exactly(number)
    }
    if c.contains(.never) {
      guard try c.decode(Bool.self, forKey: .never) else {
        throw c.issue(
          "never is true (the event must not happen); leave it out to say it happens",
          at: .never)
      }
      count = .never
    }
    let after = try c.decodeIfPresent(EventFilterSpec.self, forKey: .after)?.filter
    let before = try c.decodeIfPresent(EventFilterSpec.self, forKey: .before)?.filter
    let during = try c.decodeIfPresent(SpanValue.self, forKey: .during)?.span
    return .events(filter, count: count, after: after, before: before, during: during)
  }
}

/// `"transform": {"scale": 1.1, "rotation": 15, "translation": [0, 20]}`: the parts of a view's
/// transform to check; a single scale is both axes'.
private struct TransformSpec: Decodable {
  var properties: [Expectation.Property]

  enum Keys: String, CodingKey, CaseIterable { case scale, rotation, translation }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "a transform")
    let c = try decoder.container(keyedBy: Keys.self)
    properties = []
    if c.contains(.scale) {
      if let single = try? c.decode(Double.self, forKey: .scale) {
        guard single.isFinite else { throw c.issue("scale must be finite", at: .scale) }
        properties.append(.scale([single, single]))
      } else {
        properties.append(
          .scale(try c.decode(OptionalNumbers.self, forKey: .scale).values(2, "scale [x, y]")))
      }
    }
    if c.contains(.rotation) {
      properties.append(
        .rotation(try c.decodeNumber(.rotation, in: -360...360, what: "rotation (degrees)")))
    }
    if c.contains(.translation) {
      properties.append(
        .translation(
          try c.decode(OptionalNumbers.self, forKey: .translation).values(2, "translation [x, y]")))
    }
    if properties.isEmpty {
      throw decoder.issue("transform checks 'scale', 'rotation' (degrees) or 'translation'")
    }
  }
}

/// `{"event": "touchesCancelled", "view": "b1"}` or `{"dealloc": "CardView"}`: which events
/// an expectation counts, or the event `after` and `before` refer to.
private struct EventFilterSpec: Decodable {
  var filter: Expectation.EventFilter

  enum Keys: String, CodingKey, CaseIterable { case event, view, detail, dealloc }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "an event reference")
    let c = try decoder.container(keyedBy: ExpectationSpec.Keys.self)
    guard c.contains(.event) || c.contains(.dealloc) else {
      throw decoder.issue(
        "an event reference names an 'event' (with 'view', 'detail') or a 'dealloc'")
    }
    filter = try Self.filter(in: c)
  }

  static func filter(in c: KeyedDecodingContainer<ExpectationSpec.Keys>) throws
    -> Expectation.EventFilter
  {
    if c.contains(.dealloc) {
      if c.contains(.event) {
        throw c.issue("give 'event' or 'dealloc', not both", at: .dealloc)
      }
      for key in [ExpectationSpec.Keys.view, .detail] where c.contains(key) {
        throw ScenarioIssue(
          codingPath: c.codingPath + [key],
          message: "'\(key.rawValue)' is not part of a dealloc; 'dealloc' names the class",
          isKey: true)
      }
      let name = try c.decode(String.self, forKey: .dealloc)
      guard ScenarioDocument.isSwiftIdentifier(name) else {
        throw c.issue(
          "dealloc names a class of the code, a Swift identifier (got '\(name)')", at: .dealloc)
      }
      return Expectation.EventFilter(kind: "dealloc", deallocatedClass: name)
    }
    let kind = try c.decodeString(.event)
    guard !kind.isEmpty else { throw c.issue("event must not be empty", at: .event) }
    if let problem = EventKinds.problem(with: kind) { throw c.issue(problem, at: .event) }
    let view = try c.decodeIfPresent(String.self, forKey: .view)
    let detail = try c.decodeIfPresent(String.self, forKey: .detail)
    return Expectation.EventFilter(kind: kind, view: view, detail: detail)
  }
}

/// `[325, 400]` or `[325, null]`: numbers to check, `null` for one not to.
private struct OptionalNumbers: Decodable {
  var numbers: [Double?]
  /// Where the list is, for the errors of ``values(_:_:)`` (thrown after decoding).
  var codingPath: [any CodingKey]

  init(from decoder: any Decoder) throws {
    codingPath = decoder.codingPath
    guard var container = try? decoder.unkeyedContainer() else {
      numbers = []
      return
    }
    var numbers: [Double?] = []
    while !container.isAtEnd {
      if try container.decodeNil() {
        numbers.append(nil)
      } else if let value = try? container.decode(Double.self), value.isFinite {
        numbers.append(value)
      } else {
        throw decoder.issue("expected numbers (or null for one not to check)")
      }
    }
    self.numbers = numbers
  }

  func values(_ count: Int, _ what: String) throws -> [Double?] {
    guard numbers.count == count else {
      throw ScenarioIssue(
        codingPath: codingPath,
        message:
          "expected \(what): \(count) numbers (null for one not to check), got \(numbers.count)")
    }
    guard numbers.contains(where: { $0 != nil }) else {
      throw ScenarioIssue(
        codingPath: codingPath, message: "expected \(what): at least one number, not only null")
    }
    return numbers
  }
}

/// `[0.5, 1.2]`: a span of seconds, the first ≤ the second.
private struct SpanValue: Decodable {
  var span: Expectation.TimeSpan

  init(from decoder: any Decoder) throws {
    let problem = "during is [from, to] seconds with 0 ≤ from ≤ to"
    guard var container = try? decoder.unkeyedContainer() else { throw decoder.issue(problem) }
    var numbers: [Double] = []
    while !container.isAtEnd {
      guard let value = try? container.decode(Double.self), value.isFinite else {
        throw decoder.issue(problem)
      }
      numbers.append(value)
    }
    guard numbers.count == 2, numbers[0] >= 0, numbers[1] >= numbers[0] else {
      throw decoder.issue(
        problem + " (got [" + numbers.map(describe).joined(separator: ", ") + "])")
    }
    span = Expectation.TimeSpan(from: numbers[0], to: numbers[1])
  }
}
