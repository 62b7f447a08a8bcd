import Foundation
import Testing

@testable import GestureCore

/// The text item drawn for view `id` in `frame`.
private func text(_ id: String, in frame: Frame) -> DisplayText? {
  for item in frame.items {
    if case .text(let text) = item, text.id == id { return text }
  }
  return nil
}

/// systemBlue (0, 122, 255) at `alpha`.
private func systemBlue(alpha: Double = 1) -> CGColor {
  CGColor(red: 0, green: 122.0 / 255, blue: 1, alpha: alpha)
}

/// Counts tint changes.
@MainActor
private final class TintLogView: UIView {
  var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@Suite("Button appearance: types, tinted system titles, highlight dimming, images")
@MainActor
struct ButtonAppearanceTests {
  @Test("A system button draws its title in systemBlue, at 0.2 of its opacity while pressed")
  func systemHighlight() throws {
    let harness = GestureHarness()
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
    button.setTitle("Buy", for: .normal)
    button.titleLabel?.accessibilityIdentifier = "title"
    harness.root.addSubview(button)
    #expect(button.buttonType == .system)
    #expect(button.titleColor(for: .normal) == .systemBlue)
    harness.down(100, 70, at: 0.05)
    harness.up(100, 70, at: 0.15)
    let frames = harness.run(for: 0.2, fps: 20)
    #expect(try #require(text("title", in: frames[0])).color == systemBlue())
    #expect(try #require(text("title", in: frames[1])).color == systemBlue(alpha: 0.2))
    #expect(try #require(text("title", in: frames[2])).color == systemBlue(alpha: 0.2))
    #expect(try #require(text("title", in: frames[3])).color == systemBlue())
    #expect(button.currentTitleColor == .systemBlue)
  }

  @Test("A system button dims even a highlighted colour it was given; custom ones halve theirs")
  func explicitColors() {
    let system = UIButton(type: .system)
    system.setTitleColor(.white, for: .normal)
    system.setTitleColor(.black, for: .highlighted)
    system.isHighlighted = true
    #expect(system.currentTitleColor.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 0.2))
    system.isHighlighted = false
    #expect(system.currentTitleColor == .white)
    let custom = UIButton()
    #expect(custom.buttonType == .custom)
    #expect(custom.titleColor(for: .normal) == .white)
    custom.isHighlighted = true
    #expect(custom.currentTitleColor.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    custom.setTitleColor(.red, for: .highlighted)
    #expect(custom.currentTitleColor == .red)
    #expect(UIButton.ButtonType.roundedRect == .system)
    #expect(UIButton.ButtonType.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 7])
  }

  @Test("A disabled system button draws its tint-coloured title gray; a colour it was given stays")
  func systemDisabled() {
    let button = UIButton(type: .system)
    button.setTitle("Log In", for: .normal)
    button.isEnabled = false
    #expect(button.currentTitleColor == .tertiaryLabel)
    button.isEnabled = true
    #expect(button.currentTitleColor == .systemBlue)
    button.setTitleColor(.red, for: .normal)
    button.isEnabled = false
    #expect(button.currentTitleColor == .red)
  }

  @Test("The title follows the tint colour of the view it is in, and tintColorDidChange is sent")
  func tint() {
    let container = UIView()
    let child = TintLogView()
    let button = UIButton(type: .system)
    container.addSubview(child)
    child.addSubview(button)
    #expect(container.tintColor == .systemBlue)
    container.tintColor = .systemRed
    #expect(child.changes == 1)
    #expect(button.currentTitleColor == .systemRed)
    child.tintColor = .systemGreen
    #expect(child.changes == 2)
    container.tintColor = .systemPink
    #expect(child.changes == 2)
    #expect(button.currentTitleColor == .systemGreen)
    child.tintColor = nil
    #expect(child.changes == 3)
    #expect(button.currentTitleColor == .systemPink)
    let moved = TintLogView()
    let pink = UIView()
    pink.tintColor = .systemPink
    pink.addSubview(moved)
    #expect(moved.changes == 1)
    container.addSubview(moved)
    #expect(moved.changes == 1)
    moved.removeFromSuperview()
    #expect(moved.changes == 2)
    #expect(moved.tintColor == .systemBlue)
  }

  @Test("titleLabel?.font is drawn; images sit beside the title, centred as a group")
  func fontAndImage() throws {
    let harness = GestureHarness()
    harness.window.textMeasurer = FixedAdvanceMeasurer()
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
    button.setTitle("Play", for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 20)
    button.titleLabel?.accessibilityIdentifier = "title"
    harness.root.addSubview(button)
    let frames = harness.run(for: 0, fps: 60)
    #expect(try #require(text("title", in: frames[0])).font == DisplayFont(size: 20, isBold: true))
    #expect(button.imageView != nil)
    #expect(button.currentImage == nil)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "button-image-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 24, 0, 0, 0, 24]
    try Data(bytes).write(to: folder)
    let image = try #require(UIImage(contentsOfFile: folder.path))
    button.setImage(image, for: .normal)
    #expect(button.currentImage === image)
    #expect(button.image(for: .highlighted) === image)
    // "Play" at 20 pt: 4 × 10 = 40 wide; with the 24 pt image the group is 64 wide.
    #expect(button.imageView?.frame == CGRect(x: 68, y: 18, width: 24, height: 24))
    #expect(button.titleLabel?.frame == CGRect(x: 92, y: 0, width: 40, height: 60))
    #expect(button.subviews.first === button.imageView)
    button.titleLabel?.font = .systemFont(ofSize: 10)
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame == CGRect(x: 102, y: 0, width: 20, height: 60))
    button.setImage(nil, for: .normal)
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }
}
