import Foundation

/// Runs a window at a fixed frame rate from scripted touch input and produces one `Frame` per
/// tick.
///
/// Frame `k` is at time `k / framesPerSecond`. Producing it, the simulation delivers every
/// input with a time at or before the frame's, at the input's own time (inputs at the same
/// instant form one `UIEvent`), fires the timers due in between at their exact times, and then
/// captures what the screen shows. Nothing reads the wall clock: the same window and input give
/// the same frames.
@preconcurrency @MainActor
public final class Simulation {
  /// The window simulated.
  public let window: UIWindow
  /// Frames per second of the output (and of touch sampling), e.g. 60.
  public let framesPerSecond: Double
  /// How many frames the run has: one at time 0, then one per tick up to the duration.
  public let frameCount: Int

  private var inputs: [TouchInput]
  private var nextInput = 0
  /// The index of the frame ``nextFrame()`` makes next (`frameCount` after the last).
  public private(set) var nextFrameIndex = 0
  private var liveTouches: [Int: UITouch] = [:]
  /// The window point of each anchored step, found when its first input was delivered.
  private var anchorPoints: [Int: CGPoint] = [:]
  /// Why the run stopped early, or `nil`: set when an input names a view the window does not
  /// have; ``nextFrame()`` returns `nil` from then on.
  public private(set) var failure: SimulationFailure?
  /// What steps did that their author likely did not mean, in order (a tap on a view wholly
  /// off screen, recorded as `script.offScreen` too); the run goes on.
  public private(set) var warnings: [SimulationWarning] = []
  private var endedMarks: [Int: TouchMark] = [:]
  private var tapSequences = TapSequenceTracker()

