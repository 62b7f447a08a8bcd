import Foundation
import GestureCore

/// One step of the input script. Steps run one after another from time 0; each starts when the
/// previous one ends, or at its own `time` (seconds from the start, not earlier than the end of
/// the previous step).
package struct ScriptCommand: Decodable, Sendable {
  package enum Action: Sendable {
    /// A finger touches down at a point (a window point, or a view's).
    case down(point: ScriptPoint)
    /// A finger that is down moves to a point over a duration along an easing curve.
    case move(to: CGPoint, duration: Double, easing: TimingFunction)
    /// A finger lifts where it is.
    case up
    /// Down at `from`, move to `to`, rest there `hold` seconds, up: one drag. With a hold the
    /// finger is still when it lifts, so a scroll view gets no release velocity.
    case drag(
      from: ScriptPoint, to: ScriptDestination, duration: Double, easing: TimingFunction,
      hold: Double)
    /// Down at `from`, move at constant `velocity` (points per second) for `duration` seconds,
    /// lift while moving: a fling whose release velocity is `velocity`.
    case flick(from: ScriptPoint, velocity: CGPoint, duration: Double)
    /// Not a touch: the app sets a scroll view's `contentOffset`, animated or not.
    case setContentOffset(view: String, offset: CGPoint, animated: Bool)
    /// Not a touch: the keys of `text` typed on the software keyboard into the first
    /// responder, one every `interval` seconds from the step's start ("\n" is the return key,
    /// "\u{8}" delete).
    case typeText(text: String, interval: Double)
    /// Nothing happens for a while.
    case wait(Double)
    /// The system cancels every touch (an incoming call): views get `touchesCancelled`.
    case interrupt
    /// Down and up at a point, `duration` seconds apart.
    case tap(point: ScriptPoint, duration: Double)
    /// Two taps at a point: each lasts `duration`, `interval` seconds between the first lift
    /// and the second touch-down.
    case doubleTap(point: ScriptPoint, duration: Double, interval: Double)
    /// Down at a point, held still for `hold` seconds, then moved along `path` (straight
    /// segments, at a speed set by `easing` over the whole length) in `duration` seconds, then
    /// lifted unless `release` is false.
    case longPress(
      point: ScriptPoint, hold: Double, path: [CGPoint], duration: Double, easing: TimingFunction,
      release: Bool)
    /// Several fingers at once: track `i` is the steps of finger `i`, each track from the
    /// step's start on its own timeline; the step lasts as long as its longest track.
    case fingers([[ScriptCommand]])
    /// Two fingers (the step's `finger` and the next) on either side of `center`, `from` points
    /// apart, moving along a line at `angle` degrees to `to` points apart in `duration`
    /// seconds, then lifting.
    case pinch(
      center: ScriptPoint, from: CGFloat, to: CGFloat, angle: Double, duration: Double,
      easing: TimingFunction)
    /// Two fingers on a circle of `radius` points around `center`, opposite each other (the
    /// first at `startAngle` degrees + 180°, the second at `startAngle`), turning `angle` degrees
    /// (positive clockwise on screen) in `duration` seconds, then lifting.
    case rotate(
      center: ScriptPoint, radius: CGFloat, angle: Double, startAngle: Double,
      duration: Double, easing: TimingFunction)
    /// One finger down at `from`, moving `distance` points in `direction` at constant speed
    /// for `duration` seconds, lifting while it moves.
    case swipe(from: ScriptPoint, direction: SwipeDirection, distance: CGFloat, duration: Double)
    /// Two fingers (the step's `finger` and the next) down together `separation` points apart
    /// across `point`, lifting together `duration` seconds later.
    case twoFingerTap(point: ScriptPoint, separation: CGFloat, duration: Double)
  }

  /// What the step does.
  package var action: Action
  /// Which finger, 0…9 (several fingers may be down at once).
  package var finger: Int
  /// When the step starts, seconds from the start, if not when the previous one ends.
  package var time: Double?
  /// Whether the file gave `finger` (a step inside `fingers` must not).
  var fingerIsGiven = false

  /// A step made in Swift (`GestureRecording`'s `Recording.Step`), with the meaning a decoded
  /// one has; the values are checked by whoever makes it.
  package init(action: Action, finger: Int = 0, time: Double? = nil) {
    self.action = action
    self.finger = finger
    self.time = time
  }

  /// The view the step names (where its finger starts, or the scroll view it scrolls) and
  /// the JSON keys that name it (`["tap", "on"]`), or `nil` for a step at window points.
  var target: (view: String, keys: [String])? {
    switch action {
    case .setContentOffset(let view, _, _):
      return (view, ["setContentOffset", "view"])
    case .tap(let point, _):
      return point.viewID.map { ($0, ["tap", "on"]) }
    case .doubleTap(let point, _, _):
      return point.viewID.map { ($0, ["doubleTap", "on"]) }
    case .longPress(let point, _, _, _, _, _):
      return point.viewID.map { ($0, ["longPress", "on"]) }
    case .pinch(let point, _, _, _, _, _):
      return point.viewID.map { ($0, ["pinch", "on"]) }
    case .rotate(let point, _, _, _, _, _):
      return point.viewID.map { ($0, ["rotate", "on"]) }
    case .twoFingerTap(let point, _, _):
      return point.viewID.map { ($0, ["twoFingerTap", "on"]) }
    case .swipe(let from, _, _, _):
      return from.viewID.map { ($0, ["swipe", "from"]) }
    case .down(let point):
      return point.viewID.map { ($0, ["down", "on"]) }
    case .drag(let from, _, _, _, _):
      return from.viewID.map { ($0, ["drag", "from"]) }
    case .flick(let from, _, _):
      return from.viewID.map { ($0, ["flick", "from"]) }
    case .move, .up, .wait, .interrupt, .fingers, .typeText:
      return nil
    }
  }

  /// How long the step takes, seconds (0 for instants such as `down`).
  package var duration: Double {
    switch action {
    case .down, .up, .interrupt, .setContentOffset: return 0
    case .move(_, let duration, _), .flick(_, _, let duration): return duration
    case .drag(_, _, let duration, _, let hold): return duration + hold
    case .wait(let seconds): return seconds
    case .typeText(let text, let interval):
      return Double(KeyboardKey.keys(of: text).count) * interval
    case .tap(_, let duration): return duration
    case .doubleTap(_, let duration, let interval): return 2 * duration + interval
    case .longPress(_, let hold, _, let duration, _, _): return hold + duration
    case .fingers(let tracks):
      return tracks.map { $0.map(\.duration).reduce(0, +) }.max() ?? 0
    case .pinch(_, _, _, _, let duration, _), .rotate(_, _, _, _, let duration, _),
      .swipe(_, _, _, let duration), .twoFingerTap(_, _, let duration):
      return duration
    }
  }

  /// The start time of each step of `script`, seconds: each starts when the previous one
  /// ends, or at its own `time` when that is later.
  static func startTimes(_ script: [ScriptCommand]) -> [Double] {
    var cursor = 0.0
    var starts: [Double] = []
    for command in script {
      if let time = command.time { cursor = max(cursor, time) }
      starts.append(cursor)
      cursor += command.duration
    }
    return starts
  }

  static let commandNames = [
    "down", "move", "up", "drag", "wait", "interrupt", "tap", "doubleTap", "longPress", "flick",
    "setContentOffset", "fingers", "pinch", "rotate", "swipe", "twoFingerTap", "typeText",
  ]
  /// The steps a track of `fingers` may hold: those of one finger.
  static let trackCommandNames = [
    "down", "move", "up", "drag", "wait", "tap", "doubleTap", "longPress", "flick", "swipe",
  ]
  /// How far a scripted swipe goes by default, points.
  package static let defaultSwipeDistance: CGFloat = 150
  /// How long a scripted swipe takes by default, seconds (1000 pt/s with the default distance).
  package static let defaultSwipeDuration = 0.15
  /// How long a scripted pinch or rotation takes by default, seconds.
  package static let defaultTwoFingerDuration = 0.5
  /// How far apart the fingers of a two-finger tap land by default, points.
  package static let defaultTapSeparation: CGFloat = 40
  /// How long a scripted flick moves before lifting by default, seconds.
  package static let defaultFlickDuration = 0.1
  /// How long a scripted tap keeps the finger down by default, seconds.
  package static let defaultTapDuration = 0.1
  /// The default pause between the two taps of a double tap, seconds (well inside UIKit's
  /// 0.35 s).
  package static let defaultTapInterval = 0.1
  /// The time between two keys of a `typeText` step by default, seconds (10 keys a second).
  package static let defaultTypingInterval = 0.1
  /// How long a scripted long press holds still by default, seconds: past UIKit's 0.5 s.
  package static let defaultHold = 0.6
  static let easingNames: [String: TimingFunction] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
  ]

  private enum Keys: String, CodingKey, CaseIterable {
    case down, move, up, drag, wait, interrupt, tap, doubleTap, longPress, flick
    case setContentOffset, fingers, pinch, rotate, swipe, twoFingerTap, typeText
  }
  private enum BodyKeys: String, CodingKey, CaseIterable {
    case point, to, from, duration, easing, finger, time, interval, hold, path, release
    case velocity, view, offset, animated, on, at, by
    case angle, radius, startAngle, direction, distance, separation, text
  }

  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScriptCommand.commandNames, context: "a script step")
    let c = try decoder.container(keyedBy: Keys.self)
    let present = Keys.allCases.filter(c.contains)
    guard present.count == 1, let key = present.first else {
      throw decoder.issue(
        present.isEmpty
          ? "a script step needs one of "
            + ScriptCommand.commandNames.map { "'\($0)'" }
            .joined(separator: ", ")
          : "a script step has one command, found "
            + present.map { "'\($0.rawValue)'" }.joined(separator: " and "))
    }
    if key == .wait {
      let seconds = try c.decodeNumber(.wait, in: 0...3600, what: "wait")
      action = .wait(seconds)
      finger = 0
      time = nil
      return
    }
    if key == .fingers {
      action = .fingers(try ScriptCommand.decodeTracks(try c.superDecoder(forKey: .fingers)))
      finger = 0
      time = nil
      return
    }
    let bodyKeys: [BodyKeys]
    switch key {
    case .down: bodyKeys = [.point, .on, .at, .finger, .time]
    case .move: bodyKeys = [.to, .duration, .easing, .finger, .time]
    case .up: bodyKeys = [.finger, .time]
    case .drag: bodyKeys = [.from, .at, .to, .by, .duration, .easing, .hold, .finger, .time]
    case .flick: bodyKeys = [.from, .at, .velocity, .duration, .finger, .time]
    case .setContentOffset: bodyKeys = [.view, .offset, .animated, .time]
    case .typeText: bodyKeys = [.text, .interval, .time]
    case .interrupt: bodyKeys = [.time]
    case .wait, .fingers: bodyKeys = []
    case .pinch:
      bodyKeys = [.point, .on, .at, .from, .to, .angle, .duration, .easing, .finger, .time]
    case .rotate:
      bodyKeys = [
        .point, .on, .at, .radius, .angle, .startAngle, .duration, .easing, .finger, .time,
      ]
    case .swipe: bodyKeys = [.from, .at, .direction, .distance, .duration, .finger, .time]
    case .twoFingerTap: bodyKeys = [.point, .on, .at, .separation, .duration, .finger, .time]
    case .tap: bodyKeys = [.point, .on, .at, .duration, .finger, .time]
    case .doubleTap: bodyKeys = [.point, .on, .at, .duration, .interval, .finger, .time]
    case .longPress:
      bodyKeys = [.point, .on, .at, .hold, .path, .duration, .easing, .release, .finger, .time]
    }
    let bodyDecoder = try c.superDecoder(forKey: key)
    try bodyDecoder.rejectUnknownKeys(
      bodyKeys.map(\.rawValue),
      context: ("aeiou".contains(key.rawValue.prefix(1)) ? "an" : "a") + " '\(key.rawValue)' step")
    let body = try c.nestedContainer(keyedBy: BodyKeys.self, forKey: key)
    fingerIsGiven = body.contains(.finger)
    finger = try body.decodeWholeNumberIfPresent(.finger) ?? 0
    guard (0...9).contains(finger) else {
      throw body.issue("finger must be between 0 and 9 (got \(finger))", at: .finger)
    }
    if [.pinch, .rotate, .twoFingerTap].contains(key), finger > 8 {
      throw body.issue(
        "'\(key.rawValue)' moves fingers \(finger) and \(finger + 1); finger must be between 0 "
          + "and 8 (got \(finger))", at: .finger)
    }
    time = try body.decodeNumberIfPresent(.time, in: 0...3600, what: "time")
    func easing() throws -> TimingFunction {
      guard let name = try body.decodeStringIfPresent(.easing) else {
        return .linear
      }
      guard let curve = ScriptCommand.easingNames[name] else {
        let names = ScriptCommand.easingNames.keys.sorted()
        let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
        throw body.issue(
          "unknown easing '\(name)'"
            + (hint ?? "; expected one of " + names.joined(separator: ", ")),
          at: .easing)
      }
      return curve
    }
    func duration() throws -> Double {
      try body.decodeNumber(.duration, in: 0...3600, what: "duration")
    }
    /// `point` (a window point) or `on` (a view id, with `at` a point in it).
    func target() throws -> ScriptPoint {
      switch (body.contains(.point), body.contains(.on)) {
      case (true, true):
        throw body.issue("give 'point' (window points) or 'on' (a view id), not both", at: .on)
      case (false, false):
        throw bodyDecoder.issue(
          "'\(key.rawValue)' needs 'point' (window points) or 'on' (a view's id)")
      case (true, false):
        if body.contains(.at) {
          throw body.issue("'at' is a point in the view 'on' names; add 'on'", at: .at)
        }
        return .window(try body.decode(PointValue.self, forKey: .point).point)
      case (false, true):
        return .view(
          try viewID(.on), at: try body.decodeIfPresent(PointValue.self, forKey: .at)?.point)
      }
    }
    /// `from`: a window point, or a view id (with `at` a point in it).
    func origin() throws -> ScriptPoint {
      if (try? body.decode(String.self, forKey: .from)) != nil {
        return .view(
          try viewID(.from), at: try body.decodeIfPresent(PointValue.self, forKey: .at)?.point)
      }
      if body.contains(.at) {
        throw body.issue("'at' is a point in the view 'from' names; make 'from' a view id", at: .at)
      }
      return .window(try body.decode(PointValue.self, forKey: .from).point)
    }
    func viewID(_ key: BodyKeys) throws -> String {
      let id = try body.decodeString(key)
      if id.isEmpty { throw body.issue("a view id must not be empty", at: key) }
      return id
    }
    switch key {
    case .down:
      action = .down(point: try target())
    case .move:
      action = .move(
        to: try body.decode(PointValue.self, forKey: .to).point, duration: try duration(),
        easing: try easing())
    case .up:
      action = .up
    case .drag:
      let destination: ScriptDestination
      switch (body.contains(.to), body.contains(.by)) {
      case (true, true):
        throw body.issue("give 'to' (a window point) or 'by' (an offset), not both", at: .by)
      case (false, false):
        throw bodyDecoder.issue("a drag needs 'to' (a window point) or 'by' (an offset in points)")
      case (true, false): destination = .window(try body.decode(PointValue.self, forKey: .to).point)
      case (false, true): destination = .offset(try body.decode(PointValue.self, forKey: .by).point)
      }
      action = .drag(
        from: try origin(), to: destination, duration: try duration(),
        easing: try easing(),
        hold: try body.decodeNumberIfPresent(.hold, in: 0...3600, what: "hold") ?? 0)
    case .flick:
      let velocity = try body.decode(PointValue.self, forKey: .velocity).point
      action = .flick(
        from: try origin(), velocity: velocity,
        duration: try body.decodeNumberIfPresent(.duration, in: 0.001...10, what: "duration")
          ?? ScriptCommand.defaultFlickDuration)
    case .setContentOffset:
      action = .setContentOffset(
        view: try body.decodeString(.view),
        offset: try body.decode(PointValue.self, forKey: .offset).point,
        animated: try body.decodeIfPresent(Bool.self, forKey: .animated) ?? false)
    case .typeText:
      let text = try body.decodeString(.text)
      if text.isEmpty { throw body.issue("'text' must have at least one key", at: .text) }
      if text.count > 2000 {
        throw body.issue(
          "text is longer than 2000 characters (\(text.count)); the limit is 2000", at: .text)
      }
      action = .typeText(
        text: text,
        interval: try body.decodeNumberIfPresent(.interval, in: 0.001...10, what: "interval")
          ?? ScriptCommand.defaultTypingInterval)
    case .interrupt, .wait, .fingers:
      action = .interrupt
    case .pinch:
      let from = try body.decodeNumber(.from, in: 1...10_000, what: "the start distance")
      let to = try body.decodeNumber(.to, in: 1...10_000, what: "the end distance")
      action = .pinch(
        center: try target(), from: CGFloat(from), to: CGFloat(to),
        angle: try body.decodeNumberIfPresent(.angle, in: -3600...3600, what: "angle") ?? 0,
        duration: try body.decodeNumberIfPresent(.duration, in: 0.001...3600, what: "duration")
          ?? ScriptCommand.defaultTwoFingerDuration,
        easing: try easing())
    case .rotate:
      action = .rotate(
        center: try target(),
        radius: CGFloat(try body.decodeNumber(.radius, in: 1...5_000, what: "radius")),
        angle: try body.decodeNumber(.angle, in: -3600...3600, what: "angle"),
        startAngle: try body.decodeNumberIfPresent(
          .startAngle, in: -3600...3600, what: "startAngle")
          ?? 0,
        duration: try body.decodeNumberIfPresent(.duration, in: 0.001...3600, what: "duration")
          ?? ScriptCommand.defaultTwoFingerDuration,
        easing: try easing())
    case .swipe:
      let name = try body.decode(String.self, forKey: .direction)
      guard let direction = SwipeDirection(rawValue: name) else {
        let names = SwipeDirection.allCases.map(\.rawValue)
        let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" }
        throw body.issue(
          "unknown direction '\(name)'"
            + (hint ?? "; expected one of " + names.joined(separator: ", ")),
          at: .direction)
      }
      action = .swipe(
        from: try origin(), direction: direction,
        distance: CGFloat(
          try body.decodeNumberIfPresent(.distance, in: 1...10_000, what: "distance")
            ?? Double(ScriptCommand.defaultSwipeDistance)),
        duration: try body.decodeNumberIfPresent(.duration, in: 0.001...10, what: "duration")
          ?? ScriptCommand.defaultSwipeDuration)
    case .twoFingerTap:
      action = .twoFingerTap(
        point: try target(),
        separation: CGFloat(
          try body.decodeNumberIfPresent(.separation, in: 0...10_000, what: "separation")
            ?? Double(ScriptCommand.defaultTapSeparation)),
        duration: try body.decodeNumberIfPresent(.duration, in: 0...3600, what: "duration")
          ?? ScriptCommand.defaultTapDuration)
    case .tap:
      action = .tap(
        point: try target(),
        duration: try body.decodeNumberIfPresent(.duration, in: 0...3600, what: "duration")
          ?? ScriptCommand.defaultTapDuration)
    case .doubleTap:
      action = .doubleTap(
        point: try target(),
        duration: try body.decodeNumberIfPresent(.duration, in: 0...3600, what: "duration")
          ?? ScriptCommand.defaultTapDuration,
        interval: try body.decodeNumberIfPresent(.interval, in: 0...3600, what: "interval")
          ?? ScriptCommand.defaultTapInterval)
    case .longPress:
      let path = try body.decodeIfPresent([PointValue].self, forKey: .path)?.map(\.point) ?? []
      let moveDuration: Double
      if path.isEmpty {
        if body.contains(.duration) {
          throw body.issue("'duration' is the time along 'path'; add a 'path'", at: .duration)
        }
        moveDuration = 0
      } else {
        guard body.contains(.duration) else {
          throw body.issue(
            "a long press with a 'path' needs 'duration', the seconds the finger takes along it",
            at: .path)
        }
        moveDuration = try duration()
      }
      action = .longPress(
        point: try target(),
        hold: try body.decodeNumberIfPresent(.hold, in: 0...3600, what: "hold")
          ?? ScriptCommand.defaultHold,
        path: path, duration: moveDuration, easing: try easing(),
        release: try body.decodeIfPresent(Bool.self, forKey: .release) ?? true)
    }
  }
}

