import Foundation

/// A pan that starts at an edge of the screen, UIKit's `UIScreenEdgePanGestureRecognizer`
/// (docs/gestures-and-animations.md; reference uikit-multitouch.md §3).
///
/// Set ``edges`` before use (default none: it never begins). The finger must touch down within
/// ``edgeRegionSize`` (13 pt, UIKit's `_UISEGestureFeatureSettings.edgeRegionSize`) of an
/// enabled edge of its window; elsewhere the recognizer fails at once. It then begins as a pan
/// once the finger has travelled ``UIPanGestureRecognizer`` hysteresis of 15 pt (UIKit's
/// setting) across the edge's axis: horizontally for the left and right edges, vertically for
/// top and bottom. It "ignores any touches beyond the first touch" (Apple):
/// `maximumNumberOfTouches` is 1. Like UIKit's it delays the view's `touchesBegan`
/// (`delaysTouchesBegan` true). UIKit's feature tests (angle window, velocity) have constants
/// that are not visible and are not modelled.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from (`edges`, default none).
  public var edges: UIRectEdge = [] {
    didSet { updateAxes() }
  }
  /// How close to an edge the finger must touch down, points (UIKit's 13).
  package var edgeRegionSize: CGFloat = 13

  /// An edge pan with no edges yet (`init(target:action:)`, also reached by `init()`).
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    maximumNumberOfTouches = 1
    hysteresis = 15
    delaysTouchesBegan = true
    updateAxes()
  }

  /// "edge pan".
  package override var kindName: String { "edge pan" }

  /// Fails unless the first finger lands in the band of an enabled edge.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible, numberOfTouches == touches.count,
      let first = touches.min(by: { $0.identifier < $1.identifier }),
      let window = first.window
    {
      let p = first.location(in: nil)
      let b = window.bounds
      let band = edgeRegionSize
      let near =
        (edges.contains(.left) && p.x - b.minX <= band)
        || (edges.contains(.right) && b.maxX - p.x <= band)
        || (edges.contains(.top) && p.y - b.minY <= band)
        || (edges.contains(.bottom) && b.maxY - p.y <= band)
      if !near {
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  private func updateAxes() {
    countsHorizontalMovement = edges.contains(.left) || edges.contains(.right)
    countsVerticalMovement = edges.contains(.top) || edges.contains(.bottom)
  }
}
