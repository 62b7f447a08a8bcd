import Foundation
import Testing

@testable import GestureCore

/// The components of a colour through UIKit's `getRed(_:green:blue:alpha:)`.
private func rgba(_ color: UIColor) -> [CGFloat] {
  var r: CGFloat = -1
  var g: CGFloat = -1
  var b: CGFloat = -1
  var a: CGFloat = -1
  color.getRed(&r, green: &g, blue: &b, alpha: &a)
  return [r, g, b, a]
}

/// 8-bit components divided by 255, as the system colour tables give them.
private func bytes(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> [CGFloat] {
  [CGFloat(r / 255), CGFloat(g / 255), CGFloat(b / 255), CGFloat(a)]
}

/// Reads a colour away from the main actor: `UIColor` is `Sendable` and not isolated.
nonisolated private func description(ofSharedColor color: UIColor) -> String {
  color.description
}

@Suite("UIColor: components, named colours, alpha, equality, description")
@MainActor
struct ColorTests {
  @Test("The classic colours have UIKit's component values")
  func classicColors() {
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
    #expect(white == CGFloat(1.0 / 3.0) && alpha == 1)
    #expect(UIColor.lightGray.getWhite(&white, alpha: &alpha))
    #expect(white == CGFloat(2.0 / 3.0))
    #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
    #expect(white == 0.5)
    #expect(rgba(.black) == [0, 0, 0, 1])
    #expect(rgba(.white) == [1, 1, 1, 1])
    #expect(rgba(.red) == [1, 0, 0, 1])
    #expect(rgba(.green) == [0, 1, 0, 1])
    #expect(rgba(.blue) == [0, 0, 1, 1])
    #expect(rgba(.cyan) == [0, 1, 1, 1])
    #expect(rgba(.yellow) == [1, 1, 0, 1])
    #expect(rgba(.magenta) == [1, 0, 1, 1])
    #expect(rgba(.orange) == [1, 0.5, 0, 1])
    #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
    #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(rgba(.clear) == [0, 0, 0, 0])
    #expect(UIColor.red === UIColor.red)
  }

  @Test("The system colours have the light values of Apple's colour tables")
  func systemColors() {
    #expect(rgba(.systemBlue) == bytes(0, 122, 255))
    #expect(UIColor.systemBlue.cgColor.description == "#007AFF")
    #expect(rgba(.systemRed) == bytes(255, 59, 48))
    #expect(rgba(.systemOrange) == bytes(255, 149, 0))
    #expect(rgba(.systemYellow) == bytes(255, 204, 0))
    #expect(rgba(.systemGreen) == bytes(52, 199, 89))
    #expect(rgba(.systemMint) == bytes(0, 199, 190))
    #expect(rgba(.systemTeal) == bytes(48, 176, 199))
    #expect(rgba(.systemCyan) == bytes(50, 173, 230))
    #expect(rgba(.systemIndigo) == bytes(88, 86, 214))
    #expect(rgba(.systemPurple) == bytes(175, 82, 222))
    #expect(rgba(.systemPink) == bytes(255, 45, 85))
    #expect(rgba(.systemBrown) == bytes(162, 132, 94))
    #expect(rgba(.systemGray) == bytes(142, 142, 147))
    #expect(rgba(.systemGray2) == bytes(174, 174, 178))
    #expect(rgba(.systemGray3) == bytes(199, 199, 204))
    #expect(rgba(.systemGray4) == bytes(209, 209, 214))
    #expect(rgba(.systemGray5) == bytes(229, 229, 234))
    #expect(rgba(.systemGray6) == bytes(242, 242, 247))
    #expect(UIColor.systemGray6.cgColor.description == "#F2F2F7")
  }

  @Test("The UI element colours resolve to their light-appearance values")
  func elementColors() {
    #expect(rgba(.label) == [0, 0, 0, 1])
    #expect(rgba(.secondaryLabel) == bytes(60, 60, 67, 0.6))
    #expect(rgba(.tertiaryLabel) == bytes(60, 60, 67, 0.3))
    #expect(rgba(.quaternaryLabel) == bytes(60, 60, 67, 0.18))
    #expect(rgba(.placeholderText) == bytes(60, 60, 67, 0.3))
    #expect(rgba(.separator) == bytes(60, 60, 67, 0.29))
    #expect(rgba(.opaqueSeparator) == bytes(198, 198, 200))
    #expect(rgba(.link) == bytes(0, 122, 255))
    #expect(rgba(.systemBackground) == [1, 1, 1, 1])
    #expect(rgba(.secondarySystemBackground) == bytes(242, 242, 247))
    #expect(rgba(.tertiarySystemBackground) == [1, 1, 1, 1])
    #expect(rgba(.systemGroupedBackground) == bytes(242, 242, 247))
    #expect(rgba(.secondarySystemGroupedBackground) == [1, 1, 1, 1])
    #expect(rgba(.tertiarySystemGroupedBackground) == bytes(242, 242, 247))
    #expect(rgba(.systemFill) == bytes(120, 120, 128, 0.2))
    #expect(rgba(.secondarySystemFill) == bytes(120, 120, 128, 0.16))
    #expect(rgba(.tertiarySystemFill) == bytes(118, 118, 128, 0.12))
    #expect(rgba(.quaternarySystemFill) == bytes(116, 116, 128, 0.08))
    #expect(UIColor.tintColor == .systemBlue)
  }

  @Test("withAlphaComponent replaces the alpha, clamped, and keeps the colour space")
  func withAlpha() {
    #expect(rgba(UIColor.red.withAlphaComponent(0.25)) == [1, 0, 0, 0.25])
    #expect(rgba(UIColor.systemBlue.withAlphaComponent(2)) == bytes(0, 122, 255, 1))
    #expect(rgba(UIColor.red.withAlphaComponent(-1)) == [1, 0, 0, 0])
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(UIColor.gray.withAlphaComponent(0.5).getWhite(&white, alpha: &alpha))
    #expect(white == 0.5 && alpha == 0.5)
    #expect(
      UIColor.red.withAlphaComponent(0.25).cgColor
        == CGColor(red: 1, green: 0, blue: 0, alpha: 0.25))
  }

  @Test("getRed converts grays; getWhite refuses RGB colours; components are kept unclamped")
  func getters() {
    #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    #expect(white == -1 && alpha == -1)
    let extended = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 3)
    #expect(rgba(extended) == [1.2, -0.1, 0.5, 1])
    #expect(extended.cgColor == CGColor(red: 1, green: 0, blue: 0.5, alpha: 1))
    var red: CGFloat = -1
    #expect(UIColor.green.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == 0)
  }

  @Test("Hue, saturation and brightness convert to sRGB and back")
  func hsb() {
    #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)) == [1, 0, 0, 1])
    #expect(rgba(UIColor(hue: 0.125, saturation: 1, brightness: 1, alpha: 1)) == [1, 0.75, 0, 1])
    #expect(rgba(UIColor(hue: 1.125, saturation: 1, brightness: 1, alpha: 1)) == [1, 0.75, 0, 1])
    #expect(
      rgba(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)) == [0.4, 0.8, 0.8, 0.5])
    #expect(
      rgba(UIColor(hue: 0.75, saturation: 0, brightness: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
    var h: CGFloat = -1
    var s: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(
      UIColor(red: 1, green: 0.75, blue: 0, alpha: 0.5).getHue(
        &h, saturation: &s, brightness: &b, alpha: &a))
    #expect([h, s, b, a] == [0.125, 1, 1, 0.5])
    #expect(
      UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 1).getHue(
        &h, saturation: &s, brightness: &b, alpha: &a))
    #expect([h, s, b] == [0.5, 0.5, 0.8])
  }

  @Test("Colours are equal, and hash alike, when their components are")
  func equality() {
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
    #expect(UIColor(white: 0.5, alpha: 1) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5) != .red)
    #expect(UIColor(cgColor: UIColor.systemPink.cgColor) == .systemPink)
    let set: Set<UIColor> = [.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]
    #expect(set.count == 2)
  }

  @Test("description names the colour space and prints the components as UIKit does")
  func descriptions() {
    #expect(UIColor.systemBlue.description == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
    #expect(UIColor.gray.description == "UIExtendedGrayColorSpace 0.5 1")
    #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
    #expect(
      UIColor.red.withAlphaComponent(0.25).description == "UIExtendedSRGBColorSpace 1 0 0 0.25")
    #expect(description(ofSharedColor: .clear) == "UIExtendedGrayColorSpace 0 0")
  }

  @Test("A view's background colour lives on its layer, both ways")
  func backgroundOnLayer() {
    let view = UIView()
    #expect(view.backgroundColor == nil && view.layer.backgroundColor == nil)
    let color = UIColor.systemTeal
    view.backgroundColor = color
    #expect(view.layer.backgroundColor == CGColor(red8: 48, green8: 176, blue8: 199))
    #expect(view.backgroundColor === color)
    view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1)
    #expect(view.backgroundColor == .blue)
    view.backgroundColor = nil
    #expect(view.layer.backgroundColor == nil)
    let label = UILabel()
    #expect(label.textColor == .label)
    label.textColor = .systemRed
    label.textColor = nil
    #expect(label.textColor === UIColor.label)
  }
}
