import Foundation

extension UIView {
  /// How a view fits its content into its bounds, UIKit's `UIView.ContentMode`, with UIKit's
  /// raw values.
  ///
  /// Image views draw every mode: the scaling ones scale the image, the positional ones draw it
  /// at its own size against an edge or corner (Apple's case descriptions), and `redraw`
  /// stretches it like `scaleToFill` (UIKit maps `redraw` to the layer's resize gravity).
  /// Other views ignore the mode, as they draw no content that could be scaled.
  public enum ContentMode: Int, Sendable, CaseIterable {
    /// Stretched to fill the bounds, aspect ratio ignored (the default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, aspect ratio kept, centred.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, aspect ratio kept, centred; overflows unless the view clips.
    case scaleAspectFill = 2
    /// Redrawn when the bounds change; an image is stretched as by `scaleToFill`.
    case redraw = 3
    /// Unscaled, centred.
    case center = 4
    /// Unscaled, centred horizontally against the top edge.
    case top = 5
    /// Unscaled, centred horizontally against the bottom edge.
    case bottom = 6
    /// Unscaled, centred vertically against the left edge.
    case left = 7
    /// Unscaled, centred vertically against the right edge.
    case right = 8
    /// Unscaled, in the top-left corner.
    case topLeft = 9
    /// Unscaled, in the top-right corner.
    case topRight = 10
    /// Unscaled, in the bottom-left corner.
    case bottomLeft = 11
    /// Unscaled, in the bottom-right corner.
    case bottomRight = 12
  }
}
