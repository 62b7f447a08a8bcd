import Foundation

extension UIView {
  /// How a view fits its content into its bounds, UIKit's `UIView.ContentMode`, with UIKit's
  /// raw values.
  ///
  /// Image views draw their image by every mode, and a view that draws (`draw(_:)`) shows its
  /// last drawing by it when its bounds change size: the scaling ones scale the content, the
  /// positional ones draw it at its own size against an edge or corner (Apple's case
  /// descriptions), and `redraw` stretches it like `scaleToFill` until it is redrawn (UIKit
  /// maps `redraw` to the layer's resize gravity and to `needsDisplayOnBoundsChange`).
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

extension UIView.ContentMode {
  /// Where content of `size` points is drawn in `bounds` by this mode, points; `nil` for an
  /// empty size.
  func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect? {
    guard size.width > 0, size.height > 0 else { return nil }
    var drawn = size
    switch self {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / size.width
      let sy = bounds.height / size.height
      let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      drawn = CGSize(width: size.width * s, height: size.height * s)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      break
    }
    var x = bounds.midX - drawn.width / 2
    var y = bounds.midY - drawn.height / 2
    switch self {
    case .left, .topLeft, .bottomLeft: x = bounds.minX
    case .right, .topRight, .bottomRight: x = bounds.maxX - drawn.width
    default: break
    }
    switch self {
    case .top, .topLeft, .topRight: y = bounds.minY
    case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - drawn.height
    default: break
    }
    return CGRect(x: x, y: y, width: drawn.width, height: drawn.height)
  }
}
