import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Diffs of two runs")
struct DiffTests {
  /// Writes `frames` as frame-NNNN.png into a new directory.
  func run(_ frames: [Frame]) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    _ = try AnimationFixtures.write(
      frames, to: PNGSequenceSink(directory: directory, options: RenderOptions(scale: 1)))
    return directory
  }

  @Test("Pixel differences: count, largest channel difference, box, tolerance")
  func imageDifference() {
    let a = RenderedImage(width: 4, height: 2, rgba: [UInt8](repeating: 100, count: 32))
    var bytes = a.rgba
    bytes[(1 * 4 + 2) * 4] = 110  // pixel (2, 1), red +10
    bytes[(0 * 4 + 1) * 4 + 1] = 103  // pixel (1, 0), green +3
    let b = RenderedImage(width: 4, height: 2, rgba: bytes)
    let (exact, delta) = ImageDifference.compare(a, b, makesDelta: true)
    #expect(exact.changedPixels == 2 && exact.largestChannelDifference == 10)
    #expect(exact.changedRect == PixelRect(x: 1, y: 0, width: 2, height: 2))
    #expect(delta?.pixel(x: 2, y: 1).r == 255 && delta?.pixel(x: 2, y: 1).g ?? 255 < 130)
    #expect(delta?.pixel(x: 0, y: 0).r == delta?.pixel(x: 0, y: 0).g, "unchanged pixels are grey")
    let tolerant = ImageDifference.compare(a, b, tolerance: 5).difference
    #expect(tolerant.changedPixels == 1 && tolerant.largestChannelDifference == 10)
  }

  @Test("Equal images: no change, and the delta is the image faded to grey by its luma")
  func equalImages() {
    // White, black, mid grey (all opaque), transparent: luma over white mapped to 185…250,
    // 185 + gray × 65 / 255 rounded: 250, 185, 217.6 → 218, 250.
    let pixels: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255, 128, 128, 128, 255, 0, 0, 0, 0]
    let image = RenderedImage(width: 4, height: 1, rgba: pixels)
    let (same, delta) = ImageDifference.compare(image, image, makesDelta: true)
    #expect(same.changedPixels == 0 && same.largestChannelDifference == 0)
    #expect(same.changedRect == nil && !same.sizesDiffer)
    #expect((0..<4).map { delta?.pixel(x: $0, y: 0).r } == [250, 185, 218, 250])
    #expect((0..<4).allSatisfy { delta?.pixel(x: $0, y: 0).a == 255 })
    // With one pixel changed, the unchanged pixels of the delta are the same greys.
    var changed = pixels
    changed[3] = 254
    let other = ImageDifference.compare(
      RenderedImage(width: 4, height: 1, rgba: changed), image, makesDelta: true
    ).delta
    #expect((1..<4).map { other?.pixel(x: $0, y: 0).r } == [185, 218, 250])
  }

  @Test("Two identical runs: no change, nothing beyond the tolerance, no pictures")
  func identical() throws {
    let frames = AnimationFixtures.frames(count: 6, moving: 6, fps: 10)
    let old = try run(frames)
    let new = try run(frames)
    let out = try Fixtures.temporaryDirectory()
    defer { for url in [old, new, out] { try? FileManager.default.removeItem(at: url) } }
    // An earlier diff's picture goes; files and folders that only look like one stay.
    for name in ["diff-0042.png", "diff-baseline.png", "diff-7.png"] {
      try Data("x".utf8).write(to: out.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("diff-0043.png"), withIntermediateDirectories: false)
    let summary = try DirectoryDiff(old: old, new: new, output: out).run()
    #expect(summary.framesCompared == 6 && summary.framesChanged == 0 && summary.pixelsChanged == 0)
    #expect(!summary.exceedsTolerance)
    #expect(summary.headline == "no changes in 6 frames")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "diff-0043.png", "diff-7.png", "diff-baseline.png", "review.md", "summary.json",
      ])
  }

  @Test("A changed frame, an added frame: counted, pictured, animated, beyond the tolerance")
  func changed() throws {
    let frames = AnimationFixtures.frames(count: 6, moving: 6, fps: 10)
    var changed = frames + AnimationFixtures.frames(count: 7, moving: 6, fps: 10).suffix(1)
    changed[3].items[0] = .fill(
      Fixtures.shape("square", x: 10, y: 20, width: 30, height: 30, cornerRadius: 6), Fixtures.red)
    let old = try run(frames)
    let new = try run(changed)
    let out = try Fixtures.temporaryDirectory()
    defer { for url in [old, new, out] { try? FileManager.default.removeItem(at: url) } }
    let summary = try DirectoryDiff(old: old, new: new, output: out).run()
    #expect(summary.framesCompared == 6 && summary.framesChanged == 1 && summary.framesAdded == 1)
    #expect(summary.exceedsTolerance)
    #expect(summary.changes.map(\.frame) == [3, 6])
    #expect(summary.changes.map(\.status) == ["changed", "added"])
    let change = summary.changes[0]
    #expect(change.largestChannelDifference == 255)
    #expect(change.pixelsChanged > 600 && change.pixelsChanged < 30 * 30 + 200)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(
      files == [
        "diff-0003.png", "diff-0006.png", "diff-animation.png", "review.md", "summary.json",
      ])
    let picture = try RenderedImage(contentsOf: out.appendingPathComponent("diff-0003.png"))
    #expect(
      picture.width == 4 * DiffPicture.gutter + 3 * 100
        && picture.height == DiffPicture.labelHeight + 80 + DiffPicture.gutter)
    let animation = try APNGReader(
      data: Data(contentsOf: out.appendingPathComponent("diff-animation.png")))
    // Only the two frames that differ: frame 3 held for the unchanged frames 4 and 5 until
    // frame 6 at 0.6 s, frame 6 for one frame (0.1 s at 10 fps).
    #expect(animation.controls.count == 2)
    #expect(animation.controls.map(\.delay) == [0.3, 0.1])
    // summary.json decodes to the same summary.
    let decoded = try JSONDecoder().decode(
      DiffSummary.self, from: Data(contentsOf: out.appendingPathComponent("summary.json")))
    #expect(decoded == summary)
    // A tolerance that allows the change passes the changed frame but not the added one.
    let lenient = try DirectoryDiff(old: old, new: new, output: out, maxChangedPixels: 100_000)
      .run()
    #expect(lenient.exceedsTolerance)
  }

  @Test(
    "One frame added after 60 that differ from each other but not between the runs: only it is pictured"
  )
  func costFollowsTheChange() throws {
    let frames = AnimationFixtures.frames(count: 60, moving: 60, fps: 10)
    let old = try run(frames)
    let new = try run(frames + AnimationFixtures.frames(count: 61, moving: 60, fps: 10).suffix(1))
    let out = try Fixtures.temporaryDirectory()
    defer { for url in [old, new, out] { try? FileManager.default.removeItem(at: url) } }
    // A frame cut after its header, the same in both runs: it would fail to decode, so the
    // diff passing shows that no byte-identical frame is decoded.
    let cut = try Data(contentsOf: old.appendingPathComponent("frame-0030.png")).prefix(33)
    for directory in [old, new] {
      try cut.write(to: directory.appendingPathComponent("frame-0030.png"))
    }
    let summary = try DirectoryDiff(old: old, new: new, output: out).run()
    #expect(summary.framesCompared == 60 && summary.framesAdded == 1)
    #expect(summary.changes.map(\.frame) == [60])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [
        "diff-0060.png", "diff-animation.png", "review.md", "summary.json",
      ])
    // The animation holds the added frame alone, shown for one frame's time.
    let animation = try APNGReader(
      data: Data(contentsOf: out.appendingPathComponent("diff-animation.png")))
    #expect(animation.controls.map(\.delay) == [0.1])
  }
}

