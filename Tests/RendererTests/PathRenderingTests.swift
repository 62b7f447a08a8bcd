import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Paths: shape layers and shadowPath, read back from PNGs and SVG")
struct PathRenderingTests {
  /// `items` drawn at scale 1 on a white 100 × 100 pt canvas, through PNG.
  private func render(_ items: [DisplayItem]) throws -> RenderedImage {
    let frame = Frame(
      index: 0, time: 0, canvasSize: CGSize(width: 100, height: 100), backgroundColor: .white,
      items: items)
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  private let red = CGColor(red: 1, green: 0, blue: 0)
  private let blue = CGColor(red: 0, green: 0, blue: 1)
  private let white = RGBA(255, 255, 255)

  private var triangle: [PathElement] {
    [
      .moveTo(CGPoint(x: 10, y: 10)), .lineTo(CGPoint(x: 90, y: 10)),
      .lineTo(CGPoint(x: 50, y: 90)), .closeSubpath,
    ]
  }

  @Test("A filled triangle: the fill colour inside, the background outside")
  func filledTriangle() throws {
    let image = try render([
      .path(DisplayPath(id: "tri", transform: .identity, elements: triangle, fillColor: red))
    ])
    #expect(image.rgba(50, 30) == RGBA(255, 0, 0))
    #expect(image.rgba(50, 80) == RGBA(255, 0, 0))
    // Outside the slanted edges (the left edge runs from (10, 10) to (50, 90): x = 30 at y = 50).
    #expect(image.rgba(20, 60) == white)
    #expect(image.rgba(80, 60) == white)
    #expect(image.rgba(50, 5) == white)
  }

  @Test("The transform places the path; even-odd leaves the inner square empty")
  func transformAndRule() throws {
    let squares = CGMutablePath()
    squares.addRects([
      CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 10, y: 10, width: 20, height: 20),
    ])
    let image = try render([
      .path(
        DisplayPath(
          id: "s", transform: CGAffineTransform(translationX: 50, y: 50),
          elements: squares.elements, fillColor: blue, fillRule: .evenOdd))
    ])
    #expect(image.rgba(55, 55) == RGBA(0, 0, 255))
    #expect(image.rgba(70, 70) == white)
    #expect(image.rgba(45, 45) == white)
  }

  @Test("A quadratic curve draws exactly as its raised cubic")
  func quadraticAsCubic() throws {
    let quad: [PathElement] = [
      .moveTo(CGPoint(x: 10, y: 90)),
      .quadCurveTo(CGPoint(x: 90, y: 90), control: CGPoint(x: 50, y: 0)),
    ]
    let cubic: [PathElement] = [
      .moveTo(CGPoint(x: 10, y: 90)),
      .curveTo(
        CGPoint(x: 90, y: 90), control1: CGPoint(x: 10 + 2.0 / 3 * 40, y: 90 - 2.0 / 3 * 90),
        control2: CGPoint(x: 90 - 2.0 / 3 * 40, y: 90 - 2.0 / 3 * 90)),
    ]
    func draw(_ elements: [PathElement]) throws -> RenderedImage {
      try render([
        .path(
          DisplayPath(
            id: "q", transform: .identity, elements: elements, fillColor: nil,
            strokeColor: red, lineWidth: 3))
      ])
    }
    let a = try draw(quad)
    let b = try draw(cubic)
    #expect(a.rgba == b.rgba)
    // The curve's top is at t = ½: y = ¼·90 + ½·0 + ¼·90 = 45.
    #expect(a.rgba(50, 45).g < 100)
    #expect(a.rgba(50, 40) == white)
  }

  @Test("A ring with strokeEnd 0.25 is stroked from 12 o'clock to 3 o'clock only")
  func progressRing() throws {
    // UIKit's usual ring: from −π/2 (12 o'clock) clockwise on screen round to 3π/2.
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    func draw(_ start: Double, _ end: Double) throws -> RenderedImage {
      try render([
        .path(
          DisplayPath(
            id: "ring", transform: .identity, elements: ring.elements, fillColor: nil,
            strokeColor: blue, lineWidth: 8, strokeStart: start, strokeEnd: end))
      ])
    }
    let quarter = try draw(0, 0.25)
    let ink = RGBA(0, 0, 255)
    // On the ring (radius 40) at 45° between 12 and 3 o'clock: (50 + 28.28, 50 − 28.28).
    #expect(quarter.rgba(78, 21) == ink)
    #expect(quarter.rgba(52, 10) == ink)
    #expect(quarter.rgba(89, 47) == ink)
    // Past 3 o'clock (the butt end is the horizontal line y = 50), at 6 and 9 o'clock: none.
    #expect(quarter.rgba(89, 53) == white)
    #expect(quarter.rgba(50, 89) == white)
    #expect(quarter.rgba(10, 50) == white)
    #expect(quarter.rgba(47, 10) == white)
    // strokeStart 0.5 … 0.75: 6 o'clock to 9 o'clock.
    let third = try draw(0.5, 0.75)
    #expect(third.rgba(21, 78) == ink)
    #expect(third.rgba(78, 21) == white)
    #expect(third.rgba(78, 78) == white)
  }

