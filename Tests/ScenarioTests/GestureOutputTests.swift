import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

@Suite("Gesture states in frames, timeline.json and the caption overlay")
@MainActor
struct GestureOutputTests {
  private let json = """
    {"version": 1, "views": [
      {"id": "b1", "type": "button", "frame": [50, 64, 90, 90], "backgroundColor": "#FF0000"},
      {"id": "b2", "type": "button", "frame": [150, 64, 90, 90], "backgroundColor": "#FF0000"}],
     "behaviors": [{"type": "long-press-reorder", "buttons": ["b1", "b2"]}],
     "script": [{"longPress": {"point": [95, 109], "hold": 0.7}}, {"wait": 1.5}]}
    """

  private func frames() throws -> (Scenario, [Frame]) {
    let scenario = try Scenario.decode(Data(json.utf8), file: "g.json")
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    return (scenario, frames)
  }

  @Test("Frames carry the latest state while in progress and for 1 s after the last change")
  func marks() throws {
    let (_, frames) = try frames()
    #expect(frames[29].gestures.isEmpty)
    #expect(frames[30].gestures.map(\.caption) == ["long press: began"])
    #expect(frames[30].gestures.first?.view == "b1")
    #expect(frames[30].gestures.first?.location == CGPoint(x: 95, y: 109))
    // Ended at 0.7 s (frame 42); shown until 1.7 s, gone after.
    #expect(frames[42].gestures.map(\.state) == ["ended"])
    #expect(frames[102].gestures.map(\.state) == ["ended"])
    #expect(frames[103].gestures.isEmpty)
  }

  @Test("An ended caption clears when its recognizer has reset and a new touch begins")
  func captionClearsOnNewTouch() throws {
    let scenario = try Scenario.decode(
      Data(
        json.replacingOccurrences(
          of: #"{"wait": 1.5}"#,
          with: #"{"wait": 0.2}, {"longPress": {"point": [195, 109], "hold": 0.7}}, {"wait": 1.5}"#
        ).utf8), file: "g.json")
    let simulation = scenario.makeSimulation()
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    // b1's press ends at 0.7 s (frame 42); b2's touch lands at 0.9 s (frame 54), and b2's
    // press begins 0.5 s later, at 1.4 s (frame 84).
    #expect(frames[53].gestures.map(CaptionOverlay.text) == ["long press (b1): ended"])
    #expect(frames[54].gestures.isEmpty, "\(frames[54].gestures.map(CaptionOverlay.text))")
    #expect(frames[83].gestures.isEmpty)
    #expect(frames[84].gestures.map(CaptionOverlay.text) == ["long press (b2): began"])
  }

  @Test("timeline.json lists the gestures of frames that have some")
  func timeline() throws {
    let (scenario, frames) = try frames()
    let output = MemoryOutput()
    let writer = try TimelineWriter(
      output: output, scenario: scenario, framesPerSecond: 60, frameCount: frames.count)
    for frame in frames { try writer.append(frame) }
    #expect(!output.isCommitted)
    try writer.finish()
    #expect(output.isCommitted)
    let lines = String(decoding: output.bytes, as: UTF8.self).split(separator: "\n")
    let frame30 = lines.first { $0.hasPrefix("{\"events\"") && $0.contains("\"index\":30,") }
    #expect(
      frame30?.contains(
        "\"gestures\":[{\"location\":[95,109],\"name\":\"long press\",\"since\":0.5,"
          + "\"state\":\"began\",\"view\":\"b1\"}]") == true)
    let frame0 = lines.first { $0.contains("\"index\":0,") }
    #expect(frame0?.contains("gestures") == false)
  }

  @Test("--captions draws a dark bar at the bottom while a gesture is shown")
  func captionPixels() throws {
    let (_, frames) = try frames()
    let plain = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let captioned = try FrameRenderer(
      options: RenderOptions(scale: 1, showsTouches: false, showsCaptions: true))
    // The bar spans x 8…367 and y 633…659 on the 375×667 canvas; (20, 646) is inside it.
    func pixel(_ renderer: FrameRenderer, _ frame: Int) throws -> [UInt8] {
      let p = try renderer.renderImage(frames[frame]).pixel(x: 20, y: 646)
      return [p.r, p.g, p.b]
    }
    #expect(try pixel(captioned, 0) == [255, 255, 255])
    #expect(try pixel(plain, 30) == [255, 255, 255])
    let bar = try pixel(captioned, 30)
    #expect(bar.allSatisfy { $0 < 90 })
  }
}

/// A timeline output that keeps the bytes in memory.
final class MemoryOutput: TimelineOutput {
  private(set) var bytes: [UInt8] = []
  private(set) var isCommitted = false

  func write(_ bytes: [UInt8]) throws { self.bytes += bytes }
  func commit() throws { isCommitted = true }
  func abandon() { bytes = [] }
}
