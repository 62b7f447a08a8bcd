import Foundation
import Testing

@testable import GestureCore

/// The fill of view `id` in `frame`'s display list.
private func fill(_ id: String, in frame: Frame) -> CGColor? {
  for item in frame.items {
    if case .fill(let shape, let color) = item, shape.id == id { return color }
  }
  return nil
}

/// The text colour of label `id` in `frame`'s display list.
private func textColor(_ id: String, in frame: Frame) -> CGColor? {
  for item in frame.items {
    if case .text(let text) = item, text.id == id { return text.color }
  }
  return nil
}

/// Records `traitCollectionDidChange(_:)` calls as "previous→now".
@MainActor
private final class TraitLogView: UIView {
  var changes: [String] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append(
      "\(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→"
        + "\(traitCollection.userInterfaceStyle.rawValue)")
  }
}

@Suite("Light and dark: UITraitCollection, dynamic colours, overrides")
@MainActor
struct TraitCollectionTests {
  private static let dark = UITraitCollection(userInterfaceStyle: .dark)
  private static let light = UITraitCollection(userInterfaceStyle: .light)

  @Test("UIUserInterfaceStyle has UIKit's raw values; a trait collection compares its style")
  func styles() {
    #expect(UIUserInterfaceStyle.unspecified.rawValue == 0)
    #expect(UIUserInterfaceStyle.light.rawValue == 1)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    #expect(UITraitCollection().userInterfaceStyle == .unspecified)
    #expect(Self.dark == UITraitCollection(userInterfaceStyle: .dark))
    #expect(Self.dark != Self.light)
    #expect(Self.dark.hasDifferentColorAppearance(comparedTo: Self.light))
    #expect(!Self.dark.hasDifferentColorAppearance(comparedTo: Self.dark))
    #expect(Self.dark.description == "<UITraitCollection; UserInterfaceStyle = Dark>")
  }

