import Foundation

/// What the core posts UIKit's notifications through (`UITextField.textDidChangeNotification`,
/// `UIResponder.keyboardWillShowNotification`…): the `UIKit` module's `NotificationCenter`,
/// which the code observes with `NotificationCenter.default` and which is the simulation's own
/// (docs/uikit-code.md, "Main-queue work and timers").
@MainActor
package protocol NotificationPosting: AnyObject {
  /// Delivers a notification now, synchronously, to the observers of `name`.
  func post(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]?)
}

extension Scheduler {
  /// Posts a notification to the simulation's notification center. Before the code asked for
  /// `NotificationCenter.default` there is none, and nobody can be observing: nothing is sent.
  package func postNotification(
    _ name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil
  ) {
    (notificationCenter as? NotificationPosting)?.post(
      name: name, object: object, userInfo: userInfo)
  }
}
