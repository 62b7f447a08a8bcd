import Foundation
import Testing

@testable import GestureCore

/// A label with 10 pt of padding left and right and 4 pt above and below, the usual override.
@MainActor
private final class PaddedLabel: UILabel {
  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    super.textRect(forBounds: bounds.insetBy(dx: 10, dy: 4), limitedToNumberOfLines: numberOfLines)
      .insetBy(dx: -10, dy: -4)
  }
}

@Suite("UILabel: shrinking to fit, text shadows, textRect")
@MainActor
struct LabelFittingTests {
  /// A 20 pt label in a window measuring 10 pt per character and 24 pt per line.
  private func label(_ text: String, frame: CGRect, in window: UIWindow) -> UILabel {
    window.textMeasurer = FixedAdvanceMeasurer()
    let label = UILabel(frame: frame)
    label.accessibilityIdentifier = "label"
    label.font = .systemFont(ofSize: 20)
    label.text = text
    window.addSubview(label)
    return label
  }

  private func texts(in window: UIWindow) throws -> [DisplayText] {
    let frame = try #require(
      Simulation(window: window, framesPerSecond: 60, duration: 0, input: []).nextFrame())
    return frame.items.compactMap {
      if case .text(let text) = $0 { return text }
      return nil
    }
  }

  @Test("adjustsFontSizeToFitWidth scales by width ÷ text width, not below the minimum")
  func shrink() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = label(
      "ABCDEFGHIJKLMNOPQRST", frame: CGRect(x: 0, y: 0, width: 100, height: 30), in: window)
    #expect(label.fittingFont(width: 100).pointSize == 20)
    label.adjustsFontSizeToFitWidth = true
    // minimumScaleFactor 0 keeps the font's size (Apple).
    #expect(label.fittingFont(width: 100).pointSize == 20)
    label.minimumScaleFactor = 0.25
    // 200 pt of text in 100 pt: half the size.
    #expect(label.fittingFont(width: 100).pointSize == 10)
    #expect(try texts(in: window).first?.font.size == 10)
    label.minimumScaleFactor = 0.75
    #expect(label.fittingFont(width: 100).pointSize == 15)
    #expect(label.intrinsicContentSize == CGSize(width: 200, height: 24))
    label.text = "ABC"
    #expect(label.fittingFont(width: 100).pointSize == 20)
  }

  @Test("A shadow is the text again under it, offset, in the shadow colour")
  func shadow() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = label("Hello", frame: CGRect(x: 10, y: 20, width: 100, height: 30), in: window)
    #expect(label.shadowColor == nil)
    #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    #expect(try texts(in: window).count == 1)
    label.shadowColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    label.shadowOffset = CGSize(width: 2, height: 3)
    let drawn = try texts(in: window)
    #expect(drawn.map(\.id) == [drawn[1].id + "/shadow", drawn[1].id])
    #expect(drawn[0].color == CGColor(red8: 255, green8: 0, blue8: 0))
    #expect(drawn[0].transform.tx == drawn[1].transform.tx + 2)
    #expect(drawn[0].transform.ty == drawn[1].transform.ty + 3)
  }

  @Test("textRect: the text's size at the bounds' origin, limited by lines and bounds")
  func textRect() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = label("Hello", frame: CGRect(x: 0, y: 0, width: 300, height: 30), in: window)
    #expect(
      label.textRect(
        forBounds: CGRect(x: 5, y: 5, width: 300, height: 100), limitedToNumberOfLines: 1)
        == CGRect(x: 5, y: 5, width: 50, height: 24))
    label.text = "ABCDEFGHIJ"
    // 4 characters a line at 40 pt: lines of 4, 4 and 2.
    let bounds = CGRect(x: 0, y: 0, width: 40, height: 200)
    #expect(
      label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        == CGRect(x: 0, y: 0, width: 40, height: 72))
    #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 2).height == 48)
    #expect(
      label.textRect(
        forBounds: CGRect(x: 0, y: 0, width: 40, height: 30), limitedToNumberOfLines: 0
      ).height == 30)
  }

  @Test("An override of textRect changes the measured size, as a padded label relies on")
  func paddedLabel() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.textMeasurer = FixedAdvanceMeasurer()
    let padded = PaddedLabel()
    padded.font = .systemFont(ofSize: 20)
    padded.text = "Hello"
    window.addSubview(padded)
    #expect(padded.intrinsicContentSize == CGSize(width: 70, height: 32))
    #expect(padded.sizeThatFits(.zero) == CGSize(width: 70, height: 32))
  }
}
