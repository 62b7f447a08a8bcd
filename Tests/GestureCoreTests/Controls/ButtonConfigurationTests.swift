import Foundation
import Testing

@testable import GestureCore

/// A configured button that counts its configuration updates, as subclasses override
/// `updateConfiguration()`.
@MainActor
private final class CountingButton: UIButton {
  var updates: [UIControl.State] = []
  override func updateConfiguration() {
    super.updateConfiguration()
    updates.append(state)
  }
}

@Suite("UIButton.Configuration: sizes, corners, layout and state updates")
@MainActor
struct ButtonConfigurationTests {
  /// A 20 × 20 pt image (scale 1).
  private func image() throws -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .image { _ in }
    return UIImage(cgImage: try #require(drawn.cgImage))
  }

  /// `button` added to a laid-out window whose text measurer advances half the font size per
  /// character and makes lines 1.2 × the font size tall.
  private func host(_ button: UIButton, frame: CGRect? = nil) -> LayoutHarness {
    let harness = LayoutHarness()
    if let frame { button.frame = frame }
    harness.root.addSubview(button)
    harness.window.layoutIfNeeded()
    return harness
  }

  private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  private func close(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  @Test("A filled button's intrinsic size is its 17 pt title plus the 7 pt and 12 pt insets")
  func filledIntrinsicSize() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    let button = UIButton(configuration: configuration)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    // "Continue": 8 characters × 8.5 pt = 68 wide, 1.2 × 17 = 20.4 tall, which the label
    // rounds up to the 0.5 pt pixel grid of the scale-2 window: 20.5.
    #expect(
      configuration.contentInsets
        == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    #expect(close(button.intrinsicContentSize, CGSize(width: 68 + 24, height: 20.5 + 14)))
    #expect(close(button.sizeThatFits(.zero), CGSize(width: 92, height: 34.5)))
    #expect(button.titleLabel?.font.pointSize == 17)
  }

