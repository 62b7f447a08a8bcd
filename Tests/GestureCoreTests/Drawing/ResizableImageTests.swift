import Foundation
import Testing

@testable import GestureCore

private let colours = PixelFixtures.nine

/// An image of `width` × `height` pixels at scale 1 whose pixel (x, y) is `colour(x, y)`.
@MainActor
private func image(width: Int, height: Int, _ colour: (Int, Int) -> [Int]) throws -> UIImage {
  UIImage(
    cgImage: try PixelFixtures.bitmap(width: width, height: height, colour), scale: 1,
    orientation: .up)
}

/// `image` drawn with `draw(in:)` into a `width` × `height` point bitmap at scale 1.
@MainActor
private func drawn(_ image: UIImage, width: Int, height: Int) throws -> CGImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  let renderer = UIGraphicsImageRenderer(
    size: CGSize(width: width, height: height), format: format)
  let result = renderer.image { _ in
    image.draw(in: CGRect(x: 0, y: 0, width: width, height: height))
  }
  return try #require(result.cgImage)
}

private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
  PixelFixtures.rgb(image, x, y)
}

@Suite("Resizable images: caps at their size, the middle stretched or tiled")
@MainActor
struct ResizableImageTests {
  @Test(
    "A 3 × 3 image with 1 px caps stretched to 7 × 5: corners single pixels, edges and centre filled"
  )
  func stretch() throws {
    let source = try image(width: 3, height: 3) { x, y in colours[y * 3 + x] }
    let resizable = source.resizableImage(
      withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
    let result = try drawn(resizable, width: 7, height: 5)
    for y in 0..<5 {
      for x in 0..<7 {
        let column = x == 0 ? 0 : x == 6 ? 2 : 1
        let row = y == 0 ? 0 : y == 4 ? 2 : 1
        #expect(rgb(result, x, y) == colours[row * 3 + column], "pixel (\(x), \(y))")
      }
    }
  }

  @Test("Tiling: a 2 px middle of red then blue repeats at its size: R B R B R across 5 px")
  func tile() throws {
    let red = [255, 0, 0]
    let blue = [0, 0, 255]
    let grey = [128, 128, 128]
    let source = try image(width: 4, height: 3) { x, _ in
      x == 0 || x == 3 ? grey : x == 1 ? red : blue
    }
    let resizable = source.resizableImage(
      withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    #expect(resizable.resizingMode == .tile)
    let result = try drawn(resizable, width: 7, height: 3)
    for y in 0..<3 {
      #expect((0..<7).map { rgb(result, $0, y) } == [grey, red, blue, red, blue, red, grey])
    }
  }

  @Test("stretchableImage: a 5 × 4 image with caps 2 and 1 has insets (1, 2, 2, 2)")
  func stretchable() throws {
    let source = try image(width: 5, height: 4) { _, _ in [0, 0, 0] }
    let stretchable = source.stretchableImage(withLeftCapWidth: 2, topCapHeight: 1)
    #expect(stretchable.capInsets == UIEdgeInsets(top: 1, left: 2, bottom: 2, right: 2))
    #expect(stretchable.resizingMode == .stretch)
    #expect(stretchable.leftCapWidth == 2 && stretchable.topCapHeight == 1)
    #expect(stretchable.size == CGSize(width: 5, height: 4))
    #expect(source.capInsets == .zero && source.resizingMode == .stretch)
    let whole = source.stretchableImage(withLeftCapWidth: 0, topCapHeight: 0)
    #expect(whole.capInsets == .zero)
  }

  @Test("Caps wider than the destination shrink by one factor: caps 2 and 6 in 4 pt are 1 and 3")
  func shrunkCaps() {
    let parts = NinePartLayout.parts(
      imageSize: CGSize(width: 10, height: 1),
      caps: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 6), mode: .stretch,
      in: CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect(
      parts.map(\.destination) == [
        CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 1, y: 0, width: 3, height: 1),
      ])
    #expect(
      parts.map(\.source) == [
        CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 4, y: 0, width: 6, height: 1),
      ])
  }

  @Test(
    "An image view 7 × 5 pt at @2x shows the stretched nine parts: a 14 × 10 px bitmap, corners 2 px"
  )
  func imageView() throws {
    let source = try image(width: 3, height: 3) { x, y in colours[y * 3 + x] }
    let resizable = source.resizableImage(
      withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: .stretch)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.screenScale = 2
    let view = UIImageView(image: resizable)
    view.frame = CGRect(x: 10, y: 10, width: 7, height: 5)
    window.addSubview(view)
    let shown = DisplayListBuilder.items(for: window).compactMap { item -> DisplayImage? in
      if case .image(let image) = item { return image }
      return nil
    }
    let item = try #require(shown.first)
    #expect(item.rect == CGRect(x: 0, y: 0, width: 7, height: 5))
    guard case .bitmap(let bitmap) = item.content else {
      Issue.record("the image view shows the file, not the nine parts")
      return
    }
    #expect(bitmap.width == 14 && bitmap.height == 10)
    #expect(rgb(bitmap, 0, 0) == colours[0] && rgb(bitmap, 1, 1) == colours[0])
    #expect(rgb(bitmap, 2, 0) == colours[1] && rgb(bitmap, 11, 1) == colours[1])
    #expect(rgb(bitmap, 12, 0) == colours[2] && rgb(bitmap, 13, 9) == colours[8])
    #expect(rgb(bitmap, 7, 5) == colours[4])
    #expect(rgb(bitmap, 0, 8) == colours[6] && rgb(bitmap, 6, 9) == colours[7])
  }
}
