import Foundation
import Testing

@testable import GestureCore

/// A controller that builds a full-screen scroll view in `viewDidLoad`, as app code does.
@MainActor
private final class FeedController: UIViewController {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.contentSize = CGSize(width: 375, height: 1200)
    view.addSubview(scrollView)
  }
}

@Suite("The initial offset of a scroll view with adjusted insets is placed at layout")
@MainActor
struct ScrollInitialOffsetTests {
  /// A full-screen scroll view on an iPhone X's 375 × 812 window (44 pt top, 34 pt bottom
  /// safe area) whose content, a 1200 pt tall view, sets `contentSize` by its constraints.
  private func autoLayoutScene() -> (UIWindow, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: window.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    return (window, scrollView)
  }

  @Test("Content sized by Auto Layout under a 44 pt top safe area rests at −44")
  func autoLayoutContentRestsBelowSafeArea() {
    let (window, scrollView) = autoLayoutScene()
    window.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 1200))
    #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
    // Later passes leave it alone, and a drag's offset is not replaced.
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    scrollView.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
  }

  @Test("With an explicit contentSize it rests at −44 as soon as it is added, and after layout")
  func explicitContentSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 375, height: 1200)
    window.addSubview(scrollView)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
  }

  @Test("A scroll view built in viewDidLoad rests at −20 under a 20 pt status bar")
  func builtInViewDidLoad() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20)
    let controller = FeedController()
    window.rootViewController = controller
    window.layoutIfNeeded()
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test("An offset the code sets before the first layout pass is kept")
  func codeOffsetKept() {
    let (window, scrollView) = autoLayoutScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 30)
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
  }

  @Test("With the adjustment off it rests at 0")
  func adjustmentNever() {
    let (window, scrollView) = autoLayoutScene()
    scrollView.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(scrollView.contentOffset == .zero)
  }
}