  @Test("Button sizes set fonts and default insets; explicit insets replace them")
  func buttonSizes() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Continue"
    configuration.buttonSize = .large
    let button = UIButton(configuration: configuration)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(close(button.intrinsicContentSize, CGSize(width: 68 + 40, height: 20.5 + 28)))
    configuration.buttonSize = .small
    button.configuration = configuration
    // 15 pt subheadline: 8 × 7.5 = 60 by 18, insets 5 and 10.
    #expect(close(button.intrinsicContentSize, CGSize(width: 80, height: 28)))
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    button.configuration = configuration
    #expect(close(button.intrinsicContentSize, CGSize(width: 66, height: 22)))
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets.top == 5)
  }

  @Test("A subtitle stacks under the title, titlePadding apart, as wide as the wider")
  func subtitle() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Save"
    configuration.subtitle = "To iCloud"
    configuration.titlePadding = 4
    let button = UIButton(configuration: configuration)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    // Title 4 × 8.5 = 34 by 20.5 (20.4 rounded up to the pixel grid); subtitle (15 pt) 9 × 7.5 = 67.5 by 18.
    #expect(
      close(button.intrinsicContentSize, CGSize(width: 67.5 + 24, height: 20.5 + 4 + 18 + 14)))
    button.frame = CGRect(x: 0, y: 0, width: 91.5, height: 56.5)
    harness.window.layoutIfNeeded()
    #expect(close(button.titleLabel?.frame, CGRect(x: 12 + 16.75, y: 7, width: 34, height: 20.5)))
  }

  @Test("Corner styles give 4, 6 and 12 pt, capsules half the height, fixed the background's")
  func cornerRadii() throws {
    let button = UIButton(configuration: .filled())
    let harness = host(button, frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    defer { withExtendedLifetime(harness) {} }
    let background = try #require(button.subviews.first)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
    let expected: [(UIButton.Configuration.CornerStyle, CGFloat)] = [
      (.dynamic, 6), (.small, 4), (.medium, 6), (.large, 12), (.capsule, 22), (.fixed, 9),
    ]
    for (style, radius) in expected {
      var configuration = UIButton.Configuration.filled()
      configuration.cornerStyle = style
      configuration.background.cornerRadius = 9
      button.configuration = configuration
      harness.window.layoutIfNeeded()
      #expect(background.layer.cornerRadius == radius, "\(style)")
    }
    var large = UIButton.Configuration.filled()
    large.buttonSize = .large
    button.configuration = large
    harness.window.layoutIfNeeded()
    #expect(background.layer.cornerRadius == 12)
  }

  @Test("imagePlacement puts the image before, after, above or below the title, imagePadding apart")
  func imagePlacements() throws {
    let picture = try image()
    // Image 20 × 20, title "Buy" 25.5 × 20.5; the content area of a 200 × 100 button with the
    // 7/12 pt insets is (12, 7, 176, 86).
    let cases: [(NSDirectionalRectEdge, CGRect, CGRect, CGSize)] = [
      // Side by side: 53.5 × 20.5 centred at (73.25, 39.75).
      (
        .leading, CGRect(x: 73.25, y: 40, width: 20, height: 20),
        CGRect(x: 101.25, y: 39.75, width: 25.5, height: 20.5), CGSize(width: 77.5, height: 34.5)
      ),
      (
        .trailing, CGRect(x: 106.75, y: 40, width: 20, height: 20),
        CGRect(x: 73.25, y: 39.75, width: 25.5, height: 20.5), CGSize(width: 77.5, height: 34.5)
      ),
      // Stacked: 25.5 × 48.5 centred at (87.25, 25.75).
      (
        .top, CGRect(x: 90, y: 25.75, width: 20, height: 20),
        CGRect(x: 87.25, y: 53.75, width: 25.5, height: 20.5), CGSize(width: 49.5, height: 62.5)
      ),
      (
        .bottom, CGRect(x: 90, y: 54.25, width: 20, height: 20),
        CGRect(x: 87.25, y: 25.75, width: 25.5, height: 20.5), CGSize(width: 49.5, height: 62.5)
      ),
    ]
    for (placement, imageFrame, titleFrame, fitting) in cases {
      var configuration = UIButton.Configuration.plain()
      configuration.title = "Buy"
      configuration.image = picture
      configuration.imagePlacement = placement
      configuration.imagePadding = 8
      let button = UIButton(configuration: configuration)
      let harness = host(button, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      defer { withExtendedLifetime(harness) {} }
      #expect(close(button.imageView?.frame, imageFrame), "\(placement)")
      #expect(close(button.titleLabel?.frame, titleFrame), "\(placement)")
      #expect(close(button.sizeThatFits(.zero), fitting), "\(placement)")
    }
  }

  @Test("configurationUpdateHandler runs at the next layout after a highlight, seeing the state")
  func updateHandlerOnHighlight() {
    var seen: [(Bool, UIControl.State)] = []
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Pay"
    let button = UIButton(configuration: configuration)
    button.configurationUpdateHandler = { button in
      seen.append((button.isHighlighted, button.state))
      button.configuration?.showsActivityIndicator = button.isHighlighted
    }
    let harness = host(button, frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    defer { withExtendedLifetime(harness) {} }
    #expect(seen.map(\.1) == [.normal])
    button.isHighlighted = true
    #expect(seen.count == 1)
    harness.window.layoutIfNeeded()
    #expect(seen.map(\.0) == [false, true])
    #expect(seen.last?.1 == .highlighted)
    let indicator = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
    #expect(indicator?.isAnimating == true)
    // The indicator takes the image's place: 20 × 20 pt, 0 padding, before the 25.5 pt title.
    #expect(close(indicator?.frame, CGRect(x: 37.25, y: 12, width: 20, height: 20)))
    button.isHighlighted = false
    harness.window.layoutIfNeeded()
    #expect(seen.map(\.0) == [false, true, false])
    #expect(button.subviews.contains { $0 is UIActivityIndicatorView } == false)
  }

  @Test("updateConfiguration() is called for selection and enabling, overridable")
  func overriddenUpdate() {
    let button = CountingButton(configuration: .gray())
    let harness = host(button, frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    defer { withExtendedLifetime(harness) {} }
    #expect(button.updates.isEmpty)
    button.isSelected = true
    harness.window.layoutIfNeeded()
    button.isEnabled = false
    harness.window.layoutIfNeeded()
    #expect(button.updates == [.selected, [.selected, .disabled]])
  }

  @Test("Style colours: filled tint, tinted tint at 0.15, gray fill; highlighted and disabled")
  func styleColours() throws {
    let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    func look(_ configuration: UIButton.Configuration, state: UIControl.State = .normal)
      -> ButtonConfigurationLook
    {
      var configuration = configuration
      configuration.resolvedState = state
      return configuration.look(tint: tint, traits: UITraitCollection())
    }
    func rgba(_ color: UIColor) -> [CGFloat] {
      var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
      color.resolvedColor(with: UITraitCollection()).getRed(&r, green: &g, blue: &b, alpha: &a)
      return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }
    #expect(rgba(look(.filled()).background) == rgba(tint))
    #expect(rgba(look(.filled()).foreground) == [1, 1, 1, 1])
    #expect(rgba(look(.tinted()).background) == rgba(tint.withAlphaComponent(0.15)))
    #expect(rgba(look(.tinted()).foreground) == rgba(tint))
    #expect(rgba(look(.gray()).background) == rgba(.tertiarySystemFill))
    #expect(rgba(look(.plain()).background)[3] == 0)
    // Highlighted: 15 % of the way to black; plain content at half opacity.
    #expect(
      rgba(look(.filled(), state: .highlighted).background)
        == rgba(UIColor(red: 0, green: 0.85 * 122 / 255, blue: 0.85, alpha: 1)))
    #expect(
      rgba(look(.plain(), state: .highlighted).foreground) == rgba(tint.withAlphaComponent(0.5)))
    #expect(rgba(look(.filled(), state: .disabled).background) == rgba(.tertiarySystemFill))
    #expect(rgba(look(.filled(), state: .disabled).foreground) == rgba(.tertiaryLabel))
    var based = UIButton.Configuration.filled()
    based.baseBackgroundColor = .systemRed
    based.baseForegroundColor = .black
    #expect(rgba(look(based).background) == rgba(.systemRed))
    #expect(rgba(look(based).foreground) == [0, 0, 0, 1])
  }

  @Test("Titles take attributed fonts and the text attributes transformer")
  func titleAttributes() {
    var configuration = UIButton.Configuration.plain()
    var title = AttributedString("Go")
    title.font = UIFont.boldSystemFont(ofSize: 20)
    configuration.attributedTitle = title
    #expect(configuration.title == "Go")
    configuration.subtitle = "Now"
    configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
      var attributes = $0
      attributes.foregroundColor = .systemRed
      return attributes
    }
    let button = UIButton(configuration: configuration)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20))
    let subtitle = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Now" }
    #expect(subtitle?.textColor == .systemRed)
    // 2 × 10 = 20 by 24 over 3 × 7.5 = 22.5 by 18.
    #expect(close(button.intrinsicContentSize, CGSize(width: 22.5 + 24, height: 24 + 18 + 14)))
    configuration.title = "Stop"
    #expect(configuration.attributedTitle == nil)
  }

  @Test("A handler that sets isEnabled to the value it has asks for no further update")
  func handlerSettingState() {
    var calls = 0
    let button = UIButton(configuration: .filled())
    button.configurationUpdateHandler = { button in
      calls += 1
      button.isEnabled = true
    }
    let harness = host(button, frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    defer { withExtendedLifetime(harness) {} }
    #expect(calls == 1)
    harness.window.layoutIfNeeded()
    #expect(calls == 1)
    button.isHighlighted = true
    harness.window.layoutIfNeeded()
    #expect(calls == 2)
  }

  @Test("Symbols take the title font's point size unless a preferred configuration is set")
  func symbolSizes() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Add"
    configuration.buttonSize = .small
    configuration.image = UIImage(systemName: "plus")
    let button = UIButton(configuration: configuration)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.imageView?.image?.symbolConfiguration?.pointSize == 15)
    configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(
      pointSize: 30)
    button.configuration = configuration
    #expect(button.imageView?.image?.symbolConfiguration?.pointSize == 30)
  }

  @Test("Removing the configuration returns to the per-state title in 15 pt")
  func removingConfiguration() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Configured"
    let button = UIButton(configuration: configuration)
    button.setTitle("Classic", for: .normal)
    let harness = host(button)
    defer { withExtendedLifetime(harness) {} }
    // The per-state title is drawn in the configuration's 17 pt title font.
    #expect(button.titleLabel?.text == "Classic")
    #expect(button.titleLabel?.font.pointSize == 17)
    button.configuration = nil
    #expect(button.titleLabel?.text == "Classic")
    #expect(button.titleLabel?.font.pointSize == 15)
    #expect(button.subviews.count == 1)
    // The classic fitting size: 7 × 7.5 = 52.5 by 18, with 6 pt above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 52.5, height: 30))
  }

  @Test("The primary action's title fills a configuration without one")
  func primaryActionTitle() {
    let action = UIAction(title: "Share") { _ in }
    let button = UIButton(configuration: .borderedProminent(), primaryAction: action)
    #expect(button.configuration?.title == "Share")
    #expect(button.titleLabel?.text == "Share")
  }
}
