import Foundation
import Testing

@testable import GestureCore

/// A window holding one 40 × 40 view centred at (20, 20), with the scene's clock bound as a
/// simulation step binds it.
@MainActor
private struct Scene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  init() {
    card.accessibilityIdentifier = "card"
    window.addSubview(card)
  }

  func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  func advance(to time: Double) { step { window.scheduler.advance(to: time) } }

  var x: Double { Double(window.animator.presentation(of: card).center.x) }

  func events(_ kind: String) -> [String] {
    window.eventLog.pending.filter { $0.kind == kind }.map(\.detail)
  }
}

/// Ease-in-out, (0.42, 0), (0.58, 1), at 0.3: x(s) = 0.3 at s = 0.276764, y(s) = 0.187396
/// (bisection by hand, 100 steps).
private let easeInOutAt03 = 0.187396

@Suite("UIViewPropertyAnimator: model at once, drawing along the timing, scrubbing, reversing")
@MainActor
struct PropertyAnimatorTests {
  /// An ease-in-out animator of 1 s moving the card 100 pt right (x 20 → 120).
  private func mover(_ scene: Scene) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { scene.card.center.x = 120 }
  }

  @Test("Paused at fractionComplete 0.3: x 50 when scrubbing linearly, 38.74 along the curve")
  func scrubbing() {
    let scene = Scene()
    let linear = mover(scene)
    scene.step {
      linear.pauseAnimation()
      linear.fractionComplete = 0.3
    }
    #expect(linear.state == .active)
    #expect(!linear.isRunning)
    #expect(scene.card.center.x == 120)
    #expect(abs(scene.x - 50) < 1e-9)
    scene.step { linear.stopAnimation(true) }

    let other = Scene()
    let curved = mover(other)
    curved.scrubsLinearly = false
    other.step { curved.fractionComplete = 0.3 }
    #expect(curved.state == .active)
    #expect(abs(other.x - (20 + 100 * easeInOutAt03)) < 1e-4)
  }

  @Test("Running: the model is set at once; drawn along ease-in-out; completion .end at 1 s")
  func running() {
    let scene = Scene()
    let animator = mover(scene)
    var positions: [(Double, UIViewAnimatingPosition)] = []
    animator.addCompletion { positions.append((scene.window.scheduler.now, $0)) }
    scene.step { animator.startAnimation() }
    #expect(animator.isRunning)
    #expect(scene.card.center.x == 120)
    scene.advance(to: 0.3)
    #expect(abs(scene.x - (20 + 100 * easeInOutAt03)) < 1e-4)
    #expect(abs(Double(animator.fractionComplete) - 0.3) < 1e-9)
    scene.advance(to: 1)
    #expect(scene.x == 120)
    #expect(animator.state == .inactive)
    #expect(positions.count == 1)
    #expect(positions.first?.0 == 1)
    #expect(positions.first?.1 == .end)
    #expect(scene.events("animator.completion") == ["position: end"])
  }

  @Test("A started animator nobody keeps runs to its end and calls its completion, as on iOS")
  func keptWhileRunning() {
    let scene = Scene()
    var positions: [UIViewAnimatingPosition] = []
    weak var released: UIViewPropertyAnimator?
    scene.step {
      let animator = mover(scene)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      released = animator
    }
    #expect(released != nil)
    scene.advance(to: 0.5)
    #expect(abs(Double(released?.fractionComplete ?? -1) - 0.5) < 1e-9)
    scene.advance(to: 1)
    #expect(positions == [.end])
    #expect(scene.x == 120)
    // Finished, nothing holds it any longer.
    #expect(released == nil)
  }

  @Test("Reversed at 0.4 and continued: back to the start values, completion .start")
  func reverseAndContinue() {
    let scene = Scene()
    let animator = mover(scene)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    scene.step { animator.startAnimation() }
    scene.advance(to: 0.4)
    scene.step {
      animator.pauseAnimation()
      animator.isReversed = true
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
    // Retracing from 0.4 takes the 0.4 s it took to get there.
    scene.advance(to: 0.6)
    #expect(positions.isEmpty)
    #expect(scene.x > 20 && scene.x < 120)
    scene.advance(to: 0.8)
    #expect(positions == [.start])
    #expect(scene.card.center.x == 20)
    #expect(scene.x == 20)
    #expect(animator.state == .inactive)
  }

  @Test("A linear scrub to 0.5, then startAnimation: from x 70 to 120 along the curve in 0.5 s")
  func resumeAfterScrub() {
    let scene = Scene()
    let animator = mover(scene)
    scene.step {
      animator.fractionComplete = 0.5
      animator.startAnimation()
    }
    #expect(abs(scene.x - 70) < 1e-9)
    // Halfway through the remaining 0.5 s: ease-in-out(0.5) = 0.5 of the 50 pt left.
    scene.advance(to: 0.25)
    #expect(abs(scene.x - 95) < 1e-6)
    scene.advance(to: 0.5)
    #expect(scene.x == 120)
    #expect(animator.state == .inactive)
  }

  @Test("pausesOnCompletion: active and paused at the end, no completion; reversible")
  func pausesOnCompletion() {
    let scene = Scene()
    let animator = mover(scene)
    animator.pausesOnCompletion = true
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    scene.step { animator.startAnimation() }
    scene.advance(to: 1.5)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(positions.isEmpty)
    #expect(scene.x == 120)
    scene.step {
      animator.isReversed = true
      animator.startAnimation()
    }
    scene.advance(to: 2.0)
    #expect(abs(scene.x - 70) < 1e-6)
  }

  @Test("stopAnimation(false) keeps the drawn values; finishAnimation(.start) restores the start")
  func stopAndFinish() {
    let scene = Scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      scene.card.center.x = 120
    }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    scene.step { animator.startAnimation() }
    scene.advance(to: 0.25)
    scene.step { animator.stopAnimation(false) }
    #expect(animator.state == .stopped)
    #expect(abs(Double(scene.card.center.x) - 45) < 1e-9)
    #expect(abs(scene.x - 45) < 1e-9)
    #expect(positions.isEmpty)
    scene.step { animator.finishAnimation(at: .start) }
    #expect(animator.state == .inactive)
    #expect(scene.card.center.x == 20)
    #expect(positions == [.start])
  }

  @Test("stopAnimation(true): inactive at once at the drawn values, completions never called")
  func stopWithoutFinishing() {
    let scene = Scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      scene.card.alpha = 0
    }
    var called = false
    animator.addCompletion { _ in called = true }
    scene.step { animator.startAnimation() }
    scene.advance(to: 0.5)
    scene.step { animator.stopAnimation(true) }
    #expect(animator.state == .inactive)
    #expect(abs(Double(scene.card.alpha) - 0.5) < 1e-9)
    scene.advance(to: 2)
    #expect(!called)
  }

  @Test("A block added at 0.5 of a linear animator runs for the remaining 0.5 s")
  func addedWhileRunning() {
    let scene = Scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      scene.card.center.x = 120
    }
    scene.step { animator.startAnimation() }
    scene.advance(to: 0.5)
    scene.step { animator.addAnimations { scene.card.alpha = 0 } }
    #expect(scene.window.animator.presentation(of: scene.card).alpha == 1)
    scene.advance(to: 0.75)
    #expect(abs(Double(scene.window.animator.presentation(of: scene.card).alpha) - 0.5) < 1e-9)
  }

  @Test("runningPropertyAnimator starts after its delay, along the options' curve")
  func runningAnimator() {
    let scene = Scene()
    var ended: [UIViewAnimatingPosition] = []
    scene.step {
      UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0.5, options: .curveLinear,
        animations: { scene.card.center.x = 120 }, completion: { ended.append($0) })
    }
    scene.advance(to: 0.5)
    #expect(scene.x == 20)
    scene.advance(to: 1)
    #expect(abs(scene.x - 70) < 1e-9)
    #expect(scene.window.animator.blocksInteraction(with: scene.card))
    scene.advance(to: 1.5)
    #expect(ended == [.end])
    #expect(!scene.window.animator.blocksInteraction(with: scene.card))
  }

  @Test("A spring of mass 1, stiffness 100, damping 20 runs for its settling time")
  func physicalSpring() {
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
    let expected = SpringTiming(mass: 1, stiffness: 100, damping: 20).settlingDuration
    #expect(animator.duration == expected)
    #expect(expected < 5)
  }
}
