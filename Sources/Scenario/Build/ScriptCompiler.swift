import Foundation
import GestureCore

/// Turns the script into timed touch input, sampling moves at the frame rate.
///
/// A move from `a` to `b` starting at `t0` for `d` seconds produces a sample at every frame
/// tick strictly after `t0` and before `t0 + d`, at `a + (b − a)·easing((t − t0)/d)`, plus the
/// end point at `t0 + d`: a finger on glass reports its position once per display refresh.
enum ScriptCompiler {
  static func compile(_ script: [ScriptCommand], framesPerSecond fps: Double) -> [TouchInput] {
    var inputs: [TouchInput] = []
    var cursor = 0.0
    var positions: [Int: CGPoint] = [:]

    func move(_ finger: Int, from a: CGPoint, to b: CGPoint, duration: Double, easing: TimingFunction) {
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

    for command in script {
      if let time = command.time { cursor = max(cursor, time) }
      let finger = command.finger
      switch command.action {
      case .down(let point):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: point))
        positions[finger] = point
      case .move(let to, let duration, let easing):
        move(finger, from: positions[finger] ?? to, to: to, duration: duration, easing: easing)
      case .up:
        let at = positions.removeValue(forKey: finger) ?? .zero
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: at))
      case .drag(let from, let to, let duration, let easing):
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .began, location: from))
        move(finger, from: from, to: to, duration: duration, easing: easing)
        inputs.append(TouchInput(time: cursor, touch: finger, phase: .ended, location: to))
        positions[finger] = nil
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
    var cursor = 0.0
    for command in script {
      if let time = command.time { cursor = max(cursor, time) }
      switch command.action {
      case .move(_, let duration, _), .drag(_, _, let duration, _): cursor += duration
      case .wait(let seconds): cursor += seconds
      case .down, .up, .interrupt: break
      }
    }
    return (cursor * 1e6).rounded() / 1e6
  }
}
