import Foundation
import Testing

@testable import GestureCore

@Suite("maskedCorners and cornerCurve: Core Animation's names, defaults and outlines")
@MainActor
struct LayerCornerTests {
  @Test("Defaults and raw values are QuartzCore's")
  func defaults() {
    let layer = CALayer()
    #expect(layer.maskedCorners.rawValue == 15)
    #expect(layer.cornerCurve == .circular && layer.cornerCurve.rawValue == "circular")
    #expect(CALayerCornerCurve.continuous.rawValue == "continuous")
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
    #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }

  @Test("The display list's shapes carry the layer's corners and curve")
  func shapes() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    card.backgroundColor = .red
    card.layer.cornerRadius = 8
    card.layer.maskedCorners = [.layerMinXMinYCorner]
    card.layer.cornerCurve = .continuous
    window.addSubview(card)
    guard case .fill(let shape, _) = DisplayListBuilder.items(for: window).first else {
      Issue.record("expected a fill")
      return
    }
    #expect(shape.maskedCorners == [.layerMinXMinYCorner] && shape.cornerCurve == .continuous)
    #expect(!shape.hasCircularCorners)
  }

  @Test("A circular outline with one rounded corner: lines, then one quarter-circle cubic")
  func circularOutline() {
    let shape = DisplayShape(
      id: "s", transform: .identity, rect: .zero, cornerRadius: 10,
      maskedCorners: [.layerMaxXMinYCorner])
    let k = 0.5522847498 * 10
    let elements = shape.outline(of: CGRect(x: 0, y: 0, width: 40, height: 30), radius: 10)
    let expected: [PathElement] = [
      .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 30, y: 0)),
      .curveTo(
        CGPoint(x: 40, y: 10), control1: CGPoint(x: 30 + k, y: 0),
        control2: CGPoint(x: 40, y: 10 - k)),
      .lineTo(CGPoint(x: 40, y: 30)), .lineTo(CGPoint(x: 0, y: 30)), .lineTo(CGPoint(x: 0, y: 0)),
      .closeSubpath,
    ]
    func points(_ element: PathElement) -> [CGPoint] {
      switch element {
      case .moveTo(let p), .lineTo(let p): return [p]
      case .quadCurveTo(let p, let c): return [p, c]
      case .curveTo(let p, let c1, let c2): return [p, c1, c2]
      case .closeSubpath: return []
      }
    }
    #expect(elements.count == expected.count)
    for (got, want) in zip(elements, expected) {
      let (a, b) = (points(got), points(want))
      #expect(a.count == b.count, "\(got) vs \(want)")
      for (p, q) in zip(a, b) {
        #expect(abs(p.x - q.x) < 1e-12 && abs(p.y - q.y) < 1e-12, "\(got) vs \(want)")
      }
    }
  }
}
