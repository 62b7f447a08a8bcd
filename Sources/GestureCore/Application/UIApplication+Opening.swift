import Foundation

/// Opening URLs in other apps: `open(_:options:completionHandler:)` and `canOpenURL(_:)`.
///
/// The simulated iPhone has the built-in apps and nothing else: a URL opens when its scheme is
/// one of theirs (``builtInSchemes``: Safari's `http`/`https`, Phone's `tel`, Messages' `sms`,
/// Mail's `mailto`, FaceTime's, Maps', the App Store's) or the app's own page in Settings
/// (``openSettingsURLString``); any other scheme belongs to an app that is not installed.
/// Nothing leaves the app: a URL that would open records an `application.openURL` event saying
/// which app would show it, and the run goes on in the app (a device would send it to the
/// background). Each call records its event at the calling line, so the timeline says where.
extension UIApplication {
  /// The URL schemes of the apps every iPhone has, and the app that opens each.
  nonisolated static let builtInSchemes: [String: String] = [
    "http": "Safari", "https": "Safari", "tel": "Phone", "telprompt": "Phone", "sms": "Messages",
    "mailto": "Mail", "facetime": "FaceTime", "facetime-audio": "FaceTime", "maps": "Maps",
    "itms-apps": "App Store", "itms-appss": "App Store", "app-settings": "Settings",
  ]

  /// The app that opens `url` on the simulated device, or `nil` when none is installed.
  nonisolated static func handler(of url: URL) -> String? {
    guard let scheme = url.scheme?.lowercased() else { return nil }
    return builtInSchemes[scheme]
  }

  /// Asks the system to open `url` in the app that handles it
  /// (`open(_:options:completionHandler:)`).
  ///
  /// Records an `application.openURL` event at the calling line naming the app that would show
  /// the URL or saying that none is installed, then calls `completionHandler` on the main
  /// queue, after the code that asked returns (as iOS calls it), with true when a built-in app
  /// handles the scheme (``builtInSchemes``) and false otherwise. With
  /// ``OpenExternalURLOptionsKey/universalLinksOnly`` true, an `http(s)` URL has no app to
  /// open it here (no app claims universal links), so the answer is false, as on iOS when the
  /// link's app is not installed.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: ((Bool) -> Void)? = nil,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    let opened = recordOpen(url, options: options, file: "\(file)", line: line)
    guard let completionHandler else { return }
    windowScene.host.scheduler.enqueueOnMainQueue { completionHandler(opened) }
  }

  /// Asks the system to open `url` and returns whether it opened (`open(_:options:) async`):
  /// as ``open(_:options:completionHandler:file:line:)``, answering at once.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    file: StaticString = #fileID, line: UInt = #line
  ) async -> Bool {
    recordOpen(url, options: options, file: "\(file)", line: line)
  }

  /// Whether an installed app opens `url` (`canOpenURL(_:)`): true for the built-in apps'
  /// schemes (``builtInSchemes``), false for any other. Records an `application.canOpenURL`
  /// event at the calling line; for another scheme it carries iOS's console message, as a
  /// scheme must be listed in `LSApplicationQueriesSchemes` to be asked about and the
  /// scenario has no Info.plist.
  public func canOpenURL(_ url: URL, file: StaticString = #fileID, line: UInt = #line) -> Bool {
    let place = Self.place(file: "\(file)", line: line)
    if let app = Self.handler(of: url) {
      eventLog?.record(
        "application.canOpenURL", view: nil,
        detail: "canOpenURL(\(url.absoluteString))\(place): true (\(app))")
      return true
    }
    let scheme = url.scheme ?? ""
    eventLog?.record(
      "application.canOpenURL", view: nil,
      detail: "canOpenURL(\(url.absoluteString))\(place): false: -canOpenURL: failed for URL: "
        + "\"\(url.absoluteString)\" - error: \"This app is not allowed to query for scheme "
        + "\(scheme)\"")
    return false
  }

  /// Records the `application.openURL` event of `url` and returns whether it opens.
  @discardableResult
  private func recordOpen(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any], file: String, line: UInt
  ) -> Bool {
    openedURLs.append(url)
    let place = Self.place(file: file, line: line)
    let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
    let detail: String
    let opened: Bool
    if universalOnly {
      opened = false
      detail = "universal links only: no installed app claims the link"
    } else if let app = Self.handler(of: url) {
      opened = true
      detail = "opens in \(app); the run stays in the app"
    } else {
      opened = false
      detail = "no installed app opens scheme '\(url.scheme ?? "")'"
    }
    eventLog?.record(
      "application.openURL", view: nil,
      detail: "open(\(url.absoluteString))\(place): \(detail); completion: \(opened)")
    return opened
  }

  /// ` at Card.swift:12` for a call from the code (`#fileID` is `Module/File.swift`: the
  /// file's name is what the user knows).
  nonisolated static func place(file: String, line: UInt) -> String {
    guard !file.isEmpty else { return "" }
    return " at \(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
  }
}
