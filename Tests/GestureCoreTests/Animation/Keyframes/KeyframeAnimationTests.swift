import Foundation
import Testing

@testable import GestureCore

/// A window holding one 40 × 40 view centred at (20, 20), with the scene's clock bound as a
/// simulation step binds it.
@MainActor
private struct Scene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

  init() {
    box.accessibilityIdentifier = "box"
    window.addSubview(box)
  }

  func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) { body() }
    }
  }

  func advance(to time: Double) { step { window.scheduler.advance(to: time) } }

  var shown: PresentationValues { window.animator.presentation(of: box) }
}

/// The curve bits of `UIView.AnimationOptions.curveLinear` in keyframe options, as code passes
/// them to get linear pacing.
private let linear = UIView.KeyframeAnimationOptions(
  rawValue: UIView.AnimationOptions.curveLinear.rawValue)

@Suite("UIView.animateKeyframes: UIKit's keyframe animations on the layer")
@MainActor
struct KeyframeAnimationTests {
  @Test("A 10 s fade in the first tenth: keyTimes 0, 0.1, 1, values 1, 0, 0, ease-in-ease-out")
  func uikitsKeyframeAnimation() throws {
    let scene = Scene()
    scene.step {
      UIView.animateKeyframes(withDuration: 10, delay: 0, options: []) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) {
          scene.box.alpha = 0
        }
      }
    }
    #expect(scene.box.alpha == 0)
    let added = try #require(scene.box.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)
    #expect(added.keyPath == "opacity")
    #expect(added.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
    #expect(added.values?.compactMap { ($0 as? NSNumber)?.doubleValue } == [1, 0, 0])
    #expect(added.calculationMode == .linear)
    #expect(added.fillMode == .both)
    #expect(added.duration == 10)
    #expect(added.timingFunction?.curve == .easeInOut)
  }

  @Test("Two linear keyframes of x: 0 → 100 in the first half, → 300 in the second")
  func twoKeyframes() {
    let scene = Scene()
    var finished: [(Double, Bool)] = []
    scene.step {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            scene.box.center.x = 120
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            scene.box.center.x = 320
          }
        },
        completion: { finished.append((scene.window.scheduler.now, $0)) })
    }
    #expect(scene.box.center.x == 320)
    scene.advance(to: 0.25)
    #expect(abs(scene.shown.center.x - 70) < 1e-6)
    scene.advance(to: 0.75)
    #expect(abs(scene.shown.center.x - 220) < 1e-6)
    #expect(finished.isEmpty)
    scene.advance(to: 1)
    #expect(scene.shown.center.x == 320)
    #expect(finished.count == 1)
    #expect(finished.first?.0 == 1)
    #expect(finished.first?.1 == true)
    #expect(scene.box.layer.animationKeys() == nil)
  }

  @Test(
    "Delay 1 s, keyframe from 0.25 for 0.5 of 2 s: still at the start until 1.5 s, halfway at 2 s")
  func delayAndLaterKeyframe() throws {
    let scene = Scene()
    scene.step {
      UIView.animateKeyframes(withDuration: 2, delay: 1, options: linear) {
        UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
          scene.box.center.y = 220
        }
      }
    }
    let added = try #require(scene.box.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    #expect(added.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.75, 1])
    scene.advance(to: 0.5)
    #expect(scene.shown.center.y == 20)
    scene.advance(to: 1.5)
    #expect(abs(scene.shown.center.y - 20) < 1e-6)
    scene.advance(to: 2)
    #expect(abs(scene.shown.center.y - 120) < 1e-6)
    scene.advance(to: 2.5)
    #expect(abs(scene.shown.center.y - 220) < 1e-6)
  }

  @Test("Paced mode ignores the times: 0 → 90 by 0.9 and → 100 by 1 is at 50 halfway")
  func pacedIgnoresTimes() {
    let scene = Scene()
    scene.step {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        options: linear.union(.calculationModePaced)
      ) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) {
          scene.box.center.x = 110
        }
        UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) {
          scene.box.center.x = 120
        }
      }
    }
    scene.advance(to: 0.5)
    #expect(abs(scene.shown.center.x - 70) < 1e-6)
  }

  @Test("Discrete mode holds each value until the next key time")
  func discreteHolds() {
    let scene = Scene()
    scene.step {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0,
        options: linear.union(.calculationModeDiscrete)
      ) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          scene.box.alpha = 0.5
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          scene.box.alpha = 0
        }
      }
    }
    scene.advance(to: 0.25)
    #expect(scene.shown.alpha == 1)
    scene.advance(to: 0.6)
    #expect(scene.shown.alpha == 0.5)
  }

  @Test("Removing the animations completes with false; the view ignores touches meanwhile")
  func removedAndInteraction() {
    let scene = Scene()
    var finished: [Bool] = []
    scene.step {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            scene.box.alpha = 0.5
            scene.box.transform = CGAffineTransform(scaleX: 2, y: 2)
          }
        }, completion: { finished.append($0) })
    }
    scene.advance(to: 0.5)
    #expect(scene.window.animator.blocksInteraction(with: scene.box))
    scene.step { scene.box.layer.removeAllAnimations() }
    #expect(finished.isEmpty)
    scene.advance(to: 0.6)
    #expect(finished == [false])
    #expect(!scene.window.animator.blocksInteraction(with: scene.box))
    #expect(scene.shown.alpha == 0.5)
  }

  @Test("With .allowUserInteraction the view keeps receiving touches")
  func allowsInteraction() {
    let scene = Scene()
    scene.step {
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: .allowUserInteraction) {
        scene.box.alpha = 0.5
      }
    }
    scene.advance(to: 0.5)
    #expect(!scene.window.animator.blocksInteraction(with: scene.box))
  }

  @Test("A block that touches no view in a window completes at once, with true")
  func nothingAnimated() {
    let scene = Scene()
    var finished: [(Double, Bool)] = []
    scene.step {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0.5, options: [],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
        }, completion: { finished.append((scene.window.scheduler.now, $0)) })
    }
    // No view was touched, so no window is known: the handler runs at once.
    #expect(finished.count == 1)
    #expect(finished.first?.1 == true)
  }

  @Test("addKeyframe outside a keyframe animation changes the model without animating")
  func keyframeOutsideAnimation() {
    let scene = Scene()
    scene.step {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
        scene.box.alpha = 0.25
      }
    }
    #expect(scene.box.layer.animationKeys() == nil)
    #expect(scene.shown.alpha == 0.25)
  }
}
