import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class StyledController: UIViewController {
  let style: UIStatusBarStyle
  init(_ style: UIStatusBarStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
}

@Suite("Status bar: a presented controller captures it; the app's interface orientation")
@MainActor
struct StatusBarCaptureTests {
  /// The `statusBar.appearance` details recorded when a light-content controller presented
  /// with `style`, capturing or not, asks for an update.
  private func recorded(style: UIModalPresentationStyle, captures: Bool) -> [String] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = StyledController(.darkContent)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let sheet = StyledController(.lightContent)
    sheet.modalPresentationStyle = style
    sheet.modalPresentationCapturesStatusBarAppearance = captures
    window.scheduler.schedule(after: 0.05) { root.present(sheet, animated: false) }
    window.scheduler.schedule(after: 0.1) { sheet.setNeedsStatusBarAppearanceUpdate() }
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0.2, input: [])
    var details: [String] = []
    while let frame = simulation.nextFrame() {
      details += frame.events("statusBar.appearance").map(\.detail)
    }
    return details
  }

  @Test("A sheet gives the style only when it captures; a full-screen controller always does")
  func capture() {
    #expect(!UIViewController().modalPresentationCapturesStatusBarAppearance)
    #expect(recorded(style: .pageSheet, captures: false) == ["style darkContent, hidden false"])
    #expect(recorded(style: .pageSheet, captures: true) == ["style lightContent, hidden false"])
    #expect(recorded(style: .fullScreen, captures: false) == ["style lightContent, hidden false"])
  }

  @Test("statusBarOrientation is the scene's orientation: portrait")
  func orientation() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(window.application.statusBarOrientation == .portrait)
    #expect(window.application.statusBarOrientation.isPortrait)
    #expect(!window.application.statusBarOrientation.isLandscape)
  }
}

@Suite("UINavigationBar: legacy background, shadow and back indicator images")
@MainActor
struct NavigationBarLegacyImageTests {
  @Test("An empty background and shadow image leave the bar transparent without a hairline")
  func transparentBar() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(bar.resolvedAppearance().shadowColor != nil)
    bar.setBackgroundImage(UIImage(), for: .default)
    bar.shadowImage = UIImage()
    #expect(bar.backgroundImage(for: .default) != nil)
    #expect(bar.backgroundImage(for: .compact) == nil)
    let look = bar.resolvedAppearance()
    #expect(look.backgroundEffect == nil)
    #expect(look.backgroundColor == nil || look.backgroundColor?.cgColor.alpha == 0)
    #expect(look.backgroundImage == nil)
    #expect(look.shadowColor == nil)
    #expect(look.shadowImage == nil)
    // The same appearance is kept while nothing changes (the bar is not redrawn every pass).
    #expect(bar.resolvedAppearance() === look)
  }

  @Test("A background image fills the bar; the hairline stays until a shadow image is set")
  func imageBackground() {
    let image = UIImage.make(size: CGSize(width: 4, height: 4), color: .systemTeal)
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    bar.setBackgroundImage(image, for: .default)
    #expect(bar.resolvedAppearance().backgroundImage === image)
    #expect(bar.resolvedAppearance().shadowColor != nil)
    bar.shadowImage = image
    #expect(bar.resolvedAppearance().shadowImage === image)
    #expect(bar.resolvedAppearance().shadowColor == nil)
    // An assigned standard appearance wins over the legacy images.
    bar.standardAppearance = UINavigationBarAppearance()
    #expect(bar.resolvedAppearance().backgroundImage == nil)
  }

  @Test("The back indicator image is used only with its transition mask image")
  func backIndicator() {
    let image = UIImage.make(size: CGSize(width: 4, height: 4), color: .systemTeal)
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    bar.backIndicatorImage = image
    #expect(bar.resolvedAppearance().backIndicatorImage == nil)
    bar.backIndicatorTransitionMaskImage = image
    #expect(bar.resolvedAppearance().backIndicatorImage === image)
  }
}

extension UIImage {
  /// A `size` image filled with `color`.
  @MainActor
  fileprivate static func make(size: CGSize, color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
      color.setFill()
      context.fill(CGRect(origin: .zero, size: size))
    }
  }
}
