import Foundation

/// A file written under a temporary name beside its destination and renamed into place by
/// ``commit()``, so a failed or interrupted run never leaves a half-written file at the
/// destination. Abandoned (the temporary file deleted) when dropped without a commit.
///
/// The temporary name is hidden and unique (`.NAME.gesturerender-PID-XXXXXX`: the process id,
/// then `mkstemp`'s six characters), so two runs writing into the same directory at once never
/// write into one temporary file: each destination ends up as one run's complete file. A run
/// killed by a signal leaves its temporary files behind; the next run that prepares the
/// directory removes those whose process has ended (``removeAbandonedTemporaries(in:)``).
public final class AtomicFile {
  /// Where the file ends up.
  public let destination: URL
  /// The temporary file written until ``commit()``.
  public let temporary: URL
  private let handle: FileHandle
  private var isClosed = false
  /// How many bytes have been written.
  private(set) var byteCount: UInt64 = 0

  /// Creates the temporary file (the directory must exist).
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming the destination.
  public init(destination: URL) throws {
    self.destination = destination
    let (fd, path) = try AtomicFile.makeTemporary(for: destination)
    temporary = URL(fileURLWithPath: path)
    handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  }

  deinit {
    if !isClosed { abandon() }
  }

  /// Appends `bytes`.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  public func write(_ bytes: [UInt8]) throws {
    do {
      try handle.write(contentsOf: bytes)
      byteCount += UInt64(bytes.count)
    } catch {
      throw RenderError.writeFailed(
        path: destination.path, reason: RenderError.reason(of: error, at: temporary.path))
    }
  }

  /// Overwrites `bytes` at `offset` (which must lie inside what was written), then continues
  /// appending at the end.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  func patch(_ bytes: [UInt8], at offset: UInt64) throws {
    do {
      try handle.seek(toOffset: offset)
      try handle.write(contentsOf: bytes)
      try handle.seekToEnd()
    } catch {
      throw RenderError.writeFailed(
        path: destination.path, reason: RenderError.reason(of: error, at: temporary.path))
    }
  }

  /// Closes the file and renames it into place, replacing an older file (`rename(2)`, one
  /// atomic step; a directory in the way is an error, never removed).
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  public func commit() throws {
    guard !isClosed else { return }
    isClosed = true
    var failure: Int32 = 0
    do { try handle.close() } catch { failure = EIO }
    if failure == 0 && rename(temporary.path, destination.path) != 0 { failure = errno }
    guard failure != 0 else { return }
    unlink(temporary.path)
    throw RenderError.writeFailed(
      path: destination.path, reason: RenderError.reason(ofErrno: failure, at: destination.path))
  }

  /// Closes and deletes the temporary file; the destination is untouched.
  public func abandon() {
    guard !isClosed else { return }
    isClosed = true
    try? handle.close()
    unlink(temporary.path)
  }

  /// Writes `data` to `url` atomically in one step: into a new temporary file, then renamed
  /// over `url`. Without `fsync` (frames are regenerated, not archived; the rename alone keeps a
  /// reader from seeing half a file); called from the encoding threads, so with plain POSIX calls
  /// and no Foundation file objects.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  public static func write(_ data: Data, to url: URL) throws {
    let (fd, temporary) = try makeTemporary(for: url)
    let destination = url.path
    var failure: Int32 = 0
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if close(fd) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(temporary, destination) != 0 { failure = errno }
    guard failure != 0 else { return }
    unlink(temporary)
    throw RenderError.writeFailed(
      path: destination, reason: RenderError.reason(ofErrno: failure, at: destination))
  }

  /// A new, uniquely named temporary file beside `destination`
  /// (``temporaryName(for:ending:)`` with `mkstemp`'s `XXXXXX`), readable by all and writable by
  /// the owner (0644), open for writing: its descriptor and path.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming the destination.
  private static func makeTemporary(for destination: URL) throws -> (Int32, String) {
    let template =
      destination.deletingLastPathComponent()
      .appendingPathComponent(temporaryName(for: destination.lastPathComponent, ending: "XXXXXX"))
      .path
    var path = Array(template.utf8CString)
    let fd = path.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else {
      let code = errno
      throw RenderError.writeFailed(
        path: destination.path, reason: RenderError.reason(ofErrno: code, at: destination.path))
    }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // not inherited by ffmpeg
    fchmod(fd, 0o644)
    return (fd, path.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
  }

  /// The hidden name of this process's temporary file for `name`:
  /// `.NAME.gesturerender-PID-ENDING`, where `ending` is six letters or digits (`XXXXXX` for
  /// `mkstemp` to replace). The marker and the shape let a later run recognise it, and no other
  /// file, as a temporary file of a run.
  static func temporaryName(for name: String, ending: String) -> String {
    precondition(ending.count == 6)
    return ".\(name).\(marker)\(getpid())-\(ending)"
  }

  private static let marker = "gesturerender-"

  /// Removes the temporary files in `directory` left by runs that were killed: names
  /// `.NAME.gesturerender-PID-XXXXXX` (``temporaryName(for:ending:)``) whose process no longer
  /// exists (`kill(PID, 0)` fails with `ESRCH`). Temporary files of running processes, this one
  /// included, and every other file are kept. Returns how many were removed.
  @discardableResult
  static func removeAbandonedTemporaries(in directory: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    for name in names where name.hasPrefix(".") {
      guard let range = name.range(of: ".\(marker)", options: .backwards) else { continue }
      // PID-XXXXXX
      let rest = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
      guard rest.count == 2, rest[1].count == 6,
        rest[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
        rest[0].allSatisfy(\.isASCII), let pid = Int32(rest[0]), pid > 0, pid != getpid()
      else { continue }
      guard kill(pid, 0) == -1 && errno == ESRCH else { continue }
      if unlink(directory.appendingPathComponent(name).path) == 0 { removed += 1 }
    }
    return removed
  }
}
