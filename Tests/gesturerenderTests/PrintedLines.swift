import Foundation

/// The `detail` of every `print` event of a timeline, in order.
func printed(_ timeline: Data) throws -> [String] {
  var lines: [String] = []
  func walk(_ value: Any) {
    if let object = value as? [String: Any] {
      if object["kind"] as? String == "print", let detail = object["detail"] as? String {
        lines.append(detail)
      }
      for (_, child) in object.sorted(by: { $0.key < $1.key }) { walk(child) }
    } else if let array = value as? [Any] {
      array.forEach(walk)
    }
  }
  walk(try JSONSerialization.jsonObject(with: timeline))
  return lines
}
