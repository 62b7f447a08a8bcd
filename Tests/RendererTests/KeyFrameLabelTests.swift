import Foundation
import GestureCore
import Testing

@testable import Renderer

/// What the review outputs call a key frame, and how the page's log folds repeated events.
@Suite("Key-frame labels and folded event rows")
struct KeyFrameLabelTests {
  static func event(_ kind: String, _ view: String?, _ detail: String = "", at time: Double = 0)
    -> TimelineEvent
  {
    TimelineEvent(time: time, kind: kind, view: view, detail: detail)
  }

  @Test("A key frame's label says what happens there, the scenario's own step first")
  func labels() {
    func label(_ events: [TimelineEvent]) -> String? { KeyFrameLabel.label(for: events) }
    #expect(
      label([
        Self.event(
          "reorder.swap", "b1", "center (150, 109) entered b3; b3 → (95, 109), b1 → (195, 109)")
      ]) == "swap b1↔b3")
    // The lift outweighs the touch and the gesture state; the two others are counted.
    #expect(
      label([
        Self.event("touchesBegan", "b1"),
        Self.event("gesture.began", "b1", "long press: possible → began at (95, 109)"),
        Self.event("reorder.lift", "b1", "start (45, 45) in the button, origin (50, 64)"),
      ]) == "lift b1 +2")
    #expect(label([Self.event("reorder.drop", "b1", "back to (50, 64)")]) == "drop b1")
    #expect(label([Self.event("touchesBegan", "card")]) == "touch down card")
    #expect(label([Self.event("controller.touchesEnded", "card")]) == "released card")
    #expect(
      label([Self.event("gesture.began", "card", "pan: possible → began at (1, 2)")])
        == "pan began on card")
    #expect(
      label([Self.event("gesture.recognized", nil, "double tap: possible → recognized")])
        == "double tap recognized")
    #expect(label([Self.event("sticky.pin", "header", "offsetY 250")]) == "pinned header")
    // A sheet's drag outweighs the pan that made it.
    #expect(
      label([
        Self.event("gesture.ended", "window.2.1", "pan: changed → ended at (187.5, 108)"),
        Self.event("sheet.detent", nil, "medium → large"),
      ]) == "sheet: medium → large +1")
    #expect(label([Self.event("sheet.dismissed", nil, "dismissed")]) == "sheet: dismissed")
    // A tab switch outweighs the tap on the tab's button.
    #expect(
      label([
        Self.event("control.touchUpInside", "Settings", "Settings touchUpInside"),
        Self.event("tabBar.select", nil, "Settings"),
      ]) == "tab: Settings +1")
    #expect(KeyFrames.caption(Self.event("sheet.detent", nil, "medium → large")) == "sheet: medium → large")
    #expect(
      label([Self.event("control.touchUpInside", "buy", "buy touchUpInside")])
        == "touchUpInside buy")
    // A button's touch down is the touch's: one phrase.
    #expect(
      label([Self.event("touchesBegan", "b1"), Self.event("control.touchDown", "b1")])
        == "touch down b1")
    // Two touches landing in one frame: one phrase and "+1".
    #expect(
      label([Self.event("touchesBegan", "a"), Self.event("touchesBegan", "b")])
        == "touch down a +1")
    // The same phrase twice counts once.
    #expect(
      label([Self.event("touchesBegan", "a"), Self.event("touchesBegan", "a")])
        == "touch down a")
    #expect(
      label([Self.event("touchesMoved", "card"), Self.event("gesture.action", "card")]) == nil)
    #expect(
      KeyFrameLabel.detail(
        index: 30, time: 0.5,
        events: [Self.event("touchesMoved", "b1"), Self.event("reorder.lift", "b1")])
        == "#30 · 0.500 s: reorder.lift b1")
    #expect(KeyFrameLabel.detail(index: 7, time: 0.125, events: []) == "#7 · 0.125 s")
  }

  @Test("A scroll view's private delaysContentTouches recognizer is no key moment and no label")
  func privateRecognizer() {
    // What a tap on a scroll view's content logs: the delay recognizer fails when the finger
    // lifts within 150 ms (GestureRuntime's detail: "NAME: OLD → NEW at (x, y)").
    let failed = Self.event(
      "gesture.failed", "carousel", "delaysContentTouches: possible → failed at (120, 300)")
    #expect(!KeyFrames.isKey(failed))
    #expect(KeyFrames.isPrivateRecognizerEvent(failed))
    #expect(KeyFrameLabel.label(for: [failed]) == nil)
    #expect(
      KeyFrameLabel.label(for: [Self.event("touchesEnded", "card"), failed]) == "released card")
    #expect(
      KeyFrameLabel.detail(
        index: 9, time: 0.15, events: [Self.event("touchesEnded", "card"), failed])
        == "#9 · 0.150 s: touchesEnded card")
    // The scroll view's public pan ("scroll") still is one.
    let scroll = Self.event("gesture.began", "carousel", "scroll: possible → began at (1, 2)")
    #expect(KeyFrames.isKey(scroll) && !KeyFrames.isPrivateRecognizerEvent(scroll))
  }

  @Test("Between key events, one row per kind and subject, counted; key events stand alone")
  func rows() {
    let pan = "card"
    var events = [Self.event("touchesBegan", pan)]
    for step in 0..<3 {
      events += [
        Self.event("touchesMoved", pan),
        Self.event("gesture.changed", pan, "pan: changed → changed at (\(step), 0)"),
        Self.event("gesture.action", pan, "pan (changed) → handlePan"),
      ]
    }
    events += [
      Self.event("touchesEnded", pan), Self.event("gesture.ended", pan, "pan: changed → ended"),
      Self.event("gesture.action", pan, "pan (ended) → handlePan"),
      Self.event("animation.center", pan),
    ]
    let rows = EventRows.rows(for: events)
    #expect(
      rows.map(\.events) == [[0], [1, 4, 7], [2, 5, 8], [3, 6, 9], [10], [11], [12], [13]])
    #expect(
      rows.map(\.subject) == [
        "card", "card", "pan (card)", "pan (card)", "card", "pan (card)", "pan (card)", "card",
      ])
    #expect(rows.map(\.isGroup) == [false, true, true, true, false, false, false, false])
    #expect(rows[2].kind == "gesture.changed")
  }

  @Test("What the code printed is a row of its own, in place, and the groups around it go on")
  func printsAreNotFolded() {
    let pan = "card"
    let events = [
      Self.event("gesture.changed", pan, "pan: changed → changed at (0, 0)"),
      TimelineEvent(time: 0, kind: "print", view: nil, detail: "moved 1"),
      Self.event("gesture.changed", pan, "pan: changed → changed at (1, 0)"),
      TimelineEvent(time: 0, kind: "print", view: nil, detail: "moved 2"),
    ]
    let rows = EventRows.rows(for: events)
    #expect(rows.map(\.events) == [[0, 2], [1], [3]])
    #expect(rows.map(\.kind) == ["gesture.changed", "print", "print"])
  }
}
