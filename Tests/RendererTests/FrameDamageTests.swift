import CoreGraphics
import Foundation
import GestureCore
import Testing

@testable import Renderer

/// The region a frame redraws: the boxes of the items that differ, in device pixels.
@Suite("Frame damage between two display lists")
struct FrameDamageTests {
  private func fill(_ id: String, _ rect: CGRect, _ transform: CGAffineTransform = .identity)
    -> DisplayItem
  {
    .fill(DisplayShape(id: id, transform: transform, rect: rect), .black)
  }

  @Test("A moved fill damages its old and new boxes at the scale, 2 px of antialiasing around")
  func movedFill() {
    let old = [
      fill("a", CGRect(x: 0, y: 0, width: 100, height: 100)),
      fill("b", CGRect(x: 10, y: 300, width: 50, height: 50)),
    ]
    var new = old
    new[0] = fill(
      "a", CGRect(x: 0, y: 0, width: 100, height: 100), CGAffineTransform(translationX: 20, y: 30))
    // Old box 0…100 × 0…100 pt, new 20…120 × 30…130 pt; × 2 px/pt; ± 2 px.
    #expect(
      FrameDamage.between(old, new, scale: 2)
        == .region(DeviceBox(minX: -2, minY: -2, maxX: 242, maxY: 262)))
  }

  @Test("A view that drew again damages the pixels its new bitmap changed, one pixel wider")
  func redrawnBitmap() {
    func drawing(inkAt ink: CGRect?) -> DisplayItem {
      var pixels = [UInt8](repeating: 0, count: 4 * 100 * 100)
      if let ink {
        for y in Int(ink.minY)..<Int(ink.maxY) {
          for x in Int(ink.minX)..<Int(ink.maxX) { pixels[4 * (y * 100 + x) + 3] = 255 }
        }
      }
      let bitmap = CGImage(width: 100, height: 100, bytesPerRow: 400, pixels: pixels)
      return .image(
        DisplayImage(
          id: "pad", transform: CGAffineTransform(translationX: 10, y: 20),
          rect: CGRect(x: 0, y: 0, width: 50, height: 50), content: .bitmap(bitmap)))
    }
    let old = [drawing(inkAt: nil)]
    let new = [drawing(inkAt: CGRect(x: 10, y: 20, width: 4, height: 6))]
    // Pixels 9…15 × 19…27 at 0.5 pt each: 4.5…7.5 × 9.5…13.5 pt, moved by (10, 20) pt, at
    // 2 px/pt.
    #expect(
      FrameDamage.between(old, new, scale: 2)
        == .region(DeviceBox(minX: 29, minY: 59, maxX: 35, maxY: 67)))
    #expect(
      FrameDamage.between(
        new, [drawing(inkAt: CGRect(x: 10, y: 20, width: 4, height: 6))], scale: 2) == .nothing)
  }

  @Test("Equal lists damage nothing; a different count or nesting redraws everything")
  func structure() {
    let items = [fill("a", CGRect(x: 0, y: 0, width: 10, height: 10))]
    #expect(FrameDamage.between(items, items, scale: 2) == .nothing)
    #expect(FrameDamage.between(items, items + items, scale: 2) == .everything)
    let grouped: [DisplayItem] = [.beginGroup(id: "a", opacity: 0.5), .endGroup]
    let clipped: [DisplayItem] = [
      .pushClip(DisplayShape(id: "a", transform: .identity, rect: .zero)), .popClip,
    ]
    #expect(FrameDamage.between(grouped, clipped, scale: 2) == .everything)
  }

  @Test("A group whose opacity changed damages its contents' boxes")
  func groupOpacity() {
    let inner = fill("a.0", CGRect(x: 5, y: 5, width: 10, height: 20))
    let old: [DisplayItem] = [.beginGroup(id: "a", opacity: 0.5), inner, .endGroup]
    let new: [DisplayItem] = [.beginGroup(id: "a", opacity: 0.8), inner, .endGroup]
    #expect(
      FrameDamage.between(old, new, scale: 1)
        == .region(DeviceBox(minX: 3, minY: 3, maxX: 17, maxY: 27)))
  }

  @Test("A shadow's box reaches 3σ + 1 px beyond the moved shape")
  func shadowReach() {
    let shape = DisplayShape(
      id: "s", transform: .identity, rect: CGRect(x: 10, y: 10, width: 20, height: 20))
    let shadow = DisplayItem.shadow(
      DisplayShadow(shape: shape, color: .black, offset: CGSize(width: 0, height: 4), radius: 3))
    // σ = 3 × 2 = 6 px, pad ⌈18⌉ + 1 = 19 px, + 2 px; shape moved 4 pt down: 20…60 × 28…68 px.
    #expect(
      DisplayItemBounds.box(of: shadow, scale: 2)
        == DeviceBox(minX: -1, minY: 7, maxX: 81, maxY: 89))
  }

  @Test("Pixel rectangles are the whole pixels touched, cut to the canvas")
  func pixelRect() {
    let box = DeviceBox(minX: -3.5, minY: 10.2, maxX: 20.1, maxY: 2000)
    #expect(box.pixelRect(width: 100, height: 50) == PixelRect(x: 0, y: 10, width: 21, height: 40))
    #expect(
      DeviceBox(minX: 200, minY: 0, maxX: 300, maxY: 10).pixelRect(width: 100, height: 50) == nil)
    #expect(
      DeviceBox(minX: .nan, minY: 0, maxX: 3, maxY: 10).pixelRect(width: 100, height: 50) == nil)
  }

  @Test("The region grows to hold whole every curved shape and image it reaches, in chains")
  func closure() {
    let rounded = DisplayItem.fill(
      DisplayShape(
        id: "r", transform: .identity, rect: CGRect(x: 10, y: 10, width: 20, height: 20),
        cornerRadius: 4), .black)
    let image = DisplayItem.image(
      DisplayImage(
        id: "i", transform: .identity, rect: CGRect(x: 28, y: 0, width: 30, height: 12),
        content: .file("photo.png")))
    let plain = fill("p", CGRect(x: 0, y: 0, width: 200, height: 200))
    // Touches the rounded square (box 8…32 px at scale 1), which reaches the image
    // (26…60 × −2…14); the plain rectangle is exact when cut and does not grow it.
    let region = DisplayItemBounds.closure(
      of: DeviceBox(minX: 30, minY: 30, maxX: 40, maxY: 40), over: [plain, rounded, image],
      scale: 1)
    #expect(region == DeviceBox(minX: 8, minY: -2, maxX: 60, maxY: 40))
    #expect(DisplayItemBounds.isExactWhenCut(plain, scale: 1))
    #expect(!DisplayItemBounds.isExactWhenCut(rounded, scale: 1))
  }

  @Test("Upright text is exact when cut; rotated text is not")
  func textWhenCut() {
    func text(_ transform: CGAffineTransform) -> DisplayItem {
      .text(
        DisplayText(
          id: "t", transform: transform, rect: CGRect(x: 0, y: 0, width: 30, height: 12),
          string: "Hi", font: DisplayFont(size: 10, isBold: false), color: .black,
          alignment: .left, numberOfLines: 1))
    }
    #expect(
      DisplayItemBounds.isExactWhenCut(text(CGAffineTransform(translationX: 3.5, y: 7)), scale: 1))
    #expect(DisplayItemBounds.isExactWhenCut(text(CGAffineTransform(scaleX: 2, y: 2)), scale: 1))
    #expect(
      !DisplayItemBounds.isExactWhenCut(text(CGAffineTransform(rotationAngle: 0.1)), scale: 1))
  }
}
