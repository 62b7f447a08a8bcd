import Foundation
import GestureCore

/// A scenario file as decoded, before cross-references are checked (format version 1; the JSON
/// Schema is `docs/scenario.schema.json`).
struct ScenarioDocument: Decodable, Sendable {
  var version: Int
  var name: String?
  var description: String?
  var device: Device
  var fps: Double
  var duration: Double?
  /// The root view's colour (`backgroundColor`), or `nil` for UIKit's `systemBackground`
  /// (white in the light appearance, black in the dark).
  var backgroundColor: CGColor?
  /// The appearance of the device's screen (`appearance`): light (the default) or dark.
  var appearance: UIUserInterfaceStyle
  /// The level of the device's screen (`interfaceLevel`): base (the default) or elevated, as
  /// for content in a sheet or popover.
  var interfaceLevel: UIUserInterfaceLevel
  /// The text size of the device's screen (`contentSizeCategory`): `large` (the default) or
  /// another of the twelve Dynamic Type sizes, named as Swift spells them.
  var contentSizeCategory: UIContentSizeCategory
  /// The app's layout direction (`layoutDirection`): `leftToRight` (the default) or
  /// `rightToLeft`, as Swift spells `UIUserInterfaceLayoutDirection`'s cases.
  var layoutDirection: UIUserInterfaceLayoutDirection
  /// Whether frames show the device chrome (`chrome`, default false).
  var chrome: Bool
  var views: [ViewSpec]
  var behaviors: [BehaviorSpec]
  var script: [ScriptCommand]
  /// The user's Swift files, relative to the scenario file (or absolute), compiled and loaded
  /// before the scene is built; empty when the scenario runs built-in behaviours only.
  var code: [String]
  /// The Swift language mode the code is compiled in (`swiftLanguageMode`): 5 (the default,
  /// as most app targets in Xcode) or 6.
  var swiftLanguageMode: Int
  /// The user's `UIViewController` subclass to make the window's root view controller.
  var rootViewController: String?
  /// Whether the root view controller (or the storyboard's) is shown inside a
  /// `UINavigationController` (`navigationController`, default false); one that is a
  /// navigation controller already is not wrapped again.
  var navigationController: Bool
  /// The storyboard whose view controller is the window's root (`storyboard`, a
  /// `.storyboard` file relative to the scenario), or `nil`.
  var storyboard: String?
  /// The Storyboard ID of that controller (`viewController`); `nil`: the initial one.
  var viewController: String?
  /// A nib whose first top-level view is added to the root view (`nib`, a `.xib` file
  /// relative to the scenario), or `nil`.
  var nib: String?
  /// Assertions on the simulated state and the events (`expect`), in file order.
  var expect: [ExpectationSpec]
  /// The charts of values over time to write (`plots`), in file order.
  var plots: [PlotSpec]

  enum Keys: String, CodingKey, CaseIterable {
    case version, name, description, device, fps, duration, backgroundColor, views, behaviors
    case script, code, swiftLanguageMode, rootViewController, expect, plots, appearance
    case interfaceLevel, chrome, contentSizeCategory, navigationController, storyboard
    case viewController, nib, layoutDirection
    case schema = "$schema"
  }

