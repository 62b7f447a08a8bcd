import Foundation
import GestureCore
internal import StandardStreams

// The unified logging API an iOS file reaches with `import os` (`os_log`, `Logger`, `OSLog`,
// `os_signpost`), which the preparation imports as this module. Inside a simulation each
// message becomes a `log` event of the timeline at the simulated time, `LEVEL: message`
// (`info: loaded 3 cards`), as `print` becomes a `print` event; outside one it goes to
// standard error. Privacy options are accepted and every value is shown: the figure is made
// on the developer's machine, as Xcode's console shows a debug build's values.

/// The kind of a log message (`OSLogType`): how the timeline names its level.
public struct OSLogType: Equatable, Sendable {
  /// The level's name in the timeline's `log` events.
  let name: String
  public static let `default` = OSLogType(name: "default")
  public static let info = OSLogType(name: "info")
  public static let debug = OSLogType(name: "debug")
  public static let error = OSLogType(name: "error")
  public static let fault = OSLogType(name: "fault")
}

/// A log's subsystem and category (`OSLog`), named in its messages' events.
public final class OSLog: Sendable {
  let subsystem: String
  let category: String
  /// A log named by `subsystem` and `category` (`init(subsystem:category:)`).
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// The default log (`OSLog.default`).
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log whose messages are dropped (`OSLog.disabled`).
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// How a logged value may be shown (`OSLogPrivacy`); every value is shown here.
public struct OSLogPrivacy: Sendable {
  public static let `public` = OSLogPrivacy()
  public static let `private` = OSLogPrivacy()
  public static let sensitive = OSLogPrivacy()
  public static let auto = OSLogPrivacy()
  /// A private value shown under a hash mask (`private(mask:)`).
  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { OSLogPrivacy() }
  /// The masks of private values (`OSLogPrivacy.Mask`).
  public struct Mask: Sendable {
    public static let hash = Mask()
    public static let none = Mask()
  }
}

/// A message with interpolated values (`OSLogMessage`), as `Logger`'s methods take it.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The message's text.
  let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

  /// The interpolation of an `OSLogMessage`: values with optional privacy.
  public struct Interpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    /// Appends `value`'s description; `privacy` is accepted and every value is shown.
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto
    ) {
      text += String(describing: value())
    }
  }
}

/// Logs to a subsystem and category (`Logger`, iOS 14).
public struct Logger: Sendable {
  let log: OSLog
  /// A logger of the default log (`init()`).
  public init() { log = .default }
  /// A logger of `subsystem` and `category` (`init(subsystem:category:)`).
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }
  /// A logger of `logObj` (`init(_:)`).
  public init(_ logObj: OSLog) { log = logObj }

  /// Logs `message` at `level` (`log(level:_:)`).
  public func log(level: OSLogType = .default, _ message: OSLogMessage) {
    record(level, message.text, in: log)
  }
  public func log(_ message: OSLogMessage) { record(.default, message.text, in: log) }
  public func trace(_ message: OSLogMessage) { record(.debug, message.text, in: log) }
  public func debug(_ message: OSLogMessage) { record(.debug, message.text, in: log) }
  public func info(_ message: OSLogMessage) { record(.info, message.text, in: log) }
  public func notice(_ message: OSLogMessage) { record(.default, message.text, in: log) }
  public func warning(_ message: OSLogMessage) { record(.error, message.text, in: log) }
  public func error(_ message: OSLogMessage) { record(.error, message.text, in: log) }
  public func critical(_ message: OSLogMessage) { record(.fault, message.text, in: log) }
  public func fault(_ message: OSLogMessage) { record(.fault, message.text, in: log) }
}

/// Logs `message`, a `printf`-style format with `args`, to `log` at `type` (`os_log`).
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
  let format = message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    .replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
  record(type, String(format: format, arguments: args), in: log)
}

/// Logs `message` at `type` (`os_log(_:log:_:)` with the type first, iOS 12 spelling).
public func os_log(
  _ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {
  let format = message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    .replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: "")
  record(type, String(format: format, arguments: args), in: log)
}

/// The kind of a signpost (`OSSignpostType`).
public struct OSSignpostType: Sendable {
  let name: String
  public static let begin = OSSignpostType(name: "begin")
  public static let end = OSSignpostType(name: "end")
  public static let event = OSSignpostType(name: "event")
}

/// A signpost's identifier (`OSSignpostID`).
public struct OSSignpostID: Sendable {
  public let rawValue: UInt64
  public init(_ value: UInt64) { rawValue = value }
  public init(log: OSLog) { rawValue = 1 }
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(0)
  public static let null = OSSignpostID(0)
}

/// Marks a point of interest (`os_signpost`): a `log` event `signpost begin NAME`.
public func os_signpost(
  _ type: OSSignpostType, log: OSLog = .default, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {
  let text = name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
  record(.debug, "signpost \(type.name) \(text)", in: log)
}

/// Records a message as a `log` event inside a simulation, else writes it to standard error.
private func record(_ type: OSLogType, _ message: String, in log: OSLog) {
  guard log !== OSLog.disabled else { return }
  let category = log.category.isEmpty ? "" : "[\(log.category)] "
  let text = "\(type.name): \(category)\(message)"
  if MainQueue.isCurrent,
    MainActor.assumeIsolated({ () -> Bool in
      guard let events = SimulationContext.eventLog else { return false }
      events.record("log", view: nil, detail: text)
      return true
    })
  {
    return
  }
  StandardStreams.writeError(text + "\n")
}
