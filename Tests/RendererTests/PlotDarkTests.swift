import Foundation
import GestureCore
import Testing

@testable import Renderer

private typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

@Suite("Plots in the dark appearance: the dark palette read back from the PNG and the markup")
struct PlotDarkTests {
  /// The chart of ``PlotImageTests/data`` at scale 2 in `appearance`.
  private func image(_ appearance: UIUserInterfaceStyle) throws -> RenderedImage {
    let renderer = try FrameRenderer(options: RenderOptions(scale: 2))
    return try RenderedImage(
      pngData: try PlotImage.png(PlotImageTests.data, renderer: renderer, appearance: appearance))
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

  /// Whether every pixel of `pixels` is the background (28, 28, 30) blended toward the axis
  /// colour (152, 152, 159) by one coverage α for all three channels (±2 for rounding), and
  /// how close the most covered one comes to the axis colour (its α).
  private func axisInk(_ pixels: [Pixel]) -> (blended: Bool, strongest: Double) {
    var strongest = 0.0
    for p in pixels {
      let alpha = (Double(p.r) - 28) / (152 - 28)
      let g = 28 + alpha * (152 - 28)
      let b = 30 + alpha * (159 - 30)
      guard alpha >= -0.02, alpha <= 1.02, abs(Double(p.g) - g) <= 2, abs(Double(p.b) - b) <= 2
      else { return (false, strongest) }
      strongest = max(strongest, alpha)
    }
    return (true, strongest)
  }

  @Test("The dark card is secondarySystemBackground #1C1C1E; light stays white")
  func background() throws {
    let dark = try image(.dark)
    // (4, 4) pt and (710, 470) pt are corners of the card outside any text or line.
    for (x, y) in [(8, 8), (1420, 940)] {
      let p = dark.pixel(x: x, y: y)
      #expect([p.r, p.g, p.b, p.a] == [28, 28, 30, 255], "(\(x), \(y)): \(p)")
    }
    let light = try image(.light).pixel(x: 8, y: 8)
    #expect([light.r, light.g, light.b, light.a] == [255, 255, 255, 255])
  }

  @Test("Tick labels are secondaryLabel over the card, #98989F, and only that")
  func tickLabels() throws {
    let dark = try image(.dark)
    // The value label "4" right-aligned against x = 58 pt at y(4) = 336.8 pt, and the time
    // label "0.4" centred under x(0.4) = 318.4 pt (PlotImageTests.mapping's layout).
    for (x, y) in [(40.0...58.0, 332.0...341.0), (310.0...327.0, 443.0...453.0)] {
      let ink = axisInk(region(dark, x: x, y: y))
      #expect(ink.blended, "a pixel of another colour in \(x) × \(y)")
      #expect(ink.strongest > 0.9, "strongest coverage \(ink.strongest) in \(x) × \(y)")
    }
  }

  @Test("The series and its marker are systemBlue dark (10, 132, 255), outlined in the card")
  func series() throws {
    let dark = try image(.dark)
    // The marker at 0.5 s sits on the line at (382, 312) pt: a 4 pt dot, fully covered there.
    let dot = dark.pixel(x: 764, y: 624)
    #expect([dot.r, dot.g, dot.b] == [10, 132, 255], "\(dot)")
    // The key frame at x = 254.8 pt is systemOrange dark at increased contrast, #FFB340.
    let key = stride(from: 390, to: 850, by: 1).map { dark.pixel(x: 509, y: $0) }
    #expect(key.contains { $0.r == 255 && $0.g == 0xB3 && $0.b == 0x40 }, "\(key.prefix(8))")
  }

  @Test("The inline chart uses the same palette; the light one keeps the light colours")
  func markup() {
    let dark = PlotMarkup.svg(PlotImageTests.data, id: "plot-1", appearance: .dark)
    #expect(dark.contains("<rect width=\"100%\" height=\"100%\" fill=\"#1C1C1E\"/>"))
    #expect(dark.contains("stroke=\"#0A84FF\" stroke-width=\"2\""))
    #expect(dark.contains("font-size=\"10\" fill=\"#98989F\" text-anchor=\"end\""))
    #expect(dark.contains("stroke=\"#FFB340\" stroke-width=\"1\" stroke-dasharray=\"4 3\""))
    #expect(dark.contains("class=\"plot-cursor\"") && dark.contains("stroke=\"#F2F2F7\""))
    #expect(!dark.contains("#007AFF") && !dark.contains("#FFFFFF"))
    let light = PlotMarkup.svg(PlotImageTests.data, id: "plot-1")
    #expect(light.contains("fill=\"#FFFFFF\"/>") && light.contains("stroke=\"#007AFF\""))
    #expect(!light.contains("#0A84FF"))
  }

  @Test("A dark run's page is dark and its chart card dark; a light run's follows the viewer")
  func page() {
    var record = ReviewRecord(
      name: "line", summary: nil, device: "iphone-se", canvasSize: CGSize(width: 375, height: 667),
      framesPerSecond: 10, frameCount: 11, frameImageExtension: "png")
    record.plots = [PlotImageTests.data]
    record.plotFiles = ["line-plot.png"]
    let light = ReviewPage.html(for: record, toolVersion: "test")
    #expect(light.contains("<html lang=\"en\">"))
    #expect(light.contains("<figure class=\"plot-figure\">"))
    record.appearance = .dark
    let dark = ReviewPage.html(for: record, toolVersion: "test")
    #expect(dark.contains("<html lang=\"en\" data-appearance=\"dark\">"))
    #expect(dark.contains("<figure class=\"plot-figure dark\">"))
    #expect(dark.contains(":root[data-appearance=\"dark\"] { color-scheme: dark;"))
  }
}