  /// A simulation of `window` for `duration` seconds at `framesPerSecond`, fed `input` (sorted
  /// by time here; inputs with equal times keep their order).
  ///
  /// `textMeasurer`, when given, becomes what the window's labels (and labels built during a
  /// step, before they are in a window) measure their text with, so they have intrinsic sizes
  /// and `sizeToFit()` works: the renderer's Pango measurer, or a fixed-advance stand-in in
  /// tests. A host that builds the scene itself (the command-line tool) sets the window's
  /// measurer before; without either, labels have no intrinsic size.
  ///
  /// - Precondition: `framesPerSecond > 0` and `duration ≥ 0` (the scenario validates both).
  public init(
    window: UIWindow, framesPerSecond: Double, duration: Double, input: [TouchInput],
    textMeasurer: (any TextMeasuring)? = nil
  ) {
    precondition(framesPerSecond > 0 && duration >= 0)
    if let textMeasurer { window.textMeasurer = textMeasurer }
    self.window = window
    self.framesPerSecond = framesPerSecond
    self.frameCount = Simulation.frameCount(duration: duration, framesPerSecond: framesPerSecond)
    self.inputs = input.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// How many frames a run of `duration` seconds at `framesPerSecond` has: one at time 0, then
  /// one per tick up to the duration, `⌊duration · fps⌋ + 1` (with a 1e-9 tolerance).
  public nonisolated static func frameCount(duration: Double, framesPerSecond: Double) -> Int {
    Int((duration * framesPerSecond + Scheduler.tolerance).rounded(.down)) + 1
  }

  /// Whether each frame records the elements VoiceOver would visit (``Frame/accessibility``,
  /// ``AccessibilityTree``), as the accessibility overlay needs; off by default, as walking
  /// the tree costs time every frame.
  public var capturesAccessibility = false

  /// Whether nothing moves on its own any more: no animation is running and no display link
  /// (a decelerating or bouncing scroll view) is active. A run that ends unsettled stops in
  /// the middle of a motion.
  public var isSettled: Bool {
    !window.animator.hasRunningAnimations && window.displayLinks.isEmpty
  }

  /// Lets the app's delegates go once the run is over. The scene owns its delegate, which
  /// holds the window it made, which owns the app (as on iOS, where the app lives as long as
  /// the process): without this a run of Xcode's template would never free its window.
  isolated deinit {
    window.ownedApplication?.releaseDelegates()
  }

  /// The time of frame `index`, seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

  /// Advances to the next frame and returns it, or `nil` after the last one. Code that runs
  /// during the step (responders, recognizer actions, timers, layout) prints into the window's
  /// event log, and labels outside any window measure with the window's text measurer
  /// (`SimulationContext`).
  public func nextFrame() -> Frame? {
    SimulationContext.$eventLog.withValue(window.eventLog) {
      SimulationContext.$screen.withValue(window.screen) {
        SimulationContext.$textMeasurer.withValue(sceneTextMeasurer) {
          SimulationContext.$scheduler.withValue(window.scheduler) {
            SimulationContext.$graphicsContexts.withValue(window.graphicsContexts) {
              SimulationContext.$application.withValue(window.application) {
                ObjectiveCRuntime.$current.withValue(
                  window.objectiveCRuntime ?? ObjectiveCRuntime.current
                ) { advance() }
              }
            }
          }
        }
      }
    }
  }

  /// The window's text measurer for labels outside any window during a step.
  private var sceneTextMeasurer: SceneTextMeasurer? {
    window.textMeasurer.map { SceneTextMeasurer($0, screenScale: window.screenScale) }
  }

  private func advance() -> Frame? {
    guard failure == nil, nextFrameIndex < frameCount else { return nil }
    let index = nextFrameIndex
    nextFrameIndex += 1
    let frameTime = time(ofFrame: index)
    while nextInput < inputs.count,
      inputs[nextInput].time <= frameTime + Scheduler.tolerance
    {
      let instant = inputs[nextInput].time
      // One event per instant; a finger that changes twice at the same instant (the last
      // move of a drag and its lift) gets a second event, so no change is lost.
      var batch: [TouchInput] = []
      while nextInput < inputs.count,
        abs(inputs[nextInput].time - instant) <= Scheduler.tolerance,
        !batch.contains(where: { $0.touch == inputs[nextInput].touch })
      {
        batch.append(inputs[nextInput])
        nextInput += 1
      }
      window.scheduler.advance(to: instant)
      // The run loop lays out before it handles the next event, as UIKit does at the end of
      // each turn.
      window.layoutIfNeeded()
      deliver(batch, at: instant)
      // The main queue drains after the run loop has handled the event's source; the turn's
      // implicit Core Animation transaction commits at its end.
      window.scheduler.drainMainQueue()
      window.scheduler.transactions.endTurn()
    }
    window.scheduler.advance(to: frameTime)
    window.runDisplayLinks(at: frameTime)
    // Blocks queued while the scene was built, or by the display links, run before the frame
    // is laid out and drawn.
    window.scheduler.drainMainQueue()
    // Layout before the screen is drawn (UIKit's layout pass at the end of the run loop turn),
    // then the drawing of what layout changed (Core Animation's commit: layout, display).
    window.layoutIfNeeded()
    window.displayIfNeeded()
    window.scheduler.transactions.endTurn()
    let frame = capture(index: index, time: frameTime)
    // The frame is drawn: view controllers that began to appear get viewDidAppear (UIKit sends
    // it after the transaction that first shows the view is committed).
    window.finishAppearanceTransitions()
    return frame
  }

  private func deliver(_ batch: [TouchInput], at time: Double) {
    var changed: Set<UITouch> = []
    for var input in batch {
      if let anchor = input.anchor {
        guard let point = resolve(anchor, at: time) else { return }
        input.location.x += point.x * CGFloat(anchor.weight)
        input.location.y += point.y * CGFloat(anchor.weight)
        if let towards = anchor.towards {
          // As a move between window points computes it, so the two give the same bits.
          let fraction = CGFloat(anchor.fraction)
          input.location.x += (towards.x - input.location.x) * fraction
          input.location.y += (towards.y - input.location.y) * fraction
        }
      }
      let touch: UITouch
      if input.phase == .began {
        touch = UITouch(
          identifier: input.touch, location: input.location, timestamp: time, window: window)
        touch.tapCount = tapSequences.began(touch: input.touch, at: input.location, time: time)
        liveTouches[input.touch] = touch
        endedMarks[input.touch] = nil
      } else {
        guard let live = liveTouches[input.touch] else { continue }
        touch = live
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = input.location
        touch.phase = input.phase
        touch.timestamp = time
        if input.phase == .ended || input.phase == .cancelled {
          if !tapSequences.ended(touch: input.touch, at: input.location, time: time) {
            touch.tapCount = 0
          }
        } else {
          tapSequences.moved(touch: input.touch, to: input.location, time: time)
        }
      }
      changed.insert(touch)
    }
    // Touches that did not change are part of the event as stationary, as in UIKit.
    for touch in liveTouches.values where !changed.contains(touch) {
      touch.phase = .stationary
    }
    window.sendEvent(UIEvent(timestamp: time, touches: Set(liveTouches.values)))
    for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
      liveTouches[touch.identifier] = nil
      endedMarks[touch.identifier] = TouchMark(
        id: touch.identifier, location: touch.locationInWindow, phase: touch.phase,
        endTime: time)
    }
  }

