import Foundation
import Testing

@testable import GestureCore

@Suite("UIUserInterfaceLevel: trait collections and the elevated dark backgrounds")
@MainActor
struct InterfaceLevelTests {
  private static let dark = UITraitCollection(userInterfaceStyle: .dark)
  private static let light = UITraitCollection(userInterfaceStyle: .light)
  private static let elevated = UITraitCollection(userInterfaceLevel: .elevated)
  private static let darkElevated = UITraitCollection(traitsFrom: [dark, elevated])

  private func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
    color.resolvedColor(with: traits).cgColor.description
  }

  @Test("UIKit's raw values; the initializers give only the trait they name")
  func levels() {
    #expect(UIUserInterfaceLevel.unspecified.rawValue == -1)
    #expect(UIUserInterfaceLevel.base.rawValue == 0)
    #expect(UIUserInterfaceLevel.elevated.rawValue == 1)
    #expect(UITraitCollection().userInterfaceLevel == .unspecified)
    #expect(Self.dark.userInterfaceLevel == .unspecified)
    #expect(Self.elevated.userInterfaceLevel == .elevated)
    #expect(Self.elevated.userInterfaceStyle == .unspecified)
  }

  @Test("traitsFrom takes each trait from the last collection that gives it")
  func traitsFrom() {
    #expect(Self.darkElevated.userInterfaceStyle == .dark)
    #expect(Self.darkElevated.userInterfaceLevel == .elevated)
    let relit = UITraitCollection(traitsFrom: [Self.darkElevated, Self.light])
    #expect(relit.userInterfaceStyle == .light)
    #expect(relit.userInterfaceLevel == .elevated)
    let based = UITraitCollection(
      traitsFrom: [Self.darkElevated, UITraitCollection(userInterfaceLevel: .base), .init()])
    #expect(based.userInterfaceLevel == .base && based.userInterfaceStyle == .dark)
    #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
  }

  @Test("Equality, hashing, colour appearance and the description include the level")
  func comparisons() {
    #expect(Self.darkElevated != Self.dark)
    #expect(Self.darkElevated == UITraitCollection(traitsFrom: [Self.elevated, Self.dark]))
    #expect(Set([Self.darkElevated, Self.dark, Self.darkElevated]).count == 2)
    #expect(Self.darkElevated.hasDifferentColorAppearance(comparedTo: Self.dark))
    #expect(!Self.darkElevated.hasDifferentColorAppearance(comparedTo: Self.darkElevated))
    #expect(
      Self.darkElevated.description
        == "<UITraitCollection; UserInterfaceStyle = Dark, UserInterfaceLevel = Elevated>")
    #expect(Self.dark.description == "<UITraitCollection; UserInterfaceStyle = Dark>")
  }

  @Test("Dark elevated backgrounds are Apple's lighter values; base and light are unchanged")
  func backgrounds() {
    let darkBase = UITraitCollection(
      traitsFrom: [Self.dark, UITraitCollection(userInterfaceLevel: .base)])
    let lightElevated = UITraitCollection(traitsFrom: [Self.light, Self.elevated])
    let table: [(UIColor, light: String, dark: String, elevated: String)] = [
      (.systemBackground, "#FFFFFF", "#000000", "#1C1C1E"),
      (.secondarySystemBackground, "#F2F2F7", "#1C1C1E", "#2C2C2E"),
      (.tertiarySystemBackground, "#FFFFFF", "#2C2C2E", "#3A3A3C"),
      (.systemGroupedBackground, "#F2F2F7", "#000000", "#1C1C1E"),
      (.secondarySystemGroupedBackground, "#FFFFFF", "#1C1C1E", "#2C2C2E"),
      (.tertiarySystemGroupedBackground, "#F2F2F7", "#2C2C2E", "#3A3A3C"),
    ]
    for (color, light, dark, elevated) in table {
      #expect(hex(color, Self.darkElevated) == elevated, "\(light) \(dark)")
      #expect(hex(color, darkBase) == dark)
      #expect(hex(color, Self.dark) == dark)
      #expect(hex(color, lightElevated) == light)
      #expect(hex(color, Self.light) == light)
    }
    // Other colours do not follow the level.
    #expect(hex(.label, Self.darkElevated) == "#FFFFFF")
    #expect(hex(.systemGray6, Self.darkElevated) == "#1C1C1E")
    #expect(hex(.systemBlue, Self.darkElevated) == "#0A84FF")
  }

  @Test("Views and controllers have their window's screen level; base by default")
  func inheritance() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let controller = UIViewController()
    window.rootViewController = controller
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .systemBackground
    controller.view.addSubview(card)
    #expect(card.traitCollection.userInterfaceLevel == .base)
    #expect(window.screen.traitCollection.userInterfaceLevel == .base)
    window.screenUserInterfaceStyle = .dark
    window.screenUserInterfaceLevel = .elevated
    #expect(window.screen.traitCollection.userInterfaceLevel == .elevated)
    #expect(card.traitCollection.userInterfaceLevel == .elevated)
    // The screen's text size, large by default, and the app's layout direction, left to right
    // by default, are among the controller's traits too.
    #expect(
      controller.traitCollection
        == UITraitCollection(traitsFrom: [
          Self.darkElevated, UITraitCollection(preferredContentSizeCategory: .large),
          UITraitCollection(layoutDirection: .leftToRight),
        ]))
    card.overrideUserInterfaceStyle = .light
    #expect(card.traitCollection.userInterfaceLevel == .elevated)
    #expect(card.traitCollection.userInterfaceStyle == .light)
    card.overrideUserInterfaceStyle = .unspecified
    // The display list resolves the card's systemBackground at the elevated level.
    let fills = DisplayListBuilder.items(for: window).compactMap { item -> CGColor? in
      if case .fill(let shape, let color) = item, shape.id.hasSuffix("card") { return color }
      return nil
    }
    #expect(fills == [CGColor(red8: 28, green8: 28, blue8: 30)])
    #expect(UIView().traitCollection.userInterfaceLevel == .unspecified)
    var inside: UIUserInterfaceLevel?
    Self.darkElevated.performAsCurrent { inside = UIView().traitCollection.userInterfaceLevel }
    #expect(inside == .elevated)
  }
}
