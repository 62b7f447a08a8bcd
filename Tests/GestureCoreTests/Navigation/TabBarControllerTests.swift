import Foundation
import Testing

@testable import GestureCore

/// A controller that logs its life-cycle calls into a shared list.
@MainActor
private final class Tab: UIViewController {
  let name: String
  let log: TabLog
  init(_ name: String, log: TabLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  required init?(coder: NSCoder) { fatalError() }
  override func viewDidLoad() { log.calls.append("\(name).didLoad") }
  override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name).didDisappear") }
}

@MainActor
private final class TabLog {
  var calls: [String] = []
}

/// A tab bar controller that logs the bar's `tabBar(_:didSelect:)`.
@MainActor
private final class Tabs: UITabBarController {
  var log: TabLog?
  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    log?.calls.append("tabBar.didSelect \(item.title ?? "")")
  }
}

/// A delegate that logs what it is asked and answers `allow`.
@MainActor
private final class TabsDelegate: UITabBarControllerDelegate {
  let log: TabLog
  var allow = true
  init(log: TabLog) { self.log = log }
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.calls.append("shouldSelect \(viewController.title ?? "")")
    return allow
  }
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.calls.append("didSelect \(viewController.title ?? "")")
  }
}

/// A window of `size` (with `bottomInset` of home-indicator area) whose root is a tab bar
/// controller of tabs named `names`.
@MainActor
private final class TabScene {
  let window: UIWindow
  let log = TabLog()
  let tabs = Tabs()
  let children: [Tab]
  private var inputs: [TouchInput] = []

  init(
    _ names: [String] = ["Home", "Search", "Settings"], size: CGSize = CGSize(width: 375, height: 667),
    bottomInset: CGFloat = 0
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screenSafeAreaInsets = UIEdgeInsets(
      top: bottomInset > 0 ? 47 : 20, left: 0, bottom: bottomInset, right: 0)
    let log = self.log
    children = names.map { Tab($0, log: log) }
    tabs.log = log
    tabs.viewControllers = children
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.finishAppearanceTransitions()
    log.calls = []
  }

  /// A tap at window point (`x`, `y`) starting at `time`.
  func tap(_ x: CGFloat, _ y: CGFloat, at time: Double) {
    let point = CGPoint(x: x, y: y)
    inputs.append(TouchInput(time: time, touch: 0, phase: .began, location: point))
    inputs.append(TouchInput(time: time + 0.05, touch: 0, phase: .ended, location: point))
  }

  private var recorded: [TimelineEvent] = []

  func run(for duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while let frame = simulation.nextFrame() { recorded += frame.events }
  }

  func events(_ kind: String) -> [String] {
    (recorded + window.eventLog.pending).filter { $0.kind == kind }.map(\.detail)
  }
}

@Suite("UITabBarController: tabs, bar geometry, switching, delegate, safe area")
@MainActor
struct TabBarControllerTests {
  @Test("On a 375 × 667 screen the bar is 49 pt tall at y 618; with a home indicator, 83 pt")
  func barFrame() {
    let small = TabScene()
    #expect(small.tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    // 390 × 844 with a 34 pt home-indicator band: 49 + 34 = 83 tall, at 844 − 83 = 761.
    let tall = TabScene(size: CGSize(width: 390, height: 844), bottomInset: 34)
    #expect(tall.tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(tall.tabs.tabBar.sizeThatFits(CGSize(width: 390, height: 0)).height == 83)
  }

