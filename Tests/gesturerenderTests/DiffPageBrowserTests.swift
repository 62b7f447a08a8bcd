import Foundation
import Testing

@Suite("The diff's review page in a real headless browser")
struct DiffPageBrowserTests {
  /// Appended to a copy of the diff's index.html: reads the first frame, scrubs to frame 10
  /// (where the card is 5 pt apart), switches to the delta picture, and writes what the page
  /// showed into <pre id="test-result"> as JSON.
  static let probe = """
    <script>
    window.addEventListener("load", function () {
      var r = {};
      var scrubber = document.getElementById("scrubber");
      var data = JSON.parse(document.getElementById("review-data").textContent);
      r.title = document.getElementById("title").textContent;
      r.scripts = document.scripts.length;
      r.initialOld = document.getElementById("old-frame").getAttribute("src");
      r.initialNew = document.getElementById("frame").getAttribute("src");
      r.initialDeltaHidden = document.getElementById("delta").hidden;
      r.currentRowsAtStart = document.querySelectorAll("#differences tr.current").length;
      var at = data.frames.findIndex(function (f) { return f.index === 10; });
      scrubber.value = String(at);
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      r.frame = document.body.getAttribute("data-frame");
      r.position = document.getElementById("position").textContent;
      r.old = document.getElementById("old-frame").getAttribute("src");
      r.new = document.getElementById("frame").getAttribute("src");
      r.delta = document.getElementById("delta").getAttribute("src");
      r.currentRows = Array.prototype.map.call(document.querySelectorAll("#differences tr.current"), function (row) { return row.textContent; });
      r.only = Array.prototype.map.call(document.querySelectorAll("#events li.only"), function (li) { return li.textContent; });
      r.events = document.querySelectorAll("#events li").length;
      var box = document.getElementById("delta-view");
      box.click();
      r.sidesShown = document.querySelector(".sides").offsetParent !== null;
      r.deltaShown = document.getElementById("delta").offsetParent !== null;
      var end = data.frames.length - 1;
      scrubber.value = String(end);
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      r.lastFrame = document.body.getAttribute("data-frame");
      r.lastOldHidden = document.getElementById("old-frame").hidden;
      var pre = document.createElement("pre");
      pre.id = "test-result";
      pre.textContent = JSON.stringify(r);
      document.body.appendChild(pre);
    });
    </script>
    """

  /// A card dragged from (100, 100) to `end` in 1 s at 10 fps; `tap` adds a tap on it at 1.2 s.
  private func scenario(end: Int, tap: Bool) -> String {
    let tail =
      tap
      ? #"{"wait": 0.2}, {"tap": {"point": [195, 100]}}, {"wait": 0.3}"# : #"{"wait": 0.5}"#
    return """
      {"version": 1, "name": "slide", "fps": 10,
       "views": [{"id": "card", "type": "imageView", "frame": [50, 50, 100, 100], "backgroundColor": "#3478F6"}],
       "behaviors": [{"type": "clamped-drag", "view": "card"}],
       "script": [{"down": {"point": [100, 100]}}, {"move": {"to": [\(end), 100], "duration": 1}},
                  {"up": {}}, \(tail)]}
      """
  }

  @Test(
    "Scrubs both runs with one scrubber, highlights the differing value and the one-sided events",
    .enabled(
      if: chromium != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    )
  )
  func browser() throws {
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, end, tap) in [("main", 200, false), ("branch", 195, true)] {
      try Data(scenario(end: end, tap: tap).utf8).write(
        to: directory.appendingPathComponent("\(name).json"))
      let render = try ToolRunner.run(
        ["\(name).json", "-o", "runs/\(name)", "--scale", "1", "-q", "--no-page"], in: directory)
      try #require(render.exitCode == 0, "\(render.standardError)")
    }
    let diff = try ToolRunner.run(
      [
        "diff", "runs/main", "runs/branch", "-o", "d", "--old-name", "main <b>", "--new-name",
        "branch",
      ], in: directory)
    #expect(diff.exitCode == 3)
    let page = directory.appendingPathComponent("d/index.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("<h1 id=\"title\">main &lt;b&gt; → branch</h1>"))
    let r = try ReviewPageBrowserTests.runProbe(
      html, with: Self.probe, in: directory.appendingPathComponent("d"))
    #expect(r["title"] as? String == "main <b> → branch")
    #expect(r["scripts"] as? Int == 4, "data, player, delta switch and the probe; nothing injected")
    #expect(r["initialOld"] as? String == "../runs/main/frame-0000.png")
    #expect(r["initialNew"] as? String == "../runs/branch/frame-0000.png")
    // Frame 0 is the same in both runs: no delta picture.
    #expect(r["initialDeltaHidden"] as? Bool == true)
    #expect(r["currentRowsAtStart"] as? Int == 0)
    #expect(r["frame"] as? String == "10")
    #expect(r["position"] as? String == "#10 · 1.000 s")
    #expect(r["old"] as? String == "../runs/main/frame-0010.png")
    #expect(r["new"] as? String == "../runs/branch/frame-0010.png")
    #expect(r["delta"] as? String == "diff-0010.png")
    // Old x = 100 + 10 pt a frame, new 100 + 9.5: 5 pt apart at frame 10, frames 1–15.
    #expect(
      r["currentRows"] as? [String] == [
        "card center.x: up to 5.00 pt at frame 10 (1.000 s; main <b> 200, branch 195), "
          + "frames 1–15"
      ])
    // The tap only the branch has: its touch and the drag it starts, at 1.2 and 1.3 s.
    #expect(
      r["only"] as? [String] == [
        "1.200 stouchesBeganonly branchcard: at (195, 100)",
        "1.200 sdrag.beganonly branchcard: grip (50, 50) in the view",
        "1.300 stouchesEndedonly branchcard: at (195, 100)",
      ])
    #expect(r["sidesShown"] as? Bool == false)
    #expect(r["deltaShown"] as? Bool == true)
    // The branch's 17th frame has no frame in main.
    #expect(r["lastFrame"] as? String == "16")
    #expect(r["lastOldHidden"] as? Bool == true)
  }
}
