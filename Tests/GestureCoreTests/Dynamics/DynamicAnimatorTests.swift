import Foundation
import Testing

@testable import GestureCore

@Suite("UIKit Dynamics: gravity, push, snap and the animator's steps, pause and resume")
@MainActor
struct DynamicAnimatorTests {
  @Test("Gravity alone moves an item by ½·1000·t² after t seconds")
  func gravityFall() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 50))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    var ys: [CGFloat] = []
    scene.run(0.5, setUp: { animator.addBehavior(UIGravityBehavior(items: [card])) }) { _ in
      ys.append(card.center.y)
    }
    // Frame k is at k/60 s: 50 + 500·(k/60)² (0.5 s: 175 pt).
    for (k, y) in ys.enumerated() {
      let t = Double(k) / 60
      #expect(abs(Double(y) - (50 + 500 * t * t)) < 0.5, "frame \(k)")
    }
    #expect(abs(ys[30] - 175) < 0.5)
    #expect(card.transform == .identity)
  }

  @Test("Gravity's angle and magnitude: 0.5 to the right is 500 pt/s² along x")
  func gravityDirection() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 50, y: 50))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let gravity = UIGravityBehavior(items: [card])
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    #expect(gravity.magnitude == 1)
    gravity.setAngle(0, magnitude: 0.5)
    #expect(gravity.gravityDirection == CGVector(dx: 0.5, dy: 0))
    gravity.magnitude = 0
    #expect(gravity.angle == 0)
    gravity.magnitude = 0.5
    scene.run(0.4, setUp: { animator.addBehavior(gravity) })
    // ½ · 500 · 0.4² = 40 pt.
    #expect(abs(card.center.x - 90) < 0.5)
    #expect(abs(card.center.y - 50) < 1e-9)
  }

  @Test("An instantaneous push of magnitude 1 gives a 100 × 100 item 100 pt/s, once")
  func instantaneousPush() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 60, y: 100), CGSize(width: 100, height: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let push = UIPushBehavior(items: [card], mode: .instantaneous)
    push.magnitude = 1
    #expect(push.angle == 0)
    let properties = UIDynamicItemBehavior(items: [card])
    var velocities: [CGPoint] = []
    scene.run(
      1,
      setUp: {
        animator.addBehavior(properties)
        animator.addBehavior(push)
      }
    ) { _ in velocities.append(properties.linearVelocity(for: card)) }
    #expect(velocities[0] == .zero)
    #expect(velocities[1...].allSatisfy { abs($0.x - 100) < 1e-9 && $0.y == 0 })
    #expect(push.active == false)
    // 100 pt/s for the 240 sub-steps of the first second.
    #expect(abs(card.center.x - 160) < 1e-6)
  }

  @Test("A continuous push accelerates by 100·magnitude/mass; density 2 halves it")
  func continuousPush() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 50, y: 50), CGSize(width: 100, height: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let push = UIPushBehavior(items: [card], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    let properties = UIDynamicItemBehavior(items: [card])
    properties.density = 2
    scene.run(
      1,
      setUp: {
        animator.addBehavior(properties)
        animator.addBehavior(push)
      })
    // Mass 2: 50 pt/s²; after 1 s, 50 pt/s and ½·50·1² = 25 pt.
    #expect(abs(properties.linearVelocity(for: card).y - 50) < 1e-6)
    #expect(abs(card.center.y - 75) < 1e-6)
  }

  @Test("A snap brings an item 200 pt to its point, stays within 0.5 pt, and the animator pauses")
  func snapSettles() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 50, y: 200))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let counter = PauseCounter(scene.window.scheduler)
    animator.delegate = counter
    var xs: [CGFloat] = []
    var running: [Bool] = []
    scene.run(
      2, setUp: { animator.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 250, y: 200))) }
    ) { _ in
      xs.append(card.center.x)
      running.append(animator.isRunning)
    }
    // Damping ratio 0.5 at 3 Hz: overshoot e^(−0.5π/√0.75) = 16.3 % (32.6 pt; 31.1 pt with
    // 1/240 s sub-steps) at about 0.19 s.
    let peak = xs.max()!
    #expect(peak > 250 + 30 && peak < 250 + 33)
    // The envelope 200·e^(−0.5·2π·3·t) is 0.5 pt at ln(400)/(0.5·2π·3) ≈ 0.64 s; the second
    // overshoot (0.75 pt at 0.57 s) is the last excursion past 0.5 pt: from frame 38 on
    // (0.63 s) the item stays within 0.5 pt.
    #expect(xs[38...].allSatisfy { abs($0 - 250) <= 0.5 })
    #expect(abs(xs[34] - 250) > 0.5)
    #expect(abs(xs[37] - 250) > 0.5)
    #expect(card.center.y == 200)
    #expect(counter.resumes == 1)
    #expect(counter.pauses.count == 1)
    let pausedAt = counter.pauses[0]
    // At rest (speed under 1 pt/s, acceleration under 10 pt/s²) at 0.933 s, frame 56.
    #expect(abs(pausedAt - 56.0 / 60) < 1e-9)
    #expect(running.last == false)
    #expect(animator.isRunning == false)
    #expect(abs(animator.elapsedTime - pausedAt) < 1e-9)
  }

  @Test("A snap's damping of 1 arrives without overshoot")
  func snapCriticallyDamped() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 50, y: 200))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 250, y: 200))
    snap.damping = 1
    var xs: [CGFloat] = []
    scene.run(1.5, setUp: { animator.addBehavior(snap) }) { _ in xs.append(card.center.x) }
    #expect(xs.allSatisfy { $0 <= 250 + 1e-6 })
    #expect(abs(xs.last! - 250) < 0.5)
  }

  @Test("The action runs once per step (frame) while the animator runs; elapsedTime counts them")
  func actionOncePerStep() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 50))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let gravity = UIGravityBehavior(items: [card])
    var calls: [Double] = []
    var positions: [CGFloat] = []
    gravity.action = {
      calls.append(scene.window.scheduler.now)
      positions.append(card.center.y)
    }
    scene.run(1, setUp: { animator.addBehavior(gravity) })
    // Frames 1…60, none at frame 0 (nothing has elapsed yet).
    #expect(calls.count == 60)
    #expect(abs(calls[0] - 1.0 / 60) < 1e-9)
    // The item has moved when the action sees it.
    #expect(abs(Double(positions[0]) - (50 + 500 / 3600.0)) < 1e-9)
    #expect(abs(animator.elapsedTime - 1) < 1e-12)
    #expect(animator.isRunning)
  }

  @Test("An item at rest pauses the animator; an added behaviour resumes it")
  func pauseAndResume() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let counter = PauseCounter(scene.window.scheduler)
    animator.delegate = counter
    let properties = UIDynamicItemBehavior(items: [card])
    scene.window.scheduler.schedule(after: 0.5) {
      properties.addLinearVelocity(CGPoint(x: 60, y: 0), for: card)
    }
    scene.window.scheduler.schedule(after: 1) { properties.resistance = 1_000 }
    let events = scene.run(2, setUp: { animator.addBehavior(properties) })
    // Paused at the first step (nothing moves), resumed at 0.5 s, paused once resistance
    // stopped it.
    #expect(counter.resumes == 2)
    #expect(counter.pauses.count == 2)
    #expect(abs(counter.pauses[0] - 1.0 / 60) < 1e-9)
    #expect(counter.pauses[1] > 1 && counter.pauses[1] < 1.2)
    // 60 pt/s from 0.5 s; the resistance set at 1 s acts from the frame's step, which starts
    // at the previous frame (59/60 s, as a device's next display tick integrates from its last
    // one): 116 sub-steps at 60 pt/s is 29 pt, then each sub-step divides the velocity by
    // r = 1 + 1000/240, adding 0.25·(1/r + 1/r² + …) = 0.25 · 240/1000 = 0.06 pt.
    #expect(abs(card.center.x - 129.06) < 1e-3)
    #expect(events.filter { $0.kind == "dynamicAnimator.pause" }.count == 2)
    #expect(events.filter { $0.kind == "dynamicAnimator.resume" }.count == 2)
  }

  @Test("items(in:) finds the items whose frames meet the rectangle")
  func itemsInRect() {
    let scene = DynamicsScene()
    let a = scene.item(CGPoint(x: 50, y: 50))
    let b = scene.item(CGPoint(x: 200, y: 200))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    animator.addBehavior(UIDynamicItemBehavior(items: [a, b]))
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 80, height: 80)).map { $0 === a } == [true])
    #expect(animator.items(in: scene.reference.bounds).count == 2)
    #expect(animator.items(in: CGRect(x: 100, y: 0, width: 20, height: 20)).isEmpty)
  }

  @Test("The same scene run twice gives the same positions and angles to the bit")
  func deterministic() {
    func run() -> [CGFloat] {
      let scene = DynamicsScene()
      let items = (0..<5).map { i in
        scene.item(CGPoint(x: 40 + 50 * Double(i), y: 60 + 30 * Double(i)), CGSize(width: 40, height: 30))
      }
      for (i, item) in items.enumerated() { item.transform = CGAffineTransform(rotationAngle: 0.2 * CGFloat(i)) }
      let animator = UIDynamicAnimator(referenceView: scene.reference)
      var trace: [CGFloat] = []
      scene.run(
        2,
        setUp: {
          animator.addBehavior(UIGravityBehavior(items: items))
          let collision = UICollisionBehavior(items: items)
          collision.translatesReferenceBoundsIntoBoundary = true
          animator.addBehavior(collision)
          let properties = UIDynamicItemBehavior(items: items)
          properties.elasticity = 0.4
          properties.friction = 0.3
          animator.addBehavior(properties)
        }
      ) { _ in
        for item in items { trace += [item.center.x, item.center.y, item.transform.b] }
      }
      return trace
    }
    let first = run()
    #expect(first == run())
    #expect(first.allSatisfy { $0.isFinite })
  }
}
