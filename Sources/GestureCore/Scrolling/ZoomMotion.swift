import Foundation

/// An animated change of a scroll view's zoom: the scale and the content offset move together
/// from their values at `start` to the targets along UIKit's default ease-in-out curve, as
/// UIKit animates the zoom view's transform and the offset in one `UIView.animate` block
/// (options `.beginFromCurrentState`; reference uikit-multitouch.md §8). Used by
/// `setZoomScale(_:animated:)`, `zoom(to:animated:)` and the bounce back after a pinch past a
/// limit. Scales are factors, offsets points, times seconds of simulated time.
struct ZoomMotion {
  var fromScale: CGFloat
  var toScale: CGFloat
  var fromOffset: CGPoint
  var toOffset: CGPoint
  /// When the animation started, seconds.
  var start: Double
  /// How long it lasts, seconds (``duration(from:to:)``).
  var duration: Double
  /// Whether this is the bounce back after a pinch past a limit (`isZoomBouncing`).
  var isBounce: Bool

  /// UIKit's duration of an animated zoom from scale `s0` to `s1`:
  /// `min(0.1 + 0.3·|ln s1 − ln s0|, 0.4)` seconds (decompiled UIKitCore, reference §8).
  /// Zooming from 1 to 2 takes `0.1 + 0.3·ln 2 ≈ 0.308` s; a change of more than e (ln > 1)
  /// takes the 0.4 s cap. Non-positive scales take the cap.
  static func duration(from s0: CGFloat, to s1: CGFloat) -> Double {
    guard s0 > 0, s1 > 0 else { return 0.4 }
    return min(0.1 + 0.3 * abs(log(Double(s1)) - log(Double(s0))), 0.4)
  }

  /// The eased fraction of the animation at `time`, 0…1.
  func progress(at time: Double) -> CGFloat {
    guard duration > 0 else { return 1 }
    let fraction = (time - start) / duration
    if fraction >= 1 { return 1 }
    return CGFloat(TimingFunction.easeInOut.progress(at: max(0, fraction)))
  }

  /// The scale at eased fraction `p` (linear in the scale, as a transform animates).
  func scale(at p: CGFloat) -> CGFloat { fromScale + (toScale - fromScale) * p }

  /// The offset at eased fraction `p`.
  func offset(at p: CGFloat) -> CGPoint {
    CGPoint(
      x: fromOffset.x + (toOffset.x - fromOffset.x) * p,
      y: fromOffset.y + (toOffset.y - fromOffset.y) * p)
  }
}
