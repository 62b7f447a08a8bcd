import Foundation

/// A file written under a temporary name beside its destination (`.name.partial`) and renamed
/// into place by ``commit()``, so a failed or interrupted run never leaves a half-written file
/// at the destination. Abandoned (the temporary file deleted) when dropped without a commit.
final class AtomicFile {
  /// Where the file ends up.
  let destination: URL
  /// The temporary file written until ``commit()``.
  let temporary: URL
  private let handle: FileHandle
  private var isClosed = false
  /// How many bytes have been written.
  private(set) var byteCount: UInt64 = 0

  /// Creates the temporary file (the directory must exist).
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming the destination.
  init(destination: URL) throws {
    self.destination = destination
    temporary = AtomicFile.temporary(for: destination)
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw RenderError.writeFailed(
        path: destination.path,
        reason: RenderError.reason(
          of: CocoaError(.fileWriteNoPermission), at: temporary.path))
    }
    do {
      handle = try FileHandle(forWritingTo: temporary)
    } catch {
      throw RenderError.writeFailed(
        path: destination.path, reason: RenderError.reason(of: error, at: temporary.path))
    }
  }

  deinit {
    if !isClosed { abandon() }
  }

  /// Appends `bytes`.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``.
  func write(_ bytes: [UInt8]) throws {
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

  /// Closes the file and renames it into place, replacing an older file.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  func commit() throws {
    guard !isClosed else { return }
    isClosed = true
    do {
      try handle.close()
      // rename(2) replaces an older file atomically (Foundation's replaceItemAt does not work
      // on Linux for a plain file).
      guard rename(temporary.path, destination.path) == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw RenderError.writeFailed(
        path: destination.path, reason: RenderError.reason(of: error, at: destination.path))
    }
  }

  /// Closes and deletes the temporary file; the destination is untouched.
  func abandon() {
    guard !isClosed else { return }
    isClosed = true
    try? handle.close()
    try? FileManager.default.removeItem(at: temporary)
  }

  /// The temporary file beside `destination`: `.name.partial`.
  static func temporary(for destination: URL) -> URL {
    destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).partial")
  }

  /// Writes `data` to `url` atomically in one step: into the temporary file, then renamed over
  /// `url`. Without `fsync` (frames are regenerated, not archived; the rename alone keeps a
  /// reader from seeing half a file); called from the encoding threads, so with plain POSIX calls
  /// and no Foundation file objects.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  static func write(_ data: Data, to url: URL) throws {
    let temporary = temporary(for: url).path
    let destination = url.path
    var failure: Int32 = 0
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    if fd < 0 {
      failure = errno
    } else {
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
    }
    guard failure != 0 else { return }
    unlink(temporary)
    throw RenderError.writeFailed(
      path: destination, reason: RenderError.reason(ofErrno: failure, at: destination))
  }
}
