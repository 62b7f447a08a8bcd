import Foundation

// What `print` and string interpolation show for Core Graphics geometry, as on iOS: Apple's
// CoreGraphics overlay makes the types `CustomDebugStringConvertible` with a parenthesised
// list of the fields (`print(CGPoint(x: 1, y: 2))` shows `(1.0, 2.0)`). Foundation on Linux
// declares the types without it, so its reflection would print `CGPoint(x: 1.0, y: 2.0)`.

extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// `(x, y)`, as on iOS: `(1.0, 2.0)`.
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// `(width, height)`, as on iOS: `(3.0, 4.0)`.
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// `(x, y, width, height)` of the origin and size, as on iOS: `(0.0, 0.0, 5.0, 6.0)`.
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
