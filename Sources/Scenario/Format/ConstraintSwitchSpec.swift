import Foundation
import GestureCore

/// The settings of a `switch-constraints` behaviour: which constraints (by id) each trigger
/// switches, and how the change is animated.
struct ConstraintSwitchSpec: Sendable {
  /// Constraint ids activated by the first trigger (deactivated by the second, and so on).
  var activate: [String]
  /// Constraint ids deactivated by the first trigger (activated by the second, and so on).
  var deactivate: [String]
  /// New constants, points, by constraint id, set by the first trigger (the old ones come back
  /// with the second), in id order.
  var constants: [(id: String, value: Double)]
  /// Seconds at which the switch happens by itself, in order.
  var times: [Double]
  /// The duration of the `UIView.animate` block around `layoutIfNeeded()`, seconds; 0 changes
  /// the layout at the next pass without animation.
  var animationDuration: Double
  /// The animation curve.
  var easing: UIView.AnimationOptions

  /// The default animation duration, seconds.
  static let defaultDuration = 0.3

  private enum Keys: String, CodingKey {
    case view, activate, deactivate, constants, times, animationDuration, easing
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    activate = try c.decodeStringsIfPresent(.activate) ?? []
    deactivate = try c.decodeStringsIfPresent(.deactivate) ?? []
    let byID = try c.decodeIfPresent([String: Double].self, forKey: .constants) ?? [:]
    constants = byID.keys.sorted().map { ($0, byID[$0]!) }
    if let bad = constants.first(where: { !$0.value.isFinite }) {
      throw c.issue(
        "constants must be finite numbers (got \(bad.value) for '\(bad.id)')", at: .constants)
    }
    times = try c.decodeIfPresent([Double].self, forKey: .times) ?? []
    if let bad = times.first(where: { !(0...3600).contains($0) }) {
      throw c.issue("times must be between 0 and 3600 s (got \(describe(bad)))", at: .times)
    }
    times.sort()
    animationDuration =
      try c.decodeNumberIfPresent(.animationDuration, in: 0...10, what: "animationDuration")
      ?? ConstraintSwitchSpec.defaultDuration
    let curves: [String: UIView.AnimationOptions] = [
      "easeInOut": .curveEaseInOut, "easeIn": .curveEaseIn, "easeOut": .curveEaseOut,
      "linear": .curveLinear,
    ]
    let name = try c.decodeStringIfPresent(.easing) ?? "easeInOut"
    guard let curve = curves[name] else {
      let names = curves.keys.sorted()
      let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
      throw c.issue(
        "unknown easing '\(name)'" + (hint ?? "; expected one of " + names.joined(separator: ", ")),
        at: .easing)
    }
    easing = curve
    if !c.contains(.view), times.isEmpty {
      throw decoder.issue(
        "a 'switch-constraints' behavior needs a trigger: 'view' (a tap on it) or 'times'")
    }
    if activate.isEmpty, deactivate.isEmpty, constants.isEmpty {
      throw decoder.issue(
        "a 'switch-constraints' behavior changes something: give 'activate', 'deactivate' or "
          + "'constants' (constraint ids)")
    }
  }

  /// Every constraint id named, with its path below the behaviour, in file order.
  var references: [(id: String, path: [JSONPathComponent])] {
    activate.enumerated().map { ($1, [.key("activate"), .index($0)]) }
      + deactivate.enumerated().map { ($1, [.key("deactivate"), .index($0)]) }
      + constants.map { ($0.id, [.key("constants"), .key($0.id)]) }
  }
}
