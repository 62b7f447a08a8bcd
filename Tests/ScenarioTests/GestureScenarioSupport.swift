import GestureCore

extension Frame {
  /// The events of kind `kind` in this frame.
  func events(_ kind: String) -> [TimelineEvent] { events.filter { $0.kind == kind } }
}
