import Foundation

/// Reads scenario text into a checked `ScenarioDocument`, turning every failure into a
/// `ScenarioError` with file, line, column and JSON path.
enum ScenarioLoader {
  static func load(data: Data, file: String) throws(ScenarioError) -> (
    ScenarioDocument, JSONSourceMap
  ) {
    let (document, map) = try decode(ScenarioDocument.self, data: data, file: file)
    try ScenarioValidator(document: document, file: file, map: map).validate()
    return (document, map)
  }

  /// Decodes `data` (the contents of `file`) as `type`, with every failure located: the
  /// syntax checked first by the source map, then the decoder's errors at their JSON path.
  static func decode<T: Decodable>(
    _ type: T.Type, data: Data, file: String
  ) throws(ScenarioError) -> (T, JSONSourceMap) {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ScenarioError(file: file, message: "the file is not UTF-8 text")
    }
    let map: JSONSourceMap
    do {
      map = try JSONSourceMap(text: text)
    } catch let error as JSONSourceMap.SyntaxError {
      throw ScenarioError(
        file: file, line: error.position.line, column: error.position.column,
        path: JSONPath.render(error.path), message: error.message)
    } catch {
      throw ScenarioError(file: file, message: "\(error)")
    }
    do {
      return (try JSONDecoder().decode(type, from: data), map)
    } catch let issue as ScenarioIssue {
      throw error(
        file: file, map: map, path: JSONPath.components(issue.codingPath),
        message: issue.message, atKey: issue.isKey, offset: issue.offset)
    } catch let decoding as DecodingError {
      throw translate(decoding, file: file, map: map)
    } catch {
      throw ScenarioError(file: file, message: "\(error)")
    }
  }

  /// An error located at `path` in the file.
  static func error(
    file: String, map: JSONSourceMap, path: [JSONPathComponent], message: String,
    atKey: Bool = false, offset: Int = 0
  ) -> ScenarioError {
    let position = (atKey ? map.position(ofKeyAt: path) : nil) ?? map.position(ofValueAt: path)
    return ScenarioError(
      file: file, line: position?.line, column: position.map { $0.column + offset },
      path: JSONPath.render(path), message: message)
  }

  private static func translate(
    _ error: DecodingError, file: String, map: JSONSourceMap
  ) -> ScenarioError {
    switch error {
    case .typeMismatch(let type, let context):
      return self.error(
        file: file, map: map, path: JSONPath.components(context.codingPath),
        message: "expected \(describe(type)), found \(found(at: context.codingPath, map: map))")
    case .valueNotFound(let type, let context):
      return self.error(
        file: file, map: map, path: JSONPath.components(context.codingPath),
        message: "expected \(describe(type)), found null")
    case .keyNotFound(let key, let context):
      return self.error(
        file: file, map: map, path: JSONPath.components(context.codingPath),
        message: "missing key '\(key.stringValue)'")
    case .dataCorrupted(let context):
      return self.error(
        file: file, map: map, path: JSONPath.components(context.codingPath),
        message: context.debugDescription)
    @unknown default:
      return ScenarioError(file: file, message: "\(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int.Type: return "a whole number"
    case is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    case is [Any].Type: return "an array"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array") { return "an array" }
      if name.hasPrefix("Dictionary") { return "an object" }
      return "an object"
    }
  }

  private static func found(at codingPath: [any CodingKey], map: JSONSourceMap) -> String {
    // The decoder does not say what it found; the source map does.
    map.kind(ofValueAt: JSONPath.components(codingPath)) ?? "a value of another type"
  }
}
