import Dispatch

/// How long the supervisor waits for a child it stops, or one its runtime is backtracing,
/// before it kills it (SIGKILL).
struct StopDeadlines {
  /// The longest a backtrace may take, from its banner: a report of a 60-frame stack takes 3 to
  /// 8 s on a loaded 2-core machine for a crash, but the stack of a busy loop stopped by
  /// `--code-timeout` took 27 s of CPU to symbolicate in the debug build when idle, and over a
  /// minute of wall time while the test suite's other end-to-end tests compiled beside it, so
  /// 30 s and then 60 s lost its place; 300 s leaves a margin on a busy CI machine. Only a
  /// backtracer that is that slow makes the report wait that long (the backtracer's own
  /// `timeout=` only bounds its wait for a key, which `interactive=no` turns off).
  static let backtrace: Duration = .seconds(300)

  /// How long a stopped child (SIGQUIT, or SIGTERM when the user sets `SWIFT_BACKTRACE`) has
  /// to begin its backtrace or end: the backtracer is a program of its own that the child
  /// starts, which can take seconds on a loaded machine (5 s was once too short while the test
  /// suite ran its end-to-end tests side by side on 2 cores, and the hang was reported without
  /// its place). A child that ignores the signal is killed after this.
  static let grace: Duration = .seconds(20)

  /// How long the supervisor waits, once the child has exited, for the rest of its standard
  /// error: a program the child started (a killed encoder's ffmpeg, one the scenario's code
  /// spawned) may hold the pipe open for as long as it runs.
  static let relay: DispatchTimeInterval = .seconds(2)

  private var stoppedAt: ContinuousClock.Instant?

  /// Records the stop.
  mutating func start(at now: ContinuousClock.Instant) { stoppedAt = now }

  /// Whether the stopped child has had its grace.
  func killIsDue(at now: ContinuousClock.Instant) -> Bool {
    stoppedAt.map { now - $0 > Self.grace } ?? false
  }
}
