import Foundation
import Testing

@testable import GestureCore

/// A label that counts its trait changes.
@MainActor
private final class CountingLabel: UILabel {
  var changes: [UITraitCollection?] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    changes.append(previousTraitCollection)
  }
}

@Suite("Dynamic Type: text styles, content size categories, scaled fonts")
@MainActor
struct DynamicTypeTests {
  private static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
    UITraitCollection(preferredContentSizeCategory: category)
  }

  @Test("Apple's table: body 17 pt regular at large, 53 pt at AX5; headline 17 pt semibold")
  func publishedSizes() {
    let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: Self.traits(.large))
    #expect(body.pointSize == 17)
    #expect(body.weight == .regular)
    #expect(body.fontName == ".SFUI-Regular")
    let largest = UIFont.preferredFont(
      forTextStyle: .body, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge))
    #expect(largest.pointSize == 53)
    let headline = UIFont.preferredFont(forTextStyle: .headline)
    #expect(headline.pointSize == 17)
    #expect(headline.weight == .semibold)
    #expect(headline.fontName == ".SFUI-Semibold")
    // Outside a scene the current traits give no category: the default, large.
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    let sizes = UIContentSizeCategory.named.map {
      UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: Self.traits($0.category))
        .pointSize
    }
    #expect(sizes == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40])
    #expect(
      UIFont.preferredFont(forTextStyle: .title1, compatibleWith: Self.traits(.extraExtraLarge))
        .pointSize == 32)
  }

  @Test("Categories order by size; the five accessibility sizes say so")
  func categories() {
    #expect(UIContentSizeCategory.extraSmall < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory(swiftName: "accessibilityExtraLarge") == .accessibilityExtraLarge)
    #expect(UIContentSizeCategory(swiftName: "xxxl") == nil)
  }

  @Test("A trait collection carries the category; traitsFrom takes the last one given")
  func traitCollections() {
    let large = Self.traits(.extraLarge)
    #expect(large.preferredContentSizeCategory == .extraLarge)
    #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
    let merged = UITraitCollection(traitsFrom: [
      large, UITraitCollection(userInterfaceStyle: .dark), Self.traits(.small),
    ])
    #expect(merged.preferredContentSizeCategory == .small)
    #expect(merged.userInterfaceStyle == .dark)
    #expect(
      merged.description
        == "<UITraitCollection; UserInterfaceStyle = Dark, "
        + "PreferredContentSizeCategory = UICTContentSizeCategoryS>")
  }

  @Test("UIFontMetrics scales by the style's ratio, capped by maximumPointSize")
  func fontMetrics() {
    let custom = UIFont(name: "Georgia", size: 16)!
    let metrics = UIFontMetrics(forTextStyle: .body)
    let xl = Self.traits(.extraLarge)
    let scaled = metrics.scaledFont(for: custom, compatibleWith: xl)
    #expect(abs(scaled.pointSize - 16 * 19 / 17) < 1e-9)
    #expect(scaled.fontName == "Georgia")
    let capped = metrics.scaledFont(
      for: custom, maximumPointSize: 20, compatibleWith: Self.traits(.accessibilityMedium))
    #expect(capped.pointSize == 20)
    #expect(metrics.scaledValue(for: 10, compatibleWith: Self.traits(.large)) == 10)
    #expect(
      UIFontMetrics(forTextStyle: .headline).scaledValue(
        for: 17, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge)) == 53)
    #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 16)
  }

  @Test("A view's traits carry its window's screen's category")
  func viewTraits() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.screenContentSizeCategory = .accessibilityLarge
    let controller = UIViewController()
    window.rootViewController = controller
    let view = UIView()
    controller.view.addSubview(view)
    #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(controller.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(window.screen.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: view.traitCollection).pointSize
        == 33)
  }

  @Test("A label that adjusts grows by the table when the category changes; one trait change")
  func labelFollowsCategory() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let adjusting = CountingLabel()
    adjusting.font = UIFont.preferredFont(forTextStyle: .body)
    adjusting.adjustsFontForContentSizeCategory = true
    let fixed = CountingLabel()
    fixed.font = UIFont.preferredFont(forTextStyle: .body)
    let scaled = UILabel()
    scaled.font = UIFontMetrics(forTextStyle: .title2).scaledFont(
      for: .systemFont(ofSize: 11), maximumPointSize: 25)
    scaled.adjustsFontForContentSizeCategory = true
    window.addSubview(adjusting)
    window.addSubview(fixed)
    window.addSubview(scaled)
    #expect(adjusting.font.pointSize == 17)
    // Moving into the window changed their appearance (unspecified to light): forget that.
    adjusting.changes.removeAll()
    fixed.changes.removeAll()
    window.screenContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.font.pointSize == 53)
    #expect(adjusting.font.weight == .regular)
    #expect(fixed.font.pointSize == 17)
    // 11 × 56 / 22 = 28, capped at 25.
    #expect(scaled.font.pointSize == 25)
    #expect(adjusting.changes.count == 1)
    #expect(adjusting.changes.first??.preferredContentSizeCategory == .large)
    #expect(fixed.changes.count == 1)
    window.screenContentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(adjusting.changes.count == 1)
    window.screenContentSizeCategory = .extraSmall
    #expect(adjusting.font.pointSize == 14)
    #expect(adjusting.changes.count == 2)
  }
}