  @Test("System colours resolve to Apple's dark values; unspecified resolves light")
  func systemColorsInDark() {
    func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
      color.resolvedColor(with: traits).cgColor.description
    }
    #expect(hex(.systemBackground, Self.dark) == "#000000")
    #expect(hex(.systemBackground, Self.light) == "#FFFFFF")
    #expect(hex(.systemBackground, UITraitCollection()) == "#FFFFFF")
    #expect(hex(.label, Self.dark) == "#FFFFFF")
    #expect(hex(.systemBlue, Self.dark) == "#0A84FF")
    #expect(hex(.systemRed, Self.dark) == "#FF453A")
    #expect(hex(.systemGray6, Self.dark) == "#1C1C1E")
    #expect(hex(.secondarySystemBackground, Self.dark) == "#1C1C1E")
    #expect(hex(.tertiarySystemBackground, Self.dark) == "#2C2C2E")
    #expect(hex(.systemGroupedBackground, Self.dark) == "#000000")
    #expect(hex(.opaqueSeparator, Self.dark) == "#38383A")
    let separator = UIColor.separator.resolvedColor(with: Self.dark).cgColor
    #expect(separator == CGColor(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, alpha: 0.6))
    let secondary = UIColor.secondaryLabel.resolvedColor(with: Self.dark).cgColor
    #expect(
      secondary == CGColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6))
    let fill = UIColor.systemFill.resolvedColor(with: Self.dark).cgColor
    #expect(fill == CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.36))
  }

  @Test("A dynamic provider is asked per trait collection; cgColor follows performAsCurrent")
  func dynamicProvider() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .yellow : .blue }
    #expect(color.resolvedColor(with: Self.dark) == .yellow)
    #expect(color.resolvedColor(with: Self.light) == .blue)
    #expect(color.cgColor == CGColor(red: 0, green: 0, blue: 1))
    var inDark: CGColor?
    Self.dark.performAsCurrent { inDark = color.cgColor }
    #expect(inDark == CGColor(red: 1, green: 1, blue: 0))
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    let faded = color.withAlphaComponent(0.5)
    #expect(
      faded.resolvedColor(with: Self.dark).cgColor == CGColor(red: 1, green: 1, blue: 0, alpha: 0.5)
    )
    #expect(
      faded.resolvedColor(with: Self.light).cgColor
        == CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    // `==` compares what the colours draw now.
    #expect(UIColor.label == UIColor.black)
    var equalInDark = true
    Self.dark.performAsCurrent { equalInDark = UIColor.label == UIColor.black }
    #expect(!equalInDark)
    #expect(UIColor.systemGray == UIColor.systemGray.resolvedColor(with: Self.dark))
  }

  @Test("Traits flow from the screen through the window; overrides set a subtree's style")
  func inheritance() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.screenUserInterfaceStyle = .dark
    #expect(window.screen.traitCollection.userInterfaceStyle == .dark)
    let controller = UIViewController()
    window.rootViewController = controller
    let card = UIView()
    let inner = UIView()
    card.addSubview(inner)
    controller.view.addSubview(card)
    #expect(window.traitCollection.userInterfaceStyle == .dark)
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
    card.overrideUserInterfaceStyle = .light
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    controller.overrideUserInterfaceStyle = .light
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(controller.view.traitCollection.userInterfaceStyle == .light)
    controller.view.overrideUserInterfaceStyle = .dark
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    #expect(controller.traitCollection.userInterfaceStyle == .light)
    #expect(UIView().traitCollection.userInterfaceStyle == .unspecified)
  }

  @Test("traitCollectionDidChange reaches the views whose style changes, with the one before")
  func changeNotifications() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = TraitLogView()
    let child = TraitLogView()
    let pinned = TraitLogView()
    pinned.overrideUserInterfaceStyle = .light
    parent.addSubview(child)
    parent.addSubview(pinned)
    window.addSubview(parent)
    #expect(parent.changes == ["0→1"])
    parent.changes = []
    child.changes = []
    pinned.changes = []
    parent.overrideUserInterfaceStyle = .dark
    #expect(parent.changes == ["1→2"])
    #expect(child.changes == ["1→2"])
    #expect(pinned.changes.isEmpty)
    parent.overrideUserInterfaceStyle = .dark
    #expect(parent.changes == ["1→2"])
    child.removeFromSuperview()
    #expect(child.changes == ["1→2", "2→0"])
  }

  @Test("Frames draw each view's dynamic colours for its own traits")
  func framesResolvePerView() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.screenUserInterfaceStyle = .dark
    window.backgroundColor = .systemBackground
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    page.accessibilityIdentifier = "page"
    page.backgroundColor = .secondarySystemBackground
    let title = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    title.accessibilityIdentifier = "title"
    title.text = "Title"
    page.addSubview(title)
    let lightCard = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    lightCard.accessibilityIdentifier = "lightCard"
    lightCard.backgroundColor = .secondarySystemBackground
    lightCard.overrideUserInterfaceStyle = .light
    window.addSubview(page)
    window.addSubview(lightCard)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
    let frame = try #require(simulation.nextFrame())
    #expect(frame.backgroundColor == CGColor(red8: 0, green8: 0, blue8: 0))
    #expect(fill("page", in: frame) == CGColor(red8: 28, green8: 28, blue8: 30))
    #expect(textColor("title", in: frame) == CGColor(red8: 255, green8: 255, blue8: 255))
    #expect(fill("lightCard", in: frame) == CGColor(red8: 242, green8: 242, blue8: 247))
    // The layer's colour is resolved for the view's traits now (it was set outside the window).
    #expect(page.layer.backgroundColor == CGColor(red8: 28, green8: 28, blue8: 30))
    #expect(page.backgroundColor === UIColor.secondarySystemBackground)
    #expect(lightCard.layer.backgroundColor == CGColor(red8: 242, green8: 242, blue8: 247))
  }
}
