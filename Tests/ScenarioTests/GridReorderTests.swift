import Foundation
import GestureCore
import Renderer
import Testing

@testable import Scenario

/// The long-press reorder grid with a press at the center of button 1, held 0.8 s
/// (the long press begins at 0.5 s, the 0.2 s lift ends at 0.7 s), then dragged straight down
/// 120 pt in 1 s (2 pt per frame at 60 fps: move k is at frame 48 + k) and released at 1.8 s.
private let gridJSON = """
  {"version": 1, "name": "grid", "fps": 60, "backgroundColor": "#FFFFFF",
   "views": [\(
    (0..<8).map { i in
      "{\"id\": \"b\(i + 1)\", \"type\": \"button\", \"frame\": [\(50 + (i % 2) * 100), "
        + "\(64 + (i / 2) * 100), 90, 90], \"backgroundColor\": \"#FF0000\", "
        + "\"title\": \"\(i + 1)\", \"fontSize\": 20, \"bold\": true}"
    }.joined(separator: ", "))],
   "behaviors": [{"type": "long-press-reorder",
                  "buttons": ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"]}],
   "script": [
     {"longPress": {"point": [95, 109], "hold": 0.8, "path": [[95, 229]], "duration": 1.0}},
     {"wait": 0.5}]}
  """

/// Runs the grid scenario and keeps every frame.
@MainActor
private func runGrid(_ json: String = gridJSON) throws -> [Frame] {
  let scenario = try Scenario.decode(Data(json.utf8), file: "grid.json")
  let simulation = scenario.makeSimulation()
  var frames: [Frame] = []
  while let frame = simulation.nextFrame() { frames.append(frame) }
  return frames
}

extension Frame {
  fileprivate func view(_ id: String) -> ViewSnapshot { views.first { $0.id == id }! }
}

/// The center of button 1 after each `changed` of the original code, read in the scaled
/// button: `startPoint` is (45, 45) (the press is at the center, read before the lift), and the
/// location in a button scaled 1.1 about its center is (finger − center)/1.1 + (45, 45), so
/// each move adds (finger − center)/1.1. Finger y after move k is 109 + 2k (k = 1…60).
@MainActor
private func articleCenters(startingAt start: Double, from k0: Int, to k1: Int) -> [Int: Double] {
  var c = start
  var result: [Int: Double] = [:]
  for k in k0...k1 {
    c += (109 + 2 * Double(k) - c) / 1.1
    result[k] = c
  }
  return result
}

/// easeInOut progress (the default curve of the 0.2 s animations).
@MainActor
private func ease(_ t: Double) -> Double { TimingFunction.easeInOut.progress(at: t) }

@Suite("The long-press reorder grid, faithful to the original code")
@MainActor
struct GridReorderTests {
  @Test("Slot centers are the original grid: (95 + (i % 2)·100, 109 + (i / 2)·100)")
  func slots() throws {
    let first = try runGrid()[0]
    for i in 0..<8 {
      let center = first.view("b\(i + 1)").center
      #expect(center == CGPoint(x: 95 + (i % 2) * 100, y: 109 + (i / 2) * 100))
      #expect(first.view("b\(i + 1)").bounds.size == CGSize(width: 90, height: 90))
    }
  }

  @Test("The lift: began at 0.5 s; scale 1.1 and alpha 0.7 at its end (0.7 s, frame 42)")
  func lift() throws {
    let frames = try runGrid()
    let began = frames.filter { !$0.events("gesture.began").isEmpty }.map(\.index)
    #expect(began == [30])
    let half = frames[36].view("b1")  // 0.1 s into the 0.2 s easeInOut lift
    #expect(abs(Double(half.transform.a) - 1.05) < 1e-9)
    #expect(abs(half.alpha - 0.85) < 1e-9)
    #expect(frames[36].view("b1").center == CGPoint(x: 95, y: 109))
    let lifted = frames[42].view("b1")
    #expect(abs(Double(lifted.transform.a) - 1.1) < 1e-12)
    #expect(abs(Double(lifted.transform.d) - 1.1) < 1e-12)
    #expect(abs(lifted.alpha - 0.7) < 1e-12)
    #expect(lifted.center == CGPoint(x: 95, y: 109))
  }

  @Test("While dragging, the center trails the finger by the scaled-coordinates rule")
  func drag() throws {
    let frames = try runGrid()
    let expected = articleCenters(startingAt: 109, from: 1, to: 27)
    for k in [1, 2, 10, 27] {
      let center = frames[48 + k].view("b1").center
      #expect(center.x == 95)
      #expect(abs(Double(center.y) - expected[k]!) < 1e-9)
    }
    // Steady state: 2 pt per frame, the center lags the finger by 2/10 pt.
    #expect(abs(expected[27]! - (109 + 54 - 0.2)) < 1e-3)
  }

