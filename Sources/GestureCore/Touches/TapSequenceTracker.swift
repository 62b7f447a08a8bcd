import Foundation

/// Counts taps in a row for ``UITouch/tapCount``, as UIKit's touch routing does per window
/// (decompiled UIKitCore `_UpdateTouchTapCount`; reference uikit-multitouch.md §1; Apple only
/// says "within a predefined period").
///
/// A touch-down continues a sequence when it comes at most 0.35 s after the sequence's last
/// lift and less than 45 pt from the sequence's **first** touch-down along each axis (a box,
/// not a circle); otherwise it starts a new one. The touch's `tapCount` is the sequence's
/// count. A touch that stays down longer than 0.75 s, or moves 45 pt or more along an axis from
/// the sequence's start, is not a tap: its sequence ends and it reports a `tapCount` of 0 when
/// it lifts. Sequences whose last lift is more than 1.1 s old are forgotten. Times compare with
/// the clock's tolerance (``Scheduler/hasElapsed(_:from:to:)``).
struct TapSequenceTracker {
  /// Farther than this from the first touch-down along an axis is another place, points.
  static let slop: CGFloat = 45
  /// The longest pause between a lift and the next touch-down of a sequence, seconds.
  static let interval = 0.35
  /// The longest press that is still a tap, seconds.
  static let maximumPress = 0.75
  /// How long an ended sequence is kept, seconds.
  static let memory = 1.1

  private struct Sequence {
    var start: CGPoint
    var count: Int
    var lastDown: Double
    var lastUp: Double?
  }

  private var sequences: [Int: Sequence] = [:]
  private var nextID = 0
  /// The sequence each finger that is down belongs to, by the touch's identifier; absent when
  /// the touch stopped being a tap.
  private var sequenceOfTouch: [Int: Int] = [:]

  /// A finger touched down at `point` (window points) at `time`: the tap count it reports.
  mutating func began(touch: Int, at point: CGPoint, time: Double) -> Int {
    sequences = sequences.filter { _, sequence in
      guard let up = sequence.lastUp else { return true }
      return time - up <= TapSequenceTracker.memory + Scheduler.tolerance
    }
    let continued = sequences.sorted { $0.key < $1.key }.first { _, sequence in
      guard let up = sequence.lastUp,
        time - up <= TapSequenceTracker.interval + Scheduler.tolerance
      else { return false }
      return abs(point.x - sequence.start.x) < TapSequenceTracker.slop
        && abs(point.y - sequence.start.y) < TapSequenceTracker.slop
    }
    let id: Int
    if let (existing, _) = continued {
      id = existing
    } else {
      id = nextID
      nextID += 1
      sequences[id] = Sequence(start: point, count: 0, lastDown: time, lastUp: nil)
    }
    sequences[id]?.count += 1
    sequences[id]?.lastDown = time
    sequences[id]?.lastUp = nil
    sequenceOfTouch[touch] = id
    return sequences[id]?.count ?? 1
  }

  /// A finger moved to `point` at `time`: ends its sequence when it is no longer a tap.
  mutating func moved(touch: Int, to point: CGPoint, time: Double) {
    guard let id = sequenceOfTouch[touch], let sequence = sequences[id] else { return }
    let tooLong =
      time - sequence.lastDown > TapSequenceTracker.maximumPress + Scheduler.tolerance
    let tooFar =
      abs(point.x - sequence.start.x) >= TapSequenceTracker.slop
      || abs(point.y - sequence.start.y) >= TapSequenceTracker.slop
    if tooLong || tooFar {
      sequences[id] = nil
      sequenceOfTouch[touch] = nil
    }
  }

  /// A finger lifted (or was cancelled) at `point` at `time`: whether it was still a tap. The
  /// touch reports a tap count of 0 when it was not.
  mutating func ended(touch: Int, at point: CGPoint, time: Double) -> Bool {
    moved(touch: touch, to: point, time: time)
    guard let id = sequenceOfTouch.removeValue(forKey: touch) else { return false }
    sequences[id]?.lastUp = time
    return true
  }
}
