import Foundation
import Testing

@testable import GestureCore

@Suite("CALayer's layer tree: sublayers interleaved with subviews' layers, ownership")
@MainActor
struct SublayerTreeTests {
  /// Whether `layers` are exactly `expected`, the same objects in the same order.
  private func same(_ layers: [CALayer]?, _ expected: [CALayer]) -> Bool {
    guard let layers, layers.count == expected.count else { return false }
    return zip(layers, expected).allSatisfy { $0 === $1 }
  }

  @Test("addSubview appends the subview's layer: a sublayer added between two is drawn between")
  func interleavedAdds() {
    let view = UIView()
    let (a, b) = (UIView(), UIView())
    let sublayer = CALayer()
    #expect(view.layer.sublayers == nil)
    view.addSubview(a)
    view.layer.addSublayer(sublayer)
    view.addSubview(b)
    #expect(same(view.layer.sublayers, [a.layer, sublayer, b.layer]))
    #expect(view.subviews == [a, b])
    #expect(a.layer.superlayer === view.layer)
    #expect(sublayer.superlayer === view.layer)
  }

  @Test("Every hierarchy call keeps the layer order; insertSubview(_:at:) takes a layer index")
  func interleavedMoves() {
    let view = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    let (g, h) = (CALayer(), CALayer())
    view.addSubview(a)
    view.layer.addSublayer(g)
    view.addSubview(b)
    view.layer.insertSublayer(h, at: 0)
    #expect(same(view.layer.sublayers, [h, a.layer, g, b.layer]))
    // Index 1 of the sublayers: above h, below a.
    view.insertSubview(c, at: 1)
    #expect(same(view.layer.sublayers, [h, c.layer, a.layer, g, b.layer]))
    #expect(view.subviews == [c, a, b])
    // a leaves its place, then goes just above b's layer.
    view.insertSubview(a, aboveSubview: b)
    #expect(same(view.layer.sublayers, [h, c.layer, g, b.layer, a.layer]))
    view.insertSubview(a, belowSubview: c)
    #expect(same(view.layer.sublayers, [h, a.layer, c.layer, g, b.layer]))
    view.bringSubviewToFront(a)
    #expect(same(view.layer.sublayers, [h, c.layer, g, b.layer, a.layer]))
    view.sendSubviewToBack(b)
    #expect(same(view.layer.sublayers, [b.layer, h, c.layer, g, a.layer]))
    #expect(view.subviews == [b, c, a])
    // Subviews 0 (b) and 2 (a) trade layer slots; h, c and g stay.
    view.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(same(view.layer.sublayers, [a.layer, h, c.layer, g, b.layer]))
    #expect(view.subviews == [a, c, b])
    c.removeFromSuperview()
    #expect(same(view.layer.sublayers, [a.layer, h, g, b.layer]))
    #expect(c.layer.superlayer == nil)
    g.removeFromSuperlayer()
    #expect(same(view.layer.sublayers, [a.layer, h, b.layer]))
    #expect(g.superlayer == nil)
    view.layer.replaceSublayer(h, with: g)
    #expect(same(view.layer.sublayers, [a.layer, g, b.layer]))
    #expect(h.superlayer == nil)
    view.layer.insertSublayer(h, below: b.layer)
    view.layer.insertSublayer(c.layer, above: a.layer)
    #expect(same(view.layer.sublayers, [a.layer, c.layer, g, h, b.layer]))
    #expect(view.subviews == [a, c, b])
    #expect(c.superview === view)
    // A view's layer leaving its superlayer takes the view out of its superview.
    a.layer.removeFromSuperlayer()
    #expect(a.superview == nil)
    #expect(view.subviews == [c, b])
  }

  @Test("A layer below the subviews shifts insertSubview(_:at:), as devices report")
  func layerIndexShift() {
    // Stack Overflow 53624534: with a highlight layer at the back, moving subviews[2] to
    // index 1 put it at subviews[0].
    let view = UIView()
    let highlight = CALayer()
    let views = (0..<4).map { _ in UIView() }
    view.layer.addSublayer(highlight)
    for subview in views { view.addSubview(subview) }
    view.insertSubview(views[2], at: 1)
    #expect(view.subviews == [views[2], views[0], views[1], views[3]])
    #expect(same(view.layer.sublayers, [highlight] + [2, 0, 1, 3].map { views[$0].layer }))
  }

  @Test("Edge cases: cycles, unknown siblings, indices past the end, setting sublayers")
  func edgeCases() {
    let (parent, child, other) = (CALayer(), CALayer(), CALayer())
    parent.addSublayer(child)
    child.addSublayer(parent)
    #expect(parent.superlayer == nil)
    parent.addSublayer(parent)
    #expect(same(parent.sublayers, [child]))
    parent.insertSublayer(other, at: 99)
    #expect(same(parent.sublayers, [child, other]))
    // A sibling that is not a sublayer (Core Animation raises) puts the layer on top.
    parent.insertSublayer(other, below: CALayer())
    #expect(same(parent.sublayers, [child, other]))
    parent.insertSublayer(other, below: child)
    #expect(same(parent.sublayers, [other, child]))
    parent.sublayers = [child]
    #expect(same(parent.sublayers, [child]))
    #expect(other.superlayer == nil)
    parent.sublayers = nil
    #expect(parent.sublayers == nil)
    #expect(child.superlayer == nil)
    // A view's layer cannot go into a layer of its own.
    let view = UIView()
    parent.addSublayer(view.layer)
    #expect(view.layer.superlayer == nil)
  }

  @Test("A superlayer owns its sublayers; superlayer is weak")
  func ownership() {
    let parent = UIView()
    weak var weakLayer: CALayer?
    do {
      let layer = CAGradientLayer()
      weakLayer = layer
      parent.layer.insertSublayer(layer, at: 0)
    }
    #expect(weakLayer != nil)
    weakLayer?.removeFromSuperlayer()
    #expect(weakLayer == nil)
    let child = CALayer()
    do {
      let owner = CALayer()
      owner.addSublayer(child)
      #expect(child.superlayer === owner)
    }
    #expect(child.superlayer == nil)
  }
}
