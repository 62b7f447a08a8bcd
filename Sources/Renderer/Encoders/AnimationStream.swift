import Foundation
import GestureCore

/// What an animated sink wrote, for the command line's report and the review outputs.
public struct AnimationReport: Sendable, Equatable, CustomStringConvertible {
  /// The format: `apng`, `gif`, `webp`, `mp4` or `webm`.
  public var format: String
  /// The file written.
  public var url: URL
  /// How many frames the sink was given.
  public var framesGiven: Int
  /// How many frames the file holds (after dropping frames above the format's rate and
  /// merging identical consecutive frames into one longer frame).
  public var framesWritten: Int
  /// The incoming frame rate, frames per second.
  public var framesPerSecond: Double
  /// The rate frames are shown at (lower than `framesPerSecond` when clamped).
  public var effectiveRate: Double
  /// The file's size in bytes.
  public var byteCount: UInt64
  /// Anything the reader should know, e.g. "60 fps clamped to 50 fps: GIF delays are whole
  /// hundredths of a second".
  public var notes: [String]
  /// Pixels per point of the file, when a size budget chose it (``SizeBudgetSink``); `nil`
  /// otherwise (the frames' scale).
  public var scale: Double?
  /// What the size budget did, when there is one (``SizeBudgetSink``).
  public var budget: SizeBudget.Outcome?

  /// Creates a report; see the properties.
  public init(
    format: String, url: URL, framesGiven: Int, framesWritten: Int, framesPerSecond: Double,
    effectiveRate: Double, byteCount: UInt64, notes: [String] = []
  ) {
    self.format = format
    self.url = url
    self.framesGiven = framesGiven
    self.framesWritten = framesWritten
    self.framesPerSecond = framesPerSecond
    self.effectiveRate = effectiveRate
    self.byteCount = byteCount
    self.notes = notes
  }

  /// "drag.gif: 141 frames at 50 fps, 212 KB (60 fps clamped to 50 fps: …)"; with a size
  /// budget, the scale and what the budget did: "drag-animation.png: 169 frames at 60 fps,
  /// 9.6 MB at 2× (scaled from 3× to fit --max-size 10 MB)".
  public var description: String {
    var line =
      "\(url.lastPathComponent): \(framesWritten) frames at \(AnimationReport.number(effectiveRate)) fps, "
      + AnimationReport.size(byteCount)
    if let scale { line += " at " + SizeBudget.text(scale: scale) }
    let all = (budget.map { [$0.note] } ?? []) + notes
    if !all.isEmpty { line += " (" + all.joined(separator: "; ") + ")" }
    return line
  }

  /// How the note about frames dropped above the format's rate begins, for frames at
  /// `framesPerSecond`: "60 fps clamped to ".
  static func clampNotePrefix(framesPerSecond: Double) -> String {
    "\(AnimationReport.number(framesPerSecond)) fps clamped to "
  }

  /// A rate or time without needless decimals: `60`, `12.5`, `29.97`.
  public static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  /// `812 B`, `41.2 KB`, `3.1 MB` (1 KB = 1000 bytes).
  public static func size(_ bytes: UInt64) -> String {
    if bytes < 1000 { return "\(bytes) B" }
    if bytes < 1_000_000 { return String(format: "%.1f KB", Double(bytes) / 1000) }
    return String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }
}

/// A file an animated sink writes frame by frame under a temporary name: closed and renamed
/// into place by `finish()` (which returns its size in bytes), deleted by `abandon()`.
protocol AnimatedFileWriter: AnyObject {
  func finish() throws -> UInt64
  func abandon()
}

/// An encoder fed by ``AnimationStream``: whole frames, with the part that changed and how long
/// each is shown, once that is known.
protocol AnimationEncoder: AnyObject {
  /// Writes `image` (canvas-sized), of which `rect` changed since `previous` (the image shown
  /// before it; `nil` for the first frame, whose rect is the whole canvas), shown from
  /// `start` to `end` seconds.
  func encode(
    _ image: RenderedImage, rect: PixelRect, previous: RenderedImage?, start: Double, end: Double
  ) throws
}

/// The frame logic the APNG and GIF sinks share: render, resample to the format's rate (see
/// ``AnimationTiming``), merge a frame identical to the one before into it (its time is added to
/// the earlier frame's), and hand each frame to the encoder once the next one says how long it
/// is shown. Holds at most three images: the one shown before, the pending one and the new one.
struct AnimationStream {
  private(set) var timing: AnimationTiming
  private var before: RenderedImage?
  private var pending: (image: RenderedImage, rect: PixelRect, start: Double)?
  /// The display time of the last frame added (merged or not).
  private var lastTime: Double?
  /// Frames given.
  private(set) var framesGiven = 0
  /// Frames handed to the encoder.
  private(set) var framesWritten = 0
  /// Frames dropped to stay at the format's rate.
  private(set) var framesDropped = 0
  /// Frames merged into an identical previous frame.
  private(set) var framesMerged = 0
  /// The canvas size in pixels, known from the first frame.
  private(set) var size: (width: Int, height: Int)?

