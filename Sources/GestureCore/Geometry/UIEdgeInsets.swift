import Foundation

/// Distances inward from the edges of a rectangle, in points, UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets with the given distances, points.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets (`UIEdgeInsets.zero`).
  public static let zero = UIEdgeInsets()

  /// Edge-wise sum.
  package static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  /// `rect` shrunk by the insets (`rect.inset(by:)`).
  package func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + left, y: rect.minY + top, width: rect.width - left - right,
      height: rect.height - top - bottom)
  }

  /// `{top, left, bottom, right}`.
  public var description: String {
    "{\(format(Double(top))), \(format(Double(left))), \(format(Double(bottom))), "
      + "\(format(Double(right)))}"
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets` (`inset(by:)`, UIKit's `UIEdgeInsetsInsetRect`), points.
  public func inset(by insets: UIEdgeInsets) -> CGRect { insets.inset(self) }
}
