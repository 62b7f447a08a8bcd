import Foundation
import GestureCore

/// `gesturerender diff OLD NEW -o DIR`: compares the PNG frames (`frame-NNNN.png`) of two
/// output directories, frame by frame, and writes into `DIR`:
/// - `diff-NNNN.png` for every frame that differs: old | delta | new (``DiffPicture``);
/// - `diff-animation.png`, an APNG of old | delta | new for every frame, when anything differs
///   (timed by the new run's `timeline.json` frame rate, else 10 fps);
/// - `summary.json` (``DiffSummary``) and `review.md`, a snippet for a pull request.
///
/// Byte-identical files are not decoded (their picture is made only for the animation, when
/// something else differs). Every panel is the size of the largest frame in either run (read
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
    /// The picture's `IDAT` data, for the animation (`nil` until made).
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
    try FrameFileWriter.prepare(output)
    var panel = (width: 1, height: 1)
    for (directory, files) in [(old, oldFiles), (new, newFiles)] {
      for name in files.values {
        let head = (try? FileHandle(forReadingFrom: directory.appendingPathComponent(name)))
          .flatMap { handle in
            defer { try? handle.close() }; return try? handle.read(upToCount: 24)
          }
        if let size = head.flatMap({ DecodedFrame.headerSize($0) }) {
          panel = (max(panel.width, size.width), max(panel.height, size.height))
        }
      }
    }
    let workers = DiffWorkers(threads: jobs <= 1 ? 0 : jobs)
    let first = try work(
      first: true, oldFiles: oldFiles, newFiles: newFiles, panel: panel, workers: workers,
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
      // The byte-identical frames' pictures, for the animation only.
      let missing = first.filter { $0.picture == nil }.map(\.index)
      var pictures = Dictionary(
        uniqueKeysWithValues: first.compactMap { o in o.picture.map { (o.index, $0) } })
      for outcome in try work(
        first: false, oldFiles: oldFiles, newFiles: newFiles, panel: panel, workers: workers,
        indices: missing, progress: { _, _ in })
      {
        pictures[outcome.index] = outcome.picture
      }
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

  /// Compares the frames `indices` on the workers, in order. The first pass skips
  /// byte-identical files and writes `diff-NNNN.png` for the frames that differ; the second
  /// (`first` false) makes the pictures of byte-identical frames for the animation.
  private func work(
    first: Bool, oldFiles: [Int: String], newFiles: [Int: String],
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
        let decodedOld: DecodedFrame?
        let decodedNew: DecodedFrame?
        if let oldData, let newData, let newBytes, oldData == newData {
          if first { return outcome }
          decodedNew = try DecodedFrame(png: newBytes, source: newURL!.path)
          decodedOld = decodedNew
        } else {
          decodedOld = try oldBytes.map { try DecodedFrame(png: $0, source: oldURL!.path) }
          decodedNew = try newBytes.map { try DecodedFrame(png: $0, source: newURL!.path) }
        }
        let isOneSided = decodedOld == nil || decodedNew == nil
        let (picture, difference) = try DiffPicture.compose(
          index: index, old: decodedOld, new: decodedNew,
          tolerance: isOneSided ? -1 : tolerance, panelWidth: panel.width,
          panelHeight: panel.height, names: names, text: workspace.renderer.text,
          storage: &workspace.storage)
        defer { workspace.storage = picture.bytes }
        let encoded = try FramePNGWriter.encode(picture)
        guard encoded.shape?.hasAlpha == false else {
          throw RenderError.encodingFailed(
            format: "png", path: output.path, reason: "a diff picture is not opaque")
        }
        outcome.picture = FramePNGWriter.zlibStream(of: encoded.bands)
        guard first else { return outcome }
        outcome.difference = difference
        guard difference.changedPixels > 0 else { return outcome }
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

  /// Writes the pictures as an APNG in frame order, each shown until the next frame's time
  /// (the run's frame rate, resampled above 60 fps as ``APNGSink`` does); a picture equal to
  /// the one before lengthens it. The pictures are already deflated, so nothing is encoded
  /// here.
  private func writeAnimation(
    indices: [Int], pictures: [Int: [UInt8]], panel: (width: Int, height: Int), to url: URL
  ) throws {
    let fps = DirectoryDiff.framesPerSecond(in: new) ?? DirectoryDiff.framesPerSecond(in: old) ?? 10
    var timing = AnimationTiming(framesPerSecond: fps, maximumRate: APNGSink.defaultMaximumRate)
    var shown: [(time: Double, picture: [UInt8])] = []
    for index in indices {
      guard let picture = pictures[index],
        let time = timing.displayTime(forFrameAt: Double(index) / fps)
      else { continue }
      if shown.last?.picture == picture { continue }
      shown.append((time, picture))
    }
    let size = DiffPicture.size(panelWidth: panel.width, panelHeight: panel.height)
    let writer = try APNGWriter(
      destination: url, width: size.width, height: size.height, hasAlpha: false)
    do {
      for (k, frame) in shown.enumerated() {
        let end = k + 1 < shown.count ? shown[k + 1].time : frame.time + timing.lastFrameDuration
        try writer.append(
          deflated: frame.picture,
          delay: AnimationTiming.fraction(seconds: end - frame.time, rate: timing.effectiveRate))
      }
      _ = try writer.finish()
    } catch {
      writer.abandon()
      throw error
    }
  }

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
