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
/// Actions are `UIAction`s the control owns (``addAction(_:for:)``, iOS 14) or target–action
/// pairs with a weak target (``addTarget(_:action:for:)``), whose action is an unapplied method
/// reference: `button.addTarget(self, action: Controller.buy, for: .touchUpInside)`. They run
/// in the order they were added. A button also sends ``Event/primaryActionTriggered`` after
/// `touchUpInside`.
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

  /// The actions and the events each is registered for, in the order added.
  private var actions: [(events: Event, action: TargetAction<UIControl>)] = []

  /// The current state: normal, highlighted, disabled, selected (`state`).
  public var state: State {
    var result: State = []
    if isHighlighted { result.insert(.highlighted) }
    if !isEnabled { result.insert(.disabled) }
    if isSelected { result.insert(.selected) }
    return result
  }

  /// Called when the state changes; subclasses update their appearance and call `super`.
  package func controlStateDidChange() {}

  // MARK: Actions

  /// Adds a closure for `events`, owned by the control (the core's tests; apps use
  /// ``addAction(_:for:)`` with a `UIAction`).
  func addAction(for events: Event, _ action: @escaping (UIControl) -> Void) {
    actions.append((events, .closure(action)))
  }

  /// Adds a target–action pair for `events` (`addTarget(_:action:for:)`): `action`, a method of
  /// `target` taking the control (typed as this class, a superclass or `Any`), runs when any
  /// of the events is sent. The target is held weakly and its action skipped once it is gone
  /// (Apple: "the target is not retained").
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self) -> Void, for controlEvents: Event
  ) {
    actions.append(
      (
        controlEvents,
        .target(target, shape: .sender) { target, sender, _ in
          guard let sender = sender as? Self else { return }
          action(target)(sender)
        }
      ))
  }

  /// Adds a target–action pair whose method takes no argument (`addTarget(_:action:for:)`).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    actions.append(
      (controlEvents, .target(target, shape: .noArguments) { target, _, _ in action(target)() }))
  }

  /// Adds a target–action pair whose method takes the control and the event that triggered it
  /// (`addTarget(_:action:for:)` with an action `buy(_:forEvent:)`). Actions sent without a
  /// touch event (``sendActions(for:)``) get an event with no touches at the current time
  /// (working assumption: UIKit passes `nil`, which a non-optional parameter cannot hold).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    actions.append(
      (
        controlEvents,
        .target(target, shape: .senderAndEvent) { [weak self] target, sender, event in
          guard let sender = sender as? Self else { return }
          let now = self?.window?.scheduler.now ?? 0
          action(target)(sender, event ?? UIEvent(timestamp: now, touches: []))
        }
      ))
  }

  /// Adds a target–action pair whose method takes the control and the event that triggered it,
  /// `nil` when the actions were sent without one (``sendActions(for:)``).
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self, UIEvent?) -> Void,
    for controlEvents: Event
  ) {
    actions.append(
      (
        controlEvents,
        .target(target, shape: .senderAndOptionalEvent) { target, sender, event in
          guard let sender = sender as? Self else { return }
          action(target)(sender, event)
        }
      ))
  }

  /// Stops sending `controlEvents` to the pairs of `target` (every target when `nil`) whose
  /// action is a method of `Target` taking the control (`removeTarget(_:action:for:)`); a pair
  /// left with no events is removed. Swift cannot compare functions: methods of one class with
  /// the same parameters are removed together (working assumption).
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> (Self) -> Void, for controlEvents: Event
  ) {
    remove(controlEvents, target: target, signature: signature(Target.self, .sender))
  }

  /// `removeTarget(_:action:for:)` for a method taking no argument.
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event
  ) {
    remove(controlEvents, target: target, signature: signature(Target.self, .noArguments))
  }

  /// `removeTarget(_:action:for:)` for a method taking the control and the event.
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> (Self, UIEvent) -> Void,
    for controlEvents: Event
  ) {
    remove(controlEvents, target: target, signature: signature(Target.self, .senderAndEvent))
  }

  /// `removeTarget(_:action:for:)` for a method taking the control and an optional event.
  public func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> (Self, UIEvent?) -> Void,
    for controlEvents: Event
  ) {
    remove(
      controlEvents, target: target, signature: signature(Target.self, .senderAndOptionalEvent))
  }

  /// Stops sending `controlEvents` to every pair of `target`, or to every pair when `target`
  /// is `nil` (`removeTarget(_:action:for:)` with a `nil` action:
  /// `removeTarget(nil, action: nil, for: .allEvents)`). `UIAction`s stay
  /// (``removeAction(_:for:)``).
  public func removeTarget(_ target: Any?, action: Never?, for controlEvents: Event) {
    remove(controlEvents, target: target.map { $0 as AnyObject }, signature: nil)
  }

  /// Adds `action` for `controlEvents`; the control keeps a copy (`addAction(_:for:)`, iOS 14).
  /// Apple: "UIActions are uniqued based on their identifier, and subsequent actions with the
  /// same identifier replace previously added actions"; the replacement keeps the old one's
  /// place and events and adds `controlEvents` to them (the decompiled UIKit OR-s the masks).
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    let copy = action.copy()
    if let index = indexOfAction(identifiedBy: action.identifier) {
      actions[index] = (actions[index].events.union(controlEvents), .menuAction(copy))
    } else {
      actions.append((controlEvents, .menuAction(copy)))
    }
  }

  /// Stops running the action with `action`'s identifier for `controlEvents`; with no events
  /// left the control lets it go (`removeAction(_:for:)`).
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action identified by `actionIdentifier` for `controlEvents`; with no
  /// events left the control lets it go (`removeAction(identifiedBy:for:)`).
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    guard let index = indexOfAction(identifiedBy: actionIdentifier) else { return }
    let events = actions[index].events.subtracting(controlEvents)
    if events.isEmpty {
      actions.remove(at: index)
    } else {
      actions[index].events = events
    }
  }

  /// Runs `action`'s handler with the control as its ``UIAction/sender`` (`sendAction(_:)`,
  /// iOS 14), whether or not it was added.
  public func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Every event some action or target is registered for (`allControlEvents`).
  public var allControlEvents: Event {
    actions.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Sends the actions registered for any of `controlEvents` (`sendActions(for:)`), in the
  /// order they were added, and logs them. Target methods that take an event get none.
  open func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, event: nil)
  }

  /// ``sendActions(for:)`` with the touch event that caused it.
  func sendActions(for controlEvents: Event, event: UIEvent?) {
    for name in controlEvents.names {
      window?.eventLog.record("control.\(name)", view: self, detail: "\(identifier) \(name)")
    }
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      window?.eventLog.record(
        "control.action", view: self,
        detail: "\(controlEvents.names.joined(separator: ", ")) → \(entry.action.summary)")
      entry.action.perform(self, event: event)
    }
  }

  /// Whether the control sends ``Event/primaryActionTriggered`` after `touchUpInside`: buttons
  /// do (reference uikit-multitouch.md §9; other controls trigger it on value changes, which
  /// the simulation does not model).
  private var triggersPrimaryActionOnTouchUpInside: Bool { self is UIButton }

  private func indexOfAction(identifiedBy identifier: UIAction.Identifier) -> Int? {
    actions.firstIndex { entry in
      if case .menuAction(let action) = entry.action.receiver {
        return action.identifier == identifier
      }
      return false
    }
  }

  private func signature<Target>(_ type: Target.Type, _ shape: TargetAction<UIControl>.Shape)
    -> TargetAction<UIControl>.Signature
  {
    TargetAction<UIControl>.Signature(targetType: ObjectIdentifier(type), shape: shape)
  }

  private func remove(
    _ controlEvents: Event, target: AnyObject?, signature: TargetAction<UIControl>.Signature?
  ) {
    actions = actions.compactMap { entry in
      guard entry.action.matches(target: target, signature: signature) else { return entry }
      let events = entry.events.subtracting(controlEvents)
      return events.isEmpty ? nil : (events, entry.action)
    }
  }

  // MARK: Tracking

  /// Highlights and sends `touchDown`.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, !touches.isEmpty else { return }
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    sendActions(for: .touchDown, event: event)
  }

  /// Updates the highlight and sends the drag events.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInside(touch)
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    isHighlighted = inside
    sendActions(for: events, event: event)
  }

  /// Removes the highlight and sends `touchUpInside` or `touchUpOutside`; a button then sends
  /// `primaryActionTriggered` after `touchUpInside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInside(touch)
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside, event: event)
    if inside, triggersPrimaryActionOnTouchUpInside {
      sendActions(for: .primaryActionTriggered, event: event)
    }
  }

  /// Removes the highlight and sends `touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking else { return }
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    sendActions(for: .touchCancel, event: event)
  }

  /// Refuses a single-finger, single-tap recognizer attached to another view (a superview),
  /// so the control's own tap wins; allows everything else.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
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
