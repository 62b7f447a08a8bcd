import Foundation
import Testing

@testable import GestureCore

/// Records what a `CAAnimationDelegate` hears, with the clock's time.
@MainActor
private final class Listener: CAAnimationDelegate {
  let scheduler: Scheduler
  var calls: [String] = []
  init(_ scheduler: Scheduler) { self.scheduler = scheduler }
  func animationDidStart(_ anim: CAAnimation) { calls.append("start@\(scheduler.now)") }
  var stopped: CAAnimation?
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stopped = anim
    calls.append("stop(\(flag))@\(scheduler.now)")
  }
}

/// A window whose root view holds one layer of its own (`dot`) and one subview (`box`).
@MainActor
private struct Harness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
  let dot = CALayer()

  init() {
    root.accessibilityIdentifier = "root"
    box.accessibilityIdentifier = "box"
    dot.frame = CGRect(x: 20, y: 10, width: 20, height: 20)
    dot.backgroundColor = UIColor.red.cgColor
    root.layer.addSublayer(dot)
    root.addSubview(box)
    window.addSubview(root)
  }

  /// Runs `body` with the scene's clock and log bound, as a simulation step does.
  func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  func advance(to time: Double) { step { window.scheduler.advance(to: time) } }

  /// The timeline events of `kind` so far: (time, detail).
  func events(_ kind: String) -> [(Double, String)] {
    window.eventLog.pending.filter { $0.kind == kind }.map { ($0.time, $0.detail) }
  }
}

/// `kCAMediaTimingFunctionDefault`, (0.25, 0.1), (0.25, 1), at `t`: x(s) = t solved by Newton's
/// method, then y(s).
private func defaultCurve(_ t: Double) -> Double {
  func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var s = t
  for _ in 0..<30 {
    let slope = 3 * (1 - s) * (1 - s) * 0.25 + 3 * s * s * 0.75
    s -= (b(s, 0.25, 0.25) - t) / slope
  }
  return b(s, 0.1, 1)
}

