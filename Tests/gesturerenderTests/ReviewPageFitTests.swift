import Foundation
import Renderer
import Testing

/// The review page in Debian's chromium, read back from screenshots: a tall device's frame is
/// seen whole in the window. Skipped only outside CI when no browser is installed; in CI
/// (`CI` set, as `.ci/run` runs, which installs chromium) a missing browser fails the test.
@Suite("The review page fits a tall frame to the window")
struct ReviewPageFitTests {
  @Test(
    "An iphone-15 frame's bottom edge is inside the window at 1400×1000 and 1280×720",
    .enabled(
      if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "no headless browser: install Debian's chromium (scripts/install-dependencies.sh does) to run this test"
    )
  )
  func tallFrameFits() throws {
    let browser = try #require(
      chromium, "CI runs this test: scripts/install-dependencies.sh installs chromium")
    let directory = try ToolRunner.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // 393×852 pt, magenta all over: the frame is the magenta on the screenshot.
    let scenario = """
      {"version": 1, "name": "tall", "device": "iphone-15", "backgroundColor": "#FF00FF",
       "views": [], "script": [{"wait": 0.1}]}
      """
    try scenario.write(
      to: directory.appendingPathComponent("tall.json"), atomically: true, encoding: .utf8)
    let run = try ToolRunner.run(["tall.json", "--scale", "1", "-q", "-o", "out"], in: directory)
    #expect(run.exitCode == 0, "\(run.standardError)")
    let page = directory.appendingPathComponent("out/index.html")
    for (width, height) in [(1400, 1000), (1280, 720)] {
      let shot = directory.appendingPathComponent("shot-\(width).png")
      let process = Process()
      process.executableURL = browser
      process.arguments = [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
        "--window-size=\(width),\(height)", "--hide-scrollbars", "--virtual-time-budget=2000",
        "--screenshot=\(shot.path)", page.absoluteString,
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      let image = try RenderedImage(contentsOf: shot)
      #expect(image.width == width && image.height == height)
      // The magenta box: its rows and columns on the screenshot.
      var rows: [Int] = []
      var columns = (Int.max, Int.min)
      for y in 0..<image.height {
        var any = false
        for x in stride(from: 0, to: image.width, by: 1) {
          let p = image.pixel(x: x, y: y)
          if p.r > 240 && p.g < 20 && p.b > 240 {
            any = true
            columns = (min(columns.0, x), max(columns.1, x))
          }
        }
        if any { rows.append(y) }
      }
      let top = try #require(rows.first, "no frame on the \(width)×\(height) screenshot")
      let bottom = rows.last!
      // The bottom edge is inside the window, with the stage's 8 px padding below it.
      #expect(bottom <= height - 1 - 8, "\(width)×\(height): frame rows \(top)…\(bottom)")
      // And the whole frame is there: its height over its width is the device's 852 / 393.
      let ratio = Double(bottom - top + 1) / Double(columns.1 - columns.0 + 1)
      #expect(abs(ratio - 852.0 / 393) < 0.03, "\(width)×\(height): \(ratio)")
    }
  }
}
