import Foundation
import Testing

@testable import GestureCore

/// Whether two points agree within `tolerance` points.
private func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("CGPath and CGMutablePath: elements, bounds, contains, copies")
struct CGPathTests {
  @Test("addRect: the origin, then (maxX, minY), (maxX, maxY), (minX, maxY), closed")
  func rect() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.elements == [
        .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)),
        .lineTo(CGPoint(x: 40, y: 60)), .lineTo(CGPoint(x: 10, y: 60)), .closeSubpath,
      ])
    #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 30, height: 40))
    // After closeSubpath the current point is the subpath's start.
    #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    #expect(!path.isEmpty)
    #expect(CGMutablePath().isEmpty)
    #expect(CGMutablePath().boundingBox.isNull)
    #expect(CGMutablePath().currentPoint == .zero)
    #expect(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil) == path)
    var double = CGAffineTransform(scaleX: 2, y: 2)
    let scaled = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: &double)
    #expect(scaled.boundingBox == CGRect(x: 20, y: 40, width: 60, height: 80))
  }

  @Test("A line or curve without a current point is ignored, as Core Graphics does")
  func noCurrentPoint() {
    let path = CGMutablePath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addCurve(to: .zero, control1: .zero, control2: .zero)
    path.closeSubpath()
    #expect(path.isEmpty)
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    #expect(path.elements.count == 3)
    #expect(path.currentPoint == CGPoint(x: 10, y: 10))
  }

  @Test("boundingBox holds the control points; boundingBoxOfPath only the curve")
  func bounds() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    // The curve's lowest point is at t = ½: y = 2 · ½ · ½ · 100 = 50.
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    let tight = path.boundingBoxOfPath
    #expect(abs(tight.height - 50) < 1e-9 && tight.width == 100 && tight.minY == 0)
  }

  @Test("addArc: clockwise is Core Graphics' (decreasing angles); 0 → π/2 not clockwise")
  func arc() throws {
    let path = CGMutablePath()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    // Increasing angles: from (60, 50) to (50, 60), one quarter, controls 4/3·tan(π/8)·10 =
    // 5.5228 pt along the tangents.
    #expect(path.elements.count == 2)
    #expect(path.elements[0] == .moveTo(CGPoint(x: 60, y: 50)))
    guard case .curveTo(let end, let c1, let c2) = path.elements[1] else {
      Issue.record("not a curve: \(path.elements)")
      return
    }
    let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
    #expect(abs(k - 5.522847498) < 1e-8)
    #expect(near(end, CGPoint(x: 50, y: 60)))
    #expect(near(c1, CGPoint(x: 60, y: 50 + k)))
    #expect(near(c2, CGPoint(x: 50 + k, y: 60)))
    // The other way round: three quarters through decreasing angles, by (50, 40).
    let other = CGMutablePath()
    other.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(other.elements.count == 4)
    guard case .curveTo(let first, _, _) = other.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(near(first, CGPoint(x: 50, y: 40)))
    #expect(near(other.currentPoint, CGPoint(x: 50, y: 60)))
    // A full turn one way draws the circle; the same angles the other way draw nothing more
    // than the start point.
    let full = CGMutablePath()
    full.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(full.elements.count == 5)
    let none = CGMutablePath()
    none.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(none.elements == [.moveTo(CGPoint(x: 1, y: 0))])
  }

  @Test("addEllipse: from (maxX, midY) through (midX, maxY), four curves, closed")
  func ellipse() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
    #expect(path.elements.count == 6)
    #expect(path.elements.first == .moveTo(CGPoint(x: 100, y: 25)))
    guard case .curveTo(let end, let c1, _) = path.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(end == CGPoint(x: 50, y: 50))
    let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3
    let control = CGPoint(x: 100, y: 25 + 25 * kappa)
    #expect(near(c1, control))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("addRoundedRect: quarter ellipses, bounds the rect, corners clamped to half a side")
  func roundedRect() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 20, transform: nil)
    #expect(path.boundingBox == rect)
    #expect(path.elements.first == .moveTo(CGPoint(x: 10, y: 0)))
    #expect(path.elements[1] == .lineTo(CGPoint(x: 90, y: 0)))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 50, y: 1)))
    let clamped = CGMutablePath()
    clamped.addRoundedRect(in: rect, cornerWidth: 80, cornerHeight: 80)
    #expect(clamped.elements.first == .moveTo(CGPoint(x: 50, y: 0)))
  }

  @Test("contains: nested squares wound the same way are a hole only for even-odd")
  func containsRules() {
    let path = CGMutablePath()
    path.addRects([
      CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 25, y: 25, width: 50, height: 50),
    ])
    #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
    #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 10, y: 10)))
    #expect(!path.contains(CGPoint(x: 150, y: 50)))
    // The transform moves the point before the test: (−90, 10) + 100 → (10, 10), inside;
    // (50, 10) → (150, 10), outside.
    let shift = CGAffineTransform(translationX: 100, y: 0)
    #expect(path.contains(CGPoint(x: -90, y: 10), transform: shift))
    #expect(!path.contains(CGPoint(x: 50, y: 10), transform: shift))
    // A circle of radius 50: a point 1 pt inside its top is in, a corner of its box is out.
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    #expect(circle.contains(CGPoint(x: 50, y: 1)))
    #expect(!circle.contains(CGPoint(x: 5, y: 5)))
    // An open subpath counts as closed: the triangle (0,0) (100,0) (0,100).
    let open = CGMutablePath()
    open.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
    #expect(open.contains(CGPoint(x: 20, y: 20)))
    #expect(!open.contains(CGPoint(x: 60, y: 60)))
  }

  @Test("Copies are independent; copy(using:) maps the points; addPath appends")
  func copies() throws {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    let frozen = try #require(path.copy())
    let mutable = try #require(path.mutableCopy())
    mutable.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
    #expect(frozen.elements.count == 5)
    #expect(mutable.elements.count == 10)
    #expect(path.elements.count == 5)
    var shift = CGAffineTransform(translationX: 5, y: 7)
    let moved = try #require(path.copy(using: &shift))
    #expect(moved.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
    path.addPath(frozen, transform: CGAffineTransform(translationX: 100, y: 0))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 110, height: 10))
  }
}

