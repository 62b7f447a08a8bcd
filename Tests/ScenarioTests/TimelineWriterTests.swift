import Foundation
import GestureCore
import Testing

@testable import Scenario

/// The streaming timeline writer: the bytes of the `JSONEncoder` it replaced, unchanged views
/// copied, a clear error for a NaN and for a timeline past its size limit.
@Suite(
  "timeline.json: streamed bytes equal JSONEncoder's, terminal controls escaped, NaN and size errors"
)
@MainActor
struct TimelineWriterTests {
  static let json = """
    {"version": 1, "name": "tl é \\"q\\"", "views": [
      {"id": "card", "type": "view", "frame": [40, 100, 120, 80], "backgroundColor": "#3478F6"},
      {"id": "b1", "type": "button", "frame": [20, 300, 100, 44], "title": "Go"},
      {"id": "still", "frame": [0, 0, 10, 10]}],
     "behaviors": [{"type": "clamped-drag", "view": "card"},
                   {"type": "long-press-reorder", "buttons": ["b1", "b2"]}],
     "script": [{"drag": {"from": "card", "to": [300, 500], "duration": 0.3}},
                {"longPress": {"point": [70, 322], "hold": 0.7}}, {"wait": 0.2}]}
    """

  /// The scenario's frames, with one view of frame 3 given awkward strings and numbers.
  func frames() throws -> (Scenario, [Frame]) {
    let source = Self.json.replacingOccurrences(
      of: #"{"id": "b1", "type": "button", "frame": [20, 300, 100, 44], "title": "Go"}"#,
      with: #"{"id": "b1", "type": "button", "frame": [20, 300, 100, 44], "title": "Go"}, "#
        + #"{"id": "b2", "type": "button", "frame": [140, 300, 100, 44], "title": "Stop"}"#)
    let scenario = try Scenario.decode(Data(source.utf8), file: "dir/t\tl.json")
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    var odd = frames[3]
    odd.views[0].id = "a\u{0}b\u{1F}\u{7F}\\\"/\u{2028}\n\r\t\u{8}\u{C}😀"
    odd.views[0].center = CGPoint(x: -0.0, y: 1e-7)
    odd.views[0].bounds = CGRect(x: 1e16, y: 1e15, width: 0.1 + 0.2, height: .leastNonzeroMagnitude)
    odd.views[0].alpha = 1.7976931348623157e308
    odd.events.append(
      TimelineEvent(time: 1.0 / 3, kind: "k\u{1}\u{9B}", view: nil, detail: "</script> & 'x'"))
    frames[3] = odd
    return (scenario, frames)
  }

  @Test("Every byte equals JSONEncoder's (sorted keys, unescaped slashes) but terminal controls")
  func sameBytes() throws {
    let (scenario, frames) = try frames()
    #expect(frames.contains { !$0.gestures.isEmpty })
    #expect(frames.contains { !$0.touches.isEmpty })
    let output = MemoryOutput()
    let writer = try TimelineWriter(
      output: output, scenario: scenario, framesPerSecond: 60, frameCount: frames.count)
    for frame in frames { try writer.append(frame) }
    try writer.finish()
    let expected = Self.terminalSafe(
      try LegacyTimeline.bytes(scenario: scenario, frames: frames, fps: 60))
    #expect(output.bytes.count == expected.count)
    #expect(output.bytes == expected)
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.contains(#""id":"a\u0000b\u001f\u007f\\\"/\u2028\n\r\t\b\f😀""#))
    #expect(text.contains(#""kind":"k\u0001\u009b""#))
    #expect(text.contains(#""bounds":[1e+16,1000000000000000,0.30000000000000004,5e-324]"#))
    #expect(text.contains(#""center":[-0,1e-07]"#))
  }

  /// `JSONEncoder`'s bytes with the characters it leaves raw that would drive a terminal
  /// (DEL, C1 controls, separators, bidirectional controls) escaped as `\uxxxx`, as the
  /// timeline writes them: JSON text, where those characters are only found in strings.
  static func terminalSafe(_ bytes: [UInt8]) -> [UInt8] {
    var result = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069:
        result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return Array(result.utf8)
  }

  @Test("A NaN view geometry is an error naming the view, the value and the time")
  func nonFinite() throws {
    let (scenario, frames) = try frames()
    var bad = frames[2]
    bad.views[1].center = CGPoint(x: CGFloat.nan, y: 10)
    let output = MemoryOutput()
    let writer = try TimelineWriter(
      output: output, scenario: scenario, framesPerSecond: 60, frameCount: frames.count)
    try writer.append(frames[0])
    #expect(throws: TimelineError.self) { try writer.append(bad) }
    do {
      try writer.append(bad)
    } catch let error as TimelineError {
      #expect(
        error.description
          == "timeline.json: view 'b1' center is not a finite number at 0.033 s (frame 2): "
          + "[nan, 10.0]; the code or constraint that sets it divides by zero or overflows")
    }
    var infinite = frames[2]
    let card = try #require(infinite.views.firstIndex { $0.id == "card" })
    infinite.views[card].bounds.size.width = .infinity
    #expect(
      throws: TimelineError.nonFiniteValue(
        what: "view 'card' bounds", values: [0, 0, .infinity, 80], frame: 2,
        time: frames[2].time)
    ) { try writer.append(infinite) }
  }

