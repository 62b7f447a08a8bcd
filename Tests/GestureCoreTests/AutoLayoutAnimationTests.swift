import Foundation
import Testing

@testable import GestureCore

@Suite("Auto Layout: constraint changes animated by layoutIfNeeded inside UIView.animate")
@MainActor
struct AutoLayoutAnimationTests {
  @Test("An activate/deactivate round trip during an animation moves the view along the curve")
  func roundTripAlongTheCurve() {
    let harness = LayoutHarness()
    let root = harness.root
    let box = harness.view("box")
    let up = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    let down = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 300)
    NSLayoutConstraint.activate([
      up, box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    harness.window.layoutIfNeeded()
    #expect(box.center == CGPoint(x: 45, y: 125))
    let scheduler = harness.window.scheduler

    // t = 0: down, animated over 1 s; the model jumps, the screen follows the curve.
    UIView.animate(withDuration: 1) {
      up.isActive = false
      down.isActive = true
      root.layoutIfNeeded()
    }
    #expect(box.center.y == 325)
    for t in [0.0, 0.25] {
      scheduler.advance(to: t)
      let expected = 325 - 200 * (1 - easeInOutReference(t))
      #expect(abs(Double(box.presentation.center.y) - expected) < 1e-9)
    }
    // t = 0.5: back up, animated over 1 s, blended additively with the first animation.
    scheduler.advance(to: 0.5)
    UIView.animate(withDuration: 1) {
      down.isActive = false
      up.isActive = true
      root.layoutIfNeeded()
    }
    #expect(box.center.y == 125)
    for t in [0.5, 0.75, 1.0, 1.25] {
      scheduler.advance(to: t)
      let expected =
        125 - 200 * (1 - easeInOutReference(t)) + 200 * (1 - easeInOutReference(t - 0.5))
      #expect(abs(Double(box.presentation.center.y) - expected) < 1e-9, "t = \(t)")
    }
    scheduler.advance(to: 1.5)
    #expect(box.presentation.center == CGPoint(x: 45, y: 125))
    // x never moved.
    #expect(harness.window.animator.animatedProperties(of: box).isEmpty)
  }

  @Test("A constant change animated by layoutIfNeeded on the superview; without it, no animation")
  func constantAnimation() {
    let harness = LayoutHarness()
    let root = harness.root
    let box = harness.view("box")
    let height = box.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      height, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.leftAnchor.constraint(equalTo: root.leftAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
    ])
    harness.window.layoutIfNeeded()
    UIView.animate(withDuration: 0.5) {
      height.constant = 300
      root.layoutIfNeeded()
    }
    #expect(box.bounds.height == 300)
    harness.window.scheduler.advance(to: 0.25)
    let expected = 300 - 200 * (1 - easeInOutReference(0.5))
    #expect(abs(Double(box.presentation.bounds.height) - expected) < 1e-9)
    #expect(abs(Double(box.presentation.center.y) - expected / 2) < 1e-9)
    // Changed outside an animation, the next pass applies it at once.
    harness.window.scheduler.advance(to: 1)
    height.constant = 50
    harness.window.layoutIfNeeded()
    #expect(box.presentation.bounds.height == 50)
  }
}
