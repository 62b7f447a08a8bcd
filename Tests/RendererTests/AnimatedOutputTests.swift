import CGif
import CWebP
import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Animated outputs decode back to the frames, sizes and delays written")
struct AnimatedOutputTests {
  @Test(
    "A missing ffmpeg: found on PATH or named by GESTURERENDER_FFMPEG, and the error says which")
  func missingFFmpeg() {
    #expect(VideoSink.locateFFmpeg(environment: ["PATH": "/nonexistent"]) == nil)
    #expect(
      VideoSink.locateFFmpeg(environment: ["GESTURERENDER_FFMPEG": "/bin/sh"])?.path == "/bin/sh")
    #expect(
      VideoSink.missingFFmpeg(for: .mp4, environment: [:]).description
        == "mp4 output needs ffmpeg, which was not found: install it (Debian: apt-get install "
        + "ffmpeg) or set GESTURERENDER_FFMPEG to its path")
    #expect(
      VideoSink.missingFFmpeg(for: .webm, environment: ["GESTURERENDER_FFMPEG": "/opt/ff"])
        .description
        == "webm output needs ffmpeg, which was not found: GESTURERENDER_FFMPEG is set to "
        + "/opt/ff, which is not an executable file")
  }

  let renderer: FrameRenderer

  init() throws {
    renderer = try FrameRenderer(options: RenderOptions(scale: 2))
  }

  /// 30 frames at 30 fps: 20 moving, the last 10 identical (merged into one long frame).
  let frames = AnimationFixtures.frames(count: 30, moving: 20, fps: 30)

  @Test("APNG: 21 distinct frames, 1/30 s each and 10/30 s for the held last one; pixels exact")
  func apng() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a-animation.png")
    let sink = try APNGSink(url: url, renderer: renderer, framesPerSecond: 30)
    #expect(try AnimationFixtures.write(frames, to: sink) == [url])
    let reader = try APNGReader(data: Data(contentsOf: url))
    #expect(reader.width == 200 && reader.height == 160)
    #expect(reader.declaredFrameCount == 21)
    #expect(reader.controls.count == 21)
    #expect(reader.plays == 0)
    #expect(reader.chunkTypes.prefix(4) == ["IHDR", "acTL", "fcTL", "IDAT"])
    #expect(reader.chunkTypes.last == "IEND")
    #expect(reader.colorType == 2, "opaque frames are written as RGB")
    let delays = reader.controls.map { "\($0.delayNumerator)/\($0.delayDenominator)" }
    #expect(delays.dropLast().allSatisfy { $0 == "1/30" })
    #expect(delays.last == "10/30")
    // Later frames cover only the moving square's rows, not the canvas.
    #expect(reader.controls.dropFirst().allSatisfy { $0.width < 200 && $0.height < 160 })
    // Composed, every frame is exactly what the renderer draws.
    for index in [0, 1, 7, 20] {
      let expected = try renderer.renderImage(frames[index])
      #expect(reader.canvases[index] == expected, "frame \(index)")
    }
    let report = try #require(sink.report)
    #expect(report.framesGiven == 30 && report.framesWritten == 21)
    #expect(report.notes == ["9 unchanged frames merged into the frame before"])
  }

  @Test("APNG passes pngcheck when it is installed")
  func apngCheck() throws {
    guard let pngcheck = ExternalTool.find("pngcheck") else { return }
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a-animation.png")
    _ = try AnimationFixtures.write(
      frames, to: APNGSink(url: url, renderer: renderer, framesPerSecond: 30))
    let result = try ExternalTool.run(pngcheck, ["-v", url.path])
    #expect(result.status == 0, "\(result.output)")
    // pngcheck 3.0.3 checks the structure and every CRC; it lists the APNG chunks as unknown.
    #expect(result.output.contains("No errors detected"))
    #expect(result.output.components(separatedBy: "chunk fcTL").count - 1 == 21)
    #expect(result.output.components(separatedBy: "chunk acTL").count - 1 == 1)
  }

  @Test("APNG above 60 fps is resampled to 60 and says so")
  func apngClamp() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("fast.png")
    let fast = AnimationFixtures.frames(count: 24, moving: 24, fps: 120)
    let sink = try APNGSink(url: url, renderer: renderer, framesPerSecond: 120)
    _ = try AnimationFixtures.write(fast, to: sink)
    let reader = try APNGReader(data: Data(contentsOf: url))
    #expect(reader.controls.count == 12)
    #expect(reader.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 60 })
    #expect(
      sink.report?.notes.first?.hasPrefix("120 fps clamped to 60 fps, 12 frames dropped") == true)
  }

  /// The frames of a GIF read back with giflib: size, per-frame delays (1/100 s), loop count.
  struct GIFContents {
    var width: Int
    var height: Int
    var delays: [Int]
    var loops: Bool
    var canvas: [UInt8]
  }

  func readGIF(_ url: URL) throws -> GIFContents {
    var error: Int32 = 0
    let gif = try #require(DGifOpenFileName(url.path, &error))
    defer { DGifCloseFile(gif, &error) }
    #expect(DGifSlurp(gif) == GIF_OK)
    let width = Int(gif.pointee.SWidth)
    let height = Int(gif.pointee.SHeight)
    var delays: [Int] = []
    var canvas = [UInt8](repeating: 0, count: width * height * 3)
    var loops = false
    for i in 0..<Int(gif.pointee.ImageCount) {
      var control = GraphicsControlBlock()
      if DGifSavedExtensionToGCB(gif, Int32(i), &control) == GIF_OK {
        delays.append(Int(control.DelayTime))
      }
      let image = gif.pointee.SavedImages[i]
      for e in 0..<Int(image.ExtensionBlockCount) {
        let block = image.ExtensionBlocks[e]
        if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
          String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
            == "NETSCAPE2.0"
        {
          loops = true
        }
      }
      let desc = image.ImageDesc
      let map = try #require(desc.ColorMap ?? gif.pointee.SColorMap)
      for y in 0..<Int(desc.Height) {
        for x in 0..<Int(desc.Width) {
          let index = Int(image.RasterBits[y * Int(desc.Width) + x])
          if Int32(index) == control.TransparentColor { continue }
          let color = map.pointee.Colors[index]
          let o = ((Int(desc.Top) + y) * width + Int(desc.Left) + x) * 3
          canvas[o] = color.Red
          canvas[o + 1] = color.Green
          canvas[o + 2] = color.Blue
        }
      }
    }
    return GIFContents(width: width, height: height, delays: delays, loops: loops, canvas: canvas)
  }

  @Test("GIF at 30 fps: 21 frames, delays 3, 3, 4 … hundredths adding up to the real time")
  func gif() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a.gif")
    let sink = try GIFSink(url: url, renderer: renderer, framesPerSecond: 30)
    _ = try AnimationFixtures.write(frames, to: sink)
    let gif = try readGIF(url)
    #expect(gif.width == 200 && gif.height == 160)
    #expect(gif.delays.count == 21)
    #expect(gif.loops)
    #expect(Array(gif.delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
    // 20 moving frames over 20/30 s, then the held frame for 10/30 s (rounded on the grid).
    #expect(gif.delays.reduce(0, +) == 100)
    #expect(gif.delays.allSatisfy { $0 >= 2 })
    // The last canvas matches the rendered frame closely (the flat colours exactly).
    let expected = try renderer.renderImage(frames[29])
    var far = 0
    for i in 0..<(200 * 160) {
      let d = (0..<3).map { abs(Int(gif.canvas[i * 3 + $0]) - Int(expected.rgba[i * 4 + $0])) }
        .max()!
      if d > 40 { far += 1 }
    }
    #expect(far < 40, "\(far) pixels far from the rendered frame")
    #expect(gif.canvas[(100 * 200 + 190) * 3] == 0xF2, "the background is exact")
  }

  @Test("GIF at 60 fps is clamped to 50 fps (delays of 2/100 s) and the report says so")
  func gifClamp() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("fast.gif")
    let moving = AnimationFixtures.frames(count: 60, moving: 60, fps: 60)
    let sink = try GIFSink(url: url, renderer: renderer, framesPerSecond: 60)
    _ = try AnimationFixtures.write(moving, to: sink)
    let gif = try readGIF(url)
    #expect(gif.delays.count == 50)
    #expect(gif.delays.allSatisfy { $0 == 2 })
    let report = try #require(sink.report)
    #expect(report.effectiveRate == 50)
    #expect(
      report.notes.first
        == "60 fps clamped to 50 fps, 10 frames dropped: GIF delays are whole hundredths of a second"
    )
  }

  @Test("--gif-fps 25 gives delays of 4/100 s")
  func gif25() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("slow.gif")
    let moving = AnimationFixtures.frames(count: 60, moving: 60, fps: 60)
    _ = try AnimationFixtures.write(
      moving, to: GIFSink(url: url, renderer: renderer, framesPerSecond: 60, maximumRate: 25))
    let gif = try readGIF(url)
    #expect(gif.delays.count == 25)
    #expect(gif.delays.allSatisfy { $0 == 4 })
  }

  @Test("WebP: lossless, frame count, size, timestamps and the last frame exact")
  func webp() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("a.webp")
    let sink = try WebPSink(url: url, renderer: renderer, framesPerSecond: 30)
    _ = try AnimationFixtures.write(frames, to: sink)
    let data = [UInt8](try Data(contentsOf: url))
    var options = WebPAnimDecoderOptions()
    #expect(WebPAnimDecoderOptionsInit(&options) != 0)
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    var webp = WebPData()
    let decoded: (info: WebPAnimInfo, timestamps: [Int], last: [UInt8]) =
      try data.withUnsafeBufferPointer { buffer in
        webp.bytes = buffer.baseAddress
        webp.size = buffer.count
        let decoder = try #require(WebPAnimDecoderNew(&webp, &options))
        defer { WebPAnimDecoderDelete(decoder) }
        var info = WebPAnimInfo()
        #expect(WebPAnimDecoderGetInfo(decoder, &info) != 0)
        var timestamps: [Int] = []
        var last: [UInt8] = []
        while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
          var pixels: UnsafeMutablePointer<UInt8>?
          var timestamp: Int32 = 0
          #expect(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0)
          timestamps.append(Int(timestamp))
          last = Array(
            UnsafeBufferPointer(
              start: pixels, count: Int(info.canvas_width * info.canvas_height) * 4))
        }
        return (info, timestamps, last)
      }
    #expect(decoded.info.canvas_width == 200 && decoded.info.canvas_height == 160)
    #expect(decoded.info.loop_count == 0)
    // libwebp merges the 9 unchanged frames into the 21st, like our APNG writer.
    #expect(decoded.info.frame_count == 21)
    // Timestamps are frame end times in ms: 33, 67, 100, … and 1000 for the held last frame.
    #expect(Array(decoded.timestamps.prefix(3)) == [33, 67, 100])
    #expect(decoded.timestamps.last == 1000)
    #expect(decoded.last == (try renderer.renderImage(frames[29])).rgba)
    #expect(sink.report?.framesWritten == 21)
    #expect(sink.report?.notes == ["9 unchanged frames merged into the frame before", "lossless"])
  }

  @Test("Every animated format is byte-identical across two runs")
  func determinism() throws {
    func write(_ directory: URL) throws -> [Data] {
      let r = try FrameRenderer(options: RenderOptions(scale: 2))
      let sinks: [any FrameSink] = [
        try APNGSink(
          url: directory.appendingPathComponent("a.png"), renderer: r, framesPerSecond: 30),
        try GIFSink(
          url: directory.appendingPathComponent("a.gif"), renderer: r, framesPerSecond: 30),
        try WebPSink(
          url: directory.appendingPathComponent("a.webp"), renderer: r, framesPerSecond: 30),
        try WebPSink(
          url: directory.appendingPathComponent("b.webp"), renderer: r, framesPerSecond: 30,
          quality: 80),
      ]
      for frame in frames { for sink in sinks { try sink.consume(frame) } }
      return try sinks.flatMap { try $0.finish() }.map { try Data(contentsOf: $0) }
    }
    let a = try Fixtures.temporaryDirectory()
    let b = try Fixtures.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: a)
      try? FileManager.default.removeItem(at: b)
    }
    #expect(try write(a) == write(b))
    // Nothing but the finished files is left.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: a.path).sorted() == [
        "a.gif", "a.png", "a.webp", "b.webp",
      ])
  }

  @Test("A sink given no frame fails and leaves no file")
  func noFrames() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sink = try APNGSink(
      url: directory.appendingPathComponent("x.png"), renderer: renderer, framesPerSecond: 30)
    #expect(throws: RenderError.self) { try sink.finish() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }
}
