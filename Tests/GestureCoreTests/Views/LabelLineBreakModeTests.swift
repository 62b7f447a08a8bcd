import Foundation
import Testing

@testable import GestureCore

@Suite("UILabel.lineBreakMode: what the display list asks the text layout for")
@MainActor
struct LabelLineBreakModeTests {
  /// The text item the label draws in the first frame.
  private func drawnText(_ configure: (UILabel) -> Void) throws -> DisplayText {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.accessibilityIdentifier = "label"
    label.text = "A label"
    configure(label)
    window.addSubview(label)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    for item in frame.items {
      if case .text(let text) = item, text.id == "label" { return text }
    }
    throw CancellationError()
  }

  @Test("Tail truncation by default; head and middle put the mark elsewhere")
  func truncating() throws {
    #expect(UILabel().lineBreakMode == .byTruncatingTail)
    #expect(try drawnText { _ in }.truncation == .tail)
    #expect(try drawnText { $0.lineBreakMode = .byTruncatingHead }.truncation == .head)
    #expect(try drawnText { $0.lineBreakMode = .byTruncatingMiddle }.truncation == .middle)
  }

  @Test("Wrapping and clipping cut without a mark; one clipped line does not wrap")
  func cutting() throws {
    let words = try drawnText {
      $0.lineBreakMode = .byWordWrapping
      $0.numberOfLines = 2
    }
    #expect(words.truncation == .none && words.wraps && !words.breaksAtCharacters)
    let characters = try drawnText {
      $0.lineBreakMode = .byCharWrapping
      $0.numberOfLines = 0
    }
    #expect(characters.truncation == .none && characters.breaksAtCharacters)
    let clipped = try drawnText { $0.lineBreakMode = .byClipping }
    #expect(clipped.truncation == .none && !clipped.wraps)
    #expect(NSLineBreakMode.byTruncatingMiddle.rawValue == 5)
  }
}