  /// The window point of `anchor`'s view as the screen shows it, found once per step; `nil`
  /// (and ``failure`` set) when the window has no such view.
  private func resolve(_ anchor: TouchAnchor, at time: Double) -> CGPoint? {
    if let known = anchorPoints[anchor.step] { return known }
    guard let view = view(identifiedBy: anchor.view, step: anchor.step, at: time) else {
      return nil
    }
    let point = view.visibleWindowPoint(of: anchor.point)
    anchorPoints[anchor.step] = point
    let screen = CGRect(origin: .zero, size: window.bounds.size)
    if !screen.contains(point) {
      // iOS delivers a touch where the finger is; off the screen there is nothing to touch.
      let message =
        "view '\(anchor.view)' is off screen at \(Self.seconds(time)) s, when the step "
        + "begins: the touch at (\(Self.number(point.x)), \(Self.number(point.y))) is outside "
        + "the \(Self.number(screen.width)) × \(Self.number(screen.height)) screen and touches "
        + "nothing"
      warnings.append(SimulationWarning(step: anchor.step, time: time, message: message))
      window.eventLog.record(
        "script.offScreen", view: view, detail: "script[\(anchor.step)]: \(message)")
    }
    return point
  }

  /// `value` as the messages write points: without a fraction when it has none.
  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(Double(value))"
  }

  /// `time` as the messages write seconds (`0.5`, `1.25`).
  private static func seconds(_ time: Double) -> String {
    String(format: "%g", (time * 1000).rounded() / 1000)
  }

  /// The view whose `accessibilityIdentifier` is `identifier`, the window's own views first
  /// (the window itself is identified "window", which a scenario's view may be called too), or
  /// the cell a row reference `row:S/R` names (``RowReference``), or else the one view among
  /// the elements VoiceOver would visit (``AccessibilityTree/elements(in:)``: on screen, not
  /// hidden, a modal view's siblings left out) whose `accessibilityLabel` is `identifier` (a
  /// button's title, a label's text: how UI tests find a control by what it says; of several,
  /// the one button or link among them); `nil`, and ``failure`` set for `step`, when the window
  /// has none, or several so labelled.
  private func view(identifiedBy identifier: String, step: Int, at time: Double) -> UIView? {
    if let target = try? CollectionItemTarget(identifier) {
      switch target.cell(in: window) {
      case .success(let cell): return cell
      case .failure(let unresolved):
        failure = .noCell(
          identifier: identifier, step: step, time: time, reason: unresolved.message)
        return nil
      }
    }
    let found =
      window.subviews.lazy.compactMap { $0.descendant(withIdentifier: identifier) }.first
      ?? window.descendant(withIdentifier: identifier)
      ?? RowReference.cell(identifier, in: window)
      ?? window.descendant(atPath: identifier)
    if let found { return found }
    var labelled = AccessibilityTree.elements(in: window).compactMap { $0 as? UIView }
      .filter { $0.accessibilityLabel == identifier }
    // A title on a button and the same words in a label: a touch means the button.
    let touchable = labelled.filter { !$0.accessibilityTraits.isDisjoint(with: [.button, .link]) }
    if labelled.count > 1, touchable.count == 1 { labelled = touchable }
    switch labelled.count {
    case 1:
      return labelled[0]
    case 0:
      failure = .unknownView(
        identifier: identifier, step: step, time: time,
        known: window.identifiedDescendants().compactMap(\.accessibilityIdentifier))
    default:
      failure = .ambiguousLabel(
        label: identifier, step: step, time: time,
        views: labelled.map { "\(type(of: $0)) '\($0.identifier)'" })
    }
    return nil
  }

  /// Runs `action` at `time` (seconds from the start; scheduled before the first frame) on the
  /// view identified `identifier`, found then as a touch's step finds its view: views the
  /// scene's code made count as the scenario's own. Without such a view the run stops as for
  /// a touch (``failure`` is `.unknownView` for `step`); `action` returns a failure to stop
  /// the run with (a view of the wrong class), or `nil`.
  public func perform(
    step: Int, at time: Double, onViewIdentifiedBy identifier: String,
    _ action: @escaping @MainActor (UIView) -> SimulationFailure?
  ) {
    window.scheduler.schedule(after: time - window.scheduler.now) { [weak self] in
      guard let self, self.failure == nil,
        let view = self.view(identifiedBy: identifier, step: step, at: time)
      else { return }
      self.failure = action(view)
    }
  }

  private func capture(index: Int, time: Double) -> Frame {
    let live = liveTouches.values.map {
      TouchMark(id: $0.identifier, location: $0.locationInWindow, phase: $0.phase)
    }
    // Ended touches stay in frames for a second so overlays can fade them out.
    endedMarks = endedMarks.filter {
      time - ($0.value.endTime ?? time) <= 1 + Scheduler.tolerance
    }
    let marks = (live + endedMarks.values).sorted { $0.id < $1.id }
    let capture = DisplayListBuilder.capture(window)
    return Frame(
      index: index, time: time, canvasSize: window.bounds.size,
      backgroundColor: DisplayListBuilder.backgroundColor(
        of: window, traits: window.traitCollection)
        ?? .black,
      items: capture.items,
      touches: marks, events: window.eventLog.drain(),
      views: capture.views,
      gestures: window.gestureRuntime.gestureMarks(at: time),
      accessibility: capturesAccessibility ? AccessibilityTree.snapshots(in: window) : [])
  }
}
