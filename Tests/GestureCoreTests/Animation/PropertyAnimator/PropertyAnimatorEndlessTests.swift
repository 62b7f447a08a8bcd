import Foundation
import Testing

@testable import GestureCore

/// A window holding one 40 × 40 view centred at (20, 20), with the scene's clock bound as a
/// simulation step binds it.
@MainActor
private struct Scene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  init() { window.addSubview(card) }

  func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  func advance(to time: Double) { step { window.scheduler.advance(to: time) } }

  var x: Double { Double(window.animator.presentation(of: card).center.x) }
}

/// Animators whose timeline never ends or never starts: an infinite duration runs without
/// moving and never completes; a start delayed by 1e300 s never starts. No NaN is drawn.
@Suite("UIViewPropertyAnimator with an infinite duration or an endless delay")
@MainActor
struct PropertyAnimatorEndlessTests {
  @Test("Duration .infinity: running, the card stays at its start (x 20), no completion")
  func infiniteDuration() {
    let scene = Scene()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: .infinity, curve: .easeIn) {
      scene.card.center.x = 300
    }
    animator.addCompletion { completions.append($0) }
    scene.step { animator.startAnimation() }
    scene.advance(to: 1.5)
    #expect(completions.isEmpty)
    #expect(animator.state == .active)
    #expect(animator.isRunning)
    #expect(animator.fractionComplete == 0)
    #expect(scene.x == 20)
  }

  @Test("Duration .infinity, paused and scrubbed to 0.5 then resumed: x 160, finite, held")
  func infiniteDurationScrubbed() {
    let scene = Scene()
    let animator = UIViewPropertyAnimator(duration: .infinity, curve: .easeIn) {
      scene.card.center.x = 300
    }
    scene.step {
      animator.startAnimation()
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
    }
    // Linear scrub: 20 + (300 − 20) · 0.5.
    #expect(scene.x == 160)
    scene.step { animator.startAnimation() }
    scene.advance(to: 2)
    #expect(scene.x == 160)
    #expect(animator.isRunning)
  }

  @Test("startAnimation(afterDelay: 1e300): the animator never starts, x stays 20")
  func endlessDelay() {
    let scene = Scene()
    var completions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      scene.card.center.x = 300
    }
    animator.addCompletion { completions.append($0) }
    scene.step { animator.startAnimation(afterDelay: 1e300) }
    scene.advance(to: 1.5)
    #expect(completions.isEmpty)
    #expect(animator.fractionComplete == 0)
    #expect(scene.x == 20)
    #expect(animator.delay == 1e300)
  }

  @Test("The endless timing evaluates as its curve over 1 s, never NaN")
  func endlessPacing() {
    let timing = AnimationTiming.curve(.linear)
    #expect(PropertyAnimatorPacing.value(timing, at: 0, seconds: .infinity) == 0)
    #expect(abs(PropertyAnimatorPacing.value(timing, at: 0.25, seconds: .infinity) - 0.25) < 1e-9)
    #expect(PropertyAnimatorPacing.value(timing, at: 1, seconds: .infinity) == 1)
  }
}
