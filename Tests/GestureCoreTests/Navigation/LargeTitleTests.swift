import Foundation
import Testing

@testable import GestureCore

/// A controller whose view is a scroll view of content 375 × 2000 pt.
@MainActor
private final class ScrollingScreen: UIViewController {
  override func loadView() {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.backgroundColor = .white
    view = scrollView
  }
  var scrollView: UIScrollView { view as! UIScrollView }
}

/// A 375 × 667 window with a 20 pt status bar showing a navigation controller whose bar
/// prefers large titles, rooted at a scrolling "Inbox", touches scripted as a scenario's.
@MainActor
private final class LargeTitleHarness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let navigation: UINavigationController
  let root = ScrollingScreen()
  private var inputs: [TouchInput] = []

  init(mode: UINavigationItem.LargeTitleDisplayMode = .automatic) {
    root.title = "Inbox"
    root.navigationItem.largeTitleDisplayMode = mode
    navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    window.layoutIfNeeded()
  }

  var bar: UINavigationBar { navigation.navigationBar }

  /// Scrolls the root's content `distance` points from its top.
  func scroll(to distance: CGFloat) {
    root.scrollView.contentOffset = CGPoint(x: 0, y: -116 + distance)
    window.layoutIfNeeded()
  }

  /// A finger from (200, 400) moving up `distance` pt over 0.5 s, held still 0.2 s, lifted.
  func drag(up distance: CGFloat) {
    let steps = 30
    inputs.append(TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 200, y: 400)))
    for step in 1...steps {
      let y = 400 - distance * CGFloat(step) / CGFloat(steps)
      inputs.append(
        TouchInput(
          time: 0.5 * Double(step) / Double(steps), touch: 0, phase: .moved,
          location: CGPoint(x: 200, y: y)))
    }
    inputs.append(
      TouchInput(time: 0.7, touch: 0, phase: .ended, location: CGPoint(x: 200, y: 400 - distance)))
  }

  func run(for duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while simulation.nextFrame() != nil {}
  }
}

@Suite("Navigation: large titles that collapse and stretch with the content, bar appearances")
@MainActor
struct LargeTitleTests {
  /// The large title's ascender: 1901/2048 of 34 pt.
  private let ascender: CGFloat = 1901.0 / 2048 * 34

  @Test("At rest: a 96 pt bar under the status bar; the scroll view's inset includes it")
  func resting() throws {
    let harness = LargeTitleHarness()
    #expect(harness.bar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
    // 20 (status bar) + 96 (bar).
    #expect(harness.root.scrollView.adjustedContentInset.top == 116)
    #expect(harness.root.scrollView.contentOffset.y == -116)
    let content = try #require(harness.bar.content)
    #expect(content.showsLargeTitle)
    #expect(content.largeTitleLabel.text == "Inbox")
    #expect(content.largeTitleLabel.font == UIFont.systemFont(ofSize: 34, weight: .bold))
    // The 52 pt row under the 44 pt one; the title at x 16, its baseline 40 pt down the row.
    #expect(content.largeRow.frame == CGRect(x: 0, y: 44, width: 375, height: 52))
    #expect(content.largeTitleLabel.frame.minX == 16)
    let label = content.largeTitleLabel
    let baseline = label.frame.minY + ascender + (label.frame.height - label.font.lineHeight) / 2
    #expect(abs(baseline - 40) < 1e-9)
    // The small title is hidden while the large one is expanded.
    #expect(content.titleLabel.alpha == 0)
  }

  @Test("The bar follows the content: 96 at the top, 116 pulled 20 down, 70 half, 44 collapsed")
  func heightFollowsOffset() throws {
    let harness = LargeTitleHarness()
    let expected: [(CGFloat, CGFloat)] = [(0, 96), (-20, 116), (26, 70), (52, 44), (200, 44)]
    for (distance, height) in expected {
      harness.scroll(to: distance)
      #expect(harness.bar.frame.height == height, "scrolled \(distance)")
      #expect(harness.bar.frame.minY == 20)
    }
    // The inset stays the resting bar's, whatever the offset.
    #expect(harness.root.scrollView.adjustedContentInset.top == 116)
  }

  @Test("Half collapsed: the title moves up, clipped; the small title fades in")
  func halfCollapsed() throws {
    let harness = LargeTitleHarness()
    harness.scroll(to: 26)
    let content = try #require(harness.bar.content)
    #expect(content.largeRow.frame == CGRect(x: 0, y: 44, width: 375, height: 26))
    #expect(content.largeRow.clipsToBounds)
    // Baseline 12 pt above the row's bottom: 14 pt down the 26 pt row.
    let label = content.largeTitleLabel
    let baseline = label.frame.minY + ascender + (label.frame.height - label.font.lineHeight) / 2
    #expect(abs(baseline - 14) < 1e-9)
    // 1 − 26 / (12 + 31.56) = 0.4031.
    #expect(abs(content.titleLabel.alpha - (1 - 26 / (12 + ascender))) < 1e-9)
    harness.scroll(to: 52)
    #expect(content.titleLabel.alpha == 1)
    #expect(content.largeRow.frame.height == 0)
  }

