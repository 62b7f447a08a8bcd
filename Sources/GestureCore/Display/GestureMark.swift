import Foundation

/// A gesture recognizer's latest state at a frame, for the caption overlay reviewers can turn
/// on ("long press: began").
public struct GestureMark: Sendable, Equatable {
  /// The recognizer's name: its `name`, else its kind ("tap", "double tap", "pan",
  /// "long press").
  public var name: String
  /// The identifier of the view it is attached to, if any.
  public var view: String?
  /// The state it entered last: `began`, `changed`, `ended`, `recognized` (a discrete
  /// gesture's ended), `cancelled` or `failed`.
  public var state: String
  /// When it entered that state, seconds of simulated time.
  public var time: Double
  /// Where the gesture is (or was at that change), window points.
  public var location: CGPoint?

  /// Creates a mark; see the properties for units.
  public init(name: String, view: String?, state: String, time: Double, location: CGPoint?) {
    self.name = name
    self.view = view
    self.state = state
    self.time = time
    self.location = location
  }

  /// How long a state stays in frames after the recognizer's last change, seconds, unless the
  /// gesture is still in progress (began or changed).
  public static let holdDuration = 1.0

  /// `long press: began`.
  public var caption: String { "\(name): \(state)" }
}
