import Foundation
import Testing

@testable import GestureCore

/// A window with one 100×100 view centred at (100, 100), whose clock the test advances.
@MainActor
private struct AnimationHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

  init() {
    window.addSubview(view)
  }

  func advance(to time: Double) { window.scheduler.advance(to: time) }
  var x: Double { Double(view.presentation.center.x) }
}

/// easeIn's progress at `t`, solved independently by bisection on x(s) = t.
@MainActor
private func easeInByBisection(_ t: Double) -> Double {
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let s = (low + high) / 2
    let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s + s * s * s
    if x < t { low = s } else { high = s }
  }
  let s = (low + high) / 2
  return 3 * (1 - s) * s * s + s * s * s
}

@Suite("UIView animations: model vs presentation, curves, additive blending (reference §6)")
@MainActor
struct AnimationTests {
  @Test("Inside the block the model changes at once; the presentation follows easeInOut")
  func modelAndPresentation() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 0.2) { h.view.center = CGPoint(x: 200, y: 100) }
    #expect(h.view.center == CGPoint(x: 200, y: 100))
    #expect(h.view.presentation.center == CGPoint(x: 100, y: 100))
    h.advance(to: 0.1)
    #expect(abs(h.x - 150) < 1e-9)  // easeInOut(0.5) = 0.5
    h.advance(to: 0.2)
    #expect(h.x == 200)
  }

  @Test("easeIn at t = 0.25 matches the Bézier solution to 1e-6")
  func easeInCurve() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 0.4, options: .curveEaseIn) {
      h.view.center = CGPoint(x: 200, y: 100)
    }
    h.advance(to: 0.1)
    #expect(abs(h.x - (100 + 100 * easeInByBisection(0.25))) < 1e-6)
    #expect(abs(TimingFunction.easeIn.progress(at: 0.25) - easeInByBisection(0.25)) < 1e-6)
    #expect(abs(TimingFunction.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
  }

  @Test("Options pick the curve: linear moves at constant speed; easeOut leads")
  func curves() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 1, options: .curveLinear) { h.view.center.x = 200 }
    h.advance(to: 0.3)
    #expect(abs(h.x - 130) < 1e-9)
    let h2 = AnimationHarness()
    UIView.animate(withDuration: 1, options: [.curveEaseOut]) { h2.view.center.x = 200 }
    h2.advance(to: 0.3)
    #expect(abs(h2.x - (100 + 100 * TimingFunction.easeOut.progress(at: 0.3))) < 1e-9)
    #expect(h2.x > 130)
  }

  @Test("Scale and alpha animate: halfway through easeInOut, scale 1.05 and alpha 0.85")
  func transformAndAlpha() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 0.2) {
      h.view.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
      h.view.alpha = 0.7
    }
    h.advance(to: 0.1)
    let p = h.view.presentation
    #expect(abs(Double(p.transform.a) - 1.05) < 1e-9)
    #expect(abs(Double(p.transform.d) - 1.05) < 1e-9)
    #expect(abs(Double(p.alpha) - 0.85) < 1e-9)
    h.advance(to: 0.2)
    #expect(h.view.presentation.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
    #expect(abs(Double(h.view.presentation.alpha) - 0.7) < 1e-12)
  }

  @Test("The completion runs at the end with finished == true, from the clock")
  func completion() {
    let h = AnimationHarness()
    var calls: [(Double, Bool)] = []
    UIView.animate(
      withDuration: 0.25, delay: 0.1, options: [], animations: { h.view.alpha = 0 },
      completion: { calls.append((h.window.scheduler.now, $0)) })
    h.advance(to: 0.3)
    #expect(calls.isEmpty)
    h.advance(to: 1)
    #expect(calls.count == 1)
    #expect(abs(calls[0].0 - 0.35) < 1e-9)
    #expect(calls[0].1)
  }

  @Test("A delay keeps the old value on screen, then the animation runs")
  func delay() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 0.2, delay: 0.1, options: []) { h.view.center.x = 200 }
    h.advance(to: 0.05)
    #expect(h.x == 100)
    h.advance(to: 0.2)
    #expect(abs(h.x - 150) < 1e-9)
  }

  @Test("Overlapping animations blend additively: no jump, both complete with true")
  func additive() {
    let h = AnimationHarness()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center.x = 200 },
      completion: { finished.append($0) })
    h.advance(to: 0.5)
    #expect(abs(h.x - 150) < 1e-9)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center.x = 300 },
      completion: { finished.append($0) })
    // 300 + (100 − 200)·0.5 + (200 − 300)·1 = 150: continuous.
    #expect(abs(h.x - 150) < 1e-9)
    h.advance(to: 1.0)
    #expect(abs(h.x - 250) < 1e-9)  // 300 + 0 + (−100)·0.5
    h.advance(to: 1.5)
    #expect(h.x == 300)
    #expect(finished == [true, true])
  }

  @Test("Replace blending (before iOS 8): jump without beginFromCurrentState, finished false")
  func replaceBlending() {
    let h = AnimationHarness()
    h.window.animator.blending = .replace
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { h.view.center.x = 200 },
      completion: { finished.append($0) })
    h.advance(to: 0.5)
    UIView.animate(withDuration: 1, options: .curveLinear) { h.view.center.x = 300 }
    #expect(h.x == 200)  // starts from the old model value
    h.advance(to: 0.5)
    #expect(finished == [false])

    let h2 = AnimationHarness()
    h2.window.animator.blending = .replace
    UIView.animate(withDuration: 1, options: .curveLinear) { h2.view.center.x = 200 }
    h2.advance(to: 0.5)
    UIView.animate(withDuration: 1, options: [.curveLinear, .beginFromCurrentState]) {
      h2.view.center.x = 300
    }
    #expect(abs(h2.x - 150) < 1e-9)  // from what is on screen
    h2.advance(to: 1.0)
    #expect(abs(h2.x - 225) < 1e-9)
  }

  @Test("removeAllAnimations shows the model value and completes with false")
  func removal() {
    let h = AnimationHarness()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: [], animations: { h.view.center.x = 200 },
      completion: { finished.append($0) })
    h.advance(to: 0.5)
    h.view.layer.removeAllAnimations()
    #expect(h.x == 200)
    h.advance(to: 0.5)
    #expect(finished == [false])
  }

  @Test("A block that changes nothing completes with true on the next turn of the clock")
  func emptyBlock() {
    let h = AnimationHarness()
    var finished: [Bool] = []
    UIView.animate(
      withDuration: 1, delay: 0, options: [], animations: { h.view.alpha = 1 },
      completion: { finished.append($0) })
    #expect(finished.isEmpty)
    h.advance(to: 0)
    #expect(finished == [true])
  }

  @Test("Animating views ignore new touches unless .allowUserInteraction")
  func interaction() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 0.3) { h.view.alpha = 0.5 }
    #expect(h.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === h.window)
    h.advance(to: 0.3)
    #expect(h.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === h.view)
    UIView.animate(withDuration: 0.3, delay: 0, options: .allowUserInteraction) {
      h.view.alpha = 1
    }
    #expect(h.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === h.view)
  }

  @Test("Hit-testing uses the model: a view animating away is hit at its new place")
  func hitTestModel() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) {
      h.view.center = CGPoint(x: 300, y: 100)
    }
    h.advance(to: 0.1)
    #expect(h.window.hitTest(CGPoint(x: 300, y: 100), with: nil) === h.view)
    #expect(h.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === h.window)
  }

  @Test("performWithoutAnimation and duration 0 change the value at once")
  func noAnimation() {
    let h = AnimationHarness()
    UIView.animate(withDuration: 1) {
      UIView.performWithoutAnimation { h.view.center.x = 150 }
      h.view.alpha = 0.5
    }
    #expect(h.x == 150)
    UIView.animate(withDuration: 0) { h.view.center.x = 250 }
    #expect(h.x == 250)
  }
}

