import Foundation
import Testing

@testable import GestureCore

/// Records a recognizer's state, scale and rotation at each action.
@MainActor
private final class TransformLog {
  var states: [UIGestureRecognizer.State] = []
  var values: [CGFloat] = []
  var velocities: [CGFloat] = []
  var times: [Double] = []
}

@Suite("Pinch and rotation: UIKit's 8 pt and 5° hysteresis, cumulative values (reference §5–6)")
@MainActor
struct PinchRotationTests {
  private func setUp() -> (GestureHarness, UIView) {
    let harness = GestureHarness()
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    harness.root.addSubview(view)
    return (harness, view)
  }

  /// Two fingers on the horizontal line y = 300 around x = 187.5, `distances[k]` apart at
  /// frame k + 1 (1/60 s each); down at 0 `distances[0]` apart, up after the last.
  private func pinch(_ harness: GestureHarness, _ distances: [CGFloat]) -> Double {
    let c: CGFloat = 187.5
    harness.down(c - distances[0] / 2, 300, at: 0, finger: 0)
    harness.down(c + distances[0] / 2, 300, at: 0, finger: 1)
    var t = 0.0
    for (k, d) in distances.dropFirst().enumerated() {
      t = Double(k + 1) / 60
      harness.move(c - d / 2, 300, at: t, finger: 0)
      harness.move(c + d / 2, 300, at: t, finger: 1)
    }
    let last = distances[distances.count - 1]
    t += 1.0 / 60
    harness.up(c - last / 2, 300, at: t, finger: 0)
    harness.up(c + last / 2, 300, at: t, finger: 1)
    return t
  }

  private func attach(_ pinch: UIPinchGestureRecognizer) -> TransformLog {
    let log = TransformLog()
    pinch.addAction { [weak log] sender in
      guard let log, let pinch = sender as? UIPinchGestureRecognizer else { return }
      log.states.append(pinch.state)
      log.values.append(pinch.scale)
      log.velocities.append(pinch.velocity)
      log.times.append(pinch.view?.window?.scheduler.now ?? -1)
    }
    return log
  }

  @Test("100 → 200 pt apart: began past 8 pt of change, scale d/d₀ with d₀ moved to 108")
  func pinchApart() {
    let (harness, view) = setUp()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    let log = attach(pinch)
    // 104 and 108 are within the hysteresis (|d − 100| ≤ 8); 110 passes it.
    _ = self.pinch(harness, [100, 104, 108, 110, 150, 200])
    harness.run(for: 0.2)
    #expect(log.states == [.began, .changed, .changed, .ended])
    #expect(abs(log.times[0] - 3.0 / 60) < 1e-9)
    // UIKit moves d₀ 8 pt toward d at began: d₀ = 108, so began reads 110/108.
    #expect(abs(log.values[0] - 110.0 / 108) < 1e-12)
    #expect(abs(log.values[1] - 150.0 / 108) < 1e-12)
    #expect(abs(log.values[2] - 200.0 / 108) < 1e-12)
    #expect(abs(log.values[3] - 200.0 / 108) < 1e-12)
  }

  @Test("Scale 2 is reached at 216 pt: twice d₀ once the hysteresis is removed")
  func pinchToTwo() {
    let (harness, view) = setUp()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    let log = attach(pinch)
    _ = self.pinch(harness, [100, 120, 160, 216])
    harness.run(for: 0.2)
    #expect(log.states.last == .ended)
    #expect(abs(log.values.last! - 2) < 1e-12)
  }

