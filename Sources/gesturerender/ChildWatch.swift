/// What the supervisor does about a running child, decided each time it looks at the child's
/// progress record: wait, stop a frame that has not finished within `--code-timeout` (or a
/// child that finished its scenes and has not exited within it: an exit handler of the code
/// that does not return), (ask for
/// its stack with SIGQUIT, or SIGTERM when the user sets `SWIFT_BACKTRACE`), and kill a child
/// whose backtrace or stop takes too long (`StopDeadlines`) or that goes on after it was
/// stopped: the backtracer lets a child it reported on for SIGQUIT run on.
struct ChildWatch {
  /// What to do now.
  enum Action: Equatable {
    case wait
    case askForStack
    case terminate
    case kill
  }

  /// `--code-timeout`, seconds.
  let timeout: Double
  /// Whether a hung child is asked for its stack (SIGQUIT) rather than terminated (SIGTERM).
  let asksForStack: Bool
  /// The record of the frame that did not finish, once the child is stopped.
  private(set) var stopped: ProgressRecord?

  private var last: ProgressRecord?
  private var lastChange: ContinuousClock.Instant?
  private var stopping = StopDeadlines()
  private var killed = false

  init(timeout: Double, asksForStack: Bool) {
    self.timeout = timeout
    self.asksForStack = asksForStack
  }

  /// The action for the child's `record` and what the relay `capture`d of its runtime's crash
  /// output, at `now`.
  mutating func step(
    record: ProgressRecord, capture: BacktraceCapture.State?, now: ContinuousClock.Instant
  ) -> Action {
    guard !killed else { return .wait }
    let backtraceBegan = capture?.backtraceBegan
    if let stopped {
      // Its stack is in, or it went on: it is stopped for real.
      if capture?.report != nil || record != stopped { return kill() }
      if let began = backtraceBegan {
        return now - began > StopDeadlines.backtrace ? kill() : .wait
      }
      return stopping.killIsDue(at: now) ? kill() : .wait
    }
    if let began = backtraceBegan {
      // A crash being backtraced: the code is not running; the backtracer has a bound of its own.
      return now - began > StopDeadlines.backtrace ? kill() : .wait
    }
    guard let lastChange, record == last else {
      last = record
      lastChange = now
      return .wait
    }
    // A child that finished its scenes but does not exit is running the code's exit handlers
    // (`atexit`, a static's `deinit`): held to the same timeout as a frame.
    guard record.isSimulating || record.stage == "finished",
      now - lastChange > .milliseconds(Int(timeout * 1000))
    else {
      return .wait
    }
    stopped = record
    stopping.start(at: now)
    return asksForStack ? .askForStack : .terminate
  }

  private mutating func kill() -> Action {
    killed = true
    return .kill
  }
}
