import Foundation
import Testing

@testable import GestureCore

@Suite("CATransform3D functions and 3D layer transforms in the display list")
@MainActor
struct Transform3DTests {
  /// Whether every entry of `a` is within `tolerance` of `b`'s.
  private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-12)
    -> Bool
  {
    zip(a.matrixRows.joined(), b.matrixRows.joined()).allSatisfy {
      abs(Double($0) - Double($1)) <= tolerance
    }
  }

  /// Whether `p` is within `tolerance` points of `(x, y)`.
  private func close(_ p: CGPoint?, _ x: Double, _ y: Double, _ tolerance: Double = 1e-3)
    -> Bool
  {
    guard let p else { return false }
    return abs(Double(p.x) - x) <= tolerance && abs(Double(p.y) - y) <= tolerance
  }

  @Test("Translate, scale and rotate apply the new step first, then t (Apple: t' = step · t)")
  func chainEqualsHandMatrix() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    // Rotate 90° about y, then the perspective: the rotation's rows (0 0 −1 0), (0 1 0 0),
    // (1 0 0 0) times the perspective, whose m34 takes each row's z into w: row 1 gets
    // w = (−1)(−1/500) = 1/500, row 3 w = 0.
    let rotated = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
    let handRotated = CATransform3D(
      m11: 0, m12: 0, m13: -1, m14: 1.0 / 500, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: 1, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(close(rotated, handRotated))
    // Translating by (10, 20, 30) first adds 10·row1 + 20·row2 + 30·row3 to row 4:
    // 10 (0, 0, −1, 1/500) + 20 (0, 1, 0, 0) + 30 (1, 0, 0, 0) + (0, 0, 0, 1) = (30, 20, −10, 1.02).
    let moved = CATransform3DTranslate(rotated, 10, 20, 30)
    var hand = handRotated
    (hand.m41, hand.m42, hand.m43, hand.m44) = (30, 20, -10, 1 + 10.0 / 500)
    #expect(close(moved, hand))
    // Scaling by (2, 3, 4) first multiplies rows 1, 2, 3.
    let scaled = CATransform3DScale(CATransform3DMakeTranslation(5, 6, 7), 2, 3, 4)
    #expect(
      scaled
        == CATransform3D(
          m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 3, m23: 0, m24: 0,
          m31: 0, m32: 0, m33: 4, m34: 0, m41: 5, m42: 6, m43: 7, m44: 1))
  }

  @Test("Rotating about y moves the right edge away from the viewer (z < 0) for a positive angle")
  func rotationDirection() {
    let t = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
    // (100, 0, 0) → (100 cos 30°, 0, −100 sin 30°) = (86.60, 0, −50).
    #expect(abs(Double(t.m11) * 100 - 86.602540378) < 1e-6)
    #expect(abs(Double(t.m13) * 100 + 50) < 1e-9)
  }

  @Test("Invert gives the inverse, and the original when there is none")
  func invert() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.7, 1, 2, 3)
    t.m34 = -1.0 / 500
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    #expect(close(product, CATransform3DIdentity, 1e-12))
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
  }

  @Test("A view's layer keeps its full 3D transform; view.transform reads its affine part")
  func viewKeepsDepth() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    t = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
    view.layer.transform = t
    #expect(view.layer.transform == t && view.transform3D == t)
    // The perspective survives the turn: m34 = cos 60° · (−1/500), m14 = sin 60° / 500.
    #expect(abs(Double(view.layer.transform.m34) + 0.5 / 500) < 1e-15)
    #expect(abs(Double(view.layer.transform.m14) - 0.8660254037844386 / 500) < 1e-15)
    #expect(view.transform == CATransform3DGetAffineTransform(t))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.transform3D == CATransform3DMakeScale(2, 2, 1))
  }

  /// A 300 × 300 pt window holding a 200 × 200 pt card centred at (150, 150).
  private func cardScene() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .red
    window.addSubview(card)
    return (window, card)
  }

  /// The card's transform: 60° about y, seen with m34 = −1/500.
  private var sixtyDegrees: CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    return CATransform3DRotate(t, .pi / 3, 0, 1, 0)
  }

  @Test("A card turned 60° about y with m34 = −1/500 is one projected item with the hand corners")
  func projectedCorners() {
    let (window, card) = cardScene()
    card.layer.transform = sixtyDegrees
    let items = DisplayListBuilder.items(for: window)
    guard items.count == 1, case .projected(let projection) = items[0] else {
      Issue.record("expected one projected item: \(items)")
      return
    }
    #expect(projection.id == "card" && projection.size == CGSize(width: 200, height: 200))
    guard case .fill(let shape, _) = projection.items.first else {
      Issue.record("expected the card's fill in the plane: \(projection.items)")
      return
    }
    #expect(
      shape.transform == .identity && shape.rect == CGRect(x: 0, y: 0, width: 200, height: 200))
    // Relative to the centre, a corner (±100, ±100) turns to (±50, ±100, ∓86.60) and is
    // divided by w = 1 ± 86.60/500: the right edge by 1.173205 (x 42.618, y ±85.236), the left
    // by 0.826795 (x −60.474, y ±120.949). The near (left) edge is the taller.
    let h = projection.transform
    #expect(close(h.apply(CGPoint(x: 0, y: 0)), 150 - 60.4743, 150 - 120.9486))
    #expect(close(h.apply(CGPoint(x: 200, y: 0)), 150 + 42.6179, 150 - 85.2364))
    #expect(close(h.apply(CGPoint(x: 0, y: 200)), 150 - 60.4743, 150 + 120.9486))
    #expect(close(h.apply(CGPoint(x: 200, y: 200)), 150 + 42.6179, 150 + 85.2364))
  }

  @Test("isDoubleSided = false hides a card turned 120° about y, not one turned 60°")
  func backFaceHidden() {
    let (window, card) = cardScene()
    card.layer.isDoubleSided = false
    card.layer.transform = sixtyDegrees
    #expect(DisplayListBuilder.items(for: window).count == 1)
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    card.layer.transform = CATransform3DRotate(t, 2 * .pi / 3, 0, 1, 0)
    #expect(DisplayListBuilder.items(for: window).isEmpty)
    card.layer.isDoubleSided = true
    #expect(DisplayListBuilder.items(for: window).count == 1)
  }

  @Test("A superlayer's sublayerTransform projects its sublayers about its anchor point")
  func sublayerTransform() {
    let (window, card) = cardScene()
    let face = UIView(frame: card.bounds)
    face.backgroundColor = .blue
    card.addSubview(face)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    card.layer.sublayerTransform = perspective
    face.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    let items = DisplayListBuilder.items(for: window)
    guard items.count == 2, case .projected(let projection) = items[1] else {
      Issue.record("expected the card's fill and the projected face: \(items)")
      return
    }
    // The same corners as m34 on the face itself: the card's anchor is the face's centre.
    #expect(close(projection.transform.apply(CGPoint(x: 0, y: 0)), 89.5257, 29.0514))
    #expect(close(projection.transform.apply(CGPoint(x: 200, y: 200)), 192.6179, 235.2364))
  }

  @Test("Hit-testing goes through the projection: a point inside the exact quad hits the card")
  func hitTestProjected() {
    let (window, card) = cardScene()
    card.layer.transform = sixtyDegrees
    // (92, 40) is inside the projected quad (left edge at x 89.53) but left of the affine
    // part's rectangle (x 100…200).
    #expect(window.hitTest(CGPoint(x: 92, y: 40), with: nil) === card)
    #expect(window.hitTest(CGPoint(x: 195, y: 150), with: nil) === window)
    // The projected point maps back to the plane's corner region.
    let local = card.convertFromSuperview(CGPoint(x: 89.5257 + 0.001, y: 29.0514 + 0.01))
    #expect(close(local, 0, 0, 0.05))
  }

  @Test("The affine part misses the exact corners by 23.42 pt: 46.84 px at @2x")
  func affineApproximationError() {
    let t = sixtyDegrees
    let exact = DisplayListBuilder.layerProjection(
      bounds: CGRect(x: 0, y: 0, width: 200, height: 200), anchorPoint: CGPoint(x: 0.5, y: 0.5),
      position: CGPoint(x: 150, y: 150), transform: t, sublayerTransform: nil)
    let affine = CALayer.transformToSuperlayer(
      position: CGPoint(x: 150, y: 150), bounds: CGRect(x: 0, y: 0, width: 200, height: 200),
      anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: CATransform3DGetAffineTransform(t))
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 200),
      CGPoint(x: 200, y: 200),
    ]
    let errors = corners.map { corner -> Double in
      let a = corner.applying(affine)
      let e = exact.apply(corner)!
      return Double(hypot(a.x - e.x, a.y - e.y))
    }
    // Left corners: (100, 50) against (89.5257, 29.0514): √(10.4743² + 20.9486²) = 23.421.
    // Right corners: (200, 50) against (192.6179, 64.7636): √(7.3821² + 14.7636²) = 16.506.
    #expect(abs(errors.max()! - 23.421) < 1e-3)
    #expect(abs(errors.min()! - 16.506) < 1e-3)
    #expect(abs(errors.max()! * 2 - 46.84) < 1e-2)
  }
}