  @Test("Pulled 20 pt past the top: the title grows 4 % about its left end and baseline")
  func stretched() throws {
    let harness = LargeTitleHarness()
    harness.scroll(to: -20)
    let label = try #require(harness.bar.content?.largeTitleLabel)
    #expect(abs(label.transform.a - 1.04) < 1e-12 && abs(label.transform.d - 1.04) < 1e-12)
    // The drawn left edge stays at 16 pt: frame (under the transform) starts there.
    #expect(abs(label.frame.minX - 16) < 1e-9)
    // Pulled 100 pt: at most 10 %.
    harness.scroll(to: -100)
    #expect(abs(label.transform.a - 1.1) < 1e-12)
  }

  @Test("Display modes: never keeps 44 pt and a 64 pt inset; automatic follows the item below")
  func displayModes() {
    let never = LargeTitleHarness(mode: .never)
    #expect(never.bar.frame.height == 44)
    #expect(never.root.scrollView.adjustedContentInset.top == 64)
    let bar = UINavigationBar(frame: .zero)
    bar.prefersLargeTitles = true
    let items = [UINavigationItem(title: "A"), UINavigationItem(title: "B")]
    #expect(bar.showsLargeTitle(for: items[1], in: items))
    items[0].largeTitleDisplayMode = .never
    #expect(!bar.showsLargeTitle(for: items[1], in: items))
    items[1].largeTitleDisplayMode = .always
    #expect(bar.showsLargeTitle(for: items[1], in: items))
    bar.prefersLargeTitles = false
    #expect(!bar.showsLargeTitle(for: items[1], in: items))
  }

  @Test("Released half collapsed, the bar snaps: 45 pt up to collapsed, 15 pt up to expanded")
  func snaps() {
    let up = LargeTitleHarness()
    up.drag(up: 45)
    up.run(for: 1.5)
    #expect(abs(up.root.scrollView.contentOffset.y - (-116 + 52)) < 1e-6)
    #expect(up.bar.frame.height == 44)
    let down = LargeTitleHarness()
    down.drag(up: 15)
    down.run(for: 1.5)
    #expect(abs(down.root.scrollView.contentOffset.y - (-116)) < 1e-6)
    #expect(down.bar.frame.height == 96)
  }

  @Test("Pushing a small-title screen animates the bar from 96 to 44 pt; popping back to 96")
  func pushAnimatesHeight() throws {
    let harness = LargeTitleHarness()
    let detail = ScrollingScreen()
    detail.title = "Message"
    detail.navigationItem.largeTitleDisplayMode = .never
    harness.navigation.pushViewController(detail, animated: true)
    // The model takes the arriving height at once, inside the slide's animations.
    #expect(harness.bar.frame.height == 44)
    harness.run(for: 0.5)
    #expect(detail.scrollView.adjustedContentInset.top == 64)
    harness.navigation.popViewController(animated: true)
    #expect(harness.bar.frame.height == 96)
    harness.run(for: 0.5)
    #expect(harness.bar.frame.height == 96)
  }

  @Test("Scroll edge: transparent at the top and while collapsing, the standard one scrolled")
  func scrollEdgeAppearance() throws {
    let harness = LargeTitleHarness()
    let bar = harness.bar
    #expect(bar.resolvedAppearance().isTransparent)
    harness.scroll(to: 30)
    #expect(bar.resolvedAppearance().isTransparent)
    harness.scroll(to: 53)
    #expect(bar.resolvedAppearance() === bar.standardAppearance)
    #expect(bar.resolvedAppearance().backgroundEffect?.style == .systemChromeMaterial)
    // Assigned appearances are copies; the item's wins over the bar's.
    let edge = UINavigationBarAppearance()
    edge.configureWithOpaqueBackground()
    edge.backgroundColor = .systemRed
    bar.scrollEdgeAppearance = edge
    edge.backgroundColor = .systemGreen
    harness.scroll(to: 0)
    #expect(bar.resolvedAppearance().backgroundColor == .systemRed)
    let own = UINavigationBarAppearance()
    own.backgroundColor = .systemYellow
    harness.root.navigationItem.standardAppearance = own
    harness.scroll(to: 100)
    #expect(bar.resolvedAppearance().backgroundColor == .systemYellow)
    // A bar without a navigation controller always draws its standard appearance.
    let lone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(lone.resolvedAppearance() === lone.standardAppearance)
  }

  @Test("Appearance presets: default, opaque and transparent backgrounds; copies")
  func presets() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
    let copied = appearance.copy()
    #expect(copied.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    #expect(copied.buttonAppearance !== appearance.buttonAppearance)
    #expect(copied.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .red)
    appearance.configureWithTransparentBackground()
    #expect(appearance.isTransparent)
    let tabs = UITabBarAppearance()
    tabs.stackedLayoutAppearance.selected.iconColor = .systemOrange
    #expect(tabs.copy().stackedLayoutAppearance.selected.iconColor == .systemOrange)
  }

  @Test("Title attributes of the appearance are drawn; the bar's fill in what it leaves out")
  func titleAttributes() throws {
    let harness = LargeTitleHarness()
    let bar = harness.bar
    bar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
    let appearance = UINavigationBarAppearance()
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.systemBlue]
    appearance.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
    bar.scrollEdgeAppearance = appearance
    harness.window.layoutIfNeeded()
    let content = try #require(bar.content)
    #expect(content.largeTitleLabel.textColor == .systemBlue)
    #expect(content.largeTitleLabel.font == UIFont.systemFont(ofSize: 40, weight: .heavy))
    #expect(content.titleLabel.textColor == .systemPink)
    // Scrolled past the edge, the standard appearance's defaults.
    harness.scroll(to: 100)
    #expect(content.titleLabel.textColor == .label)
  }
}
