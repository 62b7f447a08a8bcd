import Foundation
import Testing

@testable import gesturerender

/// A frame of a backtracer report, as `swift-backtrace` writes it with `format=json`.
private func frame(_ description: String, file: String, line: Int, column: Int) -> String {
  """
  { "kind": "returnAddress", "address": "0x1", "description": "\(description)", \
  "image": "libUserCode.so", "sourceLocation": { "file": "\(file)", "line": \(line), \
  "column": \(column) } }
  """
}

private func report(_ description: String, frames: [String]) -> String {
  """
  { "timestamp": "2026-12-01T17:30:52Z", "kind": "crashReport", "description": "\(description)", \
  "threads": [ { "name": "gesturerender", "crashed": true, "frames": [ \
  \(frames.joined(separator: ", ")) ] } ], "backtraceTime": 3.06 }
  """
}

private let files = [(path: "/p/Sources/Card.swift", display: "Sources/Card.swift")]

private let trap = report(
  "Illegal instruction",
  frames: [
    #"{ "kind": "programCounter", "address": "0x2", "description": "_assertionFailure(_:_:file:line:flags:) + 623", "image": "libswiftCore.so" }"#,
    frame("Card.pan(_:) + 41", file: "//<compiler-generated>", line: 0, column: 0),
    frame("Card.pan(_:) + 362", file: "/p/Sources/Card.swift", line: 19, column: 16),
    frame("UIWindow.sendEvent(_:) + 25", file: "/g/UIWindow.swift", line: 161, column: 20),
  ])