  @Test("Three tabs on 375 pt: slots of 125 pt less 2 pt each side; four: slots of 93.75 pt")
  func itemFrames() {
    let three = TabScene()
    #expect(
      three.tabs.tabBar.buttons.map(\.frame) == [
        CGRect(x: 2, y: 1, width: 121, height: 48), CGRect(x: 127, y: 1, width: 121, height: 48),
        CGRect(x: 252, y: 1, width: 121, height: 48),
      ])
    let four = TabScene(["A", "B", "C", "D"])
    #expect(
      four.tabs.tabBar.buttons.map(\.frame) == [
        CGRect(x: 2, y: 1, width: 89.75, height: 48),
        CGRect(x: 95.75, y: 1, width: 89.75, height: 48),
        CGRect(x: 189.5, y: 1, width: 89.75, height: 48),
        CGRect(x: 283.25, y: 1, width: 89.75, height: 48),
      ])
    // In a button 121 pt wide: the 25 pt image box centred 4 pt down, the title line at 34.
    let button = three.tabs.tabBar.buttons[0]
    #expect(button.imageView.frame == CGRect(x: 48, y: 4, width: 25, height: 25))
    #expect(button.titleLabel.frame == CGRect(x: 0, y: 34, width: 121, height: 12))
    #expect(button.titleLabel.text == "Home")
  }

  @Test("A switch in code: new viewDidLoad, viewWillAppear; old will/didDisappear; new didAppear")
  func appearanceOrder() {
    let scene = TabScene()
    scene.tabs.selectedIndex = 2
    #expect(
      scene.log.calls == [
        "Settings.didLoad", "Settings.willAppear", "Home.willDisappear", "Home.didDisappear",
      ])
    scene.window.finishAppearanceTransitions()
    #expect(scene.log.calls.last == "Settings.didAppear")
    #expect(scene.tabs.selectedViewController === scene.children[2])
    #expect(scene.children[0].viewIfLoaded?.superview == nil)
    #expect(scene.children[2].view.superview === scene.tabs.view)
    #expect(scene.tabs.tabBar.selectedItem === scene.children[2].tabBarItem)
    #expect(scene.events("tabBar.select") == ["Settings"])
  }

  @Test("A tap on a tab asks the delegate, switches, then tells the bar and the delegate")
  func tapSelects() {
    let scene = TabScene()
    let delegate = TabsDelegate(log: scene.log)
    scene.tabs.delegate = delegate
    // The middle tab's centre: x 187.5, y 618 + 25.
    scene.tap(187.5, 643, at: 0.1)
    scene.run(for: 0.3)
    #expect(scene.tabs.selectedIndex == 1)
    #expect(
      scene.log.calls == [
        "shouldSelect Search", "Search.didLoad", "Search.willAppear", "Home.willDisappear",
        "Home.didDisappear", "tabBar.didSelect Search", "didSelect Search", "Search.didAppear",
      ])
    #expect(scene.events("tabBar.select") == ["Search"])
  }

  @Test("shouldSelect false refuses the tab: nothing switches, didSelect is not called")
  func shouldSelectRefuses() {
    let scene = TabScene()
    let delegate = TabsDelegate(log: scene.log)
    delegate.allow = false
    scene.tabs.delegate = delegate
    scene.tap(312.5, 643, at: 0.1)
    scene.run(for: 0.3)
    #expect(scene.tabs.selectedIndex == 0)
    #expect(scene.log.calls == ["shouldSelect Settings"])
    #expect(scene.events("tabBar.select").isEmpty)
  }

  @Test("A disabled tab ignores a tap")
  func disabledTab() {
    let scene = TabScene()
    scene.children[1].tabBarItem.isEnabled = false
    scene.tap(187.5, 643, at: 0.1)
    scene.run(for: 0.3)
    #expect(scene.tabs.selectedIndex == 0)
  }

  @Test("The tab's safe area ends at the bar: bottom inset 49 pt, 83 pt with a home indicator")
  func safeArea() {
    let small = TabScene()
    #expect(small.children[0].view.safeAreaInsets.bottom == 49)
    #expect(small.children[0].view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    let tall = TabScene(size: CGSize(width: 390, height: 844), bottomInset: 34)
    #expect(tall.children[0].view.safeAreaInsets.bottom == 83)
    // The bar itself is not under itself.
    #expect(tall.tabs.tabBar.safeAreaInsets.bottom == 34)
  }

  @Test("tabBarItem takes the title; tabBarController is found from a descendant")
  func itemsAndAncestor() {
    let scene = TabScene()
    #expect(scene.children[1].tabBarItem.title == "Search")
    scene.children[1].title = "Find"
    #expect(scene.tabs.tabBar.buttons[1].titleLabel.text == "Find")
    let inner = UIViewController()
    let navigation = UINavigationController(rootViewController: inner)
    inner.title = "Library"
    scene.tabs.viewControllers = [scene.children[0], navigation]
    #expect(inner.tabBarController === scene.tabs)
    #expect(navigation.tabBarItem.title == "Library")
    #expect(scene.children[2].parent == nil)
    #expect(scene.tabs.tabBar.buttons.count == 2)
  }

  @Test("hidesBottomBarWhenPushed hides the bar while pushed; the pushed view's safe area")
  func hidesBottomBar() {
    let scene = TabScene()
    let root = UIViewController()
    root.title = "List"
    let navigation = UINavigationController(rootViewController: root)
    scene.tabs.viewControllers = [navigation, scene.children[1]]
    scene.window.layoutIfNeeded()
    #expect(root.view.safeAreaInsets.bottom == 49)
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    scene.window.layoutIfNeeded()
    #expect(scene.tabs.tabBar.isHidden)
    #expect(detail.view.safeAreaInsets.bottom == 0)
    navigation.popViewController(animated: false)
    scene.window.layoutIfNeeded()
    #expect(!scene.tabs.tabBar.isHidden)
  }

  @Test("Six tabs: five shown and a tabBar.unsupported warning naming the one left out")
  func moreThanFive() {
    let scene = TabScene(["A", "B", "C", "D", "E"])
    let six = (scene.children as [UIViewController]) + [Tab("F", log: scene.log)]
    scene.tabs.viewControllers = six
    #expect(scene.tabs.tabBar.buttons.count == 5)
    #expect(scene.tabs.viewControllers?.count == 6)
    #expect(
      scene.events("tabBar.unsupported") == [
        "6 view controllers: the More tab is not modelled; the first 5 are shown, not F"
      ])
  }

  @Test("A badge: an 18 pt capsule 5 pt right of the image's centre, 2 pt above it, systemRed")
  func badge() {
    let scene = TabScene()
    let item = scene.children[2].tabBarItem!
    item.badgeValue = "3"
    scene.window.layoutIfNeeded()
    let button = scene.tabs.tabBar.buttons[2]
    #expect(!button.badge.isHidden)
    #expect(button.badge.text == "3")
    #expect(button.badge.frame.minX == button.imageView.frame.midX + 5)
    #expect(button.badge.frame.minY == 2)
    #expect(button.badge.frame.height == 18)
    #expect(button.badge.frame.width >= 18)
    #expect(button.badge.backgroundColor === UIColor.systemRed)
    item.badgeColor = .systemGreen
    #expect(button.badge.backgroundColor === UIColor.systemGreen)
    item.badgeValue = nil
    #expect(button.badge.isHidden)
  }

  @Test("Colours: the selected tab in the tint, the others in systemGray or the set colour")
  func colours() {
    let scene = TabScene()
    let bar = scene.tabs.tabBar
    #expect(bar.buttons[0].titleLabel.textColor === UIColor.systemBlue)
    #expect(bar.buttons[1].titleLabel.textColor === UIColor.systemGray)
    bar.unselectedItemTintColor = .systemOrange
    bar.tintColor = .systemPink
    #expect(bar.buttons[0].titleLabel.textColor === UIColor.systemPink)
    #expect(bar.buttons[1].imageView.tintColor === UIColor.systemOrange)
  }

  @Test("System items: their English titles; a standalone bar selects and tells its delegate")
  func systemItemsAndStandaloneBar() {
    let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
    #expect(favorites.title == "Favorites")
    #expect(favorites.tag == 7)
    #expect(favorites.image?.isSymbolImage == true)
    let selected = UIImage(systemName: "star.fill")
    let item = UITabBarItem(title: "Stars", image: UIImage(systemName: "star"), selectedImage: selected)
    #expect(item.selectedImage === selected)
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
    bar.items = [favorites, item]
    #expect(bar.selectedItem == nil)
    bar.selectedItem = item
    #expect(bar.buttons[1].isTabSelected)
    bar.selectedItem = UITabBarItem()
    #expect(bar.selectedItem == nil)
  }
}
