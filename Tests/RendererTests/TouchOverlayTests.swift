import Foundation
import GestureCore
import Renderer
import Testing

@Suite("Touch overlay")
struct TouchOverlayTests {
  let black = RGBA(0, 0, 0)

  func render(_ mark: TouchMark, time: Double, showsTouches: Bool = true) throws -> RenderedImage {
    try Fixtures.renderPNG(
      Fixtures.frame([], touches: [mark], time: time, background: .black),
      showsTouches: showsTouches)
  }

  @Test("a touch that is down changes the pixel under it; with showsTouches off it does not")
  func drawn() throws {
    let mark = TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .began)
    let shown = try render(mark, time: 0)
    let hidden = try render(mark, time: 0, showsTouches: false)
    #expect(shown.rgba(point: 50, 50, scale: 2).distance(to: black) > 100)
    #expect(hidden.rgba(point: 50, 50, scale: 2) == black)
    // A disc 44 pt across: 20 pt away is inside, 23 pt away is outside.
    #expect(shown.rgba(point: 70, 50, scale: 2) != black)
    #expect(shown.rgba(point: 50, 73, scale: 2) == black)
    #expect(shown.rgba(point: 27, 50, scale: 2) == black)
  }

  @Test("the indicator reads on a white background too")
  func onWhite() throws {
    let mark = TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .moved)
    let image = try Fixtures.renderPNG(Fixtures.frame([], touches: [mark]))
    let white = RGBA(255, 255, 255)
    #expect(image.rgba(point: 50, 50, scale: 2) != white)
    // The darker ring near the edge.
    #expect(image.rgba(point: 50 + 21.3, 50, scale: 2).distance(to: white) > 80)
  }

  @Test("it is drawn above every display item")
  func onTop() throws {
    let mark = TouchMark(id: 0, location: CGPoint(x: 150, y: 150), phase: .moved)
    let frame = Fixtures.frame(
      [.fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.blue)],
      touches: [mark])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 150, 150, scale: 2) != RGBA(0, 0, 255))
    #expect(image.rgba(point: 110, 110, scale: 2) == RGBA(0, 0, 255))
  }

  @Test("after the finger lifts the mark fades linearly over 0.2 s")
  func fade() throws {
    let down = TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .moved)
    let lifted = TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .ended, endTime: 1.0)
    let full = try render(down, time: 1.0).rgba(point: 50, 50, scale: 2).distance(to: black)
    let atLift = try render(lifted, time: 1.0).rgba(point: 50, 50, scale: 2).distance(to: black)
    let half = try render(lifted, time: 1.1).rgba(point: 50, 50, scale: 2).distance(to: black)
    let gone = try render(lifted, time: 1.2)
    let later = try render(lifted, time: 1.5)
    #expect(atLift == full)
    #expect(abs(Double(half) / Double(full) - 0.5) < 0.03, "half \(half) of full \(full)")
    #expect(gone.rgba(point: 50, 50, scale: 2) == black)
    #expect(later.rgba(point: 50, 50, scale: 2) == black)
  }

  @Test("opacity is 1 while down, 1 − elapsed/0.2 after the lift, 0 from 0.2 s on")
  func opacity() {
    let down = TouchMark(id: 0, location: .zero, phase: .stationary)
    let lifted = TouchMark(id: 0, location: .zero, phase: .cancelled, endTime: 2)
    #expect(TouchOverlay.fadeDuration == 0.2)
    #expect(TouchOverlay.opacity(of: down, at: 100) == 1)
    #expect(TouchOverlay.opacity(of: lifted, at: 1.9) == 1)
    #expect(TouchOverlay.opacity(of: lifted, at: 2) == 1)
    #expect(abs(TouchOverlay.opacity(of: lifted, at: 2.05) - 0.75) < 1e-9)
    #expect(abs(TouchOverlay.opacity(of: lifted, at: 2.15) - 0.25) < 1e-9)
    #expect(TouchOverlay.opacity(of: lifted, at: 2.2) < 1e-9)
    #expect(TouchOverlay.opacity(of: lifted, at: 3) == 0)
  }

  @Test("two touches give two discs")
  func twoTouches() throws {
    let frame = Fixtures.frame(
      [],
      touches: [
        TouchMark(id: 0, location: CGPoint(x: 50, y: 50), phase: .moved),
        TouchMark(id: 1, location: CGPoint(x: 200, y: 300), phase: .moved),
      ], background: .black)
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 50, 50, scale: 2) != black)
    #expect(image.rgba(point: 200, 300, scale: 2) != black)
    #expect(image.rgba(point: 125, 175, scale: 2) == black)
  }
}
