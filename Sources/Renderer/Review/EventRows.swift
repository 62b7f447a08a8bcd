import Foundation
import GestureCore

/// How the review page's event log folds the steady stream of per-frame events: between two key
/// events (``KeyFrames/isKey(_:)``), the other events of one kind on one subject are one row
/// with a count, "gesture.changed pan (card) ×42", that expands to the individual rows.
///
/// A run is a maximal sequence of non-key events; key events are rows of their own and end the
/// run. Inside a run the events are grouped by kind and ``subject(of:)``, and the groups are
/// listed in the order of their first event; a group of one event is a plain row. What the
/// code printed (``KeyFrames/isCodeOutput(_:)``: `print`, `dealloc`) is always a row of its own,
/// in place, without ending the run: its text is what the reader looks for. So a drag
/// that logs `touchesMoved`, `gesture.changed` and `gesture.action` each frame shows three
/// counted rows between its `gesture.began` and `gesture.ended`, not three rows per frame.
public enum EventRows {
  /// One row of the log: the positions (in the flat event list) of the events it stands for,
  /// one for a plain row, several for a collapsed group.
  public struct Row: Sendable, Equatable {
    /// The events' positions in the flat list, in order.
    public var events: [Int]
    /// The kind shared by the events.
    public var kind: String
    /// The subject shared by the events (``EventRows/subject(of:)``).
    public var subject: String

    /// Creates a row; see the properties.
    public init(events: [Int], kind: String, subject: String) {
      self.events = events
      self.kind = kind
      self.subject = subject
    }

    /// Whether the row stands for more than one event.
    public var isGroup: Bool { events.count > 1 }
  }

  /// What an event happened to, as the log's group rows name it: "pan (card)" for a gesture
  /// event (``recognizerName(of:)``, then the view), else the view's id, or "".
  public static func subject(of event: TimelineEvent) -> String {
    let view = event.view ?? ""
    guard let name = recognizerName(of: event) else { return view }
    return view.isEmpty ? name : "\(name) (\(view))"
  }

  /// The recognizer's name in a gesture event's detail: before ": " in a state change ("long
  /// press: possible → began at (95, 109)"), before " (" in an action ("pan (changed) →
  /// handlePan"); `nil` for other events or a detail not of that shape.
  public static func recognizerName(of event: TimelineEvent) -> String? {
    guard event.kind.hasPrefix("gesture.") else { return nil }
    let separator = event.kind == "gesture.action" ? " (" : ": "
    guard let end = event.detail.range(of: separator) else { return nil }
    let name = event.detail[..<end.lowerBound]
    guard !name.isEmpty, name.count <= 40, !name.contains("→") else { return nil }
    return String(name)
  }

  /// The rows for `events`, in order (see the type's description). The events at the
  /// positions `keptApart` accepts are rows of their own without ending the run, as what the
  /// code printed is (the diff page's events only one run has).
  public static func rows(
    for events: [TimelineEvent], keptApart: (Int) -> Bool = { _ in false }
  ) -> [Row] {
    var rows: [Row] = []
    // The groups of the current run, by kind and subject, as positions in `rows`.
    var open: [String: Int] = [:]
    for (position, event) in events.enumerated() {
      let subject = subject(of: event)
      if KeyFrames.isKey(event) {
        open.removeAll()
        rows.append(Row(events: [position], kind: event.kind, subject: subject))
        continue
      }
      // What the code printed is read line by line: never folded, and it does not end a run.
      if KeyFrames.isCodeOutput(event) || keptApart(position) {
        rows.append(Row(events: [position], kind: event.kind, subject: subject))
        continue
      }
      let key = event.kind + "\u{0}" + subject
      if let row = open[key] {
        rows[row].events.append(position)
      } else {
        open[key] = rows.count
        rows.append(Row(events: [position], kind: event.kind, subject: subject))
      }
    }
    return rows
  }
}
