import Foundation
import GestureCore

/// Turns the script into timed touch input, sampling moves at the frame rate.
///
/// A move from `a` to `b` starting at `t0` for `d` seconds produces a sample at every frame
/// tick strictly after `t0` and before `t0 + d`, at `a + (b − a)·easing((t − t0)/d)`, plus the
/// end point at `t0 + d`: a finger on glass reports its position once per display refresh.
enum ScriptCompiler {
  static func compile(_ script: [ScriptCommand], framesPerSecond fps: Double) -> [TouchInput] {
    // UITouch steps only; programmatic steps are scheduled by `programmaticSteps(_:)`.
    var inputs: [TouchInput] = []
    var cursor = 0.0
    var positions: [Int: Placement] = [:]

    func add(_ time: Double, _ finger: Int, _ phase: UITouch.Phase, _ at: Placement) {
      inputs.append(
        TouchInput(time: time, touch: finger, phase: phase, location: at.offset, anchor: at.anchor))
    }

    func move(
      _ finger: Int, from a: Placement, to b: Placement, duration: Double, easing: TimingFunction
    ) {
      let start = cursor
      let end = cursor + duration
      var tick = Int((start * fps).rounded(.down)) + 1
      while Double(tick) / fps < end - 1e-9 {
        let t = Double(tick) / fps
        add(t, finger, .moved, a.interpolated(to: b, easing.progress(at: (t - start) / duration)))
        tick += 1
      }
      add(end, finger, .moved, b)
      positions[finger] = b
      cursor = end
    }

    func follow(_ finger: Int, _ points: [Placement], duration: Double, easing: TimingFunction) {
      guard points.count > 1 else { return }
      // Path lengths are measured between the points as written (window points, or the
      // press's own point, counted at the origin); the fractions place the finger.
      var lengths: [Double] = [0]
      for i in 1..<points.count {
        let a = points[i - 1].offset
        let b = points[i].offset
        lengths.append(lengths[i - 1] + hypot(Double(b.x - a.x), Double(b.y - a.y)))
      }
      let total = lengths.last ?? 0
      func point(at fraction: Double) -> Placement {
        guard total > 0 else { return points[points.count - 1] }
        let target = fraction * total
        var i = 1
        while i < points.count - 1, lengths[i] < target { i += 1 }
        let segment = lengths[i] - lengths[i - 1]
        let f = segment > 0 ? (target - lengths[i - 1]) / segment : 1
        return points[i - 1].interpolated(to: points[i], f)
      }
      let start = cursor
      let end = cursor + duration
      var tick = Int((start * fps).rounded(.down)) + 1
      while duration > 0, Double(tick) / fps < end - 1e-9 {
        let t = Double(tick) / fps
        add(t, finger, .moved, point(at: easing.progress(at: (t - start) / duration)))
        tick += 1
      }
      add(end, finger, .moved, points[points.count - 1])
      positions[finger] = points[points.count - 1]
      cursor = end
    }

    /// Samples a path of one finger at every frame tick strictly inside `duration` seconds from
    /// the cursor and at its end: `at(p)` is where the finger is at progress `p` (0…1).
    func sample(
      _ finger: Int, duration: Double, easing: TimingFunction, _ at: (Double) -> Placement
    ) {
      let start = cursor
      let end = cursor + duration
      var tick = Int((start * fps).rounded(.down)) + 1
      while Double(tick) / fps < end - 1e-9 {
        let t = Double(tick) / fps
        add(t, finger, .moved, at(easing.progress(at: (t - start) / duration)))
        tick += 1
      }
      add(end, finger, .moved, at(1))
      cursor = end
    }

    /// Two fingers on either side of `center` each step, `offset(p)` from it (the second finger
    /// at `+offset`, the first at `−offset`): down at progress 0, sampled, up at 1.
    func pair(
      _ finger: Int, center: Placement, duration: Double, easing: TimingFunction,
      _ offset: (Double) -> CGPoint
    ) {
      func at(_ f: Int, _ p: Double) -> Placement {
        let o = offset(p)
        return center.offset(by: f == finger ? CGPoint(x: -o.x, y: -o.y) : o)
      }
      let start = cursor
      for f in [finger, finger + 1] { add(start, f, .began, at(f, 0)) }
      for f in [finger, finger + 1] {
        cursor = start
        sample(f, duration: duration, easing: easing) { at(f, $0) }
      }
      for f in [finger, finger + 1] { add(cursor, f, .ended, at(f, 1)) }
    }

    var trackStepID = script.count
    func run(_ command: ScriptCommand, step: Int) {
      let finger = command.finger
      func place(_ point: ScriptPoint) -> Placement { Placement(point, step: step) }
      switch command.action {
      case .tap(let point, let duration):
        add(cursor, finger, .began, place(point))
        cursor += duration
        add(cursor, finger, .ended, place(point))
      case .doubleTap(let point, let duration, let interval):
        for second in [false, true] {
          if second { cursor += interval }
          add(cursor, finger, .began, place(point))
          cursor += duration
          add(cursor, finger, .ended, place(point))
        }
      case .longPress(let point, let hold, let path, let duration, let easing, let release):
        add(cursor, finger, .began, place(point))
        positions[finger] = place(point)
        cursor += hold
        if !path.isEmpty {
          // On a view, the path is offsets from the press (its window position is known only
          // when the press begins); at a window point, it is window points.
          let start = place(point)
          let points = path.map {
            start.anchor == nil ? Placement(window: $0) : start.offset(by: $0)
          }
          follow(finger, [start] + points, duration: duration, easing: easing)
        }
        if release {
          let at = positions.removeValue(forKey: finger) ?? place(point)
          add(cursor, finger, .ended, at)
        }
      case .down(let point):
        add(cursor, finger, .began, place(point))
        positions[finger] = place(point)
      case .move(let to, let duration, let easing):
        let target = Placement(window: to)
        move(
          finger, from: positions[finger] ?? target, to: target, duration: duration, easing: easing)
      case .up:
        let at = positions.removeValue(forKey: finger) ?? Placement(window: .zero)
        add(cursor, finger, .ended, at)
      case .drag(let from, let to, let duration, let easing, let hold):
        let start = place(from)
        let end: Placement
        switch to {
        case .window(let point): end = Placement(window: point)
        case .offset(let offset): end = start.offset(by: offset)
        }
        add(cursor, finger, .began, start)
        move(finger, from: start, to: end, duration: duration, easing: easing)
        cursor += hold
        add(cursor, finger, .ended, end)
        positions[finger] = nil
      case .flick(let from, let velocity, let duration):
        let start = place(from)
        let end = start.offset(
          by: CGPoint(x: velocity.x * CGFloat(duration), y: velocity.y * CGFloat(duration)))
        add(cursor, finger, .began, start)
        move(finger, from: start, to: end, duration: duration, easing: .linear)
        add(cursor, finger, .ended, end)
        positions[finger] = nil
      case .fingers(let tracks):
        let start = cursor
        var end = start
        for track in tracks {
          cursor = start
          for inner in track {
            run(inner, step: trackStepID)
            trackStepID += 1
          }
          end = max(end, cursor)
        }
        cursor = end
      case .pinch(let center, let from, let to, let angle, let duration, let easing):
        let radians = angle * .pi / 180
        let axis = CGPoint(x: cos(radians), y: sin(radians))
        pair(finger, center: place(center), duration: duration, easing: easing) { p in
          let half = (from + (to - from) * CGFloat(p)) / 2
          return CGPoint(x: axis.x * half, y: axis.y * half)
        }
      case .rotate(let center, let radius, let angle, let startAngle, let duration, let easing):
        pair(finger, center: place(center), duration: duration, easing: easing) { p in
          let radians = (startAngle + angle * p) * .pi / 180
          return CGPoint(x: radius * CGFloat(cos(radians)), y: radius * CGFloat(sin(radians)))
        }
      case .swipe(let from, let direction, let distance, let duration):
        let start = place(from)
        let v = direction.vector
        let end = start.offset(by: CGPoint(x: v.x * distance, y: v.y * distance))
        add(cursor, finger, .began, start)
        move(finger, from: start, to: end, duration: duration, easing: .linear)
        add(cursor, finger, .ended, end)
        positions[finger] = nil
      case .twoFingerTap(let point, let separation, let duration):
        let center = place(point)
        let half = CGPoint(x: separation / 2, y: 0)
        add(cursor, finger, .began, center.offset(by: CGPoint(x: -half.x, y: 0)))
        add(cursor, finger + 1, .began, center.offset(by: half))
        cursor += duration
        add(cursor, finger, .ended, center.offset(by: CGPoint(x: -half.x, y: 0)))
        add(cursor, finger + 1, .ended, center.offset(by: half))
      case .setContentOffset:
        break
      case .typeText(let text, let interval):
        cursor += Double(KeyboardKey.keys(of: text).count) * interval
      case .wait(let seconds):
        cursor += seconds
      case .interrupt:
        for (down, at) in positions.sorted(by: { $0.key < $1.key }) {
          add(cursor, down, .cancelled, at)
        }
        positions.removeAll()
      }
    }

    for (step, command) in script.enumerated() {
      if let time = command.time { cursor = max(cursor, time) }
      run(command, step: step)
    }
    return inputs
  }

