import Foundation
import GestureCore

/// `gesturerender diff OLD NEW -o DIR`: compares the PNG frames (`frame-NNNN.png`) of two
/// output directories, frame by frame, and writes into `DIR`:
/// - `diff-NNNN.png` for every frame that differs: old | delta | new (``DiffPicture``);
/// - `diff-animation.png`, an APNG of old | delta | new for the frames that differ, when any
///   does (timed by the new run's `timeline.json` frame rate, else 10 fps; see
///   `writeAnimation`);
/// - `summary.json` (``DiffSummary``) and `review.md`, a snippet for a pull request.
///
/// Every frame's PNG header is checked before anything is written (``PNGFileCheck``).
/// Byte-identical files are not decoded or pictured, so the cost follows the frames that
/// differ, not the length of the runs. Every panel is the size of the largest frame in either run (read
/// from the files' `IHDR`), so the pictures and the animation's frames share one size. Frames
/// are compared and their pictures encoded (``FramePNGWriter``) on `jobs` threads; results are
/// taken in frame order, so the files are the same bytes for any number of threads. Files from
/// an earlier diff in `DIR` are replaced; stale `diff-NNNN.png` are removed. Every file is
/// written atomically.
public struct DirectoryDiff {
  /// The directory of the earlier run.
  public var old: URL
  /// The directory of the later run, compared with `old`.
  public var new: URL
  /// Where the results go (created when missing).
  public var output: URL
  /// The per-channel difference (0…255) up to which a pixel counts as unchanged.
  public var tolerance: Int
  /// How many changed pixels a frame may have and still pass.
  public var maxChangedPixels: Int
  /// The runs' names on the pictures (`--old-name`, `--new-name`).
  public var oldName = "old"
  public var newName = "new"
  /// Worker threads (0: all on the calling thread); by default one per active core.
  public var jobs = ProcessInfo.processInfo.activeProcessorCount

  /// Creates a comparison; see the properties.
  public init(old: URL, new: URL, output: URL, tolerance: Int = 0, maxChangedPixels: Int = 0) {
    self.old = old
    self.new = new
    self.output = output
    self.tolerance = tolerance
    self.maxChangedPixels = maxChangedPixels
  }

  /// The frame files of `directory`: index → file name, for names exactly `frame-NNNN.png`.
  public static func frameFiles(in directory: URL) -> [Int: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var result: [Int: String] = [:]
    for name in names {
      if let index = FrameFileName.index(of: name, pathExtensions: ["png"]) {
        result[index] = name
      }
    }
    return result
  }

  /// One frame's comparison, made by a worker.
  private struct Outcome: Sendable {
    var index: Int
    /// Both runs have the frame.
    var isCompared: Bool
    /// The difference, `nil` for byte-identical files.
    var difference: ImageDifference?
    /// The change recorded in the summary, for a frame that differs.
    var change: DiffSummary.FrameChange?
    /// The picture's `IDAT` data, for the animation (`nil` for a frame that does not differ).
    var picture: [UInt8]?
  }

