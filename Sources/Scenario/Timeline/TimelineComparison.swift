import Foundation

/// The differences between two runs' `timeline.json` in points, degrees and events, for
/// `gesturerender diff`: for each view and property the largest difference, where it is and the
/// frames it spans ("card center.x: up to 4.70 pt at frame 52 (0.867 s; old 325, new 320.3),
/// frames 40–60"), the views only one run has, and the events one run has more of than the
/// other ("reorder.swap on b1: old at 1.133 s; new none").
///
/// A view's properties are listed in the order their differences begin. Frames are paired
/// by index; properties are those `timeline.json` records: `center`,
/// `bounds` (its origin is a scroll view's `contentOffset`), the transform as scale, rotation
/// (degrees) and translation (decomposed as expectations do), `alpha` and `hidden`.
public struct TimelineComparison: Sendable, Equatable {
  /// One view property that differs by more than the tolerance somewhere.
  public struct PropertyDifference: Sendable, Equatable {
    /// The view's id.
    public var view: String
    /// `center.x`, `bounds.size.width`, `transform.rotation`, `alpha`, `hidden`.
    public var property: String
    /// The unit the numbers are in: `pt`, `°` or empty.
    public var unit: String
    /// The largest difference, absolute.
    public var largest: Double
    /// The frame of the largest difference.
    public var frame: Int
    /// Its time, seconds.
    public var time: Double
    /// The old run's value there.
    public var old: Double
    /// The new run's value there.
    public var new: Double
    /// The first frame whose difference exceeds the tolerance.
    public var firstFrame: Int
    /// The last frame whose difference exceeds the tolerance.
    public var lastFrame: Int
  }

  /// An event kind on a view that the two runs have a different number of.
  public struct EventDifference: Sendable, Equatable {
    /// `reorder.swap on b1`.
    public var event: String
    /// The times in the old run, seconds.
    public var oldTimes: [Double]
    /// The times in the new run, seconds.
    public var newTimes: [Double]
  }

  /// The property differences, by view (in the old run's order) and property.
  public var properties: [PropertyDifference]
  /// Views in one run's frames only: (id, which run).
  public var onlyIn: [(view: String, run: String)]
  /// The event differences, in order of the first time.
  public var events: [EventDifference]
  /// Frames in each run.
  public var frameCounts: (old: Int, new: Int)

  /// One event of the merged log of both runs (``eventLog``).
  public struct LoggedEvent: Sendable, Equatable {
    /// Seconds, in the run it is from (the old run's for an event both have).
    public var time: Double
    /// The frame it belongs to.
    public var frame: Int
    public var kind: String
    public var view: String?
    public var detail: String
    /// `nil` when both runs have it; else the name of the one run that has it.
    public var onlyIn: String?
  }

  /// Both runs' events in one log, ordered by time: the k-th event of a kind on a view in one
  /// run is matched with the k-th of the same kind and view in the other; an event without a
  /// match is one only that run has (``LoggedEvent/onlyIn``).
  public var eventLog: [LoggedEvent] = []

  /// Whether two comparisons found the same differences (the labels aside).
  public static func == (a: Self, b: Self) -> Bool {
    a.properties == b.properties && a.events == b.events
      && a.onlyIn.map { "\($0.view) \($0.run)" } == b.onlyIn.map { "\($0.view) \($0.run)" }
      && a.frameCounts == b.frameCounts
  }

  /// Whether anything differs.
  public var isEmpty: Bool {
    properties.isEmpty && onlyIn.isEmpty && events.isEmpty && frameCounts.old == frameCounts.new
  }

