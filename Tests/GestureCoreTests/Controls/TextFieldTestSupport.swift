import Foundation

@testable import GestureCore

/// What a text field test saw, in order: delegate calls, control events, notifications.
@MainActor
final class TextInputLog {
  var entries: [String] = []
  var userInfos: [String: [AnyHashable: Any]] = [:]
}

/// A notification center that writes what is posted into a log.
@MainActor
final class LoggingNotificationCenter: NotificationPosting {
  let log: TextInputLog
  init(log: TextInputLog) { self.log = log }
  func post(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]?) {
    log.entries.append(name.rawValue)
    if let userInfo { log.userInfos[name.rawValue] = userInfo }
  }
}

/// A delegate that logs every call and blocks the characters in `blocked`.
@MainActor
final class LoggingTextFieldDelegate: UITextFieldDelegate {
  let log: TextInputLog
  var blocked: Set<Character> = []
  var allowsEnd = true
  init(log: TextInputLog) { self.log = log }
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.entries.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.entries.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.entries.append("shouldChange \(range.location),\(range.length) '\(string)'")
    return !string.contains { blocked.contains($0) }
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    log.entries.append("didChangeSelection")
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.entries.append("shouldReturn")
    return true
  }
}

/// A window of `size` points with a root controller, its notifications written into `log`.
@MainActor
func makeTextInputWindow(
  width: CGFloat = 375, height: CGFloat = 667, bottomInset: CGFloat = 0, log: TextInputLog
) -> (UIWindow, UIViewController) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: bottomInset, right: 0)
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  window.scheduler.notificationCenter = LoggingNotificationCenter(log: log)
  return (window, root)
}

/// Adds a control event's name to `log` whenever `control` sends it.
@MainActor
func logEvents(_ events: [UIControl.Event], of control: UIControl, into log: TextInputLog) {
  for event in events {
    let name = event.names.first ?? "?"
    control.addAction(UIAction { _ in log.entries.append(name) }, for: event)
  }
}
