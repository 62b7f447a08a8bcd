import Foundation

@testable import GestureCore

/// A 300 × 400 pt reference view at the window's origin with views placed in it, run frame by
/// frame at 60 fps.
@MainActor
struct DynamicsScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))

  init() {
    window.addSubview(reference)
  }

  /// A view of `size` centred at `center`, added to the reference view.
  func item(_ center: CGPoint, _ size: CGSize = CGSize(width: 50, height: 50)) -> UIView {
    let view = UIView(frame: CGRect(origin: .zero, size: size))
    view.center = center
    reference.addSubview(view)
    return view
  }

  /// Runs `seconds` at 60 fps after `setUp` ran at time 0, calling `each` after every frame
  /// with the frame's index; returns the timeline's events.
  @discardableResult
  func run(
    _ seconds: Double, setUp: @escaping () -> Void, each: (Int) -> Void = { _ in }
  ) -> [TimelineEvent] {
    window.scheduler.schedule(after: 0, setUp)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: seconds, input: [])
    var index = 0
    var events: [TimelineEvent] = []
    while let frame = simulation.nextFrame() {
      events += frame.events
      each(index)
      index += 1
    }
    return events
  }
}

/// Counts an animator's pauses and resumes.
@MainActor
final class PauseCounter: UIDynamicAnimatorDelegate {
  var pauses: [Double] = []
  var resumes = 0
  let scheduler: Scheduler
  init(_ scheduler: Scheduler) { self.scheduler = scheduler }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses.append(scheduler.now) }
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
}

/// Records boundary contacts.
@MainActor
final class ContactRecorder: UICollisionBehaviorDelegate {
  var began: [(String?, CGPoint)] = []
  var ended = 0
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {
    began.append(((identifier as? NSString).map { String($0) }, p))
  }
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {
    ended += 1
  }
}
