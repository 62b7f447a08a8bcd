import Foundation
import Testing

@testable import GestureCore

@Suite("Layout margins: defaults, the guide, safe area, superview margins, root views")
@MainActor
struct LayoutMarginsTests {
  final class MarginWatcher: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { changes += 1 }
  }

  @Test("8 pt each side by default; the guide follows a change at the next pass")
  func defaultsAndGuide() {
    let harness = LayoutHarness()
    let card = MarginWatcher(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
    harness.root.addSubview(card)
    #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(
      card.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    let content = harness.view("content", in: card)
    let guide = card.layoutMarginsGuide
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    #expect(harness.frame(of: content) == CGRect(x: 8, y: 8, width: 184, height: 84))
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    card.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 4, leading: 12, bottom: 6, trailing: 20)
    #expect(card.changes == 1)
    #expect(card.layoutMargins == UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 20))
    #expect(harness.frame(of: content) == CGRect(x: 12, y: 4, width: 168, height: 90))
    card.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 6, right: 20)
    #expect(card.changes == 1)
    #expect(!content.hasAmbiguousLayout)
  }

  @Test("insetsLayoutMarginsFromSafeArea adds the safe area the view overlaps")
  func safeArea() {
    let harness = LayoutHarness(safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(harness.root.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
    #expect(
      harness.root.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 52, leading: 8, bottom: 42, trailing: 8))
    harness.root.insetsLayoutMarginsFromSafeArea = false
    #expect(harness.root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test("preservesSuperviewLayoutMargins: the superview's 16 pt reaches 12 pt into a view at x = 4")
  func preservesSuperview() {
    let harness = LayoutHarness()
    harness.root.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let child = UIView(frame: CGRect(x: 4, y: 30, width: 371, height: 100))
    harness.root.addSubview(child)
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    child.preservesSuperviewLayoutMargins = true
    #expect(child.layoutMargins == UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 16))
  }

  @Test("A controller's root view: 16 pt sides at 375 pt, 20 pt at 414 pt, plus the safe area")
  func rootViewMinimum() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    #expect(
      controller.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 10, trailing: 4)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 16))
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 4))

    let wide = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
    let other = UIViewController()
    wide.rootViewController = other
    #expect(other.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
  }
}
