import Foundation
import Testing

@testable import GestureCore

@Suite("UIButton.Configuration with the per-state setters")
@MainActor
struct ButtonConfigurationClassicSetterTests {
  /// `button` in a laid-out window whose text measurer advances half the font size per
  /// character and makes lines 1.2 × the font size tall.
  private func host(_ button: UIButton) -> LayoutHarness {
    let harness = LayoutHarness()
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
    harness.root.addSubview(button)
    harness.window.layoutIfNeeded()
    return harness
  }

  private func rgba(_ color: UIColor?) -> [CGFloat] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color?.resolvedColor(with: UITraitCollection()).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test("setTitle(_:for:) on a filled button draws the title in the style's 17 pt white")
  func titleInConfiguredStyle() {
    let button = UIButton(configuration: .filled())
    button.setTitle("Go", for: .normal)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.titleLabel?.text == "Go")
    #expect(button.currentTitle == "Go")
    #expect(button.titleLabel?.font.pointSize == 17)
    #expect(rgba(button.titleLabel?.textColor) == [1, 1, 1, 1])
    // "Go": 2 × 8.5 = 17 by 20.5 (20.4 on the 0.5 pt grid), with the 12 pt and 7 pt insets.
    #expect(button.intrinsicContentSize == CGSize(width: 17 + 24, height: 20.5 + 14))
    // The configuration reads as it was set.
    #expect(button.configuration?.title == nil)
  }

  @Test("A title set for .highlighted is drawn while highlighted, the normal one otherwise")
  func highlightedTitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Configured"
    let button = UIButton(configuration: configuration)
    button.setTitle("Send", for: .normal)
    button.setTitle("Sending", for: .highlighted)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.titleLabel?.text == "Send")
    button.isHighlighted = true
    harness.window.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Sending")
    button.isHighlighted = false
    harness.window.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Send")
  }

  @Test("setTitleColor colours the title only; the normal colour takes the highlight's dimming")
  func titleColor() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Edit"
    let button = UIButton(configuration: configuration)
    button.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    button.setTitleColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1), for: .normal)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(rgba(button.titleLabel?.textColor) == [1, 0, 0, 1])
    button.isHighlighted = true
    harness.window.layoutIfNeeded()
    // A plain configuration draws a highlighted foreground at half its opacity.
    #expect(rgba(button.titleLabel?.textColor) == [1, 0, 0, 0.5])
    // A colour set for the state itself is drawn as set.
    button.setTitleColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1), for: .highlighted)
    harness.window.layoutIfNeeded()
    #expect(rgba(button.titleLabel?.textColor) == [0, 1, 0, 1])
  }

  @Test("setImage(_:for:) replaces the configuration's image, tinted in its foreground")
  func image() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { _ in }
    let picture = UIImage(cgImage: try #require(drawn.cgImage))
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    let button = UIButton(configuration: configuration)
    button.setImage(picture, for: .normal)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.imageView?.image === picture)
    // Image 20 and title 25.5 side by side, centred in 120: (120 − 45.5) / 2 = 37.25.
    #expect(button.imageView?.frame == CGRect(x: 37.25, y: 12, width: 20, height: 20))
  }
}
