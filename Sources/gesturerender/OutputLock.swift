import Foundation

/// An exclusive `flock` on a rendering's output directory for as long as the run writes into it,
/// so that two runs into one `-o` never leave a mix of both: the second stops before it writes
/// anything (exit 73), naming the directory. The lock is on the directory itself, so it leaves
/// no file behind; it ends with the process (a killed run holds nothing), and a supervised
/// child renders under its supervisor's lock.
final class OutputLock {
  private let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// Creates `directory` if it is missing and locks it; `nil` when it cannot be created or
  /// opened (the rendering then reports why, as it does without a lock). `display` is how
  /// messages name it (as the command line gives it).
  ///
  /// - Throws: ``CommandError`` with exit 73 when another run holds the directory.
  static func acquire(_ directory: URL, display: String) throws -> OutputLock? {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      guard errno == EWOULDBLOCK else { break }  // a file system without locks: go on unlocked
      close(descriptor)
      throw CommandError(
        message: "\(display): error: another gesturerender run is writing into this directory; "
          + "wait for it to end or choose another -o", code: .cannotCreateOutput)
    }
    return OutputLock(descriptor: descriptor)
  }
}
