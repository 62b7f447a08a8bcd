import Foundation
import Testing

@testable import GestureCore

/// A controller whose view is a scroll view of content 375 × 2000 pt.
@MainActor
private final class ListScreen: UIViewController {
  override func loadView() {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.backgroundColor = .white
    view = scrollView
  }
  var scrollView: UIScrollView { view as! UIScrollView }
}

/// A screen that never shows a large title, its label placed at the top of its safe area.
@MainActor
private final class PinnedScreen: UIViewController {
  let label = UILabel()
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.largeTitleDisplayMode = .never
    view.addSubview(label)
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    label.frame = CGRect(x: 16, y: view.safeAreaInsets.top, width: 100, height: 20)
  }
}

/// A 375 × 667 window with a 20 pt status bar showing a navigation controller whose bar
/// prefers large titles, rooted at a scrolling "Mailboxes" with an expanded large title.
@MainActor
private final class Stack {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let navigation: UINavigationController
  let root = ListScreen()
  let detail = ListScreen()

  init(category: UIContentSizeCategory = .large) {
    root.title = "Mailboxes"
    detail.title = "Inbox"
    detail.navigationItem.largeTitleDisplayMode = .never
    window.screenContentSizeCategory = category
    navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    window.layoutIfNeeded()
  }

  var bar: UINavigationBar { navigation.navigationBar }
  var animator: Animator { window.animator }

  /// Runs `body` with the window's clock as the current one (animations start on it).
  func now(_ body: () -> Void) {
    SimulationContext.$scheduler.withValue(window.scheduler) { body() }
  }

  /// Advances the clock to `time` seconds.
  func advance(to time: Double) { window.scheduler.advance(to: time) }

  /// The drawn height of the bar.
  var drawnBarHeight: CGFloat { animator.presentation(of: bar).bounds.height }

  /// The drawn left edge of `view` in its superview.
  func drawnMinX(_ view: UIView) -> CGFloat {
    let drawn = animator.presentation(of: view)
    return drawn.center.x - drawn.bounds.width / 2
  }

  /// The bar contents (the leaving one first) while a transition cross-fades them.
  var contents: [NavigationBarContent] { bar.subviews.compactMap { $0 as? NavigationBarContent } }
}

/// Ease-in-out, the cubic Bézier (0.42, 0), (0.58, 1), at a quarter of its time: the curve's
/// parameter s solves 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³ = 0.25, s = 0.2250652, and the
/// progress is 3(1−s)s² + s³ = 0.1291619 (computed by bisection to 1e-15).
private let quarterProgress: CGFloat = 0.12916193104731982

@Suite("Navigation: large titles in pushes and pops, at accessibility text sizes")
@MainActor
struct LargeTitleTransitionTests {
  @Test(
    "Push to a .never screen: the bar shrinks along ease-in-out, the title leaves with its screen")
  func pushShrinks() throws {
    let stack = Stack()
    let old = try #require(stack.bar.content)
    #expect(old.largeTitleLabel.frame.minX == 16)
    stack.now { stack.navigation.pushViewController(stack.detail, animated: true) }
    // A quarter of 0.35 s: 96 − 52 × 0.12916 = 89.28 pt.
    stack.advance(to: 0.35 / 4)
    #expect(abs(stack.drawnBarHeight - (96 - 52 * quarterProgress)) < 1e-9)
    // The title moves with the root's view, 30 % of 375 over the slide: 16 − 112.5 × 0.12916.
    #expect(abs(stack.drawnMinX(old.largeTitleLabel) - (16 - 112.5 * quarterProgress)) < 1e-9)
    #expect(abs(stack.drawnMinX(stack.root.view) - (-112.5 * quarterProgress)) < 1e-9)
    // The arriving list starts under the expanded bar (−116) and follows its bottom up to −64.
    let offset = stack.animator.presentation(of: stack.detail.scrollView).bounds.minY
    #expect(abs(offset - (-116 + 52 * quarterProgress)) < 1e-9)
    // Half-way: ease-in-out is at 0.5: 70 pt, the title at 16 − 56.25.
    stack.advance(to: 0.35 / 2)
    #expect(abs(stack.drawnBarHeight - 70) < 1e-9)
    #expect(abs(stack.drawnMinX(old.largeTitleLabel) - (16 - 56.25)) < 1e-9)
    stack.advance(to: 0.35)
    #expect(stack.bar.frame.height == 44)
    #expect(stack.detail.scrollView.contentOffset.y == -64)
    #expect(stack.detail.scrollView.adjustedContentInset.top == 64)
  }

  @Test("A view pinned to the safe area of the arriving screen follows the bar's bottom edge")
  func pinnedFollowsBar() throws {
    let stack = Stack()
    let pinned = PinnedScreen()
    stack.now { stack.navigation.pushViewController(pinned, animated: true) }
    // From 20 + 96 = 116 at the start to 20 + 44 = 64: 116 − 52 × 0.12916 a quarter of the way.
    stack.advance(to: 0.35 / 4)
    let drawn = stack.animator.presentation(of: pinned.label)
    #expect(abs(drawn.center.y - 10 - (116 - 52 * quarterProgress)) < 1e-9)
    stack.advance(to: 0.35)
    #expect(pinned.label.frame.minY == 64)
  }

