import Foundation

@testable import GestureCore

/// A list of calls a test reads back in order.
@MainActor
protocol CallRecording: AnyObject {
  var calls: [String] { get set }
}

/// A controller titled `name` that logs its appearance calls (`"A.willAppear"`, …) into `log`.
@MainActor
final class AppearanceLoggingScreen: UIViewController {
  let name: String
  let log: any CallRecording
  init(_ name: String, log: any CallRecording) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name).didDisappear") }
}
