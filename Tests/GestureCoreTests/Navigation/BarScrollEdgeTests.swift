import Foundation
import Testing

@testable import GestureCore

/// A controller whose view is a plain table of `rows` 44 pt rows per section, titled headers.
@MainActor
private final class ListScreen: UIViewController {
  let source: LoggingTableSource
  init(rows: [Int], titles: [String?] = []) {
    source = LoggingTableSource(rows: rows, titles: titles)
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    view = table
  }
  var table: UITableView { view as! UITableView }
}

/// A window of `size` (status bar `top`, home indicator `bottom`) showing a navigation
/// controller rooted at `root`.
@MainActor
private final class ListScene {
  let window: UIWindow
  let navigation: UINavigationController

  init(
    root: ListScreen, size: CGSize = CGSize(width: 375, height: 667), top: CGFloat = 20,
    bottom: CGFloat = 0, largeTitles: Bool = false, toolbar: Bool = false
  ) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screenSafeAreaInsets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    root.title = "Mail"
    root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
    navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = largeTitles
    navigation.isToolbarHidden = !toolbar
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.finishAppearanceTransitions()
  }

  func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    window.layoutIfNeeded()
  }
}

@Suite("Bars and the scroll edge: a collapsed large title's pinned headers, the toolbar's look")
@MainActor
struct BarScrollEdgeTests {
  @Test("A plain table's pinned header sits under the large title's bar as it collapses")
  func pinnedHeaderUnderCollapsingBar() throws {
    let root = ListScreen(rows: [10, 10], titles: ["A", "B"])
    let scene = ListScene(root: root, largeTitles: true)
    let table = root.table
    // 20 pt status bar + 96 pt expanded bar.
    #expect(table.adjustedContentInset.top == 116)
    func headerTopOnScreen() throws -> CGFloat {
      let header = try #require(table.headerView(forSection: 0))
      return header.convert(CGPoint.zero, to: nil).y
    }
    // d = 26: the bar is 96 − 26 = 70 pt tall; the header is still in its place, 20 + 70.
    scene.scroll(table, to: -116 + 26)
    #expect(abs(try headerTopOnScreen() - 90) < 1e-9)
    #expect(abs(scene.navigation.navigationBar.frame.maxY - 90) < 1e-9)
    // d = 100 and 200: collapsed to 44 pt; the header pins at 20 + 44 = 64, not at 116.
    for distance: CGFloat in [100, 200] {
      scene.scroll(table, to: -116 + distance)
      #expect(abs(try headerTopOnScreen() - 64) < 1e-9, "d = \(distance)")
      // In the table's coordinates: offset + 116 − 52.
      let header = try #require(table.headerView(forSection: 0))
      #expect(abs(header.frame.minY - (-116 + distance + 116 - 52)) < 1e-9)
    }
  }

  @Test("Without a large title the header pins at the inset: 20 + 44 = 64 on screen")
  func pinnedHeaderUnderStandardBar() throws {
    let root = ListScreen(rows: [10, 10], titles: ["A", "B"])
    let scene = ListScene(root: root)
    let table = root.table
    #expect(table.adjustedContentInset.top == 64)
    scene.scroll(table, to: -64 + 150)
    let header = try #require(table.headerView(forSection: 0))
    #expect(abs(header.convert(CGPoint.zero, to: nil).y - 64) < 1e-9)
  }

  @Test("The toolbar draws the chrome material while rows lie under it, nothing at the edge")
  func toolbarFollowsBottomEdge() {
    // 30 rows of 44 pt = 1320 pt of content on a 844 pt screen with a 34 pt home indicator.
    let root = ListScreen(rows: [30])
    let scene = ListScene(
      root: root, size: CGSize(width: 390, height: 844), top: 47, bottom: 34, toolbar: true)
    let table = root.table
    let toolbar = scene.navigation.toolbar!
    // The inset at the bottom: the toolbar (44) and the home indicator (34).
    #expect(table.adjustedContentInset.bottom == 78)
    #expect(table.contentSize.height == 1320)
    #expect(!toolbar.atScrollEdge)
    let standard = toolbar.resolvedAppearance()
    #expect(standard.backgroundEffect?.style == .systemChromeMaterial)
    #expect(standard.shadowColor == UIBarAppearance.defaultShadowColor)
    // Scrolled to the end: offset 1320 − 844 + 78 = 554; the last row's bottom meets the bar.
    scene.scroll(table, to: 554)
    #expect(toolbar.atScrollEdge)
    #expect(toolbar.resolvedAppearance().isTransparent)
    // One point short of the end, content is under the bar again.
    scene.scroll(table, to: 553)
    #expect(!toolbar.atScrollEdge)
    // An assigned scroll-edge appearance is drawn at the edge.
    let opaque = UIToolbarAppearance()
    opaque.configureWithOpaqueBackground()
    opaque.backgroundColor = .systemYellow
    toolbar.scrollEdgeAppearance = opaque
    scene.scroll(table, to: 554)
    #expect(toolbar.resolvedAppearance().backgroundColor == .systemYellow)
  }

  @Test("Three rows never reach the toolbar: it stays transparent, a tint shows only off the edge")
  func shortListAtEdge() {
    let root = ListScreen(rows: [3])
    let scene = ListScene(root: root, toolbar: true)
    let toolbar = scene.navigation.toolbar!
    #expect(toolbar.atScrollEdge)
    #expect(toolbar.resolvedAppearance().isTransparent)
    // iOS 15's surprise: the legacy tint fills only the standard appearance.
    toolbar.barTintColor = .systemRed
    #expect(toolbar.resolvedAppearance().isTransparent)
    let standalone = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    standalone.barTintColor = .systemRed
    #expect(standalone.resolvedAppearance().backgroundColor == .systemRed)
  }