  @Test("Pinching in moves d₀ down by 8 pt; velocity is 0.75·previous + 0.25·latest")
  func pinchInVelocity() {
    let (harness, view) = setUp()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    let log = attach(pinch)
    _ = self.pinch(harness, [200, 190, 150])
    harness.run(for: 0.2)
    // d₀ = 200 − 8 = 192: began at 190/192, changed at 150/192.
    #expect(abs(log.values[0] - 190.0 / 192) < 1e-12)
    #expect(abs(log.values[1] - 150.0 / 192) < 1e-12)
    // Per-move velocities: (190/192 − 1)·60 at began, (150 − 190)/192·60 next.
    let first = (190.0 / 192 - 1) * 60
    let second = (150.0 - 190) / 192 * 60
    #expect(abs(log.velocities[0] - 0.25 * first) < 1e-9)
    #expect(abs(log.velocities[1] - (0.75 * first + 0.25 * second)) < 1e-9)
  }

  @Test("Setting scale = 1 in the action re-bases: the product of the readings is the scale")
  func resetEachCallback() {
    let (harness, view) = setUp()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    var product: CGFloat = 1
    pinch.addAction { sender in
      guard let pinch = sender as? UIPinchGestureRecognizer else { return }
      product *= pinch.scale
      pinch.scale = 1
      #expect(pinch.velocity == 0)
    }
    _ = self.pinch(harness, [100, 110, 150, 200])
    harness.run(for: 0.2)
    #expect(abs(product - 200.0 / 108) < 1e-12)
  }

  @Test("One finger lifting keeps the pinch going; a finger landing again does not jump")
  func fingerRelands() {
    let (harness, view) = setUp()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    let log = attach(pinch)
    harness.down(100, 300, at: 0, finger: 0)
    harness.down(200, 300, at: 0, finger: 1)
    harness.move(250, 300, at: 0.1, finger: 1)  // 150 apart: began at 150/108
    harness.up(250, 300, at: 0.2, finger: 1)
    harness.down(300, 300, at: 0.3, finger: 2)  // 200 apart, re-based: still 150/108
    harness.move(350, 300, at: 0.4, finger: 2)  // 250 apart: 150/108 · 250/200
    harness.up(100, 300, at: 0.5, finger: 0)
    harness.up(350, 300, at: 0.5, finger: 2)
    harness.run(for: 0.6)
    #expect(log.states == [.began, .changed, .ended])
    #expect(abs(log.values[0] - 150.0 / 108) < 1e-12)
    #expect(abs(log.values[1] - 150.0 / 108 * 250 / 200) < 1e-12)
  }

  /// Two fingers on a circle of radius 50 around (187.5, 300), opposite, the second at
  /// `angles[k]` degrees (clockwise on screen) at frame k.
  private func turn(_ harness: GestureHarness, _ angles: [Double]) {
    func at(_ degrees: Double, _ sign: CGFloat) -> CGPoint {
      let r = degrees * .pi / 180
      return CGPoint(x: 187.5 + sign * 50 * CGFloat(cos(r)), y: 300 + sign * 50 * CGFloat(sin(r)))
    }
    for (k, a) in angles.enumerated() {
      let t = Double(k) / 60
      let p = at(a, -1)
      let q = at(a, 1)
      if k == 0 {
        harness.down(p.x, p.y, at: t, finger: 0)
        harness.down(q.x, q.y, at: t, finger: 1)
      } else {
        harness.move(p.x, p.y, at: t, finger: 0)
        harness.move(q.x, q.y, at: t, finger: 1)
      }
    }
    let t = Double(angles.count) / 60
    let p = at(angles.last!, -1)
    let q = at(angles.last!, 1)
    harness.up(p.x, p.y, at: t, finger: 0)
    harness.up(q.x, q.y, at: t, finger: 1)
  }

  @Test("A 90° clockwise turn: positive, began past 5°, which is removed: π/2 − 5° at the end")
  func rotateClockwise() {
    let (harness, view) = setUp()
    let rotation = UIRotationGestureRecognizer()
    view.addGestureRecognizer(rotation)
    var states: [UIGestureRecognizer.State] = []
    var values: [CGFloat] = []
    rotation.addAction { sender in
      guard let r = sender as? UIRotationGestureRecognizer else { return }
      states.append(r.state)
      values.append(r.rotation)
    }
    // 4° is inside the 5° threshold; 10° passes it.
    turn(harness, [0, 4, 10, 30, 60, 90])
    harness.run(for: 0.2)
    let degree = CGFloat.pi / 180
    #expect(states == [.began, .changed, .changed, .changed, .ended])
    // 1e-8: cos and sin place the fingers with rounding, so their distance differs from 100 pt
    // by ~1e-14, whose square root enters the threshold (5°·√(|Δd|/d₀) ≈ 1.5e-9 rad).
    #expect(abs(values[0] - 5 * degree) < 1e-8)
    #expect(abs(values[3] - (.pi / 2 - 5 * degree)) < 1e-8)
    #expect(values[3] > 0)
  }

