import Foundation
import Testing

/// The user-code samples without a built-in twin (Samples/README.md, "Controls and release
/// velocity"): each renders through the CLI, and its timeline shows the numbers its
/// description promises.
@Suite("The controls and release-velocity samples do what their descriptions say")
struct UserCodeSampleTests {
  /// A rendered sample's timeline frames.
  private struct Run {
    let frames: [[String: Any]]

    /// The events of every frame as (frame index, kind, detail).
    var events: [(index: Int, kind: String, detail: String)] {
      frames.flatMap { frame in
        (frame["events"] as! [[String: Any]]).map {
          (frame["index"] as! Int, $0["kind"] as! String, $0["detail"] as? String ?? "")
        }
      }
    }

    /// The view `id` in frame `index` (the last frame when nil).
    func view(_ id: String, at index: Int? = nil) -> [String: Any] {
      let frame = index.map { frames[$0] } ?? frames.last!
      return (frame["views"] as! [[String: Any]]).first { $0["id"] as? String == id }!
    }

    /// A view's `bounds` or `center` as numbers.
    func numbers(_ id: String, _ key: String, at index: Int? = nil) -> [Double] {
      (view(id, at: index)[key] as! [Any]).map { ($0 as! NSNumber).doubleValue }
    }
  }

  private func render(_ sample: String) throws -> Run {
    let scratch = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try ToolRunner.run(
      ["Samples/\(sample)", "-o", scratch.path, "--scale", "1", "-q"],
      environment: ["GESTURERENDER_CACHE": CodeTwinTests.cache.path])
    try #require(result.exitCode == 0, "\(sample): \(result.standardError)")
    let object =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: scratch.appendingPathComponent("timeline.json")))
      as! [String: Any]
    return Run(frames: object["frames"] as! [[String: Any]])
  }

  @Test("settings-row: the slider goes 30 → 80, the switch turns off, the row dims, no more drag")
  func settingsRow() throws {
    let run = try render("settings-row.json")
    let values = run.events.filter { $0.kind == "slider.value" }.map(\.detail)
    #expect(values.last == "volume value 80.0")
    let switched = run.events.filter { $0.kind == "switch.isOn" }
    #expect(switched.map(\.detail) == ["assist isOn false"])
    // Nothing reaches the disabled slider after the switch turned off.
    #expect(
      !run.events.contains { $0.index > switched[0].index && $0.detail.hasPrefix("volume ") })
    #expect((run.view("volumeRow")["alpha"] as! NSNumber).doubleValue == 0.4)
    // The switch's thumb rests 2 pt inside the left end of the 51 pt track.
    let thumbCenter: [Double] = [15.5, 15.5]
    #expect(run.numbers("assist.thumb", "center") == thumbCenter)
  }

  @Test("delivery-form: the flicked colour wheel snaps to Yellow; the date goes to 6 Dec and back")
  func deliveryForm() throws {
    let run = try render("delivery-form.json")
    // The colour wheel's scroll view (the picker's second wheel, after the band): row r rests
    // at r × 32 − (216 − 32) / 2; the flick ends on row 5, 68, without passing it.
    let offsets = run.frames.indices.map { run.numbers("product.2.1", "bounds", at: $0)[1] }
    #expect(abs(offsets.first! + 92) < 1e-9)
    #expect(abs(offsets.last! - 68) < 1e-9)
    #expect(offsets.max()! <= 68 + 1e-9)
    let selections = run.events.filter { $0.kind == "pickerView.didSelectRow" }
    let colour = selections.filter { $0.detail.hasPrefix("product ") }
    #expect(colour.map(\.detail) == ["product component 1 row 5"])
    // Selected once the wheel is at rest, not at the lift.
    #expect(abs(offsets[colour[0].index] - 68) < 1e-9)
    #expect(abs(offsets[colour[0].index - 1] - 68) > 1e-9)
    let dates = run.events.filter { $0.kind == "datePicker.date" }.map(\.detail)
    #expect(dates == ["delivery date 2023-12-06 09:41", "delivery date 2023-12-04 09:41"])
  }

  @Test("pull-to-refresh: the short pull does not refresh, the long one does, then back to −20")
  func pullToRefresh() throws {
    let run = try render("pull-to-refresh.json")
    let offsets = run.frames.indices.map { run.numbers("feed", "bounds", at: $0)[1] }
    let begins = run.events.filter { $0.kind == "refreshControl.beginRefreshing" }
    let changes = run.events.filter { $0.kind == "control.valueChanged" }
    #expect(begins.count == 1)
    #expect(changes.map(\.index) == begins.map(\.index))
    // The first pull (until 2 s, frame 60) stays short of 128.15 pt past −20 and springs back
    // to rest before the second begins.
    let threshold: Double = -20 - 112.5 * 647 / 568
    #expect(offsets[0..<60].min()! > threshold)
    #expect(offsets[59] == -20)
    // Refreshing: shown at least the threshold past −20 at the moment it begins.
    #expect(offsets[begins[0].index] <= threshold)
    let ends = run.events.filter { $0.kind == "refreshControl.endRefreshing" }
    #expect(ends.count == 1)
    #expect(offsets[ends[0].index - 1] == -80)
    #expect(offsets.last == -20)
  }

  @Test("bottom-sheet: half, full, half, collapsed, each from position and release velocity")
  func bottomSheet() throws {
    let run = try render("bottom-sheet.json")
    let detents = run.events.filter { $0.kind == "print" }.map {
      $0.detail.components(separatedBy: "→ detent ").last!
    }
    #expect(detents == ["334.0", "64.0", "334.0", "567.0"])
    // The sheet (667 pt tall) ends with its top at 567: center y 567 + 333.5.
    #expect(run.numbers("sheet", "center") == [187.5, 900.5])
  }

  @Test("card-flick: the slow drag springs back, the flick leaves the screen to the right")
  func cardFlick() throws {
    let run = try render("card-flick.json")
    let start = run.numbers("card", "center", at: 0)
    #expect(start == [187, 340])
    #expect(run.numbers("card", "center", at: 45) == start)
    let end = run.numbers("card", "center")
    // Past the right edge by more than half the card's 320 pt diagonal-ish height.
    #expect(end[0] > 375 + 200)
  }

  @Test("card-dynamics: the slow drag snaps home upright, the fling leaves the screen")
  func cardDynamics() throws {
    let run = try render("card-dynamics.json")
    let home: [Double] = [187, 340]
    #expect(run.numbers("card", "center", at: 0) == home)
    // Held 80 pt right of and 120 pt above the centre, the card has swung clockwise as the
    // finger pulled it (frame 24, 0.8 s): sin of the angle is b of the transform.
    let turned = run.numbers("card", "transform", at: 24)
    #expect(turned[1] > 0.4 && turned[1] < 0.5)
    // Snapped home (2.4 s, frame 72) within 0.5 pt, upright within 0.001 rad.
    let back = run.numbers("card", "center", at: 72)
    #expect(abs(back[0] - home[0]) < 0.5 && abs(back[1] - home[1]) < 0.5)
    #expect(abs(run.numbers("card", "transform", at: 72)[1]) < 0.001)
    // Flung at 1500 pt/s: the whole card is off the right edge.
    #expect(run.numbers("card", "center").first! > 375 + 160)
    let kinds = run.events.map(\.kind)
    #expect(kinds.filter { $0 == "dynamicAnimator.pause" }.count == 2)
    #expect(kinds.filter { $0 == "dynamicAnimator.resume" }.count == 2)
  }
}
