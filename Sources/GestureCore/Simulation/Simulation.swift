import Foundation

/// Runs a window at a fixed frame rate from scripted touch input and produces one `Frame` per
/// tick.
///
/// Frame `k` is at time `k / framesPerSecond`. Producing it, the simulation delivers every
/// input with a time at or before the frame's, at the input's own time (inputs at the same
/// instant form one `UIEvent`), fires the timers due in between at their exact times, and then
/// captures what the screen shows. Nothing reads the wall clock: the same window and input give
/// the same frames.
@MainActor
public final class Simulation {
  /// The window simulated.
  public let window: UIWindow
  /// Frames per second of the output (and of touch sampling), e.g. 60.
  public let framesPerSecond: Double
  /// How many frames the run has: one at time 0, then one per tick up to the duration.
  public let frameCount: Int

  private var inputs: [TouchInput]
  private var nextInput = 0
  private var nextFrameIndex = 0
  private var liveTouches: [Int: UITouch] = [:]
  private var endedMarks: [Int: TouchMark] = [:]

  /// A simulation of `window` for `duration` seconds at `framesPerSecond`, fed `input` (sorted
  /// by time here; inputs with equal times keep their order).
  ///
  /// - Precondition: `framesPerSecond > 0` and `duration ≥ 0` (the scenario validates both).
  public init(window: UIWindow, framesPerSecond: Double, duration: Double, input: [TouchInput]) {
    precondition(framesPerSecond > 0 && duration >= 0)
    self.window = window
    self.framesPerSecond = framesPerSecond
    self.frameCount = Int((duration * framesPerSecond + Scheduler.tolerance).rounded(.down)) + 1
    self.inputs = input.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// Whether nothing moves on its own any more: no animation is running and no display link
  /// (a decelerating or bouncing scroll view) is active. A run that ends unsettled stops in
  /// the middle of a motion.
  public var isSettled: Bool {
    !window.animator.hasRunningAnimations && window.displayLinks.isEmpty
  }

  /// The time of frame `index`, seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / framesPerSecond }

  /// Advances to the next frame and returns it, or `nil` after the last one.
  public func nextFrame() -> Frame? {
    guard nextFrameIndex < frameCount else { return nil }
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
    }
    window.scheduler.advance(to: frameTime)
    window.runDisplayLinks(at: frameTime)
    // Layout before the screen is drawn (UIKit's layout pass at the end of the run loop turn).
    window.layoutIfNeeded()
    return capture(index: index, time: frameTime)
  }

  private func deliver(_ batch: [TouchInput], at time: Double) {
    var changed: Set<UITouch> = []
    for input in batch {
      let touch: UITouch
      if input.phase == .began {
        touch = UITouch(
          identifier: input.touch, location: input.location, timestamp: time, window: window)
        liveTouches[input.touch] = touch
        endedMarks[input.touch] = nil
      } else {
        guard let live = liveTouches[input.touch] else { continue }
        touch = live
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = input.location
        touch.phase = input.phase
        touch.timestamp = time
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

  private func capture(index: Int, time: Double) -> Frame {
    let live = liveTouches.values.map {
      TouchMark(id: $0.identifier, location: $0.locationInWindow, phase: $0.phase)
    }
    // Ended touches stay in frames for a second so overlays can fade them out.
    endedMarks = endedMarks.filter { time - ($0.value.endTime ?? time) <= 1 }
    let marks = (live + endedMarks.values).sorted { $0.id < $1.id }
    return Frame(
      index: index, time: time, canvasSize: window.bounds.size,
      backgroundColor: window.layer.backgroundColor ?? .black,
      items: DisplayListBuilder.items(for: window),
      touches: marks, events: window.eventLog.drain(),
      views: DisplayListBuilder.snapshots(of: window),
      gestures: window.gestureRuntime.gestureMarks(at: time))
  }
}
