import Foundation

/// A file written under a temporary name beside its destination and renamed into place by
/// ``commit()``, so a failed or interrupted run never leaves a half-written file at the
/// destination. Abandoned (the temporary file deleted) when dropped without a commit.
///
/// The temporary name is hidden and unique (``TemporaryFiles``), so two runs writing into the
/// same directory at once never write into one temporary file: each destination ends up as one
/// run's complete file. The temporary file stays locked until it is renamed (the rename comes
/// before the close), so a run killed by a signal leaves it unlocked, and the next run that
/// prepares the directory removes it (``TemporaryFiles/removeAbandoned(in:)``).
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
    let (fd, path) = try TemporaryFiles.create(for: destination)
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

  /// Renames the file into place, replacing an older file (`rename(2)`, one atomic step; a
  /// directory in the way is an error, never removed), then closes it.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  public func commit() throws {
    guard !isClosed else { return }
    isClosed = true
    // Renamed while still open and locked, so no cleaning run takes it for abandoned.
    var failure: Int32 = 0
    if rename(temporary.path, destination.path) != 0 {
      failure = errno
      unlink(temporary.path)
    }
    TemporaryFiles.forget(temporary.path)
    do { try handle.close() } catch { if failure == 0 { failure = EIO } }
    guard failure != 0 else { return }
    throw RenderError.writeFailed(
      path: destination.path, reason: RenderError.reason(ofErrno: failure, at: destination.path))
  }

  /// Deletes the temporary file, then closes it; the destination is untouched.
  public func abandon() {
    guard !isClosed else { return }
    isClosed = true
    unlink(temporary.path)
    TemporaryFiles.forget(temporary.path)
    try? handle.close()
  }

  /// Writes `data` to `url` atomically in one step: into a new temporary file, then renamed
  /// over `url`. Without `fsync` (frames are regenerated, not archived; the rename alone keeps a
  /// reader from seeing half a file); called from the encoding threads, so with plain POSIX calls
  /// and no Foundation file objects.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)``; the temporary file is removed.
  public static func write(_ data: Data, to url: URL) throws {
    let (fd, temporary) = try TemporaryFiles.create(for: url)
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
    // Renamed while still open and locked, so no cleaning run takes it for abandoned.
    if failure == 0 && rename(temporary, destination) != 0 { failure = errno }
    if failure != 0 { unlink(temporary) }
    TemporaryFiles.forget(temporary)
    if close(fd) != 0 && failure == 0 { failure = errno }
    guard failure != 0 else { return }
    throw RenderError.writeFailed(
      path: destination, reason: RenderError.reason(ofErrno: failure, at: destination))
  }
}
