import Foundation
import GestureCore
import Renderer
import Testing

@Suite("Frame sinks")
struct FrameSinkTests {
  func frames(_ count: Int) -> [Frame] {
    (0..<count).map { index in
      Fixtures.frame(
        [.fill(Fixtures.shape(x: Double(10 * index), y: 10, width: 50, height: 50), Fixtures.blue)],
        time: Double(index) / 60, index: index, canvas: CGSize(width: 100, height: 80))
    }
  }

  @Test("file names have four digits at least, more when needed")
  func fileNames() {
    #expect(FrameFileName.make(index: 0, pathExtension: "png") == "frame-0000.png")
    #expect(FrameFileName.make(index: 42, pathExtension: "svg") == "frame-0042.svg")
    #expect(FrameFileName.make(index: 9999, pathExtension: "png") == "frame-9999.png")
    #expect(FrameFileName.make(index: 12345, pathExtension: "png") == "frame-12345.png")
  }

  @Test("the PNG sink writes frame-0000.png… and returns them in order")
  func pngSequence() throws {
    let directory = try Fixtures.temporaryDirectory().appendingPathComponent("out/png")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let sink = try PNGSequenceSink(directory: directory)
    for frame in frames(3) { try sink.consume(frame) }
    let urls = try sink.finish()
    #expect(
      urls.map(\.lastPathComponent) == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
    let second = try RenderedImage(contentsOf: urls[1])
    #expect(second.width == 200 && second.height == 160)
    #expect(second.rgba(point: 35, 35, scale: 2) == RGBA(0, 0, 255))
    #expect(second.rgba(point: 5, 35, scale: 2) == RGBA(255, 255, 255))
  }

  @Test("the SVG sink writes frame-0000.svg… with the renderer's bytes")
  func svgSequence() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let renderer = try FrameRenderer()
    let sink = try SVGSequenceSink(directory: directory, renderer: renderer)
    let input = frames(2)
    for frame in input { try sink.consume(frame) }
    let urls = try sink.finish()
    #expect(urls.map(\.lastPathComponent) == ["frame-0000.svg", "frame-0001.svg"])
    #expect(try Data(contentsOf: urls[1]) == renderer.renderSVG(input[1]))
  }

  @Test("a directory that cannot be created gives a typed error naming the path")
  func directoryUnderAFile() throws {
    let base = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: base) }
    let file = base.appendingPathComponent("not-a-directory")
    try Data("x".utf8).write(to: file)
    let target = file.appendingPathComponent("frames")
    #expect {
      _ = try PNGSequenceSink(directory: target)
    } throws: { error in
      guard case RenderError.directoryUnavailable(let path, let reason) = error else {
        return false
      }
      return path == target.path && reason == "\(file.path) is not a directory"
    }
    #expect {
      _ = try SVGSequenceSink(directory: file)
    } throws: { error in
      guard case RenderError.directoryUnavailable(let path, _) = error else { return false }
      return path == file.path
    }
  }

  @Test("a read-only directory gives a typed error naming the path", .enabled(if: geteuid() != 0))
  func readOnlyDirectory() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.path)
      try? FileManager.default.removeItem(at: directory)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
    #expect(
      throws: RenderError.directoryUnavailable(
        path: directory.path, reason: "the directory is not writable")
    ) {
      _ = try PNGSequenceSink(directory: directory)
    }
  }

  @Test("Two writers of one file never share a temporary file; the last commit wins whole")
  func concurrentAtomicFiles() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let destination = directory.appendingPathComponent("timeline.json")
    let first = try AtomicFile(destination: destination)
    let second = try AtomicFile(destination: destination)
    #expect(first.temporary != second.temporary)
    try first.write(Array("first, and longer".utf8))
    try second.write(Array("second".utf8))
    try first.commit()
    try second.commit()
    #expect(try String(contentsOf: destination, encoding: .utf8) == "second")
    try AtomicFile.write(Data("third".utf8), to: destination)
    #expect(try String(contentsOf: destination, encoding: .utf8) == "third")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["timeline.json"])
    // Created readable by others, like any output file.
    let mode = try FileManager.default.attributesOfItem(atPath: destination.path)[.posixPermissions]
    #expect(mode as? Int == 0o644)
  }

  @Test("a file that cannot be written gives a typed error naming the file, and no debris")
  func writeFailure() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory where the frame file should go: the atomic rename over it fails, even as root.
    let blocker = directory.appendingPathComponent("frame-0000.png")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      at: blocker.appendingPathComponent("keep"), withIntermediateDirectories: false)
    let sink = try PNGSequenceSink(directory: directory)
    #expect {
      try sink.consume(frames(1)[0])
    } throws: { error in
      guard case RenderError.writeFailed(let path, let reason) = error else { return false }
      return path == blocker.path && reason == "a directory is in the way"
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame-0000.png"])
    #expect(try sink.finish().isEmpty)
  }

  @Test("frames after finish are refused")
  func afterFinish() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = try PNGSequenceSink(directory: directory)
    try sink.consume(frames(1)[0])
    #expect(try sink.finish().count == 1)
    #expect(throws: RenderError.sinkFinished(directory: directory.path)) {
      try sink.consume(frames(2)[1])
    }
  }

  @Test("rewriting a frame replaces the file atomically")
  func overwrite() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("frame-0000.png")
    try Data("old".utf8).write(to: url)
    let sink = try PNGSequenceSink(directory: directory)
    try sink.consume(frames(1)[0])
    #expect(try RenderedImage(contentsOf: url).width == 200)
  }
}
