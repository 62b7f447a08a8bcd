import Foundation
import GestureCore
import Renderer
import Scenario

/// Follows the values of a run's charts frame by frame (``Scenario/PlotSpec``, from the
/// scenario's `plots` and the command line's `--plot`) and turns them into what
/// ``Renderer/PlotImage`` and the review page draw (``Renderer/PlotData``).
///
/// Every simulated frame counts, drawn or not: the values are those `timeline.json` records.
/// A frame with a key event (``Renderer/KeyFrames``) becomes a key frame, labelled with what
/// happens there as the page's key-frame buttons, the contact sheet and review.md say it
/// (``Renderer/KeyFrameLabel``: `clamped card`, `pan began on scroll +1`). Markers are the
/// moments a value is stopped or a gesture changes state: `drag.clamped` ("clamped", on the
/// series of that axis), `sticky.pin` and `sticky.unpin` ("pinned", "unpinned"), and a
/// recognizer entering began, ended, recognized, cancelled or failed ("pan began", the name as
/// ``Renderer/EventRows/recognizerName(of:)`` reads it). A marker sits on the first series of
/// its event's view, or on the time axis, named with the view, when no series follows that
/// view.
package struct PlotRecorder {
  /// Where a chart came from, for errors.
  package enum Source: Equatable {
    /// `plots[index]` of the scenario file.
    case scenario(index: Int)
    /// A `--plot` option (or ``Recording/Options/plots``).
    case option
  }

  /// The charts, with where each came from.
  package let specs: [(spec: PlotSpec, source: Source)]
  private var times: [Double] = []
  private var values: [[[Double?]]]
  private var keyFrames: [PlotData.KeyFrame] = []
  private var markers: [[PlotData.Marker]]

  /// A recorder of `specs`.
  package init(specs: [(spec: PlotSpec, source: Source)]) {
    self.specs = specs
    values = specs.map { Array(repeating: [], count: $0.spec.series.count) }
    markers = Array(repeating: [], count: specs.count)
  }

  /// The located error for the first series whose view is not in `frame` (the run's first),
  /// or `nil` when every view is there:
  /// `drag.json:30:14: error: plots[0]: no view has id 'crad' when the run starts; did you
  /// mean 'card'? Views with identifiers: card, caption`.
  package func unknownView(in frame: Frame, scenario: Scenario) -> ScenarioError? {
    let known = Set(frame.views.map(\.id))
    for (spec, source) in specs {
      for series in spec.series where !known.contains(series.view) {
        let ids = frame.views.map(\.id)
        var message = "no view has id '\(series.view)' when the run starts"
        if let suggestion = Suggestion.closest(to: series.view, in: ids) {
          message += "; did you mean '\(suggestion)'?"
        }
        message +=
          ids.isEmpty
          ? "; the window has no views"
          : "; views with identifiers: \(ids.prefix(12).joined(separator: ", "))"
            + (ids.count > 12 ? ", …" : "")
        switch source {
        case .scenario(let index):
          return scenario.plotError(plot: index, offset: series.offset, message: message)
        case .option:
          return ScenarioError(
            file: scenario.file, message: "--plot '\(spec.text)': " + message)
        }
      }
    }
    return nil
  }

  /// Records `frame`'s values, its key frame and its markers.
  package mutating func observe(_ frame: Frame) {
    guard !specs.isEmpty else { return }
    var byID: [String: ViewSnapshot] = [:]
    for view in frame.views where byID[view.id] == nil { byID[view.id] = view }
    times.append(frame.time)
    for (plot, entry) in specs.enumerated() {
      for (index, series) in entry.spec.series.enumerated() {
        let value = byID[series.view].map { series.property.value(in: $0) }
        values[plot][index].append(value.flatMap { $0.isFinite ? $0 : nil })
      }
    }
    if let label = KeyFrameLabel.label(for: frame.events) {
      keyFrames.append(PlotData.KeyFrame(index: frame.index, time: frame.time, label: label))
    }
    for event in frame.events {
      guard let label = Self.markerLabel(event) else { continue }
      for (plot, entry) in specs.enumerated() {
        let marker = PlotData.Marker(
          time: frame.time, series: Self.series(for: event, in: entry.spec),
          label: Self.label(label, of: event, in: entry.spec))
        if !markers[plot].contains(marker) { markers[plot].append(marker) }
      }
    }
  }

  /// The charts, titled `NAME · card.center.x, card.center.y`.
  package func data(scenarioName: String) -> [PlotData] {
    specs.enumerated().map { plot, entry in
      PlotData(
        title: "\(scenarioName) · "
          + entry.spec.series.map(\.name).joined(separator: ", "), unit: entry.spec.unit.rawValue,
        axisTitle: entry.spec.unit == .none ? "" : entry.spec.unit.name, times: times,
        series: zip(entry.spec.series, values[plot]).map {
          PlotData.Series(name: $0.name, values: $1)
        },
        keyFrames: keyFrames, markers: markers[plot])
    }
  }

  /// The marker's name for `event`, or `nil` when it is not one (see the type).
  static func markerLabel(_ event: TimelineEvent) -> String? {
    switch event.kind {
    case "drag.clamped": return "clamped"
    case "sticky.pin": return "pinned"
    case "sticky.unpin": return "unpinned"
    default: return gestureLabel(event)
    }
  }

  /// "pan began" for a recognizer's state change to began, ended, recognized, cancelled or
  /// failed, else `nil` (also for a scroll view's private recognizer,
  /// ``Renderer/KeyFrames/isPrivateRecognizerEvent(_:)``).
  static func gestureLabel(_ event: TimelineEvent) -> String? {
    guard event.kind.hasPrefix("gesture.") else { return nil }
    let state = String(event.kind.dropFirst("gesture.".count))
    guard ["began", "ended", "recognized", "cancelled", "failed"].contains(state),
      !KeyFrames.isPrivateRecognizerEvent(event)
    else {
      return nil
    }
    return EventRows.recognizerName(of: event).map { "\($0) \(state)" } ?? state
  }

  /// `text`, followed by the event's view in parentheses when no series of `spec` follows it.
  static func label(_ text: String, of event: TimelineEvent, in spec: PlotSpec) -> String {
    guard let view = event.view, !spec.series.contains(where: { $0.view == view }) else {
      return text
    }
    return "\(text) (\(view))"
  }

  /// The series of `spec` a marker for `event` sits on: for `drag.clamped`, the view's series
  /// of the stopped axis (its detail starts with `x` or `y`) if there is one; else the first
  /// series of the event's view.
  static func series(for event: TimelineEvent, in spec: PlotSpec) -> Int? {
    guard let view = event.view else { return nil }
    let ofView = spec.series.indices.filter { spec.series[$0].view == view }
    if event.kind == "drag.clamped" {
      let axis = event.detail.first
      let wanted: Set<PlotProperty> =
        axis == "x" ? [.centerX] : axis == "y" ? [.centerY] : []
      if let match = ofView.first(where: { wanted.contains(spec.series[$0].property) }) {
        return match
      }
    }
    return ofView.first
  }
}
