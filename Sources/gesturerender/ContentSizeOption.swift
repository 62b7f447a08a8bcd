import GestureCore
import Scenario

/// `--content-size SIZE` of `render` and `check`: the Dynamic Type text size of the simulated
/// screen, which overrides the scenario's `contentSizeCategory` key. The names are the twelve
/// categories as Swift spells them (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
enum ContentSizeOption {
  /// The category `text` names.
  ///
  /// - Throws: `CommandError` (exit 64) for any other word:
  ///   `'--content-size' takes extraSmall, small, … (got 'huge')`.
  static func parse(_ text: String) throws -> UIContentSizeCategory {
    guard let category = UIContentSizeCategory(swiftName: text) else {
      let names = UIContentSizeCategory.named.map(\.name).joined(separator: ", ")
      throw CommandError(
        message: "'--content-size' takes \(names) (got '\(TerminalText.escape(text))')",
        code: .usage)
    }
    return category
  }
}
