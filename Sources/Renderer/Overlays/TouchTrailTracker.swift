import Foundation
import GestureCore

/// Fills ``GestureCore/TouchMark/trail`` from the frames seen before: where each touch was over
/// the last ``duration`` seconds. Feed it every simulated frame in order (also those that are
/// not drawn), before the frames go to the sinks.
public struct TouchTrailTracker: Sendable {
  /// How far back a trail reaches, seconds.
  public static let defaultDuration = 0.3
  /// How far back a trail reaches, seconds.
  public let duration: Double
  private var history: [Int: [TouchMark.TrailPoint]] = [:]

  /// A tracker whose trails reach `duration` seconds back.
  public init(duration: Double = TouchTrailTracker.defaultDuration) {
    self.duration = duration
  }

  /// `frame` with a trail on each touch mark: the touch's locations at earlier frames within
  /// ``duration`` seconds (for a lifted touch, up to where it lifted), oldest first, then the
  /// current one.
  public mutating func annotate(_ frame: Frame) -> Frame {
    var frame = frame
    var live: Set<Int> = []
    for index in frame.touches.indices {
      let mark = frame.touches[index]
      live.insert(mark.id)
      var points = history[mark.id] ?? []
      if mark.endTime == nil || points.isEmpty
        || points.last!.location != mark.location
      {
        let time = mark.endTime.map { min($0, frame.time) } ?? frame.time
        if points.last.map({ $0.time < time || $0.location != mark.location }) ?? true {
          points.append(TouchMark.TrailPoint(location: mark.location, time: time))
        }
      }
      points.removeAll { frame.time - $0.time > duration + 1e-9 }
      history[mark.id] = points
      frame.touches[index].trail = points
    }
    history = history.filter { live.contains($0.key) }
    return frame
  }
}
