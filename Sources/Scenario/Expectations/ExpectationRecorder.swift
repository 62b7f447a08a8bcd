import Foundation
import GestureCore

/// Evaluates a scenario's ``Expectation``s along a run: fed every frame with the live window
/// right after the simulation produced it (``observe(_:in:)``), then asked for the
/// ``results(isSettled:)`` at the end.
///
/// View properties are read as the frame shows them (presentation values, UIKit's
/// `layer.presentation()`); a recognizer's state is the state it entered last by the timeline's
/// `gesture.*` events (what `--captions` shows; UIKit resets a finished recognizer to
/// `.possible` afterwards, which no event marks); events are those of `timeline.json`, in
/// order. Every frame is read, so a failure can say from which frame on the value was wrong.
///
/// An event entry's views and a gesture entry's recognizer must be ones the run had at some
/// frame (``SubjectCensus``), else the entry fails with a suggestion, whatever it counts: a
/// misspelt id or name cannot make a `never` hold.
@MainActor
public final class ExpectationRecorder {
  /// The expectations evaluated, in file order.
  public let expectations: [Expectation]
  private let framesPerSecond: Double
  /// Per expectation (view and gesture ones), what each frame read.
  private var readings: [[ExpectationReading]]
  /// Per gesture expectation, the state its recognizer entered last.
  private var gestureStates: [String]
  /// Every event of the run with the frame it came in.
  private var events: [(event: TimelineEvent, frame: Int)] = []
  /// The views and recognizers the run had, noted while ``unresolved`` is not empty.
  private var census = SubjectCensus()
  /// The event and gesture expectations whose view or recognizer the run has not had yet.
  private var unresolved: Set<Int>
  /// Frames observed.
  public private(set) var frameCount = 0

  /// A recorder of `expectations` for a run at `framesPerSecond`.
  public init(expectations: [Expectation], framesPerSecond: Double) {
    self.expectations = expectations
    self.framesPerSecond = framesPerSecond
    readings = Array(repeating: [], count: expectations.count)
    gestureStates = Array(repeating: "possible", count: expectations.count)
    unresolved = Set(
      expectations.indices.filter { index in
        switch expectations[index].kind {
        case .view, .accessibility: return false
        case .gesture: return true
        case .events: return !Self.subjectViews(expectations[index].kind).isEmpty
        }
      })
  }

  /// The views an event expectation names: its own, its `after`'s and its `before`'s.
  private static func subjectViews(_ kind: Expectation.Kind) -> [String] {
    guard case .events(let filter, _, let after, let before, _) = kind else { return [] }
    return [filter, after, before].compactMap { $0?.view }
  }

  /// Whether the run has had what expectation `index` names, by the census so far.
  private func isResolved(_ index: Int) -> Bool {
    switch expectations[index].kind {
    case .view, .accessibility: return true
    case .gesture(let name, let view, _, _): return census.hasRecognizer(name, on: view)
    case .events:
      return Self.subjectViews(expectations[index].kind).allSatisfy { census.hasView($0) }
    }
  }

  /// Why expectation `index` names something the run never had, or `nil`.
  private func missingSubject(_ index: Int) -> String? {
    guard unresolved.contains(index) else { return nil }
    switch expectations[index].kind {
    case .view, .accessibility: return nil
    case .gesture(let name, let view, _, _): return census.missingRecognizer(name, on: view)
    case .events:
      let views = Self.subjectViews(expectations[index].kind)
      return views.first { !census.hasView($0) }.map { census.missingView($0) }
    }
  }

  /// Reads what the expectations need from `frame` and `window` (the simulation's window, as
  /// it is right after producing `frame`).
  public func observe(_ frame: Frame, in window: UIWindow) {
    for event in frame.events {
      events.append((event, frame.index))
      if !unresolved.isEmpty { census.observe(event) }
    }
    for (index, expectation) in expectations.enumerated() {
      switch expectation.kind {
      case .view(let id, let properties, _, _):
        readings[index].append(ViewReader.read(properties, of: id, in: window))
      case .gesture(let name, let view, let state, _):
        for event in frame.events where Self.isStateChange(event, name: name, view: view) {
          gestureStates[index] = String(event.kind.dropFirst("gesture.".count))
          unresolved.remove(index)
        }
        readings[index].append(
          .values([
            .init(name: "state", actual: .text(gestureStates[index]), expected: .text(state))
          ]))
      case .accessibility(let elements, _):
        readings[index].append(
          Self.readAccessibility(AccessibilityTree.snapshots(in: window), expected: elements))
      case .events: break
      }
    }
    if !unresolved.isEmpty {
      census.observe(window)
      unresolved = unresolved.filter { !isResolved($0) }
    }
    frameCount += 1
  }

