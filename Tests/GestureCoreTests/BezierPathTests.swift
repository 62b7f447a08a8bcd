import Foundation
import Testing

@testable import GestureCore

private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("UIBezierPath: UIKit's shapes, arcs in y-down space, attributes")
struct BezierPathTests {
  @Test("Arc from 0 to π/2 clockwise: from right of the centre to below it, one quarter")
  func clockwiseArc() {
    let arc = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(arc.elements.count == 2)
    #expect(arc.elements.first == .moveTo(CGPoint(x: 60, y: 50)))
    #expect(near(arc.currentPoint, CGPoint(x: 50, y: 60)))
    // Counter-clockwise on screen: the long way, through the top (50, 40) first.
    let long = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    #expect(long.elements.count == 4)
    guard case .curveTo(let first, _, _) = long.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(near(first, CGPoint(x: 50, y: 40)))
    // addArc continues from the current point with a line.
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.elements[1] == .lineTo(CGPoint(x: 60, y: 50)))
  }

  @Test("init(rect:) and init(ovalIn:) are clockwise closed subpaths with the rect as bounds")
  func rectAndOval() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(UIBezierPath(rect: rect).cgPath == CGPath(rect: rect, transform: nil))
    #expect(UIBezierPath(rect: rect).bounds == rect)
    let oval = UIBezierPath(ovalIn: rect)
    #expect(oval.bounds == rect)
    #expect(oval.contains(CGPoint(x: 25, y: 40)))
    #expect(!oval.contains(CGPoint(x: 11, y: 21)))
  }

  @Test("Rounded rect: continuous corners from 1.52866483 r, bounds the rect, radius limited")
  func roundedRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let card = UIBezierPath(roundedRect: rect, cornerRadius: 12)
    #expect(card.bounds == rect)
    // move, then per corner a line and five pieces, then close.
    #expect(card.elements.count == 1 + 4 * 6 + 1)
    #expect(card.elements.first == .moveTo(CGPoint(x: 12 * 1.52866483, y: 0)))
    #expect(card.elements[1] == .lineTo(CGPoint(x: 100 - 12 * 1.52866483, y: 0)))
    // The corner ends 1.52866483 r down the right edge.
    guard case .curveTo(let end, _, _) = card.elements[6] else {
      Issue.record("not a curve: \(card.elements[6])")
      return
    }
    #expect(near(end, CGPoint(x: 100, y: 12 * 1.52866483), 1e-6))
    // A continuous corner leaves the edge earlier than a circular one: 9.6 pt from the
    // corner along the top edge (0.8 r) a circular 12 pt corner is 12 − √(12² − 2.4²) =
    // 0.242 pt below the edge, the continuous one 0.387 pt (its first curve at t ≈ 0.79).
    #expect(!card.contains(CGPoint(x: 100 - 9.6, y: 0.32)))
    #expect(card.contains(CGPoint(x: 100 - 9.6, y: 0.45)))
    #expect(!card.contains(CGPoint(x: 9.6, y: 0.32)))
    #expect(card.contains(CGPoint(x: 9.6, y: 0.45)))
    // A radius over min(w, h)/2/1.52866483 is limited: the corners meet mid-side.
    let pill = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 30)
    guard case .moveTo(let start) = pill.elements.first else {
      Issue.record("no move")
      return
    }
    #expect(abs(start.x - 20) < 1e-9 && start.y == 0)
    // Only the chosen corners are rounded.
    let top = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 10, height: 99))
    #expect(top.contains(CGPoint(x: 0.5, y: 59.5)))
    #expect(!top.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(UIRectCorner.allCorners.contains(.bottomRight))
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.bottomRight.rawValue == 8)
  }

  @Test("Attributes default as UIKit's; even-odd contains; apply, append, cgPath, reversing")
  func attributes() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(path.lineWidth == 1)
    #expect(path.lineCapStyle == .butt)
    #expect(path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10)
    #expect(!path.usesEvenOddFillRule)
    path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 50, y: 50)))
    path.apply(CGAffineTransform(translationX: 10, y: 0))
    #expect(path.bounds == CGRect(x: 10, y: 0, width: 100, height: 100))
    let copy = UIBezierPath(cgPath: path.cgPath)
    #expect(copy.cgPath == path.cgPath)
    path.removeAllPoints()
    #expect(path.isEmpty && path.bounds.isNull)
    #expect(!copy.isEmpty)
    let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    rect.lineWidth = 3
    let reversed = rect.reversing()
    #expect(
      reversed.elements == [
        .moveTo(CGPoint(x: 10, y: 60)), .lineTo(CGPoint(x: 40, y: 60)),
        .lineTo(CGPoint(x: 40, y: 20)), .lineTo(CGPoint(x: 10, y: 20)), .closeSubpath,
      ])
    #expect(reversed.lineWidth == 3)
    let curve = UIBezierPath()
    curve.move(to: .zero)
    curve.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 5))
    curve.addCurve(
      to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: 3),
      controlPoint2: CGPoint(x: 18, y: 3))
    #expect(
      curve.reversing().elements == [
        .moveTo(CGPoint(x: 20, y: 0)),
        .curveTo(
          CGPoint(x: 10, y: 0), control1: CGPoint(x: 18, y: 3), control2: CGPoint(x: 12, y: 3)),
        .quadCurveTo(.zero, control: CGPoint(x: 5, y: 5)),
      ])
  }
}
