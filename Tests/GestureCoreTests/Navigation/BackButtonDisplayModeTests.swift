import Foundation
import Testing

@testable import GestureCore

@Suite("UINavigationItem.backButtonDisplayMode: the back button's title")
@MainActor
struct BackButtonDisplayModeTests {
  @Test("Default: the back title or the title; generic: Back; minimal: the chevron alone")
  func modes() {
    let item = UINavigationItem(title: "Onboarding")
    #expect(item.backButtonDisplayMode == .default)
    #expect(item.backTitle == "Onboarding")
    item.backButtonTitle = "Intro"
    #expect(item.backTitle == "Intro")
    item.backButtonDisplayMode = .generic
    #expect(item.backTitle == "Back")
    item.backButtonDisplayMode = .minimal
    #expect(item.backTitle == "")
    // A back bar button item shows its own title whatever the mode.
    item.backBarButtonItem = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
    #expect(item.backTitle == "Done")
  }

  @Test("Minimal: the pushed screen's back button is the chevron, 26 pt wide")
  func minimalButton() {
    let first = UIViewController()
    first.title = "Onboarding"
    first.navigationItem.backButtonDisplayMode = .minimal
    let navigation = UINavigationController(rootViewController: first)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(UIViewController(), animated: false)
    window.layoutIfNeeded()
    func descendants(_ view: UIView) -> [UIView] {
      view.subviews + view.subviews.flatMap(descendants)
    }
    let back = descendants(navigation.navigationBar).compactMap { $0 as? NavigationBackButton }
    #expect(back.count == 1)
    // 8 pt inset, the 12 pt chevron, the 6 pt gap and no title.
    #expect(back.first?.fittingWidth == 26)
    #expect(back.first?.label.text == "")
  }
}
