import Foundation

/// Finds the Swift files a scenario's `code` names, relative to the scenario file.
///
/// A file that does not exist or is not UTF-8 text, and a second file with the same name in
/// another folder (the compiler takes each file name once per module), are scenario errors
/// located at the `code[i]` entry, before anything is compiled.
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
      func fail(_ message: String) -> ScenarioError {
        ScenarioLoader.error(
          file: file, map: map, path: [.key("code"), .index(index)], message: message)
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw fail("cannot read Swift file '\(entry)' (looked for \(path))")
      }
      guard String(validating: data, as: UTF8.self) != nil else {
        throw fail("'\(entry)' is not UTF-8 text, which Swift source must be")
      }
      let name = (path as NSString).lastPathComponent
      if let earlier = result.firstIndex(where: { ($0.path as NSString).lastPathComponent == name })
      {
        throw fail(
          result[earlier].path == path
            ? "'\(entry)' is listed twice (code[\(earlier)])"
            : "'\(entry)' has the same file name as code[\(earlier)]; the compiler takes each "
              + "file name once, so rename one")
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
