import Foundation
import GestureCore

/// A video container written through an external `ffmpeg`.
public enum VideoFormat: String, Sendable, CaseIterable {
  /// H.264 in MP4 (libx264, CRF 18, yuv420p, `+faststart`): plays everywhere, GitHub included.
  case mp4
  /// VP9 in WebM (libvpx-vp9, CRF 32, yuv420p).
  case webm

  /// The encoder arguments after the input.
  var codecArguments: [String] {
    switch self {
    case .mp4:
      return [
        "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webm:
      return [
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-row-mt", "0", "-deadline", "good",
        "-cpu-used", "2", "-pix_fmt", "yuv420p", "-f", "webm",
      ]
    }
  }
}

/// Writes the frames as an MP4 or WebM video by piping raw RGBA frames into `ffmpeg`, which is
/// looked up when the sink is made (``locateFFmpeg(environment:)``); it is never linked
/// (Debian's libavcodec is built with GPL encoders).
///
/// The video has the stream's frame rate; frames skipped by a frame selection are filled by
/// repeating the frame before, so the video keeps real time. Frames are flattened onto the
/// background (the formats carry no alpha) and padded to even sizes (yuv420p). ffmpeg runs
/// single-threaded with bit-exact flags and no metadata, so the same frames give the same
/// bytes with the same ffmpeg. Writing happens into a temporary file renamed into place by
/// ``finish()``. The sink ignores `SIGPIPE` for the process, so an ffmpeg that stops early is
/// reported as an error, not a crash.
public final class VideoSink: FrameSink {
  /// The renderer frames are drawn with.
  public let renderer: FrameRenderer
  /// The file written.
  public let url: URL
  /// The container and codec.
  public let format: VideoFormat
  /// The frame rate of the video.
  public let framesPerSecond: Double
  private let ffmpeg: URL
  private let temporary: URL
  private let log: URL
  /// Descriptors holding the locks of `temporary` and `log` until they are removed.
  private var locks: [Int32] = []
  private var process: Process?
  private var input: FileHandle?
  private var previous: (index: Int, bytes: Data)?
  private var size: (width: Int, height: Int)?
  private var framesWritten = 0
  private var framesGiven = 0
  private var isFinished = false
  /// What was written, after ``finish()``.
  public private(set) var report: AnimationReport?

  /// The `ffmpeg` to run: `GESTURERENDER_FFMPEG` when set (a path), else the first executable
  /// `ffmpeg` on `PATH`; `nil` when there is none.
  public static func locateFFmpeg(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> URL?
  {
    let files = FileManager.default
    if let explicit = environment["GESTURERENDER_FFMPEG"], !explicit.isEmpty {
      return files.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
    }
    for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
      if files.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// The error for a missing ffmpeg, with how to install it, or, when `GESTURERENDER_FFMPEG`
  /// is set, that its path is not an executable file.
  public static func missingFFmpeg(
    for format: VideoFormat, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> RenderError {
    if let explicit = environment["GESTURERENDER_FFMPEG"], !explicit.isEmpty {
      return .toolUnavailable(
        tool: "ffmpeg", format: format.rawValue,
        hint: "GESTURERENDER_FFMPEG is set to \(explicit), which is not an executable file")
    }
    return .toolUnavailable(
      tool: "ffmpeg", format: format.rawValue,
      hint: "install it (Debian: apt-get install ffmpeg) or set GESTURERENDER_FFMPEG to its path")
  }

  /// A sink writing `url` with `ffmpeg` (see ``locateFFmpeg(environment:)``).
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  public init(
    url: URL, renderer: FrameRenderer, framesPerSecond: Double, format: VideoFormat, ffmpeg: URL
  ) throws {
    self.url = url
    self.renderer = renderer
    self.format = format
    self.framesPerSecond = framesPerSecond
    self.ffmpeg = ffmpeg
    let directory = url.deletingLastPathComponent()
    // Named like ``AtomicFile``'s temporary files, so a later run removes them if this one is
    // killed.
    temporary = directory.appendingPathComponent(
      TemporaryFiles.name(for: url.lastPathComponent, ending: "ffmpeg"))
    log = directory.appendingPathComponent(
      TemporaryFiles.name(for: url.lastPathComponent, ending: "ffmlog"))
    try FrameFileWriter.prepare(directory)
    // Locked while they exist, so a run cleaning the directory leaves them alone.
    locks = [try TemporaryFiles.hold(temporary), try TemporaryFiles.hold(log)]
    signal(SIGPIPE, SIG_IGN)
  }

  deinit {
    if !isFinished { discard() }
    releaseLocks()
  }

  /// Stops ffmpeg and deletes the temporary video and log of an unfinished video; nothing
  /// after ``finish()``.
  public func abandon() {
    if !isFinished { discard() }
  }

  /// Closes the lock descriptors, after the files they lock are gone.
  private func releaseLocks() {
    TemporaryFiles.forget(temporary.path)
    TemporaryFiles.forget(log.path)
    for fd in locks { close(fd) }
    locks = []
  }

  /// Renders `frame` and sends it to ffmpeg (after repeating the previous frame over any gap).
  ///
  /// - Throws: the errors of ``FrameRenderer/renderImage(_:)``,
  ///   ``RenderError/toolFailed(tool:path:reason:)``, ``RenderError/sinkFinished(directory:)``.
  public func consume(_ frame: Frame) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: url.path) }
    framesGiven += 1
    let background = frame.backgroundColor.alpha >= 1 ? frame.backgroundColor : .white
    let image = try renderer.renderImage(frame).flattened(onto: background)
    if process == nil { try start(width: image.width, height: image.height) }
    guard let size, size == (image.width, image.height) else {
      throw RenderError.encodingFailed(
        format: format.rawValue, path: url.path,
        reason: "frame size changed to \(image.width)×\(image.height)")
    }
    let bytes = Data(image.rgba)
    if let previous, frame.index > previous.index + 1 {
      for _ in 0..<(frame.index - previous.index - 1) { try send(previous.bytes) }
    }
    try send(bytes)
    previous = (frame.index, bytes)
  }

