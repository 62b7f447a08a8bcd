import GestureCore

/// `--appearance light|dark` of `render` and `check`: the appearance of the simulated screen,
/// which overrides the scenario's `appearance` key.
enum AppearanceOption {
  /// The names the option takes, with the style each gives.
  static let names: [(name: String, style: UIUserInterfaceStyle)] = [
    ("light", .light), ("dark", .dark),
  ]

  /// The style `text` names.
  ///
  /// - Throws: `CommandError` (exit 64) for any other word:
  ///   `'--appearance' takes light or dark (got 'dim')`.
  static func parse(_ text: String) throws -> UIUserInterfaceStyle {
    guard let match = names.first(where: { $0.name == text }) else {
      throw CommandError(
        message: "'--appearance' takes light or dark (got '\(text)')", code: .usage)
    }
    return match.style
  }
}
