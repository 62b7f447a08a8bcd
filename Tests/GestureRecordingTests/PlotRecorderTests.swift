import Foundation
import GestureCore
import Renderer
import Scenario
import Testing

@testable import GestureRecording

@Suite("What a chart records of the frames: values, key frames, markers")
struct PlotRecorderTests {
  /// A frame at `index` / 10 s with `card` centred at `center` (or no card) and `events`.
  static func frame(_ index: Int, card center: CGPoint?, events: [TimelineEvent] = [])
    -> Frame
  {
    var views = [
      ViewSnapshot(
        id: "bar", center: CGPoint(x: 187.5, y: 22),
        bounds: CGRect(x: 0, y: 0, width: 375, height: 44),
        transform: .identity, alpha: 1, isHidden: false)
    ]
    if let center {
      views.append(
        ViewSnapshot(
          id: "card", center: center, bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
          transform: .identity, alpha: 1, isHidden: false))
    }
    return Frame(
      index: index, time: Double(index) / 10, canvasSize: CGSize(width: 375, height: 667),
      backgroundColor: .white, items: [], events: events, views: views)
  }

  @Test("Values per frame, nil without the view; markers on the right series or the axis")
  func records() throws {
    let spec = try PlotSpec.parse("card.center.x,card.center.y")
    var recorder = PlotRecorder(specs: [(spec, .option)])
    recorder.observe(Self.frame(0, card: CGPoint(x: 100, y: 200)))
    recorder.observe(
      Self.frame(
        1, card: CGPoint(x: 150, y: 617),
        events: [
          TimelineEvent(time: 0.07, kind: "drag.moved", view: "card", detail: "center (150, 617)"),
          TimelineEvent(time: 0.08, kind: "drag.clamped", view: "card", detail: "y stopped at 617"),
          TimelineEvent(time: 0.09, kind: "sticky.pin", view: "bar", detail: "offsetY 40"),
        ]))
    recorder.observe(
      Self.frame(
        2, card: nil,
        events: [
          TimelineEvent(
            time: 0.15, kind: "gesture.began", view: "card",
            detail: "pan: possible → began at (1, 2)"),
          TimelineEvent(
            time: 0.16, kind: "gesture.changed", view: "card",
            detail: "pan: began → changed at (1, 3)"),
        ]))
    let data = try #require(recorder.data(scenarioName: "drag").first)
    #expect(data.title == "drag · card.center.x, card.center.y")
    #expect(data.unit == "pt" && data.axisTitle == "points")
    #expect(data.times == [0, 0.1, 0.2])
    #expect(data.series.map(\.values) == [[100, 150, nil], [200, 617, nil]])
    // drag.moved is not key; the clamp and the pin are (weight 3 each: the first, "+1" for the
    // other); the pan's state change is.
    #expect(
      data.keyFrames == [
        PlotData.KeyFrame(index: 1, time: 0.1, label: "clamped card +1"),
        PlotData.KeyFrame(index: 2, time: 0.2, label: "pan began on card"),
      ])
    #expect(
      data.markers == [
        PlotData.Marker(time: 0.1, series: 1, label: "clamped"),
        PlotData.Marker(time: 0.1, series: nil, label: "pinned (bar)"),
        PlotData.Marker(time: 0.2, series: 0, label: "pan began"),
      ])
  }

  @Test("A scroll view's private delaysContentTouches recognizer gives no marker and no key frame")
  func privateRecognizer() throws {
    let spec = try PlotSpec.parse("card.center.x")
    var recorder = PlotRecorder(specs: [(spec, .option)])
    recorder.observe(
      Self.frame(
        0, card: CGPoint(x: 100, y: 200),
        events: [
          TimelineEvent(
            time: 0, kind: "gesture.failed", view: "card",
            detail: "delaysContentTouches: possible → failed at (100, 200)")
        ]))
    recorder.observe(
      Self.frame(
        1, card: CGPoint(x: 100, y: 200),
        events: [
          TimelineEvent(
            time: 0.1, kind: "gesture.failed", view: "card",
            detail: "tap: possible → failed at (100, 200)")
        ]))
    let data = try #require(recorder.data(scenarioName: "tap").first)
    #expect(data.markers == [PlotData.Marker(time: 0.1, series: 0, label: "tap failed")])
    #expect(data.keyFrames.map(\.index) == [1])
  }

  @Test("A view missing from the first frame is named, with the closest id and the others")
  func unknownView() throws {
    let json = "{\"version\": 1,\n \"plots\": [\"crad.alpha\"]}"
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let recorder = PlotRecorder(specs: [(scenario.plots[0], .scenario(index: 0))])
    let error = try #require(
      recorder.unknownView(in: Self.frame(0, card: .zero), scenario: scenario))
    #expect(
      error.description
        == "s.json:2:13: error: plots[0]: no view has id 'crad' when the run starts; did you "
        + "mean 'card'?; views with identifiers: bar, card")
    #expect(recorder.unknownView(in: Self.frame(0, card: nil), scenario: scenario) != nil)
    let fine = PlotRecorder(specs: [(try PlotSpec.parse("card.alpha"), .option)])
    #expect(fine.unknownView(in: Self.frame(0, card: .zero), scenario: scenario) == nil)
  }
}
