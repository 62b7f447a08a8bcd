import Foundation
import GestureCore
import Renderer
import Testing

@Suite("Shapes, transforms, groups and clips")
struct ShapeRenderingTests {
  let background = RGBA(255, 255, 255)

  @Test(
    "a blue rect lands at canvas × scale pixels", arguments: [(2.0, 750, 1334), (3.0, 1125, 2001)])
  func rectAtScale(scale: Double, width: Int, height: Int) throws {
    let frame = Fixtures.frame([
      .fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.blue)
    ])
    let image = try Fixtures.renderPNG(frame, scale: scale)
    #expect(image.width == width)
    #expect(image.height == height)
    #expect(image.rgba(point: 150, 150, scale: scale) == RGBA(0, 0, 255))
    // Just inside each edge, and just outside.
    #expect(image.rgba(point: 100.2, 100.2, scale: scale) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 199.8, 199.8, scale: scale) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 99.5, 150, scale: scale) == background)
    #expect(image.rgba(point: 200.5, 150, scale: scale) == background)
    #expect(image.rgba(point: 150, 99.5, scale: scale) == background)
    #expect(image.rgba(point: 10, 600, scale: scale) == background)
  }

  @Test("the background colour fills the whole canvas")
  func backgroundFill() throws {
    let image = try Fixtures.renderPNG(
      Fixtures.frame([], background: CGColor(red8: 0x12, green8: 0x34, blue8: 0x56)))
    #expect(image.rgba(0, 0) == RGBA(0x12, 0x34, 0x56))
    #expect(image.rgba(749, 1333) == RGBA(0x12, 0x34, 0x56))
  }

  @Test("a scale transform about the centre covers pixels outside the untransformed rect")
  func transformedItem() throws {
    let scaled = Fixtures.shape(
      x: 100, y: 100, width: 100, height: 100, about: CGAffineTransform(scaleX: 1.1, y: 1.1))
    let plain = Fixtures.shape(x: 100, y: 100, width: 100, height: 100)
    let big = try Fixtures.renderPNG(Fixtures.frame([.fill(scaled, Fixtures.blue)]))
    let small = try Fixtures.renderPNG(Fixtures.frame([.fill(plain, Fixtures.blue)]))
    // 1.1 × 100 about (150, 150) spans 95…205.
    for (x, y) in [(97.0, 150.0), (203.0, 150.0), (150.0, 97.0), (150.0, 203.0), (96, 96)] {
      #expect(big.rgba(point: x, y, scale: 2) == RGBA(0, 0, 255), "at \(x), \(y)")
      #expect(small.rgba(point: x, y, scale: 2) == background, "at \(x), \(y)")
    }
    #expect(big.rgba(point: 94, 150, scale: 2) == background)
  }

  @Test("a rotated item is drawn rotated")
  func rotation() throws {
    let rotated = Fixtures.shape(
      x: 100, y: 100, width: 100, height: 20, about: CGAffineTransform(rotationAngle: .pi / 2))
    let image = try Fixtures.renderPNG(Fixtures.frame([.fill(rotated, Fixtures.blue)]))
    // A 100×20 bar centred at (150, 110), turned upright: it spans x 140…160, y 60…160.
    #expect(image.rgba(point: 150, 65, scale: 2) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 110, 110, scale: 2) == background)
  }

  @Test("rounded corners leave the corner pixel to the background")
  func roundedCorners() throws {
    let frame = Fixtures.frame([
      .fill(
        Fixtures.shape(x: 100, y: 100, width: 100, height: 100, cornerRadius: 20), Fixtures.blue)
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 100.2, 100.2, scale: 2) == background)
    #expect(image.rgba(point: 199.8, 199.8, scale: 2) == background)
    #expect(image.rgba(point: 150, 150, scale: 2) == RGBA(0, 0, 255))
    // The straight part of the edge is still filled.
    #expect(image.rgba(point: 100.2, 150, scale: 2) == RGBA(0, 0, 255))
  }

  @Test("an oversized corner radius is clamped to half the shorter side (a pill)")
  func clampedRadius() throws {
    let frame = Fixtures.frame([
      .fill(
        Fixtures.shape(x: 100, y: 100, width: 200, height: 40, cornerRadius: 500), Fixtures.blue)
    ])
    let image = try Fixtures.renderPNG(frame)
    // Ends are semicircles of radius 20: the middle of the left end is filled, its corner not.
    #expect(image.rgba(point: 101, 120, scale: 2) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 102, 102, scale: 2) == background)
    #expect(image.rgba(point: 200, 101, scale: 2) == RGBA(0, 0, 255))
  }

  @Test("a border is drawn inside the edge, above the fill")
  func border() throws {
    let shape = Fixtures.shape(x: 100, y: 100, width: 100, height: 100)
    let frame = Fixtures.frame([
      .fill(shape, Fixtures.blue), .border(shape, width: 4, color: Fixtures.red),
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 101, 150, scale: 2) == RGBA(255, 0, 0))
    #expect(image.rgba(point: 150, 198.5, scale: 2) == RGBA(255, 0, 0))
    #expect(image.rgba(point: 150, 150, scale: 2) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 105, 150, scale: 2) == RGBA(0, 0, 255))
    #expect(image.rgba(point: 99.5, 150, scale: 2) == background)
  }

  @Test("a rounded border follows the corner with the inner radius r − w")
  func roundedBorder() throws {
    let shape = Fixtures.shape(x: 100, y: 100, width: 100, height: 100, cornerRadius: 20)
    let frame = Fixtures.frame([
      .fill(shape, Fixtures.blue), .border(shape, width: 4, color: Fixtures.red),
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 100.2, 100.2, scale: 2) == background)
    // On the corner's diagonal, 1 pt inside the outer arc (centre 120,120, radius 20).
    let d = 19.0 / 2.0.squareRoot()
    #expect(image.rgba(point: 120 - d, 120 - d, scale: 2) == RGBA(255, 0, 0))
    // 6 pt inside the outer arc: past the inner arc (radius 16), so fill.
    let e = 14.0 / 2.0.squareRoot()
    #expect(image.rgba(point: 120 - e, 120 - e, scale: 2) == RGBA(0, 0, 255))
  }

  @Test("a border wider than half the shape fills all of it")
  func thickBorder() throws {
    let shape = Fixtures.shape(x: 100, y: 100, width: 40, height: 40)
    let image = try Fixtures.renderPNG(
      Fixtures.frame([.border(shape, width: 30, color: Fixtures.red)]))
    #expect(image.rgba(point: 120, 120, scale: 2) == RGBA(255, 0, 0))
  }

  @Test("a translucent group composites its children once: the overlap is not darker")
  func opacityGroup() throws {
    let frame = Fixtures.frame([
      .beginGroup(id: "parent", opacity: 0.5),
      .fill(Fixtures.shape("a", x: 100, y: 100, width: 100, height: 100), Fixtures.red),
      .fill(Fixtures.shape("b", x: 150, y: 150, width: 100, height: 100), Fixtures.red),
      .endGroup,
    ])
    let image = try Fixtures.renderPNG(frame)
    let onlyA = image.rgba(point: 120, 120, scale: 2)
    let overlap = image.rgba(point: 175, 175, scale: 2)
    let onlyB = image.rgba(point: 230, 230, scale: 2)
    #expect(overlap == onlyA)
    #expect(overlap == onlyB)
    // Half red over white.
    #expect(overlap.distance(to: RGBA(255, 128, 128)) <= 1)
  }

  @Test("nested groups multiply their opacities")
  func nestedGroups() throws {
    let frame = Fixtures.frame(
      [
        .beginGroup(id: "outer", opacity: 0.5),
        .beginGroup(id: "inner", opacity: 0.5),
        .fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), .white),
        .endGroup,
        .endGroup,
      ], background: .black)
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 150, 150, scale: 2).distance(to: RGBA(64, 64, 64)) <= 1)
  }

  @Test("a group of opacity 0 hides its children")
  func invisibleGroup() throws {
    let frame = Fixtures.frame([
      .beginGroup(id: "g", opacity: 0),
      .fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.red),
      .endGroup,
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 150, 150, scale: 2) == background)
  }

  @Test("a clip hides the part of a child outside its parent, rounded corners included")
  func clip() throws {
    let parent = Fixtures.shape("parent", x: 100, y: 100, width: 100, height: 100, cornerRadius: 20)
    let frame = Fixtures.frame([
      .fill(parent, Fixtures.blue),
      .pushClip(parent),
      .fill(Fixtures.shape("child", x: 150, y: 150, width: 100, height: 100), Fixtures.red),
      .popClip,
      .fill(Fixtures.shape("after", x: 300, y: 300, width: 20, height: 20), Fixtures.green),
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 170, 170, scale: 2) == RGBA(255, 0, 0))
    #expect(image.rgba(point: 220, 220, scale: 2) == background)
    // The parent's rounded bottom-right corner clips the child too.
    #expect(image.rgba(point: 199.5, 199.5, scale: 2) == background)
    #expect(image.rgba(point: 130, 130, scale: 2) == RGBA(0, 0, 255))
    // popClip restores: later items are not clipped.
    #expect(image.rgba(point: 310, 310, scale: 2) == RGBA(0, 128, 0))
  }

  @Test("a clip with a transform clips in the transformed space")
  func transformedClip() throws {
    let parent = Fixtures.shape(
      "parent", x: 100, y: 100, width: 100, height: 100, about: CGAffineTransform(scaleX: 0.5, y: 0.5)
    )
    let frame = Fixtures.frame([
      .pushClip(parent),
      .fill(Fixtures.shape("child", x: 0, y: 0, width: 375, height: 667), Fixtures.red),
      .popClip,
    ])
    let image = try Fixtures.renderPNG(frame)
    // Half size about the centre: 125…175.
    #expect(image.rgba(point: 150, 150, scale: 2) == RGBA(255, 0, 0))
    #expect(image.rgba(point: 126, 126, scale: 2) == RGBA(255, 0, 0))
    #expect(image.rgba(point: 120, 150, scale: 2) == background)
  }

  @Test("translucent fill colours blend with what is below")
  func translucentFill() throws {
    let frame = Fixtures.frame([
      .fill(
        Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.red.multipliedAlpha(0.5))
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 150, 150, scale: 2).distance(to: RGBA(255, 128, 128)) <= 1)
  }

  @Test("a translucent background gives translucent PNG pixels with straight alpha")
  func translucentBackground() throws {
    let frame = Fixtures.frame(
      [.fill(Fixtures.shape(x: 100, y: 100, width: 100, height: 100), Fixtures.blue)],
      background: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 10, 10, scale: 2).distance(to: RGBA(255, 0, 0, 128)) <= 1)
    #expect(image.rgba(point: 150, 150, scale: 2) == RGBA(0, 0, 255))
  }

  @Test("degenerate items draw nothing and do not break the frame")
  func degenerateItems() throws {
    let collapsed = Fixtures.shape(
      x: 100, y: 100, width: 100, height: 100, about: CGAffineTransform(scaleX: 0, y: 0))
    var nan = Fixtures.shape(x: 100, y: 100, width: 100, height: 100)
    nan.transform.tx = .nan
    let frame = Fixtures.frame([
      .fill(collapsed, Fixtures.red),
      .fill(nan, Fixtures.red),
      .border(collapsed, width: 3, color: Fixtures.red),
      .fill(Fixtures.shape(x: 100, y: 100, width: -10, height: 0), Fixtures.red),
      .pushClip(collapsed),
      .fill(Fixtures.shape(x: 0, y: 0, width: 375, height: 667), Fixtures.red),
      .popClip,
      .beginGroup(id: "nan", opacity: .nan),
      .fill(Fixtures.shape(x: 0, y: 0, width: 375, height: 667), Fixtures.red),
      .endGroup,
      .fill(Fixtures.shape(x: 300, y: 300, width: 20, height: 20), Fixtures.blue),
    ])
    let image = try Fixtures.renderPNG(frame)
    #expect(image.rgba(point: 150, 150, scale: 2) == background)
    #expect(image.rgba(point: 310, 310, scale: 2) == RGBA(0, 0, 255))
  }
}