  /// Compares the timeline `old` with `new` (the contents of two `timeline.json`), numbers
  /// counting when they differ by more than `tolerance` (points, degrees, or plain for scale
  /// and alpha); `oldName` and `newName` label the runs.
  ///
  /// - Throws: ``TimelineComparisonError`` naming the file that is not a timeline.
  public init(
    old: Data, new: Data, tolerance: Double = 0.01, oldName: String = "old",
    newName: String = "new", oldFile: String = "old", newFile: String = "new"
  ) throws {
    let a = try Self.decode(old, file: oldFile)
    let b = try Self.decode(new, file: newFile)
    frameCounts = (a.frames.count, b.frames.count)
    var found: [String: PropertyDifference] = [:]
    var order: [String] = []
    var oldViews: [String] = []
    var newViews = Set<String>()
    var seenOld = Set<String>()
    for frame in a.frames {
      for view in frame.views where seenOld.insert(view.id).inserted { oldViews.append(view.id) }
    }
    for frame in b.frames { for view in frame.views { newViews.insert(view.id) } }
    for (first, second) in zip(a.frames, b.frames) {
      let others = Dictionary(second.views.map { ($0.id, $0) }, uniquingKeysWith: { x, _ in x })
      for view in first.views {
        guard let other = others[view.id] else { continue }
        for (name, unit, x, y) in Self.values(view, other) {
          let difference = unit == "°" ? abs(remainder(x - y, 360)) : abs(x - y)
          guard difference > tolerance + 1e-9 else { continue }
          let key = "\(view.id)\u{1}\(name)"
          if var known = found[key] {
            known.lastFrame = first.index
            if difference > known.largest {
              known.largest = difference
              known.frame = first.index
              known.time = first.time
              known.old = x
              known.new = y
            }
            found[key] = known
          } else {
            order.append(key)
            found[key] = PropertyDifference(
              view: view.id, property: name, unit: unit, largest: difference, frame: first.index,
              time: first.time, old: x, new: y, firstFrame: first.index, lastFrame: first.index)
          }
        }
      }
    }
    let rank = Dictionary(oldViews.enumerated().map { ($1, $0) }, uniquingKeysWith: { x, _ in x })
    properties = order.compactMap { found[$0] }.enumerated().sorted {
      (rank[$0.element.view] ?? 0, $0.offset) < (rank[$1.element.view] ?? 0, $1.offset)
    }.map(\.element)
    onlyIn =
      oldViews.filter { !newViews.contains($0) }.map { ($0, oldName) }
      + b.frames.flatMap(\.views).map(\.id).reduce(into: [String]()) { list, id in
        if !seenOld.contains(id), !list.contains(id) { list.append(id) }
      }.map { ($0, newName) }
    var times: [String: (old: [Double], new: [Double])] = [:]
    var keys: [String] = []
    for (run, timeline) in [(0, a), (1, b)] {
      for event in timeline.frames.flatMap(\.events) {
        let key = event.kind + (event.view.map { " on \($0)" } ?? "")
        if times[key] == nil {
          times[key] = ([], [])
          keys.append(key)
        }
        if run == 0 {
          times[key]!.old.append(event.time)
        } else {
          times[key]!.new.append(event.time)
        }
      }
    }
    var seen: [String: Int] = [:]
    var log: [(LoggedEvent, Int)] = []
    let counts = times.mapValues { (old: $0.old.count, new: $0.new.count) }
    for (run, timeline) in [(0, a), (1, b)] {
      seen = [:]
      for frame in timeline.frames {
        for event in frame.events {
          let key = event.kind + (event.view.map { " on \($0)" } ?? "")
          let k = seen[key, default: 0]
          seen[key] = k + 1
          let count = counts[key]!
          let isShared = k < min(count.old, count.new)
          // A shared event is logged once, from the old run.
          if run == 1 && isShared { continue }
          log.append(
            (
              LoggedEvent(
                time: event.time, frame: frame.index, kind: event.kind, view: event.view,
                detail: event.detail ?? "", onlyIn: isShared ? nil : (run == 0 ? oldName : newName)),
              log.count
            ))
        }
      }
    }
    eventLog = log.sorted { ($0.0.time, $0.1) < ($1.0.time, $1.1) }.map(\.0)
    events = keys.compactMap { key in
      let pair = times[key]!
      guard pair.old.count != pair.new.count else { return nil }
      return EventDifference(event: key, oldTimes: pair.old, newTimes: pair.new)
    }.sorted {
      (($0.oldTimes + $0.newTimes).min() ?? 0) < (($1.oldTimes + $1.newTimes).min() ?? 0)
    }
    self.oldName = oldName
    self.newName = newName
  }

  /// The old run's label in ``lines`` (`old`, `main`, `baseline`).
  public var oldName: String
  /// The new run's label in ``lines``.
  public var newName: String

