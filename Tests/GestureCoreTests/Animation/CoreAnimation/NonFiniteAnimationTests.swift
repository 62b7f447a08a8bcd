import Foundation
import Testing

@testable import GestureCore

/// Animation values a frame cannot show: angles past any full turn, numbers that are not
/// finite, transforms without a decomposition.
@Suite("Huge angles turn; non-finite and singular animation values are warned about")
@MainActor
struct NonFiniteAnimationTests {
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  private let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

  init() {
    box.accessibilityIdentifier = "box"
    window.addSubview(box)
  }

  private func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  private func warnings() -> [String] {
    window.eventLog.pending.filter { $0.kind == "animation.unsupported" }.map(\.detail)
  }

  private func entries(_ t: CATransform3D) -> [Double] {
    t.matrixRows.joined().map(Double.init)
  }

  @Test("A rotation vector past a full turn is the same rotation as its remainder")
  func reducedAngle() {
    var components = Transform3DComponents.components(of: CATransform3DIdentity)
    components[14] = 2 * .pi + 0.5
    let turned = entries(Transform3DComponents.transform(components))
    let expected = entries(CATransform3DMakeRotation(0.5, 0, 1, 0))
    #expect(zip(turned, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    // 1e300 radians: its square overflows, yet it is a rotation about y (m11² + m13² = 1).
    components[14] = 1e300
    let huge = Transform3DComponents.transform(components)
    #expect(entries(huge).allSatisfy { $0.isFinite })
    #expect(abs(huge.m11 * huge.m11 + huge.m13 * huge.m13 - 1) < 1e-12)
    #expect(huge.m22 == 1)
  }

  @Test("transform.rotation.y animated to 1e300 draws finite transforms every frame")
  func hugeAngleAnimation() {
    step {
      let spin = CABasicAnimation(keyPath: "transform.rotation.y")
      spin.fromValue = 0
      spin.toValue = 1e300
      spin.duration = 1
      box.layer.add(spin, forKey: "spin")
    }
    for time in [0.25, 0.5, 0.75] {
      step { window.scheduler.advance(to: time) }
      let shown = box.layer.presentation()!.transform
      #expect(entries(shown).allSatisfy { $0.isFinite }, "at \(time) s")
    }
    #expect(warnings() == [])
  }

  @Test("NaN, infinite and singular values are timeline warnings naming the view")
  func warned() {
    step {
      let nan = CABasicAnimation(keyPath: "transform.rotation.y")
      nan.fromValue = Double.nan
      nan.toValue = Double.infinity
      box.layer.add(nan, forKey: "nan")
      var flat = CATransform3DIdentity
      flat.m44 = 0
      let singular = CABasicAnimation(keyPath: "transform")
      singular.toValue = NSValue(caTransform3D: flat)
      box.layer.add(singular, forKey: "singular")
    }
    #expect(
      warnings() == [
        "CABasicAnimation of \"transform.rotation.y\": fromValue is not a finite number (nan): "
          + "the layer shows its own value while the animation runs",
        "CABasicAnimation of \"transform.rotation.y\": toValue is not a finite number (inf): "
          + "the layer shows its own value while the animation runs",
        "CABasicAnimation of \"transform\": toValue is a transform without a decomposition "
          + "(its m44 is 0): it is animated as the identity",
      ])
    #expect(window.eventLog.pending.filter { $0.kind == "animation.unsupported" }.allSatisfy {
      $0.view == "box"
    })
  }
}
