import Foundation

/// One scripted change of one finger: the simulation's input, made by a scenario's script.
public struct TouchInput: Sendable, Equatable {
  /// When the change happens, in seconds of simulated time.
  public var time: Double
  /// Which finger, from 0; a finger's inputs must go began, moved…, then ended or cancelled.
  public var touch: Int
  /// What the finger does: `.began`, `.moved`, `.ended` or `.cancelled`.
  public var phase: UITouch.Phase
  /// Where the finger is, in window points.
  public var location: CGPoint

  /// Creates an input; see the properties for units.
  public init(time: Double, touch: Int, phase: UITouch.Phase, location: CGPoint) {
    self.time = time
    self.touch = touch
    self.phase = phase
    self.location = location
  }
}
