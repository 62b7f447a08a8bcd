import CoreGraphics
import Foundation
import GestureCore
import Testing

@testable import Renderer

/// A 100 × 60 pt view's drawing at 2 px/pt (200 × 120 pixels): clear, with opaque black in the
/// pixel rectangles `ink` (origin top left).
private func drawing(ink: [CGRect], at origin: CGPoint = CGPoint(x: 10, y: 20)) -> DisplayItem {
  var pixels = [UInt8](repeating: 0, count: 4 * 200 * 120)
  for rect in ink {
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) { pixels[4 * (y * 200 + x) + 3] = 255 }
    }
  }
  return .image(
    DisplayImage(
      id: "pad", transform: CGAffineTransform(translationX: origin.x, y: origin.y),
      rect: CGRect(x: 0, y: 0, width: 100, height: 60),
      content: .bitmap(CGImage(width: 200, height: 120, bytesPerRow: 800, pixels: pixels))))
}

private func frame(_ index: Int, _ items: [DisplayItem]) -> Frame {
  Frame(
    index: index, time: Double(index) / 60, canvasSize: CGSize(width: 120, height: 100),
    backgroundColor: .white,
    items: [
      .fill(
        DisplayShape(
          id: "card", transform: .identity, rect: CGRect(x: 0, y: 0, width: 120, height: 50)),
        CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
    ] + items)
}

/// A view that draws again in every frame (a signature pad) redraws only what its drawing
/// changed, with the pixels of drawing the frame whole.
@Suite("A bitmap drawn again, redrawn in part")
struct BitmapRedrawTests {
  @Test("A pixel-aligned drawing is redrawn where it changed, byte for byte as drawn whole")
  func strokeAdded() throws {
    let frames = [
      frame(0, [drawing(ink: [CGRect(x: 10, y: 10, width: 30, height: 4)])]),
      frame(
        1,
        [
          drawing(ink: [
            CGRect(x: 10, y: 10, width: 30, height: 4), CGRect(x: 40, y: 14, width: 8, height: 20),
          ])
        ]),
      frame(
        2,
        [
          drawing(ink: [
            CGRect(x: 10, y: 10, width: 30, height: 4), CGRect(x: 40, y: 14, width: 8, height: 20),
            CGRect(x: 48, y: 34, width: 60, height: 3),
          ])
        ]),
    ]
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    for frame in frames {
      let whole = try renderer.renderPixels(frame)
      let incremental = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      #expect(whole.bytes == incremental.bytes, "frame \(frame.index)")
      storage = incremental.bytes
    }
    #expect(canvas.wholeFrames == 1 && canvas.partialFrames == 2)
    // Frame 1 changes bitmap pixels 40…47 × 14…33, frame 2 48…107 × 34…36; one pixel more on
    // each side: 10 × 22 and 62 × 5 device pixels (the view sits at whole pixels, 2 px/pt); the
    // first frame, drawn whole, is not counted.
    #expect(canvas.redrawnPixels == 10 * 22 + 62 * 5)
  }

  @Test("A drawing made again with the same pixels, a new bitmap, changes nothing")
  func sameDrawingAgain() throws {
    let ink = [CGRect(x: 10, y: 10, width: 30, height: 4)]
    let first = drawing(ink: ink)
    let again = drawing(ink: ink)
    guard case .image(let a) = first, case .image(let b) = again,
      case .bitmap(let before) = a.content, case .bitmap(let after) = b.content
    else { return }
    #expect(before !== after)
    #expect(FrameDamage.between([first], [again], scale: 2) == .nothing)
    // One pixel changed: the damage is that pixel, one bitmap pixel more on every side (the
    // view at 10, 20 pt is at 20, 40 device pixels; bitmap pixel (12, 15) → 31…34 × 54…57).
    let changed = drawing(ink: ink + [CGRect(x: 12, y: 15, width: 1, height: 1)])
    #expect(
      FrameDamage.between([first], [changed], scale: 2)
        == .region(DeviceBox(minX: 31, minY: 54, maxX: 34, maxY: 57)))
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    for (index, item) in [first, again].enumerated() {
      storage = try renderer.renderPixels(frame(index, [item]), reusing: &storage, canvas: canvas)
        .bytes
    }
    #expect(canvas.wholeFrames == 1 && canvas.unchangedFrames == 1)
  }

  @Test("A drawing at a fractional place or another scale is filtered: redrawn whole")
  func unalignedIsWhole() {
    let aligned = drawing(ink: [])
    let fractional = drawing(ink: [], at: CGPoint(x: 10.25, y: 20))
    guard case .image(let a) = aligned, case .image(let f) = fractional else { return }
    #expect(DisplayItemBounds.isPixelAligned(a, scale: 2))
    #expect(!DisplayItemBounds.isPixelAligned(f, scale: 2))
    #expect(!DisplayItemBounds.isPixelAligned(a, scale: 3))
  }
}
