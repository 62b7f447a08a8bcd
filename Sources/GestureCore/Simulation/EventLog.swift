/// The record of what happened during the simulation, read into each `Frame` and
/// `timeline.json`: responder calls, behaviour callbacks, gesture state changes.
@MainActor
public final class EventLog {
  private let scheduler: Scheduler
  /// Every event recorded and not yet taken by `drain()`, in order.
  public private(set) var pending: [TimelineEvent] = []

  init(scheduler: Scheduler) {
    self.scheduler = scheduler
  }

  /// Records that `kind` happened to `view` now, with a human-readable `detail`.
  public func record(_ kind: String, view: UIView?, detail: String) {
    pending.append(
      TimelineEvent(time: scheduler.now, kind: kind, view: view?.identifier, detail: detail))
  }

  /// Returns the pending events and forgets them.
  func drain() -> [TimelineEvent] {
    defer { pending.removeAll() }
    return pending
  }
}

extension UIView {
  /// The name used for the view in frames, timelines and messages: its
  /// `accessibilityIdentifier`; for a button's title label, the button's name and `.titleLabel`
  /// (`buy.titleLabel`), as a scenario's buttons name theirs; for a part a control draws with,
  /// the control's name and the part's (`volume.thumb`); else its path from the window
  /// (`window.0.2`).
  package var identifier: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    guard let superview else { return self is UIWindow ? "window" : "view" }
    if let button = superview as? UIButton, button.titleLabel === self {
      return "\(button.identifier).titleLabel"
    }
    if let part = self as? ControlPartView { return "\(superview.identifier).\(part.partName)" }
    let index = superview.subviews.firstIndex { $0 === self } ?? 0
    return "\(superview.identifier).\(index)"
  }
}