  /// Why `name` cannot name a scenario's output folder, as the end of a sentence starting
  /// with what was named ("name …"), or nil when it can: it must be a plain file name (not
  /// empty, `.` or `..`, without `/` or control characters) of at most 200 UTF-8 bytes, since
  /// output file names add to it (`NAME-animation.png`) and stop at 255 bytes. A scenario
  /// without `name` takes its file's name, which is checked the same way.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty || name == "." || name == ".." || name.contains("/")
      || name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
      )
    {
      return "names the output folder of the scenario, so it must be a plain file name "
        + "(not empty, '.', '..', and without '/' or control characters; got "
        + "'\(TerminalText.escape(name))')"
    }
    if name.utf8.count > 200 {
      return "is \(name.utf8.count) bytes long; output file names add to it "
        + "('NAME-animation.png') and stop at 255 bytes, so it may have at most 200"
    }
    return nil
  }

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Keys.allCases.map(\.rawValue), context: "the scenario")
    let c = try decoder.container(keyedBy: Keys.self)
    version = try c.decodeWholeNumber(.version)
    guard version == 1 else {
      throw c.issue(
        "unsupported version \(version); this gesturerender reads version 1", at: .version)
    }
    name = try c.decodeStringIfPresent(.name, limit: TextLimit.text)
    if let name, let problem = ScenarioDocument.nameProblem(name) {
      throw c.issue("name " + problem, at: .name)
    }
    description = try c.decodeStringIfPresent(.description, limit: TextLimit.text)
    device =
      try c.decodeIfPresent(DeviceValue.self, forKey: .device)?.device
      ?? Device.presets["iphone-se"]!
    fps = try c.decodeNumberIfPresent(.fps, in: 1...240, what: "fps") ?? 60
    duration = try c.decodeNumberIfPresent(.duration, in: 0...3600, what: "duration")
    backgroundColor = try c.decodeIfPresent(ColorValue.self, forKey: .backgroundColor)?.color
    appearance = try Self.decodeAppearance(c)
    interfaceLevel = try Self.decodeInterfaceLevel(c)
    contentSizeCategory = try Self.decodeContentSizeCategory(c)
    layoutDirection = try Self.decodeLayoutDirection(c)
    chrome = try c.decodeIfPresent(Bool.self, forKey: .chrome) ?? false
    views = try c.decodeIfPresent([ViewSpec].self, forKey: .views) ?? []
    behaviors = try c.decodeIfPresent([BehaviorSpec].self, forKey: .behaviors) ?? []
    script = try c.decodeIfPresent([ScriptCommand].self, forKey: .script) ?? []
    code = try c.decodeStringsIfPresent(.code, limit: TextLimit.path) ?? []
    if let empty = code.firstIndex(where: { $0.isEmpty || !$0.hasSuffix(".swift") }) {
      throw c.issue(
        "code lists Swift files ('Card.swift'), relative to the scenario (got '\(code[empty])')",
        at: .code)
    }
    swiftLanguageMode = try c.decodeWholeNumberIfPresent(.swiftLanguageMode) ?? 5
    guard swiftLanguageMode == 5 || swiftLanguageMode == 6 else {
      throw c.issue(
        "swiftLanguageMode is the Swift language mode the code compiles in, 5 or 6 (got "
          + "\(swiftLanguageMode))", at: .swiftLanguageMode)
    }
    if c.contains(.swiftLanguageMode), code.isEmpty {
      throw c.issue(
        "swiftLanguageMode says how the scenario's code compiles, but there is no 'code'",
        at: .swiftLanguageMode)
    }
    rootViewController = try c.decodeStringIfPresent(.rootViewController)
    navigationController = try c.decodeIfPresent(Bool.self, forKey: .navigationController) ?? false
    if navigationController, rootViewController == nil, !c.contains(.storyboard) {
      throw c.issue(
        "navigationController puts the rootViewController (or the storyboard's view "
          + "controller) in a navigation controller, but there is no 'rootViewController' or "
          + "'storyboard'", at: .navigationController)
    }
    expect = try c.decodeIfPresent([ExpectationSpec].self, forKey: .expect) ?? []
    plots = try Self.decodePlots(c)
    if let name = rootViewController, !Self.isSwiftIdentifier(name) {
      throw c.issue(
        "rootViewController names a class of the code, a Swift identifier (got '\(name)')",
        at: .rootViewController)
    }
    if rootViewController != nil, code.isEmpty {
      throw c.issue(
        "rootViewController names a class of the scenario's code, but there is no 'code'",
        at: .rootViewController)
    }
    try decodeInterfaceBuilderFiles(c)
  }

  /// A document made in Swift rather than decoded (``Scenario/init(name:summary:device:framesPerSecond:duration:script:rootViewController:file:stepPlaces:imageDirectories:)``):
  /// no views, behaviours or code of its own; the scene is the root view controller that
  /// `rootViewController` names, made by the caller's ``UserClassProvider``.
  init(
    name: String, description: String?, device: Device, fps: Double, duration: Double?,
    script: [ScriptCommand], rootViewController: String
  ) {
    version = 1
    self.name = name
    self.description = description
    self.device = device
    self.fps = fps
    self.duration = duration
    backgroundColor = nil
    appearance = .light
    interfaceLevel = .base
    contentSizeCategory = .large
    layoutDirection = .leftToRight
    chrome = false
    views = []
    behaviors = []
    self.script = script
    code = []
    swiftLanguageMode = 5
    self.rootViewController = rootViewController
    self.navigationController = false
    expect = []
    plots = []
  }

  /// `plots`: strings of ``PlotSpec`` syntax, at most ``PlotSpec/maximumPlots``; a problem in
  /// one is reported at its column.
  private static func decodePlots(_ c: KeyedDecodingContainer<Keys>) throws -> [PlotSpec] {
    let texts = try c.decodeStringsIfPresent(.plots, limit: TextLimit.text) ?? []
    if texts.count > PlotSpec.maximumPlots {
      throw c.issue(
        "plots lists at most \(PlotSpec.maximumPlots) charts (got \(texts.count))", at: .plots)
    }
    return try texts.enumerated().map { index, text in
      do {
        return try PlotSpec.parse(text)
      } catch let error as PlotSpec.Problem {
        throw ScenarioIssue(
          codingPath: c.codingPath + [Keys.plots, AnyCodingKey(intValue: index)],
          message: error.message, offset: error.offset + 1)
      }
    }
  }

  /// The names `appearance` takes, with the style each gives.
  static let appearances: [(name: String, style: UIUserInterfaceStyle)] = [
    ("light", .light), ("dark", .dark),
  ]

  /// Reads `appearance`: "light" (also when absent) or "dark".
  private static func decodeAppearance(_ c: KeyedDecodingContainer<Keys>) throws
    -> UIUserInterfaceStyle
  {
    guard let name = try c.decodeStringIfPresent(.appearance) else { return .light }
    if let match = appearances.first(where: { $0.name == name }) { return match.style }
    throw c.issue(
      "appearance is 'light' or 'dark' (got '\(TerminalText.escape(name))')", at: .appearance)
  }

  /// The names `interfaceLevel` takes, with the level each gives.
  static let interfaceLevels: [(name: String, level: UIUserInterfaceLevel)] = [
    ("base", .base), ("elevated", .elevated),
  ]

  /// Reads `contentSizeCategory`: one of the twelve names Swift spells the categories with
  /// ("large" when absent).
  private static func decodeContentSizeCategory(_ c: KeyedDecodingContainer<Keys>) throws
    -> UIContentSizeCategory
  {
    guard let name = try c.decodeStringIfPresent(.contentSizeCategory) else { return .large }
    if let category = UIContentSizeCategory(swiftName: name) { return category }
    throw c.issue(
      "contentSizeCategory is one of "
        + UIContentSizeCategory.named.map { "'\($0.name)'" }.joined(separator: ", ")
        + " (got '\(TerminalText.escape(name))')",
      at: .contentSizeCategory)
  }

  /// The names `layoutDirection` takes, with the direction each gives.
  static let layoutDirections: [(name: String, direction: UIUserInterfaceLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// Reads `layoutDirection`: "leftToRight" (also when absent) or "rightToLeft".
  private static func decodeLayoutDirection(_ c: KeyedDecodingContainer<Keys>) throws
    -> UIUserInterfaceLayoutDirection
  {
    guard let name = try c.decodeStringIfPresent(.layoutDirection) else { return .leftToRight }
    if let match = layoutDirections.first(where: { $0.name == name }) { return match.direction }
    throw c.issue(
      "layoutDirection is 'leftToRight' or 'rightToLeft' (got '\(TerminalText.escape(name))')",
      at: .layoutDirection)
  }

  /// Reads `interfaceLevel`: "base" (also when absent) or "elevated".
  private static func decodeInterfaceLevel(_ c: KeyedDecodingContainer<Keys>) throws
    -> UIUserInterfaceLevel
  {
    guard let name = try c.decodeStringIfPresent(.interfaceLevel) else { return .base }
    if let match = interfaceLevels.first(where: { $0.name == name }) { return match.level }
    throw c.issue(
      "interfaceLevel is 'base' or 'elevated' (got '\(TerminalText.escape(name))')",
      at: .interfaceLevel)
  }

  /// Whether `name` is a plain Swift identifier (letters, digits, `_`; not starting with a
  /// digit), as a class name the scenario refers to must be.
  static func isSwiftIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || CharacterSet.alphanumerics.contains($0)
    }
  }
}