  @Test("Adaptive blur styles resolve to their dark forms in dark appearance")
  func adaptiveBlurInDark() {
    typealias Style = UIBlurEffect.Style
    #expect(Style.systemChromeMaterial.resolved(for: .dark) == .systemChromeMaterialDark)
    #expect(Style.systemUltraThinMaterial.resolved(for: .dark) == .systemUltraThinMaterialDark)
    #expect(Style.regular.resolved(for: .dark) == .dark)
    #expect(Style.systemChromeMaterial.resolved(for: .light) == .systemChromeMaterial)
    #expect(Style.systemMaterialLight.resolved(for: .dark) == .systemMaterialLight)
    // (28, 28, 30) at 75 % in dark; white at 75 % in light.
    let dark = Style.systemChromeMaterial.tint(in: .dark)
    #expect(dark.components?.map { ($0 * 255).rounded() } == [28, 28, 30, 191])
    let light = Style.systemChromeMaterial.tint(in: .unspecified)
    #expect(light.components?.map { ($0 * 255).rounded() } == [255, 255, 255, 191])
  }

  /// A 390 × 844 window (47 pt status bar, 34 pt home indicator) whose root is a tab bar
  /// controller of `tabs`, the first selected.
  private func tabScene(_ tabs: [UIViewController]) -> (UIWindow, UITabBarController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = UITabBarController()
    for (index, tab) in tabs.enumerated() {
      tab.tabBarItem = UITabBarItem(title: "Tab \(index)", image: nil, tag: index)
    }
    controller.viewControllers = tabs
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    window.finishAppearanceTransitions()
    return (window, controller)
  }

  @Test("The tab bar turns transparent when the last of 30 rows reaches its top: offset 559")
  func tabBarFollowsBottomEdge() {
    let list = ListScreen(rows: [30])
    let (window, tabs) = tabScene([list])
    let table = list.table
    let bar = tabs.tabBar
    // The inset at the bottom: the bar (49) and the home indicator (34); 30 rows of 44 pt.
    #expect(table.adjustedContentInset.bottom == 83)
    #expect(table.contentSize.height == 1320)
    #expect(table.contentOffset.y == -47)
    #expect(!bar.atScrollEdge)
    let standard = bar.resolvedAppearance()
    #expect(standard.backgroundEffect?.style == .systemChromeMaterial)
    #expect(standard.shadowColor == UIBarAppearance.defaultShadowColor)
    // The last row's bottom meets the bar's top (844 − 83 = 761 on screen) at offset
    // 1320 − 844 + 83 = 559.
    table.contentOffset = CGPoint(x: 0, y: 559)
    window.layoutIfNeeded()
    #expect(bar.atScrollEdge)
    #expect(bar.resolvedAppearance().isTransparent)
    table.contentOffset = CGPoint(x: 0, y: 558)
    window.layoutIfNeeded()
    #expect(!bar.atScrollEdge)
    #expect(bar.resolvedAppearance() === standard)
    // An assigned scroll-edge appearance is drawn at the edge, with its item colours.
    let edge = UITabBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .systemYellow
    edge.stackedLayoutAppearance.selected.iconColor = .systemGreen
    bar.scrollEdgeAppearance = edge
    table.contentOffset = CGPoint(x: 0, y: 600)
    window.layoutIfNeeded()
    #expect(bar.resolvedAppearance().backgroundColor == .systemYellow)
    #expect(bar.buttons[0].imageView.tintColor == .systemGreen)
  }

  @Test("Ten rows end above the bar: transparent at rest; a legacy tint fills only the standard")
  func shortListLeavesTabBarTransparent() {
    // 10 · 44 = 440 pt of content ends at 47 + 440 = 487 on screen, above the bar's top (761).
    let list = ListScreen(rows: [10])
    let (_, tabs) = tabScene([list])
    let bar = tabs.tabBar
    #expect(bar.atScrollEdge)
    #expect(bar.resolvedAppearance().isTransparent)
    bar.barTintColor = .systemRed
    #expect(bar.resolvedAppearance().isTransparent)
    // A bar of its own follows no content: always the standard appearance, tinted.
    let standalone = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    standalone.barTintColor = .systemRed
    #expect(standalone.resolvedAppearance().backgroundColor == .systemRed)
    #expect(!standalone.resolvedAppearance().isTransparent)
  }

  @Test("In a navigation controller the bar follows the shown list; a tab switch re-reads the edge")
  func tabBarFollowsNavigationAndTabSwitch() {
    // 20 rows: 880 pt; the switch at 880 − 844 + 83 = 119, whatever the top inset (47 + 44).
    let long = ListScreen(rows: [20])
    let navigation = UINavigationController(rootViewController: long)
    let short = ListScreen(rows: [3])
    let (window, tabs) = tabScene([navigation, short])
    let table = long.table
    let bar = tabs.tabBar
    #expect(table.adjustedContentInset.top == 91)
    #expect(table.adjustedContentInset.bottom == 83)
    #expect(!bar.atScrollEdge)
    table.contentOffset = CGPoint(x: 0, y: 118)
    window.layoutIfNeeded()
    #expect(!bar.atScrollEdge)
    table.contentOffset = CGPoint(x: 0, y: 119)
    window.layoutIfNeeded()
    #expect(bar.atScrollEdge)
    table.contentOffset = CGPoint(x: 0, y: 0)
    window.layoutIfNeeded()
    #expect(!bar.atScrollEdge)
    // The second tab's three rows end above the bar.
    tabs.selectedIndex = 1
    window.layoutIfNeeded()
    #expect(bar.atScrollEdge)
    tabs.selectedIndex = 0
    window.layoutIfNeeded()
    #expect(!bar.atScrollEdge)
  }
}
