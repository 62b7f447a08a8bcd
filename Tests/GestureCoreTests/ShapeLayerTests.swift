import Foundation
import Testing

@testable import GestureCore

/// A view whose layer is a shape layer, as UIKit code declares one.
@MainActor
private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

@Suite("CAShapeLayer and shadowPath in the display list")
@MainActor
struct ShapeLayerTests {
  private func items(_ views: [UIView]) -> [DisplayItem] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    for view in views { window.addSubview(view) }
    return DisplayListBuilder.items(for: window)
  }

  private let triangle: CGPath = {
    let path = CGMutablePath()
    path.addLines(between: [
      CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10), CGPoint(x: 50, y: 90),
    ])
    path.closeSubpath()
    return path
  }()

  @Test("Core Animation's defaults and constant names")
  func defaults() throws {
    let view = ShapeView()
    let layer = try #require(view.layer as? CAShapeLayer)
    #expect(layer.path == nil)
    #expect(layer.fillColor == .black)
    #expect(layer.strokeColor == nil)
    #expect(layer.lineWidth == 1)
    #expect(layer.miterLimit == 10)
    #expect(layer.lineCap == .butt && layer.lineJoin == .miter && layer.fillRule == .nonZero)
    #expect(layer.strokeStart == 0 && layer.strokeEnd == 1)
    #expect(layer.lineDashPattern == nil && layer.lineDashPhase == 0)
    #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    #expect(CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
    #expect(CAShapeLayerLineCap.round.rawValue == "round")
    #expect(CAShapeLayerLineJoin.bevel.rawValue == "bevel")
    #expect(view.layer.shadowPath == nil)
    #expect(items([view]).isEmpty)
  }

  @Test("The path is drawn above the background and below the subviews, with its attributes")
  func order() {
    let view = ShapeView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
    view.accessibilityIdentifier = "badge"
    view.backgroundColor = .white
    view.shapeLayer.path = triangle
    view.shapeLayer.fillColor = UIColor.red.cgColor
    view.shapeLayer.strokeColor = UIColor.blue.cgColor
    view.shapeLayer.lineWidth = 4
    view.shapeLayer.lineCap = .round
    view.shapeLayer.lineJoin = .bevel
    view.shapeLayer.fillRule = .evenOdd
    view.shapeLayer.strokeEnd = 0.5
    view.shapeLayer.lineDashPattern = [4, 2]
    view.shapeLayer.lineDashPhase = 1
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.accessibilityIdentifier = "child"
    child.backgroundColor = .green
    view.addSubview(child)
    let transform = CGAffineTransform(translationX: 20, y: 30)
    let shape = DisplayShape(
      id: "badge", transform: transform, rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    let childShape = DisplayShape(
      id: "child", transform: transform, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let path = DisplayPath(
      id: "badge", transform: transform, elements: triangle.elements,
      fillColor: CGColor(red: 1, green: 0, blue: 0), fillRule: .evenOdd,
      strokeColor: CGColor(red: 0, green: 0, blue: 1), lineWidth: 4, lineCap: .round,
      lineJoin: .bevel, dashPattern: [4, 2], dashPhase: 1, strokeEnd: 0.5)
    #expect(
      items([view]) == [
        .fill(shape, .white), .path(path), .fill(childShape, CGColor(red: 0, green: 1, blue: 0)),
      ])
    // Nothing visible: no fill colour and no stroke colour, or a stroke 0 wide.
    view.shapeLayer.fillColor = nil
    view.shapeLayer.lineWidth = 0
    #expect(items([view]).count == 2)
    // A view that clips cuts its path to the bounds too (and its subviews, as before).
    view.shapeLayer.fillColor = UIColor.red.cgColor
    view.clipsToBounds = true
    let list = items([view])
    #expect(list.count == 7)
    #expect(list[1] == .pushClip(shape) && list[3] == .popClip)
  }

  @Test("shadowPath casts a shadow of the path without any background")
  func shadowPath() {
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    card.accessibilityIdentifier = "card"
    card.layer.shadowOpacity = 0.5
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    card.layer.shadowRadius = 10
    // Without a fill and without a path nothing casts a shadow.
    #expect(items([card]).isEmpty)
    let outline = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    card.layer.shadowPath = outline
    let shape = DisplayShape(
      id: "card", transform: CGAffineTransform(translationX: 10, y: 20),
      rect: CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(
      items([card]) == [
        .shadow(
          DisplayShadow(
            shape: shape, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5),
            offset: CGSize(width: 0, height: 8), radius: 10, path: outline.elements))
      ])
    card.layer.masksToBounds = true
    #expect(items([card]).isEmpty)
  }

  @Test("A shape layer without a background casts the shadow of its filled path")
  func shapeShadow() {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.accessibilityIdentifier = "tri"
    view.shapeLayer.path = triangle
    view.layer.shadowOpacity = 1
    guard case .shadow(let shadow) = items([view]).first else {
      Issue.record("no shadow: \(items([view]))")
      return
    }
    #expect(shadow.path == triangle.elements)
    view.backgroundColor = .white
    guard case .shadow(let boxed) = items([view]).first else {
      Issue.record("no shadow")
      return
    }
    #expect(boxed.path == nil)
  }
}
