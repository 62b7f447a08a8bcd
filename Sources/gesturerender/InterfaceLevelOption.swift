import GestureCore

/// `--interface-level base|elevated` of `render` and `check`: the level of the simulated
/// screen, which overrides the scenario's `interfaceLevel` key.
enum InterfaceLevelOption {
  /// The names the option takes, with the level each gives.
  static let names: [(name: String, level: UIUserInterfaceLevel)] = [
    ("base", .base), ("elevated", .elevated),
  ]

  /// The level `text` names.
  ///
  /// - Throws: `CommandError` (exit 64) for any other word:
  ///   `'--interface-level' takes base or elevated (got 'high')`.
  static func parse(_ text: String) throws -> UIUserInterfaceLevel {
    guard let match = names.first(where: { $0.name == text }) else {
      throw CommandError(
        message: "'--interface-level' takes base or elevated (got '\(text)')", code: .usage)
    }
    return match.level
  }
}
