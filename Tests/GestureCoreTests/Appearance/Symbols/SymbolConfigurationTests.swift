import Foundation
import Testing

@testable import GestureCore

@Suite(
  "UIImage.SymbolConfiguration: text styles, fonts, colours; image views' preferred configuration")
@MainActor
struct SymbolConfigurationTests {
  @Test("A text style gives its size and weight at the default text size")
  func textStyle() {
    let body = UIImage.SymbolConfiguration(textStyle: .body)
    #expect(body.pointSize == 17 && body.weight == .regular)
    let headline = UIImage.SymbolConfiguration(textStyle: .headline, scale: .large)
    #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.scale == .large)
    let title = UIImage.SymbolConfiguration(textStyle: .largeTitle)
    #expect(title.pointSize == 34)
    let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 22, weight: .bold))
    #expect(font.pointSize == 22 && font.weight == .bold)
  }

  @Test("A hierarchical or palette colour draws the symbol in that colour, whatever the tint")
  func colors() throws {
    let hierarchical = try #require(
      UIImage(
        systemName: "heart.fill",
        withConfiguration: UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
    let traits = UITraitCollection(userInterfaceStyle: .light)
    #expect(
      hierarchical.templateColor(
        tint: CGColor(red: 0, green: 0, blue: 1), templatesAutomatic: false, traits: traits)
        == UIColor.systemRed.resolvedColor(with: traits).cgColor)
    // Applied over a plain symbol, a palette's first colour wins; monochrome drops it.
    let plain = try #require(UIImage(systemName: "star"))
    let palette = UIImage.SymbolConfiguration(paletteColors: [.systemGreen, .systemBlue])
    let coloured = plain.withConfiguration(palette)
    #expect(coloured.symbolTintColor === UIColor.systemGreen)
    #expect(palette.preferringMonochrome().colors == nil)
    #expect(palette.applying(UIImage.SymbolConfiguration(pointSize: 30)).colors?.count == 2)
  }

  @Test("An image view's preferred configuration sizes the symbol it shows; image stays as set")
  func imageViewPreferred() throws {
    let image = try #require(UIImage(systemName: "star"))
    let view = UIImageView(image: image)
    // 17 pt by default.
    #expect(view.intrinsicContentSize == image.size)
    view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
    #expect(view.image === image)
    let shown = try #require(view.shownImage)
    #expect(shown.symbolConfiguration?.pointSize == 34)
    #expect(view.intrinsicContentSize == shown.size)
    #expect(shown.size.width > image.size.width * 1.9)
  }

  @Test("A list cell's image properties apply their preferred configuration")
  func listImageProperties() throws {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: "star")
    content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
      pointSize: 44)
    let drawn = content.imageProperties.drawnSize(of: try #require(content.image))
    let big = try #require(
      UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 44)))
    #expect(drawn == big.size)
  }
}