  @Test("Dashes: on and off in user-space lengths from the phase")
  func dashes() throws {
    let line: [PathElement] = [.moveTo(CGPoint(x: 0, y: 50)), .lineTo(CGPoint(x: 100, y: 50))]
    func draw(phase: Double) throws -> RenderedImage {
      try render([
        .path(
          DisplayPath(
            id: "d", transform: .identity, elements: line, fillColor: nil, strokeColor: red,
            lineWidth: 4, dashPattern: [10, 10], dashPhase: phase))
      ])
    }
    let plain = try draw(phase: 0)
    #expect(plain.rgba(5, 50) == RGBA(255, 0, 0))
    #expect(plain.rgba(15, 50) == white)
    #expect(plain.rgba(25, 50) == RGBA(255, 0, 0))
    // Phase 5: on for 0…5, off 5…15, on 15…25.
    let shifted = try draw(phase: 5)
    #expect(shifted.rgba(2, 50) == RGBA(255, 0, 0))
    #expect(shifted.rgba(10, 50) == white)
    #expect(shifted.rgba(20, 50) == RGBA(255, 0, 0))
  }

  @Test("A shadowPath shadow without a fill: darker under the moved path, white past the blur")
  func shadowPathWithoutFill() throws {
    // The layer covers the canvas; its path is 20…60 × 20…40, moved 10 down: 20…60 × 30…50.
    let outline = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 20), transform: nil)
    let layer = DisplayShape(
      id: "card", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    let image = try render([
      .shadow(
        DisplayShadow(
          shape: layer, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5),
          offset: CGSize(width: 0, height: 10), radius: 2, path: outline.elements))
    ])
    // Inside, away from the edges: black at 0.5 over white, 127 or 128.
    let under = image.rgba(40, 42)
    #expect((127...128).contains(under.r) && under.r == under.g && under.g == under.b)
    // Below the moved path's bottom (y = 50) but within the blur: lighter, yet not white.
    let edge = image.rgba(40, 51)
    #expect(edge.r > under.r && edge.r < 255)
    // Past 3σ = 6 pt: untouched, also the unfilled layer itself (above the shadow) and beside.
    #expect(image.rgba(40, 58) == white)
    #expect(image.rgba(40, 22) == white)
    #expect(image.rgba(70, 40) == white)
    #expect(image.rgba(90, 90) == white)
  }

  @Test("Non-finite and huge coordinates draw nothing wrong and never fail the frame")
  func hostileCoordinates() throws {
    let nan = CGFloat.nan
    let elements: [PathElement] = [
      .moveTo(CGPoint(x: 10, y: 10)), .lineTo(CGPoint(x: nan, y: 50)),
      .curveTo(CGPoint(x: 1e300, y: 1e300), control1: .zero, control2: CGPoint(x: -1e300, y: 0)),
      .lineTo(CGPoint(x: 90, y: 90)), .closeSubpath,
    ]
    let layer = DisplayShape(
      id: "h", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    let image = try render([
      .shadow(
        DisplayShadow(shape: layer, color: .black, offset: .zero, radius: 3, path: elements)),
      .path(
        DisplayPath(
          id: "h", transform: .identity, elements: elements, fillColor: red, strokeColor: blue,
          lineWidth: 2, dashPattern: [3, 1], strokeStart: 0.2, strokeEnd: 0.9)),
    ])
    #expect(image.width == 100 && image.height == 100)
    // A blur too wide for any mask draws no shadow rather than failing.
    let wide = try render([
      .shadow(
        DisplayShadow(
          shape: layer, color: .black, offset: .zero, radius: 1e300,
          path: [.moveTo(.zero), .lineTo(CGPoint(x: 50, y: 50)), .lineTo(CGPoint(x: 0, y: 50))]))
    ])
    #expect(wide.rgba(10, 40) == white)
  }

  @Test("The SVG output has the path, in device pixels")
  func svg() throws {
    let frame = Frame(
      index: 0, time: 0, canvasSize: CGSize(width: 100, height: 100), backgroundColor: .white,
      items: [
        .path(DisplayPath(id: "tri", transform: .identity, elements: triangle, fillColor: red))
      ])
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2, showsTouches: false))
    let svg = String(decoding: try renderer.renderSVG(frame), as: UTF8.self)
    #expect(svg.contains("M 20 20 L 180 20 L 100 180 Z"), "\(svg)")
    #expect(svg.contains("fill-rule:nonzero;fill:rgb(100%,0%,0%)"), "\(svg)")
  }
}
