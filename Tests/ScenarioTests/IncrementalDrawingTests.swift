import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

/// Drawing each frame over the last one's content, redrawing only where the display list
/// changed (``ContentCanvas``), gives the same pixels as drawing every frame afresh.
@Suite("Frames redrawn only where they changed equal frames drawn whole")
@MainActor
struct IncrementalDrawingTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private func frames(_ sample: String, classes: (any UserClassProvider)? = nil) throws
    -> (Scenario, [Frame])
  {
    let scenario = try Scenario.load(
      contentsOf: IncrementalDrawingTests.repository.appendingPathComponent("Samples/\(sample)"))
    let simulation = scenario.makeSimulation(classes: classes)
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return (scenario, frames)
  }

  /// Renders every frame of `sample` both ways and returns how the canvas drew them.
  private func compare(
    _ sample: String, classes: (any UserClassProvider)? = nil,
    options: (Scenario) -> RenderOptions
  ) throws -> ContentCanvas {
    let (scenario, frames) = try frames(sample, classes: classes)
    let renderer = try FrameRenderer(options: options(scenario))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    for frame in frames {
      let whole = try renderer.renderPixels(frame)
      let incremental = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      let same = whole.bytes == incremental.bytes
      #expect(same, "\(sample) frame \(frame.index)")
      guard same else { break }
      storage = incremental.bytes
    }
    return canvas
  }

  @Test(
    "Every frame of the sample is the same, touches and captions drawn above",
    arguments: [
      "drag.json", "grid-reorder.json", "sticky-header.json", "photo-transform.json",
      "swipe-to-delete.json", "pull-to-refresh.json", "profile-card.json", "bottom-sheet.json",
    ])
  func sampleFrames(sample: String) throws {
    let canvas = try compare(sample) { _ in
      RenderOptions(scale: 1, showsTouches: true, showsCaptions: true, showsTouchTrails: true)
    }
    // The samples move a part of the screen at a time: most frames are drawn in part.
    #expect(canvas.partialFrames + canvas.unchangedFrames > canvas.wholeFrames, "\(sample)")
  }

  @Test("With device chrome, outlines and frame info, at scale 2, every frame is the same")
  func chromeAndOverlays() throws {
    let canvas = try compare("drag-controller.json") { scenario in
      RenderOptions(
        scale: 2, showsTouches: true, showsCaptions: true, showsViewOutlines: true,
        showsFrameInfo: true, chrome: scenario.device.chrome)
    }
    #expect(canvas.partialFrames > 0)
  }

  @Test("A frame whose display list equals the last one's is not drawn again")
  func unchangedFrame() throws {
    let (_, frames) = try frames("drag.json")
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    _ = try renderer.renderPixels(frames[0], reusing: &storage, canvas: canvas)
    var again = frames[0]
    again.index = 1
    let second = try renderer.renderPixels(again, reusing: &storage, canvas: canvas)
    #expect(canvas.wholeFrames == 1)
    #expect(canvas.unchangedFrames == 1)
    let same = second.bytes == (try renderer.renderPixels(frames[0])).bytes
    #expect(same)
  }

  @Test("Rotated rounded cards moving over still rounded cards and labels: the same pixels")
  func movingOverCurvedEdges() throws {
    // Cut through by a moving card's old box, a still card's rounded corner came out 1 of 255
    // off (card-flick at @2x, frames 13–31); the still shapes are now redrawn whole.
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    var seed: UInt64 = 42
    func next() -> Double {  // a fixed linear congruential sequence in 0..<1
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    let still: [DisplayItem] = (0..<12).flatMap { index -> [DisplayItem] in
      let rect = CGRect(
        x: 10 + 29.3 * Double(index % 4) * 3, y: 40 + 150.7 * Double(index / 4),
        width: 77.7, height: 111.1)
      let shape = DisplayShape(
        id: "still.\(index)", transform: .identity, rect: rect, cornerRadius: 13 + Double(index))
      let text = DisplayText(
        id: "still.\(index)", transform: .identity, rect: rect.insetBy(dx: 6, dy: 40),
        string: "Card \(index)", font: DisplayFont(size: 17, isBold: index % 2 == 0),
        color: .black, alignment: .center, numberOfLines: 1)
      return [.fill(shape, CGColor(red: 0.8, green: 0.8, blue: 0.84)), .text(text)]
    }
    for step in 0..<40 {
      let moving = (0..<3).map { index -> DisplayItem in
        let shape = DisplayShape(
          id: "moving.\(index)",
          transform: CGAffineTransform(
            translationX: 40 + 300 * next(), y: 60 + 560 * next()
          ).rotated(by: next() - 0.5),
          rect: CGRect(x: -60, y: -80, width: 120, height: 160), cornerRadius: 20)
        return .fill(shape, CGColor(red: 0.35, green: 0.34, blue: 0.84))
      }
      let frame = Frame(
        index: step, time: Double(step) / 30, canvasSize: CGSize(width: 375, height: 667),
        backgroundColor: CGColor(red: 0.95, green: 0.95, blue: 0.97), items: still + moving)
      let whole = try renderer.renderPixels(frame)
      let incremental = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      let same = whole.bytes == incremental.bytes
      #expect(same, "step \(step)")
      storage = incremental.bytes
    }
    #expect(canvas.partialFrames == 39)
  }

  @Test("A card dragged over a grid of titled buttons redraws little more than its two boxes")
  func cardOverTitledGrid() throws {
    // 25 columns of 13 pt buttons 2 pt apart, each titled: with the titles' boxes touching
    // (2 px apart at @2x, 2 px of antialiasing each), a region that had to hold every title it
    // touched whole grew across the whole grid. Upright text is exact when cut.
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    let grid: [DisplayItem] = (0..<500).flatMap { index -> [DisplayItem] in
      let rect = CGRect(
        x: Double(index % 25) * 15 + 1, y: 21 + Double(index / 25) * 15, width: 13, height: 13)
      let shape = DisplayShape(id: "b\(index)", transform: .identity, rect: rect, cornerRadius: 0)
      let text = DisplayText(
        id: "b\(index).titleLabel", transform: .identity, rect: rect, string: "\(index)",
        font: DisplayFont(size: 9, isBold: false), color: .white, alignment: .center,
        numberOfLines: 1)
      return [.fill(shape, CGColor(red: 0.2, green: 0.4, blue: 0.8)), .text(text)]
    }
    let card = CGRect(x: 0, y: 0, width: 120, height: 80)
    for step in 0..<20 {
      let shape = DisplayShape(
        id: "card",
        transform: CGAffineTransform(
          translationX: 20 + 7.3 * Double(step), y: 100 + 9.1 * Double(step)),
        rect: card, cornerRadius: 12)
      let frame = Frame(
        index: step, time: Double(step) / 60, canvasSize: CGSize(width: 375, height: 667),
        backgroundColor: .white,
        items: grid + [.fill(shape, CGColor(red: 1, green: 0.23, blue: 0.19))])
      let whole = try renderer.renderPixels(frame)
      let incremental = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      let same = whole.bytes == incremental.bytes
      #expect(same, "step \(step)")
      storage = incremental.bytes
    }
    #expect(canvas.partialFrames == 19)
    // Each step the card moves (7.3, 9.1) pt: its old and new boxes, 254 x 178 px, with the
    // titles they cut (30 px apart) made whole: at most (254 + 60) x (178 + 60) px a frame,
    // against 750 x 1334 for the frame.
    #expect(canvas.redrawnPixels <= 19 * 314 * 238)
    #expect(canvas.redrawnPixels >= 19 * 254 * 178)
  }
}
