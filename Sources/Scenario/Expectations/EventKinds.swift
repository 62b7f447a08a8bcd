import GestureCore

/// The event kinds an `expect` entry may name: those the simulated UIKit records
/// (`TimelineEventKinds`) and those the scenario's behaviours and script add. Any other kind
/// cannot happen, so an entry naming one is a located error with a suggestion rather than an
/// expectation that holds (or fails) by accident (docs/scenario.md, "Expectations").
enum EventKinds {
  /// The kinds a behaviour's code records (docs/scenario.md, "Behaviours").
  static let behaviors = [
    "drag.began", "drag.moved", "drag.clamped", "controller.touchesBegan",
    "controller.touchesMoved", "reorder.lift", "reorder.swap", "reorder.drop", "header.scale",
    "sticky.pin", "sticky.unpin", "tap-closure", "constraints.switch",
  ]

  /// The kinds a script step records.
  static let script = ["script.setContentOffset", "script.offScreen"]

  /// Every kind a run can record.
  static let all = TimelineEventKinds.all + behaviors + script

  /// Why `kind` is no kind a run records, or `nil` when it is one:
  /// `unknown event 'control.touchUpInsde'; did you mean 'control.touchUpInside'?`; without a
  /// close spelling, the kinds of the same family (`layout.…`) or where the list is.
  static func problem(with kind: String) -> String? {
    guard !all.contains(kind) else { return nil }
    let message = "unknown event '\(kind)'"
    if let guess = Suggestion.closest(to: kind, in: all) {
      return message + "; did you mean '\(guess)'?"
    }
    if let dot = kind.firstIndex(of: ".") {
      let family = kind[...dot]
      let members = all.filter { $0.hasPrefix(family) }
      if !members.isEmpty {
        return message + "; the \(family.dropLast()) events are " + members.joined(separator: ", ")
      }
    }
    return message + "; the kinds a run records are listed in docs/scenario.md (Event kinds)"
  }
}
