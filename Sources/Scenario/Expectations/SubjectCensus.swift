import Foundation
import GestureCore

/// The views and gesture recognizers a run had at some frame, for the event and gesture
/// expectations that name them: an entry whose view or recognizer the run never had fails
/// with a suggestion, instead of holding by accident (`"never": true` on a misspelt id).
///
/// A view counts when it is in the window at the end of a frame (views added later count) or
/// when an event names it; its id is the one the timeline gives it (its
/// `accessibilityIdentifier`, else its path such as `window.0.2`). A recognizer counts by its
/// name (its `name`, else its kind: `pan`, `tap`, …) and the id of its view.
@MainActor
struct SubjectCensus {
  /// A recognizer as expectations name it.
  struct Recognizer: Hashable {
    var name: String
    var view: String
  }

  /// Every view id seen, in the order first seen.
  private(set) var viewIDs: [String] = []
  /// The ids of ``viewIDs`` given by an `accessibilityIdentifier` or an event, in the order
  /// first seen: the ones a message lists.
  private(set) var namedViewIDs: [String] = []
  /// Every recognizer seen, in the order first seen.
  private(set) var recognizers: [Recognizer] = []
  private var knownViews: Set<String> = []
  private var knownNamedViews: Set<String> = []
  private var knownRecognizers: Set<Recognizer> = []

  /// Notes the views and recognizers of `window` now: the window and every view in it.
  mutating func observe(_ window: UIWindow) {
    observe(window, id: window.identifier)
  }

  private mutating func observe(_ view: UIView, id: String) {
    note(view: id, named: view.accessibilityIdentifier != nil)
    for recognizer in view.gestureRecognizers ?? [] {
      let entry = Recognizer(name: recognizer.displayName, view: id)
      if knownRecognizers.insert(entry).inserted { recognizers.append(entry) }
    }
    for (index, subview) in view.subviews.enumerated() {
      observe(subview, id: subview.identifier(superviewIdentifier: id, index: index))
    }
  }

  /// Notes the view `event` names.
  mutating func observe(_ event: TimelineEvent) {
    if let view = event.view { note(view: view, named: true) }
  }

  private mutating func note(view id: String, named: Bool) {
    if knownViews.insert(id).inserted { viewIDs.append(id) }
    if named, knownNamedViews.insert(id).inserted { namedViewIDs.append(id) }
  }

  /// Whether the run had a view with id `id`.
  func hasView(_ id: String) -> Bool { knownViews.contains(id) }

  /// Whether the run had a recognizer called `name`, on the view `view` when given.
  func hasRecognizer(_ name: String, on view: String?) -> Bool {
    guard let view else { return recognizers.contains { $0.name == name } }
    return knownRecognizers.contains(Recognizer(name: name, view: view))
  }

  /// `no view of the run has id 'crad'; did you mean 'card'?`, else the views it had.
  func missingView(_ id: String) -> String {
    var message = "no view of the run has id '\(id)'"
    if let guess = Suggestion.closest(to: id, in: viewIDs) {
      message += "; did you mean '\(guess)'?"
    } else if !namedViewIDs.isEmpty {
      message += "; views: " + Self.list(namedViewIDs)
    }
    return message
  }

  /// Why the run had no recognizer `name` (on `view` when given), with a suggestion:
  /// `card has no gesture recognizer named 'pann'; did you mean 'pan'?`.
  func missingRecognizer(_ name: String, on view: String?) -> String {
    if let view, !hasView(view) { return missingView(view) }
    let candidates = recognizers.filter { view == nil || $0.view == view }.map(\.name)
    var message =
      view.map { "\($0) has no gesture recognizer named '\(name)'" }
      ?? "no gesture recognizer of the run is named '\(name)'"
    if let guess = Suggestion.closest(to: name, in: candidates) {
      return message + "; did you mean '\(guess)'?"
    }
    let elsewhere = recognizers.filter { $0.name == name }.map(\.view)
    if !elsewhere.isEmpty {
      return message + "; '\(name)' is on " + Self.list(elsewhere)
    }
    let names = candidates.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    if names.isEmpty {
      message += view == nil ? "; the run has none" : "; it has none"
    } else {
      message += "; " + (view == nil ? "recognizers: " : "its recognizers: ") + Self.list(names)
    }
    return message
  }

  /// At most 12 names, comma-separated, `…` after.
  private static func list(_ names: [String]) -> String {
    names.prefix(12).joined(separator: ", ") + (names.count > 12 ? ", …" : "")
  }
}
