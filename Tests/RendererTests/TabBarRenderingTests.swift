import Foundation
import GestureCore
import Testing

@testable import Renderer

@Suite("A tab bar drawn as iOS 15 draws it, read back from PNGs")
@MainActor
struct TabBarRenderingTests {
  /// A 20 × 20 pt opaque square at scale 1, of the automatic rendering mode.
  private func square() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image {
      $0.cgContext.setFillColor(UIColor.black.cgColor)
      $0.cgContext.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
  }

  /// The first frame of a 375 × 667 window at scale 1 whose root is a tab bar controller of
  /// three white tabs showing `square()`, the third badged "5".
  private func render(configure: (UITabBarController) -> Void = { _ in }) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenScale = 1
    let tabs = UITabBarController()
    tabs.viewControllers = ["One", "Two", "Three"].map { name in
      let controller = UIViewController()
      controller.view.backgroundColor = .white
      controller.tabBarItem = UITabBarItem(title: name, image: square(), tag: 0)
      return controller
    }
    tabs.viewControllers?[2].tabBarItem.badgeValue = "5"
    configure(tabs)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("The selected tab's image in systemBlue, the others in systemGray; no hairline at the edge")
  func tints() throws {
    let image = try render()
    // Tab 0's image box: x 2 + (121 − 25)/2 = 50 … 75 in the bar's button at y 618 + 1 + 4; the
    // 20 pt square is centred in it: x 52.5…72.5, y 625.5…645.5. Its centre (62, 635).
    #expect(image.rgba(62, 635) == RGBA(0, 122, 255), "\(image.rgba(62, 635))")
    #expect(image.rgba(187, 635) == RGBA(142, 142, 147), "\(image.rgba(187, 635))")
    // The tabs have no scroll view, so the bar is at its scroll edge: transparent, no
    // hairline; the white tab shows between the items and above the bar (y 617).
    #expect(image.rgba(124, 660) == RGBA(255, 255, 255))
    #expect(image.rgba(10, 617) == RGBA(255, 255, 255))
  }

  /// The first frame of a 375 × 667 window at scale 1 whose one tab is a systemRed scroll view
  /// with 1000 pt of content, scrolled to `offset`.
  private func renderScrolled(to offset: (UIScrollView) -> CGFloat) throws -> RenderedImage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenScale = 1
    let tab = UIViewController()
    let scrollView = UIScrollView(frame: .zero)
    scrollView.backgroundColor = .systemRed
    scrollView.contentSize = CGSize(width: 375, height: 1000)
    tab.view = scrollView
    tab.tabBarItem = UITabBarItem(title: "One", image: square(), tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [tab]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: offset(scrollView))
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: try PangoTextMeasurer())
    let frame = try #require(simulation.nextFrame())
    let renderer = try FrameRenderer(options: RenderOptions(scale: 1, showsTouches: false))
    return try RenderedImage(pngData: renderer.renderPNG(frame))
  }

  @Test("Content under the bar: chrome material and hairline; at the content's end: transparent")
  func scrollEdgeBackground() throws {
    // At the top, 1000 pt of content runs under the bar (618…667): the standard appearance,
    // white at 75 % over systemRed (255, 59, 48): (255, 206, 203.25), read at (10, 660), in
    // the bar left of the one tab's centred image and title.
    let top = try renderScrolled { _ in 0 }
    let material = RGBA(255, 206, 203)
    #expect(top.rgba(10, 660).distance(to: material) <= 1, "\(top.rgba(10, 660))")
    // The hairline above the bar (y 617): black at 30 % over red: (178.5, 41.3, 33.6).
    #expect(top.rgba(10, 617).distance(to: RGBA(179, 41, 34)) <= 1, "\(top.rgba(10, 617))")
    #expect(top.rgba(10, 616) == RGBA(255, 59, 48))
    // Scrolled to the end, 1000 − 667 + 49 = 382 (the bar's 49 pt is the bottom inset): the
    // content ends at the bar's top; the bar draws nothing, the red shows through.
    let end = try renderScrolled { scrollView in
      #expect(scrollView.adjustedContentInset.bottom == 49)
      return 1000 - 667 + scrollView.adjustedContentInset.bottom
    }
    #expect(end.rgba(10, 660) == RGBA(255, 59, 48), "\(end.rgba(10, 660))")
    #expect(end.rgba(10, 617) == RGBA(255, 59, 48), "\(end.rgba(10, 617))")
    // The selected tab's image still draws in systemBlue: x 2 + (371 − 25)/2 … centre 187.5.
    #expect(end.rgba(187, 635) == RGBA(0, 122, 255), "\(end.rgba(187, 635))")
  }

  @Test("The badge: systemRed at the image's top-right, or its badgeColor")
  func badge() throws {
    // Tab 2's button is at x 252; the badge's left edge 5 pt right of the image box's centre
    // (252 + 60.5 + 5 = 317.5), its top 2 pt above the box (619 + 4 − 2 = 621), 18 pt tall:
    // (320, 630) is inside the capsule, left of its text.
    let image = try render()
    #expect(image.rgba(320, 630) == RGBA(255, 59, 48), "\(image.rgba(320, 630))")
    // Above the badge the bar's white shows.
    #expect(image.rgba(320, 619) == RGBA(255, 255, 255), "\(image.rgba(320, 619))")
    let green = try render { $0.viewControllers?[2].tabBarItem.badgeColor = .systemGreen }
    #expect(green.rgba(320, 630) == RGBA(52, 199, 89), "\(green.rgba(320, 630))")
  }

  @Test("unselectedItemTintColor and a tint on the bar recolour the items")
  func customColours() throws {
    let image = try render { tabs in
      tabs.tabBar.tintColor = .systemOrange
      tabs.tabBar.unselectedItemTintColor = .black
    }
    #expect(image.rgba(62, 635) == RGBA(255, 149, 0), "\(image.rgba(62, 635))")
    #expect(image.rgba(187, 635) == RGBA(0, 0, 0), "\(image.rgba(187, 635))")
  }
}