@Suite("Explicit Core Animation animations: timing, values, presentation, delegate")
@MainActor
struct ExplicitAnimationTests {
  @Test("position.x 0 → 100 over 1 s along the default curve: 40.85 pt at 0.25 s; model unchanged")
  func basicDefaultCurve() {
    let h = Harness()
    let listener = Listener(h.window.scheduler)
    h.step {
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 0
      move.toValue = NSNumber(value: 100)
      move.duration = 1
      move.timingFunction = CAMediaTimingFunction(name: .default)
      move.delegate = listener
      h.dot.add(move, forKey: "move")
    }
    h.advance(to: 0.25)
    // y(0.25) = 0.408511 (s = 0.409459 solves x(s) = 0.25).
    let expected = 100 * defaultCurve(0.25)
    #expect(abs(expected - 40.851) < 0.001)
    let shown = h.dot.presentation()!.position.x
    #expect(abs(shown - expected) < 0.01, "\(shown) vs \(expected)")
    #expect(h.dot.position.x == 30)
    #expect(h.dot.animationKeys() == ["move"])
    #expect(listener.calls == ["start@0.0"])
    h.advance(to: 0.999)
    #expect(h.events("animation.didStop").isEmpty)
    h.advance(to: 1)
    #expect(listener.calls == ["start@0.0", "stop(true)@1.0"])
    let stops = h.events("animation.didStop")
    #expect(stops.count == 1 && stops[0].0 == 1, "\(stops)")
    #expect(
      stops.first?.1 == "CALayer in root: CABasicAnimation position.x key \"move\" finished: true")
    // Removed on completion: the model value shows again, and nothing runs.
    #expect(h.dot.animation(forKey: "move") == nil)
    #expect(h.dot.presentation()!.position.x == 30)
    #expect(!h.window.animator.hasRunningAnimations)
  }

  @Test("A nil timing function is linear; fromValue alone runs to the model value")
  func linearAndFromOnly() {
    let h = Harness()
    h.step {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0.2
      fade.duration = 2
      h.dot.add(fade, forKey: nil)
    }
    h.advance(to: 0.5)
    // 0.2 + (1 − 0.2) · 0.25 = 0.4.
    #expect(abs(Double(h.dot.presentation()!.opacity) - 0.4) < 1e-6)
    #expect(h.dot.opacity == 1)
  }

  @Test("Removing an animation early stops it with finished false on the next turn")
  func removedEarly() {
    let h = Harness()
    let listener = Listener(h.window.scheduler)
    h.step {
      let move = CABasicAnimation(keyPath: "position")
      move.toValue = NSValue(cgPoint: CGPoint(x: 130, y: 20))
      move.duration = 1
      move.delegate = listener
      move.setValue("slide", forKey: "name")
      h.dot.add(move, forKey: "move")
    }
    h.advance(to: 0.5)
    #expect(h.dot.presentation()!.position == CGPoint(x: 80, y: 20))
    h.step { h.dot.removeAnimation(forKey: "move") }
    #expect(h.dot.presentation()!.position == CGPoint(x: 30, y: 20))
    h.advance(to: 0.6)
    #expect(listener.calls == ["start@0.0", "stop(false)@0.5"])
    #expect(listener.stopped?.value(forKey: "name") as? String == "slide")
    #expect(h.events("animation.didStop").map(\.1).last?.hasSuffix("finished: false") == true)
  }

  @Test("speed 0 and timeOffset scrub a paused animation; resuming continues from there")
  func scrubbing() {
    let h = Harness()
    h.step {
      h.dot.speed = 0
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 1
      h.dot.add(move, forKey: "move")
    }
    h.advance(to: 0.3)
    #expect(h.dot.presentation()!.position.x == 0)
    #expect(!h.window.animator.hasRunningAnimations)
    h.step { h.dot.timeOffset = 0.5 }
    #expect(abs(h.dot.presentation()!.position.x - 50) < 1e-9)
    h.advance(to: 2)
    #expect(abs(h.dot.presentation()!.position.x - 50) < 1e-9)
    // The resume recipe of Apple's Technical Q&A QA1673.
    h.step {
      let paused = h.dot.timeOffset
      h.dot.speed = 1
      h.dot.timeOffset = 0
      h.dot.beginTime = 0
      h.dot.beginTime = h.dot.convertTime(CACurrentMediaTime(), from: nil) - paused
    }
    #expect(abs(h.dot.presentation()!.position.x - 50) < 1e-9)
    #expect(h.window.animator.hasRunningAnimations)
    h.advance(to: 2.25)
    #expect(abs(h.dot.presentation()!.position.x - 75) < 1e-9)
    h.advance(to: 2.5)
    #expect(h.events("animation.didStop").map(\.0) == [2.5])
  }

  @Test("Keyframes, linear with key times and discrete evenly spaced")
  func keyframes() {
    let h = Harness()
    h.step {
      let linear = CAKeyframeAnimation(keyPath: "position.x")
      linear.values = [0, 100, 50]
      linear.keyTimes = [0, 0.25, 1]
      linear.duration = 1
      h.dot.add(linear, forKey: "x")
      let discrete = CAKeyframeAnimation(keyPath: "opacity")
      discrete.values = [0.1, 0.5, 0.9]
      discrete.calculationMode = .discrete
      discrete.duration = 1
      h.dot.add(discrete, forKey: "o")
    }
    h.advance(to: 0.125)
    // Half of the first interval: 50; the first of three equal thirds: 0.1.
    #expect(abs(h.dot.presentation()!.position.x - 50) < 1e-9)
    #expect(abs(h.dot.presentation()!.opacity - 0.1) < 1e-6)
    h.advance(to: 0.625)
    // Half of the second interval (0.25…1): 100 + (50 − 100)/2 = 75; the second third: 0.5.
    #expect(abs(h.dot.presentation()!.position.x - 75) < 1e-9)
    #expect(abs(h.dot.presentation()!.opacity - 0.5) < 1e-6)
    h.advance(to: 0.7)
    #expect(abs(h.dot.presentation()!.opacity - 0.9) < 1e-6)
  }

  @Test("A keyframe path moves position along it; paced mode by length")
  func keyframePath() {
    let h = Harness()
    h.step {
      let path = CGMutablePath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 100, y: 0))
      path.addLine(to: CGPoint(x: 100, y: 300))
      let along = CAKeyframeAnimation(keyPath: "position")
      along.path = path
      along.duration = 1
      h.dot.add(along, forKey: "linear")
    }
    h.advance(to: 0.25)
    // Two elements, half the time each: halfway along the first.
    #expect(h.dot.presentation()!.position == CGPoint(x: 50, y: 0))
    h.step {
      let along = h.dot.animation(forKey: "linear")!.copy() as! CAKeyframeAnimation
      along.calculationMode = .paced
      along.beginTime = 0
      h.dot.add(along, forKey: "linear")
    }
    h.advance(to: 0.5)
    // 400 pt in all: a quarter is 100 pt, the corner.
    let p = h.dot.presentation()!.position
    #expect(abs(p.x - 100) < 1e-6 && abs(p.y) < 1e-6, "\(p)")
  }

  @Test("A spring's settlingDuration follows the envelope ln(A / 0.001) / β")
  func springSettling() {
    let spring = CASpringAnimation(keyPath: "position.x")
    // m 1, k 100, c 10: β = 5, ωd = 10·√0.75 = 8.660254, A = √(1 + (5/ωd)²) = 1.154701,
    // ln(1154.701) / 5 = 1.410319.
    #expect(abs(spring.settlingDuration - 1.410319) < 1e-5)
    spring.damping = 20
    spring.stiffness = 200
    // β = 10, ωd = √(200 − 100) = 10, A = √2: ln(1414.214) / 10 = 0.725433.
    #expect(abs(spring.settlingDuration - 0.725433) < 1e-5)
    let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    // (2π / 0.5)² = 157.9137, 4π · 0.8 / 0.5 = 20.1062.
    #expect(abs(perceptual.stiffness - 157.9137) < 1e-3)
    #expect(abs(perceptual.damping - 20.1062) < 1e-3)
    #expect(perceptual.mass == 1)
  }

  @Test("A spring's presentation is 1 − x(t) of the oscillator")
  func springValue() {
    let h = Harness()
    h.step {
      let spring = CASpringAnimation(keyPath: "position.x")
      spring.fromValue = 0
      spring.toValue = 100
      spring.duration = spring.settlingDuration
      h.dot.add(spring, forKey: "s")
    }
    h.advance(to: 0.2)
    // x(t) = e^(−5t)(cos ωd t + (5/ωd) sin ωd t), ωd = 8.660254: x(0.2) = 0.367879 ·
    // (cos 1.732051 + 0.577350 · sin 1.732051) = 0.367879 · (−0.160557 + 0.569860) = 0.150574.
    let expected = 100 * (1 - 0.150574)
    #expect(abs(h.dot.presentation()!.position.x - expected) < 0.01)
  }

  @Test("A group times its children from its own start and cuts them off at its end")
  func group() {
    let h = Harness()
    h.step {
      let move = CABasicAnimation(keyPath: "position.x")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 0.5
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.beginTime = 0.5
      fade.duration = 1
      let group = CAAnimationGroup()
      group.animations = [move, fade]
      group.duration = 1
      h.dot.add(group, forKey: "g")
    }
    h.advance(to: 0.25)
    #expect(abs(h.dot.presentation()!.position.x - 50) < 1e-9)
    #expect(h.dot.presentation()!.opacity == 1)
    h.advance(to: 0.75)
    // The move has ended (no fill): the model 30; the fade is a quarter in.
    #expect(h.dot.presentation()!.position.x == 30)
    #expect(abs(h.dot.presentation()!.opacity - 0.75) < 1e-6)
    h.advance(to: 1)
    #expect(h.dot.presentation()!.opacity == 1)
  }

  @Test(
    "fillMode forwards with isRemovedOnCompletion false keeps the end value; the model does not change"
  )
  func fillForwards() {
    let h = Harness()
    h.step {
      let grow = CABasicAnimation(keyPath: "cornerRadius")
      grow.toValue = 10
      grow.duration = 0.5
      grow.fillMode = .forwards
      grow.isRemovedOnCompletion = false
      h.dot.add(grow, forKey: "r")
    }
    h.advance(to: 2)
    #expect(h.dot.presentation()!.cornerRadius == 10)
    #expect(h.dot.cornerRadius == 0)
    #expect(h.dot.animationKeys() == ["r"])
    #expect(!h.window.animator.hasRunningAnimations)
  }

  @Test("autoreverses and repeatCount: back and forth, then the model")
  func autoreverseRepeat() {
    let h = Harness()
    h.step {
      let move = CABasicAnimation(keyPath: "position.y")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 1
      move.autoreverses = true
      move.repeatCount = 2
      h.dot.add(move, forKey: "y")
    }
    h.advance(to: 1.5)
    #expect(abs(h.dot.presentation()!.position.y - 50) < 1e-9)
    h.advance(to: 2.25)
    #expect(abs(h.dot.presentation()!.position.y - 25) < 1e-9)
    h.advance(to: 4)
    #expect(h.dot.presentation()!.position.y == 20)
    #expect(h.events("animation.didStop").map(\.0) == [4])
  }

  @Test("transform.rotation.z turns past a half turn; the drawn transform follows")
  func rotation() {
    let h = Harness()
    h.step {
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = 2 * Double.pi
      spin.duration = 1
      spin.repeatCount = .infinity
      h.box.layer.add(spin, forKey: "spin")
    }
    h.advance(to: 0.375)
    // 0.375 of a turn = 135°.
    let t = h.window.animator.presentation(of: h.box).transform
    #expect(abs(atan2(t.b, t.a) - 0.75 * Double.pi) < 1e-9)
    #expect(h.box.transform == .identity)
    #expect(h.window.animator.hasRunningAnimations)
  }

  @Test("A view's layer animates on screen while hit-testing uses the model")
  func viewLayerHitTesting() {
    let h = Harness()
    h.step {
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = CGPoint(x: 20, y: 20)
      move.toValue = CGPoint(x: 20, y: 20)
      move.duration = 1
      h.box.layer.add(move, forKey: "move")
    }
    h.advance(to: 0.5)
    #expect(h.window.animator.presentation(of: h.box).center == CGPoint(x: 20, y: 20))
    #expect(h.box.layer.presentation()!.position == CGPoint(x: 20, y: 20))
    #expect(h.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === h.box)
    #expect(h.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === h.root)
  }

  @Test("Colours, stroke ends and paths of shape layers animate")
  func shapeAndColor() {
    let h = Harness()
    let shape = CAShapeLayer()
    shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    h.root.layer.addSublayer(shape)
    h.step {
      let stroke = CABasicAnimation(keyPath: "strokeEnd")
      stroke.fromValue = 0
      stroke.duration = 1
      shape.add(stroke, forKey: "s")
      let color = CABasicAnimation(keyPath: "fillColor")
      color.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      color.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      color.duration = 1
      shape.add(color, forKey: "c")
      let grow = CABasicAnimation(keyPath: "path")
      grow.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
      grow.duration = 1
      shape.add(grow, forKey: "p")
    }
    h.advance(to: 0.25)
    let p = shape.presentation()!
    #expect(abs(p.strokeEnd - 0.25) < 1e-9)
    #expect(p.fillColor == CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
    #expect(p.path?.boundingBox == CGRect(x: 0, y: 0, width: 15, height: 20))
    #expect(shape.strokeEnd == 1)
  }

  @Test("An unknown key path and a value of the wrong type are timeline warnings")
  func warnings() {
    let h = Harness()
    h.step {
      let odd = CABasicAnimation(keyPath: "sublayerTransform")
      odd.toValue = 1
      h.dot.add(odd, forKey: nil)
      let wrong = CABasicAnimation(keyPath: "position")
      wrong.toValue = 3
      h.dot.add(wrong, forKey: nil)
      let push = CATransition()
      push.type = .push
      h.box.layer.add(push, forKey: nil)
    }
    let warnings = h.events("animation.unsupported").map(\.1)
    #expect(
      warnings == [
        "CALayer in root: CABasicAnimation of key path \"sublayerTransform\" animates nothing: this "
          + "model animates the key paths listed in docs/gestures-and-animations.md, "
          + "\"Explicit animations\"",
        "CALayer in root: CABasicAnimation of \"position\": toValue is a Int, not a CGPoint "
          + "(or NSValue(cgPoint:)): ignored",
        "CATransition type \"push\" is drawn as a fade here (only fade is modelled)",
      ])
    #expect(h.box.layer.animationKeys() == [kCATransition])
  }

  @Test("A fade transition fades the new look in along its duration")
  func transition() {
    let h = Harness()
    h.step {
      let fade = CATransition()
      fade.duration = 1
      h.box.layer.add(fade, forKey: nil)
    }
    h.advance(to: 0.25)
    #expect(abs(h.window.animator.presentation(of: h.box).alpha - 0.25) < 1e-6)
  }

  @Test("NSValue boxes geometry and transforms; timing functions give their control points")
  func boxes() {
    let t = CATransform3DMakeScale(2, 3, 1)
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.width == 3)
    #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
    var point: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &point)
    #expect(point == [0.58, 1])
    CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 1, values: &point)
    #expect(point == [0.1, 0.2])
  }

  @Test("Timing values that are not finite numbers place an animation nowhere; no trap")
  func nonFiniteTiming() {
    let h = Harness()
    let listener = Listener(h.window.scheduler)
    h.step {
      for (index, speed) in [Float.nan, .infinity, Float(1e300 as Double)].enumerated() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 0.5
        fade.duration = 1
        fade.speed = speed
        fade.delegate = listener
        h.dot.add(fade, forKey: "fade\(index)")
      }
      let late = CABasicAnimation(keyPath: "position.x")
      late.fromValue = 0
      late.beginTime = .nan
      h.box.layer.add(late, forKey: "late")
    }
    h.advance(to: 0.5)
    #expect(h.dot.presentation()!.opacity == 1)
    #expect(h.box.layer.presentation()!.position.x == 120)
    // Each began at its begin time on its layer's timeline (its own speed does not move that)
    // and, its own time going nowhere, never ends.
    #expect(listener.calls == ["start@0.0", "start@0.0", "start@0.0"])
    h.advance(to: 5)
    #expect(listener.calls.count == 3)
  }

  @Test("A layer running backwards leaves an animation before its begin: it shows nothing, no loop")
  func backwardsLayer() {
    let h = Harness()
    let listener = Listener(h.window.scheduler)
    h.step {
      h.dot.speed = -1
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 0.5
      fade.duration = 0.2
      fade.delegate = listener
      h.dot.add(fade, forKey: "fade")
    }
    // Its begin time is the layer's time when added (0), where it starts; the layer's time
    // then runs to -0.5, before the begin: it shows nothing, does not end and does not move.
    h.advance(to: 0.5)
    #expect(h.dot.presentation()!.opacity == 1)
    #expect(listener.calls == ["start@0.0"])
    #expect(!h.dot.hasMovingAnimation(at: 0.5))
  }

  @Test("A group that contains itself is not added: a warning says so")
  func selfContainingGroup() {
    let h = Harness()
    h.step {
      let fade = CABasicAnimation(keyPath: "opacity")
      let group = CAAnimationGroup()
      group.animations = [fade]
      group.animations?.append(group)
      h.dot.add(group, forKey: "group")
    }
    #expect(h.dot.animationKeys() == nil || h.dot.animationKeys() == [])
    #expect(
      h.events("animation.unsupported").map(\.1)
        == ["CALayer in root: CAAnimationGroup contains itself among its animations: not added"])
  }
}