  /// Runs the comparison and writes the results. `progress` is told (done, total) after each
  /// frame.
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)`` for a frame that cannot be decoded,
  ///   ``RenderError/directoryUnavailable(path:reason:)``,
  ///   ``RenderError/writeFailed(path:reason:)``, font errors.
  public func run(progress: (Int, Int) -> Void = { _, _ in }) throws -> DiffSummary {
    let oldFiles = DirectoryDiff.frameFiles(in: old)
    let newFiles = DirectoryDiff.frameFiles(in: new)
    let indices = Set(oldFiles.keys).union(newFiles.keys).sorted()
    // Every frame's header is checked before anything is written.
    var panel = (width: 1, height: 1)
    for (directory, files) in [(old, oldFiles), (new, newFiles)] {
      for index in files.keys.sorted() {
        let url = directory.appendingPathComponent(files[index]!)
        let size = try DirectoryDiff.headerSize(of: url)
        panel = (max(panel.width, size.width), max(panel.height, size.height))
      }
    }
    try FrameFileWriter.prepare(output)
    let workers = DiffWorkers(threads: jobs <= 1 ? 0 : jobs)
    let first = try work(
      oldFiles: oldFiles, newFiles: newFiles, panel: panel, workers: workers,
      indices: indices, progress: progress)
    var summary = DiffSummary(
      old: old.path, new: new.path, tolerance: tolerance, maxChangedPixels: maxChangedPixels,
      framesCompared: 0, framesChanged: 0, framesAdded: 0, framesRemoved: 0, pixelsChanged: 0,
      largestChannelDifference: 0, exceedsTolerance: false, animation: nil, changes: [])
    for outcome in first {
      if outcome.isCompared { summary.framesCompared += 1 }
      if let difference = outcome.difference {
        summary.largestChannelDifference = max(
          summary.largestChannelDifference, difference.largestChannelDifference)
      }
      guard let change = outcome.change else { continue }
      summary.largestChannelDifference = max(
        summary.largestChannelDifference, change.largestChannelDifference)
      summary.changes.append(change)
      summary.pixelsChanged += change.pixelsChanged
      switch change.status {
      case "added": summary.framesAdded += 1
      case "removed": summary.framesRemoved += 1
      default: summary.framesChanged += 1
      }
      if change.status != "changed" || change.pixelsChanged > maxChangedPixels {
        summary.exceedsTolerance = true
      }
    }
    // The pictures of an earlier diff that this one did not write.
    _ = FrameFileName.removeStale(
      in: output, keeping: Set(summary.changes.compactMap(\.image)), pathExtensions: ["png"],
      prefix: "diff-")
    let animationURL = output.appendingPathComponent("diff-animation.png")
    if !summary.changes.isEmpty {
      // Only the frames that differ are pictured: byte-identical ones are never decoded.
      let changed = Set(summary.changes.map(\.frame))
      let pictures = Dictionary(
        uniqueKeysWithValues: first.compactMap { outcome in
          changed.contains(outcome.index) ? outcome.picture.map { (outcome.index, $0) } : nil
        })
      try writeAnimation(indices: indices, pictures: pictures, panel: panel, to: animationURL)
      summary.animation = animationURL.lastPathComponent
    } else {
      try? FileManager.default.removeItem(at: animationURL)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    try AtomicFile.write(
      try encoder.encode(summary) + Data("\n".utf8),
      to: output.appendingPathComponent("summary.json"))
    try AtomicFile.write(
      Data(markdown(summary).utf8), to: output.appendingPathComponent("review.md"))
    return summary
  }

  /// Compares the frames `indices` on the workers, in order: byte-identical files are skipped
  /// (not decoded, not pictured); for the frames that differ the picture is made and
  /// `diff-NNNN.png` written when pixels differ.
  private func work(
    oldFiles: [Int: String], newFiles: [Int: String],
    panel: (width: Int, height: Int), workers: DiffWorkers, indices: [Int],
    progress: (Int, Int) -> Void
  ) throws -> [Outcome] {
    let (old, new, output, tolerance) = (old, new, output, tolerance)
    let names = (old: oldName, new: newName)
    var outcomes: [Outcome] = []
    try workers.forEach(
      indices,
      job: { index, workspace in
        let oldURL = oldFiles[index].map { old.appendingPathComponent($0) }
        let newURL = newFiles[index].map { new.appendingPathComponent($0) }
        var outcome = Outcome(index: index, isCompared: oldURL != nil && newURL != nil)
        let oldData = try oldURL.map(DirectoryDiff.read)
        let newData = try newURL.map(DirectoryDiff.read)
        let oldBytes = oldData.map { [UInt8]($0) }
        let newBytes = newData.map { [UInt8]($0) }
        if let oldData, let newData, oldData == newData { return outcome }
        let decodedOld = try oldBytes.map { try DecodedFrame(png: $0, source: oldURL!.path) }
        let decodedNew = try newBytes.map { try DecodedFrame(png: $0, source: newURL!.path) }
        let isOneSided = decodedOld == nil || decodedNew == nil
        let (picture, difference) = try DiffPicture.compose(
          index: index, old: decodedOld, new: decodedNew,
          tolerance: isOneSided ? -1 : tolerance, panelWidth: panel.width,
          panelHeight: panel.height, names: names, text: workspace.renderer.text,
          storage: &workspace.storage)
        defer { workspace.storage = picture.bytes }
        outcome.difference = difference
        guard difference.changedPixels > 0 else { return outcome }
        let encoded = try FramePNGWriter.encode(picture)
        guard encoded.shape?.hasAlpha == false else {
          throw RenderError.encodingFailed(
            format: "png", path: output.path, reason: "a diff picture is not opaque")
        }
        outcome.picture = FramePNGWriter.zlibStream(of: encoded.bands)
        let name = FrameFileName.make(index: index, pathExtension: "png", prefix: "diff-")
        try AtomicFile.write(encoded.png, to: output.appendingPathComponent(name))
        let status =
          decodedOld == nil
          ? "added"
          : decodedNew == nil
            ? "removed" : difference.sizesDiffer ? "resized" : "changed"
        let size = decodedNew ?? decodedOld!
        outcome.change = DiffSummary.FrameChange(
          status: status, frame: index, file: (newURL ?? oldURL!).lastPathComponent,
          pixelsChanged: isOneSided ? size.width * size.height : difference.changedPixels,
          share: isOneSided ? 1 : difference.changedShare,
          largestChannelDifference: isOneSided ? 255 : difference.largestChannelDifference,
          box: isOneSided
            ? [0, 0, size.width, size.height]
            : difference.changedRect.map { [$0.x, $0.y, $0.width, $0.height] },
          image: name)
        return outcome
      },
      consume: { outcome in
        outcomes.append(outcome)
        progress(outcomes.count, indices.count)
      })
    return outcomes
  }

  private static func read(_ url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw RenderError.invalidImage(
        source: url.path, reason: RenderError.reason(of: error, at: url.path))
    }
  }

  /// The width and height `url`'s PNG header states, checked (``PNGFileCheck/header(_:)``),
  /// read without decoding.
  ///
  /// - Throws: ``RenderError/invalidImage(source:reason:)``.
  private static func headerSize(of url: URL) throws -> (width: Int, height: Int) {
    let head: [UInt8]
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      head = [UInt8](try handle.read(upToCount: PNGFileCheck.headerLength) ?? Data())
    } catch {
      throw RenderError.invalidImage(
        source: url.path, reason: RenderError.reason(of: error, at: url.path))
    }
    do {
      return try PNGFileCheck.header(head)
    } catch let problem as PNGFileCheck.Problem {
      throw RenderError.invalidImage(source: url.path, reason: problem.description)
    }
  }

  /// Writes the pictures of the frames that differ as an APNG in frame order. A picture is
  /// shown from its frame's time (the run's frame rate, resampled above 60 fps as ``APNGSink``
  /// does) to the next frame's, so changed frames in a row play in real time; where unchanged
  /// frames follow (they are not in the animation), it is held for their time up to
  /// ``heldGap`` seconds. A picture equal to the one before lengthens it. The pictures are
  /// already deflated, so nothing is encoded here.
  private func writeAnimation(
    indices: [Int], pictures: [Int: [UInt8]], panel: (width: Int, height: Int), to url: URL
  ) throws {
    let fps = DirectoryDiff.framesPerSecond(in: new) ?? DirectoryDiff.framesPerSecond(in: old) ?? 10
    var timing = AnimationTiming(framesPerSecond: fps, maximumRate: APNGSink.defaultMaximumRate)
    // Every kept frame's display time (no picture needed), then the shown ones' spans.
    var kept: [(index: Int, time: Double)] = []
    for index in indices {
      if let time = timing.displayTime(forFrameAt: Double(index) / fps) {
        kept.append((index, time))
      }
    }
    let runEnd = (kept.last?.time ?? 0) + timing.lastFrameDuration
    var shown: [(start: Double, end: Double, picture: [UInt8])] = []
    for (k, frame) in kept.enumerated() {
      guard let picture = pictures[frame.index] else { continue }
      let slotEnd = k + 1 < kept.count ? kept[k + 1].time : runEnd
      let nextShown = kept[(k + 1)...].first { pictures[$0.index] != nil }?.time ?? runEnd
      let end = min(nextShown, max(slotEnd, frame.time + DirectoryDiff.heldGap))
      if let last = shown.last, last.picture == picture, last.end == frame.time {
        shown[shown.count - 1].end = end
      } else {
        shown.append((frame.time, end, picture))
      }
    }
    let size = DiffPicture.size(panelWidth: panel.width, panelHeight: panel.height)
    let writer = try APNGWriter(
      destination: url, width: size.width, height: size.height, hasAlpha: false)
    do {
      for frame in shown {
        try writer.append(
          deflated: frame.picture,
          delay: AnimationTiming.fraction(
            seconds: frame.end - frame.start, rate: timing.effectiveRate))
      }
      _ = try writer.finish()
    } catch {
      writer.abandon()
      throw error
    }
  }

  /// The longest a changed frame's picture is held in the animation for the unchanged frames
  /// after it, seconds.
  static let heldGap = 1.0

  /// The `fps` in `directory/timeline.json`'s scenario header, if readable.
  public static func framesPerSecond(in directory: URL) -> Double? {
    guard
      let handle = try? FileHandle(
        forReadingFrom: directory.appendingPathComponent("timeline.json")),
      let head = try? handle.read(upToCount: 4096)
    else { return nil }
    try? handle.close()
    let text = String(decoding: head, as: UTF8.self)
    guard let range = text.range(of: "\"fps\":") else { return nil }
    let number = text[range.upperBound...].prefix { "0123456789.".contains($0) }
    return Double(number).flatMap { $0 > 0 ? $0 : nil }
  }

  private func markdown(_ summary: DiffSummary) -> String {
    var lines = [
      "### Rendering diff", "",
      TextEscaping.markdown(summary.headline.prefix(1).uppercased() + summary.headline.dropFirst())
        + ".", "",
    ]
    if let animation = summary.animation {
      lines += ["![old | delta | new](\(TextEscaping.urlPath(animation)))", ""]
    }
    if !summary.changes.isEmpty {
      lines += [
        "| frame | status | pixels changed | largest Δ | picture |", "|---:|---|---:|---:|---|",
      ]
      for change in summary.changes.prefix(30) {
        let picture = change.image.map { "[\($0)](\(TextEscaping.urlPath($0)))" } ?? ""
        lines.append(
          "| \(change.frame) | \(change.status) | \(change.pixelsChanged) | \(change.largestChannelDifference) | \(picture) |"
        )
      }
      if summary.changes.count > 30 {
        lines.append("| … | | | | \(summary.changes.count - 30) more in summary.json |")
      }
      lines.append("")
    }
    lines.append(
      "<sub>tolerance \(summary.tolerance) per channel, up to \(summary.maxChangedPixels) changed pixels per frame</sub>"
    )
    lines.append("")
    return lines.joined(separator: "\n")
  }
}
