import Foundation

/// The timing of an animated change of a scroll view's zoom (`setZoomScale(_:animated:)`,
/// `zoom(to:animated:)` and the bounce back after a pinch past a limit): one `UIView.animate`
/// block along UIKit's default ease-in-out curve with `.beginFromCurrentState`, as UIKit
/// animates the zoom view's transform and the offset together (reference uikit-multitouch.md
/// §8; `Scrolling/UIScrollView+Zooming.swift` runs it). Scales are factors, times seconds.
enum ZoomAnimation {
  /// UIKit's duration of an animated zoom from scale `s0` to `s1`:
  /// `min(0.1 + 0.3·|ln s1 − ln s0|, 0.4)` seconds (decompiled UIKitCore, reference §8).
  /// Zooming from 1 to 2 takes `0.1 + 0.3·ln 2 ≈ 0.308` s; a change of more than e (ln > 1)
  /// takes the 0.4 s cap. Non-positive scales take the cap.
  static func duration(from s0: CGFloat, to s1: CGFloat) -> Double {
    guard s0 > 0, s1 > 0 else { return 0.4 }
    return min(0.1 + 0.3 * abs(log(Double(s1)) - log(Double(s0))), 0.4)
  }
}
