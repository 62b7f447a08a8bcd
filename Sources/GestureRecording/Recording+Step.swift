import Foundation
import GestureCore
import Scenario

extension Recording {
  /// One step of a recording's script, with the meaning of the scenario file's step of the
  /// same name (docs/scenario.md, "Script"): `.tap(on: "buy")` is `{"tap": {"on": "buy"}}`,
  /// `.drag(from: "card", by: CGPoint(x: 300, y: 0), duration: 0.8)` is `{"drag": {"from":
  /// "card", "by": [300, 0], "duration": 0.8}}`. Steps run one after another from time 0; each
  /// starts when the previous one ends, or at its own time (``starting(at:)``).
  ///
  /// A step `on` or `from` a view finds it by `accessibilityIdentifier` when the step begins and
  /// touches the center of its visible bounds, or `at` a point in the view's own coordinates.
  /// Points are window points otherwise; times and durations are seconds, 0…3600; fingers are
  /// 0…9. Each step remembers the line it is written on, so a view that is not there is reported
  /// at that line (``RecordingError/viewNotFound(_:)``).
  public struct Step: Sendable {
    /// The script step, as a decoded scenario has it.
    var command: ScriptCommand
    /// Where the step was written; the path is filled with its index.
    var place: ScenarioError

    init(_ action: ScriptCommand.Action, finger: Int, file: String, line: Int, column: Int) {
      command = ScriptCommand(action: action, finger: finger)
      place = ScenarioError(file: file, line: line, column: column, message: "")
    }

    /// The same step starting at `seconds` from the start of the run, or when the previous step
    /// ends if that is later (a scenario step's `time`).
    public func starting(at seconds: Double) -> Step {
      var step = self
      step.command.time = seconds
      return step
    }

    // MARK: Taps

    /// A tap on the view `view`: down, `duration` seconds, up.
    public static func tap(
      on view: String, at point: CGPoint? = nil, duration: Double = 0.1, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .tap(point: .view(view, at: point), duration: duration), finger: finger, file: file,
        line: line, column: column)
    }

