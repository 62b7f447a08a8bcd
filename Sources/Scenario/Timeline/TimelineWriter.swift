import Foundation
import GestureCore

/// Writes `timeline.json`: the scenario's settings, then one line per frame with its time,
/// every view's presentation geometry, the touches and the events.
///
/// Frames stream to a ``TimelineOutput``, one JSON object per line (so two runs diff frame by
/// frame), which `finish()` commits: written through an atomic file (the CLI's), a failed run
/// never leaves a half-written timeline. Keys are sorted and numbers written the same way on
/// every run, so the bytes repeat. The bytes are those of Foundation's `JSONEncoder` with
/// sorted keys and unescaped slashes (``TimelineJSON``), spelled by hand in one pass, and a
/// view whose record is the same as in the previous frame is copied from it; the output is
/// written in blocks of at least 64 KB and refused past ``maximumBytes``. A NaN or infinite
/// number (a view frame computed as 0/0) is an error naming the value and the frame, since
/// JSON cannot spell it.
///
/// Shape: `{"scenario": {...}, "frames": [ {"index", "time", "views": [{"id", "center": [x, y],
/// "bounds": [x, y, w, h], "transform": [a, b, c, d, tx, ty], "alpha", "hidden"}],
/// "touches": [{"id", "location": [x, y], "phase"}], "events": [{"time", "kind", "view",
/// "detail"}], "gestures": [{"name", "view", "state", "since", "location": [x, y]}]}, … ]}`;
/// points and seconds. `gestures` (the recognizers in progress or changed within the last
/// second, as captioned by `--captions`) is left out of frames that have none.
public final class TimelineWriter {
  /// The most bytes a timeline may have: 1 GiB, over 6,000 views in each of 1,000 frames, so
  /// that a typo (a huge text, a view tree repeated) cannot fill a disk.
  public static let maximumBytes = 1 << 30

  private let output: any TimelineOutput
  private var frameCount = 0
  private let framesPerSecond: Double
  private let maximumBytes: Int
  private var writtenBytes = 0
  private var json = TimelineJSON()
  /// The previous frame's views and the bytes of each (`viewBytes[viewRanges[i]]`): a view
  /// whose record did not change is copied, not spelled again.
  private var previousViews: [ViewSnapshot] = []
  private var viewRanges: [Range<Int>] = []
  private var viewBytes: [UInt8] = []

  /// Starts a timeline for `scenario` rendered at `framesPerSecond` into `output`, refusing
  /// to grow past `maximumBytes`.
  ///
  /// - Throws: what `output` throws when the header cannot be written.
  public init(
    output: any TimelineOutput, scenario: Scenario, framesPerSecond: Double, frameCount: Int,
    maximumBytes: Int = TimelineWriter.maximumBytes
  ) throws {
    self.output = output
    self.framesPerSecond = framesPerSecond
    self.maximumBytes = maximumBytes
    // Keys in sorted order, as `JSONEncoder`'s `.sortedKeys` writes them.
    json.raw("{\"scenario\":{\"device\":")
    json.string(scenario.device.name)
    json.raw(",\"duration\":")
    json.number(scenario.duration)
    json.raw(",\"file\":")
    json.string(URL(fileURLWithPath: scenario.file).lastPathComponent)
    json.raw(",\"fps\":")
    json.number(framesPerSecond)
    json.raw(",\"frameCount\":")
    json.number(frameCount)
    json.raw(",\"name\":")
    json.string(scenario.name)
    json.raw(",\"size\":")
    json.numbers(Double(scenario.device.size.width), Double(scenario.device.size.height))
    json.raw("},\n\"frames\":[\n")
    try flush(frame: 0, time: 0)
  }

