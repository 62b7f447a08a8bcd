import Foundation

/// Distances inward from the edges of a rectangle that follow the layout direction, in points,
/// UIKit's `NSDirectionalEdgeInsets`: `leading` is the left inset and `trailing` the right one
/// in left-to-right layout, the other way round in right-to-left layout.
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

  /// The same insets for layout in either direction: leading is the right inset when
  /// `rightToLeft`.
  package init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }

  /// The left-to-right `UIEdgeInsets` of these insets.
  package var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The `UIEdgeInsets` of these insets in a layout of direction `rightToLeft`: leading is the
  /// right inset when it is true.
  package func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
    rightToLeft
      ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading) : edgeInsets
  }

  /// `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(format(Double(top))), \(format(Double(leading))), \(format(Double(bottom))), "
      + "\(format(Double(trailing)))}"
  }
}
