import Foundation
import Testing

@Suite("The review page's plots panel in a real headless browser")
struct PlotBrowserTests {
  /// Clicks the chart at the x of 1.0 s (the frame shown becomes frame 10 at 10 fps), then
  /// scrubs to position 5 (0.5 s) and reads where the cursor line went.
  static let probe = """
    <script>
    window.addEventListener("load", function () {
      var r = {};
      var chart = document.getElementById("plot-1");
      chart.scrollIntoView({ block: "center" });
      r.charts = document.querySelectorAll("svg.plot").length;
      r.initialCursor = chart.querySelector(".plot-cursor").getAttribute("x1");
      var point = chart.createSVGPoint();
      point.x = 488; point.y = 320;
      var screen = point.matrixTransform(chart.getScreenCTM());
      var target = document.elementFromPoint(screen.x, screen.y);
      r.target = target ? target.getAttribute("class") : null;
      target.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: screen.x, clientY: screen.y }));
      r.clickFrame = document.body.getAttribute("data-frame");
      r.clickImage = document.getElementById("frame").getAttribute("src");
      r.clickCursor = chart.querySelector(".plot-cursor").getAttribute("x1");
      var scrubber = document.getElementById("scrubber");
      scrubber.value = "5";
      scrubber.dispatchEvent(new Event("input", { bubbles: true }));
      setTimeout(function () {
        r.scrubCursor = chart.querySelector(".plot-cursor").getAttribute("x1");
        var pre = document.createElement("pre");
        pre.id = "test-result";
        pre.textContent = JSON.stringify(r);
        document.body.appendChild(pre);
      }, 50);
    });
    </script>
    """

  @Test(
    "Clicking the chart at 1.0 s shows frame 10 and moves the cursor; scrubbing moves it too",
    .enabled(
      if: HeadlessBrowser.executable != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    )
  )
  func clickSeeks() throws {
    let (directory, result) = try PlotEndToEndTests.run(["--scale", "1"])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    let r = try HeadlessBrowser.probe(
      page: directory.appendingPathComponent("out/index.html"), with: Self.probe,
      scratch: directory)
    // x(t) = 64 + 424 t on the 0…1.5 s axis: frame 0 at 64, 1.0 s at 488, 0.5 s at 276.
    #expect(r["charts"] as? Int == 1)
    #expect(r["initialCursor"] as? String == "64.00")
    #expect(r["target"] as? String == "plot-hit")
    #expect(r["clickFrame"] as? String == "10")
    #expect(r["clickImage"] as? String == "frame-0010.png")
    #expect(r["clickCursor"] as? String == "488.00")
    #expect(r["scrubCursor"] as? String == "276.00")
  }
}
