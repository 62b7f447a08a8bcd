import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Frame selection: --frames, --at, --last-frame")
struct FrameSelectionTests {
  @Test("Ranges, single frames and open ranges resolve against the run")
  func ranges() throws {
    let items = try FrameSelection.parseFrames("0-3, 7,10-")
    #expect(
      items == [.range(first: 0, last: 3), .range(first: 7, last: 7), .range(first: 10, last: nil)])
    #expect(
      try FrameSelection(items).resolve(frameCount: 13, framesPerSecond: 60) == [
        0, 1, 2, 3, 7, 10, 11, 12,
      ])
    // A range past the end stops at the last frame.
    #expect(
      try FrameSelection(FrameSelection.parseFrames("5-99")).resolve(
        frameCount: 8, framesPerSecond: 60) == [5, 6, 7])
    #expect(try FrameSelection().resolve(frameCount: 3, framesPerSecond: 60) == [0, 1, 2])
  }

  @Test("Times pick the frame on screen at that time; the last frame is the last")
  func times() throws {
    let items = try FrameSelection.parseTimes("0.5,1s,250ms")
    #expect(items == [.time(seconds: 0.5), .time(seconds: 1), .time(seconds: 0.25)])
    let selection = FrameSelection(items + [.lastFrame])
    // 60 fps, 2.8 s: frames 0…168; 0.5 s is frame 30, 1 s frame 60, 0.25 s frame 15.
    #expect(try selection.resolve(frameCount: 169, framesPerSecond: 60) == [15, 30, 60, 168])
    // At 30 fps, 0.5 s is frame 15 (not 14, despite 0.5 × 30 in floating point).
    #expect(
      try FrameSelection([.time(seconds: 0.1)]).resolve(frameCount: 100, framesPerSecond: 30) == [3]
    )
  }

  @Test("Bad ranges and out-of-range frames or times are errors with the reason")
  func errors() throws {
    #expect(
      throws: FrameSelectionError(
        message: "'x' is not a frame number or range (use N, N-M or N-, e.g. 0-9,30,100-)")
    ) {
      try FrameSelection.parseFrames("x")
    }
    #expect(throws: FrameSelectionError(message: "'9-3': the range ends before it starts")) {
      try FrameSelection.parseFrames("9-3")
    }
    #expect(throws: FrameSelectionError.self) { try FrameSelection.parseFrames("-3") }
    #expect(throws: FrameSelectionError.self) { try FrameSelection.parseTimes("soon") }
    #expect(
      throws: FrameSelectionError(
        message: "frame 500 is past the last frame (168; the run has 169 frames)")
    ) {
      try FrameSelection([.range(first: 500, last: nil)]).resolve(
        frameCount: 169, framesPerSecond: 60)
    }
    #expect(
      throws: FrameSelectionError(
        message: "time 3 s is past the end of the run (2.800 s, frame 168)")
    ) {
      try FrameSelection([.time(seconds: 3)]).resolve(frameCount: 169, framesPerSecond: 60)
    }
  }

  @Test("Events of frames that are not drawn move to the next drawn frame")
  func carriedEvents() {
    func frame(_ index: Int, _ kinds: [String]) -> Frame {
      Fixtures.frame([], index: index).with(
        events: kinds.map { TimelineEvent(time: Double(index), kind: $0, view: nil, detail: "") })
    }
    var selection = SelectedFrames(indices: [0, 3])
    #expect(selection.pass(frame(0, ["a"]))?.events.map(\.kind) == ["a"])
    #expect(selection.pass(frame(1, ["b"])) == nil)
    #expect(selection.pass(frame(2, ["c"])) == nil)
    #expect(selection.pass(frame(3, ["d"]))?.events.map(\.kind) == ["b", "c", "d"])
  }

  @Test("Events before the first drawn frame are not shown on it")
  func eventsBeforeSelection() {
    func frame(_ index: Int, _ kinds: [String]) -> Frame {
      Fixtures.frame([], index: index).with(
        events: kinds.map { TimelineEvent(time: Double(index), kind: $0, view: nil, detail: "") })
    }
    var selection = SelectedFrames(indices: [2, 4])
    #expect(selection.pass(frame(0, ["touchesBegan"])) == nil)
    #expect(selection.pass(frame(1, ["b"])) == nil)
    #expect(selection.pass(frame(2, ["c"]))?.events.map(\.kind) == ["c"])
    #expect(selection.pass(frame(3, ["d"])) == nil)
    #expect(selection.pass(frame(4, ["e"]))?.events.map(\.kind) == ["d", "e"])
  }
}

extension Frame {
  func with(events: [TimelineEvent]) -> Frame {
    var copy = self
    copy.events = events
    return copy
  }
}

@Suite("Animation timing and palettes")
struct TimingAndPaletteTests {
  @Test("At or below the maximum every frame is kept at its time; above, one per slot")
  func timing() {
    var slow = AnimationTiming(framesPerSecond: 30, maximumRate: 50)
    let times: [Double] = (0..<4).compactMap { slow.displayTime(forFrameAt: Double($0) / 30) }
    let expected: [Double] = [0, 1.0 / 30, 2.0 / 30, 3.0 / 30]
    #expect(times == expected)
    var fast = AnimationTiming(framesPerSecond: 60, maximumRate: 50)
    let kept = (0..<12).compactMap { fast.displayTime(forFrameAt: Double($0) / 60) }
    // 12 frames over 0.2 s at 50 fps: 10 slots.
    #expect(kept.count == 10)
    #expect(kept.map { ($0 * 50).rounded() } == (0..<10).map(Double.init))
    #expect(fast.isClamped && fast.effectiveRate == 50 && fast.lastFrameDuration == 0.02)
  }

  @Test("Delays: exact fractions of the rate, milliseconds otherwise; centisecond ticks add up")
  func delays() {
    #expect(AnimationTiming.fraction(seconds: 1.0 / 60, rate: 60) == (1, 60))
    #expect(AnimationTiming.fraction(seconds: 0.5, rate: 60) == (30, 60))
    #expect(AnimationTiming.fraction(seconds: 0.0123, rate: 29.97) == (12, 1000))
    let ticks = (0..<30).map {
      AnimationTiming.ticks(from: Double($0) / 30, to: Double($0 + 1) / 30, unit: 0.01)
    }
    #expect(ticks.reduce(0, +) == 100)
    #expect(Set(ticks) == [3, 4])
  }

  @Test(
    "Up to 255 colours are kept exactly; more are cut to 255; the same input gives the same palette"
  )
  func palette() {
    var histogram: [UInt32: Int] = [0xFF0000: 10, 0x00FF00: 5, 0x0000FF: 1]
    var small = Palette(histogram: histogram)
    #expect(small.colors == [0x0000FF, 0x00FF00, 0xFF0000])
    #expect(small.index(of: 0x00FF00, x: 3, y: 5) == 1)
    for r in 0..<40 {
      for g in 0..<20 { histogram[UInt32(r * 6) << 16 | UInt32(g * 12) << 8 | 0x40] = r + g + 1 }
    }
    let big = Palette(histogram: histogram)
    #expect(big.colors.count == 255)
    #expect(Palette(histogram: histogram).colors == big.colors)
    var mapper = big
    // A colour between palette entries maps to a nearby entry.
    let index = Int(mapper.index(of: 0x7F3A40, x: 0, y: 0))
    let chosen = big.colors[index]
    #expect(abs(Int(chosen >> 16) - 0x7F) < 24 && abs(Int((chosen >> 8) & 0xFF) - 0x3A) < 24)
  }
}
