import Foundation
import GestureCore

/// Writes `timeline.json`: the scenario's settings, then one line per frame with its time,
/// every view's presentation geometry, the touches and the events.
///
/// Frames stream to a ``TimelineOutput``, one JSON object per line (so two runs diff frame by
/// frame), which `finish()` commits: written through an atomic file (the CLI's), a failed run
/// never leaves a half-written timeline. Keys are sorted and numbers written the same way on
/// every run, so the bytes repeat.
///
/// Shape: `{"scenario": {...}, "frames": [ {"index", "time", "views": [{"id", "center": [x, y],
/// "bounds": [x, y, w, h], "transform": [a, b, c, d, tx, ty], "alpha", "hidden"}],
/// "touches": [{"id", "location": [x, y], "phase"}], "events": [{"time", "kind", "view",
/// "detail"}], "gestures": [{"name", "view", "state", "since", "location": [x, y]}]}, … ]}`;
/// points and seconds. `gestures` (the recognizers in progress or changed within the last
/// second, as captioned by `--captions`) is left out of frames that have none.
public final class TimelineWriter {
  private let output: any TimelineOutput
  private var frameCount = 0
  private let encoder: JSONEncoder
  private let framesPerSecond: Double

  /// Starts a timeline for `scenario` rendered at `framesPerSecond` into `output`.
  ///
  /// - Throws: what `output` throws when the header cannot be written.
  public init(
    output: any TimelineOutput, scenario: Scenario, framesPerSecond: Double, frameCount: Int
  ) throws {
    self.output = output
    self.framesPerSecond = framesPerSecond
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let header = Header(
      name: scenario.name, file: URL(fileURLWithPath: scenario.file).lastPathComponent,
      device: scenario.device.name,
      size: [Double(scenario.device.size.width), Double(scenario.device.size.height)],
      fps: framesPerSecond, duration: scenario.duration, frameCount: frameCount)
    let headerJSON = String(decoding: try encoder.encode(header), as: UTF8.self)
    try write("{\"scenario\":\(headerJSON),\n\"frames\":[\n")
  }

  /// Appends one frame.
  ///
  /// - Throws: what the output throws.
  public func append(_ frame: Frame) throws {
    let record = FrameRecord(frame, frameInterval: 1 / framesPerSecond)
    let json = String(decoding: try encoder.encode(record), as: UTF8.self)
    try write((frameCount == 0 ? "" : ",\n") + json)
    frameCount += 1
  }

  /// Ends the JSON and commits the output (for a file: renamed into place, replacing an older
  /// timeline).
  ///
  /// - Throws: what the output throws.
  public func finish() throws {
    try write("\n]}\n")
    try output.commit()
  }

  /// Drops what was written (after a failure elsewhere).
  public func abandon() {
    output.abandon()
  }

  private func write(_ text: String) throws {
    try output.write(Array(text.utf8))
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

private struct Header: Encodable {
  var name: String
  var file: String
  var device: String
  var size: [Double]
  var fps: Double
  var duration: Double
  var frameCount: Int
}

private struct FrameRecord: Encodable {
  struct ViewRecord: Encodable {
    var id: String
    var center: [Double]
    var bounds: [Double]
    var transform: [Double]
    var alpha: Double
    var hidden: Bool
  }
  struct TouchRecord: Encodable {
    var id: Int
    var location: [Double]
    var phase: String
  }
  struct GestureRecord: Encodable {
    var name: String
    var view: String?
    var state: String
    var since: Double
    var location: [Double]?
  }

  var index: Int
  var time: Double
  var views: [ViewRecord]
  var touches: [TouchRecord]
  var events: [TimelineEvent]
  var gestures: [GestureRecord]?

  /// A frame's record; touches that ended are listed in the first frame at or after their end.
  init(_ frame: Frame, frameInterval: Double) {
    index = frame.index
    time = frame.time
    views = frame.views.map { view in
      let t = view.transform
      return ViewRecord(
        id: view.id, center: [Double(view.center.x), Double(view.center.y)],
        bounds: [
          Double(view.bounds.minX), Double(view.bounds.minY), Double(view.bounds.width),
          Double(view.bounds.height),
        ],
        transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) },
        alpha: view.alpha, hidden: view.isHidden)
    }
    let previousTime = frame.time - frameInterval
    touches = frame.touches.filter { mark in
      mark.endTime.map { $0 > previousTime + 1e-9 } ?? true
    }.map {
      TouchRecord(
        id: $0.id, location: [Double($0.location.x), Double($0.location.y)],
        phase: $0.phase.rawValue)
    }
    events = frame.events
    gestures =
      frame.gestures.isEmpty
      ? nil
      : frame.gestures.map {
        GestureRecord(
          name: $0.name, view: $0.view, state: $0.state, since: $0.time,
          location: $0.location.map { [Double($0.x), Double($0.y)] })
      }
  }
}
