import Foundation
import GestureCore
import Testing

@testable import Renderer

/// What a content shadow's layer looks like in one frame: a group without a background at
/// (`x`, `y`) points, holding a bold "Wm" and a 12 × 8 pt square, casting their shadow.
private struct Group {
  var x: Double = 20
  var y: Double = 10
  var text = "Wm"
  var width: Double = 60
  var radius: Double = 2
  var color = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
  var transform = CGAffineTransform.identity

  /// The group's items at `index`: the shadow of its content, then the content.
  func frame(_ index: Int) -> Frame {
    let placed = transform.concatenating(CGAffineTransform(translationX: x, y: y))
    let content: [DisplayItem] = [
      .text(
        DisplayText(
          id: "title", transform: placed, rect: CGRect(x: 0, y: 0, width: width, height: 30),
          string: text, font: DisplayFont(size: 22, weight: 700),
          color: CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1), alignment: .left,
          numberOfLines: 1)),
      .fill(
        DisplayShape(
          id: "dot", transform: placed, rect: CGRect(x: 4, y: 30, width: 12, height: 8)),
        CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)),
    ]
    let shape = DisplayShape(
      id: "group", transform: placed, rect: CGRect(x: 0, y: 0, width: width, height: 40))
    return Frame(
      index: index, time: Double(index) / 60, canvasSize: CGSize(width: 120, height: 90),
      backgroundColor: .white,
      items: [
        .shadow(
          DisplayShadow(
            shape: shape, color: color, offset: CGSize(width: 0, height: 3), radius: radius,
            content: content))
      ] + content)
  }
}

/// A content shadow's blurred mask is kept while only the layer moves by whole pixels, and
/// frames drawn with a kept mask are byte for byte the frames of a renderer that kept nothing.
@Suite("The mask of a content shadow is kept while its layer only moves")
struct ContentShadowMaskCacheTests {
  /// Draws `frames` one after another with one renderer at `scale`, each only where it changed
  /// (as a run draws them), checks each against a new renderer drawing it whole, and returns
  /// the first renderer's masks.
  private func drawn(_ frames: [Frame], scale: Double = 2) throws -> ShadowMasks {
    let options = RenderOptions(scale: scale, showsTouches: false)
    let renderer = try FrameRenderer(options: options)
    let canvas = ContentCanvas()
    var storage: [UInt8] = []
    for frame in frames {
      let kept = try renderer.renderPixels(frame, reusing: &storage, canvas: canvas)
      let fresh = try FrameRenderer(options: options).renderPixels(frame)
      #expect(kept.bytes == fresh.bytes, "frame \(frame.index)")
      storage = kept.bytes
    }
    return renderer.shadows
  }

  @Test("Dragged by whole pixels: blurred once, painted from the kept mask after")
  func wholePixelMoves() throws {
    var group = Group()
    var frames: [Frame] = []
    // At @2x: 1 pt, 1.5 pt, 2.5 pt and 0.5 pt are 2, 3, 5 and 1 pixels.
    for (index, (dx, dy)) in [(0.0, 0.0), (1, 0), (1.5, 1.5), (2.5, 0), (0, 0.5)].enumerated() {
      group.x += dx
      group.y += dy
      frames.append(group.frame(index))
    }
    let masks = try drawn(frames)
    #expect(masks.contentMadeCount == 1)
    #expect(masks.contentReusedCount == 4)
    #expect(masks.contentKeptCount == 1)
  }

  @Test("A move by a fraction of a pixel, a turn or a scale makes a new mask")
  func placementChanges() throws {
    var group = Group()
    var frames = [group.frame(0)]
    group.x += 0.25  // half a pixel at @2x
    frames.append(group.frame(1))
    group.transform = CGAffineTransform(rotationAngle: 0.1)
    frames.append(group.frame(2))
    group.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
    frames.append(group.frame(3))
    let masks = try drawn(frames)
    #expect(masks.contentMadeCount == 4 && masks.contentReusedCount == 0)
    // The mask of the frame before is released once a frame does not paint it.
    #expect(masks.contentKeptCount == 1)
  }

  @Test("A change of the content, its size or the radius makes a new mask")
  func contentChanges() throws {
    var group = Group()
    var frames = [group.frame(0)]
    group.text = "Wn"
    frames.append(group.frame(1))
    group.width = 70
    frames.append(group.frame(2))
    group.radius = 3
    frames.append(group.frame(3))
    // Back to a content seen two frames ago: its mask was released, so it is made again.
    group.radius = 2
    frames.append(group.frame(4))
    let masks = try drawn(frames)
    #expect(masks.contentMadeCount == 5 && masks.contentReusedCount == 0)
  }

  @Test("A new shadow colour or opacity is painted through the kept mask: the mask is alpha")
  func colourChanges() throws {
    var group = Group()
    var frames = [group.frame(0)]
    group.color = CGColor(red: 0, green: 0, blue: 0, alpha: 0.8)
    frames.append(group.frame(1))
    group.color = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.8)
    frames.append(group.frame(2))
    // `drawn` checks each frame against a renderer that kept nothing: the new colour shows.
    let masks = try drawn(frames)
    #expect(masks.contentMadeCount == 1 && masks.contentReusedCount == 2)
  }

  @Test("The scale is part of the key: the same placed items at @2x and @3x are two masks")
  func scaleIsPartOfTheKey() throws {
    let group = Group()
    let items = try #require(
      ContentShadowPlacement.place(group.frame(0).items, offset: (0, 0), scale: 2))
    let key2 = ShadowMasks.ContentKey(
      width: 10, height: 10, boxWidth: 3, radius: 2, scale: 2, items: items)
    var key3 = key2
    key3.scale = 3
    #expect(key2 != key3)
  }
}
