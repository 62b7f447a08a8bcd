import CCairo
import Foundation
import GestureCore

/// `gesturerender diff OLD NEW -o DIR`: compares the PNG frames (`frame-NNNN.png`) of two
/// output directories, frame by frame, and writes into `DIR`:
/// - `diff-NNNN.png` for every frame that differs: old | delta | new (``DiffPicture``);
/// - `diff-animation.png`, an APNG of old | delta | new for every frame, when anything differs
///   (timed by the new run's `timeline.json` frame rate, else 10 fps);
/// - `summary.json` (``DiffSummary``) and `review.md`, a snippet for a pull request.
/// Byte-identical files are not decoded. Files from an earlier diff in `DIR` are replaced;
/// stale `diff-NNNN.png` are removed. Every file is written atomically.
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
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1))
    var summary = DiffSummary(
      old: old.path, new: new.path, tolerance: tolerance, maxChangedPixels: maxChangedPixels,
      framesCompared: 0, framesChanged: 0, framesAdded: 0, framesRemoved: 0, pixelsChanged: 0,
      largestChannelDifference: 0, exceedsTolerance: false, animation: nil, changes: [])
    var written = Set<String>()
    for (done, index) in indices.enumerated() {
      defer { progress(done + 1, indices.count) }
      let oldName = oldFiles[index]
      let newName = newFiles[index]
      if let oldName, let newName {
        summary.framesCompared += 1
        let oldData = try read(old.appendingPathComponent(oldName))
        let newData = try read(new.appendingPathComponent(newName))
        if oldData == newData { continue }
        let oldImage = try decode(oldData, old.appendingPathComponent(oldName))
        let newImage = try decode(newData, new.appendingPathComponent(newName))
        let difference = ImageDifference.compare(oldImage, newImage, tolerance: tolerance)
          .difference
        summary.largestChannelDifference = max(
          summary.largestChannelDifference, difference.largestChannelDifference)
        guard difference.changedPixels > 0 else { continue }
        // The delta picture only for frames that changed.
        let delta = ImageDifference.compare(
          oldImage, newImage, tolerance: tolerance, makesDelta: true
        ).delta!
        summary.framesChanged += 1
        summary.pixelsChanged += difference.changedPixels
        if difference.changedPixels > maxChangedPixels || difference.sizesDiffer {
          summary.exceedsTolerance = true
        }
        let name = FrameFileName.make(index: index, pathExtension: "png", prefix: "diff-")
        try writePicture(
          old: oldImage, delta: delta, new: newImage, difference: difference, name: name,
          renderer: renderer)
        written.insert(name)
        summary.changes.append(
          DiffSummary.FrameChange(
            status: difference.sizesDiffer ? "resized" : "changed", frame: index, file: newName,
            pixelsChanged: difference.changedPixels, share: difference.changedShare,
            largestChannelDifference: difference.largestChannelDifference,
            box: difference.changedRect.map { [$0.x, $0.y, $0.width, $0.height] }, image: name))
      } else {
        let isAdded = newName != nil
        let url =
          isAdded ? new.appendingPathComponent(newName!) : old.appendingPathComponent(oldName!)
        let image = try decode(try read(url), url)
        if isAdded { summary.framesAdded += 1 } else { summary.framesRemoved += 1 }
        summary.exceedsTolerance = true
        summary.pixelsChanged += image.width * image.height
        summary.largestChannelDifference = 255
        let blank = RenderedImage(
          width: image.width, height: image.height,
          rgba: [UInt8](repeating: 0, count: image.width * image.height * 4))
        let (difference, delta) = ImageDifference.compare(
          isAdded ? blank : image, isAdded ? image : blank, tolerance: -1, makesDelta: true)
        let name = FrameFileName.make(index: index, pathExtension: "png", prefix: "diff-")
        try writePicture(
          old: isAdded ? nil : image, delta: delta!, new: isAdded ? image : nil,
          difference: difference, name: name, renderer: renderer)
        written.insert(name)
        summary.changes.append(
          DiffSummary.FrameChange(
            status: isAdded ? "added" : "removed", frame: index, file: url.lastPathComponent,
            pixelsChanged: image.width * image.height, share: 1, largestChannelDifference: 255,
            box: [0, 0, image.width, image.height], image: name))
      }
    }
    // The pictures of an earlier diff that this one did not write.
    _ = FrameFileName.removeStale(
      in: output, keeping: written, pathExtensions: ["png"], prefix: "diff-")
    let animationURL = output.appendingPathComponent("diff-animation.png")
    if !summary.changes.isEmpty {
      try writeAnimation(
        indices: indices, oldFiles: oldFiles, newFiles: newFiles, to: animationURL,
        renderer: renderer)
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

  private func read(_ url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw RenderError.invalidImage(
        source: url.path, reason: RenderError.reason(of: error, at: url.path))
    }
  }

  private func decode(_ data: Data, _ url: URL) throws -> RenderedImage {
    do {
      return try RenderedImage(pngData: data)
    } catch RenderError.invalidImage(_, let reason) {
      throw RenderError.invalidImage(source: url.path, reason: reason)
    }
  }

  private func labels(for difference: ImageDifference, oldExists: Bool, newExists: Bool) -> [String]
  {
    [
      "old" + (oldExists ? "" : " (missing)"),
      "\(difference.changedPixels) px changed, max Δ \(difference.largestChannelDifference)",
      "new" + (newExists ? "" : " (missing)"),
    ]
  }

  private func writePicture(
    old: RenderedImage?, delta: RenderedImage, new: RenderedImage?, difference: ImageDifference,
    name: String, renderer: FrameRenderer
  ) throws {
    let surface = try DiffPicture.compose(
      old: old, delta: delta, new: new,
      labels: labels(for: difference, oldExists: old != nil, newExists: new != nil),
      text: renderer.text)
    defer { cairo_surface_destroy(surface) }
    try AtomicFile.write(try PNGEncoding.encode(surface), to: output.appendingPathComponent(name))
  }

  private func writeAnimation(
    indices: [Int], oldFiles: [Int: String], newFiles: [Int: String], to url: URL,
    renderer: FrameRenderer
  ) throws {
    let fps = DirectoryDiff.framesPerSecond(in: new) ?? DirectoryDiff.framesPerSecond(in: old) ?? 10
    let sink = try APNGSink(url: url, renderer: renderer, framesPerSecond: fps)
    for index in indices {
      let oldImage = try oldFiles[index].map {
        try decode(try read(old.appendingPathComponent($0)), old.appendingPathComponent($0))
      }
      let newImage = try newFiles[index].map {
        try decode(try read(new.appendingPathComponent($0)), new.appendingPathComponent($0))
      }
      guard let reference = newImage ?? oldImage else { continue }
      let blank = RenderedImage(
        width: reference.width, height: reference.height,
        rgba: [UInt8](repeating: 0, count: reference.width * reference.height * 4))
      let (difference, delta) = ImageDifference.compare(
        oldImage ?? blank, newImage ?? blank, tolerance: tolerance, makesDelta: true)
      let surface = try DiffPicture.compose(
        old: oldImage, delta: delta!, new: newImage,
        labels: labels(for: difference, oldExists: oldImage != nil, newExists: newImage != nil)
          .enumerated().map { $0.offset == 1 ? "#\(index)  " + $0.element : $0.element },
        text: renderer.text)
      defer { cairo_surface_destroy(surface) }
      try sink.consume(
        image: RenderedImage(surface: surface, source: "diff \(index)"), time: Double(index) / fps)
    }
    _ = try sink.finish()
  }

  /// The `fps` in `directory/timeline.json`'s scenario header, if readable.
  static func framesPerSecond(in directory: URL) -> Double? {
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