  /// The elements VoiceOver would visit beside those expected, one component per place in
  /// the longer list (`element 3`: `"Wi-Fi, on, switch button"`, `none` past an end).
  static func readAccessibility(_ elements: [AccessibilitySnapshot], expected: [String])
    -> ExpectationReading
  {
    func quoted(_ list: [String], _ index: Int) -> ExpectationReading.Value {
      .text(index < list.count ? "\"\(list[index])\"" : "none")
    }
    let actual = elements.map(\.spoken)
    return .values(
      (0..<max(actual.count, expected.count)).map { index in
        .init(
          name: "element \(index + 1)", actual: quoted(actual, index),
          expected: quoted(expected, index))
      })
  }

  /// Whether `event` is a state change of the recognizer `name` (on `view` when given): a
  /// `gesture.<state>` event whose detail starts with `name: `.
  private static func isStateChange(_ event: TimelineEvent, name: String, view: String?)
    -> Bool
  {
    guard event.kind.hasPrefix("gesture."),
      ExpectationSpec.states.contains(String(event.kind.dropFirst("gesture.".count))),
      event.detail.hasPrefix(name + ": ")
    else { return false }
    return view == nil || event.view == view
  }

  /// Every expectation's result, in file order. `isSettled` says whether nothing moved any
  /// more at the end (`Simulation.isSettled`), which an expectation `at: "rest"` requires.
  public func results(isSettled: Bool) -> [ExpectationResult] {
    expectations.enumerated().map { index, expectation in
      switch expectation.kind {
      case .view(let id, let properties, let moment, let tolerance):
        let names = Self.propertyNames(properties)
        return evaluate(
          expectation, subject: id, what: names, readings: readings[index], moment: moment,
          tolerance: tolerance, isSettled: isSettled)
      case .gesture(let name, let view, _, let moment):
        let subject = view.map { "\(name) on \($0)" } ?? name
        return evaluate(
          expectation, subject: subject, what: "state", readings: readings[index],
          moment: moment, tolerance: 0, isSettled: isSettled, missing: missingSubject(index))
      case .accessibility(_, let moment):
        return evaluate(
          expectation, subject: "VoiceOver", what: "elements", readings: readings[index],
          moment: moment, tolerance: 0, isSettled: isSettled)
      case .events(let filter, let count, let after, let before, let during):
        let counter = EventCount(
          filter: filter, count: count, after: after, before: before, during: during)
        if let missing = missingSubject(index) {
          return counter.unavailable(expectation, because: missing)
        }
        return counter.evaluate(
          expectation, events: events, time: time, frameTime: { self.time(ofFrame: $0) })
      }
    }
  }

  private static func propertyNames(_ properties: [Expectation.Property]) -> String {
    var names: [String] = []
    for property in properties {
      let name: String
      switch property {
      case .center: name = "center"
      case .frame: name = "frame"
      case .bounds: name = "bounds"
      case .scale, .rotation, .translation: name = "transform"
      case .alpha: name = "alpha"
      case .isHidden: name = "isHidden"
      case .superview: name = "superview"
      case .contentOffset: name = "contentOffset"
      case .zoomScale: name = "zoomScale"
      case .accessibilityLabel: name = "accessibilityLabel"
      case .accessibilityValue: name = "accessibilityValue"
      case .accessibilityTraits: name = "accessibilityTraits"
      case .text: name = "text"
      case .backgroundColor: name = "backgroundColor"
      case .textColor: name = "textColor"
      }
      if !names.contains(name) { names.append(name) }
    }
    return names.joined(separator: ", ")
  }

  /// The frame shown at `seconds`: ⌊seconds · fps⌋, as `--at` picks it, within the run.
  private func frame(at seconds: Double) -> Int {
    min(max(Int((seconds * framesPerSecond + 1e-6).rounded(.down)), 0), max(frameCount - 1, 0))
  }

  /// `1.000 s`.
  private func time(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }

  private func time(ofFrame index: Int) -> String { time(Double(index) / framesPerSecond) }