@Suite("The diff's fast path: the same counts as the per-pixel reference, on any thread count")
struct FastDiffTests {
  func run(_ frames: [Frame]) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    _ = try AnimationFixtures.write(
      frames, to: PNGSequenceSink(directory: directory, options: RenderOptions(scale: 1)))
    return directory
  }

  /// Two runs whose frames 2 and 3 differ: a red square in one, the moving square elsewhere.
  func runs() throws -> (URL, URL) {
    let frames = AnimationFixtures.frames(count: 6, moving: 6, fps: 10)
    var changed = frames
    for k in [2, 3] {
      changed[k].items.append(
        .fill(
          Fixtures.shape("square", x: 10 + 5 * Double(k), y: 20, width: 30, height: 30),
          Fixtures.red))
    }
    return (try run(frames), try run(changed))
  }

  @Test("Each changed frame's count, largest difference and box are the reference's")
  func sameAsReference() throws {
    let (old, new) = try runs()
    let out = try Fixtures.temporaryDirectory()
    defer { for url in [old, new, out] { try? FileManager.default.removeItem(at: url) } }
    let summary = try DirectoryDiff(old: old, new: new, output: out).run()
    #expect(summary.changes.map(\.frame) == [2, 3])
    for change in summary.changes {
      let name = FrameFileName.make(index: change.frame, pathExtension: "png")
      let reference = ImageDifference.compare(
        try RenderedImage(contentsOf: old.appendingPathComponent(name)),
        try RenderedImage(contentsOf: new.appendingPathComponent(name))
      ).difference
      #expect(change.pixelsChanged == reference.changedPixels)
      #expect(change.pixelsChanged > 0)
      #expect(change.largestChannelDifference == reference.largestChannelDifference)
      let box = try #require(reference.changedRect)
      #expect(change.box == [box.x, box.y, box.width, box.height])
    }
  }

  @Test(
    "The picture: the old frame's pixels in the left panel, magenta where changed, grey elsewhere")
  func picturePixels() throws {
    let (old, new) = try runs()
    let out = try Fixtures.temporaryDirectory()
    defer { for url in [old, new, out] { try? FileManager.default.removeItem(at: url) } }
    let summary = try DirectoryDiff(old: old, new: new, output: out).run()
    let change = try #require(summary.changes.first)
    let picture = try RenderedImage(contentsOf: out.appendingPathComponent("diff-0002.png"))
    let oldFrame = try RenderedImage(contentsOf: old.appendingPathComponent("frame-0002.png"))
    let newFrame = try RenderedImage(contentsOf: new.appendingPathComponent("frame-0002.png"))
    let top = DiffPicture.labelHeight
    let gutter = DiffPicture.gutter
    let deltaX = 2 * gutter + oldFrame.width
    let newX = 3 * gutter + 2 * oldFrame.width
    for (x, y) in [(0, 0), (5, 70), (oldFrame.width - 1, oldFrame.height - 1)] {
      #expect(picture.pixel(x: gutter + x, y: top + y) == oldFrame.pixel(x: x, y: y))
      #expect(picture.pixel(x: newX + x, y: top + y) == newFrame.pixel(x: x, y: y))
    }
    // A pixel inside the red square: changed by 255 (red over white), so magenta at full
    // strength: green 255·(1 − 1) = 0, blue 255·(1 − 0.2) = 204.
    let box = try #require(change.box)
    let inside = (box[0] + box[2] / 2, box[1] + box[3] / 2)
    let oldPixel = oldFrame.pixel(x: inside.0, y: inside.1)
    let newPixel = newFrame.pixel(x: inside.0, y: inside.1)
    let d = max(
      abs(Int(oldPixel.r) - Int(newPixel.r)), abs(Int(oldPixel.g) - Int(newPixel.g)),
      abs(Int(oldPixel.b) - Int(newPixel.b)))
    let strength = 0.5 + 0.5 * Double(d) / 255
    let shown = picture.pixel(x: deltaX + inside.0, y: top + inside.1)
    #expect(shown.r == 255)
    #expect(Int(shown.g) == Int(255 * (1 - strength) + 0.5))
    #expect(Int(shown.b) == Int(255 * (1 - strength * 0.2) + 0.5))
    // An unchanged pixel: the new frame's luma as grey, 185 + luma·65/255.
    let corner = newFrame.pixel(x: 0, y: 0)
    let luma = 0.299 * Double(corner.r) + 0.587 * Double(corner.g) + 0.114 * Double(corner.b)
    let grey = UInt8(185 + luma * 65 / 255 + 0.5)
    let faded = picture.pixel(x: deltaX, y: top)
    #expect(faded.r == grey && faded.g == grey && faded.b == grey && faded.a == 255)
  }

  @Test("One thread or four: every file the same bytes")
  func threadCount() throws {
    let (old, new) = try runs()
    var outputs: [URL] = []
    defer { for url in [old, new] + outputs { try? FileManager.default.removeItem(at: url) } }
    for jobs in [0, 4] {
      let out = try Fixtures.temporaryDirectory()
      outputs.append(out)
      var diff = DirectoryDiff(old: old, new: new, output: out)
      diff.jobs = jobs
      _ = try diff.run()
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: outputs[0].path).sorted()
    #expect(
      names == [
        "diff-0002.png", "diff-0003.png", "diff-animation.png", "review.md", "summary.json",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: outputs[1].path).sorted() == names)
    for name in names where name != "summary.json" {
      #expect(
        try Data(contentsOf: outputs[0].appendingPathComponent(name))
          == Data(contentsOf: outputs[1].appendingPathComponent(name)), "\(name)")
    }
    // The animation: the two frames that differ, of the picture's size.
    let animation = try APNGReader(
      data: Data(contentsOf: outputs[0].appendingPathComponent("diff-animation.png")))
    #expect(animation.controls.count == 2)
  }
}