  @Test("The swap starts in frame 76, when the center (164.8) enters button 3's frame")
  func swapFrame() throws {
    let frames = try runGrid()
    let expected = articleCenters(startingAt: 109, from: 1, to: 60)
    let k = (1...60).first { expected[$0]! >= 164 }!
    #expect(k == 28)
    #expect(abs(expected[28]! - 164.8) < 1e-9)
    let swaps = frames.filter { !$0.events("reorder.swap").isEmpty }
    #expect(swaps.map(\.index) == [76])
    #expect(swaps.first?.events("reorder.swap").first?.view == "b1")
  }

  @Test("In flight and final positions of both buttons of the swap")
  func swapPositions() throws {
    let frames = try runGrid()
    let swapTime = 76.0 / 60
    let atSwap = articleCenters(startingAt: 109, from: 1, to: 28)[28]!
    // After the swap the model center of b1 is 209 and the moves continue from there.
    let after = articleCenters(startingAt: 209, from: 29, to: 60)
    for frameIndex in [77, 79, 82, 85, 88] {
      let elapsed = (Double(frameIndex) / 60 - swapTime) / 0.2
      let remaining = 1 - ease(min(1, elapsed))
      let b3 = frames[frameIndex].view("b3").center
      #expect(b3.x == 95)
      #expect(abs(Double(b3.y) - (109 + 100 * remaining)) < 1e-9)
      // b1: model + (from − to)·remaining, additively on top of the following moves.
      let model = after[frameIndex - 48]!
      let b1 = frames[frameIndex].view("b1").center
      #expect(abs(Double(b1.y) - (model + (atSwap - 209) * remaining)) < 1e-9)
    }
    // Halfway (frame 82, 0.1 s into 0.2 s): b3 is at 159.
    #expect(abs(Double(frames[82].view("b3").center.y) - 159) < 1e-9)
    // Final: b3 in slot 1, b1 snapped to slot 3 (no swap on the last move), at identity.
    let last = frames[frames.count - 1]
    #expect(last.view("b3").center == CGPoint(x: 95, y: 109))
    #expect(last.view("b1").center == CGPoint(x: 95, y: 209))
    for id in ["b2", "b4", "b5", "b6", "b7", "b8"] {
      #expect(last.view(id).center == frames[0].view(id).center)
    }
  }

  @Test("After release: identity and alpha 1 at 0.2 s after the lift of the finger (1.8 s)")
  func release() throws {
    let frames = try runGrid()
    let drops = frames.filter { !$0.events("reorder.drop").isEmpty }.map(\.index)
    #expect(drops == [108])
    let halfway = frames[114].view("b1")
    #expect(abs(Double(halfway.transform.a) - 1.05) < 1e-9)
    #expect(abs(halfway.alpha - 0.85) < 1e-9)
    let dropped = frames[120].view("b1")
    #expect(dropped.transform == .identity)
    #expect(dropped.alpha == 1)
    #expect(dropped.center == CGPoint(x: 95, y: 209))
  }

  @Test("correctsScaledLocation keeps the press point exactly under the finger")
  func correction() throws {
    let corrected = gridJSON.replacingOccurrences(
      of: "\"type\": \"long-press-reorder\",",
      with:
        "\"type\": \"long-press-reorder\", \"correctsScaledLocation\": true,")
    let frames = try runGrid(corrected)
    for k in [1, 10, 20] {
      let center = frames[48 + k].view("b1").center
      #expect(center.x == 95)
      #expect(abs(Double(center.y) - (109 + 2 * Double(k))) < 1e-9)
    }
    // 164 is reached at k = 28 (finger 165, center 165): the same frame here.
    #expect(frames.filter { !$0.events("reorder.swap").isEmpty }.map(\.index) == [76])
  }

  @Test("Rendered frames show the lift (bigger, translucent) and the swap")
  func renderedPixels() throws {
    let frames = try runGrid()
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    func pixel(_ frame: Int, _ x: Int, _ y: Int) throws -> [UInt8] {
      let image = try renderer.renderImage(frames[frame])
      let p = image.pixel(x: x, y: y)
      return [p.r, p.g, p.b]
    }
    let white: [UInt8] = [255, 255, 255]
    let red: [UInt8] = [255, 0, 0]
    // Red at alpha 0.7 over white: 255·0.3 ≈ 77 in green and blue.
    func isTranslucentRed(_ p: [UInt8]) -> Bool {
      p[0] == 255 && (75...79).contains(p[1]) && (75...79).contains(p[2])
    }
    // (47, 100) is outside button 1 (x from 50) until it is scaled 1.1 (x from 45.5).
    #expect(try pixel(0, 47, 100) == white)
    #expect(isTranslucentRed(try pixel(42, 47, 100)))
    // (60, 70) in slot 1: opaque red, translucent when lifted, empty while dragged away,
    // opaque red again once button 3 has swapped into the slot.
    #expect(try pixel(0, 60, 70) == red)
    #expect(isTranslucentRed(try pixel(42, 60, 70)))
    #expect(try pixel(60, 60, 70) == white)
    #expect(try pixel(90, 60, 70) == red)
    // At the end, button 1 sits in slot 3 at identity: opaque, and (47, 200) is white again.
    #expect(try pixel(frames.count - 1, 60, 240) == red)
    #expect(try pixel(frames.count - 1, 47, 200) == white)
  }
}
