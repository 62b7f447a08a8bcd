import Foundation

/// A fresh empty directory under the system temporary directory; the caller removes it.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("gesturerecording-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Every regular file in `directory` by name, with its bytes.
func contents(of directory: URL) throws -> [String: Data] {
  var files: [String: Data] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
    files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
  }
  return files
}
