import Foundation
import Testing

@testable import GestureCore

/// A window of `size` with `insets` whose root is a navigation controller holding `root`.
@MainActor
private final class ToolbarScene {
  let window: UIWindow
  let navigation: UINavigationController
  private var inputs: [TouchInput] = []

  init(
    root: UIViewController, size: CGSize = CGSize(width: 375, height: 667),
    top: CGFloat = 20, bottom: CGFloat = 0, tabs: Bool = false
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screenSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    navigation = UINavigationController(rootViewController: root)
    if tabs {
      let tabBar = UITabBarController()
      tabBar.viewControllers = [navigation, UIViewController()]
      window.rootViewController = tabBar
    } else {
      window.rootViewController = navigation
    }
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.finishAppearanceTransitions()
  }

  func tap(_ x: CGFloat, _ y: CGFloat, at time: Double) {
    let point = CGPoint(x: x, y: y)
    inputs.append(TouchInput(time: time, touch: 0, phase: .began, location: point))
    inputs.append(TouchInput(time: time + 0.05, touch: 0, phase: .ended, location: point))
  }

  /// Runs the frames up to `duration` seconds; returns the events.
  @discardableResult
  func run(for duration: Double) -> [TimelineEvent] {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    var events: [TimelineEvent] = []
    while let frame = simulation.nextFrame() { events += frame.events }
    return events
  }
}

@MainActor
private func screen(_ items: [String]) -> UIViewController {
  let controller = UIViewController()
  controller.toolbarItems = items.map {
    UIBarButtonItem(title: $0, style: .plain, target: nil, action: nil)
  }
  return controller
}

@Suite("UINavigationController's toolbar: frames, safe area, items of the top controller")
@MainActor
struct NavigationToolbarTests {
  @Test("Hidden by default; shown, 44 pt above the home indicator and the safe area ends on it")
  func framesAndSafeArea() {
    let root = screen(["Edit"])
    let scene = ToolbarScene(
      root: root, size: CGSize(width: 390, height: 844), top: 47, bottom: 34)
    #expect(scene.navigation.isToolbarHidden)
    #expect(scene.navigation.toolbar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 34)
    scene.navigation.setToolbarHidden(false, animated: false)
    scene.window.layoutIfNeeded()
    // 844 − 34 − 44 = 766; the background reaches the screen's bottom edge (34 pt more).
    #expect(scene.navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    #expect(!scene.navigation.toolbar.isHidden)
    #expect(scene.navigation.toolbar.subviews.first?.frame.height == 78)
    #expect(root.view.safeAreaInsets.bottom == 78)
    // The toolbar is not under itself: it ends where the home indicator's band begins.
    #expect(scene.navigation.toolbar.safeAreaInsets.bottom == 0)
    scene.navigation.isToolbarHidden = true
    scene.window.layoutIfNeeded()
    #expect(scene.navigation.toolbar.isHidden)
    #expect(root.view.safeAreaInsets.bottom == 34)
  }

  @Test("No home indicator: the bar at 667 − 44 = 623; its items from 16 pt")
  func smallScreen() throws {
    let root = screen(["Edit"])
    let scene = ToolbarScene(root: root)
    scene.navigation.isToolbarHidden = false
    scene.window.layoutIfNeeded()
    #expect(scene.navigation.toolbar.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
    #expect(root.view.safeAreaInsets.bottom == 44)
    let button = try #require(scene.navigation.toolbar.subviews.last as? UIButton)
    #expect(button.currentTitle == "Edit")
    #expect(button.frame.minX == 16)
  }

  @Test("The items are the top controller's: a push shows B's, a pop A's again")
  func itemsFollowTheTop() {
    let a = screen(["Edit"])
    let b = screen(["Reply", "Forward"])
    let scene = ToolbarScene(root: a)
    scene.navigation.isToolbarHidden = false
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Edit"])
    scene.navigation.pushViewController(b, animated: false)
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Reply", "Forward"])
    scene.navigation.popViewController(animated: false)
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Edit"])
    // Setting the top controller's items shows them; another controller's do not.
    b.setToolbarItems(
      [UIBarButtonItem(title: "Later", style: .plain, target: nil, action: nil)], animated: false)
    a.setToolbarItems(
      [UIBarButtonItem(title: "Now", style: .plain, target: nil, action: nil)], animated: false)
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Now"])
  }

