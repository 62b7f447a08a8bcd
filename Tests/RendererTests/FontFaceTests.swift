import Foundation
import Testing

@testable import GestureCore
@testable import Renderer

/// The darkest pixel (smallest red) in a rectangle of window points.
private func darkest(in image: RenderedImage, rect: CGRect, scale: Double) -> RGBA {
  var best = RGBA(255, 255, 255)
  for y in Int(Double(rect.minY) * scale)..<Int(Double(rect.maxY) * scale) {
    for x in Int(Double(rect.minX) * scale)..<Int(Double(rect.maxX) * scale) {
      let pixel = image.rgba(x, y)
      if pixel.r < best.r { best = pixel }
    }
  }
  return best
}

@Suite("Fonts: UIFont metrics match Pango, weights pick faces by CSS matching, styles are drawn")
@MainActor
struct FontFaceTests {
  let white = RGBA(255, 255, 255)

  @Test("UIFont.lineHeight is the height Pango gives one line of that font")
  func lineHeights() throws {
    let measurer = try PangoTextMeasurer()
    let fonts: [UIFont] = [
      .systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .italicSystemFont(ofSize: 13),
      .systemFont(ofSize: 20, weight: .ultraLight),
      try #require(UIFont(name: "Georgia", size: 20)),
      try #require(UIFont(name: "Georgia-Bold", size: 20)),
      try #require(UIFont(name: "Menlo-Regular", size: 13)),
    ]
    for font in fonts {
      let height = measurer.size(
        of: "Hg", font: font.displayFont, numberOfLines: 1, maxWidth: nil
      ).height
      #expect(abs(Double(height - font.lineHeight)) <= 1.0 / 1024, "\(font.fontName)")
    }
  }

  @Test("Advances show the face: DejaVu Sans 'i' 569, Bold 702, Serif 655, Mono 1233 units")
  func advances() throws {
    let measurer = try PangoTextMeasurer()
    func width(_ font: UIFont?) throws -> Double {
      let font = try #require(font)
      return Double(
        measurer.size(of: "iiii", font: font.displayFont, numberOfLines: 1, maxWidth: nil).width)
    }
    // 20.48 pt is 1/100 pt per font unit: four glyphs of n units are 4n/100 pt.
    #expect(abs(try width(.systemFont(ofSize: 20.48)) - 22.76) < 0.01)
    #expect(abs(try width(.systemFont(ofSize: 20.48, weight: .semibold)) - 28.08) < 0.01)
    #expect(abs(try width(.systemFont(ofSize: 20.48, weight: .medium)) - 22.76) < 0.01)
    #expect(abs(try width(UIFont(name: "TimesNewRomanPSMT", size: 20.48)) - 26.2) < 0.01)
    #expect(abs(try width(UIFont(name: "Menlo-Bold", size: 20.48)) - 49.32) < 0.01)
    #expect(abs(try width(.monospacedSystemFont(ofSize: 20.48, weight: .regular)) - 49.32) < 0.01)
    #expect(abs(try width(UIFont(name: "MyBrandFont-Regular", size: 20.48)) - 22.76) < 0.01)
  }