    /// A tap at a window point.
    public static func tap(
      at point: CGPoint, duration: Double = 0.1, finger: Int = 0, file: String = #filePath,
      line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .tap(point: .window(point), duration: duration), finger: finger, file: file, line: line,
        column: column)
    }

    /// Two taps on the view `view`, each `duration` seconds long, `interval` seconds apart
    /// (inside UIKit's 0.35 s by default).
    public static func doubleTap(
      on view: String, at point: CGPoint? = nil, duration: Double = 0.1, interval: Double = 0.1,
      finger: Int = 0, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .doubleTap(point: .view(view, at: point), duration: duration, interval: interval),
        finger: finger, file: file, line: line, column: column)
    }

    /// Two taps at a window point.
    public static func doubleTap(
      at point: CGPoint, duration: Double = 0.1, interval: Double = 0.1, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .doubleTap(point: .window(point), duration: duration, interval: interval),
        finger: finger, file: file, line: line, column: column)
    }

    // MARK: Long presses

    /// A press on the view `view` held still for `hold` seconds (past UIKit's 0.5 s by
    /// default), then lifted unless `release` is false.
    public static func longPress(
      on view: String, at point: CGPoint? = nil, hold: Double = 0.6, release: Bool = true,
      finger: Int = 0, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .longPress(
          point: .view(view, at: point), hold: hold, path: [], duration: 0, easing: .linear,
          release: release), finger: finger, file: file, line: line, column: column)
    }

    /// A press on the view `view` held still for `hold` seconds, then moved along `path`
    /// (offsets in points from where it pressed, straight segments) in `duration` seconds at a
    /// speed set by `easing`, then lifted unless `release` is false: a long-press drag.
    public static func longPress(
      on view: String, at point: CGPoint? = nil, hold: Double = 0.6, along path: [CGPoint],
      duration: Double, easing: TimingFunction = .linear, release: Bool = true, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .longPress(
          point: .view(view, at: point), hold: hold, path: path, duration: duration,
          easing: easing, release: release), finger: finger, file: file, line: line,
        column: column)
    }

    /// A press at a window point held still for `hold` seconds, then lifted unless `release`
    /// is false.
    public static func longPress(
      at point: CGPoint, hold: Double = 0.6, release: Bool = true, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .longPress(
          point: .window(point), hold: hold, path: [], duration: 0, easing: .linear,
          release: release), finger: finger, file: file, line: line, column: column)
    }

    /// A press at a window point held for `hold` seconds, then moved through the window points
    /// `path` in `duration` seconds, then lifted unless `release` is false.
    public static func longPress(
      at point: CGPoint, hold: Double = 0.6, along path: [CGPoint], duration: Double,
      easing: TimingFunction = .linear, release: Bool = true, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .longPress(
          point: .window(point), hold: hold, path: path, duration: duration, easing: easing,
          release: release), finger: finger, file: file, line: line, column: column)
    }

    // MARK: Drags and flicks

    /// A drag from the view `view` by `offset` points in `duration` seconds along `easing`,
    /// resting `hold` seconds before it lifts (with a hold the finger is still when it lifts, so
    /// a scroll view gets no release velocity).
    public static func drag(
      from view: String, at point: CGPoint? = nil, by offset: CGPoint, duration: Double,
      easing: TimingFunction = .linear, hold: Double = 0, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .drag(
          from: .view(view, at: point), to: .offset(offset), duration: duration, easing: easing,
          hold: hold), finger: finger, file: file, line: line, column: column)
    }

    /// A drag from the view `view` to a window point.
    public static func drag(
      from view: String, at point: CGPoint? = nil, to destination: CGPoint, duration: Double,
      easing: TimingFunction = .linear, hold: Double = 0, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .drag(
          from: .view(view, at: point), to: .window(destination), duration: duration,
          easing: easing, hold: hold), finger: finger, file: file, line: line, column: column)
    }

    /// A drag between two window points.
    public static func drag(
      from start: CGPoint, to destination: CGPoint, duration: Double,
      easing: TimingFunction = .linear, hold: Double = 0, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .drag(
          from: .window(start), to: .window(destination), duration: duration, easing: easing,
          hold: hold), finger: finger, file: file, line: line, column: column)
    }

    /// A drag from a window point by `offset` points.
    public static func drag(
      from start: CGPoint, by offset: CGPoint, duration: Double,
      easing: TimingFunction = .linear, hold: Double = 0, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .drag(
          from: .window(start), to: .offset(offset), duration: duration, easing: easing,
          hold: hold), finger: finger, file: file, line: line, column: column)
    }

    /// A flick from the view `view`: the finger moves at `velocity` points per second for
    /// `duration` seconds (0.001…10) and lifts while moving, so its release velocity is
    /// `velocity`.
    public static func flick(
      from view: String, at point: CGPoint? = nil, velocity: CGPoint, duration: Double = 0.1,
      finger: Int = 0, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .flick(from: .view(view, at: point), velocity: velocity, duration: duration),
        finger: finger, file: file, line: line, column: column)
    }

    /// A flick from a window point.
    public static func flick(
      from start: CGPoint, velocity: CGPoint, duration: Double = 0.1, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .flick(from: .window(start), velocity: velocity, duration: duration), finger: finger,
        file: file, line: line, column: column)
    }

    // MARK: Single touches

    /// A finger touches down on the view `view` and stays down.
    public static func down(
      on view: String, at point: CGPoint? = nil, finger: Int = 0, file: String = #filePath,
      line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .down(point: .view(view, at: point)), finger: finger, file: file, line: line,
        column: column)
    }

    /// A finger touches down at a window point and stays down.
    public static func down(
      at point: CGPoint, finger: Int = 0, file: String = #filePath, line: Int = #line,
      column: Int = #column
    ) -> Step {
      Step(.down(point: .window(point)), finger: finger, file: file, line: line, column: column)
    }

    /// A finger that is down moves to a window point in `duration` seconds along `easing`.
    public static func move(
      to point: CGPoint, duration: Double, easing: TimingFunction = .linear, finger: Int = 0,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .move(to: point, duration: duration, easing: easing), finger: finger, file: file,
        line: line, column: column)
    }

    /// A finger lifts where it is.
    public static func up(
      finger: Int = 0, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(.up, finger: finger, file: file, line: line, column: column)
    }

    // MARK: Time and the system

    /// Nothing happens for `seconds`: let an animation or a scroll settle.
    public static func wait(
      _ seconds: Double, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(.wait(seconds), finger: 0, file: file, line: line, column: column)
    }

    /// The system cancels every touch (an incoming call): views get `touchesCancelled`.
    public static func interrupt(
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(.interrupt, finger: 0, file: file, line: line, column: column)
    }

    /// Not a touch: the keys of `text` typed on the software keyboard into the first responder,
    /// one every `interval` seconds ("\n" is the return key, "\u{8}" delete).
    public static func typeText(
      _ text: String, interval: Double = 0.1,
      file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Step {
      Step(.typeText(text: text, interval: interval), finger: 0, file: file, line: line, column: column)
    }

    /// Not a touch: the app sets the `contentOffset` of the scroll view `view`, animated or not.
    public static func setContentOffset(
      _ offset: CGPoint, of view: String, animated: Bool = false, file: String = #filePath,
      line: Int = #line, column: Int = #column
    ) -> Step {
      Step(
        .setContentOffset(view: view, offset: offset, animated: animated), finger: 0, file: file,
        line: line, column: column)
    }

    // MARK: Checks

    /// What is out of range in the step, as a sentence, or `nil` (the scenario file's limits).
    var problem: String? {
      let seconds = 0.0...3600
      func number(_ value: Double, _ what: String, in range: ClosedRange<Double> = seconds)
        -> String?
      {
        guard !value.isFinite || !range.contains(value) else { return nil }
        return "\(what) must be from \(range.lowerBound) to \(range.upperBound) seconds "
          + "(got \(value))"
      }
      func point(_ value: CGPoint?, _ what: String) -> String? {
        guard let value, !value.x.isFinite || !value.y.isFinite else { return nil }
        return "\(what) must be a finite point (got \(format(value)))"
      }
      func target(_ value: ScriptPoint, _ what: String) -> String? {
        switch value {
        case .window(let location): return point(location, what)
        case .view(let id, let at):
          return id.isEmpty ? "a view id must not be empty" : point(at, "at")
        }
      }
      if !(0...9).contains(command.finger) {
        return "finger must be between 0 and 9 (got \(command.finger))"
      }
      if let time = command.time, let problem = number(time, "the start time") { return problem }
      switch command.action {
      case .tap(let at, let duration):
        return target(at, "the point") ?? number(duration, "duration")
      case .doubleTap(let at, let duration, let interval):
        return target(at, "the point") ?? number(duration, "duration")
          ?? number(interval, "interval")
      case .longPress(let at, let hold, let path, let duration, _, _):
        if path.isEmpty && duration != 0 {
          return "a long press along an empty path: give points, or leave out 'along' and "
            + "'duration'"
        }
        return target(at, "the point") ?? number(hold, "hold") ?? number(duration, "duration")
          ?? path.lazy.compactMap { point($0, "a point of the path") }.first
      case .down(let at):
        return target(at, "the point")
      case .move(let to, let duration, _):
        return point(to, "the point") ?? number(duration, "duration")
      case .drag(let from, let to, let duration, _, let hold):
        let end: CGPoint
        switch to {
        case .window(let point), .offset(let point): end = point
        }
        return target(from, "the start") ?? point(end, "the end") ?? number(duration, "duration")
          ?? number(hold, "hold")
      case .flick(let from, let velocity, let duration):
        return target(from, "the start") ?? point(velocity, "velocity")
          ?? number(duration, "duration", in: 0.001...10)
      case .setContentOffset(let view, let offset, _):
        return view.isEmpty ? "a view id must not be empty" : point(offset, "the offset")
      case .wait(let seconds):
        return number(seconds, "wait")
      case .typeText(let text, let interval):
        return text.isEmpty
          ? "the text must have at least one key" : number(interval, "interval", in: 0.001...10)
      case .up, .interrupt:
        return nil
      case .fingers, .pinch, .rotate, .swipe, .twoFingerTap:
        // Not made by `Recording.Step`: only a scenario file has them (checked when decoded).
        return nil
      }
    }
  }
}