@Suite("Path lengths and trimming, as strokeStart and strokeEnd cut a stroke")
struct PathTrimTests {
  @Test("A 100 × 50 rectangle is 300 pt long; a quarter of it is the first 75 pt")
  func rectangle() {
    let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
    #expect(PathGeometry.length(rect.elements) == 300)
    #expect(
      PathGeometry.trimmed(rect.elements, from: 0, to: 0.25) == [
        .moveTo(.zero), .lineTo(CGPoint(x: 75, y: 0)),
      ])
    #expect(
      PathGeometry.trimmed(rect.elements, from: 0.25, to: 0.5) == [
        .moveTo(CGPoint(x: 75, y: 0)), .lineTo(CGPoint(x: 100, y: 0)),
        .lineTo(CGPoint(x: 100, y: 50)),
      ])
    #expect(PathGeometry.trimmed(rect.elements, from: 0, to: 1) == rect.elements)
    #expect(PathGeometry.trimmed(rect.elements, from: 0.6, to: 0.4).isEmpty)
  }

  @Test("A circle of radius 40 is 2π · 40 long; a quarter ends a quarter turn on")
  func circle() {
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    let length = PathGeometry.length(ring.elements)
    // The cubic approximation of a circle lies outside it, by at most 0.027 % of the radius,
    // so it is a little longer, by less than 0.027 %.
    #expect(length > 2 * .pi * 40 && length < 2 * .pi * 40 * 1.00027, "\(length)")
    let quarter = PathGeometry.trimmed(ring.elements, from: 0, to: 0.25)
    #expect(quarter.first == .moveTo(CGPoint(x: 50, y: 10)))
    #expect(near(CGPath(elements: quarter).currentPoint, CGPoint(x: 90, y: 50), 1e-6))
    // From a quarter to a half: from 3 o'clock to 6 o'clock.
    let second = PathGeometry.trimmed(ring.elements, from: 0.25, to: 0.5)
    guard case .moveTo(let from) = second.first else {
      Issue.record("no move: \(second)")
      return
    }
    #expect(near(from, CGPoint(x: 90, y: 50), 1e-6))
    #expect(near(CGPath(elements: second).currentPoint, CGPoint(x: 50, y: 90), 1e-6))
    // An eighth: the cut is inside the first curve, at 45°.
    let eighth = CGPath(elements: PathGeometry.trimmed(ring.elements, from: 0, to: 0.125))
    let diagonal = CGPoint(x: 50 + 40 * cos(Double.pi / 4), y: 50 - 40 * sin(Double.pi / 4))
    #expect(near(eighth.currentPoint, diagonal, 0.02), "\(eighth.currentPoint)")
  }
}