  private func evaluate(
    _ expectation: Expectation, subject: String, what: String, readings: [ExpectationReading],
    moment: Expectation.Moment, tolerance: Double, isSettled: Bool, missing: String? = nil
  ) -> ExpectationResult {
    let last = frameCount - 1
    let frames: ClosedRange<Int>
    let when: String
    switch moment {
    case .time(let seconds):
      frames = frame(at: seconds)...frame(at: seconds)
      when = "at \(time(seconds))"
    case .frame(let index):
      frames = min(index, last)...min(index, last)
      when = "at frame \(index) (\(time(ofFrame: min(index, last))))"
    case .rest:
      frames = last...last
      when = "at rest (\(time(ofFrame: last)))"
    case .during(let span):
      frames = frame(at: span.from)...frame(at: span.to)
      when = "during \(String(format: "%.3f", span.from))–\(time(span.to))"
    }
    let title = "\(subject) \(what) \(when)"
    if let missing {
      return ExpectationResult(
        expectation: expectation, title: title, failure: "\(subject) \(what) \(when): \(missing)")
    }
    guard frameCount > 0, readings.count == frameCount else {
      return ExpectationResult(
        expectation: expectation, title: title, failure: "\(subject) \(when): the run has no frames"
      )
    }
    if case .frame(let index) = moment, index > last {
      return ExpectationResult(
        expectation: expectation, title: title,
        failure: "\(subject) \(what) at frame \(index): the run's last frame is \(last)")
    }
    if case .rest = moment, !isSettled {
      return ExpectationResult(
        expectation: expectation, title: title,
        failure: "\(subject) \(what) \(when): the run ends while something is still moving "
          + "(an animation or a scrolling view); add a \"wait\" step at the end of the script",
        firstWrongFrame: last)
    }
    guard let broken = frames.first(where: { !readings[$0].holds(tolerance: tolerance) }) else {
      return ExpectationResult(expectation: expectation, title: title, failure: nil)
    }
    // The first frame of the stretch of wrong frames that ends at the broken one.
    var since = broken
    while since > 0, !readings[since - 1].holds(tolerance: tolerance) { since -= 1 }
    let sinceText: String
    if case .rest = moment {
      // Only the last frame is checked: name it, and how long the value was already wrong.
      sinceText =
        since == last
        ? "; wrong in the last frame (\(last)) only"
        : "; wrong in the last frame (\(last)) and since frame \(since) (\(time(ofFrame: since)))"
    } else {
      sinceText = "; first wrong at frame \(since) (\(time(ofFrame: since)))"
    }
    let message: String
    switch readings[broken] {
    case .unavailable(let reason):
      message = "\(subject) \(what) \(when): \(reason)"
    case .values:
      let component = readings[broken].firstWrong(tolerance: tolerance)!
      let actual = Self.text(component.actual, tolerance: tolerance)
      let at = frames.count > 1 ? " at \(time(ofFrame: broken))" : ""
      var expected = Self.expectedText(component.expected)
      if case .number = component.expected { expected += " ± \(describe(tolerance))" }
      message = "\(subject) \(component.name) \(when) is \(actual)\(at), expected \(expected)"
    }
    return ExpectationResult(
      expectation: expectation, title: title, failure: message + sinceText, firstWrongFrame: since)
  }

  /// A value as a failure prints it: numbers to the tolerance's decimals (at least 2), trailing
  /// zeros dropped; flags and names as written.
  static func text(_ value: ExpectationReading.Value, tolerance: Double) -> String {
    switch value {
    case .number(let number):
      let decimals = tolerance > 0 ? min(6, max(2, Int((-log10(tolerance)).rounded(.up)))) : 6
      var text = String(format: "%.\(decimals)f", number)
      if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
      }
      return text == "-0" ? "0" : text
    case .flag(let flag): return flag ? "true" : "false"
    case .text(let name): return name
    }
  }

  private static func expectedText(_ value: ExpectationReading.Value) -> String {
    if case .number(let number) = value { return describe(number) }
    return text(value, tolerance: 0)
  }
}

/// The result of one expectation after a run.
public struct ExpectationResult: Sendable, Equatable {
  /// The expectation.
  public var expectation: Expectation
  /// What was checked, for reports and JUnit test names: `card center at 1.000 s`.
  public var title: String
  /// What went wrong, without the place (`card center.x at 1.000 s is 320.29, expected 325 ±
  /// 0.01; first wrong at frame 41 (0.683 s)`), or `nil` when it held.
  public var failure: String?
  /// The first frame of the stretch of frames the expectation was wrong in, when known.
  public var firstWrongFrame: Int?

  /// A result; see the properties.
  public init(
    expectation: Expectation, title: String, failure: String?, firstWrongFrame: Int? = nil
  ) {
    self.expectation = expectation
    self.title = title
    self.failure = failure
    self.firstWrongFrame = firstWrongFrame
  }

  /// Whether the expectation held.
  public var passed: Bool { failure == nil }

  /// The failure as the command line prints it, `card.json:14:9: expect[2]: …`, or `nil`.
  public var line: String? { failure.map { "\(expectation.place): \($0)" } }
}
