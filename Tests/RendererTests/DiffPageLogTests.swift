import Foundation
import Renderer
import Testing

/// The diff page's event log folds the per-frame stream as the review page's does
/// (``EventRows``), keeping each event only one run has on a row of its own.
@Suite("The diff page folds its event log as the review page does")
struct DiffPageLogTests {
  /// The page's embedded data: the events and the log's rows.
  private func data(of page: String) throws -> [String: Any] {
    let start = try #require(
      page.range(of: "<script type=\"application/json\" id=\"review-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = Data(page[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test("A drag's moves fold into counted rows between its key events; one run's extra event stays")
  func foldedLog() throws {
    var events: [DiffPage.Event] = [
      DiffPage.Event(
        time: 0, frame: 0, kind: "touchesBegan", view: "card", detail: "at (1, 1)", onlyIn: nil)
    ]
    for frame in 1...5 {
      events.append(
        DiffPage.Event(
          time: Double(frame) / 10, frame: frame, kind: "touchesMoved", view: "card",
          detail: "to (\(frame), 1)", onlyIn: nil))
      events.append(
        DiffPage.Event(
          time: Double(frame) / 10, frame: frame, kind: "drag.moved", view: "card",
          detail: "center (\(frame), 1)", onlyIn: frame == 3 ? "new" : nil))
    }
    events.append(
      DiffPage.Event(
        time: 0.6, frame: 6, kind: "touchesEnded", view: "card", detail: "at (5, 1)", onlyIn: nil))
    let frames = (0...6).map {
      DiffPage.FrameEntry(
        index: $0, time: Double($0) / 10, old: "old/frame-\($0).png", new: "new/frame-\($0).png",
        delta: nil)
    }
    let page = DiffPage.html(
      oldName: "old", newName: "new", headline: "1 of 7 frames changed", framesPerSecond: 10,
      frames: frames, differences: [], events: events, links: [], toolVersion: "1")
    let data = try data(of: page)
    let rows = try #require(data["rows"] as? [[String: Any]])
    let summary = rows.map {
      "\($0["kind"] as? String ?? "?") \($0["subject"] as? String ?? "?") "
        + "\(($0["events"] as? [Int]) ?? [])"
    }
    #expect(
      summary == [
        "touchesBegan card [0]",
        "touchesMoved card [1, 3, 5, 7, 9]",
        "drag.moved card [2, 4, 8, 10]",
        "drag.moved card [6]",
        "touchesEnded card [11]",
      ])
    let flags = try #require(data["events"] as? [[String: Any]]).map {
      ($0["key"] as? Bool ?? false, $0["only"] as? String)
    }
    // Touches beginning and ending are key events, and so is the event only the new run has.
    #expect(flags.filter(\.0).count == 3)
    #expect(flags[6].0 && flags[6].1 == "new")
  }
}
