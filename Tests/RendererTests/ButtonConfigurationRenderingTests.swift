import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Configured buttons' backgrounds read back from PNGs")
@MainActor
struct ButtonConfigurationRenderingTests {
  /// The first frame of an 80 × 40 pt button at (10, 10) drawing `configuration`, on white,
  /// at scale 1; `highlighted` presses it first.
  private func render(
    _ configuration: UIButton.Configuration, highlighted: Bool = false
  ) throws -> RenderedImage {
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    button.isHighlighted = highlighted
    return try firstFrameImage(of: [button], background: .white)
  }

  @Test("A filled button's centre is the tint, systemBlue (0, 122, 255)")
  func filledCentre() throws {
    let image = try render(.filled())
    #expect(image.rgba(50, 30) == RGBA(0, 122, 255))
    // Medium corners (6 pt): the corner pixel is outside the background, a pixel inside the
    // straight edge is in it.
    #expect(image.rgba(10, 10) == RGBA(255, 255, 255))
    #expect(image.rgba(50, 10) == RGBA(0, 122, 255))
  }

  @Test("A tinted button's centre is the tint at 0.15 over white")
  func tintedCentre() throws {
    let image = try render(.tinted())
    // 255 − 0.15 × (255 − c): red 216.75, green 235.05, blue 255.
    #expect(image.rgba(50, 30).distance(to: RGBA(217, 235, 255)) <= 1)
  }

  @Test("Gray is tertiarySystemFill; pressed filled darkens 15 %; capsules round the ends")
  func grayHighlightCapsule() throws {
    // tertiarySystemFill (118, 118, 128) at 0.12 over white: 255 − 0.12 × (255 − c).
    #expect(try render(.gray()).rgba(50, 30).distance(to: RGBA(239, 239, 240)) <= 1)
    // 0.85 × (0, 122, 255) = (0, 103.7, 216.75).
    let pressed = try render(.filled(), highlighted: true)
    #expect(pressed.rgba(50, 30).distance(to: RGBA(0, 104, 217)) <= 1)
    var capsule = UIButton.Configuration.filled()
    capsule.cornerStyle = .capsule
    capsule.baseBackgroundColor = .systemPink
    let round = try render(capsule)
    // Radius 20: (12, 12) is 25.5 pt from the corner circle's centre (30, 30).
    #expect(round.rgba(12, 12) == RGBA(255, 255, 255))
    #expect(round.rgba(50, 30) == RGBA(255, 45, 85))
    #expect(round.rgba(12, 30) == RGBA(255, 45, 85))
  }
}
