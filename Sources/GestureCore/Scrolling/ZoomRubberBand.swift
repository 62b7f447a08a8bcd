import Foundation

/// The scale a scroll view shows while a pinch goes past its zoom limits, UIKit's zoom rubber
/// band (`_zoomRubberBandScaleForScale:` in the decompiled UIKitCore, reference
/// uikit-multitouch.md §8; Apple documents only that the scale goes "just past" a limit).
///
/// - `s > max` → `max·(2 − max/s)`, which approaches `2·max`: with a maximum of 3, a raw
///   scale of 6 shows `3·(2 − 3/6) = 4.5`.
/// - `s < min` → `min / (2 − s/min)`, which approaches `min/2`: with a minimum of 1, a raw
///   0.5 shows `1/1.5 ≈ 0.667`.
/// - Inside `[min, max]` the scale is shown as it is.
///
/// Scales are dimensionless factors; `min` must be positive and not above `max`.
enum ZoomRubberBand {
  /// The scale shown for the raw scale `scale` (zoom scale at the pinch's start × the pinch's
  /// scale).
  static func displayedScale(forRaw scale: CGFloat, minimum: CGFloat, maximum: CGFloat)
    -> CGFloat
  {
    if scale > maximum { return maximum * (2 - maximum / scale) }
    if scale < minimum { return minimum / (2 - scale / minimum) }
    return scale
  }

  /// The raw scale that shows `scale` (the inverse of `displayedScale`, UIKit's
  /// `_zoomScaleForRubberBandScale:`), for a pinch that starts while the view is stretched.
  /// A shown scale at or beyond the band's limits (`2·max`, `min/2`) maps to the largest or
  /// smallest finite raw scale.
  static func rawScale(forDisplayed scale: CGFloat, minimum: CGFloat, maximum: CGFloat)
    -> CGFloat
  {
    if scale > maximum {
      let denominator = 2 - scale / maximum
      return denominator > 0 ? maximum / denominator : .greatestFiniteMagnitude
    }
    if scale < minimum {
      guard scale > 0 else { return 0 }
      return max(0, minimum * (2 - minimum / scale))
    }
    return scale
  }
}
