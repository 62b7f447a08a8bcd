import Foundation

/// The files of one compiled library in the code cache, and the cache's housekeeping.
///
/// An entry is a folder named by its key holding `libUserCode.so` and `libUserCode.size`, the
/// library's size in bytes written when it was built. A library whose size differs (truncated by
/// a full disk or a copy that stopped) is not loaded, since mapping a short ELF file ends the
/// process with SIGBUS; the entry is rebuilt instead. Builds happen in `.building-<pid>-…`
/// folders and supervised runs keep `.progress-<pid>-…` files; those a killed process left
/// behind are removed by the next build.
public enum CacheEntry {
  /// The name start of a folder a build is writing.
  static let stagingPrefix = ".building-"
  /// The name start of a supervised run's progress file (`.progress-<pid>-<uuid>`).
  public static let progressPrefix = ".progress-"

  private static func library(in entry: URL) -> URL {
    entry.appendingPathComponent("libUserCode.so")
  }

  private static func sizeFile(in entry: URL) -> URL {
    entry.appendingPathComponent("libUserCode.size")
  }

  /// The size in bytes of the library in `entry` (`stat(2)`, without the owner lookups
  /// `FileManager` makes).
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when the library cannot be read.
  private static func librarySize(in entry: URL) throws -> Int64 {
    var status = stat()
    guard stat(library(in: entry).path, &status) == 0 else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    return Int64(status.st_size)
  }

  /// Records the size of the library built in `entry`.
  ///
  /// - Throws: the file system's error when the size cannot be read or written.
  static func seal(_ entry: URL) throws {
    let size = try librarySize(in: entry)
    try Data("\(size)\n".utf8).write(to: sizeFile(in: entry))
  }

  /// Whether `entry` holds a library of the size recorded when it was built.
  static func isComplete(_ entry: URL) -> Bool {
    guard
      let recorded = FileManager.default.contents(atPath: sizeFile(in: entry).path),
      let size = Int64(String(decoding: recorded, as: UTF8.self).trimmingCharacters(in: .newlines)),
      let actual = try? librarySize(in: entry)
    else { return false }
    return actual == size
  }

  /// Removes a damaged entry: it is renamed first, so a run loading it at the same moment keeps
  /// its open file, and no run sees a half-removed folder.
  static func discard(_ entry: URL) {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: entry.path) else { return }
    let aside = entry.deletingLastPathComponent().appendingPathComponent(
      "\(stagingPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    if (try? fileManager.moveItem(at: entry, to: aside)) != nil {
      try? fileManager.removeItem(at: aside)
    }
  }

  /// Removes the build folders and progress files of processes that no longer run from the
  /// cache folder `cache`.
  public static func removeAbandoned(in cache: URL) {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: cache.path) else { return }
    for name in names {
      guard let prefix = [stagingPrefix, progressPrefix].first(where: { name.hasPrefix($0) }),
        let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }),
        !isRunning(pid)
      else { continue }
      try? fileManager.removeItem(at: cache.appendingPathComponent(name))
    }
  }

  /// Whether process `pid` exists (a reused number counts as running: the folder stays).
  private static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
