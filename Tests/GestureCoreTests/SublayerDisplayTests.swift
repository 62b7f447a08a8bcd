import Foundation
import Testing

@testable import GestureCore

@Suite("Sublayers in the display list: one walk for views' layers and layers of their own")
@MainActor
struct SublayerDisplayTests {
  @Test("A gradient inserted at 0 comes before the label's text, with an id from its view's")
  func gradientBelowLabel() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let header = UIView(frame: CGRect(x: 0, y: 10, width: 200, height: 100))
    header.accessibilityIdentifier = "header"
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
    label.text = "Hi"
    header.addSubview(label)
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.frame = header.bounds
    header.layer.insertSublayer(gradient, at: 0)
    window.addSubview(header)
    let all = DisplayListBuilder.items(for: window)
    // A label clips its text to its bounds (it masks to its bounds, as UIKit's labels do).
    guard all.count == 4, case .pushClip = all[1], case .popClip = all[3] else {
      Issue.record("expected a gradient, then the label's clipped text: \(all)")
      return
    }
    let items = [all[0], all[2]]
    guard case .gradient(let drawn) = items.first, case .text(let text) = items.last else {
      Issue.record("expected a gradient, then text: \(items)")
      return
    }
    #expect(drawn.shape.id == "header/layer[0]")
    #expect(drawn.shape.transform == CGAffineTransform(translationX: 0, y: 10))
    #expect(drawn.shape.rect == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(drawn.start == CGPoint(x: 100, y: 0) && drawn.end == CGPoint(x: 100, y: 100))
    #expect(drawn.stops.map(\.color) == [UIColor.red.cgColor, UIColor.blue.cgColor])
    // The label is still subview 0: a layer of its own does not shift the views' ids.
    #expect(text.id == "header.0")
  }

  @Test("A layer of its own draws its looks in the views' order; hidden and clear draw nothing")
  func layerLooks() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.accessibilityIdentifier = "card"
    card.layer.cornerRadius = 12
    card.clipsToBounds = true
    let ring = CALayer()
    ring.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    ring.backgroundColor = UIColor.green.cgColor
    ring.borderWidth = 2
    ring.borderColor = UIColor.black.cgColor
    ring.cornerRadius = 20
    ring.opacity = 0.5
    card.layer.addSublayer(ring)
    let hidden = CALayer()
    hidden.frame = card.bounds
    hidden.backgroundColor = UIColor.red.cgColor
    hidden.isHidden = true
    card.layer.addSublayer(hidden)
    let clear = CALayer()
    clear.backgroundColor = UIColor.red.cgColor
    clear.opacity = 0
    card.layer.addSublayer(clear)
    window.addSubview(card)
    let cardShape = DisplayShape(
      id: "card", transform: CGAffineTransform(translationX: 20, y: 20),
      rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 12)
    let ringShape = DisplayShape(
      id: "card/layer[0]", transform: CGAffineTransform(translationX: 30, y: 30),
      rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 20)
    #expect(
      DisplayListBuilder.items(for: window) == [
        .pushClip(cardShape),
        .beginGroup(id: "card/layer[0]", opacity: 0.5),
        .fill(ringShape, UIColor.green.cgColor),
        .border(ringShape, width: 2, color: UIColor.black.cgColor),
        .endGroup,
        .popClip,
      ])
  }
}

@Suite("zPosition orders siblings when drawn; hit-testing keeps the subviews' order")
@MainActor
struct LayerZPositionTests {
  @Test("A sublayer of higher zPosition is drawn after its later siblings; ties keep order")
  func zOrder() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let root = UIView(frame: window.bounds)
    root.accessibilityIdentifier = "root"
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    front.backgroundColor = .red
    front.layer.zPosition = 1
    let back = CALayer()
    back.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    back.backgroundColor = UIColor.blue.cgColor
    let tie = CALayer()
    tie.frame = back.frame
    tie.backgroundColor = UIColor.green.cgColor
    root.addSubview(front)
    root.layer.addSublayer(back)
    root.layer.addSublayer(tie)
    window.addSubview(root)
    let fills = DisplayListBuilder.items(for: window).compactMap { item -> String? in
      guard case .fill(let shape, _) = item else { return nil }
      return shape.id
    }
    #expect(fills == ["root/layer[1]", "root/layer[2]", "root.0"])
    // Touches still go by `subviews`: the red view is hit where it is.
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
  }
}
