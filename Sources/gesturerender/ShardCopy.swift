import Foundation
import Renderer

/// How `merge` copies a shard's scenario directory into its output: directories made anew,
/// each file written under a temporary name beside its destination and renamed into place
/// (``AtomicFile``), so a merge killed or stopped by a full disk never leaves a truncated file
/// under a final name. A render writes directories and regular files only; a shard directory
/// holding anything else (a symbolic link, a device) is refused before anything is written, so
/// nothing is copied through or as a link.
enum ShardCopy {
  /// The bytes read and written at a time.
  private static let chunk = 1 << 20

  /// The first entry under `source` that is neither a directory nor a regular file, or `nil`.
  static func irregularEntry(under source: URL) -> URL? {
    let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey, .isSymbolicLinkKey]
    guard
      let entries = FileManager.default.enumerator(
        at: source, includingPropertiesForKeys: keys, options: [])
    else { return nil }
    for case let url as URL in entries {
      let values = try? url.resourceValues(forKeys: Set(keys))
      if values?.isSymbolicLink == true
        || (values?.isDirectory != true && values?.isRegularFile != true)
      {
        return url
      }
    }
    return nil
  }

  /// Copies the directory `source` to `destination`, which must not exist.
  ///
  /// - Throws: what creating a directory, reading a file or ``AtomicFile`` throws.
  static func copy(_ source: URL, to destination: URL) throws {
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
    let names = try FileManager.default.contentsOfDirectory(atPath: source.path).sorted()
    for name in names {
      let from = source.appendingPathComponent(name)
      let to = destination.appendingPathComponent(name)
      let values = try from.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
      if values.isSymbolicLink != true, values.isDirectory == true {
        try copy(from, to: to)
      } else {
        try copyFile(from, to: to)
      }
    }
  }

  /// Copies the regular file `source` to `destination` under a temporary name, then renames it.
  private static func copyFile(_ source: URL, to destination: URL) throws {
    let input = try FileHandle(forReadingFrom: source)
    defer { try? input.close() }
    let file = try AtomicFile(destination: destination)
    while let data = try input.read(upToCount: chunk), !data.isEmpty {
      try file.write([UInt8](data))
    }
    try file.commit()
  }
}
