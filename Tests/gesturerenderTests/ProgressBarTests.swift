import Foundation
import GestureRecording
import Testing

@testable import gesturerender

@Suite("The progress bar's text and when it shows")
struct ProgressBarTests {
  @Test("Count, rate and time left; colour only when asked")
  func line() {
    let half = ProgressBar.line(
      label: "drag", done: 84, total: 168, elapsed: 2, width: 10, color: false)
    #expect(half == "drag  █████░░░░░  84/168 frames  42.0 fps  ETA 2.0 s")
    let start = ProgressBar.line(
      label: "drag", done: 0, total: 168, elapsed: 0, width: 4, color: false)
    #expect(start == "drag  ░░░░  0/168 frames")
    let done = ProgressBar.line(label: "d", done: 10, total: 10, elapsed: 1, width: 2, color: true)
    #expect(done == "d  \u{1B}[32m██\u{1B}[0m  10/10 frames  10.0 fps")
  }

  @Test("NO_COLOR and TERM=dumb turn colour off; quiet turns the bar off")
  func environment() {
    #expect(ProgressBar(quiet: false, environment: ["TERM": "xterm"]).usesColor)
    #expect(!ProgressBar(quiet: false, environment: ["NO_COLOR": "1"]).usesColor)
    #expect(ProgressBar(quiet: false, environment: ["NO_COLOR": ""]).usesColor)
    #expect(!ProgressBar(quiet: false, environment: ["TERM": "dumb"]).usesColor)
    #expect(!ProgressBar(quiet: true, environment: [:]).isEnabled)
  }

  @Test("diff's options parse; two directories and -o are required")
  func diffOptions() throws {
    let options = try DiffCommand.parse([
      "a", "b", "-o", "d", "--tolerance", "3", "--max-pixels=10",
    ])
    #expect(options.old == "a" && options.new == "b" && options.outputDirectory == "d")
    #expect(options.tolerance == 3 && options.maxChangedPixels == 10)
    #expect(throws: CommandError.self) { try DiffCommand.parse(["a", "-o", "d"]) }
    #expect(throws: CommandError.self) {
      try DiffCommand.parse(["a", "b", "--tolerance", "300", "-o", "d"])
    }
  }

  @Test("Output file names are safe whatever the scenario's name")
  func fileStems() {
    #expect(OutputPlan.fileStem("drag") == "drag")
    #expect(OutputPlan.fileStem("my drag/1") == "my-drag-1")
    #expect(OutputPlan.fileStem("..") == "scenario..")
    #expect(OutputPlan.fileName(.apng, stem: "drag") == "drag-animation.png")
    #expect(OutputPlan.fileName(.gif, stem: "drag") == "drag.gif")
  }
}
