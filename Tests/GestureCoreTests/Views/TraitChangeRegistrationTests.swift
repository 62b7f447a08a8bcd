import Foundation
import Testing

@testable import GestureCore

/// A card that registers for appearance changes as iOS 17 code does, with a closure and with a
/// selector, and logs what it hears.
@MainActor
private final class TraitCardView: UIView {
  var log: [String] = []
  var registration: (any UITraitChangeRegistration)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (self: Self, previousTraitCollection: UITraitCollection) in
      self.log.append(
        "closure \(previousTraitCollection.userInterfaceStyle.rawValue)→"
          + "\(self.traitCollection.userInterfaceStyle.rawValue)")
    }
    registerForTraitChanges([UITraitPreferredContentSizeCategory.self], action: "textSizeChanged")
    registerForTraitChanges([UITraitDisplayScale.self]) { (self: Self, _: UITraitCollection) in
      self.log.append("scale")
    }
  }

  required init?(coder: NSCoder) { nil }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("didChange")
  }

  func textSizeChanged() { log.append("selector") }
}

@Suite("Trait-change registration: closures and selectors called when their traits change")
@MainActor
struct TraitChangeRegistrationTests {
  /// The runtime that finds the card's `textSizeChanged` by its selector.
  private func runtime() -> ObjectiveCRuntime {
    let method = ObjCMethod("textSizeChanged", arity: 0) { object, _ in
      (object as! TraitCardView).textSizeChanged()
      return () as Any
    }
    return ObjectiveCRuntime([ObjCClassMethods(TraitCardView.self, [method])])
  }

  @Test("An appearance change calls the style registration after traitCollectionDidChange")
  func appearance() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let card = TraitCardView(frame: .zero)
    window.addSubview(card)
    card.log = []
    card.overrideUserInterfaceStyle = .dark
    // 1 = light (the window's screen), 2 = dark; the text size and scale did not change.
    #expect(card.log == ["didChange", "closure 1→2"])
    card.log = []
    card.unregisterForTraitChanges(card.registration!)
    card.overrideUserInterfaceStyle = .light
    #expect(card.log == ["didChange"])
  }

  @Test("A text size change sends the selector registration, not the style one")
  func textSize() {
    ObjectiveCRuntime.$current.withValue(runtime()) {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let card = TraitCardView(frame: .zero)
      window.addSubview(card)
      card.log = []
      window.screenContentSizeCategory = .extraExtraExtraLarge
      #expect(card.log == ["didChange", "selector"])
    }
  }

  @Test("The system traits that affect colours: style, level, contrast, gamut")
  func colorTraits() {
    #expect(
      UITraitCollection.systemTraitsAffectingColorAppearance.map { $0.name } == [
        "UITraitUserInterfaceStyle", "UITraitUserInterfaceLevel", "UITraitAccessibilityContrast",
        "UITraitDisplayGamut",
      ])
    #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
    #expect(!UITraitPreferredContentSizeCategory.affectsColorAppearance)
  }
}
