import Foundation
import GestureCore

/// Reads the storyboard or nib a scenario names (`storyboard`, `nib`) before anything runs, so
/// a missing, hostile or malformed file, or a `viewController` the storyboard lacks, is a
/// located error of the scenario run (exit 65), not a stop in the middle of it.
enum InterfaceBuilderResolver {
  /// The parsed file, or `nil` when the scenario names none.
  /// - Throws: a ``ScenarioError`` at the key when the file cannot be read, at the file's line
  ///   and column when it is not a readable Interface Builder document, or at
  ///   `viewController` when the storyboard has no such controller (or no initial one).
  static func resolve(
    _ document: ScenarioDocument, baseDirectory: URL, file: String, map: JSONSourceMap
  ) throws(ScenarioError) -> IBDocument? {
    guard
      let (entry, key) = document.storyboard.map({ ($0, "storyboard") })
        ?? document.nib.map({ ($0, "nib") })
    else { return nil }
    let url = baseDirectory.appendingPathComponent(entry).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else {
      throw ScenarioLoader.error(
        file: file, map: map, path: [.key(key)],
        message: "cannot read '\(TerminalText.escape(entry))' (looked for \(url.path))")
    }
    let scenarioDirectory = (file as NSString).deletingLastPathComponent
    let display =
      scenarioDirectory.isEmpty
      ? entry : (scenarioDirectory as NSString).appendingPathComponent(entry)
    let parsed: IBDocument
    do {
      parsed = try IBDocumentParser.parse(contentsOf: url, fileName: display)
    } catch let error as InterfaceBuilderError {
      throw ScenarioError(
        file: error.file, line: error.line > 0 ? error.line : nil,
        column: error.line > 0 ? error.column : nil, path: "", message: error.message)
    } catch {
      throw ScenarioLoader.error(
        file: file, map: map, path: [.key(key)], message: "cannot read '\(entry)': \(error)")
    }
    guard document.storyboard != nil else { return parsed }
    if let identifier = document.viewController {
      let ids = parsed.scenes.flatMap { $0.compactMap { $0["storyboardIdentifier"] } }
      guard ids.contains(identifier) else {
        throw ScenarioLoader.error(
          file: file, map: map, path: [.key("viewController")],
          message: "\(entry) has no view controller with Storyboard ID '"
            + "\(TerminalText.escape(identifier))'"
            + (ids.isEmpty ? "" : "; it has \(ids.map { "'\($0)'" }.joined(separator: ", "))"))
      }
    } else {
      guard let initial = parsed.initialViewControllerID,
        parsed.scenes.contains(where: { $0.contains { $0.id == initial } })
      else {
        throw ScenarioLoader.error(
          file: file, map: map, path: [.key("storyboard")],
          message: "\(entry) has no initial view controller; name one with 'viewController' "
            + "(a Storyboard ID)")
      }
    }
    return parsed
  }
}
