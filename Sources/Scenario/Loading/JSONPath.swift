/// One step of a JSON path: an object member or an array element.
package enum JSONPathComponent: Equatable, Hashable, Sendable {
  case key(String)
  case index(Int)
}

/// Renders JSON paths as in error messages: `views[2].frame`, `script[0].drag.to`.
enum JSONPath {
  static func render(_ path: [JSONPathComponent]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key):
        if !text.isEmpty { text += "." }
        text += key
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// A coding path from `DecodingError` as JSON path components.
  static func components(_ codingPath: [any CodingKey]) -> [JSONPathComponent] {
    codingPath.map { key in
      if let index = key.intValue { return .index(index) }
      return .key(key.stringValue)
    }
  }
}
