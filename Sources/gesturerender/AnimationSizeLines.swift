import Foundation
import Renderer

/// What rendering says about an animated image's size besides its summary line: a hint when
/// one is over GitHub's limit for images and no `--max-size` was given, and a warning when the
/// budget could not be met.
enum AnimationSizeLines {
  /// The largest image GitHub takes in an issue or pull-request comment, 10 MB (counted here as
  /// 10,000,000 bytes, at or under the limit whether GitHub counts 1000s or 1024s; see
  /// docs/cli.md).
  static let gitHubImageLimit: UInt64 = 10_000_000

  /// The formats `--max-size` applies to (`format` of ``AnimationReport``).
  static let budgetedFormats: Set<String> = ["apng", "gif", "webp"]

  /// The hint for `report` when no budget was given (`budget` is `nil`) and the file is larger
  /// than `threshold` bytes: "hint: drag.gif is over GitHub's 10 MB limit for images; add
  /// --max-size 10MB to make it fit by lowering its scale, then its frame rate". `nil` when the
  /// file fits, has a budget, or is a video.
  static func hint(
    for report: AnimationReport, budget: UInt64?, threshold: UInt64 = gitHubImageLimit
  ) -> String? {
    guard budget == nil, budgetedFormats.contains(report.format), report.byteCount > threshold
    else { return nil }
    let limit = SizeBudget.text(bytes: threshold)
    return "hint: \(report.url.lastPathComponent) is over GitHub's \(limit) limit for images; "
      + "add --max-size \(limit.replacingOccurrences(of: " ", with: "")) to make it fit by "
      + "lowering its scale, then its frame rate"
  }

  /// The warning for an animated image whose budget was not met even at the smallest setting,
  /// for the scenario file `file`: "card.json: warning: card.gif is 14.2 KB, over --max-size
  /// 4 KB even at 1× and 12.5 fps, …; it is written at that setting". `nil` otherwise.
  static func warning(for report: AnimationReport, file: String) -> String? {
    guard let budget = report.budget, !budget.isMet else { return nil }
    return "\(file): warning: \(report.url.lastPathComponent) is "
      + "\(AnimationReport.size(report.byteCount)), over --max-size "
      + "\(SizeBudget.text(bytes: budget.maximumBytes)) even at the smallest setting tried, "
      + "\(SizeBudget.text(scale: budget.written.scale)) and "
      + "\(SizeBudget.text(rate: budget.written.rate)) fps; it is written at that setting "
      + "(draw fewer frames with --frames, or use --format webp with --webp-quality)"
  }
}