  /// Every step inside a `fingers` step, in script order, with the step number its anchors
  /// and errors use (numbered on from the script's length, as ``compile(_:framesPerSecond:)``
  /// numbers them) and the indices of the outer step, the track and the step in the track.
  static func trackSteps(_ script: [ScriptCommand]) -> [(
    id: Int, outer: Int, track: Int, index: Int, command: ScriptCommand
  )] {
    var id = script.count
    var result: [(id: Int, outer: Int, track: Int, index: Int, command: ScriptCommand)] = []
    for (outer, command) in script.enumerated() {
      guard case .fingers(let tracks) = command.action else { continue }
      for (track, steps) in tracks.enumerated() {
        for (index, step) in steps.enumerated() {
          result.append((id, outer, track, index, step))
          id += 1
        }
      }
    }
    return result
  }

  static func scriptEnd(_ script: [ScriptCommand]) -> Double {
    let starts = ScriptCommand.startTimes(script)
    let cursor = zip(starts, script).map { $0 + $1.duration }.max() ?? 0
    return (cursor * 1e6).rounded() / 1e6
  }

  /// The steps that are not touches (`setContentOffset`, `typeText`), with their indices in the script
  /// and start times, seconds.
  static func programmaticSteps(_ script: [ScriptCommand]) -> [(
    step: Int, time: Double, action: ScriptCommand.Action
  )] {
    zip(ScriptCommand.startTimes(script), script).enumerated().compactMap { step, element in
      let (start, command) = element
      switch command.action {
      case .setContentOffset, .typeText: return (step, start, command.action)
      default: return nil
      }
    }
  }
}

