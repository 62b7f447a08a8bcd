import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Mirrored controls drawn right to left, read back from PNGs")
@MainActor
struct RightToLeftControlRenderingTests {
  /// `control` in a 100 × 100 pt container laid out right to left, on white, at 1 px per pt.
  private func render(_ control: UIView) throws -> RenderedImage {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    container.addSubview(control)
    return try firstFrameImage(of: [container], background: .white)
  }

  /// Whether the pixel is (nearly) white.
  private func isWhite(_ pixel: RGBA) -> Bool { pixel.r > 245 && pixel.g > 245 && pixel.b > 245 }

  @Test("An on switch draws its white thumb at the left end over the green track")
  func switchOn() throws {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    toggle.onTintColor = .red
    toggle.isOn = true
    let image = try render(toggle)
    // The thumb is 27 pt wide, 2 pt inside the left end: its centre at x 10 + 2 + 13.5, y 25.5.
    #expect(isWhite(image.rgba(25, 25)))
    // The right end of the track (x 10 + 51 − 8) is red: the on colour shows there.
    let right = image.rgba(53, 25)
    #expect(right.r > 200 && right.g < 80 && right.b < 80)
  }

  @Test("A progress view at 25 % fills its right quarter")
  func progressFill() throws {
    let bar = UIProgressView(frame: CGRect(x: 0, y: 10, width: 100, height: 10))
    bar.progressTintColor = .red
    bar.trackTintColor = .blue
    bar.progress = 0.25
    let image = try render(bar)
    let filled = image.rgba(90, 15)
    #expect(filled.r > 200 && filled.g < 80 && filled.b < 80)
    let track = image.rgba(10, 15)
    #expect(track.b > 200 && track.r < 80)
    // The boundary is at x 75: 70 is track, 80 fill.
    #expect(image.rgba(70, 15).b > 200)
    #expect(image.rgba(80, 15).r > 200)
  }
}