  @Test("Weights choose DejaVu's ExtraLight, Book or Bold face as CSS weight matching does")
  func faces() throws {
    let fonts = try FontSet(.standard)
    let weights: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    func faces(_ family: String, italic: Bool = false) -> [Int] {
      weights.map {
        fonts.weight(
          for: DisplayFont(size: 10, weight: Double($0.rawValue), isItalic: italic), family: family)
      }
    }
    #expect(faces("DejaVu Sans") == [200, 200, 200, 400, 400, 700, 700, 700, 700])
    #expect(faces("DejaVu Serif") == [400, 400, 400, 400, 400, 700, 700, 700, 700])
    #expect(faces("DejaVu Sans", italic: true) == [400, 400, 400, 400, 400, 700, 700, 700, 700])
    #expect(
      fonts.family(for: DisplayFont(family: DisplayFont.serifFamily, size: 10)) == "DejaVu Serif")
    #expect(
      fonts.family(for: DisplayFont(family: DisplayFont.monospacedFamily, size: 10))
        == "DejaVu Sans Mono")
    var missing = FontConfiguration.dejaVuSans
    missing.serifFamily = "Nope Serif"
    #expect(
      try FontSet(missing).family(for: DisplayFont(family: "serif", size: 10)) == "DejaVu Sans")
  }

  @Test("The CSS rule: exact, then toward 500 or away from 400, then the other side")
  func cssRule() {
    #expect(FontSet.matchWeight(400, in: [200, 400, 700]) == 400)
    #expect(FontSet.matchWeight(300, in: [200, 400, 700]) == 200)
    #expect(FontSet.matchWeight(300, in: [400, 700]) == 400)
    #expect(FontSet.matchWeight(400, in: [300, 500, 600]) == 500)
    #expect(FontSet.matchWeight(450, in: [300, 600]) == 300)
    #expect(FontSet.matchWeight(500, in: [600, 900]) == 600)
    #expect(FontSet.matchWeight(600, in: [200, 400, 700]) == 700)
    #expect(FontSet.matchWeight(800, in: [200, 400, 700]) == 700)
    #expect(FontSet.matchWeight(400, in: []) == nil)
  }

  @Test("Light draws less ink than regular, regular less than bold; italic leans right")
  func inkAndSlant() throws {
    let rect = CGRect(x: 20, y: 100, width: 335, height: 60)
    func label(_ font: UIFont, _ string: String = "Weight") -> Frame {
      Fixtures.frame([
        .text(
          DisplayText(
            id: "label", transform: CGAffineTransform(translationX: 20, y: 100),
            rect: CGRect(x: 0, y: 0, width: 335, height: 60), string: string,
            font: font.displayFont, color: .black, alignment: .left, numberOfLines: 1))
      ])
    }
    let renderer = try FrameRenderer()
    func ink(_ font: UIFont) throws -> Int {
      try RenderedImage(pngData: renderer.renderPNG(label(font)))
        .inkCount(in: rect, scale: 2, background: white)
    }
    let light = try ink(.systemFont(ofSize: 40, weight: .light))
    let regular = try ink(.systemFont(ofSize: 40))
    let bold = try ink(.boldSystemFont(ofSize: 40))
    #expect(light < regular && regular < bold, "ink \(light) \(regular) \(bold)")
    // A single "l": the mean ink column of its top quarter is right of its bottom quarter's
    // when oblique, and the same when upright.
    func lean(_ font: UIFont) throws -> Double {
      let image = try RenderedImage(pngData: renderer.renderPNG(label(font, "l")))
      var rows: [(y: Int, x: Double)] = []
      for y in 200..<320 {
        let xs = (40..<200).filter { image.rgba($0, y).distance(to: white) > 128 }
        if !xs.isEmpty { rows.append((y, Double(xs.reduce(0, +)) / Double(xs.count))) }
      }
      let quarter = max(1, rows.count / 4)
      let top = rows.prefix(quarter).map(\.x).reduce(0, +) / Double(quarter)
      let bottom = rows.suffix(quarter).map(\.x).reduce(0, +) / Double(quarter)
      return top - bottom
    }
    #expect(abs(try lean(.systemFont(ofSize: 40))) < 0.5)
    #expect(try lean(.italicSystemFont(ofSize: 40)) > 4)
  }

  @Test("A pressed system button's title is systemBlue at 0.2 opacity on the screen")
  func systemButtonPixels() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.backgroundColor = .white
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 100, y: 100, width: 175, height: 80)
    button.setTitle("IIII", for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 48)
    window.addSubview(button)
    let simulation = Simulation(
      window: window, framesPerSecond: 10, duration: 0.2,
      input: [
        TouchInput(time: 0.1, touch: 0, phase: .began, location: CGPoint(x: 180, y: 140)),
        TouchInput(time: 0.2, touch: 0, phase: .ended, location: CGPoint(x: 180, y: 140)),
      ])
    var frames: [Frame] = []
    while let frame = simulation.nextFrame() { frames.append(frame) }
    let renderer = try FrameRenderer(options: RenderOptions(showsTouches: false))
    let titleRect = CGRect(x: 100, y: 100, width: 175, height: 80)
    let normal = try RenderedImage(pngData: renderer.renderPNG(frames[0]))
    let pressed = try RenderedImage(pngData: renderer.renderPNG(frames[1]))
    // Fully covered pixels: systemBlue (0, 122, 255); pressed, 0.2 of it over white:
    // (0.8 × 255, 0.8 × 255 + 0.2 × 122, 255) = (204, 228.4, 255).
    #expect(darkest(in: normal, rect: titleRect, scale: 2).distance(to: RGBA(0, 122, 255)) <= 1)
    #expect(darkest(in: pressed, rect: titleRect, scale: 2).distance(to: RGBA(204, 228, 255)) <= 1)
  }
}
