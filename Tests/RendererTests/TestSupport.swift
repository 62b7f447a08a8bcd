import Foundation
import GestureCore
import Renderer

/// A pixel read back from a rendered image, comparable in test expectations.
struct RGBA: Equatable, CustomStringConvertible {
  var r: Int
  var g: Int
  var b: Int
  var a: Int

  init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// The colour as 8-bit components (rounded), as a renderer writes it.
  init(_ color: CGColor) {
    self.init(
      Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded()), Int((color.alpha * 255).rounded()))
  }

  /// The largest difference of any component.
  func distance(to other: RGBA) -> Int {
    max(abs(r - other.r), abs(g - other.g), abs(b - other.b), abs(a - other.a))
  }

  var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

extension RenderedImage {
  /// The pixel at device pixel (x, y).
  func rgba(_ x: Int, _ y: Int) -> RGBA {
    let p = pixel(x: x, y: y)
    return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
  }

  /// The pixel under window point (x, y) at `scale`: the device pixel whose area contains the
  /// point.
  func rgba(point x: Double, _ y: Double, scale: Double) -> RGBA {
    rgba(Int((x * scale).rounded(.down)), Int((y * scale).rounded(.down)))
  }

  /// How many pixels in the rectangle of window points differ from `background` by more than
  /// `threshold` in some component.
  func inkCount(in rect: CGRect, scale: Double, background: RGBA, threshold: Int = 40) -> Int {
    let x0 = max(0, Int((Double(rect.minX) * scale).rounded(.down)))
    let y0 = max(0, Int((Double(rect.minY) * scale).rounded(.down)))
    let x1 = min(width, Int((Double(rect.maxX) * scale).rounded(.up)))
    let y1 = min(height, Int((Double(rect.maxY) * scale).rounded(.up)))
    var count = 0
    for y in y0..<y1 {
      for x in x0..<x1 where rgba(x, y).distance(to: background) > threshold {
        count += 1
      }
    }
    return count
  }

  /// The mean row (in device pixels) of the pixels in the rectangle that differ from
  /// `background`, or nil when there are none.
  func inkCenterY(in rect: CGRect, scale: Double, background: RGBA) -> Double? {
    var sum = 0.0
    var count = 0.0
    let x0 = Int((Double(rect.minX) * scale).rounded(.down))
    let y0 = Int((Double(rect.minY) * scale).rounded(.down))
    let x1 = min(width, Int((Double(rect.maxX) * scale).rounded(.up)))
    let y1 = min(height, Int((Double(rect.maxY) * scale).rounded(.up)))
    for y in y0..<y1 {
      for x in x0..<x1 where rgba(x, y).distance(to: background) > 40 {
        sum += Double(y)
        count += 1
      }
    }
    return count > 0 ? sum / count : nil
  }
}

enum Fixtures {
  static let canvas = CGSize(width: 375, height: 667)
  static let white = CGColor.white
  static let blue = CGColor(red: 0, green: 0, blue: 1)
  static let red = CGColor(red: 1, green: 0, blue: 0)
  static let green = CGColor(red: 0, green: 0.5, blue: 0)

  /// A shape the way the display list builder makes them: the rect in its own bounds space
  /// (origin 0,0), placed by a translation (and `extra` applied about the rect's centre).
  static func shape(
    _ id: String = "view", x: Double, y: Double, width: Double, height: Double,
    cornerRadius: Double = 0, about extra: CGAffineTransform = .identity
  ) -> DisplayShape {
    let toCenter = CGAffineTransform(translationX: -width / 2, y: -height / 2)
    let place = CGAffineTransform(translationX: x + width / 2, y: y + height / 2)
    return DisplayShape(
      id: id, transform: toCenter.concatenating(extra).concatenating(place),
      rect: CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: cornerRadius)
  }

  static func frame(
    _ items: [DisplayItem], touches: [TouchMark] = [], time: Double = 0, index: Int = 0,
    background: CGColor = .white, canvas: CGSize = Fixtures.canvas
  ) -> Frame {
    Frame(
      index: index, time: time, canvasSize: canvas, backgroundColor: background, items: items,
      touches: touches)
  }

  static func label(
    _ string: String, x: Double, y: Double, width: Double, height: Double,
    alignment: NSTextAlignment = .left, size: Double = 17, lines: Int = 1,
    color: CGColor = .black
  ) -> DisplayText {
    DisplayText(
      id: "label", transform: CGAffineTransform(translationX: x, y: y),
      rect: CGRect(x: 0, y: 0, width: width, height: height), string: string,
      font: DisplayFont(size: size), color: color, alignment: alignment, numberOfLines: lines)
  }

  /// Renders `frame` to PNG and decodes it again: every pixel assertion reads real PNG output.
  static func renderPNG(
    _ frame: Frame, scale: Double = 2, showsTouches: Bool = true
  ) throws -> RenderedImage {
    let renderer = try FrameRenderer(
      options: RenderOptions(scale: scale, showsTouches: showsTouches))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// A fresh, empty temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "renderer-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
