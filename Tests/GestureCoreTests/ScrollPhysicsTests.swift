import Foundation
import Testing

@testable import GestureCore

@Suite("Scroll physics: rubber band, deceleration, bounce")
@MainActor
struct ScrollPhysicsTests {
  @Test("Pulling 100 pt shows 51.7 pt on an 852 pt axis and 50.8 pt on 667 pt")
  func rubberBandValues() {
    // b = x·d·c / (d + c·x): 100·852·0.55 / 907 and 100·667·0.55 / 722.
    #expect(abs(RubberBand.offset(forPull: 100, dimension: 852) - 46860.0 / 907) < 1e-9)
    #expect(abs(RubberBand.offset(forPull: 100, dimension: 667) - 36685.0 / 722) < 1e-9)
    #expect(abs(RubberBand.offset(forPull: -10, dimension: 852) + 5.4649) < 0.001)
    #expect(abs(RubberBand.offset(forPull: 400, dimension: 852) - 174.86) < 0.01)
  }

  @Test("The pull for a shown offset inverts the rubber band")
  func rubberBandInverse() {
    for pull in [1.0, 37, 100, 900] {
      let shown = RubberBand.offset(forPull: pull, dimension: 667)
      #expect(abs(RubberBand.pull(forOffset: shown, dimension: 667) - pull) < 1e-9)
    }
  }

  @Test("1000 pt/s comes to rest 499.5 pt away at the normal rate and 99.5 pt at fast")
  func decelerationDistance() {
    let normal = Deceleration(start: 0, initialVelocity: 1000)
    #expect(abs(normal.destination - 499.5) < 0.001)
    let fast = Deceleration(start: 0, initialVelocity: 1000, rate: Deceleration.fastRate)
    #expect(abs(fast.destination - 99.499) < 0.001)
    // Velocity decays by the rate every millisecond: after 1 s, 0.998^1000 = 0.135065.
    #expect(abs(normal.velocity(at: 1) - 135.065) < 0.001)
    #expect(abs(normal.position(at: normal.duration) - normal.destination) < 0.5)
  }

  @Test("time(toReach:) finds when the motion crosses a position")
  func decelerationTime() {
    let motion = Deceleration(start: 100, initialVelocity: 1000)
    let t = motion.time(toReach: 400)!
    #expect(abs(motion.position(at: t) - 400) < 1e-9)
    #expect(motion.time(toReach: 700) == nil)
  }

  @Test("The critically damped bounce never overshoots its rest position")
  func bounceNoOvershoot() {
    let spring = BounceSpring(from: -60, velocity: 0, rest: 0)
    for step in 0...300 {
      #expect(spring.position(at: Double(step) / 100) <= 1e-12)
    }
    #expect(abs(spring.position(at: 0) + 60) < 1e-12)
    // x(t) = e^(−10t)(−60 − 600t): at 0.1 s, e^−1 · (−120) = −44.146.
    #expect(abs(spring.position(at: 0.1) + 44.1455) < 0.001)
  }
}
