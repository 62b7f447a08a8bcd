import Foundation
import Testing

@testable import Scenario

/// A timeline of `frames` frames at 10 fps; `view(k)` gives frame k's views as JSON objects,
/// `events(k)` its events.
private func timeline(
  frames: Int, views: (Int) -> [String], events: (Int) -> [String] = { _ in [] }
) -> Data {
  let lines = (0..<frames).map { k in
    "{\"index\": \(k), \"time\": \(Double(k) / 10), \"views\": [\(views(k).joined(separator: ","))], "
      + "\"touches\": [], \"events\": [\(events(k).joined(separator: ","))]}"
  }
  return Data("{\"scenario\": {}, \"frames\": [\n\(lines.joined(separator: ",\n"))\n]}".utf8)
}

private func view(
  _ id: String, center: (Double, Double), rotation: Double = 0, alpha: Double = 1
) -> String {
  let (c, s) = (cos(rotation * .pi / 180), sin(rotation * .pi / 180))
  return
    "{\"id\": \"\(id)\", \"center\": [\(center.0), \(center.1)], \"bounds\": [0, 0, 100, 100], "
    + "\"transform\": [\(c), \(s), \(-s), \(c), 0, 0], \"alpha\": \(alpha), \"hidden\": false}"
}

@Suite("Timeline comparison: differences in points, degrees and events")
struct TimelineComparisonTests {
  @Test("The card stops 4.7 pt short from frame 6; a rotation differs by 5° in frames 2–3")
  func properties() throws {
    let old = timeline(frames: 10) { k in
      [view("card", center: (100 + 10 * Double(k), 50), rotation: k == 2 || k == 3 ? 15 : 0)]
    }
    let new = timeline(frames: 10) { k in
      let x = 100 + 10 * Double(k) - (k >= 6 ? 4.7 : 0)
      return [view("card", center: (x, 50), rotation: k == 2 || k == 3 ? 10 : 0)]
    }
    let comparison = try TimelineComparison(
      old: old, new: new, oldName: "main", newName: "branch")
    // A view's properties in the order their differences begin.
    #expect(
      comparison.lines == [
        "card transform.rotation: up to 5.00° at frame 2 (0.200 s; main 15, branch 10), frames 2–3",
        "card center.x: up to 4.70 pt at frame 6 (0.600 s; main 160, branch 155.3), frames 6–9",
      ])
    let loose = try TimelineComparison(old: old, new: new, tolerance: 5)
    // Within 5 (points, degrees) nothing differs: 4.7 pt and exactly 5°.
    #expect(loose.isEmpty)
  }

  @Test("Views only in one run, events one run has more of, and the frame counts")
  func viewsAndEvents() throws {
    let swap = #"{"time": 1.133, "kind": "reorder.swap", "view": "b1", "detail": ""}"#
    let old = timeline(frames: 12, views: { _ in [view("b1", center: (0, 0))] }) { k in
      k == 11 ? [swap] : []
    }
    let new = timeline(frames: 11) { _ in
      [view("b1", center: (0, 0)), view("b9", center: (1, 1))]
    }
    let comparison = try TimelineComparison(old: old, new: new)
    #expect(
      comparison.lines == [
        "frames: old has 12, new 11; compared the first 11",
        "view b9: only in new",
        "reorder.swap on b1: old at 1.133 s; new none",
      ])
  }

  @Test("A file that is not a timeline is named, with where and why")
  func notATimeline() {
    let cases: [(String, String)] = [
      ("{}", "a/timeline.json:1:1: error: missing key 'frames'; not a gesturerender timeline"),
      (
        "{\"frames\": [{\"index\": \"x\"}]}",
        "a/timeline.json:1:23: error: frames[0].index: expected a whole number, found a string; "
          + "not a gesturerender timeline"
      ),
      (
        "{\"frames\": [{\"index\": 1e-400}]}",
        "a/timeline.json:1:23: error: frames[0].index: the number 1e-400 is too close to 0 to "
          + "represent (the smallest above 0 is 5e-324); write 0; not a gesturerender timeline"
      ),
      (
        "{",
        "a/timeline.json:1:2: error: expected a quoted key, found end of file; not a "
          + "gesturerender timeline"
      ),
    ]
    for (text, message) in cases {
      do {
        _ = try TimelineComparison(
          old: Data(text.utf8), new: Data("{}".utf8), oldFile: "a/timeline.json")
        Issue.record("\(text) was read as a timeline")
      } catch {
        #expect("\(error)" == message)
      }
    }
  }
}
