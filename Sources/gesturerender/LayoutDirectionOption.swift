import GestureCore
import Scenario

/// `--layout-direction ltr|rtl` of `render` and `check`: the app's layout direction, which
/// overrides the scenario's `layoutDirection` key. The scenario's own names (`leftToRight`,
/// `rightToLeft`) are taken too.
enum LayoutDirectionOption {
  /// The names the option takes, with the direction each gives.
  static let names: [(name: String, direction: UIUserInterfaceLayoutDirection)] = [
    ("ltr", .leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight),
    ("rightToLeft", .rightToLeft),
  ]

  /// The direction `text` names.
  ///
  /// - Throws: `CommandError` (exit 64) for any other word:
  ///   `'--layout-direction' takes ltr or rtl (got 'up')`.
  static func parse(_ text: String) throws -> UIUserInterfaceLayoutDirection {
    guard let match = names.first(where: { $0.name == text }) else {
      throw CommandError(
        message: "'--layout-direction' takes ltr or rtl (got '\(TerminalText.escape(text))')",
        code: .usage)
    }
    return match.direction
  }
}
