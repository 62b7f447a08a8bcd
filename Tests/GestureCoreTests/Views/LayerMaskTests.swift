import Foundation
import Testing

@testable import GestureCore

@Suite("A layer's mask in the display list: a masked group around everything the layer draws")
@MainActor
struct LayerMaskTests {
  /// A window of 200 × 200 pt holding a 100 × 100 pt red card at (20, 20) named "card".
  private func scene() -> (UIWindow, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .red
    window.addSubview(card)
    return (window, card)
  }

  @Test("A mask layer's items ride on pushMask, placed in the masked layer's bounds space")
  func maskLayerItems() {
    let (window, card) = scene()
    let mask = CALayer()
    mask.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
    mask.backgroundColor = UIColor.black.cgColor
    card.layer.mask = mask
    #expect(mask.superlayer == nil && mask.maskOwner === card.layer)
    let items = DisplayListBuilder.items(for: window)
    #expect(items.count == 3, "\(items)")
    guard case .pushMask(let id, let maskItems) = items.first, case .fill = items[1],
      case .popMask = items.last
    else {
      Issue.record("expected pushMask, fill, popMask: \(items)")
      return
    }
    #expect(id == "card")
    guard case .fill(let shape, let color) = maskItems.first, maskItems.count == 1 else {
      Issue.record("expected the mask's fill: \(maskItems)")
      return
    }
    #expect(shape.id == "card/mask" && color == UIColor.black.cgColor)
    // The mask's frame origin (50, 0) in the card, the card at (20, 20) in the window.
    #expect(shape.transform == CGAffineTransform(translationX: 70, y: 20))
    #expect(shape.rect == CGRect(x: 0, y: 0, width: 50, height: 100))
  }

  @Test("The masked group sits inside the opacity group and around the border")
  func nesting() {
    let (window, card) = scene()
    card.alpha = 0.5
    card.layer.borderWidth = 2
    let mask = CALayer()
    mask.frame = card.bounds
    mask.backgroundColor = UIColor.black.cgColor
    card.layer.mask = mask
    let items = DisplayListBuilder.items(for: window)
    let kinds = items.map { item -> String in
      switch item {
      case .beginGroup: return "beginGroup"
      case .endGroup: return "endGroup"
      case .pushMask: return "pushMask"
      case .popMask: return "popMask"
      case .fill: return "fill"
      case .border: return "border"
      default: return "other"
      }
    }
    #expect(kinds == ["beginGroup", "pushMask", "fill", "border", "popMask", "endGroup"])
  }

  @Test("Changing the mask after a frame redraws the masked view (its kept capture is dropped)")
  func changeAfterCapture() {
    let (window, card) = scene()
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    mask.backgroundColor = UIColor.black.cgColor
    card.layer.mask = mask
    _ = DisplayListBuilder.items(for: window)
    #expect(card.capturedSubtree != nil)
    mask.backgroundColor = UIColor.white.cgColor
    #expect(card.capturedSubtree == nil)
    let items = DisplayListBuilder.items(for: window)
    guard case .pushMask(_, let maskItems) = items.first,
      case .fill(_, let color) = maskItems.first
    else {
      Issue.record("expected the mask's fill: \(items)")
      return
    }
    #expect(color == UIColor.white.cgColor)
  }

  @Test("UIView.mask: the mask view's layer is the layer's mask, drawn with its subviews")
  func maskView() {
    let (window, card) = scene()
    let maskView = UIView(frame: card.bounds)
    let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    dot.backgroundColor = .black
    maskView.addSubview(dot)
    card.mask = maskView
    #expect(card.mask === maskView && card.layer.mask === maskView.layer)
    #expect(maskView.superview == nil && !card.subviews.contains(maskView))
    let items = DisplayListBuilder.items(for: window)
    guard case .pushMask(_, let maskItems) = items.first,
      case .fill(let shape, _) = maskItems.first
    else {
      Issue.record("expected the dot's fill in the mask: \(items)")
      return
    }
    #expect(shape.id == "card/mask.0")
    #expect(shape.transform == CGAffineTransform(translationX: 30, y: 30))
    // Moving a subview of the mask view redraws the card.
    _ = DisplayListBuilder.items(for: window)
    dot.frame.origin.x = 50
    #expect(card.capturedSubtree == nil)
    card.mask = nil
    #expect(card.layer.mask == nil)
    #expect(!DisplayListBuilder.items(for: window).contains { $0 == .popMask })
  }

  @Test("A layer is not its own mask; a mask moved to another layer leaves the first")
  func ownership() {
    let a = CALayer()
    let b = CALayer()
    a.mask = a
    #expect(a.mask == nil)
    let mask = CALayer()
    a.mask = mask
    b.mask = mask
    #expect(a.mask == nil && b.mask === mask && mask.maskOwner === b)
  }

  @Test("A mask the layer is drawn within is not set, with a located warning; nor is a cycle")
  func drawnWithin() {
    let (window, card) = scene()
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    card.addSubview(inner)
    // The parent's layer, the window's, a two-layer cycle: each would draw itself.
    inner.layer.mask = card.layer
    inner.layer.mask = window.layer
    let x = CALayer()
    let y = CALayer()
    x.mask = y
    card.layer.addSublayer(x)
    y.mask = x
    #expect(inner.layer.mask == nil && y.mask == nil && x.mask === y)
    let warnings = window.eventLog.pending.filter { $0.kind == "layer.maskIgnored" }
    #expect(warnings.count == 3)
    #expect(
      warnings.first?.detail
        == "mask CALayer is a layer it is drawn within: it would draw itself without end; the "
        + "mask is not set")
    // A view cannot go into its own mask view's subtree either.
    let maskView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    inner.mask = maskView
    maskView.addSubview(card)
    #expect(card.superview === window && maskView.subviews.isEmpty)
    // The frame draws, once, without end.
    #expect(DisplayListBuilder.capture(window).items.count > 0)
  }
}
