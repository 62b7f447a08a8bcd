import Foundation

/// A JSON file other than a scenario (a batch's `batch.json`) read with the scenario loader's
/// errors: a syntax error, a number out of range, a value of the wrong type or a missing key is
/// a ``ScenarioError`` with the file, line, column and JSON path, and so is what the reader
/// finds wrong with a value afterwards (``error(at:_:)``).
package struct LocatedJSON<Value: Decodable> {
  /// The decoded value.
  package var value: Value
  /// The file as the user named it.
  package var file: String
  private var map: JSONSourceMap

  /// Decodes `data`, the contents of `file`.
  ///
  /// - Throws: ``ScenarioError`` (kind `.invalid`) located at the offending value.
  package init(decoding data: Data, file: String) throws(ScenarioError) {
    (value, map) = try ScenarioLoader.decode(Value.self, data: data, file: file)
    self.file = file
  }

  /// The error `message` located at the value at `path` (`[.key("shard"), .key("count")]`).
  package func error(at path: [JSONPathComponent], _ message: String) -> ScenarioError {
    ScenarioLoader.error(file: file, map: map, path: path, message: message)
  }
}
