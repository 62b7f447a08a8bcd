import Foundation

/// A behaviour preset as written in `behaviors`: `{"type": "clamped-drag", "view": "card"}`.
struct BehaviorSpec: Decodable, Sendable {
  enum Kind: String, CaseIterable, Sendable {
    /// The view follows the finger by center offset from the grip point, x and y clamped
    /// separately to the superview (seed 001).
    case clampedDrag = "clamped-drag"
    /// The view's frame origin moves by the finger's offset, unclamped (seed 000 part 3, first
    /// version).
    case originDrag = "origin-drag"
    /// The root view controller drags the view from its own touch methods, clamped, with the
    /// article's hard-coded width check (seed 000 part 3, second version).
    case controllerDrag = "controller-drag"
  }

  var kind: Kind
  var view: String
  /// `controller-drag`: the width that identifies the draggable window, points.
  var windowWidth: Double?
  /// `controller-drag`: apply the vertical offset once when x is clamped.
  var correctsDoubledVerticalOffset: Bool

  private enum Keys: String, CodingKey, CaseIterable {
    case type, view, windowWidth, correctsDoubledVerticalOffset
  }

  private static func keys(for kind: Kind) -> [Keys] {
    switch kind {
    case .clampedDrag, .originDrag: return [.type, .view]
    case .controllerDrag: return [.type, .view, .windowWidth, .correctsDoubledVerticalOffset]
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let typeName = try c.decode(String.self, forKey: .type)
    guard let kind = Kind(rawValue: typeName) else {
      let names = Kind.allCases.map(\.rawValue)
      let hint = Suggestion.closest(to: typeName, in: names).map { "; did you mean '\($0)'?" }
      throw c.issue(
        "unknown behavior type '\(typeName)'"
          + (hint ?? "; expected one of " + names.joined(separator: ", ")), at: .type)
    }
    self.kind = kind
    try decoder.rejectUnknownKeys(
      BehaviorSpec.keys(for: kind).map(\.rawValue), context: "a '\(typeName)' behavior")
    view = try c.decode(String.self, forKey: .view)
    windowWidth = try c.decodeNumberIfPresent(
      .windowWidth, in: 0...Double.greatestFiniteMagnitude, what: "windowWidth")
    correctsDoubledVerticalOffset =
      try c.decodeIfPresent(Bool.self, forKey: .correctsDoubledVerticalOffset) ?? false
  }
}
