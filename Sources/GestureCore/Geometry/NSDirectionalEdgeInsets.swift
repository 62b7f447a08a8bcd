import Foundation

/// Distances inward from the edges of a rectangle that follow the layout direction, in points,
/// UIKit's `NSDirectionalEdgeInsets`. Text is laid out left to right here, so `leading` is the
/// left inset and `trailing` the right one.
///
/// Apple: https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// From the top edge.
  public var top: CGFloat
  /// From the leading (left) edge.
  public var leading: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the trailing (right) edge.
  public var trailing: CGFloat

  /// Insets with the given distances, points.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets (`NSDirectionalEdgeInsets.zero`).
  public static let zero = NSDirectionalEdgeInsets()

  /// The same insets for left-to-right layout: leading is left, trailing is right.
  package init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// The left-to-right `UIEdgeInsets` of these insets.
  package var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(format(Double(top))), \(format(Double(leading))), \(format(Double(bottom))), "
      + "\(format(Double(trailing)))}"
  }
}
