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
    var positions: [Int: CGPoint] = [:]

    func move(
      _ finger: Int, from a: CGPoint, to b: CGPoint, duration: Double, easing: TimingFunction
    ) {
      let start = cursor
      let end = cursor + duration
      var tick = Int((start * fps).rounded(.down)) + 1
      while Double(tick) / fps < end - 1e-9 {
        let t = Double(tick) / fps
        let p = easing.progress(at: (t - start) / duration)
        inputs.append(
          TouchInput(
            time: t, touch: finger, phase: .moved,
            location: CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)))
        tick += 1
      }
      inputs.append(TouchInput(time: end, touch: finger, phase: .moved, location: b))
      positions[finger] = b
      cursor = end
    }

    /// Moves along the polyline `points` in `duration` seconds, `easing` applied to the
    /// fraction of the whole length.
    func follow(_ finger: Int, _ points: [CGPoint], duration: Double, easing: TimingFunction) {
      guard points.count > 1 else { return }
      var lengths: [Double] = [0]
      for i in 1..<points.count {
        let d = hypot(Double(points[i].x - points[i - 1].x), Double(points[i].y - points[i - 1].y))
        lengths.append(lengths[i - 1] + d)
      }
      let total = lengths.last ?? 0
      func point(at fraction: Double) -> CGPoint {
        guard total > 0 else { return points.last ?? .zero }
        let target = fraction * total
        var i = 1
        while i < points.count - 1, lengths[i] < target { i += 1 }
        let segment = lengths[i] - lengths[i - 1]
        let f = segment > 0 ? (target - lengths[i - 1]) / segment : 1
        let a = points[i - 1]
        let b = points[i]
        return CGPoint(
          x: Double(a.x) + Double(b.x - a.x) * f, y: Double(a.y) + Double(b.y - a.y) * f)
      }
      let start = cursor
      let end = cursor + duration
      var tick = Int((start * fps).rounded(.down)) + 1
      while duration > 0, Double(tick) / fps < end - 1e-9 {
        let t = Double(tick) / fps
        let p = easing.progress(at: (t - start) / duration)
        inputs.append(TouchInput(time: t, touch: finger, phase: .moved, location: point(at: p)))
        tick += 1
      }
      inputs.append(
        TouchInput(time: end, touch: finger, phase: .moved, location: points[points.count - 1]))
      positions[finger] = points[points.count - 1]
      cursor = end
    }

    for command in script {
      if let time = command.time { cursor = max(cursor, time) }
      let finger = command.finger
      switch command.action {
      case .tap(let point, let duration):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: point))
        cursor += duration
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: point))
      case .doubleTap(let point, let duration, let interval):
        for second in [false, true] {
          if second { cursor += interval }
          inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: point))
          cursor += duration
          inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: point))
        }
      case .longPress(let point, let hold, let path, let duration, let easing, let release):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: point))
        positions[finger] = point
        cursor += hold
        if !path.isEmpty {
          follow(finger, [point] + path, duration: duration, easing: easing)
        }
        if release {
          let at = positions.removeValue(forKey: finger) ?? point
          inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: at))
        }
      case .down(let point):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: point))
        positions[finger] = point
      case .move(let to, let duration, let easing):
        move(finger, from: positions[finger] ?? to, to: to, duration: duration, easing: easing)
      case .up:
        let at = positions.removeValue(forKey: finger) ?? .zero
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: at))
      case .drag(let from, let to, let duration, let easing, let hold):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: from))
        move(finger, from: from, to: to, duration: duration, easing: easing)
        cursor += hold
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: to))
        positions[finger] = nil
      case .flick(let from, let velocity, let duration):
        let to = CGPoint(
          x: from.x + velocity.x * CGFloat(duration), y: from.y + velocity.y * CGFloat(duration))
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: from))
        move(finger, from: from, to: to, duration: duration, easing: .linear)
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: to))
        positions[finger] = nil
      case .setContentOffset:
        break
      case .wait(let seconds):
        cursor += seconds
      case .interrupt:
        for (down, at) in positions.sorted(by: { $0.key < $1.key }) {
          inputs.append(TouchInput(time: cursor, touch: down, phase: .cancelled, location: at))
        }
        positions.removeAll()
      }
    }
    return inputs
  }

  /// When the script's last step ends, seconds, rounded to the microsecond so that sums such as
  /// 0.8 + 0.8 + 0.8 + 0.4 read 2.8.
  static func scriptEnd(_ script: [ScriptCommand]) -> Double {
    let starts = ScriptCommand.startTimes(script)
    let cursor = zip(starts, script).map { $0 + $1.duration }.max() ?? 0
    return (cursor * 1e6).rounded() / 1e6
  }

  /// The steps that are not touches (`setContentOffset`), with their start times, seconds.
  static func programmaticSteps(_ script: [ScriptCommand]) -> [(
    time: Double, action: ScriptCommand.Action
  )] {
    zip(ScriptCommand.startTimes(script), script).compactMap { start, command in
      if case .setContentOffset = command.action { return (start, command.action) }
      return nil
    }
  }
}
