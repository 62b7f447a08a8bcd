import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Radial and conic CAGradientLayer gradients, read back from PNGs and SVG")
struct GradientKindRenderingTests {
  private static let red = CGColor(red: 1, green: 0, blue: 0)
  private static let green = CGColor(red: 0, green: 1, blue: 0)
  private static let blue = CGColor(red: 0, green: 0, blue: 1)

  /// A gradient over the whole 100 × 100 pt canvas, untransformed.
  private func gradient(
    _ kind: DisplayGradient.Kind, stops: [CGColor], start: CGPoint, end: CGPoint
  ) -> DisplayItem {
    let shape = DisplayShape(
      id: "disc", transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    let spaced = stops.enumerated().map { index, color in
      DisplayGradient.Stop(location: Double(index) / Double(stops.count - 1), color: color)
    }
    return .gradient(
      DisplayGradient(shape: shape, stops: spaced, start: start, end: end, kind: kind))
  }

  private func frame(_ item: DisplayItem) -> Frame {
    Frame(
      index: 0, time: 0, canvasSize: CGSize(width: 100, height: 100), backgroundColor: .white,
      items: [item])
  }

  /// `item` drawn at scale 1 on a white 100 × 100 pt canvas, through PNG.
  private func render(_ item: DisplayItem) throws -> RenderedImage {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame(item)))
  }

  /// Whether `pixel` is within one 8-bit step of the colour `(r, g, b)` given in 0…255.
  private func near(_ pixel: RGBA, _ r: Double, _ g: Double, _ b: Double) -> Bool {
    abs(Double(pixel.r) - r) <= 1 && abs(Double(pixel.g) - g) <= 1
      && abs(Double(pixel.b) - b) <= 1 && pixel.a == 255
  }

  /// Red at the centre (50.5, 50.5) to blue on the ellipse of radii 40 (x) and 20 (y):
  /// the end point (90.5, 70.5). Pixel (x, y) is sampled at (x + 0.5, y + 0.5), so pixel
  /// (50, 50) is the centre and t = √((Δx / 40)² + (Δy / 20)²).
  private let radial = (start: CGPoint(x: 50.5, y: 50.5), end: CGPoint(x: 90.5, y: 70.5))

  @Test("Radial: the first colour at the centre, the last on the ellipse and beyond it")
  func radialEnds() throws {
    let image = try render(
      gradient(.radial, stops: [Self.red, Self.blue], start: radial.start, end: radial.end))
    #expect(near(image.rgba(50, 50), 255, 0, 0), "\(image.rgba(50, 50))")
    // On the ellipse: 40 pt right (t = 40 / 40) and 20 pt down (t = 20 / 20).
    #expect(near(image.rgba(90, 50), 0, 0, 255), "\(image.rgba(90, 50))")
    #expect(near(image.rgba(50, 70), 0, 0, 255), "\(image.rgba(50, 70))")
    #expect(near(image.rgba(10, 50), 0, 0, 255), "\(image.rgba(10, 50))")
    #expect(image.rgba(97, 50) == RGBA(0, 0, 255))
    #expect(image.rgba(50, 95) == RGBA(0, 0, 255))
  }

  @Test("Radial: the ellipse, not a circle: half way is 20 pt across and 10 pt down")
  func radialEllipse() throws {
    let image = try render(
      gradient(.radial, stops: [Self.red, Self.blue], start: radial.start, end: radial.end))
    // t = 0.5: red = blue = 127.5.
    #expect(near(image.rgba(70, 50), 127.5, 0, 127.5), "\(image.rgba(70, 50))")
    #expect(near(image.rgba(50, 60), 127.5, 0, 127.5), "\(image.rgba(50, 60))")
    #expect(near(image.rgba(30, 50), 127.5, 0, 127.5), "\(image.rgba(30, 50))")
    // 30 pt down is outside the ellipse (a circle of radius 40 would give t = 0.75).
    #expect(image.rgba(50, 80) == RGBA(0, 0, 255))
    // (Δx, Δy) = (20, 10): t = √(0.25 + 0.25) = 0.7071, red = 255 · 0.2929 = 74.7.
    #expect(near(image.rgba(70, 60), 74.7, 0, 180.3), "\(image.rgba(70, 60))")
  }

  @Test("Radial: an ellipse of zero height fills with the last colour")
  func radialDegenerate() throws {
    let image = try render(
      gradient(
        .radial, stops: [Self.red, Self.blue], start: radial.start,
        end: CGPoint(x: 90.5, y: 50.5)))
    #expect(image.rgba(50, 50) == RGBA(0, 0, 255))
    #expect(image.rgba(5, 95) == RGBA(0, 0, 255))
  }

  /// Red (0), green (0.5), blue (1) around (50.5, 50.5), location 0 pointing right
  /// toward (90.5, 50.5).
  private func conic() throws -> RenderedImage {
    try render(
      gradient(
        .conic, stops: [Self.red, Self.green, Self.blue], start: CGPoint(x: 50.5, y: 50.5),
        end: CGPoint(x: 90.5, y: 50.5)))
  }

  @Test("Conic: 90° (down, clockwise) is t = 0.25, 180° green, 270° (up) t = 0.75")
  func conicQuarters() throws {
    let image = try conic()
    // t = 0.25: half way from red to green; t = 0.5: green; t = 0.75: half way green → blue.
    #expect(near(image.rgba(50, 80), 127.5, 127.5, 0), "\(image.rgba(50, 80))")
    #expect(near(image.rgba(50, 99), 127.5, 127.5, 0), "\(image.rgba(50, 99))")
    #expect(near(image.rgba(20, 50), 0, 255, 0), "\(image.rgba(20, 50))")
    #expect(near(image.rgba(0, 50), 0, 255, 0), "\(image.rgba(0, 50))")
    #expect(near(image.rgba(50, 20), 0, 127.5, 127.5), "\(image.rgba(50, 20))")
    // 45°: t = 0.125, a quarter of the way to green at 0.5: (191.25, 63.75, 0).
    #expect(near(image.rgba(70, 70), 191.25, 63.75, 0), "\(image.rgba(70, 70))")
  }

  @Test("Conic: either side of 0° are the first and the last colour, a hard seam")
  func conicSeam() throws {
    let image = try conic()
    // Pixel (90, 51) is at atan2(1, 40) = 1.432° after 0°: t = 0.003978, 2 · t of the way
    // from red to green. Pixel (90, 49) is 1.432° before it: t = 0.996022.
    let t = atan2(1.0, 40.0) / (2 * Double.pi)
    #expect(near(image.rgba(90, 51), 255 * (1 - 2 * t), 255 * 2 * t, 0), "\(image.rgba(90, 51))")
    #expect(near(image.rgba(90, 49), 0, 255 * 2 * t, 255 * (1 - 2 * t)), "\(image.rgba(90, 49))")
  }

  @Test("Conic: the zero angle follows the end point (toward the top here)")
  func conicDirection() throws {
    let image = try render(
      gradient(
        .conic, stops: [Self.red, Self.green, Self.blue], start: CGPoint(x: 50.5, y: 50.5),
        end: CGPoint(x: 50.5, y: 0)))
    // Zero points up; clockwise, a quarter turn is to the right (t = 0.25), half is down.
    #expect(near(image.rgba(80, 50), 127.5, 127.5, 0), "\(image.rgba(80, 50))")
    #expect(near(image.rgba(50, 80), 0, 255, 0), "\(image.rgba(50, 80))")
    #expect(near(image.rgba(20, 50), 0, 127.5, 127.5), "\(image.rgba(20, 50))")
  }

  @Test("Conic: within one 8-bit step of the formula at every pixel of a ring around the centre")
  func conicEverywhere() throws {
    let image = try conic()
    var worst = 0.0
    for degree in stride(from: 3.0, to: 357.0, by: 1.5) {
      // A pixel centre 30 pt from the centre near this angle, and its exact angle.
      let radians = degree * Double.pi / 180
      let x = Int((50.5 + 30 * cos(radians)).rounded(.down))
      let y = Int((50.5 + 30 * sin(radians)).rounded(.down))
      var angle = atan2(Double(y) + 0.5 - 50.5, Double(x) + 0.5 - 50.5)
      if angle < 0 { angle += 2 * Double.pi }
      let t = angle / (2 * Double.pi)
      let expected =
        t <= 0.5
        ? (255 * (1 - 2 * t), 255 * 2 * t, 0.0) : (0.0, 255 * (2 - 2 * t), 255 * (2 * t - 1))
      let p = image.rgba(x, y)
      worst = max(
        worst, abs(Double(p.r) - expected.0), abs(Double(p.g) - expected.1),
        abs(Double(p.b) - expected.2))
    }
    // Computed at each pixel's centre and rounded once: within half a step (plus float noise).
    #expect(worst <= 0.5 + 1e-9, "worst difference \(worst)")
  }

  @Test("Conic: a rotated layer turns its gradient with it")
  func conicRotated() throws {
    // Rotated a quarter turn clockwise: shape (x, y) is drawn at (100 − y, x), so the centre
    // (50.5, 50.5) is at pixel centre (49.5, 50.5) and device pixel (19, 50), 30 px left of it,
    // shows shape point (50.5, 80.5): 90° after the zero direction, t = 0.25.
    let shape = DisplayShape(
      id: "disc", transform: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0),
      rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    let stops = [Self.red, Self.green, Self.blue].enumerated().map {
      DisplayGradient.Stop(location: Double($0.offset) / 2, color: $0.element)
    }
    let image = try render(
      .gradient(
        DisplayGradient(
          shape: shape, stops: stops, start: CGPoint(x: 50.5, y: 50.5),
          end: CGPoint(x: 90.5, y: 50.5), kind: .conic)))
    #expect(near(image.rgba(19, 50), 127.5, 127.5, 0), "\(image.rgba(19, 50))")
    // Device pixel (79, 50), 30 px right of the centre, shows shape point (50.5, 20.5): 270°,
    // t = 0.75.
    #expect(near(image.rgba(79, 50), 0, 127.5, 127.5), "\(image.rgba(79, 50))")
  }

  @Test("SVG: a radial gradient is a radialGradient stretched by gradientTransform")
  func radialSVG() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let svg = String(
      decoding: try renderer.renderSVG(
        frame(
          gradient(.radial, stops: [Self.red, Self.blue], start: radial.start, end: radial.end))),
      as: UTF8.self)
    #expect(svg.contains("<radialGradient"))
    #expect(svg.contains("gradientTransform=\"matrix(40,0,0,20,50.5,50.5)\""), "\(svg)")
    #expect(svg.contains("<stop offset=\"0\" style=\"stop-color:rgb(100%,0%,0%)"))
    #expect(svg.contains("<stop offset=\"1\" style=\"stop-color:rgb(0%,0%,100%)"))
  }

  @Test("SVG: a conic gradient is an embedded PNG of the frame's pixel size")
  func conicSVG() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let svg = String(decoding: try renderer.renderSVG(frame(try conicItem())), as: UTF8.self)
    #expect(svg.contains("data:image/png;base64,"))
    #expect(svg.contains("width=\"100\" height=\"100\""), "\(svg.prefix(2000))")
    #expect(
      try renderer.renderSVG(frame(try conicItem())) == renderer.renderSVG(frame(try conicItem())))
  }

  private func conicItem() throws -> DisplayItem {
    gradient(
      .conic, stops: [Self.red, Self.green, Self.blue], start: CGPoint(x: 50.5, y: 50.5),
      end: CGPoint(x: 90.5, y: 50.5))
  }
}
