import Foundation
import GestureCore

/// The app's notification center, Foundation's `NotificationCenter` with the selector-based
/// observers of an iOS app (`addObserver(_:selector:name:object:)`), which Foundation on Linux
/// lacks.
///
/// Inside a simulation ``default`` is that simulation's own center, so two runs never hear each
/// other's notifications; outside one it is backed by Foundation's default center.
/// Notifications are delivered synchronously on `post`, in the order the observers were added,
/// as Foundation does. A selector observer is not retained (Foundation stops sending to a
/// deallocated observer since iOS 9); its method takes the `Notification` or nothing. The tool
/// declares `typealias NotificationCenter = UIKit.NotificationCenter` in the user's module,
/// as it does for `Timer` (docs/uikit-code.md, "Main-queue work and timers").
public final class NotificationCenter: @unchecked Sendable {
  /// The Foundation center that delivers.
  private let center: Foundation.NotificationCenter
  /// The selector observers: who, the block observation delivering to it, for which name and
  /// object.
  private var observations: [Observation] = []

  private struct Observation {
    weak var observer: AnyObject?
    let token: any NSObjectProtocol
    let name: NSNotification.Name?
    let object: AnyObject?
  }

  private init(center: Foundation.NotificationCenter) {
    self.center = center
  }

  /// The app's center (`default`): the simulation's own inside one, Foundation's default
  /// center outside.
  public class var `default`: NotificationCenter {
    var simulated: NotificationCenter?
    _ = SimulatedMainQueue.withScheduler { scheduler in
      if let existing = scheduler.notificationCenter as? NotificationCenter {
        simulated = existing
      } else {
        let made = NotificationCenter(center: Foundation.NotificationCenter())
        scheduler.notificationCenter = made
        simulated = made
      }
    }
    return simulated ?? NotificationCenter(center: .default)
  }

  /// Sends `aSelector` to `observer` for every notification named `aName` (any name when
  /// `nil`) from `anObject` (any object when `nil`) (`addObserver(_:selector:name:object:)`).
  /// The method takes the `Notification` or nothing; a selector the observer's class does not
  /// implement stops the run when a notification comes ("unrecognized selector").
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
    object anObject: Any?
  ) {
    let target = WeakObserver(observer as AnyObject)
    let token = center.addObserver(forName: aName, object: anObject, queue: nil) { notification in
      guard let receiver = target.object else { return }
      nonisolated(unsafe) let (object, sent) = (receiver, notification)
      MainActor.assumeIsolated {
        ObjectiveCRuntime.sendAction(aSelector, to: object, from: sent, event: nil)
      }
    }
    observations.append(
      Observation(
        observer: observer as AnyObject, token: token, name: aName,
        object: anObject.map { $0 as AnyObject }))
  }

  /// Runs `block` for every notification named `name` from `obj` (`addObserver(forName:object:
  /// queue:using:)`); returns the observation to pass to ``removeObserver(_:)``. `queue` is
  /// ignored: the block runs on the posting thread, the main queue here.
  public func addObserver(
    forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    center.addObserver(forName: name, object: obj, queue: nil, using: block)
  }

  /// Removes every observation of `observer`: its selector observers, or the block observation
  /// it is the token of (`removeObserver(_:)`).
  public func removeObserver(_ observer: Any) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes `observer`'s observations of `aName` (every name when `nil`) from `anObject`
  /// (every object when `nil`) (`removeObserver(_:name:object:)`).
  public func removeObserver(
    _ observer: Any, name aName: NSNotification.Name?, object anObject: Any?
  ) {
    let target = observer as AnyObject
    let object = anObject.map { $0 as AnyObject }
    observations.removeAll { observation in
      guard observation.observer === target,
        aName == nil || observation.name == aName,
        object == nil || observation.object === object
      else { return false }
      center.removeObserver(observation.token)
      return true
    }
    center.removeObserver(observer, name: aName, object: anObject)
  }

  /// Delivers `notification` to its observers now (`post(_:)`).
  public func post(_ notification: Notification) {
    center.post(notification)
  }

  /// Delivers a notification named `aName` from `anObject` (`post(name:object:)`).
  public func post(name aName: NSNotification.Name, object anObject: Any?) {
    center.post(name: aName, object: anObject)
  }

  /// Delivers a notification named `aName` from `anObject` with `aUserInfo`
  /// (`post(name:object:userInfo:)`).
  public func post(
    name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?
  ) {
    center.post(name: aName, object: anObject, userInfo: aUserInfo)
  }
}

/// A selector observer, held weakly by the block that delivers to it (the block runs on the
/// posting thread, the main one in a simulation).
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// The core posts UIKit's own notifications (text fields, the keyboard) through the
/// simulation's center.
extension NotificationCenter: NotificationPosting {}