/// Where a scripted finger is: `weight` times a step's view point (`anchor`) plus `offset`,
/// or a plain window point (no anchor). A point between a view's point and a window point is
/// the anchor's `towards` and `fraction`, so the simulation places the finger once it knows
/// where the view is, with the arithmetic of a move between window points.
struct Placement: Equatable {
  /// The view point and its weight, or `nil` for a window point.
  var anchor: TouchAnchor?
  /// Window points added to the weighted view point.
  var offset: CGPoint

  /// A plain window point.
  init(window point: CGPoint) {
    anchor = nil
    offset = point
  }

  /// Where `point` of step `step` is: a window point, or the view's point with weight 1.
  init(_ point: ScriptPoint, step: Int) {
    switch point {
    case .window(let location):
      self.init(window: location)
    case .view(let id, let at):
      self.init(window: .zero)
      anchor = TouchAnchor(view: id, point: at, step: step, weight: 1)
    }
  }

  /// The same place moved by `delta` points.
  func offset(by delta: CGPoint) -> Placement {
    var moved = self
    moved.offset.x += delta.x
    moved.offset.y += delta.y
    return moved
  }

  /// The place a fraction `p` (0…1) of the way to `other`. The two share at most one view
  /// point (a step's own), which a window point leaves at weight 0.
  func interpolated(to other: Placement, _ p: Double) -> Placement {
    if var view = anchor, view.towards == nil, other.anchor == nil {
      // From the view to a window point: the simulation computes start + (end − start)·p once
      // it knows the start, as for two window points, so both give the same locations.
      view.towards = other.offset
      view.fraction = p
      var result = self
      result.anchor = view
      return result
    }
    let f = CGFloat(p)
    var result = Placement(
      window: CGPoint(
        x: offset.x + (other.offset.x - offset.x) * f,
        y: offset.y + (other.offset.y - offset.y) * f))
    if var view = anchor ?? other.anchor {
      let from = anchor == nil ? 0 : anchor!.weight
      let to = other.anchor == nil ? 0 : other.anchor!.weight
      view.weight = from + (to - from) * p
      if view.weight != 0 { result.anchor = view }
    }
    return result
  }
}