extension ScriptCommand {
  /// Decodes the tracks of a `fingers` step: an array of arrays of one finger's steps, each
  /// without `finger` (its track's index) or `time` (the tracks start with the step).
  fileprivate static func decodeTracks(_ decoder: any Decoder) throws -> [[ScriptCommand]] {
    guard var outer = try? decoder.unkeyedContainer() else {
      throw decoder.issue(
        "'fingers' is an array of tracks, one per finger: [[steps of finger 0], "
          + "[steps of finger 1], …]")
    }
    var tracks: [[ScriptCommand]] = []
    while !outer.isAtEnd {
      let trackDecoder = try outer.superDecoder()
      guard var inner = try? trackDecoder.unkeyedContainer() else {
        throw trackDecoder.issue(
          "track \(tracks.count) of 'fingers' must be an array of finger \(tracks.count)'s steps")
      }
      let finger = tracks.count
      guard finger <= 9 else {
        throw trackDecoder.issue("'fingers' has at most 10 tracks (fingers 0…9)")
      }
      var track: [ScriptCommand] = []
      while !inner.isAtEnd {
        let stepDecoder = try inner.superDecoder()
        if let keys = try? stepDecoder.container(keyedBy: AnyCodingKey.self),
          let name = keys.allKeys.map(\.stringValue).sorted().first(where: {
            ScriptCommand.commandNames.contains($0) && !ScriptCommand.trackCommandNames.contains($0)
          })
        {
          throw ScenarioIssue(
            codingPath: stepDecoder.codingPath + [AnyCodingKey(stringValue: name)],
            message: "'\(name)' is not a step of one finger; put it outside 'fingers'",
            isKey: true)
        }
        try stepDecoder.rejectUnknownKeys(
          ScriptCommand.trackCommandNames, context: "a track of 'fingers' (one finger's steps)")
        var step = try ScriptCommand(from: stepDecoder)
        if step.fingerIsGiven {
          throw stepDecoder.issue(
            "a step in track \(finger) of 'fingers' moves finger \(finger); leave out 'finger'")
        }
        if step.time != nil {
          throw stepDecoder.issue(
            "a step in 'fingers' starts when the step before it in its track ends; leave out "
              + "'time' (use 'wait' to start later)")
        }
        step.finger = finger
        track.append(step)
      }
      tracks.append(track)
    }
    if tracks.isEmpty { throw decoder.issue("'fingers' needs at least one track") }
    return tracks
  }
}

/// The way a scripted swipe goes, on screen.
package enum SwipeDirection: String, Sendable, CaseIterable {
  case right, left, up, down

  /// The unit vector of the direction, window points (y down).
  var vector: CGPoint {
    switch self {
    case .right: return CGPoint(x: 1, y: 0)
    case .left: return CGPoint(x: -1, y: 0)
    case .up: return CGPoint(x: 0, y: -1)
    case .down: return CGPoint(x: 0, y: 1)
    }
  }
}

/// Where a script step puts a finger.
package enum ScriptPoint: Sendable, Equatable {
  /// A point in window coordinates.
  case window(CGPoint)
  /// A view found by `accessibilityIdentifier` when the step starts: `at`, a point in its own
  /// coordinates, or the center of its visible bounds.
  case view(String, at: CGPoint?)

  /// The view id, when the point is a view's.
  package var viewID: String? {
    if case .view(let id, _) = self { return id }
    return nil
  }
}

/// Where a drag ends.
package enum ScriptDestination: Sendable, Equatable {
  /// A point in window coordinates (`to`).
  case window(CGPoint)
  /// An offset from where the drag starts, points (`by`).
  case offset(CGPoint)
}
