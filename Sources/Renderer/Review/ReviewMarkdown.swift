import Foundation
import GestureCore

/// `review.md`: a Markdown snippet to paste into a pull request, describing one scenario (or a
/// batch) with its animated image, its charts of values over time, its key frames as a table
/// (frame, time, what happens there as ``KeyFrameLabel`` says, and the key events) and links to
/// the other outputs.
/// Paths are relative to the file; scenario text is escaped (``TextEscaping/markdown(_:)``).
public enum ReviewMarkdown {
  /// The most key frames listed in the table.
  public static let maximumRows = 20

  /// The snippet for one scenario. `prefix` is prepended to every path (a batch's
  /// `name/`); `command` is the command line that made the outputs, if known.
  public static func text(
    for record: ReviewRecord, prefix: String = "", command: String? = nil, toolVersion: String
  ) -> String {
    func path(_ file: String) -> String { TextEscaping.urlPath(prefix + file) }
    var lines: [String] = ["### \(TextEscaping.markdown(record.name))", ""]
    if let summary = record.summary, !summary.isEmpty {
      lines += [TextEscaping.markdown(summary), ""]
    }
    let preferred = ["gif", "apng", "webp"]
    if let animated = preferred.lazy.compactMap({ kind in record.outputs.first { $0.kind == kind } }
    ).first {
      lines += ["![\(TextEscaping.markdown(record.name))](\(path(animated.file)))", ""]
    } else if let sheet = record.outputs.first(where: { $0.kind == "sheet" }) {
      lines += ["![\(TextEscaping.markdown(record.name))](\(path(sheet.file)))", ""]
    } else if let first = record.frames.first, let file = record.imageFile(of: first) {
      lines += ["![\(TextEscaping.markdown(record.name))](\(path(file)))", ""]
    }
    // Each chart of values over time (`--plot`), under the animation.
    for (plot, file) in zip(record.plots, record.plotFiles) {
      lines += ["![\(TextEscaping.markdown(plot.title))](\(path(file)))", ""]
    }
    var rows: [String] = []
    for frame in record.frames {
      guard let label = KeyFrameLabel.label(for: frame.events) else { continue }
      let what = TextEscaping.markdown(label)
      let events = TextEscaping.markdown(
        frame.events.filter(KeyFrames.isKey).map(KeyFrames.caption).joined(separator: ", "))
      let time = String(format: "%.3f s", frame.time)
      if let file = record.imageFile(of: frame) {
        rows.append("| [\(frame.index)](\(path(file))) | \(time) | \(what) | \(events) |")
      } else {
        rows.append("| \(frame.index) | \(time) | \(what) | \(events) |")
      }
    }
    if !rows.isEmpty {
      lines += ["| frame | time | what happens | key events |", "|---:|---:|---|---|"]
      lines += rows.prefix(maximumRows)
      if rows.count > maximumRows {
        lines.append("| … | | | \(rows.count - maximumRows) more key frames in timeline.json |")
      }
      lines.append("")
    }
    var links: [String] = []
    for output in record.outputs where output.kind != "markdown" {
      links.append("[\(TextEscaping.markdown(ReviewPage.label(of: output)))](\(path(output.file)))")
    }
    if record.frameImageExtension != nil {
      links.append("[review page](\(path("index.html")))")
    }
    if !links.isEmpty { lines += [links.joined(separator: " · "), ""] }
    var footer =
      "<sub>\(TextEscaping.markdown(record.settingsLine)) · gesturerender \(TextEscaping.markdown(toolVersion))"
    if let command { footer += " · `" + TextEscaping.markdownCode(command) + "`" }
    footer += "</sub>"
    lines += [footer, ""]
    return lines.joined(separator: "\n")
  }

  /// The snippet for a batch: each scenario's snippet with paths into its directory.
  public static func batchText(
    for entries: [(directory: String, record: ReviewRecord)], command: String? = nil,
    toolVersion: String
  ) -> String {
    var text = "## \(entries.count) scenarios\n\n"
    for (directory, record) in entries {
      text += ReviewMarkdown.text(for: record, prefix: directory + "/", toolVersion: toolVersion)
      text += "\n"
    }
    if let command {
      text += "<sub>`" + TextEscaping.markdownCode(command) + "`</sub>\n"
    }
    return text
  }
}
