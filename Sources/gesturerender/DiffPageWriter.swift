import Foundation
import Renderer
import Scenario

/// Writes the diff's review page (`DiffPage`) as `index.html` into the diff directory: the
/// frames of both runs linked relative to it, the delta pictures the diff wrote, the timeline
/// values that differ and both runs' events.
@MainActor
enum DiffPageWriter {
  /// Writes `output/index.html` for a diff of `old` with `new` (the frame directories)
  /// summarised by `summary` and `timeline` (when both runs had one). The page links the
  /// frames in `links.old` and `links.new` relative to `links.page`, where the page will be
  /// read (by default `old`, `new` and `output`; `verify` writes the page aside and moves it).
  ///
  /// - Throws: `CommandError` (exit 73) when the page cannot be written.
  static func write(
    summary: DiffSummary, timeline: TimelineComparison?, old: URL, new: URL, output: URL,
    names: (old: String, new: String), links: (old: URL, new: URL, page: URL)? = nil
  ) throws {
    let link = links ?? (old, new, output)
    let oldFiles = DirectoryDiff.frameFiles(in: old)
    let newFiles = DirectoryDiff.frameFiles(in: new)
    let fps =
      DirectoryDiff.framesPerSecond(in: new) ?? DirectoryDiff.framesPerSecond(in: old) ?? 10
    let deltas = Dictionary(
      summary.changes.compactMap { change in change.image.map { (change.frame, $0) } },
      uniquingKeysWith: { first, _ in first })
    let frames = Set(oldFiles.keys).union(newFiles.keys).sorted().map { index in
      DiffPage.FrameEntry(
        index: index, time: Double(index) / fps,
        old: oldFiles[index].map {
          link.old.appendingPathComponent($0).path(relativeTo: link.page)
        },
        new: newFiles[index].map {
          link.new.appendingPathComponent($0).path(relativeTo: link.page)
        },
        delta: deltas[index])
    }
    var differences: [DiffPage.Difference] = []
    if let timeline {
      // `lines` starts with the frame counts when they differ, then one line per property.
      let lines = Array(
        timeline.lines.dropFirst(timeline.frameCounts.old != timeline.frameCounts.new ? 1 : 0))
      for (line, property) in zip(lines, timeline.properties) {
        differences.append(
          DiffPage.Difference(
            text: line, firstFrame: property.firstFrame, lastFrame: property.lastFrame))
      }
    }
    let events = (timeline?.eventLog ?? []).map {
      DiffPage.Event(
        time: $0.time, frame: $0.frame, kind: $0.kind, view: $0.view, detail: $0.detail,
        onlyIn: $0.onlyIn)
    }
    var links = [(label: "summary.json", file: "summary.json"), ("review.md", "review.md")]
    if let animation = summary.animation {
      links.append(("\(names.old) | delta | \(names.new) (APNG)", animation))
    }
    let page = DiffPage.html(
      oldName: names.old, newName: names.new, headline: summary.headline, framesPerSecond: fps,
      frames: frames, differences: differences, events: events, links: links,
      toolVersion: GestureRender.version)
    do {
      try AtomicFile.write(Data(page.utf8), to: output.appendingPathComponent("index.html"))
    } catch {
      throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
    }
  }
}
