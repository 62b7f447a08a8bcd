import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Text fields from PNGs: secure entry draws bullets, the rounded border, the caret")
@MainActor
struct TextFieldRenderingTests {
  /// Renders a window holding `field` (after `setUp`) at scale 1.
  private func render(_ field: UITextField, setUp: (UITextField) -> Void = { _ in })
    throws -> RenderedImage
  {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.screenScale = 1
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.textMeasurer = try PangoTextMeasurer()
    root.view.addSubview(field)
    setUp(field)
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// The dark runs along row `y` between `x0` and `x1`: how many separate stretches of ink.
  private func inkRuns(_ image: RenderedImage, y: Int, from x0: Int, to x1: Int) -> Int {
    var runs = 0
    var inside = false
    for x in x0..<x1 {
      let dark = image.rgba(x, y).r < 200
      if dark && !inside { runs += 1 }
      inside = dark
    }
    return runs
  }

  @Test("'lll' in a secure field is three bullets on the middle line, nothing above it")
  func secureBullets() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
    field.text = "lll"
    field.isSecureTextEntry = true
    let image = try render(field)
    // The text rect is (20, 40, 200, 34): bullets sit on its middle, y = 57.
    #expect(inkRuns(image, y: 57, from: 20, to: 120) == 3)
    // 6 pt above the middle, where an 'l' has ink, a bullet has none.
    #expect(inkRuns(image, y: 51, from: 20, to: 120) == 0)
    let plain = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
    plain.text = "lll"
    let letters = try render(plain)
    #expect(inkRuns(letters, y: 51, from: 20, to: 120) == 3)
  }

  @Test("A focused rounded-rect field: grey hairline border, white inside, a blue caret at 7 pt")
  func roundedAndCaret() throws {
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
    field.borderStyle = .roundedRect
    let image = try render(field) { $0.becomeFirstResponder() }
    // The top border at y = 40, away from the corners: 80 % white (204).
    #expect(image.rgba(120, 40).distance(to: RGBA(204, 204, 204)) <= 3, "\(image.rgba(120, 40))")
    #expect(image.rgba(120, 45).distance(to: RGBA(255, 255, 255)) <= 1)
    // The caret: 2 pt of system blue (0, 122, 255) from x = 27, centred at y = 57.
    #expect(image.rgba(27, 57).distance(to: RGBA(0, 122, 255)) <= 3, "\(image.rgba(27, 57))")
    #expect(image.rgba(28, 57).distance(to: RGBA(0, 122, 255)) <= 3)
    #expect(image.rgba(30, 57).distance(to: RGBA(255, 255, 255)) <= 1)
  }
}
