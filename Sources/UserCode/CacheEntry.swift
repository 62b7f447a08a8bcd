import Foundation

/// The files of one compiled library in the code cache, and the cache's housekeeping.
///
/// An entry is a folder named by its key holding `libUserCode.so` and `libUserCode.size`, the
/// library's size in bytes and SHA-256 written when it was built. A library whose size or hash
/// differs (truncated by a full disk or a copy that stopped, or changed since) is not loaded,
/// since mapping a short ELF file ends the process with SIGBUS and a changed one runs code that
/// was not compiled from the scenario; neither is one in a folder of another user's or that
/// others can write. The entry is rebuilt instead. Builds happen in `.building-<pid>-…`
/// folders and supervised runs keep `.progress-<pid>-…` files, each locked (`flock`) by its run
/// from the moment it is made (``LockedItem``); those no run holds (a killed process left them)
/// are removed by the next build or run, whichever container or PID namespace it runs in.
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

  /// Records the size and SHA-256 of the library built in `entry`.
  ///
  /// - Throws: the file system's error when the library cannot be read or the record written.
  static func seal(_ entry: URL) throws {
    // Writable by the owner alone, whatever the umask: ``isComplete(_:)`` loads nothing else.
    chmod(library(in: entry).path, 0o755)
    let size = try librarySize(in: entry)
    guard let digest = libraryDigest(in: entry) else { throw CocoaError(.fileReadUnknown) }
    try Data("\(size)\n\(digest)\n".utf8).write(to: sizeFile(in: entry))
    chmod(sizeFile(in: entry).path, 0o644)
  }

  /// The SHA-256 of the library in `entry`, or `nil` when it cannot be read.
  private static func libraryDigest(in entry: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: library(in: entry).path) else {
      return nil
    }
    var hash = ContentHash()
    hash.add(Array(data))
    return hash.finish()
  }

  /// Whether `entry` holds a library of the size and SHA-256 recorded when it was built, in a
  /// folder of this user's that no one else can write (`stat(2)`: owner, mode), with a library
  /// and record of the same kind: a library planted under a key by another user, or one
  /// changed since it was built, is not loaded (the entry is rebuilt).
  static func isComplete(_ entry: URL) -> Bool {
    guard [entry, library(in: entry), sizeFile(in: entry)].allSatisfy(isOwnAndProtected),
      let recorded = FileManager.default.contents(atPath: sizeFile(in: entry).path)
    else { return false }
    let lines = String(decoding: recorded, as: UTF8.self).split(separator: "\n")
    guard lines.count == 2, let size = Int64(lines[0]), let actual = try? librarySize(in: entry),
      actual == size
    else { return false }
    return libraryDigest(in: entry) == String(lines[1])
  }

  /// Whether `url` is this user's own and not writable by its group or others (`lstat`: a
  /// symbolic link is not followed, and does not count).
  private static func isOwnAndProtected(_ url: URL) -> Bool {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return (kind == S_IFDIR || kind == S_IFREG) && status.st_uid == geteuid()
      && status.st_mode & (S_IWGRP | S_IWOTH) == 0
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

  /// Removes the build folders and progress files that no running process holds from the cache
  /// folder `cache`: those of killed runs. A run holds an exclusive `flock` on each of its own
  /// (``LockedItem``) from the moment it makes it, so whether one is live does not depend on
  /// seeing the process: a run in another container or PID namespace sharing the cache keeps its
  /// files. On a file system without locks, a process that does not run here is taken for gone.
  public static func removeAbandoned(in cache: URL) {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: cache.path) else { return }
    for name in names {
      guard let prefix = [stagingPrefix, progressPrefix].first(where: { name.hasPrefix($0) })
      else { continue }
      let url = cache.appendingPathComponent(name)
      let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard fd >= 0 else { continue }
      defer { close(fd) }
      if flock(fd, LOCK_EX | LOCK_NB) != 0 {
        guard errno != EWOULDBLOCK, errno != EINTR,
          let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), !isRunning(pid)
        else { continue }
      }
      try? fileManager.removeItem(at: url)
    }
  }

  /// Whether process `pid` exists (a reused number counts as running: the folder stays).
  private static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// A file or folder of this run in the cache, locked (`flock`, exclusive) while it is open so
  /// that ``CacheEntry/removeAbandoned(in:)`` of any process leaves it; the lock ends with
  /// ``close()`` or the process.
  public final class LockedItem: @unchecked Sendable {
    /// Where it is.
    public let url: URL
    private var descriptor: Int32

    fileprivate init(url: URL, descriptor: Int32) {
      self.url = url
      self.descriptor = descriptor
    }

    deinit { close() }

    /// Ends the lock (the item stays).
    public func close() {
      guard descriptor >= 0 else { return }
      _ = Glibc.close(descriptor)
      descriptor = -1
    }

    /// Removes the item, then ends the lock.
    public func remove() {
      try? FileManager.default.removeItem(at: url)
      close()
    }
  }

  /// Makes and locks a new `.progress-<pid>-<uuid>` file in `cache` for a supervised run.
  ///
  /// - Throws: `POSIXError` when the file cannot be made.
  public static func makeProgressFile(in cache: URL) throws -> LockedItem {
    try makeLocked(in: cache, prefix: progressPrefix) { path in
      open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    }
  }

  /// Makes and locks a new `.building-<pid>-<uuid>` folder in `cache` (readable by all, writable
  /// by the owner alone) for a build.
  ///
  /// - Throws: `POSIXError` when the folder cannot be made.
  static func makeStagingFolder(in cache: URL) throws -> LockedItem {
    try makeLocked(in: cache, prefix: stagingPrefix) { path in
      guard mkdir(path, 0o755) == 0 else { return -1 }
      chmod(path, 0o755)  // whatever the umask
      let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      // Made, then removed by another run's cleaner before it could be opened and locked.
      return fd < 0 && errno == ENOENT ? lostBeforeLock : fd
    }
  }

  /// What a `make` of ``makeLocked(in:prefix:_:)`` returns for an item it made that another
  /// run's cleaner removed before it was opened: another is made.
  static let lostBeforeLock: Int32 = -2

  /// Makes an item with `make` (a descriptor, ``lostBeforeLock``, or -1 with errno set) and
  /// locks it; when a cleaner removed it before the lock was taken, makes another (100 times at
  /// most: then the last error is thrown).
  static func makeLocked(
    in cache: URL, prefix: String, _ make: (String) -> Int32
  ) throws -> LockedItem {
    for _ in 0..<100 {
      let url = cache.appendingPathComponent(
        "\(prefix)\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
      let fd = make(url.path)
      if fd == lostBeforeLock { continue }
      guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      while flock(fd, LOCK_EX) != 0 {
        guard errno == EINTR else { break }  // no locks on this file system: go on
      }
      var info = stat()
      if fstat(fd, &info) == 0, info.st_nlink > 0 { return LockedItem(url: url, descriptor: fd) }
      _ = Glibc.close(fd)
    }
    throw POSIXError(.ENOENT)
  }
}