@Suite("Review overlays")
struct ReviewOverlayTests {
  let white = RGBA(255, 255, 255)

  @Test("The trail tracker keeps the last 0.3 s of a touch's locations")
  func trails() {
    var tracker = TouchTrailTracker()
    var trails: [[CGPoint]] = []
    for index in 0..<30 {
      let frame = Fixtures.frame(
        [],
        touches: [
          TouchMark(id: 1, location: CGPoint(x: Double(index) * 10, y: 100), phase: .moved)
        ],
        time: Double(index) / 30, index: index)
      trails.append(tracker.annotate(frame).touches[0].trail.map(\.location))
    }
    #expect(trails[0] == [CGPoint(x: 0, y: 100)])
    // At 1 s: 0.7 s … 1 s, inclusive: 10 points, the newest the current location.
    #expect(trails[29].count == 10)
    #expect(trails[29].last == CGPoint(x: 290, y: 100))
    #expect(trails[29].first == CGPoint(x: 200, y: 100))
  }

  @Test("Trails, outlines and frame info draw only when switched on, where expected")
  func overlaysDraw() throws {
    let view = ViewSnapshot(
      id: "card", center: CGPoint(x: 150, y: 150),
      bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
      transform: .identity, alpha: 1, isHidden: false,
      windowTransform: CGAffineTransform(translationX: 100, y: 100))
    var frame = Fixtures.frame([], time: 1.5, index: 90)
    frame.views = [view]
    frame.touches = [
      TouchMark(
        id: 0, location: CGPoint(x: 300, y: 500), phase: .moved,
        trail: (0..<10).map {
          TouchMark.TrailPoint(
            location: CGPoint(x: 200 + Double($0) * 10, y: 500), time: 1.2 + Double($0) * 0.03)
        })
    ]
    func render(_ options: RenderOptions) throws -> RenderedImage {
      try RenderedImage(pngData: FrameRenderer(options: options).renderPNG(frame))
    }
    let plain = try render(RenderOptions(scale: 2, showsTouches: false))
    let all = try render(
      RenderOptions(
        scale: 2, showsTouches: true, showsTouchTrails: true, showsViewOutlines: true,
        showsFrameInfo: true))
    let outline = CGRect(x: 100, y: 120, width: 2, height: 60)  // the left edge, below the tag
    let trail = CGRect(x: 205, y: 495, width: 60, height: 10)
    let badge = CGRect(x: 280, y: 6, width: 89, height: 19)
    for rect in [outline, trail, badge] {
      #expect(plain.inkCount(in: rect, scale: 2, background: white) == 0)
      #expect(all.inkCount(in: rect, scale: 2, background: white) > 10, "\(rect)")
    }
    #expect(FrameInfoOverlay.text(index: 90, time: 1.5) == "#90  1.500 s")
    // In SVG the trail stays vector: a gradient mask, no bitmap fallback.
    let svg = String(
      decoding: try FrameRenderer(options: RenderOptions(scale: 2, showsTouchTrails: true))
        .renderSVG(frame), as: UTF8.self)
    #expect(svg.contains("<mask") && svg.contains("linearGradient"))
    #expect(!svg.contains("<image"))
  }
}
