import Foundation
import Renderer
import Testing

@Suite("--appearance dark: the chart files and the review page in the dark palette")
struct PlotDarkEndToEndTests {
  @Test("The chart PNG's card is #1C1C1E and its series systemBlue dark at the hand-computed place")
  func chartFile() throws {
    let (directory, result) = try PlotEndToEndTests.run(["--scale", "2", "--appearance", "dark"])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    let out = directory.appendingPathComponent("out")
    let image = try RenderedImage(contentsOf: out.appendingPathComponent("line-plot.png"))
    let corner = image.pixel(x: 8, y: 8)
    #expect([corner.r, corner.g, corner.b, corner.a] == [28, 28, 30, 255])
    // At 0.8 s the card is half-way, center.x 200: the 2 pt line passes (403.2, 312) pt.
    let line = image.pixel(x: 806, y: 624)
    #expect([line.r, line.g, line.b] == [10, 132, 255], "\(line)")
    let svg = try String(contentsOf: out.appendingPathComponent("line-plot.svg"), encoding: .utf8)
    #expect(svg.contains("fill:rgb(10.980392%,10.980392%,11.764706%)"), "the card's #1C1C1E")
  }

  /// Reports the page's computed background and text colours and the inline chart's card.
  static let probe = """
    <script>
    window.addEventListener("load", function () {
      var style = getComputedStyle(document.body);
      var figure = document.querySelector(".plot-figure");
      var r = { background: style.backgroundColor, color: style.color,
        appearance: document.documentElement.getAttribute("data-appearance"),
        figure: figure ? getComputedStyle(figure).backgroundColor : null,
        chart: document.querySelector("svg.plot rect").getAttribute("fill") };
      var pre = document.createElement("pre");
      pre.id = "test-result";
      pre.textContent = JSON.stringify(r);
      document.body.appendChild(pre);
    });
    </script>
    """

  @Test(
    "In a browser a dark run's page is dark (#1C1C1E, text #F2F2F7); a light one stays light",
    .enabled(
      if: chromium != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    ),
    arguments: [
      (["--appearance", "dark"], "rgb(28, 28, 30)", "rgb(242, 242, 247)", "#1C1C1E"),
      ([], "rgb(242, 242, 247)", "rgb(28, 28, 30)", "#FFFFFF"),
    ])
  func page(_ arguments: [String], background: String, text: String, chart: String) throws {
    let (directory, result) = try PlotEndToEndTests.run(["--scale", "1"] + arguments)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    let out = directory.appendingPathComponent("out")
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let r = try ReviewPageBrowserTests.runProbe(page, with: Self.probe, in: out)
    #expect(r["background"] as? String == background)
    #expect(r["color"] as? String == text)
    #expect(r["chart"] as? String == chart)
    #expect(r["figure"] as? String == (chart == "#FFFFFF" ? "rgb(255, 255, 255)" : background))
  }
}
