import Foundation

/// A view that turns touches into control events and sends them to actions, UIKit's
/// `UIControl`.
///
/// Tracking follows UIKit: touch down highlights the control and sends `touchDown`; moves send
/// drag events, the control staying highlighted while the finger is within
/// ``touchInsideSlop`` points of its bounds; lifting sends `touchUpInside` (inside) or
/// `touchUpOutside`; a cancelled touch (the system, or a gesture recognizer taking it) removes
/// the highlight and sends `touchCancel`. The control handles its touches itself: they do not
/// travel further up the responder chain.
///
/// Actions are closures the control owns (``addAction(for:_:)``, like a closure-based UIButton
/// extension) or target–action pairs with a weak target (``addTarget(_:action:for:)``).
///
/// A control's single-finger tap wins over a tap recognizer on a superview (Apple,
/// "Interacting with other user interface controls", reference §3): such a recognizer is
/// refused in ``gestureRecognizerShouldBegin(_:)``, so the control's touch ends normally.
open class UIControl: UIView {
  /// Whether the control reacts to touches (`isEnabled`, default true).
  open var isEnabled = true { didSet { controlStateDidChange() } }
  /// Whether a finger is down on it (`isHighlighted`).
  open var isHighlighted = false { didSet { controlStateDidChange() } }
  /// Whether it is selected (`isSelected`, default false).
  open var isSelected = false { didSet { controlStateDidChange() } }
  /// Whether it is tracking a touch (`isTracking`).
  public private(set) var isTracking = false
  /// Whether the tracked touch is inside, slop included (`isTouchInside`).
  public private(set) var isTouchInside = false

  /// How far outside its bounds a finger may go and still count as inside, points. UIKit
  /// does not document it; 70 pt is the commonly observed value and a working assumption.
  public var touchInsideSlop: CGFloat = 70

  private var actions: [(events: Event, action: GestureAction<UIControl>)] = []

  /// The current state: normal, highlighted, disabled, selected (`state`).
  public var state: State {
    var result: State = []
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }

  /// Called when the state changes; subclasses update their appearance and call `super`.
  open func controlStateDidChange() {}

  // MARK: Actions

  /// Adds a closure for `events`, owned by the control (`addAction(_:for:)`).
  public func addAction(for events: Event, _ action: @escaping (UIControl) -> Void) {
    actions.append((events, GestureAction(receiver: .closure(action))))
  }

  /// Adds a target–action pair for `events` (`addTarget(_:action:for:)`); the target is held
  /// weakly and its action skipped once it is gone.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target, UIControl) -> Void, for events: Event
  ) {
    let weakTarget = GestureAction<UIControl>.WeakTarget(target)
    actions.append(
      (
        events,
        GestureAction(
          receiver: .target(
            weakTarget,
            { object, sender in
              guard let typed = object as? Target else { return }
              action(typed, sender)
            }))
      ))
  }

  /// Sends the actions registered for any of `events` (`sendActions(for:)`) and logs them.
  public func sendActions(for events: Event) {
    for name in events.names {
      window?.eventLog.record("control.\(name)", view: self, detail: "\(identifier) \(name)")
    }
    for entry in actions where !entry.events.isDisjoint(with: events) {
      window?.eventLog.record(
        "control.action", view: self,
        detail: "\(events.names.joined(separator: ", ")) → \(entry.action.summary)")
      entry.action.perform(self)
    }
  }

  // MARK: Tracking

  /// Highlights and sends `touchDown`.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, !touches.isEmpty else { return }
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// Updates the highlight and sends the drag events.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInside(touch)
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: events)
  }

  /// Removes the highlight and sends `touchUpInside` or `touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInside(touch)
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  /// Removes the highlight and sends `touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }

  /// Refuses a single-finger, single-tap recognizer attached to another view (a superview),
  /// so the control's own tap wins; allows everything else.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
      tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
    {
      return false
    }
    return true
  }

  private func isInside(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -touchInsideSlop, dy: -touchInsideSlop)
      .containsHalfOpen(touch.location(in: self))
  }
}
