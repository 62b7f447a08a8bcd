import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Animated sinks on threads of their own: same bytes as each alone")
struct ThreadedSinkTests {
  /// 40 frames at 60 fps: a square moving for 24 frames, then still (merged frames), a label.
  static let frames = AnimationFixtures.frames(count: 40, moving: 24, fps: 60)

  /// The three animated sinks writing into `directory` with `renderer`.
  static func sinks(in directory: URL, renderer: FrameRenderer) throws -> [any FrameSink] {
    [
      try APNGSink(
        url: directory.appendingPathComponent("a.png"), renderer: renderer, framesPerSecond: 60),
      try GIFSink(
        url: directory.appendingPathComponent("a.gif"), renderer: renderer, framesPerSecond: 60),
      try WebPSink(
        url: directory.appendingPathComponent("a.webp"), renderer: renderer, framesPerSecond: 60),
    ]
  }

  static func report(_ sink: any FrameSink) -> AnimationReport? {
    switch sink {
    case let sink as APNGSink: return sink.report
    case let sink as GIFSink: return sink.report
    case let sink as WebPSink: return sink.report
    default: return nil
    }
  }

  @Test("APNG, GIF and WebP fed together on three threads write each sink's bytes alone")
  func sameBytes() throws {
    let alone = try Fixtures.temporaryDirectory()
    let together = try Fixtures.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: alone)
      try? FileManager.default.removeItem(at: together)
    }
    // Alone: one sink after the other on this thread, with one renderer.
    var aloneReports: [AnimationReport?] = []
    for sink in try Self.sinks(in: alone, renderer: FrameRenderer()) {
      _ = try AnimationFixtures.write(Self.frames, to: sink)
      aloneReports.append(Self.report(sink))
    }
    // Together: each on its own thread with its own renderer, fed frame by frame.
    let threaded = try (0..<3).map { index in
      try ThreadedSink(capacity: 2, report: { Self.report($0) }) {
        try Self.sinks(in: together, renderer: FrameRenderer())[index]
      }
    }
    for frame in Self.frames {
      for sink in threaded { try sink.consume(frame) }
    }
    let written = try threaded.map { try $0.finish() }
    #expect(written.map { $0.map(\.lastPathComponent) } == [["a.png"], ["a.gif"], ["a.webp"]])
    for name in ["a.png", "a.gif", "a.webp"] {
      let a = try Data(contentsOf: alone.appendingPathComponent(name))
      let b = try Data(contentsOf: together.appendingPathComponent(name))
      #expect(a.count > 1000, "\(name)")
      #expect(a == b, "\(name)")
    }
    // The reports too, but for the directory: 40 frames given, 25 written (the 15 still ones
    // merged into frame 24).
    let reports = threaded.map(\.report)
    #expect(reports.map { $0?.framesGiven } == [40, 40, 40])
    #expect(reports.map { $0?.framesWritten } == aloneReports.map { $0?.framesWritten })
    #expect(reports[0]?.framesWritten == 25)
    #expect(reports.map { $0?.byteCount } == aloneReports.map { $0?.byteCount })
  }

  @Test("the sink's errors: made on the thread but thrown by init; a sink's failure by finish")
  func errors() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(
      throws: RenderError.directoryUnavailable(
        path: file.path, reason: "it exists and is not a directory")
    ) {
      _ = try ThreadedSink(report: { _ in nil }) {
        try APNGSink(
          url: file.appendingPathComponent("a.png"), renderer: FrameRenderer(),
          framesPerSecond: 60)
      }
    }
    // No frame given: the sink's own error, from finish().
    let empty = try ThreadedSink(report: { _ in nil }) {
      try GIFSink(
        url: directory.appendingPathComponent("a.gif"), renderer: FrameRenderer(),
        framesPerSecond: 60)
    }
    #expect(
      throws: RenderError.encodingFailed(
        format: "gif", path: directory.appendingPathComponent("a.gif").path,
        reason: "no frame to write")
    ) {
      _ = try empty.finish()
    }
    #expect(throws: RenderError.sinkFinished(directory: "<threaded sink>")) {
      try empty.consume(Self.frames[0])
    }
  }
}
