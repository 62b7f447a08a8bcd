import Foundation

/// Records the deallocation of objects of the user's own classes, so a timeline shows retain
/// cycles (an object that never goes) and lost weak references (one that goes too early).
///
/// `UIResponder` (views, view controllers) and `UIGestureRecognizer` call it from their
/// `deinit`. An object counts as the user's when its class is declared outside the tool's own
/// modules: in the compiled user code (the module `UserCode`), or in the package or test target
/// that records through the Swift API. The core's and the built-in behaviours' objects are not
/// recorded. Only deallocations during a simulation step or while the scene is built are
/// recorded (the `SimulationContext` log); a plain class that is none of these, such as a
/// recognizer's target, is not seen here (its loss shows as `skipped: target T deallocated` on
/// the next action).
enum DeallocationLog {
  /// The modules whose classes are the tool's, not the user's.
  static let toolModules: Set<Substring> = [
    "GestureCore", "UIKit", "SampleCode", "Scenario", "GestureRecording",
  ]

  /// Records `dealloc` for `object` when it is a user object inside a simulation.
  @preconcurrency @MainActor
  static func record(_ object: AnyObject, identifier: String?) {
    guard let log = SimulationContext.eventLog else { return }
    let type: any AnyObject.Type = type(of: object)
    guard !toolModules.contains(DeclaringModule.name(of: type)) else { return }
    let name = String(describing: type)
    log.record("dealloc", view: nil, detail: identifier.map { "\(name) '\($0)'" } ?? name)
  }
}