  @Test("Past the size limit the timeline stops with an error; nothing is committed")
  func sizeLimit() throws {
    let (scenario, frames) = try frames()
    let sizes = try LegacyTimeline.frameSizes(frames: frames, fps: 60)
    let header = try LegacyTimeline.bytes(scenario: scenario, frames: [], fps: 60).count - 4
    // Half the whole timeline; the first frame whose end passes it (",\n" between frames).
    let limit = (header + sizes.reduce(0, +) + 2 * (sizes.count - 1)) / 2
    var total = header
    var failing = 0
    for (index, size) in sizes.enumerated() {
      total += size + (index > 0 ? 2 : 0)
      if total > limit {
        failing = index
        break
      }
    }
    let output = MemoryOutput()
    let writer = try TimelineWriter(
      output: output, scenario: scenario, framesPerSecond: 60, frameCount: frames.count,
      maximumBytes: limit)
    #expect(failing > 0)
    do {
      for frame in frames { try writer.append(frame) }
      Issue.record("expected the limit")
    } catch let error as TimelineError {
      #expect(
        error
          == .tooLarge(limit: limit, frame: failing, time: frames[failing].time))
      #expect(
        error.description.hasPrefix(
          "timeline.json would be larger than 0 MB at \(String(format: "%.3f", frames[failing].time)) s (frame \(failing))"
        ))
    }
    writer.abandon()
    #expect(!output.isCommitted)
    #expect(TimelineWriter.maximumBytes == 1_073_741_824)
  }
}

/// The timeline as `JSONEncoder` wrote it before the streaming writer: the reference for its
/// bytes.
enum LegacyTimeline {
  struct Header: Encodable {
    var name: String
    var file: String
    var device: String
    var size: [Double]
    var fps: Double
    var duration: Double
    var frameCount: Int
  }

  struct FrameRecord: Encodable {
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

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func frameSizes(frames: [Frame], fps: Double) throws -> [Int] {
    try frames.map { try encoder.encode(FrameRecord($0, frameInterval: 1 / fps)).count }
  }

  static func bytes(scenario: Scenario, frames: [Frame], fps: Double) throws -> [UInt8] {
    let header = Header(
      name: scenario.name, file: URL(fileURLWithPath: scenario.file).lastPathComponent,
      device: scenario.device.name,
      size: [Double(scenario.device.size.width), Double(scenario.device.size.height)],
      fps: fps, duration: scenario.duration, frameCount: frames.count)
    var text =
      "{\"scenario\":" + String(decoding: try encoder.encode(header), as: UTF8.self)
      + ",\n\"frames\":[\n"
    for (index, frame) in frames.enumerated() {
      if index > 0 { text += ",\n" }
      text += String(
        decoding: try encoder.encode(FrameRecord(frame, frameInterval: 1 / fps)), as: UTF8.self)
    }
    text += "\n]}\n"
    return Array(text.utf8)
  }
}
