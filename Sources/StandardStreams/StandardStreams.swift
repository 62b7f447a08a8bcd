import Glibc

/// Writing to standard output and standard error without ever stopping the process.
///
/// `FileHandle.write(_:)` traps (SIGILL) when the write fails, and a failed write to a closed
/// standard error (`2>&-`, EBADF) or to a pipe whose reader is gone (EPIPE) is not the tool's
/// error to report: there is nowhere left to report it. These functions call `write(2)` until
/// every byte is written, retry on EINTR and EAGAIN, and give up quietly on any other error
/// (EPIPE, EBADF, ENOSPC…). With SIGPIPE ignored (``ignoreBrokenPipes()``), a closed pipe makes
/// the write fail with EPIPE instead of ending the process.
public enum StandardStreams {
  /// Writes `text` (UTF-8) to standard error; a failure is ignored.
  public static func writeError(_ text: String) {
    write(text, to: 2)
  }

  /// Writes `text` (UTF-8) to standard output; a failure is ignored. Anything `print` buffered
  /// is flushed first, so lines keep their order.
  public static func writeOutput(_ text: String) {
    fflush(nil)  // every stdio output stream (print's buffer among them)
    write(text, to: 1)
  }

  /// Writes `text` (UTF-8) to the descriptor `fd`, retrying short writes, EINTR and EAGAIN;
  /// returns whether every byte was written (false on EPIPE, EBADF or any other error).
  @discardableResult
  public static func write(_ text: String, to fd: Int32) -> Bool {
    var text = text
    return text.withUTF8 { write($0, to: fd) }
  }

  /// Writes `bytes` to `fd` as ``write(_:to:)`` does.
  @discardableResult
  public static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
    guard var pointer = bytes.baseAddress else { return true }
    var left = bytes.count
    var busy = 0
    while left > 0 {
      let written = sysWrite(fd, pointer, left)
      if written > 0 {
        pointer += written
        left -= written
        continue
      }
      let code = errno
      if written < 0 && code == EINTR { continue }
      // A non-blocking descriptor that is full: a bounded number of retries, never a hang.
      if written < 0 && (code == EAGAIN || code == EWOULDBLOCK) && busy < 1000 {
        busy += 1
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 10)
        continue
      }
      return false
    }
    return true
  }

  /// Makes a write to a closed pipe fail with EPIPE instead of ending the process with SIGPIPE
  /// (the signal's action becomes "ignore"; a child started with `posix_spawn` and
  /// `POSIX_SPAWN_SETSIGDEF` gets the default back).
  public static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }
}

private func sysWrite(_ fd: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  Glibc.write(fd, pointer, count)
}
