import Foundation
import Testing

@testable import Renderer

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

@Suite("Plots: nice ticks, the axis mapping, and the chart read back from its PNG")
struct PlotImageTests {
  @Test("Steps are 1, 2 or 5 times a power of ten, labelled with the decimals they need")
  func ticks() {
    #expect(PlotTicks.niceStep(span: 200, count: 5) == 50)
    #expect(PlotTicks.niceStep(span: 1.5, count: 8) == 0.2)
    #expect(PlotTicks.niceStep(span: 7, count: 5) == 2)
    #expect(PlotTicks.niceStep(span: 0.09, count: 8) == 0.02)
    let value = PlotTicks.value(minimum: 103, maximum: 297)
    #expect(value.lower == 100 && value.upper == 300 && value.step == 50)
    #expect(value.values == [100, 150, 200, 250, 300])
    #expect(value.values.map(value.label) == ["100", "150", "200", "250", "300"])
    let time = PlotTicks.time(duration: 1.5)
    #expect(time.upper == 1.5)
    #expect(
      time.values.map(time.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2", "1.4"])
    // One flat value is widened to ±1 (or ±5 %), so the line sits mid-axis.
    let flat = PlotTicks.value(minimum: 0, maximum: 0)
    #expect(flat.lower == -1 && flat.upper == 1)
    // Every label of an axis has the same decimals; a negative zero loses its sign.
    #expect(PlotTicks.value(minimum: -0.4, maximum: 0).label(-0.0) == "0.0")
    #expect(PlotTicks.value(minimum: -40, maximum: 0).label(-0.0) == "0")
  }

  /// 0…1 s in tenths, a value from 0 to 10 linearly, a key frame at 0.3 s and a marker at 0.5 s.
  static let data = PlotData(
    title: "line · box.center.x", unit: "pt", axisTitle: "points",
    times: (0...10).map { Double($0) / 10 },
    series: [PlotData.Series(name: "box.center.x", values: (0...10).map { Double($0) })],
    keyFrames: [PlotData.KeyFrame(index: 3, time: 0.3, label: "touchesBegan box")],
    markers: [PlotData.Marker(time: 0.5, series: 0, label: "began")])

  @Test("The layout maps 0…1 s onto 64…700 pt and 0…10 onto 436…188 pt")
  func mapping() {
    let layout = PlotLayout(Self.data)
    // One legend row: 34 + 16 + 8 + 130 = 188.
    #expect(layout.plotTop == 188)
    #expect(layout.x(0) == 64 && layout.x(1) == 700)
    #expect(layout.x(0.5) == 382)
    #expect(layout.y(0) == 436 && layout.y(10) == 188)
    #expect(layout.point(of: Self.data.markers[0]) == CGPoint(x: 382, y: 312))
  }

  @Test("Read back at scale 2: the key frame's dashed line, the marker, the line and the labels")
  func pixels() throws {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let image = try RenderedImage(pngData: try PlotImage.png(Self.data, renderer: renderer))
    #expect(image.width == 1440 && image.height == 960)
    func pixel(_ x: Double, _ y: Double) -> Pixel {
      image.pixel(x: Int(x * 2), y: Int(y * 2))
    }
    func isKeyColor(_ p: Pixel) -> Bool { p.r > 150 && p.g < 120 && p.b < 80 }
    func isInk(_ p: Pixel) -> Bool { p.r < 200 || p.g < 200 || p.b < 200 }
    // The key frame at 0.3 s: x = 64 + 0.3 × 636 = 254.8 pt, dashed 4 on, 3 off, from the top
    // of the plot area down; 10 pt either side stays clear of it.
    let keyColumn = stride(from: 195.0, to: 425, by: 1).filter { isKeyColor(pixel(254.8, $0)) }
    #expect(keyColumn.count > 100, "\(keyColumn.count) key-coloured pixels on x = 254.8 pt")
    #expect(stride(from: 195.0, to: 425, by: 1).allSatisfy { !isKeyColor(pixel(244.8, $0)) })
    // The marker at 0.5 s sits on the line at (382, 312): a dot of the series' blue.
    let dot = pixel(382, 312)
    #expect(dot.r < 40 && dot.g > 100 && dot.g < 140 && dot.b > 230, "\(dot)")
    // The line at 0.8 s, value 8: y = 436 − 0.8 × 248 = 237.6.
    let line = pixel(572.8, 237.6)
    #expect(line.b > 200 && line.r < 90, "\(line)")
    // Value labels, right-aligned against x = 58: "4" at y(4) = 336.8, nothing halfway to
    // y(6) = 287.2, around y(5) = 312 (tick labels every 2).
    #expect(region(image, x: 40...58, y: 332...341).contains(where: isInk))
    #expect(!region(image, x: 24...58, y: 306...318).contains(where: isInk))
    // Time labels centred under their ticks (every 0.2 s for 1 s): "0.4" at x(0.4) = 318.4,
    // "0.6" at 445.6; nothing halfway, around x(0.5) = 382.
    #expect(region(image, x: 310...327, y: 443...453).contains(where: isInk))
    #expect(region(image, x: 437...454, y: 443...453).contains(where: isInk))
    #expect(!region(image, x: 372...392, y: 443...453).contains(where: isInk))
  }

  @Test("Two renders of a chart are byte-identical, PNG and SVG")
  func deterministic() throws {
    let one = try FrameRenderer(options: RenderOptions(scale: 2))
    let two = try FrameRenderer(options: RenderOptions(scale: 2))
    #expect(try PlotImage.png(Self.data, renderer: one) == PlotImage.png(Self.data, renderer: two))
    #expect(try PlotImage.svg(Self.data, renderer: one) == PlotImage.svg(Self.data, renderer: two))
  }

  @Test("File names: NAME-plot, then NAME-plot-2, NAME-plot-3")
  func fileNames() {
    #expect(PlotImage.fileStem(scenario: "drag", plot: 0) == "drag-plot")
    #expect(PlotImage.fileStem(scenario: "drag", plot: 1) == "drag-plot-2")
    #expect(PlotImage.fileStem(scenario: "drag", plot: 2) == "drag-plot-3")
  }

  @Test("The inline SVG has the same geometry: the cursor at the first frame, text escaped")
  func markup() {
    var data = Self.data
    data.series[0].name = "<b>&"
    let svg = PlotMarkup.svg(data, id: "plot-1")
    #expect(svg.contains("data-left=\"64\" data-right=\"700\" data-start=\"0\" data-end=\"1.0\""))
    #expect(svg.contains("<line class=\"plot-cursor\" x1=\"64\" y1=\"188\" x2=\"64\" y2=\"436\""))
    #expect(svg.contains("<circle cx=\"382\" cy=\"312\" r=\"4\""))
    #expect(svg.contains("&lt;b&gt;&amp;"))
    #expect(!svg.contains("<b>"))
  }

  @Test("Key-frame labels 6 pt apart are moved apart: their boxes do not intersect")
  func keyFrameLabelsApart() throws {
    var data = Self.data
    // 0.30 s and 0.31 s: lines at 254.8 and 261.16 pt, closer than a label's 12 pt box.
    data.keyFrames = [
      PlotData.KeyFrame(index: 30, time: 0.30, label: "touch down card"),
      PlotData.KeyFrame(index: 31, time: 0.31, label: "pan began on card"),
    ]
    let layout = PlotLayout(data)
    let rects = layout.keyFrameLabelRects.compactMap { $0 }
    try #require(rects.count == 2)
    #expect(!rects[0].intersects(rects[1]), "\(rects)")
    // The first stands on its line; the second moves a pitch (13 pt) right of it, raised 6 pt.
    func near(_ a: CGFloat, _ b: Double) -> Bool { abs(Double(a) - b) < 1e-9 }
    #expect(near(rects[0].minX, 248.8) && near(rects[0].maxY, 184) && near(rects[0].height, 124))
    #expect(near(rects[1].midX, 267.8) && near(rects[1].maxY, 178) && near(rects[1].height, 118))
    // Read back: every key-coloured pixel of the band above the leaders lies in one box.
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    let image = try RenderedImage(pngData: try PlotImage.png(data, renderer: renderer))
    func isKeyColor(_ p: Pixel) -> Bool { p.r > 150 && p.g < 120 && p.b < 80 }
    var inked = [0, 0]
    for py in Int(2 * 60.0)..<Int(2 * 170.0) {
      for px in Int(2 * 230.0)..<Int(2 * 300.0) where isKeyColor(image.pixel(x: px, y: py)) {
        let point = CGPoint(x: Double(px) / 2 + 0.25, y: Double(py) / 2 + 0.25)
        let box = rects.firstIndex { $0.insetBy(dx: -1, dy: -1).contains(point) }
        #expect(box != nil, "key ink at \(point) outside the label boxes \(rects)")
        if let box { inked[box] += 1 }
      }
    }
    #expect(inked[0] > 50 && inked[1] > 50, "\(inked)")
  }

  @Test("More key frames than fit 13 pt apart: labels move at most 39 pt; the others are left out")
  func keyFrameLabelsCrowded() {
    var data = Self.data
    data.keyFrames = (0...100).map {
      PlotData.KeyFrame(index: $0, time: Double($0) / 100, label: "touch down")
    }
    let rects = PlotLayout(data).keyFrameLabelRects
    #expect(rects.count == 101)
    let placed = rects.compactMap { $0 }
    // Lines 6.36 pt apart, labels 13 pt: about half the labels fit, none overlapping.
    #expect(placed.count > 40 && placed.count < 101)
    for (a, b) in zip(placed, placed.dropFirst()) { #expect(!a.intersects(b)) }
    for (keyFrame, rect) in zip(data.keyFrames, rects) {
      guard let rect else { continue }
      #expect(Double(rect.midX) - PlotLayout(data).x(keyFrame.time) <= 39 + 1e-9)
    }
    #expect(placed.allSatisfy { $0.minX >= 0 && $0.maxX <= PlotLayout.width - 8 })
  }

  /// The pixels of `image` in the point ranges `x` and `y` at scale 2.
  private func region(_ image: RenderedImage, x: ClosedRange<Double>, y: ClosedRange<Double>)
    -> [Pixel]
  {
    var pixels: [Pixel] = []
    for py in Int(y.lowerBound * 2)...Int(y.upperBound * 2) {
      for px in Int(x.lowerBound * 2)...Int(x.upperBound * 2) {
        pixels.append(image.pixel(x: px, y: py))
      }
    }
    return pixels
  }
}
