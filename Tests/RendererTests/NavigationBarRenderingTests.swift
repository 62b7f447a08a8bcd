import Foundation
import GestureCore
import Testing

@testable import Renderer

/// A white scrolling screen of content 375 × 2000 pt.
@MainActor
private final class WhiteList: UIViewController {
  override func loadView() {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.backgroundColor = .white
    view = scrollView
  }
}

@Suite("A navigation bar's large title and appearances, read back from PNGs")
@MainActor
struct NavigationBarRenderingTests {
  /// The first frame of a 375 × 667 window at scale 1 with a 20 pt status bar showing a
  /// navigation controller (large titles) rooted at a white list titled "Inbox", scrolled
  /// `distance` points from its top.
  private func render(
    scrolled distance: CGFloat, configure: (UINavigationController) -> Void = { _ in }
  ) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenScale = 1
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let list = WhiteList()
    list.title = "Inbox"
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    configure(navigation)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    (list.view as! UIScrollView).contentOffset = CGPoint(x: 0, y: -116 + distance)
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  /// How many pixels in `xs` × `ys` are dark (each channel below 100).
  private func darkPixels(_ image: RenderedImage, _ xs: Range<Int>, _ ys: Range<Int>) -> Int {
    var count = 0
    for y in ys {
      for x in xs {
        let p = image.rgba(x, y)
        if p.r < 100 && p.g < 100 && p.b < 100 { count += 1 }
      }
    }
    return count
  }

  @Test("Collapsed: the small title centred in the 44 pt row, the large row gone")
  func collapsedPixels() throws {
    let image = try render(scrolled: 100)
    #expect(darkPixels(image, 140..<235, 20..<64) > 50)
    #expect(darkPixels(image, 0..<375, 66..<116) == 0)
  }

  @Test("The standard appearance's colour and hairline once scrolled; transparent at the edge")
  func appearanceBackground() throws {
    func opaqueRed(_ navigation: UINavigationController) {
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
      navigation.navigationBar.standardAppearance = appearance
    }
    let scrolled = try render(scrolled: 100, configure: opaqueRed)
    // The collapsed bar, y 20…64, and the status bar above it are red.
    #expect(scrolled.rgba(300, 40) == RGBA(255, 0, 0))
    #expect(scrolled.rgba(300, 60) == RGBA(255, 0, 0))
    // The hairline: one pixel at y 64, black at 30 % over white: 255 · 0.7 = 178.5.
    #expect(scrolled.rgba(300, 64).distance(to: RGBA(179, 179, 179)) <= 1, "\(scrolled.rgba(300, 64))")
    #expect(scrolled.rgba(300, 65) == RGBA(255, 255, 255))
    // At the top the scroll-edge appearance (none set): transparent, no hairline.
    let top = try render(scrolled: 0, configure: opaqueRed)
    #expect(top.rgba(300, 40) == RGBA(255, 255, 255))
    #expect(top.rgba(300, 116) == RGBA(255, 255, 255))
    // The default standard appearance: the chrome material's white at 75 % over white.
    let plain = try render(scrolled: 100)
    #expect(plain.rgba(300, 40) == RGBA(255, 255, 255))
    #expect(plain.rgba(300, 64).distance(to: RGBA(179, 179, 179)) <= 1)
  }
}
