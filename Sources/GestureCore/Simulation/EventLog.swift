/// The record of what happened during the simulation, read into each `Frame` and
/// `timeline.json`: responder calls, behaviour callbacks, gesture state changes.
@preconcurrency @MainActor
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

  /// Records `kind` with `detail` only the first time this run: a warning that every reused
  /// cell would repeat word for word (the same symbol asked for at the same line) is said once,
  /// naming the first view it was seen on.
  public func recordOnce(_ kind: String, view: UIView?, detail: String) {
    guard recordedOnce.insert(kind + "\u{0}" + detail).inserted else { return }
    record(kind, view: view, detail: detail)
  }

  /// The kinds and details ``recordOnce(_:view:detail:)`` has recorded.
  private var recordedOnce: Set<String> = []

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
    let index = superview.subviews.firstIndex { $0 === self } ?? 0
    return identifier(superviewIdentifier: superview.identifier, index: index)
  }

  /// ``identifier`` for a view known to be subview `index` of a superview named
  /// `superviewIdentifier`: the same name without searching the siblings or walking up to the
  /// window, so naming every view of a tree walked from the top costs time linear in the tree.
  ///
  /// The name is kept with the superview, its name and the index it was built from, and
  /// given again while they are the same (a superview's name kept this way is the same string,
  /// so comparing it costs nothing).
  package func identifier(superviewIdentifier: String, index: Int) -> String {
    identifier(superview: superview, superviewIdentifier: superviewIdentifier, index: index)
  }

  /// ``identifier(superviewIdentifier:index:)`` for a walk that holds the superview, so the
  /// weak ``superview`` reference is not loaded for every view of every frame.
  func identifier(superview: UIView?, superviewIdentifier: String, index: Int) -> String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    let superviewObject = superview.map(ObjectIdentifier.init)
    if let cache = pathNameCache, cache.superview == superviewObject, cache.index == index,
      cache.superviewIdentifier == superviewIdentifier
    {
      return cache.identifier
    }
    let name: String
    if let button = superview as? UIButton, button.titleLabel === self {
      name = "\(superviewIdentifier).titleLabel"
    } else if let part = self as? ControlPartView {
      name = "\(superviewIdentifier).\(part.partName)"
    } else {
      name = "\(superviewIdentifier).\(index)"
    }
    pathNameCache = PathNameCache(
      superview: superviewObject, superviewIdentifier: superviewIdentifier, index: index,
      identifier: name)
    return name
  }
}

/// A view's path name (``UIView/identifier(superviewIdentifier:index:)``) with what it was
/// built from.
struct PathNameCache {
  /// The superview it was built under (compared by identity only).
  var superview: ObjectIdentifier?
  var superviewIdentifier: String
  var index: Int
  var identifier: String
}
