import Foundation
import Testing

@testable import GestureCore

@Suite("UIFont: system fonts, weights, names, metrics")
@MainActor
struct FontTests {
  @Test("UIFont.Weight has UIKit's raw values")
  func weights() {
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(UIFont.Weight(0.4) == .bold)
    #expect(UIFont.Weight(rawValue: -0.8) == .ultraLight)
  }

  @Test("System fonts: size, weight, style, names and what the display list draws")
  func systemFonts() {
    let regular = UIFont.systemFont(ofSize: 17)
    #expect(regular.pointSize == 17)
    #expect(regular.fontName == ".SFUI-Regular")
    #expect(regular.familyName == ".AppleSystemUIFont")
    #expect(regular.displayFont == DisplayFont(size: 17))
    let semibold = UIFont.systemFont(ofSize: 20, weight: .semibold)
    #expect(semibold.fontName == ".SFUI-Semibold")
    #expect(semibold.displayFont == DisplayFont(size: 20, weight: 0.3))
    #expect(semibold.displayFont.cssWeight == 600)
    let bold = UIFont.boldSystemFont(ofSize: 15)
    #expect(bold.fontName == ".SFUI-Bold")
    #expect(bold.displayFont == DisplayFont(size: 15, isBold: true))
    let italic = UIFont.italicSystemFont(ofSize: 12)
    #expect(italic.fontName == ".SFUI-RegularItalic")
    #expect(italic.displayFont == DisplayFont(size: 12, isItalic: true))
    let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .medium)
    #expect(mono.fontName == ".SFUIMono-Medium")
    #expect(
      mono.displayFont == DisplayFont(family: DisplayFont.monospacedFamily, size: 13, weight: 0.23))
    #expect(
      UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular) == .systemFont(ofSize: 13))
    #expect(
      [
        UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.systemFontSize,
        UIFont.smallSystemFontSize,
      ] == [17, 18, 14, 12])
  }

  @Test("Weights between the named ones take the nearest weight class")
  func cssWeights() {
    func css(_ weight: CGFloat) -> Int {
      UIFont.systemFont(ofSize: 10, weight: .init(weight)).displayFont.cssWeight
    }
    #expect(
      [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62].map(css) == [
        100, 200, 300, 400, 500, 600, 700, 800, 900,
      ])
    #expect(css(-1) == 100)
    #expect(css(0.1) == 400)
    #expect(css(0.5) == 800)
    #expect(css(1) == 900)
    #expect(UIFont.systemFont(ofSize: 10, weight: .init(0.5)).fontName == ".SFUI-Heavy")
  }

  @Test("iOS font names map to the serif, monospaced or system stand-in with their weight")
  func names() throws {
    func resolved(_ name: String) throws -> (String, String, Double, Bool) {
      let font = try #require(UIFont(name: name, size: 14))
      return (
        font.familyName, font.displayFont.family, font.displayFont.weight, font.displayFont.isItalic
      )
    }
    #expect(try resolved("HelveticaNeue-Bold") == ("Helvetica Neue", "system", 0.4, false))
    #expect(try resolved("Helvetica Neue") == ("Helvetica Neue", "system", 0, false))
    #expect(try resolved("HelveticaNeue-UltraLight") == ("Helvetica Neue", "system", -0.8, false))
    #expect(try resolved("Avenir-Light") == ("Avenir", "system", -0.4, false))
    #expect(try resolved("AvenirNext-DemiBold") == ("Avenir Next", "system", 0.3, false))
    #expect(try resolved("Futura-CondensedExtraBold") == ("Futura", "system", 0.56, false))
    #expect(try resolved("Menlo-Regular") == ("Menlo", "monospace", 0, false))
    #expect(try resolved("Courier-BoldOblique") == ("Courier", "monospace", 0.4, true))
    #expect(try resolved("CourierNewPSMT") == ("Courier New", "monospace", 0, false))
    #expect(try resolved("TimesNewRomanPS-BoldItalicMT") == ("Times New Roman", "serif", 0.4, true))
    #expect(try resolved("Georgia") == ("Georgia", "serif", 0, false))
    #expect(try resolved("DejaVuSansMono-Bold") == ("DejaVu Sans Mono", "monospace", 0.4, false))
    #expect(try resolved("Montserrat-SemiBoldItalic") == ("Montserrat", "system", 0.3, true))
    #expect(try resolved("Lighthouse") == ("Lighthouse", "system", 0, false))
    #expect(UIFont(name: "", size: 14) == nil)
    #expect(UIFont(name: "  ", size: 14) == nil)
    #expect(UIFont(name: "Menlo-Regular", size: 14)?.fontName == "Menlo-Regular")
  }

  @Test("withSize keeps the face; equality compares name, size and face")
  func withSize() throws {
    let font = try #require(UIFont(name: "Georgia-Italic", size: 14))
    let bigger = font.withSize(28)
    #expect(bigger.pointSize == 28)
    #expect(bigger.fontName == "Georgia-Italic")
    #expect(
      bigger.displayFont == DisplayFont(family: DisplayFont.serifFamily, size: 28, isItalic: true))
    #expect(bigger == font.withSize(28))
    #expect(bigger != font)
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
  }

  @Test("Metrics are DejaVu's: 1901 up, 483 down of 2048 units (1923 up for Serif Bold)")
  func metrics() throws {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.ascender == 15.77978515625)
    #expect(font.descender == -4.00927734375)
    #expect(font.leading == 0)
    #expect(font.lineHeight == 19.7890625)
    let serifBold = try #require(UIFont(name: "Georgia-Bold", size: 20))
    #expect(serifBold.lineHeight == 23.49609375)
    #expect(try #require(UIFont(name: "Georgia", size: 20)).lineHeight == 23.28125)
  }

  @Test("description prints the name, weight, style and size")
  func description() {
    #expect(
      UIFont.systemFont(ofSize: 17).description
        == "<UICTFont> font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt"
    )
    #expect(
      UIFont.italicSystemFont(ofSize: 9.5).description
        == "<UICTFont> font-family: \".SFUI-RegularItalic\"; font-weight: normal; font-style: italic; font-size: 9.50pt"
    )
  }

  @Test("A label's font defaults to the 17 pt system font and nil restores it")
  func labelFont() {
    let label = UILabel()
    #expect(label.font == .systemFont(ofSize: 17))
    label.font = .boldSystemFont(ofSize: 30)
    #expect(label.font.pointSize == 30)
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
    let button = UIButton()
    #expect(button.titleLabel?.font == .systemFont(ofSize: 15))
  }
}