  init(timing: AnimationTiming) {
    self.timing = timing
  }

  /// Adds `image` as ``add(_:at:to:)`` does; when that fails, calls `abandon` (which deletes the
  /// sink's partial file) before rethrowing, so no half-written file is left.
  mutating func add(
    _ image: RenderedImage, at displayTime: Double, to encoder: AnimationEncoder,
    abandon: () -> Void
  ) throws {
    do {
      try add(image, at: displayTime, to: encoder)
    } catch {
      abandon()
      throw error
    }
  }

  /// Hands the last frame to `encoder`, closes the file `writer()` returns (created by the
  /// encoder on the first frame) and reports what was written.
  ///
  /// - Throws: ``RenderError/encodingFailed(format:path:reason:)`` when no frame was given, or
  ///   what the encoder and the writer throw.
  mutating func finishFile(
    to encoder: AnimationEncoder, format: String, url: URL,
    writer: () -> (any AnimatedFileWriter)?
  ) throws -> AnimationReport {
    do {
      guard try finish(to: encoder), let writer = writer() else {
        throw RenderError.encodingFailed(
          format: format, path: url.path, reason: "no frame to write")
      }
      return report(format: format, url: url, byteCount: try writer.finish())
    } catch {
      // The last frame or the end of the file could not be written: no temporary file stays.
      writer()?.abandon()
      throw error
    }
  }

  /// What a sink fed by this stream wrote: the frame counts and rates of the stream, the notes
  /// about resampling and merging, and the file's `byteCount`.
  func report(format: String, url: URL, byteCount: UInt64) -> AnimationReport {
    AnimationReport(
      format: format, url: url, framesGiven: framesGiven, framesWritten: framesWritten,
      framesPerSecond: timing.framesPerSecond, effectiveRate: timing.effectiveRate,
      byteCount: byteCount, notes: notes(format: format))
  }

  /// Whether the frame at `time` will be shown; `false` when it falls in a slot already taken
  /// (it need not be rendered). Call once per frame, in order, before ``add(_:at:to:)``.
  mutating func admit(time: Double) -> Double? {
    framesGiven += 1
    guard let display = timing.displayTime(forFrameAt: time) else {
      framesDropped += 1
      return nil
    }
    return display
  }

  /// Adds a rendered frame shown from `displayTime` on.
  ///
  /// - Throws: what the encoder throws, or ``RenderError/encodingFailed(format:path:reason:)``
  ///   when the frame's size differs from the first frame's.
  mutating func add(_ image: RenderedImage, at displayTime: Double, to encoder: AnimationEncoder)
    throws
  {
    lastTime = displayTime
    guard let current = pending else {
      size = (image.width, image.height)
      pending = (
        image, PixelRect(x: 0, y: 0, width: image.width, height: image.height), displayTime
      )
      return
    }
    guard image.width == current.image.width, image.height == current.image.height else {
      throw RenderError.encodingFailed(
        format: "animation", path: "<frames>",
        reason: "frame size changed from \(current.image.width)×\(current.image.height) to "
          + "\(image.width)×\(image.height)")
    }
    guard let rect = PixelRect.changed(from: current.image, to: image) else {
      framesMerged += 1
      return
    }
    try encoder.encode(
      current.image, rect: current.rect, previous: before, start: current.start, end: displayTime)
    framesWritten += 1
    before = current.image
    pending = (image, rect, displayTime)
  }

  /// Writes the last frame, shown until one ``AnimationTiming/lastFrameDuration`` after the
  /// last frame added (frames merged into it included). Returns whether there was any frame.
  mutating func finish(to encoder: AnimationEncoder) throws -> Bool {
    guard let current = pending else { return false }
    try encoder.encode(
      current.image, rect: current.rect, previous: before, start: current.start,
      end: (lastTime ?? current.start) + timing.lastFrameDuration)
    framesWritten += 1
    pending = nil
    before = nil
    return true
  }

  /// The notes of a report: clamping and merging.
  func notes(format: String) -> [String] {
    var notes: [String] = []
    if timing.isClamped {
      notes.append(
        AnimationReport.clampNotePrefix(framesPerSecond: timing.framesPerSecond)
          + "\(AnimationReport.number(timing.maximumRate)) fps, \(framesDropped) frames dropped: "
          + (format == "gif"
            ? "GIF delays are whole hundredths of a second"
            : "browsers slow frames of 10 ms or less down to 100 ms"))
    }
    if framesMerged > 0 {
      notes.append("\(framesMerged) unchanged frames merged into the frame before")
    }
    return notes
  }
}