@Suite("Springs: damped harmonic oscillator, UIKit's duration/ratio form (reference §6.3)")
@MainActor
struct SpringTests {
  @Test("Damping ratio 1 from rest never overshoots (sampled every millisecond)")
  func criticallyDampedNoOvershoot() {
    let h = AnimationHarness()
    UIView.animate(
      withDuration: 0.5, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: {
        h.view.center.x = 200
      })
    var previous = 100.0
    for ms in 1...600 {
      h.advance(to: Double(ms) / 1000)
      #expect(h.x <= 200)
      #expect(h.x >= previous - 1e-12)
      previous = h.x
    }
    let spring = SpringTiming(dampingRatio: 1, duration: 0.5, initialVelocity: 0)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    // The stiffness is the one whose envelope e^(−ω·d)·(ω·d + 1) is 0.001 at d = 0.5 s.
    let omega = spring.naturalFrequency
    #expect(abs(exp(-omega * 0.5) * (omega * 0.5 + 1) - 0.001) < 1e-9)
  }

  @Test("An underdamped spring (m 1, k 100, c 10) follows the closed form and overshoots")
  func underdampedClosedForm() {
    let h = AnimationHarness()
    let spring = SpringTiming(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    UIView.animate(withSpring: spring, animations: { h.view.center.x = 200 })
    // β = c/2m = 5, ω0 = 10, ζ = 0.5, ωd = √75; x(t) = e^(−5t)(cos ωd t + (5/ωd) sin ωd t).
    let omegaD = 75.0.squareRoot()
    func expected(_ t: Double) -> Double {
      let remaining = exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
      return 200 - 100 * remaining
    }
    for t in [0.05, 0.1, 0.2, 0.3, 0.4, 0.6] {
      h.advance(to: t)
      #expect(abs(h.x - expected(t)) < 1e-9)
    }
    #expect(expected(0.4) > 200)  // past the target: it overshoots
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    // Settles when the envelope A·e^(−5t) reaches 0.001, A = √(1 + 5²/75).
    let settle = log((1 + 25.0 / 75).squareRoot() / 0.001) / 5
    #expect(abs(spring.settlingDuration - settle) < 1e-9)
  }

  @Test("Initial velocity: 1 covers the distance in a second; it points toward the target")
  func initialVelocity() {
    let spring = SpringTiming(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
    // Critically damped, x(t) = e^(−10t)(1 + (−2 + 10)t): slope −2 at 0.
    let dt = 1e-7
    #expect(abs((spring.remaining(at: dt) - 1) / dt - -2) < 1e-4)
    #expect(abs(spring.remaining(at: 0.1) - exp(-1) * 1.8) < 1e-12)
  }
}
