import Foundation

/// A backdrop blur (a `UIVisualEffectView` with a `UIBlurEffect`): what is already drawn under
/// ``shape`` blurred with a Gaussian of standard deviation ``radius`` points, then ``tint``
/// filled over it.
public struct DisplayBackdrop: Sendable, Equatable {
  /// Where the blur shows (the effect view's rounded bounds).
  public var shape: DisplayShape
  /// The blur's standard deviation, points.
  public var radius: Double
  /// The colour laid over the blur (the style's tint).
  public var tint: CGColor

  /// Creates a backdrop; see the properties for units.
  public init(shape: DisplayShape, radius: Double, tint: CGColor) {
    self.shape = shape
    self.radius = radius
    self.tint = tint
  }
}
