import Foundation

extension ScenarioDocument {
  /// Decodes `storyboard`, `viewController` and `nib`: file names ending `.storyboard` and
  /// `.xib`, relative to the scenario and inside its folder; `viewController` only with a
  /// storyboard; a storyboard's controller is the root, so not with `rootViewController`.
  mutating func decodeInterfaceBuilderFiles(_ c: KeyedDecodingContainer<Keys>) throws {
    storyboard = try c.decodeStringIfPresent(.storyboard, limit: TextLimit.path)
    viewController = try c.decodeStringIfPresent(.viewController)
    nib = try c.decodeStringIfPresent(.nib, limit: TextLimit.path)
    for (key, value, suffix) in [
      (Keys.storyboard, storyboard, ".storyboard"), (Keys.nib, nib, ".xib"),
    ] {
      guard let value else { continue }
      let parts = value.split(separator: "/", omittingEmptySubsequences: false)
      guard value.hasSuffix(suffix), value.count > suffix.count, !value.hasPrefix("/"),
        !parts.contains("..")
      else {
        throw c.issue(
          "\(key.rawValue) names a '\(suffix)' file in the scenario's folder, relative to the "
            + "scenario (got '\(TerminalText.escape(value))')", at: key)
      }
    }
    if viewController != nil, storyboard == nil {
      throw c.issue(
        "viewController is the Storyboard ID of a controller of 'storyboard', but there is no "
          + "'storyboard'", at: .viewController)
    }
    if storyboard != nil, rootViewController != nil {
      throw c.issue(
        "a storyboard's view controller is the root view controller, so 'storyboard' and "
          + "'rootViewController' do not go together", at: .storyboard)
    }
    if nib != nil, storyboard != nil || rootViewController != nil {
      throw c.issue(
        "nib adds its view to the built-in root view; with a root view controller of your own, "
          + "load the nib in its code (UINib, or init(nibName:bundle:))", at: .nib)
    }
  }
}
