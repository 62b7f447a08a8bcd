import Foundation
import GestureCore

/// What happens at a key frame, in a few words, for the review page's key-frame buttons, the
/// contact sheet's tiles and review.md: "lift b1", "swap b1↔b3", "drop b1", "touch down card",
/// "released card", "pan began on card", "pinned header".
///
/// Each key event (``KeyFrames/isKey(_:)``) has a phrase and a weight: what the scenario's
/// behaviour did (a reorder step, a pin, a clamp, a layout report, a constraint switch, a
/// programmatic offset) weighs 3; a gesture state, a control event, a drag or scroll phase 2; a
/// touch beginning, ending or cancelled 1 (a control's `touchDown` and `touchCancel` too,
/// phrased as the touch's own events, so they count once). A frame's label is the first phrase of the greatest weight among
/// its events, with "+N" for the N other distinct phrases of its key events; the frame number
/// and time stay a secondary detail (``detail(index:time:events:)``).
public enum KeyFrameLabel {
  /// The label of a frame with `events`, or `nil` when none of them is a key event.
  public static func label(for events: [TimelineEvent]) -> String? {
    var phrases: [(weight: Int, text: String)] = []
    for event in events where KeyFrames.isKey(event) {
      let phrase = self.phrase(event)
      if !phrases.contains(where: { $0.text == phrase.text }) { phrases.append(phrase) }
    }
    guard let top = phrases.max(by: { $0.weight < $1.weight })?.weight,
      let first = phrases.first(where: { $0.weight == top })
    else { return nil }
    return phrases.count > 1 ? "\(first.text) +\(phrases.count - 1)" : first.text
  }

  /// The secondary detail of a frame: "#30 · 0.500 s: reorder.lift b1, touchesBegan b1" (its
  /// key events' captions, ``KeyFrames/caption(_:)``), for tooltips and tables.
  public static func detail(index: Int, time: Double, events: [TimelineEvent]) -> String {
    let head = "#\(index) · " + String(format: "%.3f s", time)
    let captions = events.filter(KeyFrames.isKey).map(KeyFrames.caption)
    return captions.isEmpty ? head : head + ": " + captions.joined(separator: ", ")
  }

  /// The phrase and weight of one key event (see the type's description).
  static func phrase(_ event: TimelineEvent) -> (weight: Int, text: String) {
    let kind = event.kind.lowercased()
    let last = kind.split(separator: ".").last.map(String.init) ?? kind
    let view = event.view ?? ""
    func with(_ verb: String, _ object: String = view) -> String {
      object.isEmpty ? verb : "\(verb) \(object)"
    }
    switch kind {
    case "reorder.lift": return (3, with("lift"))
    case "reorder.swap": return (3, with("swap", swapPair(event)))
    case "reorder.drop": return (3, with("drop"))
    case "sticky.pin": return (3, with("pinned"))
    case "sticky.unpin": return (3, with("unpinned"))
    case "drag.clamped": return (3, with("clamped"))
    case "layout.unsatisfiable": return (3, "unsatisfiable layout")
    case "layout.ambiguous": return (3, "ambiguous layout")
    case "layout.exception": return (3, "layout exception")
    case "constraints.switch": return (3, "constraints switched")
    case "sheet.detent", "sheet.dismissed", "sheet.refused": return (3, "sheet: \(event.detail)")
    case "tabbar.select": return (3, "tab: \(event.detail)")
    case "tap-closure": return (3, with("tap action"))
    case "script.setcontentoffset": return (3, with("setContentOffset"))
    case "drag.began": return (2, with("drag"))
    case "scrollviewwillbegindragging": return (2, with("scroll drag starts", onView(view)))
    case "scrollviewdidenddragging": return (2, with("scroll drag ends", onView(view)))
    case "scrollviewdidenddecelerating": return (2, with("scroll stops", onView(view)))
    case "scrollviewdidendscrollinganimation":
      return (2, with("scroll animation ends", onView(view)))
    default: break
    }
    if kind.hasPrefix("gesture.") {
      let name = EventRows.recognizerName(of: event) ?? "gesture"
      return (2, with("\(name) \(last)", onView(view)))
    }
    if kind.hasPrefix("control.") {
      // A control's touch down and cancel say what the touch did; the touch's own events say
      // the same, once.
      if last == "touchdown" { return (1, with("touch down")) }
      if last == "touchcancel" { return (1, with("touch cancelled")) }
      let name = event.kind.split(separator: ".").last.map(String.init) ?? event.kind
      return (2, with(name))
    }
    switch last {
    case "touchesbegan": return (1, with("touch down"))
    case "touchesended": return (1, with("released"))
    case "touchescancelled": return (1, with("touch cancelled"))
    default: return (1, with(event.kind))
    }
  }

  /// "on card", or "" without a view.
  private static func onView(_ view: String) -> String { view.isEmpty ? "" : "on \(view)" }

  /// "b1↔b3" from a swap's detail ("center (x, y) entered b3; …"), else the view alone.
  private static func swapPair(_ event: TimelineEvent) -> String {
    let view = event.view ?? ""
    guard let entered = event.detail.range(of: " entered ") else { return view }
    let other = event.detail[entered.upperBound...].prefix { $0 != ";" }
    return other.isEmpty ? view : "\(view)↔\(other)"
  }
}