  @Test("An animated push cross-fades: halfway both sets show, at the end B's alone")
  func crossFade() throws {
    let a = screen(["Edit"])
    let b = screen(["Reply"])
    let scene = ToolbarScene(root: a)
    scene.navigation.isToolbarHidden = false
    scene.window.layoutIfNeeded()
    scene.navigation.pushViewController(b, animated: true)
    let incoming = try #require(scene.navigation.incomingToolbar)
    #expect(incoming.items?.map(\.title) == ["Reply"])
    #expect(incoming.frame == scene.navigation.toolbar.frame)
    scene.run(for: 0.6)
    #expect(scene.navigation.incomingToolbar == nil)
    #expect(incoming.superview == nil)
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Reply"])
    #expect(scene.navigation.toolbar.itemsAlpha == 1)
  }

  @Test("A tap on a toolbar item runs its action")
  func tapRunsAction() {
    var taps = 0
    let root = UIViewController()
    root.toolbarItems = [
      .flexibleSpace(),
      UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in taps += 1 }),
    ]
    let scene = ToolbarScene(root: root)
    scene.navigation.setToolbarHidden(false, animated: false)
    scene.window.layoutIfNeeded()
    let button = scene.navigation.toolbar.subviews.last!
    let center = button.convert(
      CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    // The item sits at the right end, 16 pt in, on the bar (623…667).
    #expect(abs(button.frame.maxX - (375 - 16)) < 1e-9)
    #expect(center.y == 645)
    scene.tap(center.x, center.y, at: 0.1)
    scene.run(for: 0.3)
    #expect(taps == 1)
  }

  @Test("In a tab: above the tab bar; hidesBottomBarWhenPushed hides both bars")
  func tabBarInterplay() {
    let root = screen(["Edit"])
    let scene = ToolbarScene(root: root, tabs: true)
    scene.navigation.isToolbarHidden = false
    scene.window.layoutIfNeeded()
    // 667 − 49 (tab bar) − 44 = 574; the safe area ends on the toolbar: 49 + 44 = 93.
    #expect(scene.navigation.toolbar.frame == CGRect(x: 0, y: 574, width: 375, height: 44))
    #expect(root.view.safeAreaInsets.bottom == 93)
    let plain = screen(["Reply"])
    scene.navigation.pushViewController(plain, animated: false)
    scene.window.layoutIfNeeded()
    #expect(scene.navigation.toolbar.frame.minY == 574)
    #expect(plain.view.safeAreaInsets.bottom == 93)
    let detail = screen(["Hidden"])
    detail.hidesBottomBarWhenPushed = true
    scene.navigation.pushViewController(detail, animated: false)
    scene.window.layoutIfNeeded()
    #expect(scene.navigation.toolbar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 0)
    scene.navigation.popViewController(animated: false)
    scene.window.layoutIfNeeded()
    #expect(!scene.navigation.toolbar.isHidden)
    #expect(scene.navigation.toolbar.items?.map(\.title) == ["Reply"])
  }

  @Test("setToolbarHidden(_:animated:) shows the bar at once and slides it into place")
  func animatedShow() {
    let root = screen(["Edit"])
    let scene = ToolbarScene(root: root)
    scene.navigation.setToolbarHidden(false, animated: true)
    #expect(!scene.navigation.toolbar.isHidden)
    // The model value is the end of the slide; the safe area changes at once.
    #expect(scene.navigation.toolbar.frame.minY == 623)
    #expect(root.view.safeAreaInsets.bottom == 44)
    scene.run(for: 0.3)
    #expect(scene.navigation.toolbar.frame.minY == 623)
    #expect(!scene.navigation.toolbar.isHidden)
  }
}
