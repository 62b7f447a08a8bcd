import CProcessControl
import Foundation

/// The frames drawn before the scenario's code stopped a supervised child (a crash, a hang,
/// `exit(_:)`), drawn again so that each of them is a complete file.
///
/// A child draws frames in order on the main thread and encodes them on worker threads; when the
/// code kills the child at frame N, the frames still queued for encoding die with it, and which
/// ones those are depends on thread timing. The supervisor then starts the command line once
/// more with ``variable`` naming the scenario and N: that child renders only that scenario and
/// only its selected frames before N, finishes their files and writes nothing else (no
/// `timeline.json`, animation, sheet or page). The simulation is deterministic, so the replayed
/// frames are those the stopped run drew, and the code does not reach the step that stopped it.
/// Its output and errors are not shown: the stopped run showed them.
struct FrameReplay: Equatable {
  /// The environment variable that asks a child for a replay: `FRAME<tab>NAME`.
  static let variable = "GESTURERENDER_REPLAY"

  /// The scenario's name.
  var scenario: String
  /// The frame the code stopped in: frames from it on are not drawn.
  var frame: Int

  /// The replay this process is asked for, when it is a supervised child started for one.
  static var requested: FrameReplay? {
    guard CodeSupervisor.isChild,
      let value = ProcessInfo.processInfo.environment[variable]
    else { return nil }
    return FrameReplay(environmentValue: value)
  }

  init(scenario: String, frame: Int) {
    self.scenario = scenario
    self.frame = frame
  }

  /// Reads ``environmentValue``; `nil` for anything else.
  init?(environmentValue value: String) {
    let fields = value.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    guard fields.count == 2, let frame = Int(fields[0]), frame > 0 else { return nil }
    self.init(scenario: String(fields[1]), frame: frame)
  }

  /// The variable's value: `FRAME<tab>NAME`.
  var environmentValue: String { "\(frame)\t\(scenario)" }

  /// Runs the replay child: the supervisor's own executable and arguments with `environment`
  /// and ``variable``, its output and errors discarded, stopped after `timeout` seconds without
  /// ending. Returns whether it ended with exit status 0.
  func run(environment: [String: String], timeout: Double) -> Bool {
    var environment = environment
    environment[Self.variable] = environmentValue
    let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard discard >= 0 else { return false }
    defer { close(discard) }
    guard
      let child = try? ChildProcess(
        executable: Bundle.main.executablePath ?? CommandLine.arguments[0],
        arguments: Array(CommandLine.arguments.dropFirst()), environment: environment,
        standardOutput: discard, standardError: discard)
    else { return false }
    // The frames before the stop took the stopped run no longer than its timeout each; the
    // replay as a whole gets the timeout once more per frame at most, then is killed.
    var waited = 0.0
    let limit = timeout * Double(frame + 1)
    while !child.wait(milliseconds: 50) {
      waited += 0.05
      if waited > limit {
        child.send(SIGKILL)
        while !child.wait(milliseconds: 1000) {}
        return false
      }
    }
    return child.termination == .exit(0)
  }
}
