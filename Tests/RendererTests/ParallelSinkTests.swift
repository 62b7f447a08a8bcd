import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("PNG frames on several threads: same files, identical frames encoded once")
struct ParallelSinkTests {
  /// 12 frames: a card moving for 4 frames, then 4 identical still frames, then moving again.
  static let frames: [Frame] = (0..<12).map { index in
    let x = index < 4 ? Double(index * 10) : index < 8 ? 40 : Double(index * 10)
    return Fixtures.frame(
      [
        .fill(Fixtures.shape(x: x, y: 60, width: 120, height: 80, cornerRadius: 10), Fixtures.blue),
        .text(Fixtures.label("Card", x: x + 10, y: 70, width: 100, height: 30)),
      ], time: Double(index) / 60, index: index)
  }

  static func render(jobs: Int) throws -> (files: [String: Data], reused: Int) {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = try PNGSequenceSink(directory: directory, renderer: FrameRenderer(), jobs: jobs)
    for frame in frames { try sink.consume(frame) }
    let urls = try sink.finish()
    #expect(
      urls.map(\.lastPathComponent)
        == frames.map { FrameFileName.make(index: $0.index, pathExtension: "png") })
    var files: [String: Data] = [:]
    for url in urls { files[url.lastPathComponent] = try Data(contentsOf: url) }
    return (files, sink.reusedFrameCount)
  }

  @Test("--jobs 1, 2 and 3 write identical bytes")
  func identicalAcrossJobs() throws {
    let one = try Self.render(jobs: 1)
    let two = try Self.render(jobs: 2)
    let three = try Self.render(jobs: 3)
    #expect(one.files.count == 12)
    #expect(one.files == two.files)
    #expect(one.files == three.files)
  }

  @Test("Each file has the bytes of its frame encoded alone, whatever bands were reused")
  func filesDependOnlyOnTheirFrame() throws {
    let result = try Self.render(jobs: 2)
    let renderer = try FrameRenderer()
    for frame in Self.frames {
      let name = FrameFileName.make(index: frame.index, pathExtension: "png")
      #expect(result.files[name] == (try renderer.renderPNG(frame)), "\(name)")
    }
  }

  @Test("Frames identical to the previous one reuse its bytes, and decode to its pixels")
  func duplicatesReused() throws {
    let result = try Self.render(jobs: 2)
    // Frames 5, 6 and 7 repeat frame 4 (the card rests at x = 40).
    #expect(result.reused == 3)
    for index in 5...7 {
      #expect(result.files["frame-000\(index).png"] == result.files["frame-0004.png"])
    }
    #expect(result.files["frame-0003.png"] != result.files["frame-0004.png"])
    let renderer = try FrameRenderer()
    for index in [0, 4, 7, 11] {
      let name = FrameFileName.make(index: index, pathExtension: "png")
      let decoded = try RenderedImage(pngData: try #require(result.files[name]))
      #expect(decoded == (try renderer.renderImage(Self.frames[index])))
    }
  }

  @Test("A write error on a worker thread is reported by the sink")
  func workerErrorSurfaces() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = try PNGSequenceSink(directory: directory, renderer: FrameRenderer(), jobs: 2)
    // A directory where frame 0's file should go makes its atomic rename fail.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("frame-0000.png/inside"),
      withIntermediateDirectories: true)
    #expect(throws: RenderError.self) {
      for frame in Self.frames { try sink.consume(frame) }
      _ = try sink.finish()
    }
  }
}