  /// One line per difference, as `diff` prints them:
  /// `card center.x: up to 4.70 pt at frame 52 (0.867 s; old 325, new 320.3), frames 40–60`,
  /// `view b9: only in new`, `reorder.swap on b1: old at 1.133 s; new none`.
  public var lines: [String] {
    var lines: [String] = []
    if frameCounts.old != frameCounts.new {
      lines.append(
        "frames: \(oldName) has \(frameCounts.old), \(newName) \(frameCounts.new); compared "
          + "the first \(min(frameCounts.old, frameCounts.new))")
    }
    for difference in properties {
      let unit = difference.unit.isEmpty ? "" : (difference.unit == "°" ? "°" : " pt")
      let span =
        difference.firstFrame == difference.lastFrame
        ? "frame \(difference.firstFrame) only"
        : "frames \(difference.firstFrame)–\(difference.lastFrame)"
      lines.append(
        "\(difference.view) \(difference.property): up to \(String(format: "%.2f", difference.largest))\(unit) "
          + "at frame \(difference.frame) (\(String(format: "%.3f s", difference.time)); "
          + "\(oldName) \(Self.number(difference.old)), \(newName) \(Self.number(difference.new))), \(span)"
      )
    }
    for (view, run) in onlyIn { lines.append("view \(view): only in \(run)") }
    for difference in events {
      func times(_ list: [Double]) -> String {
        guard !list.isEmpty else { return "none" }
        let shown = list.prefix(4).map { String(format: "%.3f s", $0) }.joined(separator: ", ")
        return (list.count == 1 ? "at " : "\(list.count)× at ") + shown
          + (list.count > 4 ? ", …" : "")
      }
      lines.append(
        "\(difference.event): \(oldName) \(times(difference.oldTimes)); "
          + "\(newName) \(times(difference.newTimes))")
    }
    return lines
  }

  private static func number(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// The compared numbers of a view in both runs: name, unit, old, new.
  private static func values(_ a: ViewRecord, _ b: ViewRecord)
    -> [(String, String, Double, Double)]
  {
    func parts(_ v: ViewRecord) -> [(String, String, Double)] {
      let t = v.transform.count == 6 ? v.transform : [1, 0, 0, 1, 0, 0]
      let scaleX = (t[0] * t[0] + t[1] * t[1]).squareRoot()
      let scaleY = scaleX == 0 ? 0 : (t[0] * t[3] - t[1] * t[2]) / scaleX
      let c = v.center.count == 2 ? v.center : [0, 0]
      let r = v.bounds.count == 4 ? v.bounds : [0, 0, 0, 0]
      return [
        ("center.x", "pt", c[0]), ("center.y", "pt", c[1]),
        ("bounds.origin.x", "pt", r[0]), ("bounds.origin.y", "pt", r[1]),
        ("bounds.size.width", "pt", r[2]), ("bounds.size.height", "pt", r[3]),
        ("transform.scale.x", "", scaleX), ("transform.scale.y", "", scaleY),
        ("transform.rotation", "°", atan2(t[1], t[0]) * 180 / .pi),
        ("transform.translation.x", "pt", t[4]), ("transform.translation.y", "pt", t[5]),
        ("alpha", "", v.alpha), ("hidden", "", v.hidden ? 1 : 0),
      ]
    }
    return zip(parts(a), parts(b)).map { ($0.0, $0.1, $0.2, $1.2) }
  }

  private static func decode(_ data: Data, file: String) throws -> TimelineRecord {
    do {
      return try ScenarioLoader.decode(TimelineRecord.self, data: data, file: file).0
    } catch {
      throw TimelineComparisonError(file: file, reason: error)
    }
  }

  private struct TimelineRecord: Decodable {
    var frames: [FrameRecord]
  }

  private struct FrameRecord: Decodable {
    var index: Int
    var time: Double
    var views: [ViewRecord]
    var events: [EventRecord]
  }

  fileprivate struct ViewRecord: Decodable {
    var id: String
    var center: [Double]
    var bounds: [Double]
    var transform: [Double]
    var alpha: Double
    var hidden: Bool
  }

  private struct EventRecord: Decodable {
    var time: Double
    var kind: String
    var view: String?
    var detail: String?
  }
}

/// A file given as a timeline that is not one `timeline.json` written by gesturerender.
public struct TimelineComparisonError: Error, CustomStringConvertible, Equatable {
  /// The file as named.
  public var file: String
  /// What is wrong with it, located (line, column, JSON path), when it was read.
  public var reason: ScenarioError?

  /// An error for `file`, for `reason`.
  public init(file: String, reason: ScenarioError? = nil) {
    self.file = file
    self.reason = reason
  }

  /// `old/timeline.json:3:14: error: frames[0].index: expected a whole number, found a
  /// string; not a gesturerender timeline`, or without a reason
  /// `old/timeline.json: not a gesturerender timeline`.
  public var description: String {
    guard let reason else { return "\(file): not a gesturerender timeline" }
    return reason.description + "; not a gesturerender timeline"
  }
}
