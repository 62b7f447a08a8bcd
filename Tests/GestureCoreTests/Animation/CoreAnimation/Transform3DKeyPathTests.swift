import Foundation
import Testing

@testable import GestureCore

/// Explicit animations of a layer's whole 3D `transform` and of its fields
/// (`transform.rotation.y`, `transform.translation.z` …), with linear timing so that the
/// value at a time is the fraction of the way (docs/transforms-3d.md, "Animations").
@MainActor
@Suite("Explicit animations of 3D transforms")
struct Transform3DKeyPathTests {
  /// A window whose root view holds a view (`card`) and a layer of its own (`plate`).
  @MainActor
  struct Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let plate = CALayer()

    init() {
      let root = UIView(frame: window.bounds)
      plate.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      root.layer.addSublayer(plate)
      root.addSubview(card)
      window.addSubview(root)
    }

    func step(_ body: () -> Void) {
      SimulationContext.$scheduler.withValue(window.scheduler) {
        SimulationContext.$eventLog.withValue(window.eventLog) { body() }
      }
    }

    /// Adds a linear one-second animation of `keyPath` to `layer`.
    func animate(_ layer: CALayer, _ keyPath: String, from: Any?, to: Any?) {
      step {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "turn")
      }
    }

    func advance(to time: Double) { step { window.scheduler.advance(to: time) } }

    /// What the screen shows of `plate` now: its whole transform.
    var plateTransform: CATransform3D {
      let p = window.animator.presentation(of: plate)
      return p.transform3D ?? CATransform3DMakeAffineTransform(p.transform)
    }
  }

  /// Whether every entry of `a` is within `tolerance` of `b`'s.
  func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.matrixRows.joined(), b.matrixRows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test("transform.rotation.y turns about y: a quarter of the way through 0 → π is 45°")
  func rotationY() {
    let s = Scene()
    s.animate(s.plate, "transform.rotation.y", from: 0, to: Double.pi)
    s.advance(to: 0.25)
    #expect(close(s.plateTransform, CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
    s.advance(to: 0.75)
    #expect(close(s.plateTransform, CATransform3DMakeRotation(3 * .pi / 4, 0, 1, 0)))
    // The model is untouched.
    #expect(CATransform3DIsIdentity(s.plate.transform))
  }

  @Test("transform.rotation.x on a view's layer reaches the view's presentation")
  func rotationXOnView() throws {
    let s = Scene()
    s.animate(s.card.layer, "transform.rotation.x", from: 0, to: Double.pi / 2)
    s.advance(to: 0.5)
    let shown = try #require(s.window.animator.presentation(of: s.card).transform3D)
    #expect(close(shown, CATransform3DMakeRotation(.pi / 4, 1, 0, 0)))
    #expect(s.card.layer.presentation().map { close($0.transform, shown) } == true)
  }

  @Test("A whole transform turned 0° → 180° about y is 90° halfway, not collapsed to a line")
  func wholeTransformFlip() {
    let s = Scene()
    let end = CATransform3DMakeRotation(.pi, 0, 1, 0)
    s.animate(s.plate, "transform", from: CATransform3DIdentity, to: end)
    s.advance(to: 0.5)
    let t = s.plateTransform
    // Component-wise interpolation would give m11 = 0 and m13 = 0: no width at all.
    #expect(close(t, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
    #expect(abs(abs(t.m13) - 1) < 1e-9)
  }

  @Test("Between turns of ±162° about z the whole transform goes the short way, through 180°")
  func shorterWay() {
    let s = Scene()
    s.animate(
      s.plate, "transform", from: CATransform3DMakeRotation(-0.9 * .pi, 0, 0, 1),
      to: CATransform3DMakeRotation(0.9 * .pi, 0, 0, 1))
    s.advance(to: 0.5)
    // 36° apart the short way: halfway is the half turn (cos = −1), not 0° (cos = 1).
    #expect(abs(s.plateTransform.m11 + 1) < 1e-9)
  }

  @Test("A scale of 0 grows: halfway from scale(0, 0, 1) to the identity is about 0.5")
  func fromSingularScale() {
    let s = Scene()
    s.animate(
      s.plate, "transform", from: CATransform3DMakeScale(0, 0, 1), to: CATransform3DIdentity)
    s.advance(to: 0.5)
    let t = s.plateTransform
    // (1e-6 + 1) / 2 for x and y; z from 1 + 1e-6 to 1.
    #expect(abs(t.m11 - 0.5000005) < 1e-9)
    #expect(abs(t.m22 - 0.5000005) < 1e-9)
    #expect(abs(t.m33 - 1.0000005) < 1e-9)
  }

  @Test("transform.translation.z and transform.scale.z move and scale in depth")
  func depthFields() {
    let s = Scene()
    s.animate(s.plate, "transform.translation.z", from: 0, to: 100)
    s.advance(to: 0.5)
    #expect(close(s.plateTransform, CATransform3DMakeTranslation(0, 0, 50)))
    let t = Scene()
    t.animate(t.plate, "transform.scale.z", from: 1, to: 3)
    t.advance(to: 0.5)
    #expect(close(t.plateTransform, CATransform3DMakeScale(1, 1, 2)))
  }

  @Test("transform.scale sets all three scales; without fromValue it starts at their average")
  func scaleAverage() {
    let s = Scene()
    s.step {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      s.plate.transform = CATransform3DMakeScale(2, 2, 1)
      CATransaction.commit()
    }
    s.animate(s.plate, "transform.scale", from: nil, to: 3)
    s.advance(to: 0)
    // Apple's key-path table: the average of the three scale factors, (2 + 2 + 1) / 3.
    let start = 5.0 / 3
    #expect(close(s.plateTransform, CATransform3DMakeScale(start, start, start)))
    s.advance(to: 0.5)
    let half = (start + 3) / 2
    #expect(close(s.plateTransform, CATransform3DMakeScale(half, half, half)))
  }
}
