import Foundation

/// The window's gesture machinery, UIKit's private gesture environment: it routes each touch
/// to the recognizers of the hit view and its ancestors and then to the view, arbitrates state
/// changes, withholds and cancels the view's touches, sends actions and resets recognizers.
///
/// One event is handled as (docs/gestures-and-animations.md):
/// 1. a touch that begins is hit-tested once; the enabled recognizers of the hit view and of
///    each ancestor (nearest first) whose delegate lets them receive it start tracking it;
/// 2. every recognizer gets its changed touches (`touchesBegan/Moved/Ended/Cancelled`), before
///    the view, and may change state;
/// 3. a recognizer that began or recognized with `cancelsTouchesInView` takes its touches: the
///    view gets `touchesCancelled` for those it had seen, and nothing more; one that recognizes
///    with `delaysTouchesBegan` discards the touches it withheld;
/// 4. the view gets its phase unless it is withheld: `touchesBegan`/`Moved` while a recognizer
///    with `delaysTouchesBegan` is still possible, `touchesEnded` while one with
///    `delaysTouchesEnded` is (delivered when they fail, replaced by `touchesCancelled` when one
///    recognizes);
/// 5. after the batch, actions are sent in the order of the state changes ("at the next cycle
///    of the run loop"; the same frame is the model), then finished recognizers are reset.
///
/// State changes that happen outside an event (a long press's timer, a tap's timeout) are
/// handled the same way at once, at the timer's exact time.
///
/// Arbitration: a recognizer leaving possible fails if its delegate or a view involved says
/// no (`gestureRecognizerShouldBegin`), if a recognizer it requires to fail has begun or
/// recognized, or if another recognizer sharing one of its touches is already in progress and
/// neither delegate allows simultaneous recognition; it waits while a required recognizer that
/// takes part in the gesture is still possible. When it begins or recognizes, the possible
/// recognizers sharing its touches that it can prevent fail.
@preconcurrency @MainActor
final class GestureRuntime {
  /// One live touch: the recognizers tracking it and what its view has been told.
  final class TouchRecord {
    enum Delivery {
      /// `touchesBegan` withheld (`delaysTouchesBegan`).
      case delayed
      /// The view has seen the touch.
      case delivered
      /// The touch ended; `touchesEnded` waits for recognizers (`delaysTouchesEnded`).
      case endWithheld
      /// The view got `touchesCancelled` (or never saw a touch a recognizer took).
      case cancelled
      /// The view got `touchesEnded` or `touchesCancelled`.
      case done
    }
    let touch: UITouch
    var recognizers: [UIGestureRecognizer]
    var delivery: Delivery = .delivered
    var movedWhileDelayed = false
    init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
      self.touch = touch
      self.recognizers = recognizers
    }
  }

  private unowned let window: UIWindow
  private var records: [TouchRecord] = []
  private var pendingActions: [UIGestureRecognizer] = []
  private var newlyRecognized: [UIGestureRecognizer] = []
  private var finished: [UIGestureRecognizer] = []
  private var waiting: [UIGestureRecognizer] = []
  private var isDispatching = false
  private var isFlushing = false
  private var currentEvent: UIEvent?
  private var marks: [(id: ObjectIdentifier, mark: GestureMark, recognizer: WeakRecognizer)] = []

  init(window: UIWindow) {
    self.window = window
  }

  // MARK: Dispatch

  /// Handles one touch event (``UIWindow/sendEvent(_:)``).
  func dispatch(_ event: UIEvent) {
    currentEvent = event
    isDispatching = true
    let touches = event.touchSet.sorted { $0.identifier < $1.identifier }
    if touches.contains(where: { $0.phase == .began }) { forgetResetMarks() }
    for touch in touches where touch.phase == .began {
      let hit = window.hitTest(window.convert(touch.locationInWindow, from: nil), with: event)
      touch.view = hit
      let recognizers = collectRecognizers(for: touch)
      for recognizer in recognizers {
        recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        recognizer.trackedTouches.append(touch)
        recognizer.hasReceivedTouches = true
      }
      if let hit, let reason = refusal(of: hit) {
        // UIKit's `__setTouchViewNilWithGestureCheck`: the recognizers keep the touch, no
        // view's responder methods see it.
        touch.view = nil
        window.eventLog.record(
          "touch.ignored", view: hit,
          detail: "touch \(touch.identifier) at \(format(touch.locationInWindow)): \(reason)")
      }
      records.append(TouchRecord(touch: touch, recognizers: recognizers))
    }
    let changed = touches.filter { $0.phase != .stationary }
    deliverToRecognizers(changed, event: event)
    cancelTouchesOfNewlyRecognized(event: event)
    deliverToViews(changed, event: event)
    isDispatching = false
    flush()
    records.removeAll { record in
      let over = record.touch.phase == .ended || record.touch.phase == .cancelled
      return over && (record.delivery == .done || record.delivery == .cancelled)
    }
    currentEvent = nil
  }

  /// Why a new touch that hit `view` goes to recognizers only, or `nil` when the view takes it:
  /// the view is not ``UIView/isMultipleTouchEnabled`` and already has a finger, or
  /// ``UIView/isExclusiveTouch`` is in the way (the view is exclusive and another view is
  /// tracking a finger, or an exclusive view is).
  private func refusal(of view: UIView) -> String? {
    let tracking = records.compactMap { record -> UIView? in
      let over = record.touch.phase == .ended || record.touch.phase == .cancelled
      return over ? nil : record.touch.view
    }
    if !view.isMultipleTouchEnabled, tracking.contains(where: { $0 === view }) {
      return "the view has a finger down and isMultipleTouchEnabled is false"
    }
    if view.isExclusiveTouch, tracking.contains(where: { $0 !== view }) {
      return "the view is isExclusiveTouch and another view is tracking a finger"
    }
    if let exclusive = tracking.first(where: { $0.isExclusiveTouch && $0 !== view }) {
      return "\(exclusive.identifier) is isExclusiveTouch and tracking a finger"
    }
    return nil
  }

  /// The recognizers that receive `touch`: those of the hit view, then of each ancestor,
  /// enabled, not finished or waiting, and accepted by their delegate.
  private func collectRecognizers(for touch: UITouch) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var view = touch.view
    while let current = view {
      for recognizer in current.attachedRecognizers
      where recognizer.isEnabled
        && (recognizer.storedState == .possible || recognizer.storedState.isActive)
        && recognizer.pendingState == nil
      {
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
          continue
        }
        result.append(recognizer)
      }
      view = current.superview
    }
    return result
  }

  private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
    var order: [UIGestureRecognizer] = []
    for record in records where touches.contains(where: { $0 === record.touch }) {
      for recognizer in record.recognizers where !order.contains(where: { $0 === recognizer }) {
        order.append(recognizer)
      }
    }
    for recognizer in order {
      for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
        guard recognizer.storedState == .possible || recognizer.storedState.isActive,
          recognizer.pendingState == nil
        else { break }
        let mine = touches.filter { touch in
          touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
        }
        guard !mine.isEmpty else { continue }
        let set = Set(mine)
        switch phase {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        case .stationary: break
        }
      }
    }
  }

  private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
    var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []
    func add(_ touch: UITouch, _ phase: UITouch.Phase) {
      guard let view = touch.view else { return }
      if let index = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
        groups[index].touches.insert(touch)
      } else {
        groups.append((view, phase, [touch]))
      }
    }
    for touch in touches {
      guard let record = record(of: touch) else {
        add(touch, touch.phase)
        continue
      }
      switch (touch.phase, record.delivery) {
      case (_, .cancelled), (_, .done):
        continue
      case (.began, _):
        if blocks(record, \.delaysTouchesBegan) {
          record.delivery = .delayed
        } else {
          add(touch, .began)
        }
      case (.moved, .delayed):
        record.movedWhileDelayed = true
      case (.moved, _):
        add(touch, .moved)
      case (.ended, .delayed):
        continue
      case (.ended, _):
        if blocks(record, \.delaysTouchesEnded) {
          record.delivery = .endWithheld
        } else {
          record.delivery = .done
          add(touch, .ended)
        }
      case (.cancelled, .delayed):
        record.delivery = .cancelled
      case (.cancelled, _):
        record.delivery = .done
        add(touch, .cancelled)
      case (.stationary, _):
        continue
      }
    }
    for group in groups {
      deliver(group.touches, phase: group.phase, to: group.view, event: event)
    }
  }

  /// Whether a recognizer of `record` with `flag` set is still deciding.
  private func blocks(_ record: TouchRecord, _ flag: KeyPath<UIGestureRecognizer, Bool>) -> Bool {
    record.recognizers.contains { $0[keyPath: flag] && $0.storedState == .possible }
  }

  private func record(of touch: UITouch) -> TouchRecord? {
    records.first { $0.touch === touch }
  }

  /// Calls the view's responder method for `phase` and logs it.
  private func deliver(
    _ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent
  ) {
    let locations = touches.sorted { $0.identifier < $1.identifier }
      .map { format($0.locationInWindow) }.joined(separator: ", ")
    let log = window.eventLog
    switch phase {
    case .began:
      log.record("touchesBegan", view: view, detail: "at \(locations)")
      view.touchesBegan(touches, with: event)
    case .moved:
      log.record("touchesMoved", view: view, detail: "to \(locations)")
      view.touchesMoved(touches, with: event)
    case .ended:
      log.record("touchesEnded", view: view, detail: "at \(locations)")
      view.touchesEnded(touches, with: event)
    case .cancelled:
      log.record("touchesCancelled", view: view, detail: "at \(locations)")
      view.touchesCancelled(touches, with: event)
    case .stationary:
      break
    }
  }

  // MARK: After the batch

  /// Cancels taken touches, releases withheld ones, sends actions and resets finished
  /// recognizers, until nothing is left to do.
  private func flush() {
    guard !isFlushing else { return }
    isFlushing = true
    defer { isFlushing = false }
    var rounds = 0
    repeat {
      rounds += 1
      let event = currentEvent ?? syntheticEvent()
      cancelTouchesOfNewlyRecognized(event: event)
      releaseWithheldTouches(event: event)
      let actions = pendingActions
      pendingActions.removeAll()
      for recognizer in actions {
        let state = stateName(recognizer, recognizer.storedState)
        recognizer.performActions { summary in
          window.eventLog.record(
            "gesture.action", view: recognizer.view,
            detail: "\(recognizer.logDescription) (\(state)) → \(summary)")
        }
      }
      resetFinished()
    } while (!pendingActions.isEmpty || !newlyRecognized.isEmpty) && rounds < 100
  }

  private func syntheticEvent() -> UIEvent {
    UIEvent(timestamp: window.scheduler.now, touches: Set(records.map(\.touch)))
  }

  private func cancelTouchesOfNewlyRecognized(event: UIEvent) {
    let recognizers = newlyRecognized
    newlyRecognized.removeAll()
    var groups: [(view: UIView, touches: Set<UITouch>)] = []
    for recognizer in recognizers
    where recognizer.cancelsTouchesInView || recognizer.delaysTouchesBegan {
      // Every touch the recognizer has seen and not let go of, including an earlier tap whose
      // touchesEnded is withheld (Apple, `delaysTouchesEnded`: "these touch objects are
      // cancelled"). One that only delays touches discards those it withheld, never shown to
      // the view (Apple, `delaysTouchesBegan`: "If the gesture recognizer subsequently
      // recognizes its gesture, these touch objects are discarded"), and leaves the others.
      for record in records where record.recognizers.contains(where: { $0 === recognizer }) {
        switch record.delivery {
        case .delivered, .endWithheld:
          guard recognizer.cancelsTouchesInView else { continue }
          record.delivery = .cancelled
          guard let view = record.touch.view else { continue }
          if let index = groups.firstIndex(where: { $0.view === view }) {
            groups[index].touches.insert(record.touch)
          } else {
            groups.append((view, [record.touch]))
          }
        case .delayed:
          record.delivery = .cancelled
        case .cancelled, .done:
          break
        }
      }
    }
    for group in groups {
      deliver(group.touches, phase: .cancelled, to: group.view, event: event)
    }
  }

  private func releaseWithheldTouches(event: UIEvent) {
    for record in records {
      switch record.delivery {
      case .delayed where !blocks(record, \.delaysTouchesBegan):
        guard let view = record.touch.view else { continue }
        record.delivery = .delivered
        deliver([record.touch], phase: .began, to: view, event: event)
        let phase = record.touch.phase
        if phase == .ended {
          if blocks(record, \.delaysTouchesEnded) {
            record.delivery = .endWithheld
          } else {
            record.delivery = .done
            deliver([record.touch], phase: .ended, to: view, event: event)
          }
        } else if record.movedWhileDelayed {
          deliver([record.touch], phase: .moved, to: view, event: event)
        }
      case .endWithheld where !blocks(record, \.delaysTouchesEnded):
        record.delivery = .done
        guard let view = record.touch.view else { continue }
        deliver([record.touch], phase: .ended, to: view, event: event)
      default:
        continue
      }
    }
    records.removeAll { record in
      let over = record.touch.phase == .ended || record.touch.phase == .cancelled
      return !isDispatching && over && (record.delivery == .done || record.delivery == .cancelled)
    }
  }

  private func resetFinished() {
    let recognizers = finished
    finished.removeAll()
    for recognizer in recognizers where recognizer.storedState.isFinished {
      recognizer.reset()
      recognizer.storedState = .possible
      recognizer.pendingState = nil
      recognizer.trackedTouches.removeAll()
      recognizer.hasReceivedTouches = false
      for record in records {
        record.recognizers.removeAll { $0 === recognizer }
      }
    }
  }

  /// Drops `recognizer` from every touch (it was removed from its view).
  /// Lets go of every touch, without telling anyone: the window is going away mid-gesture.
  /// A recognizer keeps the touches it tracks and a touch keeps its view, so a gesture in
  /// progress is a cycle (view → recognizer → touch → view) that would outlive the window.
  func abandonTouches() {
    for record in records {
      for recognizer in record.recognizers { recognizer.trackedTouches.removeAll() }
      record.touch.view = nil
    }
    records.removeAll()
    pendingActions.removeAll()
    newlyRecognized.removeAll()
    finished.removeAll()
    waiting.removeAll()
  }

  func forget(_ recognizer: UIGestureRecognizer) {
    for record in records {
      record.recognizers.removeAll { $0 === recognizer }
    }
    waiting.removeAll { $0 === recognizer }
    if !isDispatching { flush() }
  }

  // MARK: Transitions

  /// Routes a recognizer's state change to its window's runtime, or applies it directly when
  /// the recognizer is not in a window (no arbitration, no actions).
  static func requestTransition(
    _ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State
  ) {
    if let runtime = recognizer.view?.window?.gestureRuntime {
      runtime.request(recognizer, to: state)
    } else if isValid(from: recognizer.storedState, to: state, continuous: recognizer.isContinuous)
    {
      recognizer.storedState = state
    }
  }

  /// Whether UIKit's state machine allows `old → new` (Chameleon's transition table, with
  /// Cacao's began → failed).
  static func isValid(
    from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State, continuous: Bool
  ) -> Bool {
    switch (old, new) {
    case (.possible, .failed), (.possible, .ended): return true
    case (.possible, .began): return continuous
    case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed),
      (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
      return continuous
    default: return false
    }
  }

  private func request(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
    defer { if !isDispatching { flush() } }
    let old = recognizer.storedState
    if old == .possible, recognizer.pendingState != nil, new == .failed {
      waiting.removeAll { $0 === recognizer }
      apply(recognizer, .failed)
      return
    }
    guard recognizer.pendingState == nil,
      GestureRuntime.isValid(from: old, to: new, continuous: recognizer.isContinuous)
    else { return }
    guard old == .possible, new == .began || new == .ended else {
      apply(recognizer, new)
      return
    }
    tryToBegin(recognizer, as: new)
  }

  /// Arbitrates a recognizer's wish to leave possible.
  private func tryToBegin(_ recognizer: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
    if !shouldBegin(recognizer) {
      apply(recognizer, .failed, reason: "gestureRecognizerShouldBegin returned false")
      return
    }
    let required = failureRequirements(of: recognizer)
    if let winner = required.first(where: { $0.storedState.isActive || $0.storedState == .ended }) {
      apply(recognizer, .failed, reason: "\(winner.logDescription) it requires to fail recognized")
      return
    }
    if let undecided = required.first(where: {
      $0.storedState == .possible && ($0.hasReceivedTouches || $0.pendingState != nil)
    }) {
      recognizer.pendingState = new
      if !waiting.contains(where: { $0 === recognizer }) { waiting.append(recognizer) }
      window.eventLog.record(
        "gesture.waiting", view: recognizer.view,
        detail: "\(recognizer.logDescription) waits for \(undecided.logDescription) to fail")
      return
    }
    if let blocker = activeRecognizers(sharingTouchesWith: recognizer).first(where: {
      !simultaneous($0, recognizer) && $0.canPrevent(recognizer)
        && recognizer.canBePrevented(by: $0)
    }) {
      apply(recognizer, .failed, reason: "\(blocker.logDescription) already recognized")
      return
    }
    apply(recognizer, new)
    for other in possibleRecognizers(sharingTouchesWith: recognizer)
    where !simultaneous(other, recognizer) && recognizer.canPrevent(other)
      && other.canBePrevented(by: recognizer)
    {
      waiting.removeAll { $0 === other }
      apply(other, .failed, reason: "prevented by \(recognizer.logDescription)")
    }
  }

  /// The delegate's and the views' `gestureRecognizerShouldBegin`: the recognizer's view and
  /// the views its touches hit.
  private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
    var views: [UIView] = []
    if let view = recognizer.view { views.append(view) }
    for touch in recognizer.trackedTouches {
      if let view = touch.view, !views.contains(where: { $0 === view }) { views.append(view) }
    }
    return views.allSatisfy { $0.gestureRecognizerShouldBegin(recognizer) }
  }

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// The recognizers `recognizer` must wait for: those given to `require(toFail:)`, and those
  /// sharing its touches for which either recognizer's subclass
  /// (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`) or delegate
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)`, `…shouldBeRequiredToFailBy:`) says so.
  private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var result = recognizer.requiredToFail
    for other in others(sharingTouchesWith: recognizer)
    where !result.contains(where: { $0 === other }) {
      let required =
        recognizer.shouldRequireFailure(of: other)
        || other.shouldBeRequiredToFail(by: recognizer)
        || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
      if required { result.append(other) }
    }
    return result
  }

  private func others(sharingTouchesWith recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    for record in records where recognizer.trackedTouches.contains(where: { $0 === record.touch }) {
      for other in record.recognizers
      where other !== recognizer && !result.contains(where: { $0 === other }) {
        result.append(other)
      }
    }
    return result
  }

  private func activeRecognizers(sharingTouchesWith recognizer: UIGestureRecognizer)
    -> [UIGestureRecognizer]
  {
    others(sharingTouchesWith: recognizer).filter {
      $0.storedState.isActive || $0.storedState == .ended
    }
  }

  private func possibleRecognizers(sharingTouchesWith recognizer: UIGestureRecognizer)
    -> [UIGestureRecognizer]
  {
    others(sharingTouchesWith: recognizer).filter { $0.storedState == .possible }
  }

  /// Applies a transition: logs it, queues the action, marks touches to cancel, settles the
  /// recognizers that wait on this one.
  private func apply(
    _ recognizer: UIGestureRecognizer, _ new: UIGestureRecognizer.State, reason: String? = nil
  ) {
    let old = recognizer.storedState
    recognizer.storedState = new
    recognizer.pendingState = nil
    let location = recognizer.location(in: nil)
    var detail =
      "\(recognizer.logDescription): \(stateName(recognizer, old)) → "
      + "\(stateName(recognizer, new)) at \(format(location))"
    if let reason { detail += " (\(reason))" }
    window.eventLog.record(
      "gesture.\(stateName(recognizer, new))", view: recognizer.view, detail: detail)
    updateMark(recognizer, state: new, location: location)
    if new != .failed, new != .possible {
      pendingActions.append(recognizer)
    }
    let recognized = new == .began || (new == .ended && old == .possible)
    if recognized { newlyRecognized.append(recognizer) }
    if new.isFinished { finished.append(recognizer) }
    if new == .failed || recognized {
      for dependent in waiting
      where failureRequirements(of: dependent).contains(where: { $0 === recognizer }) {
        waiting.removeAll { $0 === dependent }
        if recognized {
          apply(
            dependent, .failed,
            reason: "\(recognizer.logDescription) it requires to fail recognized")
        } else if let wanted = dependent.pendingState {
          dependent.pendingState = nil
          tryToBegin(dependent, as: wanted)
        }
      }
    }
  }

  /// `recognized` for a discrete recognizer's ended state, else the state's name.
  private func stateName(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State)
    -> String
  {
    state == .ended && !recognizer.isContinuous ? "recognized" : state.description
  }

  // MARK: Captions

  private func updateMark(
    _ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State, location: CGPoint
  ) {
    let id = ObjectIdentifier(recognizer)
    let mark = GestureMark(
      name: recognizer.displayName, view: recognizer.view?.identifier,
      state: stateName(recognizer, state), time: window.scheduler.now, location: location)
    if let index = marks.firstIndex(where: { $0.id == id && $0.recognizer.object === recognizer }) {
      marks[index].mark = mark
    } else {
      marks.append((id, mark, WeakRecognizer(recognizer)))
    }
  }

  /// Drops the caption marks of recognizers that have reset (back in `.possible`, no state
  /// pending) or are gone: called when a new touch begins, so "long press (b1): ended" does not
  /// linger while the next press is under way. A recognizer still in progress keeps its mark.
  private func forgetResetMarks() {
    marks.removeAll { entry in
      guard let recognizer = entry.recognizer.object else { return true }
      return recognizer.storedState == .possible && recognizer.pendingState == nil
    }
  }

  /// The gesture states to caption at `time`: every recognizer in progress, and every other
  /// one whose last change is at most ``GestureMark/holdDuration`` old.
  func gestureMarks(at time: Double) -> [GestureMark] {
    marks.removeAll { entry in
      let active = entry.recognizer.object?.storedState.isActive ?? false
      return !active && time - entry.mark.time > GestureMark.holdDuration + Scheduler.tolerance
    }
    return marks.map { entry in
      var mark = entry.mark
      if let recognizer = entry.recognizer.object, recognizer.storedState.isActive {
        mark.location = recognizer.location(in: nil)
      }
      return mark
    }
  }
}
