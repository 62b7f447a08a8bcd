import Foundation
import Renderer
import Scenario

/// The timeline section `diff` and `verify` add to a diff's `review.md`: a table of the view
/// properties that differ (largest difference, where, both values, the frames it spans) and one
/// of the events one run has more of, with the runs' names as column heads.
enum TimelineMarkdown {
  /// The section's Markdown for `comparison` at `tolerance` (points, degrees, plain).
  static func section(_ comparison: TimelineComparison, tolerance: Double) -> String {
    let old = TextEscaping.markdown(comparison.oldName)
    let new = TextEscaping.markdown(comparison.newName)
    var lines = ["### Timeline differences (\(old) → \(new))", ""]
    if comparison.isEmpty {
      lines += [
        "No view property differs by more than \(describe(tolerance)); the same events.", "",
      ]
      return lines.joined(separator: "\n")
    }
    if comparison.frameCounts.old != comparison.frameCounts.new {
      lines += [
        "\(old) has \(comparison.frameCounts.old) frames, \(new) \(comparison.frameCounts.new); "
          + "the first \(min(comparison.frameCounts.old, comparison.frameCounts.new)) are compared.",
        "",
      ]
    }
    if !comparison.properties.isEmpty {
      lines += [
        "| view | property | largest difference | at | \(old) | \(new) | frames |",
        "|---|---|---:|---|---:|---:|---|",
      ]
      for d in comparison.properties {
        let unit = d.unit == "pt" ? " pt" : d.unit
        let frames =
          d.firstFrame == d.lastFrame ? "\(d.firstFrame)" : "\(d.firstFrame)–\(d.lastFrame)"
        lines.append(
          "| \(TextEscaping.markdown(d.view)) | \(d.property) | "
            + String(format: "%.2f", d.largest) + unit
            + " | frame \(d.frame) (\(String(format: "%.3f s", d.time))) | \(number(d.old)) | "
            + "\(number(d.new)) | \(frames) |")
      }
      lines.append("")
    }
    for (view, run) in comparison.onlyIn {
      lines.append(
        "- view `\(TextEscaping.markdownCode(view))` is only in \(TextEscaping.markdown(run))")
    }
    if !comparison.onlyIn.isEmpty { lines.append("") }
    if !comparison.events.isEmpty {
      lines += ["| event | \(old) | \(new) |", "|---|---|---|"]
      for event in comparison.events {
        lines.append(
          "| \(TextEscaping.markdown(event.event)) | \(times(event.oldTimes)) | "
            + "\(times(event.newTimes)) |")
      }
      lines.append("")
    }
    lines.append("<sub>timeline tolerance \(describe(tolerance)) (points, degrees)</sub>")
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// Appends the section to `DIR/review.md` (atomically).
  ///
  /// - Throws: `CommandError` (exit 73) when review.md cannot be written.
  static func append(_ comparison: TimelineComparison, tolerance: Double, to directory: URL)
    throws
  {
    let url = directory.appendingPathComponent("review.md")
    let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    do {
      try AtomicFile.write(
        Data((existing + "\n" + section(comparison, tolerance: tolerance)).utf8), to: url)
    } catch {
      throw CommandError(message: "error: \(error)", code: .cannotCreateOutput)
    }
  }

  private static func times(_ list: [Double]) -> String {
    guard !list.isEmpty else { return "none" }
    let shown = list.prefix(6).map { String(format: "%.3f s", $0) }.joined(separator: ", ")
    return shown + (list.count > 6 ? " (\(list.count) in all)" : "")
  }

  private static func number(_ value: Double) -> String {
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private static func describe(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