  /// Appends one frame: `{"events", "gestures" (when there are any), "index", "time",
  /// "touches", "views"}`; touches that ended are listed in the first frame at or after their
  /// end.
  ///
  /// - Throws: ``TimelineError/nonFiniteValue(what:values:frame:time:)`` for a NaN or
  ///   infinite number (nothing of the frame is written),
  ///   ``TimelineError/tooLarge(limit:frame:time:)`` past the size limit, or what the output
  ///   throws.
  public func append(_ frame: Frame) throws {
    try check(frame)
    if frameCount > 0 { json.raw(",\n") }
    json.raw("{\"events\":[")
    for (index, event) in frame.events.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw("{\"detail\":")
      json.string(event.detail)
      json.raw(",\"kind\":")
      json.string(event.kind)
      json.raw(",\"time\":")
      json.number(event.time)
      if let view = event.view {
        json.raw(",\"view\":")
        json.string(view)
      }
      json.raw("}")
    }
    json.raw("]")
    if !frame.gestures.isEmpty {
      json.raw(",\"gestures\":[")
      for (index, gesture) in frame.gestures.enumerated() {
        if index > 0 { json.raw(",") }
        json.raw("{")
        if let location = gesture.location {
          json.raw("\"location\":")
          json.numbers(Double(location.x), Double(location.y))
          json.raw(",")
        }
        json.raw("\"name\":")
        json.string(gesture.name)
        json.raw(",\"since\":")
        json.number(gesture.time)
        json.raw(",\"state\":")
        json.string(gesture.state)
        if let view = gesture.view {
          json.raw(",\"view\":")
          json.string(view)
        }
        json.raw("}")
      }
      json.raw("]")
    }
    json.raw(",\"index\":")
    json.number(frame.index)
    json.raw(",\"time\":")
    json.number(frame.time)
    json.raw(",\"touches\":[")
    let previousTime = frame.time - 1 / framesPerSecond
    var first = true
    for mark in frame.touches where mark.endTime.map({ $0 > previousTime + 1e-9 }) ?? true {
      if !first { json.raw(",") }
      first = false
      json.raw("{\"id\":")
      json.number(mark.id)
      json.raw(",\"location\":")
      json.numbers(Double(mark.location.x), Double(mark.location.y))
      json.raw(",\"phase\":")
      json.string(mark.phase.rawValue)
      json.raw("}")
    }
    json.raw("],\"views\":[")
    appendViews(frame.views)
    json.raw("]}")
    frameCount += 1
    try flush(frame: frame.index, time: frame.time)
  }

  /// Ends the JSON and commits the output (for a file: renamed into place, replacing an older
  /// timeline).
  ///
  /// - Throws: what the output throws.
  public func finish() throws {
    json.raw("\n]}\n")
    try output.write(json.bytes)
    json.bytes.removeAll(keepingCapacity: true)
    try output.commit()
  }

  /// Drops what was written (after a failure elsewhere).
  public func abandon() {
    output.abandon()
  }

  /// Each view as `{"alpha", "bounds": [x, y, w, h], "center": [x, y], "hidden", "id",
  /// "transform": [a, b, c, d, tx, ty]}`, copied from the previous frame when it is unchanged.
  private func appendViews(_ views: [ViewSnapshot]) {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(views.count)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(viewBytes.count)
    var view = TimelineJSON()
    for (index, snapshot) in views.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      let start = bytes.count
      if index < previousViews.count, Self.sameRecord(previousViews[index], snapshot) {
        bytes.append(contentsOf: viewBytes[viewRanges[index]])
      } else {
        view.bytes.removeAll(keepingCapacity: true)
        Self.spell(snapshot, into: &view)
        bytes.append(contentsOf: view.bytes)
      }
      ranges.append(start..<bytes.count)
    }
    json.bytes.append(contentsOf: bytes)
    previousViews = views
    viewBytes = bytes
    viewRanges = ranges
  }

  private static func spell(_ snapshot: ViewSnapshot, into json: inout TimelineJSON) {
    let t = snapshot.transform
    json.raw("{\"alpha\":")
    json.number(snapshot.alpha)
    json.raw(",\"bounds\":")
    json.numbers(
      Double(snapshot.bounds.minX), Double(snapshot.bounds.minY), Double(snapshot.bounds.width),
      Double(snapshot.bounds.height))
    json.raw(",\"center\":")
    json.numbers(Double(snapshot.center.x), Double(snapshot.center.y))
    json.raw(",\"hidden\":")
    json.bool(snapshot.isHidden)
    json.raw(",\"id\":")
    json.string(snapshot.id)
    json.raw(",\"transform\":")
    json.numbers(
      Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
    json.raw("}")
  }

  /// Whether two snapshots spell the same record (the fields the timeline writes).
  private static func sameRecord(_ a: ViewSnapshot, _ b: ViewSnapshot) -> Bool {
    a.center == b.center && a.bounds == b.bounds && a.transform == b.transform
      && a.alpha == b.alpha && a.isHidden == b.isHidden && a.id == b.id
  }

  /// Throws for the first number of `frame` JSON cannot spell.
  private func check(_ frame: Frame) throws {
    func require(_ what: @autoclosure () -> String, _ values: Double...) throws {
      guard values.allSatisfy(\.isFinite) else {
        throw TimelineError.nonFiniteValue(
          what: what(), values: values, frame: frame.index, time: frame.time)
      }
    }
    try require("the frame time", frame.time)
    // Finite views pass without building a message or an argument list (2,000 a frame).
    for view in frame.views where !Self.isFinite(view) {
      let t = view.transform
      try require("view '\(view.id)' center", Double(view.center.x), Double(view.center.y))
      try require(
        "view '\(view.id)' bounds", Double(view.bounds.origin.x), Double(view.bounds.origin.y),
        Double(view.bounds.size.width), Double(view.bounds.size.height))
      try require(
        "view '\(view.id)' transform", Double(t.a), Double(t.b), Double(t.c), Double(t.d),
        Double(t.tx), Double(t.ty))
      try require("view '\(view.id)' alpha", view.alpha)
    }
    for mark in frame.touches {
      try require(
        "touch \(mark.id) location", Double(mark.location.x), Double(mark.location.y))
    }
    for event in frame.events {
      try require("the time of event '\(event.kind)'", event.time)
    }
    for gesture in frame.gestures {
      try require("the start time of gesture '\(gesture.name)'", gesture.time)
      if let location = gesture.location {
        try require(
          "gesture '\(gesture.name)' location", Double(location.x), Double(location.y))
      }
    }
  }

  /// Writes what is buffered once it is large, checking the size limit first.
  /// Whether every number the timeline writes of `view` is finite.
  private static func isFinite(_ view: ViewSnapshot) -> Bool {
    let (c, b, t) = (view.center, view.bounds, view.transform)
    return c.x.isFinite && c.y.isFinite && b.origin.x.isFinite && b.origin.y.isFinite
      && b.size.width.isFinite && b.size.height.isFinite && t.a.isFinite && t.b.isFinite
      && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite && view.alpha.isFinite
  }

  private func flush(frame: Int, time: Double) throws {
    if writtenBytes + json.bytes.count > maximumBytes {
      throw TimelineError.tooLarge(limit: maximumBytes, frame: frame, time: time)
    }
    guard json.bytes.count >= 1 << 16 else { return }
    try output.write(json.bytes)
    writtenBytes += json.bytes.count
    json.bytes.removeAll(keepingCapacity: true)
  }
}

/// Where a timeline's bytes go: appended in order, then committed whole or abandoned. The CLI
/// gives an atomic file (a temporary file renamed into place on commit).
public protocol TimelineOutput: AnyObject {
  /// Appends `bytes`.
  ///
  /// - Throws: an error naming the destination and the cause when the bytes cannot be written.
  func write(_ bytes: [UInt8]) throws
  /// Makes everything written visible at once.
  ///
  /// - Throws: an error naming the destination and the cause.
  func commit() throws
  /// Drops everything written; the destination is untouched.
  func abandon()
}
