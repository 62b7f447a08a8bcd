import Foundation
import Testing

@testable import GestureCore

@Suite("CALayer geometry: frame from bounds, position, anchor point and transform; CATransform3D")
@MainActor
struct LayerGeometryTests {
  private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
      && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
  }

  @Test("A layer of its own: frame places the anchor point at position")
  func untransformedFrame() {
    let layer = CALayer()
    #expect(layer.bounds == .zero && layer.position == .zero && layer.opacity == 1)
    #expect(layer.transform == CATransform3DIdentity && !layer.isHidden)
    layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    // position = origin + anchor · size = (10 + 25, 20 + 25).
    #expect(layer.position == CGPoint(x: 35, y: 45))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
  }

  @Test("A rotated, anchored layer's frame is the bounding box of its turned bounds")
  func rotatedFrame() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    layer.position = CGPoint(x: 200, y: 100)
    layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // The anchor is (25, 25) in bounds space; a quarter turn clockwise maps (x, y) − anchor
    // to (−y, x): corners (−25, −25), (75, −25), (−25, 25), (75, 25) go to (25, −25),
    // (25, 75), (−25, −25), (−25, 75); plus the position: x 175…225, y 75…175.
    #expect(close(layer.frame, CGRect(x: 175, y: 75, width: 50, height: 100)))
    // Setting the frame keeps the turn: the size that turned is 50 × 100, at the new place.
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
    #expect(close(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
    // The anchor lies 25 pt right of the turned box's left and 25 pt below its top.
    #expect(abs(layer.position.x - 25) < 1e-9 && abs(layer.position.y - 25) < 1e-9)
    #expect(layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
  }

  @Test("A view's layer reads and writes the view's geometry, opacity and hidden flag")
  func viewLayerInStep() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    #expect(view.layer.position == CGPoint(x: 60, y: 50))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(view.layer.frame == view.frame)
    view.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(view.center == CGPoint(x: 20, y: 20))
    #expect(view.bounds.size == CGSize(width: 40, height: 40))
    view.layer.position = CGPoint(x: 5, y: 6)
    #expect(view.center == CGPoint(x: 5, y: 6))
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.alpha = 0.25
    #expect(view.layer.opacity == 0.25)
    view.layer.isHidden = true
    #expect(view.isHidden)
    view.layer.transform = CATransform3DMakeScale(2, 3, 1)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
    view.transform = CGAffineTransform(translationX: 7, y: 8)
    #expect(view.layer.transform == CATransform3DMakeTranslation(7, 8, 0))
    view.layer.setAffineTransform(.identity)
    #expect(view.transform == .identity)
  }

  @Test("convert(_:to:) and convert(_:from:) go through position, bounds and transforms")
  func conversion() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    root.addSubview(card)
    let badge = CALayer()
    badge.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
    card.layer.addSublayer(badge)
    let dot = CALayer()
    dot.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    dot.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    badge.addSublayer(dot)
    // (5, 5) in the badge is 30 + 5, 40 + 5 in the card, 10 + 35, 20 + 45 in the root.
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: root.layer) == CGPoint(x: 45, y: 65))
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 45, y: 65))
    #expect(root.layer.convert(CGPoint(x: 45, y: 65), to: badge) == CGPoint(x: 5, y: 5))
    #expect(badge.convert(CGPoint(x: 45, y: 65), from: root.layer) == CGPoint(x: 5, y: 5))
    // The dot is scaled 2× about its centre (10, 10) in the badge: its (0, 0) is at
    // 10 − 2·5 = 0 in the badge, its (10, 10) at 20.
    #expect(
      dot.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: badge)
        == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(
      card.layer.convert(CGRect(x: 0, y: 0, width: 20, height: 20), from: dot)
        == CGRect(x: 30, y: 40, width: 40, height: 40))
    // Layers in different trees: the point comes back unchanged.
    #expect(badge.convert(CGPoint(x: 1, y: 2), to: CALayer()) == CGPoint(x: 1, y: 2))
  }

  @Test("CATransform3D: Core Animation's row-vector layout, affine part, concatenation")
  func transform3D() {
    let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 2)
    #expect(CATransform3DGetAffineTransform(turn) == CGAffineTransform(rotationAngle: .pi / 3))
    #expect(CATransform3DIsAffine(turn))
    let tilt = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    // About x a quarter turn sends y to z: m22 = cos = 0 (to rounding), m23 = sin = 1.
    #expect(abs(tilt.m22) < 1e-15 && tilt.m23 == 1 && tilt.m32 == -1)
    #expect(!CATransform3DIsAffine(tilt))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    let moved = CATransform3DConcat(
      CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 3, 1))
    // Translate first, then scale: the translation doubles.
    #expect(moved.m41 == 20 && moved.m11 == 2 && moved.m22 == 3 && moved.m44 == 1)
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    #expect(CATransform3D().m11 == 0 && CATransform3DIsIdentity(CATransform3DIdentity))
  }
}
