import Dispatch

/// A point in time for dispatch deadlines, Dispatch's `DispatchTime`, read from the simulated
/// clock inside a simulation.
///
/// This module's `DispatchTime` shadows Dispatch's for code that imports `UIKit` (the rule is
/// in docs/uikit-code.md, "Main-queue work and timers"). Inside a simulation (a scene being
/// built or a frame being made, on the main queue) ``now()`` is the simulated time:
/// `uptimeNanoseconds` is the scenario's time in nanoseconds, `t · 10⁹` rounded, so
/// `.now() + 0.5` read at 1.25 s is 1 750 000 000 ns. Outside one it is the real uptime clock
/// (`Dispatch.DispatchTime.now()`).
public struct DispatchTime: Comparable, Hashable, Sendable {
  /// Nanoseconds: of simulated time since the scenario started inside a simulation, of uptime
  /// outside one.
  public let uptimeNanoseconds: UInt64

  /// The time `uptimeNanoseconds` nanoseconds on its clock.
  public init(uptimeNanoseconds: UInt64) {
    self.uptimeNanoseconds = uptimeNanoseconds
  }

  /// The current time: the simulated clock inside a simulation, uptime outside one.
  public static func now() -> DispatchTime {
    if let seconds = SimulatedMainQueue.now {
      return DispatchTime(uptimeNanoseconds: UInt64((seconds * 1e9).rounded()))
    }
    return DispatchTime(uptimeNanoseconds: Dispatch.DispatchTime.now().uptimeNanoseconds)
  }

  /// A time later than any other (Dispatch's `distantFuture`): work scheduled for it never
  /// runs.
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

  /// Seconds on this time's clock (`uptimeNanoseconds / 10⁹`).
  var seconds: Double { Double(uptimeNanoseconds) / 1e9 }

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
    lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
  }

  /// `time` plus `seconds` (may be negative; clamped at 0 and at ``distantFuture``).
  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.adding(nanoseconds: seconds * 1e9)
  }

  /// `time` minus `seconds`.
  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    time.adding(nanoseconds: -seconds * 1e9)
  }

  /// `time` plus `interval` (`.seconds(2)`, `.milliseconds(500)`…; `.never` gives
  /// ``distantFuture``).
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
    return time.adding(nanoseconds: nanoseconds)
  }

  /// `time` minus `interval`.
  public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
    return time.adding(nanoseconds: -nanoseconds)
  }

  /// This time plus `interval` (`advanced(by:)`, as `+`).
  public func advanced(by interval: DispatchTimeInterval) -> DispatchTime { self + interval }

  /// The interval from this time to `other`, in nanoseconds (`distance(to:)`): negative when
  /// `other` is earlier; clamped to `Int`'s range.
  public func distance(to other: DispatchTime) -> DispatchTimeInterval {
    let difference =
      other.uptimeNanoseconds >= uptimeNanoseconds
      ? Int(clamping: other.uptimeNanoseconds - uptimeNanoseconds)
      : -Int(clamping: uptimeNanoseconds - other.uptimeNanoseconds)
    return .nanoseconds(difference)
  }

  private func adding(nanoseconds: Double) -> DispatchTime {
    guard uptimeNanoseconds != .max else { return self }
    let sum = (Double(uptimeNanoseconds) + nanoseconds).rounded()
    if sum <= 0 { return DispatchTime(uptimeNanoseconds: 0) }
    if sum >= Double(UInt64.max) { return .distantFuture }
    return DispatchTime(uptimeNanoseconds: UInt64(sum))
  }
}

extension DispatchTimeInterval {
  /// The interval in nanoseconds, `nil` for `.never`.
  fileprivate var nanoseconds: Double? {
    switch self {
    case .seconds(let n): Double(n) * 1e9
    case .milliseconds(let n): Double(n) * 1e6
    case .microseconds(let n): Double(n) * 1e3
    case .nanoseconds(let n): Double(n)
    case .never: nil
    @unknown default: nil
    }
  }
}

extension DispatchTime {
  // The user's module names this type for every file (a module-level alias), but a file that
  // imports only `Foundation` does not see the operators declared on it, so
  // `DispatchTime.now() + .milliseconds(200)` would not compile there. The module declares
  // the same operators in an extension of its own, visible to all its files (and preferred
  // over these where both are seen), which call these.

  /// This time plus `interval`, as `+`.
  public func _adding(_ interval: DispatchTimeInterval) -> DispatchTime { self + interval }
  /// This time minus `interval`, as `-`.
  public func _subtracting(_ interval: DispatchTimeInterval) -> DispatchTime { self - interval }
  /// This time plus `seconds` (may be negative), as `+`.
  public func _adding(seconds: Double) -> DispatchTime { self + seconds }
}
