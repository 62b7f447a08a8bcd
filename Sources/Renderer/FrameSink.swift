import Foundation
import GestureCore

/// A destination for a stream of frames: frames go in one at a time, in order; ``finish()``
/// ends the stream and reports what was written.
///
/// Sinks render with a ``FrameRenderer`` they hold, so like it they stay on one thread.
public protocol FrameSink: AnyObject {
  /// Renders `frame` and writes the result.
  ///
  /// - Throws: ``RenderError`` (rendering or writing failed; nothing half-written is left).
  func consume(_ frame: Frame) throws
  /// Ends the stream. Returns the URLs of every file written, in the order written.
  ///
  /// - Throws: ``RenderError`` when the sink has final output to write and cannot.
  func finish() throws -> [URL]
  /// Ends the stream without finishing it, when the run stops on an error: the temporary file
  /// of an output written frame by frame is deleted, never left beside the outputs (files
  /// already renamed into place stay). Does nothing after ``finish()``.
  func abandon()
}

extension FrameSink {
  /// Nothing to delete: the sink writes each file whole, or at ``finish()``.
  public func abandon() {}
}

/// The file names of frame sequences: `frame-0000.png`, `frame-0001.png`, … (the frame's
/// index, at least four digits, more when the index needs them: `frame-12345.png`).
public enum FrameFileName {
  /// The name of the file for the frame at `index` with extension `pathExtension` (no dot),
  /// e.g. `frame-0042.svg`.
  public static func make(index: Int, pathExtension: String, prefix: String = "frame-") -> String {
    let digits = String(index.magnitude)
    let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    return "\(prefix)\(index < 0 ? "-" : "")\(padded).\(pathExtension)"
  }

  /// The index of `name` when it is exactly a name ``make(index:pathExtension:prefix:)`` gives
  /// for a frame (index ≥ 0) with one of `pathExtensions`; nil for any other name, so
  /// `frame-1.png` or `frame-+5.png` are not taken for frame files.
  public static func index(
    of name: String, pathExtensions: Set<String>, prefix: String = "frame-"
  ) -> Int? {
    guard name.hasPrefix(prefix), let dot = name.lastIndex(of: ".") else { return nil }
    let pathExtension = String(name[name.index(after: dot)...])
    let digits = name[name.index(name.startIndex, offsetBy: prefix.count)..<dot]
    guard pathExtensions.contains(pathExtension), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let index = Int(digits),
      make(index: index, pathExtension: pathExtension, prefix: prefix) == name
    else { return nil }
    return index
  }

  /// Removes from `directory` the files named exactly as ``make(index:pathExtension:prefix:)``
  /// names them, with one of `pathExtensions`, that are not in `keeping`: what an earlier run
  /// left. Only files and links are removed (`unlink(2)`: never a directory, never what a link
  /// points to); every other name stays. Returns how many were removed and, in name order, the
  /// ones that could not be, with the error number.
  public static func removeStale(
    in directory: URL, keeping: Set<String>, pathExtensions: Set<String>,
    prefix: String = "frame-"
  ) -> (removed: Int, failures: [(url: URL, error: Int32)]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    var failures: [(url: URL, error: Int32)] = []
    for name in names.sorted() where !keeping.contains(name) {
      guard index(of: name, pathExtensions: pathExtensions, prefix: prefix) != nil else { continue }
      let url = directory.appendingPathComponent(name)
      if unlink(url.path) == 0 {
        removed += 1
      } else {
        failures.append((url, errno))
      }
    }
    return (removed, failures)
  }
}

/// Writes one file per frame into a directory, atomically (a temporary file renamed into
/// place), and remembers what it wrote. Shared by the sequence sinks; every output's directory
/// is prepared by ``prepare(_:)``.
package struct FrameFileWriter {
  /// The output directory.
  let directory: URL
  /// The file extension, without a dot.
  let pathExtension: String
  /// Files written so far, in order.
  private(set) var written: [URL] = []
  /// Set by ``finish()``.
  private(set) var isFinished = false

  /// Creates the directory (with its parents) when it does not exist.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)`` when it cannot be created,
  ///   exists as something else than a directory, or is not writable.
  init(directory: URL, pathExtension: String) throws {
    self.directory = directory
    self.pathExtension = pathExtension
    try FrameFileWriter.prepare(directory)
  }

  /// Creates `directory` with its parents when it does not exist, checks that it is a writable
  /// directory, and removes temporary files that killed runs left in it.
  ///
  /// - Throws: ``RenderError/directoryUnavailable(path:reason:)``.
  package static func prepare(_ directory: URL) throws {
    let path = directory.path
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw RenderError.directoryUnavailable(
          path: path, reason: "it exists and is not a directory")
      }
    } else {
      do {
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw RenderError.directoryUnavailable(
          path: path, reason: RenderError.reason(of: error, at: path))
      }
    }
    guard files.isWritableFile(atPath: path) else {
      throw RenderError.directoryUnavailable(path: path, reason: "the directory is not writable")
    }
    TemporaryFiles.removeAbandoned(in: directory)
  }

  /// Writes `data` as the file of frame `index`, replacing an older file of that name.
  ///
  /// - Throws: ``RenderError/writeFailed(path:reason:)`` naming the file,
  ///   ``RenderError/sinkFinished(directory:)`` after ``finish()``.
  mutating func write(_ data: Data, index: Int) throws {
    guard !isFinished else { throw RenderError.sinkFinished(directory: directory.path) }
    let url = url(for: index)
    try AtomicFile.write(data, to: url)
    written.append(url)
  }

  /// The URL of the file of frame `index`.
  func url(for index: Int) -> URL {
    directory.appendingPathComponent(
      FrameFileName.make(index: index, pathExtension: pathExtension), isDirectory: false)
  }

  /// Records `url` as written (by another thread, with ``AtomicFile/write(_:to:)``).
  mutating func record(_ url: URL) { written.append(url) }

  /// Marks the writer finished and returns what it wrote.
  mutating func finish() -> [URL] {
    isFinished = true
    return written
  }
}
