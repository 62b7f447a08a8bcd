import Foundation
import Testing

@testable import GestureCore

/// A view that counts its layout through its layer, as a view overriding
/// `layoutSublayers(of:)` to size a gradient sublayer does.
@MainActor
private final class SublayerSizingView: UIView {
  let gradient = CALayer()
  var calls: [String] = []
  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }
  required init?(coder: NSCoder) { fatalError() }
  override func layoutSublayers(of layer: CALayer) {
    calls.append("layoutSublayers")
    super.layoutSublayers(of: layer)
    gradient.frame = layer.bounds.insetBy(dx: 10, dy: 10)
  }
  override func layoutSubviews() {
    calls.append("layoutSubviews")
    super.layoutSubviews()
  }
}

/// A layer of its own that places its one sublayer in its right half.
@MainActor
private final class HalfLayer: CALayer {
  let half = CALayer()
  var layouts = 0
  required init() {
    super.init()
    addSublayer(half)
  }
  override func layoutSublayers() {
    layouts += 1
    half.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

@Suite("Layer layout: layoutSublayers(of:) on views and layoutSublayers() on layers")
@MainActor
struct LayerLayoutTests {
  @Test("A view's layout runs through layoutSublayers(of:), which runs layoutSubviews()")
  func viewLayoutThroughLayer() {
    let harness = LayoutHarness()
    let view = SublayerSizingView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    harness.root.addSubview(view)
    harness.window.layoutIfNeeded()
    #expect(view.calls == ["layoutSublayers", "layoutSubviews"])
    #expect(view.gradient.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
    view.frame.size = CGSize(width: 200, height: 60)
    harness.window.layoutIfNeeded()
    #expect(view.calls.count == 4)
    #expect(view.gradient.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
  }

  @Test("A layer of its own lays out after setNeedsLayout() and after its size changes")
  func standaloneLayer() {
    let harness = LayoutHarness()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    harness.root.addSubview(host)
    harness.window.layoutIfNeeded()
    let layer = HalfLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    host.layer.addSublayer(layer)
    #expect(layer.needsLayout())
    harness.window.layoutIfNeeded()
    #expect(layer.layouts == 1)
    #expect(layer.half.frame == CGRect(x: 40, y: 0, width: 40, height: 40))
    #expect(!layer.needsLayout())
    harness.window.layoutIfNeeded()
    #expect(layer.layouts == 1)
    layer.bounds.size = CGSize(width: 120, height: 40)
    harness.window.layoutIfNeeded()
    #expect(layer.layouts == 2)
    #expect(layer.half.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
    layer.position = CGPoint(x: 70, y: 30)
    harness.window.layoutIfNeeded()
    #expect(layer.layouts == 2)
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    #expect(layer.layouts == 3)
  }
}