  /// Closes ffmpeg's input, waits for it and renames the video into place. Returns its URL.
  ///
  /// - Throws: ``RenderError/toolFailed(tool:path:reason:)``,
  ///   ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given,
  ///   ``RenderError/writeFailed(path:reason:)``.
  public func finish() throws -> [URL] {
    guard !isFinished else { return report.map { [$0.url] } ?? [] }
    guard let process, let input else {
      isFinished = true
      throw RenderError.encodingFailed(
        format: format.rawValue, path: url.path, reason: "no frame to write")
    }
    try? input.close()
    process.waitUntilExit()
    isFinished = true
    defer {
      try? FileManager.default.removeItem(at: log)
      releaseLocks()
    }
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let reason = failureReason(process)
      try? FileManager.default.removeItem(at: temporary)
      throw RenderError.toolFailed(tool: "ffmpeg", path: url.path, reason: reason)
    }
    let data: Data
    do {
      data = try Data(contentsOf: temporary)
      try? FileManager.default.removeItem(at: temporary)
    } catch {
      throw RenderError.writeFailed(
        path: url.path, reason: RenderError.reason(of: error, at: temporary.path))
    }
    try AtomicFile.write(data, to: url)
    report = AnimationReport(
      format: format.rawValue, url: url, framesGiven: framesGiven, framesWritten: framesWritten,
      framesPerSecond: framesPerSecond, effectiveRate: framesPerSecond,
      byteCount: UInt64(data.count), notes: ["ffmpeg \(format == .mp4 ? "libx264" : "libvpx-vp9")"])
    return [url]
  }

  private func start(width: Int, height: Int) throws {
    size = (width, height)
    let process = Process()
    process.executableURL = ffmpeg
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-y",
        "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
        "-framerate", AnimationReport.number(framesPerSecond), "-i", "pipe:0", "-an",
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2",
        "-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
      ] + format.codecArguments + [temporary.path]
    let pipe = Pipe()
    process.standardInput = pipe
    process.standardOutput = FileHandle.nullDevice
    // ffmpeg's messages go to a log (created, and locked, by init) quoted on failure.
    process.standardError = (try? FileHandle(forWritingTo: log)) ?? FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw RenderError.toolFailed(
        tool: "ffmpeg", path: url.path,
        reason: "cannot start \(ffmpeg.path): \(error.localizedDescription)")
    }
    self.process = process
    input = pipe.fileHandleForWriting
  }

  private func send(_ bytes: Data) throws {
    do {
      try input?.write(contentsOf: bytes)
      framesWritten += 1
    } catch {
      discard()
      throw RenderError.toolFailed(
        tool: "ffmpeg", path: url.path, reason: process.map(failureReason) ?? "it stopped reading")
    }
  }

  /// "exit status 1: Unknown encoder 'libx264'".
  private func failureReason(_ process: Process) -> String {
    if process.isRunning { process.waitUntilExit() }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let last = text.split(separator: "\n").last.map(String.init) ?? "no message"
    let status =
      process.terminationReason == .exit
      ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
    return "\(status): \(last)"
  }

  private func discard() {
    isFinished = true
    try? input?.close()
    if let process, process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: temporary)
    try? FileManager.default.removeItem(at: log)
    releaseLocks()
  }
}
