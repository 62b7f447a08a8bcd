import Foundation
import Testing

@testable import GestureCore

/// A view whose layer is a gradient, as UIKit code declares one.
@MainActor
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
}

@Suite("CALayer shadows, masksToBounds and CAGradientLayer in the display list")
@MainActor
struct LayerLooksTests {
  private func items(_ views: [UIView]) -> [DisplayItem] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    for view in views { window.addSubview(view) }
    return DisplayListBuilder.items(for: window)
  }

  @Test("CALayer's shadow defaults are Core Animation's; clipsToBounds is masksToBounds")
  func defaults() {
    let view = UIView()
    #expect(view.layer.shadowOpacity == 0)
    #expect(view.layer.shadowRadius == 3)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(view.layer.shadowColor == .black)
    #expect(!view.layer.masksToBounds)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(!view.clipsToBounds)
    #expect(UILabel().layer.masksToBounds)
  }

  @Test("A shadow is drawn under the fill, with the opacity in its alpha; none when masking")
  func shadowItems() {
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .white
    card.layer.cornerRadius = 8
    card.layer.shadowOpacity = 0.25
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    let list = items([card])
    let shape = DisplayShape(
      id: "card", transform: CGAffineTransform(translationX: 10, y: 20),
      rect: CGRect(x: 0, y: 0, width: 50, height: 40), cornerRadius: 8)
    #expect(
      list == [
        .shadow(
          DisplayShadow(
            shape: shape, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.25),
            offset: CGSize(width: 0, height: 4), radius: 6)),
        .fill(shape, .white),
      ])
    card.clipsToBounds = true
    #expect(items([card]) == [.fill(shape, .white)])
    card.clipsToBounds = false
    card.layer.shadowColor = nil
    #expect(items([card]) == [.fill(shape, .white)])
  }

  @Test("Without a background or shadowPath the shadow is of the content drawn after it")
  func contentShadowItems() {
    let group = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 60))
    group.accessibilityIdentifier = "group"
    group.layer.shadowOpacity = 0.5
    group.layer.shadowRadius = 2
    group.layer.shadowOffset = CGSize(width: 3, height: 4)
    let square = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    square.accessibilityIdentifier = "square"
    square.backgroundColor = .blue
    group.addSubview(square)
    let groupShape = DisplayShape(
      id: "group", transform: CGAffineTransform(translationX: 10, y: 20),
      rect: CGRect(x: 0, y: 0, width: 80, height: 60))
    let squareFill = DisplayItem.fill(
      DisplayShape(
        id: "square", transform: CGAffineTransform(translationX: 15, y: 25),
        rect: CGRect(x: 0, y: 0, width: 20, height: 20)), UIColor.blue.cgColor)
    #expect(
      items([group]) == [
        .shadow(
          DisplayShadow(
            shape: groupShape, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5),
            offset: CGSize(width: 3, height: 4), radius: 2, content: [squareFill])),
        squareFill,
      ])
    // Nothing drawn, no shadow; a background makes it the bounds' shadow again.
    square.removeFromSuperview()
    #expect(items([group]).isEmpty)
    group.backgroundColor = .white
    #expect(
      items([group]) == [
        .shadow(
          DisplayShadow(
            shape: groupShape, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5),
            offset: CGSize(width: 3, height: 4), radius: 2)),
        .fill(groupShape, .white),
      ])
  }

  @Test("layerClass makes a CAGradientLayer, drawn with its stops in bounds coordinates")
  func gradientLayer() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.accessibilityIdentifier = "header"
    let gradient = try #require(view.layer as? CAGradientLayer)
    #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(gradient.type == .axial)
    #expect(items([view]).isEmpty)
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.white.cgColor, "not a colour"]
    let shape = DisplayShape(
      id: "header", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 50))
    let stops: [DisplayGradient.Stop] = [
      .init(location: 0, color: CGColor(red: 0, green: 122.0 / 255, blue: 1)),
      .init(location: 1, color: .white),
    ]
    #expect(
      items([view]) == [
        .gradient(
          DisplayGradient(
            shape: shape, stops: stops, start: CGPoint(x: 50, y: 0), end: CGPoint(x: 50, y: 50)))
      ])
    gradient.locations = [0.2, 0.6]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    guard case .gradient(let placed) = items([view]).first else {
      Issue.record("no gradient")
      return
    }
    #expect(placed.stops.map(\.location) == [0.2, 0.6])
    #expect(placed.start == CGPoint(x: 0, y: 25))
    #expect(UIView().layer is CAGradientLayer == false)
  }

  @Test("A layer's type reaches the display list: radial, conic, and axial for other names")
  func gradientKinds() throws {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let gradient = try #require(view.layer as? CAGradientLayer)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    func placed() -> DisplayGradient? {
      guard case .gradient(let placed) = items([view]).first else { return nil }
      return placed
    }
    #expect(placed()?.kind == .axial)
    gradient.type = .radial
    #expect(gradient.type.rawValue == "radial")
    // The ellipse's centre and its radii as points of the 100 × 50 bounds: 50 and 25.
    #expect(placed()?.kind == .radial)
    #expect(placed()?.start == CGPoint(x: 50, y: 25))
    #expect(placed()?.end == CGPoint(x: 100, y: 50))
    gradient.type = .conic
    #expect(gradient.type.rawValue == "conic")
    #expect(placed()?.kind == .conic)
    gradient.type = CAGradientLayerType(rawValue: "spiral")
    #expect(placed()?.kind == .axial)
  }
}
