import Foundation
import Testing

@testable import GestureCore

@MainActor
private final class DarkHeaderController: UIViewController {
  var style = UIStatusBarStyle.lightContent
  var child: UIViewController?
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var childForStatusBarStyle: UIViewController? { child }
}

@MainActor
private final class HiddenBarController: UIViewController {
  override var prefersStatusBarHidden: Bool { true }
  override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
}

@Suite("UIViewController: status bar preferences, top/bottomLayoutGuide, legacy scroll insets")
@MainActor
struct StatusBarAndLegacyGuideTests {
  @Test("topLayoutGuide and bottomLayoutGuide measure the safe-area insets, 20 and 34 pt")
  func guideLengths() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 20)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(UIViewController().topLayoutGuide.length == 0)
  }

  @Test("A view pinned to topLayoutGuide.bottomAnchor starts at the safe area's top")
  func guideAnchors() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      bar.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 100),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 20, width: 100, height: 613))
  }

  @Test("setNeedsStatusBarAppearanceUpdate records the root's style through its child")
  func statusBarUpdate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let root = DarkHeaderController()
    window.rootViewController = root
    window.scheduler.schedule(after: 0.1) { root.setNeedsStatusBarAppearanceUpdate() }
    window.scheduler.schedule(after: 0.2) {
      root.child = HiddenBarController()
      root.setNeedsStatusBarAppearanceUpdate()
    }
    let simulation = Simulation(window: window, framesPerSecond: 60, duration: 0.3, input: [])
    var details: [String] = []
    while let frame = simulation.nextFrame() {
      details += frame.events("statusBar.appearance").map(\.detail)
    }
    // The child gives the style; the root (no childForStatusBarHidden) keeps the bar shown.
    #expect(details == ["style lightContent, hidden false", "style darkContent, hidden false"])
    #expect(UIViewController().preferredStatusBarStyle == .default)
    #expect(!UIViewController().prefersStatusBarHidden)
  }

  @Test("automaticallyAdjustsScrollViewInsets and the scroll indicator insets are kept")
  func storedValues() {
    let controller = UIViewController()
    #expect(controller.automaticallyAdjustsScrollViewInsets)
    controller.automaticallyAdjustsScrollViewInsets = false
    #expect(!controller.automaticallyAdjustsScrollViewInsets)
    let scrollView = UIScrollView()
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    #expect(scrollView.verticalScrollIndicatorInsets.bottom == 34)
    #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 34)
    scrollView.verticalScrollIndicatorInsets = .zero
    #expect(scrollView.scrollIndicatorInsets == .zero)
    #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 34)
  }
}