  @Test("Pop back to the large title: the bar grows, the title comes in with the root's view")
  func popGrows() throws {
    let stack = Stack()
    stack.now { stack.navigation.pushViewController(stack.detail, animated: true) }
    stack.advance(to: 0.5)
    stack.now { _ = stack.navigation.popViewController(animated: true) }
    let new = try #require(stack.contents.last)
    #expect(new.showsLargeTitle)
    #expect(abs(stack.drawnBarHeight - 44) < 1e-9)
    stack.advance(to: 0.5 + 0.35 / 4)
    #expect(abs(stack.drawnBarHeight - (44 + 52 * quarterProgress)) < 1e-9)
    // The root's view comes from −112.5 (parallax); its title with it, 16 pt inside it.
    let viewX = -112.5 * (1 - quarterProgress)
    #expect(abs(stack.drawnMinX(stack.root.view) - viewX) < 1e-9)
    #expect(abs(stack.drawnMinX(new.largeTitleLabel) - (16 + viewX)) < 1e-9)
    // The root's list comes down with the bar's bottom: −64 to its resting −116.
    let offset = stack.animator.presentation(of: stack.root.scrollView).bounds.minY
    #expect(abs(offset - (-64 - 52 * quarterProgress)) < 1e-9)
    stack.advance(to: 1)
    #expect(stack.bar.frame.height == 96)
    #expect(stack.root.scrollView.contentOffset.y == -116)
    #expect(new.largeTitleLabel.frame.minX == 16)
  }

  @Test("Edge-swipe back: the large title follows the scrubbed pop; cancelled, all goes back")
  func interactivePop() throws {
    let stack = Stack()
    stack.now { stack.navigation.pushViewController(stack.detail, animated: true) }
    stack.advance(to: 0.5)
    stack.now { stack.navigation.pop(to: stack.root, animated: true, interactive: true) }
    let transition = try #require(stack.navigation.transition)
    stack.now { transition.update(fraction: 0.3) }
    let new = try #require(stack.contents.last)
    // Scrubbed linearly: 30 % of the way. The root's view at −112.5 × 0.7 = −78.75, its large
    // title 16 pt inside it, the bar 44 + 52 × 0.3 = 59.6 pt tall.
    #expect(abs(stack.drawnMinX(stack.root.view) - -78.75) < 1e-9)
    #expect(abs(stack.drawnMinX(new.largeTitleLabel) - (16 - 78.75)) < 1e-9)
    #expect(abs(stack.drawnBarHeight - 59.6) < 1e-9)
    // Released at 30 %: it goes back; everything is where it was before the swipe.
    stack.now { transition.release(completing: false, fraction: 0.3) }
    stack.advance(to: 2)
    #expect(stack.navigation.viewControllers.count == 2)
    #expect(stack.bar.frame.height == 44)
    #expect(stack.bar.content?.showsLargeTitle == false)
    #expect(stack.root.scrollView.contentOffset.y == -116)
    // Then a completed pop: the list rests at −116 under the 96 pt bar, the title at 16.
    stack.now { _ = stack.navigation.popViewController(animated: true) }
    stack.advance(to: 3)
    #expect(stack.bar.frame.height == 96)
    #expect(stack.root.scrollView.contentOffset.y == -116)
    #expect(stack.bar.content?.largeTitleLabel.frame.minX == 16)
  }

  @Test(
    "At AX5 the small title is hidden under the expanded 60 pt large title, fading in as it collapses"
  )
  func accessibilitySmallTitle() throws {
    // The screen's text size, as a scenario's `contentSizeCategory` sets it: the current
    // traits while the bar is built and laid out.
    try UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
      .performAsCurrent { try accessibilitySmallTitleAtAX5() }
  }

  private func accessibilitySmallTitleAtAX5() throws {
    let stack = Stack(category: .accessibilityExtraExtraExtraLarge)
    let content = try #require(stack.bar.content)
    #expect(content.largeTitleLabel.font.pointSize == 60)
    // Expanded: 12 + the 60 pt title's ascender (55.7 pt) is taller than the 52 pt row; the
    // small title still shows nothing.
    #expect(content.titleLabel.alpha == 0)
    // Half collapsed (row 26 pt): 1 − 26 / 52.
    stack.root.scrollView.contentOffset = CGPoint(x: 0, y: -116 + 26)
    stack.window.layoutIfNeeded()
    #expect(abs(content.titleLabel.alpha - 0.5) < 1e-9)
    // At the default size the fade starts when the row is 12 + 31.56 pt: unchanged.
    #expect(
      abs(
        LargeTitle.smallTitleAlpha(row: 26, ascender: 1901.0 / 2048 * 34)
          - (1 - 26 / (12 + 1901.0 / 2048 * 34))) < 1e-9)
  }
}
