import Foundation

/// An offset, points (`UIOffset`): how far to move something horizontally and vertically from
/// where it would be.
public struct UIOffset: Equatable, Hashable, Sendable {
  /// Points along x, positive to the right (`horizontal`).
  public var horizontal: CGFloat
  /// Points along y, positive downwards (`vertical`).
  public var vertical: CGFloat

  /// An offset of `horizontal` and `vertical` points (`init(horizontal:vertical:)`).
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset (`init()`).
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// No offset (`UIOffset.zero`).
  public static let zero = UIOffset()
}
