/// Edges of a rectangle, UIKit's `UIRectEdge` (raw values as UIKit's: top 1, left 2, bottom 4,
/// right 8).
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The bit mask.
  public let rawValue: UInt
  /// An edge set from UIKit's bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