@Suite("3D transforms animated as Core Animation interpolates them: by their decomposition")
@MainActor
struct Transform3DAnimationTests {
  @Test("Decomposing and recomposing gives the transform back, perspective included")
  func roundTrip() throws {
    var t = CATransform3DIdentity
    t.m34 = -1.0 / 500
    t = CATransform3DRotate(t, 0.9, 0.3, 1, 0.2)
    t = CATransform3DTranslate(t, 12, -7, 3)
    t = CATransform3DScale(t, 1.5, 0.8, 1)
    let c = try #require(Transform3DComponents.components(t))
    let back = Transform3DComponents.transform(c)
    // The decomposition divides by m44 (not 1 here: the z translation meets the perspective),
    // recomposed matrix times m44 is the original.
    #expect(t.m44 != 1)
    for (a, b) in zip(t.matrixRows.joined(), back.matrixRows.joined()) {
      #expect(abs(Double(a) - Double(b) * Double(t.m44)) < 1e-12, "\(t) vs \(back)")
    }
  }

  @Test("A card turned 0° → 180° about y in a 1 s linear block animation is at 90° at 0.5 s")
  func midwayRotation() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    window.addSubview(card)
    let simulation = Simulation(window: window, framesPerSecond: 4, duration: 1, input: [])
    _ = try #require(simulation.nextFrame())
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    }
    _ = try #require(simulation.nextFrame())  // 0.25 s
    let quarter = try #require(window.animator.presentation(of: card).transform3D)
    _ = try #require(simulation.nextFrame())  // 0.5 s
    let half = try #require(window.animator.presentation(of: card).transform3D)
    // Rotation about y by θ: m11 = cos θ, m13 = −sin θ. At 0.25 s θ = 45°, at 0.5 s 90°.
    #expect(abs(Double(quarter.m11) - 0.5.squareRoot()) < 1e-9)
    #expect(abs(Double(quarter.m13) + 0.5.squareRoot()) < 1e-9)
    #expect(abs(Double(half.m11)) < 1e-9 && abs(Double(half.m13) + 1) < 1e-9)
    // The affine part is what the presentation's 2D transform reads: x scaled by cos 90° = 0.
    #expect(abs(Double(window.animator.presentation(of: card).transform.a)) < 1e-9)
  }

  @Test("From 135° to 180° about y the animation takes the 45° way, not the 315° one")
  func shorterWay() throws {
    let old = try #require(
      Transform3DComponents.components(CATransform3DMakeRotation(3 * .pi / 4, 0, 1, 0)))
    let new = try #require(
      Transform3DComponents.components(CATransform3DMakeRotation(.pi, 0, 1, 0)))
    let from = Transform3DComponents.nearest(old, to: new)
    let turn = zip(from[13..<16], new[13..<16]).map { $0 - $1 }
    #expect(abs((turn.map { $0 * $0 }.reduce(0, +)).squareRoot() - .pi / 4) < 1e-9)
  }
}
