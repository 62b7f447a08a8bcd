import Foundation

/// One scripted change of one finger: the simulation's input, made by a scenario's script.
public struct TouchInput: Sendable, Equatable {
  /// When the change happens, in seconds of simulated time.
  public var time: Double
  /// Which finger, from 0; a finger's inputs must go began, moved…, then ended or cancelled.
  public var touch: Int
  /// What the finger does: `.began`, `.moved`, `.ended` or `.cancelled`.
  public var phase: UITouch.Phase
  /// Where the finger is, in window points; with an `anchor`, what is added to the anchor's
  /// point times its weight.
  public var location: CGPoint
  /// A view the location is relative to, found when the input's step begins, or `nil` for a
  /// plain window point.
  public var anchor: TouchAnchor?

  /// Creates an input; see the properties for units.
  public init(
    time: Double, touch: Int, phase: UITouch.Phase, location: CGPoint,
    anchor: TouchAnchor? = nil
  ) {
    self.time = time
    self.touch = touch
    self.phase = phase
    self.location = location
    self.anchor = anchor
  }
}

/// A point of a view that a scripted touch is placed relative to: `{"tap": {"on": "buy"}}`.
///
/// The simulation finds the view by `accessibilityIdentifier` when the first input of `step`
/// is delivered and takes the point as the screen shows it then (presentation values, all
/// transforms on the way); every input of that step uses the same point, so a drag that moves
/// the view does not chase it. An input's window location is
/// `p = weight · anchorPoint + location` (weight 1 for a finger on the view); on a move from
/// the view to a window point it is `p + (towards − p) · fraction`, the formula of a move
/// between window points, so a move from a view gives the same locations, to the last bit, as
/// the same move from the window point where the view is.
public struct TouchAnchor: Sendable, Equatable {
  /// The view's `accessibilityIdentifier`.
  public var view: String
  /// A point in the view's own coordinates, points; `nil` for the center of its bounds.
  public var point: CGPoint?
  /// The script step the anchor belongs to, from 0: resolved once per step.
  public var step: Int
  /// How much of the anchor's point the location includes, 0…1.
  public var weight: Double
  /// The window point (points) a move from the anchored point goes to, or `nil`.
  public var towards: CGPoint?
  /// How far along the move to ``towards`` the location is, 0…1.
  public var fraction: Double

  /// An anchor; see the properties.
  public init(
    view: String, point: CGPoint? = nil, step: Int, weight: Double = 1, towards: CGPoint? = nil,
    fraction: Double = 0
  ) {
    self.view = view
    self.point = point
    self.step = step
    self.weight = weight
    self.towards = towards
    self.fraction = fraction
  }
}

/// A scripted step that ran but did something other than its author likely meant (a tap on a
/// view wholly off screen touches nothing there): the run goes on, and the command line
/// reports it at the step's place in the scenario file.
public struct SimulationWarning: Equatable, Sendable {
  /// The step's index in the script.
  public var step: Int
  /// When the step began, seconds.
  public var time: Double
  /// What happened, as one sentence without a trailing period.
  public var message: String

  /// Creates a warning; see the properties.
  public init(step: Int, time: Double, message: String) {
    self.step = step
    self.time = time
    self.message = message
  }
}

/// Why a simulation stopped early.
public enum SimulationFailure: Error, Equatable, Sendable {
  /// A scripted touch names a view that is not in the window when its step begins.
  case unknownView(identifier: String, step: Int, time: Double, known: [String])
  /// A scripted touch names no view's identifier but the accessibility label of several views
  /// on screen when its step begins: `views` describes them (`UIButton 'root.0.2'`).
  case ambiguousLabel(label: String, step: Int, time: Double, views: [String])
  /// A step names a view that is not of the class it needs (`setContentOffset` on a view that
  /// is not a `UIScrollView`): `found` is the view's class name, `expected` the one needed.
  case wrongViewClass(identifier: String, step: Int, time: Double, found: String, expected: String)
  /// A step names a collection view item (`item:S/I`) that has no cell on screen when the step
  /// begins: `reason` says why, as a sentence.
  case noCell(identifier: String, step: Int, time: Double, reason: String)
}
