import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("Asset catalog colours and template images drawn, read back from PNGs")
@MainActor
struct AssetCatalogRenderingTests {
  @Test("UIColor(named:) in light and dark views; a template image in the AccentColor tint")
  func namedColors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "asset-rendering-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    func write(_ path: String, _ text: String) throws {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    // Brand: Any (18, 52, 86) in 8-bit notation, dark (200, 100, 50) in hexadecimal.
    try write(
      "Brand.colorset/Contents.json",
      #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"86","green":"52","red":"18"}},"idiom":"universal"},"#
        + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x32","green":"0x64","red":"0xC8"}},"idiom":"universal"}]}"#
    )
    // AccentColor (0.2, 0.6, 0.4) = (51, 153, 102).
    try write(
      "AccentColor.colorset/Contents.json",
      #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.400","green":"0.600","red":"0.200"}},"idiom":"universal"}]}"#
    )
    // A 20 × 20 px opaque black square, template: drawn in the tint.
    try write(
      "Square.imageset/Contents.json",
      #"{"images":[{"filename":"square.png","idiom":"universal","scale":"1x"}],"properties":{"template-rendering-intent":"template"}}"#
    )
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let png = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format)
      .pngData { context in
        UIColor.black.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
      }
    try png.write(to: catalog.appendingPathComponent("Square.imageset/square.png"))

    let lookup = NamedImageLookup(directories: [folder], displayScale: 1)
    let image = try NamedImageLookup.$current.withValue(lookup) { () throws -> RenderedImage in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      window.screenScale = 1
      let root = UIViewController()
      root.view.backgroundColor = .white
      window.rootViewController = root
      window.makeKeyAndVisible()
      let light = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      light.backgroundColor = UIColor(named: "Brand")
      let dark = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
      dark.backgroundColor = UIColor(named: "Brand")
      dark.overrideUserInterfaceStyle = .dark
      let icon = UIImageView(image: UIImage(named: "Square"))
      icon.frame.origin = CGPoint(x: 120, y: 10)
      root.view.addSubview(light)
      root.view.addSubview(dark)
      root.view.addSubview(icon)
      let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0, input: [])
      let frame = try #require(simulation.nextFrame())
      let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
      return try RenderedImage(pngData: renderer.renderPNG(frame))
    }
    #expect(image.rgba(25, 25) == RGBA(18, 52, 86), "\(image.rgba(25, 25))")
    #expect(image.rgba(75, 25) == RGBA(200, 100, 50), "\(image.rgba(75, 25))")
    #expect(image.rgba(130, 20) == RGBA(51, 153, 102), "\(image.rgba(130, 20))")
    #expect(image.rgba(150, 60) == RGBA(255, 255, 255), "\(image.rgba(150, 60))")
  }
}
