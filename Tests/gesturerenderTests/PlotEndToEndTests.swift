import Foundation
import Renderer
import Testing

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// A card grabbed at its centre at 0.3 s and dragged linearly from x = 100 to x = 300 in 1 s,
/// then left for 0.2 s: a run of 1.5 s at 10 fps (frames 0…15), its center.x plotted.
let linePlotScenario = """
  {"version": 1, "name": "line", "device": "iphone-se", "fps": 10,
   "views": [{"id": "card", "type": "view", "frame": [50, 150, 100, 100], "backgroundColor": "#3478F6"}],
   "behaviors": [{"type": "clamped-drag", "view": "card"}],
   "script": [{"wait": 0.3}, {"down": {"point": [100, 200]}},
              {"move": {"to": [300, 200], "duration": 1}}, {"up": {}}, {"wait": 0.2}],
   "plots": ["card.center.x"]}
  """

@Suite("--plot and plots: the chart files read back, errors, determinism")
struct PlotEndToEndTests {
  /// Runs the line scenario with `arguments` in a fresh directory; returns it and the result.
  static func run(_ arguments: [String], scenario: String = linePlotScenario) throws -> (
    URL, ToolRunner.Result
  ) {
    let directory = try ToolRunner.makeTemporaryDirectory()
    try Data(scenario.utf8).write(to: directory.appendingPathComponent("line.json"))
    let result = try ToolRunner.run(["line.json", "-o", "out"] + arguments, in: directory)
    return (directory, result)
  }

  @Test("The axis mapping computed by hand: key frame, line, value and time labels")
  func pixels() throws {
    let (directory, result) = try Self.run(["--scale", "2"])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    let out = directory.appendingPathComponent("out")
    let image = try RenderedImage(contentsOf: out.appendingPathComponent("line-plot.png"))
    #expect(image.width == 1440 && image.height == 960)
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("line-plot.svg").path))
    func pixel(_ x: Double, _ y: Double) -> Pixel { image.pixel(x: Int(x * 2), y: Int(y * 2)) }
    func isInk(_ p: Pixel) -> Bool { p.r < 200 || p.g < 200 || p.b < 200 }
    func region(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>) -> [Pixel] {
      var pixels: [Pixel] = []
      for py in Int(y.lowerBound * 2)...Int(y.upperBound * 2) {
        for px in Int(x.lowerBound * 2)...Int(x.upperBound * 2) {
          pixels.append(image.pixel(x: px, y: py))
        }
      }
      return pixels
    }
    // Time 0…1.5 s onto x 64…700 pt: x(t) = 64 + 424 t. Values 100…300 (ticks every 50) onto
    // y 436…188 pt (one legend row): y(v) = 436 − 1.24 (v − 100).
    // The touch lands at 0.3 s: the key frame's dashed line at x = 191.2.
    let key = stride(from: 195.0, to: 425, by: 1).filter {
      let p = pixel(191.2, $0)
      return p.r > 150 && p.g < 120 && p.b < 80
    }
    #expect(key.count > 100, "\(key.count) key-coloured pixels on x = 191.2 pt")
    // At 0.8 s the card is half-way, center.x 200: the line passes (403.2, 312).
    let line = pixel(403.2, 312)
    #expect(line.b > 200 && line.r < 90, "\(line)")
    // Before the touch the line is flat at 100, the bottom of the axis: (120, 436).
    #expect(pixel(120, 435.5).b > 200)
    // "200" right-aligned left of x = 58 around y(200) = 312; nothing around y(175) = 343.
    #expect(region(30...58, 308...316).contains(where: isInk))
    #expect(!region(24...58, 338...348).contains(where: isInk))
    // "0.6" centred under x(0.6) = 318.4; nothing under x(0.7) = 360.8.
    #expect(region(310...327, 443...453).contains(where: isInk))
    #expect(!region(353...368, 443...453).contains(where: isInk))
  }

  @Test("Same input, same bytes: the PNG, the SVG and the page of two runs")
  func deterministic() throws {
    let (first, one) = try Self.run(["--plot", "card.center.y"])
    defer { try? FileManager.default.removeItem(at: first) }
    let (second, two) = try Self.run(["--plot", "card.center.y"])
    defer { try? FileManager.default.removeItem(at: second) }
    #expect(one.exitCode == 0 && two.exitCode == 0, "\(one.standardError)")
    for name in [
      "line-plot.png", "line-plot.svg", "line-plot-2.png", "line-plot-2.svg", "index.html",
    ] {
      let a = try Data(contentsOf: first.appendingPathComponent("out/" + name))
      let b = try Data(contentsOf: second.appendingPathComponent("out/" + name))
      #expect(a == b, "\(name) differs between runs")
    }
    let page = try String(
      contentsOf: first.appendingPathComponent("out/index.html"), encoding: .utf8)
    #expect(page.contains("<svg class=\"plot\" id=\"plot-1\""))
    #expect(page.contains("<svg class=\"plot\" id=\"plot-2\""))
    #expect(page.contains("<a href=\"line-plot-2.png\">"))
    let review = try String(
      contentsOf: first.appendingPathComponent("out/review.md"), encoding: .utf8)
    #expect(
      review.contains(
        "![line · card.center.x](line-plot.png)\n\n![line · card.center.y](line-plot-2.png)"))
  }

  @Test("A bad --plot is a usage error naming the properties (exit 64)")
  func badOption() throws {
    let (directory, result) = try Self.run(["--plot", "card.centre.x"])
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 64)
    #expect(
      result.standardError.contains(
        "'--plot card.centre.x': 'card.centre.x' names no property; did you mean "
          + "'card.center.x'?; properties: center.x, center.y,"))
  }

  @Test("An unknown view in plots is a located error naming the views (exit 65)")
  func unknownView() throws {
    let scenario = linePlotScenario.replacingOccurrences(
      of: "\"plots\": [\"card.center.x\"]", with: "\"plots\": [\"card.center.x, crad.center.y\"]")
    let (directory, result) = try Self.run([], scenario: scenario)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(result.exitCode == 65)
    // Line 6: ` "plots": ["card.center.x, crad.center.y"]}`: the string's quote at column 12,
    // 'crad' 15 characters after its first one.
    #expect(
      result.standardError.contains(
        "line.json:6:28: error: plots[0]: no view has id 'crad' when the run starts; did you "
          + "mean 'card'?; views with identifiers: "), "\(result.standardError)")
    let (other, option) = try Self.run(["--plot", "cards.alpha"])
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(option.exitCode == 65)
    #expect(
      option.standardError.contains(
        "line.json: error: --plot 'cards.alpha': no view has id 'cards' when the run starts; "
          + "did you mean 'card'?"), "\(option.standardError)")
  }
}
