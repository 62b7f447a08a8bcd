import Foundation

/// Finds the Swift files a scenario's `code` names, relative to the scenario file.
///
/// A file that does not exist is a scenario error located at its `code[i]` entry, before
/// anything is compiled.
enum CodeResolver {
  static func resolve(
    _ document: ScenarioDocument, baseDirectory: URL, file: String, map: JSONSourceMap
  ) throws(ScenarioError) -> [(path: String, display: String)] {
    let scenarioDirectory = (file as NSString).deletingLastPathComponent
    var result: [(path: String, display: String)] = []
    for (index, entry) in document.code.enumerated() {
      let url =
        entry.hasPrefix("/")
        ? URL(fileURLWithPath: entry) : baseDirectory.appendingPathComponent(entry)
      let path = url.standardizedFileURL.path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else {
        throw ScenarioLoader.error(
          file: file, map: map, path: [.key("code"), .index(index)],
          message: "cannot read Swift file '\(entry)' (looked for \(path))")
      }
      let display =
        entry.hasPrefix("/") || scenarioDirectory.isEmpty
        ? entry : (scenarioDirectory as NSString).appendingPathComponent(entry)
      result.append((path, display))
    }
    return result
  }

  /// The classes `rootViewController` and the views' `class` name, each with its place.
  static func userClasses(of document: ScenarioDocument, file: String, map: JSONSourceMap)
    -> [UserClassRequest]
  {
    var result: [UserClassRequest] = []
    func add(_ name: String, base: String, path: [JSONPathComponent]) {
      guard !result.contains(where: { $0.name == name && $0.base == base }) else { return }
      let place = ScenarioLoader.error(file: file, map: map, path: path, message: "")
      result.append(
        UserClassRequest(
          name: name, isViewController: base == "UIViewController", base: base, place: place))
    }
    if let name = document.rootViewController {
      add(name, base: "UIViewController", path: [.key("rootViewController")])
    }
    for (index, root) in document.views.enumerated() {
      for (spec, path) in root.flattened(path: [.key("views"), .index(index)]) {
        guard let name = spec.className else { continue }
        add(name, base: spec.kind.uikitClass, path: path + [.key("class")])
      }
    }
    return result
  }
}
