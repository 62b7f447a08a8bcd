import Foundation
import Testing

@testable import GestureCore

/// An action that records the keys it ran for.
private final class RecordingAction: CAAction {
  var runs: [String] = []
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    runs.append(event)
  }
}

/// A delegate that answers `NSNull()` for `opacity` and nothing else.
@MainActor
private final class NoFadeDelegate: CALayerDelegate {
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    event == "opacity" ? NSNull() : nil
  }
}

@Suite("Layer actions: actions, NSNull, action(forKey:), the delegate's action(for:forKey:)")
@MainActor
struct LayerActionTests {
  /// A window whose root view holds `layer`, drawn once (so it is on screen).
  private func onScreen(_ layer: CALayer) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let root = UIView(frame: window.bounds)
    layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    layer.backgroundColor = UIColor.red.cgColor
    root.layer.addSublayer(layer)
    window.addSubview(root)
    _ = DisplayListBuilder.items(for: window)
    return window
  }

  @Test("NSNull in actions turns the implicit animation of that key off, and only that one")
  func nullAction() {
    let layer = CALayer()
    let window = onScreen(layer)
    layer.actions = ["position": NSNull()]
    #expect(layer.action(forKey: "position") == nil)
    #expect(layer.action(forKey: "opacity") != nil)
    layer.position = CGPoint(x: 100, y: 100)
    #expect(!window.animator.hasRunningAnimations)
    layer.opacity = 0.5
    #expect(window.animator.hasRunningAnimations)
  }

  @Test("Another action in actions is run with its key instead of the animation")
  func customAction() {
    let layer = CALayer()
    let window = onScreen(layer)
    let action = RecordingAction()
    layer.actions = ["bounds": action]
    layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(action.runs == ["bounds"])
    #expect(!window.animator.hasRunningAnimations)
    #expect(layer.bounds.width == 50)
  }

  @Test("The delegate is asked first; its NSNull ends the search, its nil continues it")
  func delegateFirst() {
    let layer = CALayer()
    let window = onScreen(layer)
    let delegate = NoFadeDelegate()
    layer.delegate = delegate
    let action = RecordingAction()
    layer.actions = ["opacity": action, "position": action]
    layer.opacity = 0.3
    #expect(action.runs.isEmpty && !window.animator.hasRunningAnimations)
    layer.position = CGPoint(x: 50, y: 50)
    #expect(action.runs == ["position"])
    withExtendedLifetime(delegate) {}
  }

  @Test("Defaults: implicit keys have an action, others none; a view answers NSNull for its layer")
  func defaults() {
    #expect(CALayer.defaultAction(forKey: "position") != nil)
    #expect(CALayer.defaultAction(forKey: "opacity") != nil)
    #expect(CALayer.defaultAction(forKey: "backgroundColor") == nil)
    let view = UIView()
    #expect(view.action(for: view.layer, forKey: "position") is NSNull)
    #expect(view.layer.action(forKey: "position") == nil)
    #expect(CALayer().actions == nil)
  }

  @Test("Rasterization settings keep Core Animation's defaults and read back")
  func rasterization() {
    let layer = CALayer()
    #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
    #expect(!layer.allowsEdgeAntialiasing && !layer.drawsAsynchronously)
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    layer.allowsEdgeAntialiasing = true
    layer.drawsAsynchronously = true
    #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
    #expect(layer.allowsEdgeAntialiasing && layer.drawsAsynchronously)
  }
}
