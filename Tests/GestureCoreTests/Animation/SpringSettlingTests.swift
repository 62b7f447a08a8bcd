import Foundation
import Testing

@testable import GestureCore

@Suite("Springs: UIView spring animations settle by their duration, whatever the velocity")
@MainActor
struct SpringSettlingTests {
  @Test(
    "The derived spring's envelope falls to 0.001 at the duration",
    arguments: [0.0, 6.0, 20.0], [0.5, 0.7, 1.0])
  func settlesAtDuration(velocity: Double, ratio: Double) {
    let spring = SpringTiming(dampingRatio: ratio, duration: 0.5, initialVelocity: velocity)
    #expect(abs(spring.dampingRatio - ratio) < 1e-9)
    // It settles by the duration: within 0.001 of the distance from then on…
    for step in 0...1000 {
      #expect(abs(spring.remaining(at: 0.5 + Double(step) / 1000)) <= 0.001 * (1 + 1e-9))
    }
    // …and not long before it: below critical damping the envelope meets the threshold at
    // the duration exactly; at critical damping it bounds the curve from above.
    if ratio < 1 {
      #expect(abs(spring.settlingDuration - 0.5) < 1e-6)
    } else {
      #expect(spring.settlingDuration <= 0.5 + 0.001)
      #expect(spring.settlingDuration > 0.35)
    }
  }

  @Test(
    "A 100 pt spring reaches its end without a jump and completes at the duration",
    arguments: [0.0, 6.0, 20.0])
  func noJumpAtTheEnd(velocity: Double) throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 80, y: 80, width: 40, height: 40))
    view.accessibilityIdentifier = "card"
    window.addSubview(view)
    var completedAt: Double?
    window.scheduler.schedule(after: 0) {
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7,
        initialSpringVelocity: velocity, options: [],
        animations: { view.center = CGPoint(x: 200, y: 100) },
        completion: { _ in completedAt = window.scheduler.now })
    }
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 1, input: [])
    var xs: [CGFloat] = []
    while let frame = simulation.nextFrame() {
      xs.append(try #require(frame.views.first { $0.id == "card" }).center.x)
    }
    // Frame 30 (0.5 s) is the first at rest; frame 29 is the last animated one.
    #expect(xs[30...].allSatisfy { $0 == 200 })
    #expect(abs(xs[29] - 200) < 0.25)
    #expect(completedAt.map { abs($0 - 0.5) < 1e-9 } == true)
    // The curve moves: a quarter of the way in, it is far from both ends.
    #expect(abs(xs[7] - 200) > 5)
  }
}
