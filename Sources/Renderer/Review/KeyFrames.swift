import Foundation
import GestureCore

/// Which events make a frame a key frame for the contact sheet and the review page: the moments
/// a reviewer needs to see, where state changes, not the steady stream of moves.
///
/// A key event is a touch beginning, ending or being cancelled (`touchesBegan`,
/// `touchesEnded`, `touchesCancelled`, also behind a prefix such as `controller.`), a gesture
/// recognizer entering began, ended, recognized, cancelled or failed (`gesture.began`, …; not
/// the scroll view's private `delaysContentTouches` recognizer, ``isPrivateRecognizerEvent(_:)``), a
/// control event other than drags inside or outside (`control.touchDown`,
/// `control.touchUpInside`, …), a drag beginning (`drag.began`), or a reorder step
/// (`reorder.lift`, `reorder.swap`, `reorder.drop`), an edge stopping a drag (`drag.clamped`), a
/// sticky bar pinning or unpinning, a constraint switch, a tap-closure action, a scroll view's
/// drag or deceleration starting or ending, a programmatic offset, and a layout report
/// (`layout.unsatisfiable`, `layout.ambiguous`, `layout.exception`), and a sheet settling on
/// another detent, dismissed or refusing a dismissal by a drag (`sheet.detent`,
/// `sheet.dismissed`, `sheet.refused`), and a tab bar controller switching tabs
/// (`tabBar.select`). Moves, changes, actions, per-frame scrolls and
/// animation starts are not.
public enum KeyFrames {
  private static let touchKinds: Set<String> = ["touchesbegan", "touchesended", "touchescancelled"]
  private static let gestureStates: Set<String> = [
    "began", "ended", "recognized", "cancelled", "failed",
  ]
  private static let otherKinds: Set<String> = [
    "drag.began", "drag.clamped", "reorder.lift", "reorder.swap", "reorder.drop", "sticky.pin",
    "sticky.unpin", "constraints.switch", "tap-closure", "scrollviewwillbegindragging",
    "scrollviewdidenddragging", "scrollviewdidenddecelerating",
    "scrollviewdidendscrollinganimation", "script.setcontentoffset", "layout.unsatisfiable",
    "layout.ambiguous", "layout.exception", "sheet.detent", "sheet.dismissed", "sheet.refused",
    "tabbar.select",
  ]

  /// Whether `event` marks a state change (see the type's description).
  public static func isKey(_ event: TimelineEvent) -> Bool {
    let kind = event.kind.lowercased()
    let last = kind.split(separator: ".").last.map(String.init) ?? kind
    if touchKinds.contains(last) { return true }
    if kind.hasPrefix("gesture.") {
      return gestureStates.contains(last) && !isPrivateRecognizerEvent(event)
    }
    if kind.hasPrefix("control.") {
      return !(last.hasPrefix("touchdraginside") || last.hasPrefix("touchdragoutside"))
    }
    return otherKinds.contains(kind)
  }

  /// Whether `event` is a state change of a recognizer a scroll view keeps private
  /// (``GestureCore/UIScrollView/privateRecognizerNames``: "delaysContentTouches"), which is no
  /// key moment and names nothing on a plot.
  public static func isPrivateRecognizerEvent(_ event: TimelineEvent) -> Bool {
    guard let name = EventRows.recognizerName(of: event) else { return false }
    return UIScrollView.privateRecognizerNames.contains(name)
  }

  /// Whether `event` is what the scenario's code said or showed: a `print` or a `dealloc` of
  /// one of its objects. Not key by itself (code may print every frame), but shown with a key
  /// frame's events.
  public static func isCodeOutput(_ event: TimelineEvent) -> Bool {
    event.kind == "print" || event.kind == "dealloc"
  }

  /// A short caption for a key event: "touchesBegan card", "gesture.began card"; for the
  /// code's output its text: "print: released at (298, 490)", "dealloc: Badge"; for a sheet
  /// what it did: "sheet: medium → large", "sheet: dismissed".
  public static func caption(_ event: TimelineEvent) -> String {
    if isCodeOutput(event) { return "\(event.kind): \(event.detail)" }
    if event.kind.hasPrefix("sheet.") { return "sheet: \(event.detail)" }
    return event.view.map { "\(event.kind) \($0)" } ?? event.kind
  }
}
