import Foundation
import GestureCore
import Testing

@testable import Renderer
@testable import Scenario

/// Multi-line labels placed by constraints, measured and drawn with the renderer's fonts: they
/// wrap at their laid-out width (preferredMaxLayoutWidth automatic) and show every word.
@Suite("Scenario labels: numberOfLines 0 with constraints wraps at the solved width")
@MainActor
struct LabelWrappingScenarioTests {
  /// The first frame of a one-label scenario on the iPhone SE (375 pt wide, scale 2) and the
  /// label's text item in it.
  func firstFrame(text: String, fontSize: Double, inset: Int) throws -> (
    ViewSnapshot, DisplayText
  ) {
    let json = """
      {"version": 1, "device": "iphone-se", "duration": 0, "views": [{"id": "wrapped",
        "type": "label", "text": "\(text)", "fontSize": \(fontSize), "numberOfLines": 0,
        "constraints": ["wrapped.top == root.top + 40", "wrapped.leading == root.leading + \(inset)",
          "wrapped.trailing == root.trailing - \(inset)"]}]}
      """
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation(textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let view = try #require(frame.views.first { $0.id == "wrapped" })
    let text = try #require(
      frame.items.lazy.compactMap { item -> DisplayText? in
        if case .text(let text) = item, text.id == "wrapped" { return text }
        return nil
      }.first)
    return (view, text)
  }

  /// `size` rounded up to half points, as a label's intrinsic size is at scale 2.
  func halfPoints(_ value: CGFloat) -> CGFloat { (value * 2).rounded(.up) / 2 }

  @Test("17 pt text 20 pt from each side wraps at 335 pt: three DejaVu Sans lines, as tall")
  func twoLines() throws {
    let text =
      "This is a long explanation that certainly does not fit on one line of an iPhone SE screen."
    let (view, drawn) = try firstFrame(text: text, fontSize: 17, inset: 20)
    let measurer = try PangoTextMeasurer()
    let font = DisplayFont(size: 17)
    let one = measurer.size(of: text, font: font, numberOfLines: 0, maxWidth: nil)
    let wrapped = measurer.size(of: text, font: font, numberOfLines: 0, maxWidth: 335)
    let line = measurer.size(of: "A", font: font, numberOfLines: 0, maxWidth: nil).height
    // Wider than the label on one line; three lines' height at 335 pt (DejaVu Sans, which
    // draws the system font, is wider than San Francisco, whose 17 pt text takes two).
    #expect(one.width > 335)
    #expect(abs(wrapped.height - 3 * line) < 0.01)
    #expect(view.bounds.size == CGSize(width: 335, height: halfPoints(wrapped.height)))
    #expect(view.center == CGPoint(x: 187.5, y: 40 + halfPoints(wrapped.height) / 2))
    let summary = try #require(TextRenderer(fonts: FontSet(.standard)).lineSummary(for: drawn))
    #expect(summary.lineCount == 3)
    #expect(!summary.isTruncated)
  }

  @Test("The settings footer, 13 pt between 32 pt insets, shows its whole sentence")
  func settingsFooter() throws {
    let text = "Notifications are off. You will not hear sounds either."
    let (view, drawn) = try firstFrame(text: text, fontSize: 13, inset: 32)
    let measurer = try PangoTextMeasurer()
    let font = DisplayFont(size: 13)
    let wrapped = measurer.size(of: text, font: font, numberOfLines: 0, maxWidth: 311)
    let line = measurer.size(of: "A", font: font, numberOfLines: 0, maxWidth: nil).height
    #expect(abs(wrapped.height - 2 * line) < 0.01)
    #expect(view.bounds.size == CGSize(width: 311, height: halfPoints(wrapped.height)))
    let summary = try #require(TextRenderer(fonts: FontSet(.standard)).lineSummary(for: drawn))
    #expect(summary.lineCount == 2)
    #expect(!summary.isTruncated)
  }
}
