import CProcessControl
import Foundation

/// A child process of the supervisor, started without Foundation's `Process`: `Process` learns
/// of a child's exit from a descriptor the child inherits, which any program the child starts
/// inherits too (a `sleep 300` the scenario's code spawns), so the supervisor would wait for
/// that program. This one watches the child itself (a pidfd, `waitpid`), gives it no descriptor
/// but standard input, output and the error pipe, and starts it with SIGQUIT and SIGPIPE at
/// their default actions and no signal blocked.
final class ChildProcess {
  /// The child's process ID.
  let pid: Int32
  private let pidfd: Int32
  /// How the child ended: its exit status, or the signal that ended it; `nil` while it runs.
  private(set) var termination: Termination?

  /// How a child ended.
  enum Termination: Equatable {
    case exit(Int32)
    case signal(Int32)
  }

  /// Starts `executable` with `arguments` (after its own name) and `environment`, its standard
  /// output writing into `standardOutput` and its standard error into `standardError`.
  ///
  /// - Throws: `POSIXError` with `posix_spawn`'s error.
  init(
    executable: String, arguments: [String], environment: [String: String],
    standardOutput: Int32, standardError: Int32
  ) throws {
    let argv = ([executable] + arguments).map { strdup($0) }
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
    defer { for pointer in argv + envp { free(pointer) } }
    let started = (argv + [nil]).withUnsafeBufferPointer { argvBuffer in
      (envp + [nil]).withUnsafeBufferPointer { envpBuffer in
        gesturerender_spawn(
          executable, argvBuffer.baseAddress, envpBuffer.baseAddress, standardOutput,
          standardError)
      }
    }
    guard started > 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    pid = started
    pidfd = gesturerender_pidfd_open(started)
    // A SIGTERM, SIGINT or SIGHUP that stops the tool is passed on to the child, which removes
    // its temporary files, and waited for (``TemporaryFiles``).
    _ = gesturerender_remove_temporaries_on_signals()
    gesturerender_temporary_child(started, 1)
  }

  deinit { if pidfd >= 0 { close(pidfd) } }

  /// Waits up to `milliseconds` for the child to end; returns whether it has (``termination``).
  func wait(milliseconds: Int32) -> Bool {
    if termination != nil { return true }
    var code: Int32 = 0
    var signal: Int32 = 0
    guard gesturerender_wait_child(pid, pidfd, milliseconds, &code, &signal) == 1 else {
      return false
    }
    termination = signal != 0 ? .signal(signal) : .exit(code)
    gesturerender_temporary_child(pid, 0)
    return true
  }

  /// Sends `signal` to the child unless it has been reaped (its number may be another's then).
  func send(_ signal: Int32) {
    guard termination == nil else { return }
    if pidfd < 0 || gesturerender_pidfd_signal(pidfd, signal) != 0 { kill(pid, signal) }
  }

  /// Runs `body` with the child's pidfd (-1 when the kernel has none), which another thread may
  /// signal through (`gesturerender_pidfd_signal`) until `body` returns.
  func withDescriptor<T>(_ body: (Int32) throws -> T) rethrows -> T {
    try withExtendedLifetime(self) { try body(pidfd) }
  }

  /// Sends `signal` to the child's main thread, as ``send(_:)`` does to the process.
  func sendToMainThread(_ signal: Int32) {
    guard termination == nil else { return }
    _ = gesturerender_signal_main_thread(pid, signal)
  }
}
