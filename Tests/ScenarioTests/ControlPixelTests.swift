import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

/// Renders `views` on a white 375 × 667 light scene at @2x and reads pixels back from the PNG.
@MainActor
private struct Rendered {
  let image: RenderedImage

  init(_ views: [UIView]) throws {
    let json = ##"{"version": 1, "appearance": "light", "backgroundColor": "#FFFFFF"}"##
    let scenario = try Scenario.decode(Data(json.utf8), file: "s.json")
    let simulation = scenario.makeSimulation()
    for view in views { simulation.window.addSubview(view) }
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    image = try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// The RGBA of pixel (`x`, `y`).
  func rgba(_ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
  }
}

/// Whether each channel is within 1 of `expected`.
private func near(_ pixel: [Int], _ expected: [Int]) -> Bool {
  zip(pixel, expected).allSatisfy { abs($0 - $1) <= 1 }
}

@Suite("Segmented, page, progress controls drawn: pixels read back from the PNG at @2x")
@MainActor
struct ControlPixelTests {
  @Test("The selected segment's thumb is white; the track is tertiarySystemFill over white")
  func segmentedThumb() throws {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = 1
    let rendered = try Rendered([control])
    // The thumb is (122, 102)–(218, 130) pt in the window; (130, 105) pt is past its 7 pt
    // corner and far from the title: pixel (260, 210).
    #expect(rendered.rgba(260, 210) == [255, 255, 255, 255])
    // (30, 105) pt is on segment 0's empty track, past the 9 pt corner: (118, 118, 128) at
    // 31/255 over white: 255 − 0.1216 × 137 = 238.3, 255 − 0.1216 × 127 = 239.6.
    let track = rendered.rgba(60, 210)
    #expect(near(track, [238, 238, 240, 255]), "\(track)")
  }

  @Test("Page dots: the current one red and the others blue at their centres, white between")
  func pageDots() throws {
    let control = UIPageControl(frame: CGRect(x: 0, y: 300, width: 375, height: 26))
    control.numberOfPages = 3
    control.currentPageIndicatorTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    control.pageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let rendered = try Rendered([control])
    // Centres 171.5, 187.5, 203.5 pt at y 313 pt: pixels 343, 375, 407 at row 626.
    #expect(rendered.rgba(343, 626) == [255, 0, 0, 255])
    #expect(rendered.rgba(375, 626) == [0, 0, 255, 255])
    #expect(rendered.rgba(407, 626) == [0, 0, 255, 255])
    // 179.5 pt, halfway between the first two dots (4.5 pt from each edge): background.
    #expect(rendered.rgba(359, 626) == [255, 255, 255, 255])
  }

  @Test("A .bar progress of 0.3 over 200 pt fills 120 px from x 100 px: red to 219, blue from 220")
  func progressFill() throws {
    let progress = UIProgressView(progressViewStyle: .bar)
    progress.frame = CGRect(x: 50, y: 100, width: 200, height: 4)
    progress.progress = 0.3
    progress.progressTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    progress.trackTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    let rendered = try Rendered([progress])
    let row = 202
    let red = (0..<750).filter { rendered.rgba($0, row) == [255, 0, 0, 255] }
    let blue = (0..<750).filter { rendered.rgba($0, row) == [0, 0, 255, 255] }
    // 0.3 × 200 pt = 60 pt = 120 px from 50 pt (100 px).
    #expect(red.first == 100 && red.last == 219 && red.count == 120)
    #expect(blue.first == 220 && blue.last == 499 && blue.count == 280)
  }
}
