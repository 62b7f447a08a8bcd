import Foundation
import Scenario
import StandardStreams

/// What the supervisor says about where a child crashed or was stopped, from what the relay
/// kept of the runtime's crash output (`BacktraceCapture`).
///
/// The place is the innermost frame of the crashed thread that lies in one of the scenario's
/// Swift files with a real line (`CrashReport.innermostPlace(in:)`), shown as the path the
/// scenario gives with line and column, as a compiler's diagnostic is:
///
/// - a trap: `Card.swift:19:16: error: Fatal error: Unexpectedly found nil while unwrapping an
///   Optional value (in CardViewController.pan(_:))`;
/// - a stack overflow (SIGSEGV or SIGBUS) whose innermost frames are one function of the code at
///   least 16 times: `Card.swift:18:5: error: the stack overflowed: Card.layout(depth:) looks
///   like endless recursion (it is 40 of the 47 innermost frames; the stack is 74628 frames
///   deep)`;
/// - another signal: the backtracer's description of it (`Bad pointer dereference`).
///
/// Without a frame of the code, the runtime's own `Fatal error` line is shown as it came (its
/// file as the scenario names it).
struct CrashPlace {
  /// The innermost frame of the scenario's code, if any.
  var place: CrashReport.Place?
  /// The function that fills the innermost frames, and how many of them it is.
  var recursion: (place: CrashReport.Place, frames: Int)?
  /// How many frames the innermost run holds, and the stack's whole depth.
  var innermostFrames = 0
  var depth = 0
  /// The runtime's `Fatal error: …` line with the scenario's paths.
  var fatalError: String?
  /// The backtracer's description of the signal.
  var signalDescription: String?

  /// - Parameter files: the scenario's code files: path as given to the compiler (as the debug
  ///   information names it), path to show.
  init(
    captured: BacktraceCapture.State, files: [(path: String, display: String)],
    fatalError rewrite: (String) -> String
  ) {
    var names: [String: String] = [:]
    var shared: Set<String> = []
    for file in files {
      names[file.path] = file.display
      names[URL(fileURLWithPath: file.path).standardizedFileURL.path] = file.display
      names[URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path] = file.display
      // A copy in the cache is known by its file name alone, as `ChildOutputRelay` knows
      // `UserCode/Card.swift`: names two files share are left.
      let copy = "copy:" + URL(fileURLWithPath: file.path).lastPathComponent
      if let other = names[copy], other != file.display { shared.insert(copy) }
      names[copy] = file.display
    }
    for copy in shared { names[copy] = nil }
    fatalError = captured.fatalError.map(rewrite)
    guard let report = captured.report else { return }
    signalDescription = report.description
    place = report.innermostPlace(in: names).map { CrashColumns.original($0, files: files) }
    recursion = report.recursion(in: names).map {
      (CrashColumns.original($0.place, files: files), $0.frames)
    }
    let frames = report.frames.filter { $0.kind == "programCounter" || $0.kind == "returnAddress" }
    innermostFrames =
      report.frames.prefix { $0.kind != "omittedFrames" && $0.kind != "truncated" }.count
    depth = frames.count + report.omittedFrames
  }

  /// The located line for a child that died of `signal`, or `nil` when there is nothing to add
  /// to the summary.
  func message(signal: Int32) -> String? {
    if let recursion, signal == SIGSEGV || signal == SIGBUS {
      return "\(recursion.place.location): error: the stack overflowed: "
        + "\(recursion.place.function) looks like endless recursion (it is \(recursion.frames) "
        + "of the \(innermostFrames) innermost frames; the stack is \(depth) frames deep)"
    }
    // A message of several lines is shown as one line, its line feeds as `\n`.
    let fatalError = fatalError.map { TerminalText.escape($0) }
    guard let place else { return fatalError.map(Self.locatedInDocument) }
    let what = fatalError.flatMap { line in
      line.range(of: "Fatal error: ").map { String(line[$0.lowerBound...]) }
    }
    guard let what = what ?? signalDescription else { return nil }
    return "\(place.location): error: \(what) (in \(place.function))"
  }

  /// The modules of the tool whose fatal errors are about the user's files, not about their own
  /// source.
  private static let toolModules = ["GestureCore/", "UIKit/", "CoreGraphics/", "LayoutSolver/"]

  /// A fatal error the tool's own modules raise about a place in one of the user's documents
  /// (a storyboard's element, whose `init?(coder:)` returned nil) shown at that place, as a
  /// compiler shows a diagnostic: `GestureCore/IBObjectGraph.swift:49: Fatal error:
  /// Main.storyboard:12:5: GridLayout.init(coder:) returned nil …` becomes `Main.storyboard:12:5:
  /// error: Fatal error: GridLayout.init(coder:) returned nil …`; the tool's own source path
  /// means nothing to the user. Any other line is returned as it is.
  static func locatedInDocument(_ line: String) -> String {
    guard let marker = line.range(of: ": Fatal error: ") else { return line }
    let origin = line[..<marker.lowerBound]
    guard toolModules.contains(where: { origin.hasPrefix($0) }),
      origin.range(of: #"^[A-Za-z]+/[^:]+\.swift:[0-9]+$"#, options: .regularExpression) != nil
    else { return line }
    let message = line[marker.upperBound...]
    guard
      let place = message.range(
        of: #"^[^:\n]+:[0-9]+:[0-9]+: "#, options: .regularExpression)
    else { return line }
    return "\(message[place])error: Fatal error: \(message[place.upperBound...])"
  }

  /// Writes ``message(signal:)`` to standard error.
  func write(signal: Int32) {
    guard let message = message(signal: signal) else { return }
    let erase = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[K" : ""
    StandardStreams.writeError("\(erase)\(TerminalText.escape(message, keepingLineFeeds: true))\n")
  }
}
