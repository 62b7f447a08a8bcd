import Foundation
import GestureCore
import Testing

@testable import Renderer

/// `--accessibility`: numbered badges on the elements in reading order, a red dashed outline
/// on targets under 44 × 44 pt, and the legend panel right of the screen, read back from PNGs.
@Suite("Accessibility overlay: badges, small-target outline and legend, read back from PNG")
struct AccessibilityOverlayTests {
  /// A 375 × 667 white screen with a 200 × 44 button at (40, 100) and a 30 × 30 icon button at
  /// (300, 300).
  static func frame() -> Frame {
    var frame = Fixtures.frame([])
    frame.accessibility = [
      AccessibilitySnapshot(
        id: "logIn", label: "Log In", value: nil, traits: .button,
        frame: CGRect(x: 40, y: 100, width: 200, height: 44), isInteractive: true,
        spoken: "Log In, button"),
      AccessibilitySnapshot(
        id: "info", label: "info", value: nil, traits: .button,
        frame: CGRect(x: 300, y: 300, width: 30, height: 30), isInteractive: true,
        spoken: "info, button"),
    ]
    return frame
  }

  static func render(_ frame: Frame, accessibility: Bool = true) throws -> RenderedImage {
    let renderer = try FrameRenderer(
      options: RenderOptions(scale: 2, showsTouches: false, showsAccessibility: accessibility))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("The legend widens the frame by 280 pt; without the option the size is the screen's")
  func size() throws {
    let image = try Self.render(Self.frame())
    #expect(image.width == (375 + 280) * 2 && image.height == 667 * 2)
    let plain = try Self.render(Self.frame(), accessibility: false)
    #expect(plain.width == 750)
  }

  @Test("Badge 1 is a blue disc centred on the button's top left corner, its number white")
  func badge() throws {
    let image = try Self.render(Self.frame())
    let blue = RGBA(AccessibilityOverlay.color)
    // The disc (radius 9 pt) around (40, 100): 6 pt left of the centre is disc, clear of "1".
    #expect(image.rgba(point: 34, 100, scale: 2).distance(to: blue) <= 2)
    #expect(image.rgba(point: 40, 106, scale: 2).distance(to: blue) <= 2)
    // The digit: white ink near the centre.
    let box = CGRect(x: 37, y: 95, width: 6, height: 10)
    #expect(image.inkCount(in: box, scale: 2, background: blue, threshold: 120) > 10)
    // Outside the disc, beyond its radius: the white screen.
    #expect(image.rgba(point: 28, 90, scale: 2) == RGBA(255, 255, 255))
    // The button's outline, 1.5 pt inside its bottom edge, far from the badge.
    #expect(image.rgba(point: 140, 143.5, scale: 2).distance(to: blue) <= 2)
    // Inside the button: untouched.
    #expect(image.rgba(point: 140, 122, scale: 2) == RGBA(255, 255, 255))
  }

  @Test("A 30 × 30 target is outlined red and dashed (3 pt), with a red badge")
  func smallTarget() throws {
    let frame = Self.frame()
    #expect(frame.accessibility.map(\.isSmallTarget) == [false, true])
    let image = try Self.render(frame)
    let red = RGBA(AccessibilityOverlay.smallTargetColor)
    // Badge 2 at (300, 300): disc left of the digit.
    #expect(image.rgba(point: 294, 300, scale: 2).distance(to: red) <= 2)
    // The bottom edge, 3 pt wide inside y 327…330: dashes of 4 pt, gaps of 2 pt from the
    // path's start at the top left (300 + 1.5, 300 + 1.5) going right, round the corner and
    // back along the bottom, so along the bottom both ink and gaps appear.
    var ink = 0
    var gap = 0
    for x in stride(from: 305.25, to: 326, by: 0.5) {
      let pixel = image.rgba(point: x, 328.5, scale: 2)
      if pixel.distance(to: red) <= 2 { ink += 1 }
      if pixel == RGBA(255, 255, 255) { gap += 1 }
    }
    #expect(ink > 10 && gap > 3)
  }

  @Test("Legend: a row per element with its badge, the small target's note in red")
  func legend() throws {
    let frame = Self.frame()
    let rows = AccessibilityOverlay.legendRows(of: frame)
    #expect(rows.map(\.text) == ["Log In, button", "info, button"])
    #expect(rows.map(\.note) == [nil, "30 × 30 pt, under 44 × 44"])
    let image = try Self.render(frame)
    let panel = RGBA(AccessibilityOverlay.legendBackground)
    #expect(image.rgba(point: 375 + 270, 10, scale: 2).distance(to: panel) <= 1)
    // Row 1 (y 34…56): its badge centred at (375 + 21, 45).
    let blue = RGBA(AccessibilityOverlay.color)
    #expect(image.rgba(point: 375 + 15, 45, scale: 2).distance(to: blue) <= 2)
    // Row 1's text starts at 375 + 38.
    let text = CGRect(x: 375 + 38, y: 34, width: 100, height: 22)
    #expect(image.inkCount(in: text, scale: 2, background: panel) > 100)
    // Row 2 (y 56…78) has a red badge, its note (y 74…96) is red text.
    let red = RGBA(AccessibilityOverlay.smallTargetColor)
    #expect(image.rgba(point: 375 + 15, 67, scale: 2).distance(to: red) <= 2)
    let note = CGRect(x: 375 + 38, y: 74, width: 150, height: 22)
    #expect(image.inkCount(in: note, scale: 2, background: panel) > 100)
  }

  @Test("Badges stay on the screen: one for an element at the top left corner is moved in")
  func badgeOnScreen() {
    let size = CGSize(width: 375, height: 667)
    #expect(
      AccessibilityOverlay.badgeCenter(of: CGRect(x: 0, y: 0, width: 50, height: 50), canvas: size)
        == CGPoint(x: 9, y: 9))
    #expect(
      AccessibilityOverlay.badgeCenter(
        of: CGRect(x: 370, y: 100, width: 50, height: 50), canvas: size)
        == CGPoint(x: 366, y: 100))
  }
}
