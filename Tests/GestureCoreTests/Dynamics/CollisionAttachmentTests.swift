import Foundation
import Testing

@testable import GestureCore

@Suite("UIKit Dynamics: collisions with boundaries and items, attachments, unsupported API")
@MainActor
struct CollisionAttachmentTests {
  @Test("Collision with the reference bounds stops a falling item at the bottom edge")
  func restsOnBottomEdge() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let counter = PauseCounter(scene.window.scheduler)
    animator.delegate = counter
    let recorder = ContactRecorder()
    let collision = UICollisionBehavior(items: [card])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = recorder
    scene.run(
      1.5,
      setUp: {
        animator.addBehavior(UIGravityBehavior(items: [card]))
        animator.addBehavior(collision)
      })
    // Elasticity 0: it lands at 375 (√(2·275/1000) ≈ 0.74 s) and stays, frame maxY = 400.
    #expect(abs(card.frame.maxY - 400) < 1e-6)
    #expect(abs(card.center.x - 100) < 1e-9)
    #expect(abs(atan2(card.transform.b, card.transform.a)) < 1e-9)
    #expect(counter.pauses.count == 1)
    #expect(counter.pauses.first.map { $0 > 0.74 && $0 < 0.9 } == true)
    // One contact with the reference bounds (identifier nil) that never ended.
    #expect(recorder.began.count == 1)
    #expect(recorder.began.first?.0 == nil)
    #expect(recorder.began.first.map { abs($0.1.y - 400) < 0.1 } == true)
    #expect(recorder.ended == 0)
  }

  @Test("An elastic item bounces back to nearly its height; elasticity 0.5 to a quarter")
  func bounces() {
    let scene = DynamicsScene()
    let ball = scene.item(CGPoint(x: 100, y: 175))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let collision = UICollisionBehavior(items: [ball])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = UIDynamicItemBehavior(items: [ball])
    properties.elasticity = 0.5
    var ys: [CGFloat] = []
    scene.run(
      1.6,
      setUp: {
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
      }
    ) { _ in ys.append(ball.center.y) }
    // Falls 200 pt (to y = 375) in √0.4 ≈ 0.632 s; rebounds at half the speed, so rises a
    // quarter of the height, 50 pt, to y = 325, at about 0.95 s.
    let landing = ys.firstIndex { $0 > 374.9 }!
    let apex = ys[landing...].min()!
    #expect(abs(apex - 325) < 2)
  }

  @Test("A falling box lands on an anchored box: its bottom rests on the other's top")
  func landsOnAnchoredItem() {
    let scene = DynamicsScene()
    let shelf = scene.item(CGPoint(x: 150, y: 300), CGSize(width: 200, height: 20))
    let card = scene.item(CGPoint(x: 150, y: 100), CGSize(width: 60, height: 40))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let anchored = UIDynamicItemBehavior(items: [shelf])
    anchored.isAnchored = true
    scene.run(
      1.5,
      setUp: {
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [card, shelf]))
        animator.addBehavior(UICollisionBehavior(items: [shelf, card]))
      })
    #expect(shelf.center == CGPoint(x: 150, y: 300))
    #expect(abs(card.frame.maxY - shelf.frame.minY) < 0.05)
    #expect(abs(card.center.x - 150) < 1e-6)
    #expect(!animator.isRunning)
  }

  @Test("A tilted box dropped on the floor tips over and comes to rest flat on a side")
  func tiltedBoxSettlesFlat() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 150, y: 250), CGSize(width: 80, height: 40))
    card.transform = CGAffineTransform(rotationAngle: 0.3)
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let collision = UICollisionBehavior(items: [card])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = UIDynamicItemBehavior(items: [card])
    properties.friction = 0.5
    scene.run(
      3,
      setUp: {
        animator.addBehavior(UIGravityBehavior(items: [card]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
      })
    let angle = atan2(card.transform.b, card.transform.a)
    // Flat on its long side (angle 0) or, having tipped, a multiple of a quarter turn.
    let quarterTurns = angle / (.pi / 2)
    #expect(abs(quarterTurns - quarterTurns.rounded()) < 0.01)
    #expect(abs(card.frame.maxY - 400) < 0.5)
  }

  @Test("A boundary added by identifier stops the item and names itself to the delegate")
  func namedBoundary() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let recorder = ContactRecorder()
    let collision = UICollisionBehavior(items: [card])
    collision.addBoundary(
      withIdentifier: NSString(string: "shelf"), from: CGPoint(x: 0, y: 200),
      to: CGPoint(x: 300, y: 200))
    collision.collisionDelegate = recorder
    #expect(collision.boundaryIdentifiers?.count == 1)
    #expect(collision.boundary(withIdentifier: NSString(string: "shelf")) != nil)
    scene.run(
      1,
      setUp: {
        animator.addBehavior(UIGravityBehavior(items: [card]))
        animator.addBehavior(collision)
      })
    #expect(abs(card.frame.maxY - 200) < 1e-6)
    #expect(recorder.began.map(\.0) == ["shelf"])
    collision.removeBoundary(withIdentifier: NSString(string: "shelf"))
    #expect(collision.boundaryIdentifiers == nil)
  }

  @Test("A rigid attachment keeps its length while the item swings under gravity")
  func rigidAttachmentKeepsLength() {
    let scene = DynamicsScene()
    let bob = scene.item(CGPoint(x: 250, y: 100), CGSize(width: 20, height: 20))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let rope = UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 150, y: 100))
    #expect(rope.length == 100)
    #expect(rope.attachedBehaviorType == .anchor)
    var distances: [Double] = []
    var lowest: CGFloat = 0
    scene.run(
      2,
      setUp: {
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
      }
    ) { _ in
      distances.append(Double(hypot(bob.center.x - 150, bob.center.y - 100)))
      lowest = max(lowest, bob.center.y)
    }
    #expect(distances.allSatisfy { abs($0 - 100) < 0.5 })
    // It swings through the bottom of the circle, 100 pt below the anchor.
    #expect(lowest > 199)
  }

  @Test("Dragging the anchor drags the item: the attachment point follows at its length 0")
  func dragPattern() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 100), CGSize(width: 80, height: 80))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let drag = UIAttachmentBehavior(
      item: card, offsetFromCenter: UIOffset(horizontal: 20, vertical: 0),
      attachedToAnchor: CGPoint(x: 120, y: 100))
    #expect(drag.length == 0)
    for i in 1...30 {
      scene.window.scheduler.schedule(after: Double(i) / 60) {
        drag.anchorPoint = CGPoint(x: 120 + 3 * Double(i), y: 100 + 2 * Double(i))
      }
    }
    scene.run(1, setUp: { animator.addBehavior(drag) })
    // The grip point (20 pt right of the centre, turned with the card) is on the anchor.
    let angle = atan2(card.transform.b, card.transform.a)
    let grip = CGPoint(x: card.center.x + 20 * cos(angle), y: card.center.y + 20 * sin(angle))
    #expect(abs(grip.x - 210) < 0.01)
    #expect(abs(grip.y - 160) < 0.01)
  }

  @Test("A spring attachment of 2 Hz pulls the item back with the spring's period")
  func springAttachment() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 150, y: 150))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let spring = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 150, y: 100))
    spring.frequency = 2
    spring.damping = 0
    spring.length = 0
    var ys: [CGFloat] = []
    scene.run(0.5, setUp: { animator.addBehavior(spring) }) { _ in ys.append(card.center.y) }
    // Undamped, 2 Hz: y = 100 + 50 cos(2π·2·t): 100 at 0.125 s, 50 at 0.25 s.
    #expect(abs(ys[15] - 50) < 1)
    #expect(abs(ys[30] - 150) < 1.5)
  }

  @Test("A field and a collection-view animator compile and warn where they are used")
  func unsupportedWarnings() {
    let scene = DynamicsScene()
    let card = scene.item(CGPoint(x: 100, y: 100))
    let animator = UIDynamicAnimator(referenceView: scene.reference)
    let events = scene.run(
      0.1,
      setUp: {
        let field = UIFieldBehavior.dragField()
        field.addItem(card)
        animator.addBehavior(field)
        _ = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
      })
    let details = events.filter { $0.kind == "dynamics.unsupported" }.map(\.detail)
    #expect(details.count == 2)
    #expect(details.first?.hasPrefix("UIFieldBehavior.dragField() at CollisionAttachmentTests.swift:") == true)
    #expect(details.last?.hasPrefix("UIDynamicAnimator(collectionViewLayout:) at CollisionAttachmentTests.swift:") == true)
  }
}
