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
  /// Where the content sits across the control (`contentHorizontalAlignment`, default
  /// ``ContentHorizontalAlignment/center``); a button places its title and image by it
  /// (`Controls/UIControl+ContentAlignment.swift`).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// Where the content sits down the control (`contentVerticalAlignment`, default
  /// ``ContentVerticalAlignment/center``).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// Whether a finger is down on it (`isHighlighted`).
  open var isHighlighted = false { didSet { controlStateDidChange() } }
  /// Whether it is selected (`isSelected`, default false).
  open var isSelected = false { didSet { controlStateDidChange() } }
  /// Whether it is tracking a touch (`isTracking`): set by ``beginTracking(_:with:)`` at touch
  /// down, cleared when ``continueTracking(_:with:)`` returns false and when the touch ends.
  public private(set) var isTracking = false
  /// Whether the touch is inside, slop included (`isTouchInside`).
  public private(set) var isTouchInside = false

  /// How far outside its bounds a finger may go and still count as inside, points (UIKit's
  /// private `_UIControlMostlyInsideEdgeInsets`, not documented; 70 pt is what developers
  /// observe, reference uikit-multitouch.md §9, and the working value).
  package var touchInsideSlop: CGFloat = 70

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

  /// Adds a target–action pair for `events` whose action is a selector
  /// (`addTarget(_:action:for:)` with `#selector(buy(_:))`): when an event is sent, the method
  /// of that selector on the target's class runs with as many of the control and the event as
  /// it takes. The target is held weakly. A `nil` target sends the action up the responder
  /// chain from the control to the first responder that implements it, as UIKit does. Adding
  /// the same target and selector again adds nothing (UIKit ignores a duplicate).
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard let target = target.map({ $0 as AnyObject }) else {
      actions.append((controlEvents, .closure { control in control.sendUpResponderChain(action) }))
      return
    }
    if let index = actions.firstIndex(where: {
      $0.action.selector == action && $0.action.matches(target: target, signature: nil)
    }) {
      actions[index].events.formUnion(controlEvents)
      return
    }
    actions.append((controlEvents, .selector(target, action)))
  }

  /// Stops sending `controlEvents` to `target`'s pairs with `action` (every pair of `target`
  /// when `action` is `nil`, every target's when `target` is `nil`)
  /// (`removeTarget(_:action:for:)`: `removeTarget(nil, action: nil, for: .allEvents)`); a pair
  /// left with no events is removed. `UIAction`s stay (``removeAction(_:for:)``).
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let signature = action.map {
      TargetAction<UIControl>.Signature(
        targetType: ObjectIdentifier(UIControl.self), shape: .selector($0))
    }
    remove(controlEvents, target: target.map { $0 as AnyObject }, signature: signature)
  }

  /// The selectors of `target`'s pairs for `controlEvent`, or `nil` when there are none
  /// (`actions(forTarget:forControlEvent:)`); pairs added with a method reference are not named
  /// by a selector and are left out.
  public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = actions.filter {
      !$0.events.isDisjoint(with: controlEvent) && $0.action.matches(target: object, signature: nil)
    }.compactMap { $0.action.selector?.name }
    return names.isEmpty ? nil : names
  }

  /// Sends `action` to `target` (up the responder chain from the control when `nil`) with the
  /// control and `event` (`sendAction(_:to:for:)`).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    guard let target = target.map({ $0 as AnyObject }) else {
      sendUpResponderChain(action, event: event)
      return
    }
    ObjectiveCRuntime.sendAction(action, to: target, from: self, event: event)
  }

  /// Sends `action` to the first responder from the control up that implements it; nothing
  /// when none does (UIKit's `sendAction:to:nil`).
  private func sendUpResponderChain(_ action: Selector, event: UIEvent? = nil) {
    var responder: UIResponder? = self
    while let current = responder {
      if current.responds(to: action) {
        ObjectiveCRuntime.sendAction(action, to: current, from: self, event: event)
        return
      }
      responder = current.next
    }
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

  /// The events after which the control also sends ``Event/primaryActionTriggered`` (UIKit's
  /// private `_controlEventsForActionTriggered`): `touchUpInside` for a button, `valueChanged`
  /// for a switch, a slider and a refresh control, none for a plain control (reference
  /// uikit-multitouch.md §9: the mechanism is UIKit's, the events per class an inference from
  /// `UIButton(primaryAction:)` firing on a tap and `UISwitch(primaryAction:)` on a toggle).
  package var controlEventsForActionTriggered: Event { [] }

  /// Sends `events` from the user's interaction, then `primaryActionTriggered` if one of them
  /// is in ``controlEventsForActionTriggered``.
  package func sendTriggeringActions(for events: Event, event: UIEvent?) {
    sendActions(for: events, event: event)
    if !events.isDisjoint(with: controlEventsForActionTriggered) {
      sendActions(for: .primaryActionTriggered, event: event)
    }
  }

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

  /// A touch entered the control (`beginTracking(_:with:)`): return whether to keep tracking
  /// it. The default returns true. Called from ``touchesBegan(_:with:)`` after
  /// ``isTouchInside`` is set and before the highlight and `touchDown`; returning false
  /// sends no touch events for this touch (as Chameleon's open-source UIControl does; Apple:
  /// "true if the control should continue tracking touch events").
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved (`continueTracking(_:with:)`): return whether to keep tracking
  /// it. The default returns true. Called before the drag events of the move; returning false
  /// stops tracking, so this move and the rest of the touch send no events.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted (`endTracking(_:with:)`), called before `touchUpInside` or
  /// `touchUpOutside`. The default does nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled (`cancelTracking(with:)`), called before `touchCancel`.
  /// The default does nothing.
  open func cancelTracking(with event: UIEvent?) {}

  /// Starts tracking: ``isTouchInside`` becomes true, ``beginTracking(_:with:)`` decides
  /// ``isTracking``, the control is highlighted, and if it tracks it sends `touchDown` (with
  /// `touchDownRepeat` when the touch's `tapCount` is 2 or more, UIKit's `touchesBegan`).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    guard isTracking else { return }
    var events: Event = .touchDown
    if touch.tapCount >= 2 { events.insert(.touchDownRepeat) }
    sendActions(for: events, event: event)
  }

  /// Updates ``isTouchInside`` (bounds grown by ``touchInsideSlop``) and the highlight, then,
  /// while tracking and if ``continueTracking(_:with:)`` agrees, sends `touchDragExit` or
  /// `touchDragEnter` when the finger crossed that boundary, then `touchDragInside` or
  /// `touchDragOutside` (UIKit's order, reference uikit-multitouch.md §9).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let wasInside = isTouchInside
    let inside = isInside(touch)
    isTouchInside = inside
    isHighlighted = inside
    guard isTracking else { return }
    isTracking = continueTracking(touch, with: event)
    guard isTracking else { return }
    if inside != wasInside {
      sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event)
    }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
  }

  /// Removes the highlight; while tracking, sends `touchDragExit`/`touchDragEnter` if the lift
  /// crossed the boundary, calls ``endTracking(_:with:)``, then sends `touchUpInside` or
  /// `touchUpOutside`; a button then sends `primaryActionTriggered` after `touchUpInside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let wasInside = isTouchInside
    let inside = isInside(touch)
    let tracking = isTracking
    isTouchInside = inside
    isHighlighted = false
    if tracking {
      if inside != wasInside {
        sendActions(for: inside ? .touchDragEnter : .touchDragExit, event: event)
      }
      endTracking(touch, with: event)
      sendTriggeringActions(for: inside ? .touchUpInside : .touchUpOutside, event: event)
    }
    isTracking = false
    isTouchInside = false
  }

  /// Removes the highlight; while tracking, calls ``cancelTracking(with:)`` and sends
  /// `touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    isHighlighted = false
    if isTracking {
      cancelTracking(with: event)
      sendActions(for: .touchCancel, event: event)
    }
    isTracking = false
    isTouchInside = false
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
