import Foundation

/// Where the property changes of a keyframe animation's block go, and the span of the
/// keyframe they belong to: fractions 0…1 of the whole animation's duration.
@preconcurrency @MainActor
final class KeyframeSpan {
  /// The animation's recorder.
  let recorder: KeyframeRecorder
  /// Where the keyframe starts, fraction of the duration (`relativeStartTime`).
  let start: Double
  /// How long it lasts, fraction of the duration (`relativeDuration`).
  let duration: Double

  init(recorder: KeyframeRecorder, start: Double, duration: Double) {
    self.recorder = recorder
    self.start = start
    self.duration = duration
  }
}

/// The changes one keyframe animation's block makes, per view and property, in the order
/// made: what UIKit turns into one `CAKeyframeAnimation` per property (`keyTimes` and `values`).
@preconcurrency @MainActor
final class KeyframeRecorder {
  /// One property of one view: the value before the first change, then each change with its
  /// span.
  struct Track {
    weak var view: UIView?
    let property: AnimatableProperty
    let initial: [Double]
    var changes: [(start: Double, end: Double, value: [Double])] = []
  }

  /// The tracks, in the order their first change was made.
  private(set) var tracks: [Track] = []
  /// The window of the first view changed: its clock runs the completion.
  private(set) weak var window: UIWindow?

  init() {}

  /// Notes that `property` of `view` changed from `old` (components) to its current model
  /// value within `span`.
  func note(
    _ property: AnimatableProperty, of view: UIView, in window: UIWindow, from old: [Double],
    span: KeyframeSpan
  ) {
    if self.window == nil { self.window = window }
    let value = property.components(of: view)
    let start = min(1, max(0, span.start))
    let end = min(1, max(start, span.start + span.duration))
    if let index = tracks.firstIndex(where: { $0.view === view && $0.property == property }) {
      tracks[index].changes.append((start, end, value))
    } else {
      var track = Track(view: view, property: property, initial: old)
      track.changes.append((start, end, value))
      tracks.append(track)
    }
  }

  /// The key times and values of `track`, starting from `first`: the first value at 0; each
  /// keyframe holds the previous value until its start and reaches its value at its end; the
  /// last value holds to 1. Keyframes are taken in order of their start times (stable).
  static func keyframes(of track: Track, first: [Double]) -> (times: [Double], values: [[Double]]) {
    var times = [0.0]
    var values = [first]
    var current = first
    var last = 0.0
    let ordered = track.changes.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }.map(\.element)
    for change in ordered {
      let start = max(change.start, last)
      let end = max(change.end, start)
      if start > last {
        times.append(start)
        values.append(current)
      }
      times.append(end)
      values.append(change.value)
      current = change.value
      last = end
    }
    if last < 1 {
      times.append(1)
      values.append(current)
    }
    return (times, values)
  }
}

/// The Core Animation keyframe animation UIKit adds for one property of a view in a keyframe
/// animation: a `CAKeyframeAnimation` that also remembers whether it keeps the view from
/// receiving touches (no `.allowUserInteraction`).
@preconcurrency @MainActor
final class ViewKeyframeAnimation: CAKeyframeAnimation {
  /// Whether hit-testing skips the view while the animation has not stopped.
  var blocksInteraction = false

  override func copyAttributes(to copy: CAAnimation) {
    super.copyAttributes(to: copy)
    (copy as? ViewKeyframeAnimation)?.blocksInteraction = blocksInteraction
  }

  override var timelineName: String { "CAKeyframeAnimation \(keyPath ?? "nil")" }
}

/// Hears the stops of one keyframe animation's Core Animation animations and runs the
/// completion handler once, when the last has stopped: `finished` is false when any was
/// removed before its end.
@preconcurrency @MainActor
final class KeyframeCompletion: CAAnimationDelegate {
  private var pending: Int
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  private weak var window: UIWindow?

  init(count: Int, window: UIWindow?, completion: ((Bool) -> Void)?) {
    self.pending = count
    self.window = window
    self.completion = completion
  }

  func animationDidStart(_ anim: CAAnimation) {}

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if !flag { allFinished = false }
    pending -= 1
    guard pending <= 0, let completion else { return }
    self.completion = nil
    window?.eventLog.record(
      "animation.completion", view: nil, detail: "keyframes finished: \(allFinished)")
    completion(allFinished)
  }
}
