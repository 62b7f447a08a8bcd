import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Template images drawn in the view's tint, read back from PNGs")
@MainActor
struct TemplateImageRenderingTests {
  /// A 40 × 40 pt image at scale 1: the left half opaque red, the top of the right half blue
  /// at alpha 0.5, the rest transparent.
  private func artwork() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image {
      $0.cgContext.setFillColor(UIColor.red.cgColor)
      $0.cgContext.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
      $0.cgContext.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor)
      $0.cgContext.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
    }
  }

  /// An image view at (10, 10) of the image's size showing `image`, tinted green.
  private func imageView(_ image: UIImage) -> UIImageView {
    let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.image = image
    view.tintColor = .green
    return view
  }

  private func render(_ views: [UIView]) throws -> RenderedImage {
    try firstFrameImage(of: views, background: .white)
  }

  @Test("alwaysTemplate fills the image's alpha with the tint; automatic draws its colours")
  func templateInImageView() throws {
    let template = try render([imageView(artwork().withRenderingMode(.alwaysTemplate))])
    #expect(template.rgba(15, 30) == RGBA(0, 255, 0))
    // Alpha 0.5 of green over white: 255 · 0.5 = 127.5 in red and blue.
    #expect(template.rgba(45, 15).distance(to: RGBA(128, 255, 128)) <= 1)
    #expect(template.rgba(45, 45) == RGBA(255, 255, 255))
    let original = try render([imageView(artwork())])
    #expect(original.rgba(15, 30) == RGBA(255, 0, 0))
    #expect(original.rgba(45, 15).distance(to: RGBA(128, 128, 255)) <= 1)
    let forced = try render([imageView(artwork().withRenderingMode(.alwaysOriginal))])
    #expect(forced.rgba(15, 30) == RGBA(255, 0, 0))
  }

  @Test("The rendering mode is the copy's; the original keeps automatic")
  func renderingModes() {
    let image = artwork()
    #expect(image.renderingMode == .automatic)
    let template = image.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
    #expect(template.size == image.size && template.scale == image.scale)
    #expect(template.cgImage === image.cgImage)
    #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
  }

  @Test("A system button draws an automatic image in its tint, a custom button as it is")
  func buttons() throws {
    let system = UIButton(type: .system)
    system.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    system.tintColor = .green
    system.setImage(artwork(), for: .normal)
    let drawn = try render([system])
    #expect(drawn.rgba(15, 30) == RGBA(0, 255, 0))
    let custom = UIButton(type: .custom)
    custom.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    custom.tintColor = .green
    custom.setImage(artwork(), for: .normal)
    #expect(try render([custom]).rgba(15, 30) == RGBA(255, 0, 0))
    custom.setImage(artwork().withRenderingMode(.alwaysTemplate), for: .normal)
    #expect(try render([custom]).rgba(15, 30) == RGBA(0, 255, 0))
  }

  @Test("withTintColor on a bitmap replaces its colours, keeps its alpha and rendering mode")
  func tintedBitmap() throws {
    let tinted = artwork().withTintColor(.blue)
    #expect(tinted.renderingMode == .automatic)
    let drawn = try render([imageView(tinted)])
    #expect(drawn.rgba(15, 30) == RGBA(0, 0, 255))
    #expect(drawn.rgba(45, 15).distance(to: RGBA(128, 128, 255)) <= 1)
    // A template copy still takes the view's tint.
    let template = artwork().withTintColor(.blue, renderingMode: .alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate)
    #expect(try render([imageView(template)]).rgba(15, 30) == RGBA(0, 255, 0))
  }

  @Test("A tint set on a superview later recolours the template in the next frame")
  func tintChangeRedraws() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.backgroundColor = .white
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.image = artwork().withRenderingMode(.alwaysTemplate)
    container.addSubview(view)
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 1, input: [])
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    let first = try RenderedImage(pngData: renderer.renderPNG(try #require(simulation.nextFrame())))
    // The default tint, systemBlue (0, 122, 255).
    #expect(first.rgba(15, 30) == RGBA(0, 122, 255))
    container.tintColor = .green
    let second = try RenderedImage(
      pngData: renderer.renderPNG(try #require(simulation.nextFrame())))
    #expect(second.rgba(15, 30) == RGBA(0, 255, 0))
  }
}