@Suite("The runtime's crash report names the place in the scenario's code")
struct CrashReportTests {
  @Test("A trap is the innermost frame with a line in a scenario file, the path it gives")
  func trapPlace() throws {
    let parsed = try #require(CrashReport(line: trap))
    let names = ["/p/Sources/Card.swift": "Sources/Card.swift"]
    #expect(
      parsed.innermostPlace(in: names)
        == CrashReport.Place(
          file: "Sources/Card.swift", line: 19, column: 16, function: "Card.pan(_:)"))
    #expect(parsed.recursion(in: names) == nil)
    let captured = BacktraceCapture()
    captured.keep(parsed)
    captured.keep(fatalError: "UserCode/Card.swift:19: Fatal error: Unexpectedly found nil")
    let place = CrashPlace(captured: captured.current, files: files) { $0 }
    #expect(
      place.message(signal: SIGILL)
        == "Sources/Card.swift:19:16: error: Fatal error: Unexpectedly found nil (in Card.pan(_:))")
  }

  @Test("The compiler's copy in a cache under the working directory is known by its name")
  func cacheCopy() throws {
    let copy = "cache/.building-1-AB/sources/0/Card.swift"
    #expect(CrashReport.copyKey(copy) == "copy:Card.swift")
    #expect(CrashReport.copyKey("/p/sources/0/Card.swift") == nil)
    let captured = BacktraceCapture()
    captured.keep(
      try #require(
        CrashReport(
          line: report(
            "Illegal instruction",
            frames: [frame("Card.pan(_:) + 3", file: copy, line: 7, column: 22)]
          ))))
    let place = CrashPlace(captured: captured.current, files: files) { $0 }
    #expect(place.place?.location == "Sources/Card.swift:7:22")
    // Two scenarios' files of one name: the copy could be either.
    let both = files + [(path: "/q/Card.swift", display: "Other/Card.swift")]
    #expect(CrashPlace(captured: captured.current, files: both) { $0 }.place == nil)
  }

  @Test("Without a frame of the code the runtime's line is shown as it came")
  func noUserFrame() throws {
    let captured = BacktraceCapture()
    captured.keep(
      try #require(
        CrashReport(
          line: report(
            "Illegal instruction",
            frames: [
              frame("UIWindow.sendEvent(_:) + 25", file: "/g/UIWindow.swift", line: 161, column: 20)
            ]))))
    captured.keep(
      fatalError: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
    let place = CrashPlace(captured: captured.current, files: files) { $0 }
    #expect(
      place.message(signal: SIGILL)
        == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
  }

  @Test("A stack overflow filled with one function of the code reads as endless recursion")
  func recursion() throws {
    let calls = (0..<20).map { _ in
      frame("Card.layout(depth:) + 157", file: "/p/Sources/Card.swift", line: 18, column: 5)
    }
    let line = report(
      "Bad pointer dereference",
      frames: [frame("UIView.frame.setter + 388", file: "/g/UIView.swift", line: 48, column: 63)]
        + calls + [#"{ "kind": "omittedFrames", "count": 1000 }"#]
        + [frame("GestureRuntime.dispatch(_:) + 4522", file: "/g/G.swift", line: 103, column: 5)]
        + [#"{ "kind": "truncated" }"#])
    let captured = BacktraceCapture()
    captured.keep(try #require(CrashReport(line: line)))
    let place = CrashPlace(captured: captured.current, files: files) { $0 }
    // 1 + 20 frames before the gap, 1000 left out, 1 after: 1022 deep.
    #expect(
      place.message(signal: SIGSEGV)
        == "Sources/Card.swift:18:5: error: the stack overflowed: Card.layout(depth:) looks like "
        + "endless recursion (it is 20 of the 21 innermost frames; the stack is 1022 frames deep)")
    // Another signal at the same place is the backtracer's description of it.
    #expect(
      place.message(signal: SIGILL)
        == "Sources/Card.swift:18:5: error: Bad pointer dereference (in Card.layout(depth:))")
  }

  @Test("A deep stack cycling through the code and the core reads as endless recursion too")
  func cycle() throws {
    let cycle = [
      frame(
        "Card.observeValue(forKeyPath:of:change:context:) + 88", file: "/p/Sources/Card.swift",
        line: 30, column: 7),
      frame("Card.progress.didset + 40", file: "/p/Sources/Card.swift", line: 12, column: 20),
      frame("NSObject.didChangeValue(forKey:) + 12", file: "/g/KVO.swift", line: 120, column: 5),
      frame("KeyValueObservers.tell + 200", file: "/g/KVO.swift", line: 90, column: 9),
    ]
    func line(omitted: Int) -> String {
      report(
        "Bad pointer dereference",
        frames: Array(Array(repeating: cycle, count: 5).joined())
          + (omitted > 0 ? [#"{ "kind": "omittedFrames", "count": \#(omitted) }"#] : []))
    }
    let captured = BacktraceCapture()
    captured.keep(try #require(CrashReport(line: line(omitted: 5000))))
    let place = CrashPlace(captured: captured.current, files: files) { $0 }
    #expect(
      place.message(signal: SIGSEGV)
        == "Sources/Card.swift:30:7: error: the stack overflowed: "
        + "Card.observeValue(forKeyPath:of:change:context:) looks like endless recursion (it is 5 "
        + "of the 20 innermost frames; the stack is 5020 frames deep)")
    // The overflow in a function the cycle passes through once names the one that recurses.
    let setter = frame(
      "Card.progress.willset + 9", file: "/p/Sources/Card.swift", line: 11, column: 20)
    let overflowed = report(
      "Bad pointer dereference",
      frames: [setter] + Array(Array(repeating: cycle, count: 5).joined())
        + [#"{ "kind": "omittedFrames", "count": 5000 }"#])
    #expect(
      try #require(CrashReport(line: overflowed)).recursion(in: [
        "/p/Sources/Card.swift": "Sources/Card.swift"
      ])?.place.function == "Card.observeValue(forKeyPath:of:change:context:)")
    // The same five returns in a shallow stack are no overflow's cause.
    #expect(
      try #require(CrashReport(line: line(omitted: 0))).recursion(in: [
        "/p/Sources/Card.swift": "Sources/Card.swift"
      ]) == nil)
  }

  @Test("The relay keeps the runtime's crash output and passes the rest on")
  func filter() {
    let capture = BacktraceCapture()
    var filter = CrashOutputFilter()
    var passed: [String] = []
    for line in [
      "tapped\n", "UserCode/Card.swift:19: Fatal error: Unexpectedly found nil\n",
      "swift-runtime: failed to suspend thread 12820 while processing a crash; backtraces will "
        + "be missing information\n", "\n",
      "*** Signal 4: Backtracing from 0x7f938f16df7f... done ***\n", "\n", trap + "\n", "\n",
      "after\n",
    ] {
      passed += filter.filter(Array(line.utf8), into: capture).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    passed += filter.finish(into: capture).map { String(decoding: $0, as: UTF8.self) }
    // The blank lines around the banner and after the report are its spacing.
    #expect(passed == ["tapped\n", "after\n"])
    #expect(
      capture.current.fatalError == "UserCode/Card.swift:19: Fatal error: Unexpectedly found nil")
    #expect(capture.current.backtraceBegan != nil)
    #expect(capture.current.report == CrashReport(line: trap))
    #expect(!CrashOutputFilter.isFatalError("note: Fatal error: is a phrase"))
    #expect(CrashOutputFilter.isFatalError("Fatal error: boom"))
  }

  @Test("A message of several lines is kept whole and shown as one located line")
  func multiLineMessage() throws {
    let capture = BacktraceCapture()
    var filter = CrashOutputFilter()
    var passed: [String] = []
    for line in [
      "tapped\n",
      "UserCode/Card.swift:19: Fatal error: reason: 'Duplicate identifiers: {(\n", "    a,\n",
      "\n", "    b\u{1B}[31m\n", ")}'\n", "\n",
      "*** Signal 4: Backtracing from 0x7f938f16df7f... done ***\n", "\n", trap + "\n",
    ] {
      passed += filter.filter(Array(line.utf8), into: capture).map {
        String(decoding: $0, as: UTF8.self)
      }
    }
    passed += filter.finish(into: capture).map { String(decoding: $0, as: UTF8.self) }
    #expect(passed == ["tapped\n"])
    #expect(
      capture.current.fatalError
        == "UserCode/Card.swift:19: Fatal error: reason: 'Duplicate identifiers: {(\n    a,\n\n"
        + "    b\u{1B}[31m\n)}'")
    let place = CrashPlace(captured: capture.current, files: files) { $0 }
    #expect(
      place.message(signal: SIGILL)
        == #"Sources/Card.swift:19:16: error: Fatal error: reason: 'Duplicate identifiers: {(\n"#
        + #"    a,\n\n    b\u{1B}[31m\n)}' (in Card.pan(_:))"#)
  }

  @Test("A carriage return in a message is shown as \\r, not as a line feed")
  func carriageReturnInMessage() {
    let capture = BacktraceCapture()
    var filter = CrashOutputFilter()
    // The relay ends a segment where a carriage return begins (a progress bar's redraw).
    for segment in [
      "UserCode/Card.swift:19: Fatal error: a", "\rb\n", "\n",
      "*** Signal 4: Backtracing from 0x7f938f16df7f... done ***\n", "\n", trap + "\n",
    ] {
      #expect(filter.filter(Array(segment.utf8), into: capture) == [])
    }
    #expect(capture.current.fatalError == "UserCode/Card.swift:19: Fatal error: a\rb")
    let place = CrashPlace(captured: capture.current, files: files) { $0 }
    #expect(
      place.message(signal: SIGILL)
        == "Sources/Card.swift:19:16: error: Fatal error: a\\rb (in Card.pan(_:))")
  }
}
