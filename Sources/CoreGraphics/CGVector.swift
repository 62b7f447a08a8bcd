import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`): a velocity, a direction, a force, in
/// points (or points per second) along x and y.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x component (`dx`).
  public var dx: CGFloat
  /// The y component (`dy`).
  public var dy: CGFloat

  /// The zero vector (`init()`).
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector of components `dx` and `dy` (`init(dx:dy:)`).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector of `Double` components.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector of `Int` components.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The zero vector (`zero`).
  public static let zero = CGVector()

  /// `(dx, dy)`, as Core Graphics describes it.
  public var description: String { "(\(dx), \(dy))" }
}
