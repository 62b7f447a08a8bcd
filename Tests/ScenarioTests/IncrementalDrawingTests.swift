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

  private func frames(_ sample: String) throws -> (Scenario, [Frame]) {
    let scenario = try Scenario.load(
      contentsOf: IncrementalDrawingTests.repository.appendingPathComponent("Samples/\(sample)"))
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return (scenario, frames)
  }

  /// Renders every frame of `sample` both ways and returns how the canvas drew them.
  private func compare(_ sample: String, options: (Scenario) -> RenderOptions) throws
    -> ContentCanvas
  {
    let (scenario, frames) = try frames(sample)
    let renderer = try FrameRenderer(options: options(scenario))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    for frame in frames {
      let whole = try renderer.renderPixels(frame)
      let incremental = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      #expect(whole.bytes == incremental.bytes, "\(sample) frame \(frame.index)")
      guard whole.bytes == incremental.bytes else { break }
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
    #expect(second.bytes == (try renderer.renderPixels(frames[0])).bytes)
  }
}
