import Foundation
import GestureCore

/// Writes `timeline.json`: the scenario's settings, then one line per frame with its time,
/// every view's presentation geometry, the touches and the events.
///
/// Frames stream to a temporary file beside the destination, one JSON object per line (so two
/// runs diff frame by frame), and the file is renamed into place by `finish()`: a failed run
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
  /// Where the timeline ends up.
  public let destination: URL
  private let temporary: URL
  private let handle: FileHandle
  private var frameCount = 0
  private let encoder: JSONEncoder
  private let framesPerSecond: Double

  /// Starts a timeline for `scenario` rendered at `framesPerSecond` into `destination`.
  ///
  /// - Throws: `CocoaError` when the temporary file cannot be created (directory missing or
  ///   not writable).
  public init(destination: URL, scenario: Scenario, framesPerSecond: Double, frameCount: Int)
    throws
  {
    self.destination = destination
    self.framesPerSecond = framesPerSecond
    temporary = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).partial")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    handle = try FileHandle(forWritingTo: temporary)
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
  /// - Throws: the file system's error when the write fails.
  public func append(_ frame: Frame) throws {
    let record = FrameRecord(frame, frameInterval: 1 / framesPerSecond)
    let json = String(decoding: try encoder.encode(record), as: UTF8.self)
    try write((frameCount == 0 ? "" : ",\n") + json)
    frameCount += 1
  }

  /// Closes the file and moves it into place, replacing an older timeline.
  ///
  /// - Throws: the file system's error when closing or renaming fails.
  public func finish() throws {
    try write("\n]}\n")
    try handle.close()
    _ = try? FileManager.default.removeItem(at: destination)
    try FileManager.default.moveItem(at: temporary, to: destination)
  }

  /// Closes and deletes the temporary file (after a failure elsewhere).
  public func abandon() {
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
  }

  private func write(_ text: String) throws {
    try handle.write(contentsOf: Data(text.utf8))
  }
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
        transform: [t.m11, t.m12, t.m21, t.m22, t.tX, t.tY].map { Double($0) },
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
