import Foundation
import Testing

@testable import GestureCore

/// Opaque colours as 0…255 RGB.
private let red = [255, 0, 0]
private let green = [0, 255, 0]
private let blue = [0, 0, 255]
private let yellow = [255, 255, 0]
/// Nine distinct colours, row by row, for a 3 × 3 image.
private let nine = PixelFixtures.nine

/// A bitmap of `width` × `height` pixels whose pixel (x, y) is `colour(x, y)`.
@MainActor
private func bitmap(width: Int, height: Int, _ colour: (Int, Int) -> [Int]) throws -> CGImage {
  try PixelFixtures.bitmap(width: width, height: height, colour)
}

/// A 4 × 2 pixel image whose columns are red, green, blue and yellow.
@MainActor
private func stripes() throws -> CGImage {
  try bitmap(width: 4, height: 2) { x, _ in [red, green, blue, yellow][x] }
}

private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
  PixelFixtures.rgb(image, x, y)
}

/// A window holding one layer of its own at (10, 10) with `contents` set, scale 1.
@MainActor
private struct Scene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let layer = CALayer()

  init(_ contents: CGImage, size: CGSize) {
    layer.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
    layer.contents = contents
    window.layer.addSublayer(layer)
  }

  /// The one image item of the window's display list.
  func image() throws -> DisplayImage {
    let images = DisplayListBuilder.items(for: window).compactMap { item -> DisplayImage? in
      if case .image(let image) = item { return image }
      return nil
    }
    try #require(images.count == 1, "\(images)")
    return images[0]
  }

  /// The pixels of the image item.
  func shown() throws -> CGImage {
    guard case .bitmap(let image) = try image().content else {
      Issue.record("expected a bitmap")
      throw CancellationError()
    }
    return image
  }
}

@Suite(
  "CALayer.contentsRect and contentsCenter: the part of the contents shown, nine-part stretching")
@MainActor
struct LayerContentsRectTests {
  @Test(
    "contentsRect (0.5, 0, 0.5, 1) of a 4 × 2 px image shows its right half, 2 × 2 px, resized to the bounds"
  )
  func rightHalf() throws {
    let scene = Scene(try stripes(), size: CGSize(width: 40, height: 20))
    scene.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let shown = try scene.shown()
    #expect(shown.width == 2 && shown.height == 2)
    #expect(rgb(shown, 0, 0) == blue && rgb(shown, 1, 1) == yellow)
    #expect(try scene.image().rect == CGRect(x: 0, y: 0, width: 40, height: 20))
  }

  @Test("A contentsRect reaching past the image repeats its edge pixels: (-0.25, 0, 1.5, 1) → 6 px")
  func edgesExtend() throws {
    let scene = Scene(try stripes(), size: CGSize(width: 60, height: 20))
    scene.layer.contentsRect = CGRect(x: -0.25, y: 0, width: 1.5, height: 1)
    let shown = try scene.shown()
    #expect(shown.width == 6 && shown.height == 2)
    #expect((0..<6).map { rgb(shown, $0, 1) } == [red, red, green, blue, yellow, yellow])
  }

  @Test("Gravity places the part at its own size: a 2 × 2 pt part centred in 40 × 20 at (19, 9)")
  func gravityPlacesPart() throws {
    let scene = Scene(try stripes(), size: CGSize(width: 40, height: 20))
    scene.layer.contentsGravity = .center
    scene.layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    #expect(try scene.image().rect == CGRect(x: 19, y: 9, width: 2, height: 2))
    let shown = try scene.shown()
    #expect(rgb(shown, 0, 0) == red && rgb(shown, 1, 0) == green)
  }

  @Test("An empty, non-finite or huge contentsRect draws nothing")
  func emptyDrawsNothing() throws {
    for part in [
      CGRect(x: 0.5, y: 0, width: 0, height: 1), CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
      CGRect(x: 0, y: 0, width: 1e300, height: 1),
    ] {
      let scene = Scene(try stripes(), size: CGSize(width: 40, height: 20))
      scene.layer.contentsRect = part
      let images = DisplayListBuilder.items(for: scene.window).filter {
        if case .image = $0 { return true }
        return false
      }
      #expect(images.isEmpty)
    }
  }

  @Test(
    "contentsCenter (⅓, ⅓, ⅓, ⅓) of a 3 × 3 px image resized to 7 × 5: corners one pixel, the rest stretched"
  )
  func nineParts() throws {
    let scene = Scene(
      try bitmap(width: 3, height: 3) { x, y in nine[3 * y + x] },
      size: CGSize(width: 7, height: 5))
    scene.layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
    let shown = try scene.shown()
    #expect(shown.width == 7 && shown.height == 5)
    for y in 0..<5 {
      for x in 0..<7 {
        let column = x == 0 ? 0 : x == 6 ? 2 : 1
        let row = y == 0 ? 0 : y == 4 ? 2 : 1
        #expect(rgb(shown, x, y) == nine[3 * row + column], "pixel (\(x), \(y))")
      }
    }
  }

  @Test("A zero-size contentsCenter at (0.5, 0.5) stretches the middle pixel of a 3 × 3 px image")
  func zeroSizeCenter() throws {
    let scene = Scene(
      try bitmap(width: 3, height: 3) { x, y in nine[3 * y + x] },
      size: CGSize(width: 6, height: 3))
    scene.layer.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
    let shown = try scene.shown()
    #expect(
      (0..<6).map { rgb(shown, $0, 1) } == [
        nine[3], nine[4], nine[4], nine[4], nine[4], nine[5],
      ])
  }

  @Test(
    "contentsCenter works on the part contentsRect picks: the right 2 px of stripes, left cap 1 px")
  func centerAfterRect() throws {
    let scene = Scene(try stripes(), size: CGSize(width: 5, height: 2))
    scene.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    scene.layer.contentsCenter = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let shown = try scene.shown()
    #expect((0..<5).map { rgb(shown, $0, 0) } == [blue, yellow, yellow, yellow, yellow])
  }

  @Test(
    "contentsRect animates: linear (0, 0, 0.5, 1) → (0.5, 0, 0.5, 1) over 1 s shows green and blue at 0.5 s"
  )
  func animates() throws {
    let scene = Scene(try stripes(), size: CGSize(width: 40, height: 20))
    scene.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let animation = CABasicAnimation(keyPath: "contentsRect")
    animation.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 1))
    animation.toValue = NSValue(cgRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    let window = scene.window
    SimulationContext.$scheduler.withValue(window.scheduler) {
      SimulationContext.$eventLog.withValue(window.eventLog) {
        scene.layer.add(animation, forKey: "scroll")
        window.scheduler.advance(to: 0.5)
      }
    }
    let shown = try scene.shown()
    #expect(rgb(shown, 0, 0) == green && rgb(shown, 1, 0) == blue)
    #expect(scene.layer.contentsRect == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
  }
}