  @Test("A 95° clockwise turn reads +π/2; counter-clockwise reads negative")
  func rotateSigns() {
    for (angles, expected) in [
      ([0.0, 10, 50, 95], CGFloat.pi / 2), ([0.0, -10, -50, -95], -CGFloat.pi / 2),
    ] {
      let (harness, view) = setUp()
      let rotation = UIRotationGestureRecognizer()
      view.addGestureRecognizer(rotation)
      var last: CGFloat = 0
      rotation.addAction { sender in last = (sender as! UIRotationGestureRecognizer).rotation }
      turn(harness, angles)
      harness.run(for: 0.2)
      #expect(abs(last - expected) < 1e-8)
    }
  }

  @Test("A full turn and more counts turns: 370° reads 365° (5° removed)")
  func rotateFullTurn() {
    let (harness, view) = setUp()
    let rotation = UIRotationGestureRecognizer()
    view.addGestureRecognizer(rotation)
    var last: CGFloat = 0
    rotation.addAction { sender in last = (sender as! UIRotationGestureRecognizer).rotation }
    turn(harness, Array(stride(from: 0.0, through: 370, by: 10)))
    harness.run(for: 1)
    #expect(abs(last - 365 * .pi / 180) < 1e-8)
  }

  @Test("Pinch + rotation + pan on one view with the delegate: the photo pattern")
  func photoPattern() {
    let (harness, view) = setUp()
    let photo = UIView(frame: CGRect(x: 87.5, y: 100, width: 200, height: 200))
    view.addSubview(photo)
    let delegate = AllowsSimultaneous()
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
      recognizer.delegate = delegate
      photo.addGestureRecognizer(recognizer)
    }
    pinch.addAction { _ in
      photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
      pinch.scale = 1
    }
    rotation.addAction { _ in
      photo.transform = photo.transform.rotated(by: rotation.rotation)
      rotation.rotation = 0
    }
    pan.addAction { _ in
      let t = pan.translation(in: photo.superview)
      photo.center = CGPoint(x: photo.center.x + t.x, y: photo.center.y + t.y)
      pan.setTranslation(.zero, in: photo.superview)
    }
    // Fingers 100 apart around the photo's center (187.5, 300 in the window) spread to 200
    // and both move 30 pt right: pinch and pan both recognize.
    harness.down(137.5, 300, at: 0, finger: 0)
    harness.down(237.5, 300, at: 0, finger: 1)
    for k in 1...10 {
      let t = Double(k) / 60
      let half = 50 + 5 * CGFloat(k)
      let shift = 3 * CGFloat(k)
      harness.move(187.5 + shift - half, 300, at: t, finger: 0)
      harness.move(187.5 + shift + half, 300, at: t, finger: 1)
    }
    harness.up(117.5, 300, at: 11.0 / 60, finger: 0)
    harness.up(317.5, 300, at: 11.0 / 60, finger: 1)
    harness.run(for: 0.3)
    #expect(abs(photo.transform.a - 200.0 / 108) < 1e-9)
    #expect(abs(photo.transform.b) < 1e-12)
    // The centroid moved 30 pt; the pan's 10 pt hysteresis is removed once.
    #expect(abs(photo.center.x - (187.5 + 20)) < 1e-9)
  }
}

/// A delegate that lets every pair of recognizers work together.
@MainActor
private final class AllowsSimultaneous: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}
