import Foundation

/// The Swift runtime's crash report of a supervised child (its backtracer's
/// `SWIFT_BACKTRACE=…,format=json` output: one line of JSON, `"kind": "crashReport"`), read for
/// the place in the scenario's code where the child trapped, overflowed its stack or was
/// looping when it was stopped.
///
/// Only the fields used here are decoded; the format is the one `swift-backtrace` writes
/// (swiftlang/swift, `docs/Backtracing.rst` and `stdlib/public/libexec/swift-backtrace`): a
/// `description` of the signal ("Illegal instruction", "Bad pointer dereference"), and per
/// thread the `frames`, innermost first, each a `kind` (`programCounter`, `returnAddress`,
/// `omittedFrames` with a `count`, `truncated`), a demangled `description`
/// (`Card.pan(_:) + 362`) and a `sourceLocation` (`file`, `line`, `column`; line 0 when the
/// compiler generated the code).
struct CrashReport: Decodable, Equatable {
  struct Location: Decodable, Equatable {
    var file: String
    var line: Int
    var column: Int
  }

  struct Frame: Decodable, Equatable {
    var kind: String
    var description: String?
    var sourceLocation: Location?
    var count: Int?
  }

  struct Thread: Decodable, Equatable {
    var crashed: Bool?
    var frames: [Frame]
  }

  var kind: String
  var description: String
  var threads: [Thread]

  /// The report in `line`, or `nil` when the line is not one.
  init?(line: String) {
    guard line.hasPrefix("{"), line.contains("\"crashReport\""),
      let report = try? JSONDecoder().decode(Self.self, from: Data(line.utf8)),
      report.kind == "crashReport"
    else { return nil }
    self = report
  }

  /// A frame of the scenario's code: where it is (the path the scenario gives) and the function.
  struct Place: Equatable {
    /// The file as the scenario names it, 1-based line and column.
    var file: String
    var line: Int
    var column: Int
    /// The demangled function, without the ` + offset` (`CardViewController.pan(_:)`).
    var function: String

    /// `Card.swift:19:16`.
    var location: String { "\(file):\(line):\(column)" }
  }

  /// The crashed (or only) thread's frames, innermost first.
  var frames: [Frame] { (threads.first { $0.crashed == true } ?? threads.first)?.frames ?? [] }

  /// The innermost frame whose source is one of `files` (compiler path → display path) with a
  /// real line, or `nil` when no frame of the scenario's code is on the stack.
  func innermostPlace(in files: [String: String]) -> Place? {
    frames.lazy.compactMap { Self.place(of: $0, in: files) }.first
  }

  /// How a stack overflow looks: the function of the scenario's code that returns most often in
  /// the captured innermost frames. `nil` unless it is at least `minimum` of the frames before the first gap
  /// (`omittedFrames`) or the end.
  func recursion(in files: [String: String], minimum: Int = 16) -> (place: Place, frames: Int)? {
    let inner = frames.prefix { $0.kind != "omittedFrames" && $0.kind != "truncated" }
    let places = inner.compactMap { Self.place(of: $0, in: files) }
    // The code's function that returns most often among them (the innermost on a tie): the
    // frame that overflowed may be one the cycle only passes through (an observed property's
    // `willSet`, called once before the `didSet` that recurses).
    var counts: [String: Int] = [:]
    for place in places { counts[place.function, default: 0] += 1 }
    let repeats = counts.values.max() ?? 0
    guard let first = places.first(where: { counts[$0.function] == repeats }) else { return nil }
    // A cycle through several functions (an observer that sets what it observes: the code's
    // observer, its setter, the core's notification, again) repeats each fewer times in the
    // innermost frames; in a stack hundreds of frames deep, three returns are a cycle too.
    let needed = omittedFrames >= 256 ? min(3, minimum) : minimum
    return repeats >= needed ? (first, repeats) : nil
  }

  /// How many frames the backtracer left out (`omittedFrames`): the depth of a deep stack.
  var omittedFrames: Int {
    frames.compactMap { $0.kind == "omittedFrames" ? $0.count : nil }.reduce(0, +)
  }

  /// `copy:Card.swift` for the compiler's copy of a file in the code cache
  /// (`…/.building-…/sources/0/Card.swift`), which the debug information names, relative to the
  /// working directory, when the cache lies under it; `nil` for another path.
  static func copyKey(_ path: String) -> String? {
    let parts = path.split(separator: "/")
    guard parts.count >= 4, parts[parts.count - 4].hasPrefix(".building-"),
      parts[parts.count - 3] == "sources", parts[parts.count - 2].allSatisfy(\.isNumber)
    else { return nil }
    return "copy:" + parts[parts.count - 1]
  }

  private static func place(of frame: Frame, in files: [String: String]) -> Place? {
    guard let location = frame.sourceLocation, location.line > 0,
      let display = files[location.file] ?? files[copyKey(location.file) ?? ""]
    else { return nil }
    var function = frame.description ?? "?"
    if let plus = function.range(of: " + ", options: .backwards),
      function[plus.upperBound...].allSatisfy(\.isNumber)
    {
      function = String(function[..<plus.lowerBound])
    }
    return Place(
      file: display, line: location.line, column: max(location.column, 1), function: function)
  }
}
