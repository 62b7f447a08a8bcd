import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("The sticky bar and stretchy header of Samples/sticky-header.json")
@MainActor
struct StickyHeaderTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func frames(_ sample: String) throws -> [Frame] {
    let scenario = try Scenario.load(
      contentsOf: StickyHeaderTests.repository.appendingPathComponent("Samples/\(sample)"))
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return frames
  }

  private func view(_ id: String, _ frame: Frame) -> ViewSnapshot {
    frame.views.first { $0.id == id }!
  }

  @Test("At every frame the bar's top on screen is max(0, 200 − offsetY): no lag, no jump")
  func barTracksOffset() throws {
    let frames = try frames("sticky-header.json")
    var pinnedFrames = 0
    for frame in frames {
      let offsetY = Double(view("scroll", frame).bounds.minY)
      let bar = view("bar", frame)
      let topOnScreen = Double(CGPoint(x: 0, y: 0).applying(bar.windowTransform).y)
      #expect(abs(topOnScreen - max(0, 200 - offsetY)) < 1e-9, "frame \(frame.index)")
      if offsetY >= 200 { pinnedFrames += 1 }
    }
    #expect(pinnedFrames > 60)
    let kinds = frames.flatMap(\.events).map(\.kind)
    #expect(kinds.filter { $0 == "sticky.pin" }.count == 1)
    #expect(kinds.filter { $0 == "sticky.unpin" }.count == 1)
  }

  @Test("Pinning moves the feed up by the bar's 50 pt, as the 'hidden' constraint does")
  func feedMovesUp() throws {
    let frames = try frames("sticky-header.json")
    let pin = frames.first { $0.events.contains { $0.kind == "sticky.pin" } }!
    let before = frames[pin.index - 1]
    #expect(view("feed", before).center.y == 750)
    #expect(view("feed", pin).center.y == 700)
  }

  @Test("Pulled past the top the header scales by 1 − offsetY/60 and is exactly 1 at the end")
  func headerStretches() throws {
    let frames = try frames("sticky-header.json")
    for frame in frames {
      let offsetY = Double(view("scroll", frame).bounds.minY)
      let scale = Double(view("header", frame).transform.a)
      #expect(abs(scale - max(1, 1 - offsetY / 60)) < 1e-9, "frame \(frame.index)")
    }
    #expect(view("header", frames.last!).transform.isIdentity)
    #expect(frames.map { Double(view("scroll", $0).bounds.minY) }.min()! < -60)
  }

  @Test("Rendered: the pinned bar fills the top of the screen; the stretched header shows sky")
  func pixels() throws {
    let frames = try frames("sticky-header.json")
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let pinned = frames.first { Double(view("scroll", $0).bounds.minY) > 300 }!
    let image = try renderer.renderImage(pinned)
    let orange = image.pixel(x: 20, y: 20)
    #expect([orange.r, orange.g, orange.b] == [0xFF, 0x95, 0x00])
    // At rest the near hill of the header picture is at (10, 190) pt. Pulled down, the content
    // moves down and the header, scaled 2× or more about its center, shows sky there.
    let rest = try renderer.renderImage(frames[0])
    let stretchedFrame = frames.min {
      view("scroll", $0).bounds.minY < view("scroll", $1).bounds.minY
    }!
    let stretched = try renderer.renderImage(stretchedFrame)
    let hill = rest.pixel(x: 20, y: 380)
    let sky = stretched.pixel(x: 20, y: 380)
    #expect([hill.r, hill.g, hill.b] == [0x3E, 0x8E, 0x4F])
    #expect([sky.r, sky.g, sky.b] == [0x7E, 0xC8, 0xF2])
  }
}
