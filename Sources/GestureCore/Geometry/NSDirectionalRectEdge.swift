/// Edges of a rectangle named by reading direction, UIKit's `NSDirectionalRectEdge` (raw values
/// as the SDK's: top 1, leading 2, bottom 4, trailing 8). In a left-to-right layout leading is
/// the left edge.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The bit mask.
  public let rawValue: UInt
  /// An edge set from UIKit's bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (the left one in a left-to-right layout).
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (the right one in a left-to-right layout).
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
