import Foundation

/// Where an animator is in its life (`UIViewAnimatingState`, UIKit's raw values).
public enum UIViewAnimatingState: Int, Sendable {
  /// Created, or finished: its animations have not started or are over (`inactive`).
  case inactive = 0
  /// Started or paused: its animations are in progress (`active`).
  case active = 1
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)` (`stopped`).
  case stopped = 2
}

/// Where the animated properties end (`UIViewAnimatingPosition`, UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the values the animation blocks set (`end`).
  case end = 0
  /// At the values before the blocks ran (`start`).
  case start = 1
  /// Where they were when the animation stopped (`current`).
  case current = 2
}

/// The flow control of an animator (`UIViewAnimating`): start, pause, stop, scrub, reverse.
@preconcurrency @MainActor
public protocol UIViewAnimating: _ObjCProtocol {
  /// The animator's state (`state`).
  var state: UIViewAnimatingState { get }
  /// Whether the animations are running, not paused (`isRunning`).
  var isRunning: Bool { get }
  /// Whether the animations run back toward their start (`isReversed`).
  var isReversed: Bool { get set }
  /// How far the animations have got, 0 at the start and 1 at the end (`fractionComplete`).
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animations (`startAnimation()`).
  func startAnimation()
  /// Starts the animations after `delay` seconds (`startAnimation(afterDelay:)`).
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are (`pauseAnimation()`).
  func pauseAnimation()
  /// Stops the animations where they are (`stopAnimation(_:)`).
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animator (`finishAnimation(at:)`).
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks while it runs (`UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds an animation block (`addAnimations(_:)`).
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animation block that starts later (`addAnimations(_:delayFactor:)`).
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a completion block (`addCompletion(_:)`).
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animator with new timing (`continueAnimation(withTimingParameters:durationFactor:)`).
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
