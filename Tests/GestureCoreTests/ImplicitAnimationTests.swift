import Foundation
import Testing

@testable import GestureCore

/// `kCAMediaTimingFunctionDefault`'s progress at `t`, solved independently by bisection on
/// x(s) = t for the Bézier with control points (0.25, 0.1) and (0.25, 1).
private func defaultCurveByBisection(_ t: Double) -> Double {
  func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<200 {
    let s = (low + high) / 2
    if bezier(s, 0.25, 0.25) < t { low = s } else { high = s }
  }
  return bezier((low + high) / 2, 0.1, 1)
}

/// A window whose root view holds one layer of its own, drawn once (so it is on screen).
@MainActor
private struct LayerHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let dot = CALayer()

  init() {
    root.accessibilityIdentifier = "root"
    dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    dot.backgroundColor = UIColor.red.cgColor
    root.layer.addSublayer(dot)
    window.addSubview(root)
    _ = DisplayListBuilder.items(for: window)
  }

  func advance(to time: Double) { window.scheduler.advance(to: time) }

  /// The dot's group opacity as drawn now (1 when it is drawn without a group).
  var drawnOpacity: Double? {
    let items = DisplayListBuilder.items(for: window)
    for item in items {
      if case .beginGroup(let id, let opacity) = item, id == "root/layer[0]" { return opacity }
    }
    return items.isEmpty ? nil : 1
  }

  /// The dot's drawn transform's translation.
  var drawnOrigin: CGPoint? {
    for item in DisplayListBuilder.items(for: window) {
      if case .fill(let shape, _) = item {
        return CGPoint(x: shape.transform.tx, y: shape.transform.ty)
      }
    }
    return nil
  }

  /// Runs `body` with the scene's clock bound, as a simulation step does.
  func step(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) { body() }
  }
}

@Suite("Implicit animations of layers of their own; CATransaction")
@MainActor
struct ImplicitAnimationTests {
  @Test("A sublayer's opacity change animates over 0.25 s along kCAMediaTimingFunctionDefault")
  func opacity() {
    let h = LayerHarness()
    h.dot.opacity = 0.2
    // The model changes at once.
    #expect(h.dot.opacity == 0.2)
    #expect(h.window.animator.hasRunningAnimations)
    #expect(h.drawnOpacity == 1)
    h.advance(to: 0.125)
    // Half the duration: 1 + (0.2 − 1) · y(0.5), y(0.5) = 0.80240339 by bisection.
    let expected = 1 - 0.8 * defaultCurveByBisection(0.5)
    // `opacity` is a Float, as in Core Animation: 0.2 is stored as 0.200000003.
    #expect(abs(h.drawnOpacity! - expected) < 1e-6, "\(h.drawnOpacity!) vs \(expected)")
    #expect(abs(expected - 0.35807729) < 1e-6)
    h.advance(to: 0.25)
    #expect(abs(h.drawnOpacity! - 0.2) < 1e-6)
    #expect(!h.window.animator.hasRunningAnimations)
  }

  @Test("A position change moves the drawn layer along the same curve")
  func position() {
    let h = LayerHarness()
    #expect(h.drawnOrigin == CGPoint(x: 10, y: 10))
    h.dot.position = CGPoint(x: 120, y: 20)
    h.advance(to: 0.125)
    // The origin goes from x 10 to 110: 10 + 100 · y(0.5); y stays.
    let x = 10 + 100 * defaultCurveByBisection(0.5)
    #expect(abs(Double(h.drawnOrigin!.x) - x) < 1e-9 && h.drawnOrigin!.y == 10)
    h.advance(to: 0.3)
    #expect(h.drawnOrigin == CGPoint(x: 110, y: 10))
  }

  @Test("setDisableActions(true) inside begin/commit changes the layer at once")
  func disabledActions() {
    let h = LayerHarness()
    h.step {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      #expect(CATransaction.disableActions())
      h.dot.opacity = 0.2
      CATransaction.commit()
      #expect(!CATransaction.disableActions())
    }
    #expect(!h.window.animator.hasRunningAnimations)
    #expect(abs(h.drawnOpacity! - 0.2) < 1e-6)
  }

  @Test("setAnimationDuration and the completion block, after the animations or at once")
  func durationAndCompletion() {
    let h = LayerHarness()
    var completions: [Double] = []
    h.step {
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      #expect(CATransaction.animationDuration() == 1)
      CATransaction.setCompletionBlock { completions.append(h.window.scheduler.now) }
      h.dot.opacity = 0.2
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 0.25)
    }
    h.advance(to: 0.5)
    let expected = 1 - 0.8 * defaultCurveByBisection(0.5)
    #expect(abs(h.drawnOpacity! - expected) < 1e-6)
    #expect(completions.isEmpty)
    h.advance(to: 1)
    #expect(completions == [1])
    // No animation added: the block runs at the commit.
    h.step {
      CATransaction.begin()
      CATransaction.setCompletionBlock { completions.append(-1) }
      CATransaction.commit()
    }
    #expect(completions == [1, -1])
  }

  @Test("UIView.animate leaves sublayers to Core Animation's rules; a view's layer never animates")
  func insideViewAnimation() {
    let h = LayerHarness()
    UIView.animate(withDuration: 1) { h.dot.opacity = 0.2 }
    h.advance(to: 0.125)
    // 0.25 s along the default curve, not the block's 1 s ease-in-out.
    let expected = 1 - 0.8 * defaultCurveByBisection(0.5)
    #expect(abs(h.drawnOpacity! - expected) < 1e-6)
    h.root.layer.opacity = 0.5
    #expect(h.root.alpha == 0.5)
    #expect(h.window.animator.animatedProperties(of: h.root).isEmpty)
  }

  @Test("A layer added and set up before it is drawn appears as set up")
  func newLayer() {
    let h = LayerHarness()
    let fresh = CALayer()
    h.root.layer.addSublayer(fresh)
    fresh.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    fresh.opacity = 0.5
    #expect(!h.window.animator.hasRunningAnimations)
  }
}
