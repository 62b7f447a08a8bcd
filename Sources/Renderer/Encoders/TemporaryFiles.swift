import CProcessControl
import Foundation

/// The hidden temporary files outputs are written to before they are renamed into place:
/// their names, their creation, and the removal of those that killed runs left behind.
///
/// A name is `.NAME.gesturerender-PID-XXXXXX` (NAME cut to 200 bytes, so the name stays within
/// the 255 bytes a file system allows; `XXXXXX` made unique by `mkstemp`). The writer holds an
/// exclusive `flock` on the file for as long as the name exists: it renames the file into place
/// before it closes it. A temporary file whose lock can be taken therefore belongs to no running
/// writer, whatever machine, container or PID namespace that writer ran in, and can be removed.
///
/// A run ended by SIGTERM, SIGINT or SIGHUP removes its own temporary files before it ends:
/// each is recorded while it exists (``record(_:)``, ``forget(_:)``) in a fixed table the
/// signal handler reads without allocating or locking, and the handler unlinks them — the only
/// work it does besides passing the signal on to a code-running child and waiting for it
/// (whose own handler removes the child's files) and ending the process by the signal
/// (`gesturerender_remove_temporaries_on_signals`). SIGKILL cannot be caught: what it leaves
/// is removed by the next run that prepares the directory (``removeAbandoned(in:)``).
public enum TemporaryFiles {
  /// The marker every temporary name carries.
  private static let marker = ".gesturerender-"

  /// The temporary name of `name` for this process, ending in `ending` (six letters or digits;
  /// `XXXXXX` for `mkstemp` to replace).
  static func name(for name: String, ending: String) -> String {
    precondition(ending.count == 6)
    var stem = ""
    for character in name {
      guard stem.utf8.count + character.utf8.count <= 200 else { break }
      stem.append(character)
    }
    return ".\(stem)\(marker)\(getpid())-\(ending)"
  }

  /// Whether `name` has the exact shape of a temporary name: a dot, a non-empty NAME, the
  /// marker, digits, a dash and six ASCII letters or digits.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards),
      name.distance(from: name.startIndex, to: range.lowerBound) > 1
    else { return false }
    let rest = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, (1...10).contains(rest[0].count), rest[1].count == 6 else {
      return false
    }
    return rest[0].allSatisfy { $0.isASCII && $0.isNumber }
      && rest[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// A new temporary file for `destination`, beside it, readable by all and writable by the
  /// owner (0644), locked, open for writing: its descriptor and path. The caller renames it and
  /// then closes the descriptor (or unlinks it, then closes).
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming the destination.
  static func create(for destination: URL) throws -> (fd: Int32, path: String) {
    let directory = destination.deletingLastPathComponent()
    let template = directory.appendingPathComponent(
      name(for: destination.lastPathComponent, ending: "XXXXXX")
    ).path
    while true {
      var path = Array(template.utf8CString)
      let fd = path.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard fd >= 0 else { throw failure(errno, destination) }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // not inherited by ffmpeg
      fchmod(fd, 0o644)
      // A run cleaning the directory may have removed the file before the lock was taken;
      // then it has no link left, and another is made.
      if lockAndCheckLinked(fd) {
        let created = path.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        record(created)
        return (fd, created)
      }
      close(fd)
    }
  }

  /// Creates (or truncates) `url`, a temporary name another program will write (ffmpeg's
  /// output and log), and locks it like ``create(for:)``: the returned descriptor must stay open
  /// until the file is renamed or removed.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  static func hold(_ url: URL) throws -> Int32 {
    while true {
      let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw failure(errno, url) }
      if lockAndCheckLinked(fd) {
        record(url.path)
        return fd
      }
      close(fd)
    }
  }

  /// Records `path`, a temporary file just created, for removal if a stopping signal ends the
  /// process (installing the handlers the first time).
  static func record(_ path: String) {
    _ = gesturerender_remove_temporaries_on_signals()
    _ = gesturerender_temporary_add(path)
  }

  /// Forgets `path`, renamed into place or removed.
  static func forget(_ path: String) {
    _ = gesturerender_temporary_remove(path)
  }

  /// Removes the temporary files in `directory` that no running writer holds (their lock can be
  /// taken): those of killed runs. Only regular files with the exact temporary shape are touched;
  /// a symbolic link, a directory or any other name is left alone. Returns how many were
  /// removed.
  @discardableResult
  public static func removeAbandoned(in directory: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    for name in names where isTemporaryName(name) {
      let path = directory.appendingPathComponent(name).path
      let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard fd >= 0 else { continue }
      defer { close(fd) }
      var info = stat()
      guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
        flock(fd, LOCK_EX | LOCK_NB) == 0
      else { continue }
      if unlink(path) == 0 { removed += 1 }
    }
    return removed
  }

  /// Takes the exclusive lock of `fd` (waiting for a cleaner that holds it) and tells whether
  /// the file still has a name.
  private static func lockAndCheckLinked(_ fd: Int32) -> Bool {
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { return true }  // no locks here (some file systems): go on
    }
    var info = stat()
    return fstat(fd, &info) == 0 && info.st_nlink > 0
  }

  private static func failure(_ code: Int32, _ destination: URL) -> RenderError {
    .writeFailed(
      path: destination.path, reason: RenderError.reason(ofErrno: code, at: destination.path))
  }
}
