import Foundation
import Testing

@testable import GestureCore

@Suite("Navigation in a right-to-left app: the slide's direction is not modelled")
@MainActor
struct RightToLeftNavigationTests {
  /// Pushes two screens, animated, in a window running `direction`; returns the
  /// `layout.unsupported` details recorded.
  private func pushTwice(_ direction: UIUserInterfaceLayoutDirection) -> [String] {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.screenLayoutDirection = direction
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    SimulationContext.$scheduler.withValue(window.scheduler) {
      navigation.pushViewController(UIViewController(), animated: true)
    }
    window.scheduler.advance(to: 1)
    SimulationContext.$scheduler.withValue(window.scheduler) {
      navigation.pushViewController(UIViewController(), animated: true)
    }
    window.scheduler.advance(to: 2)
    return window.eventLog.pending.filter { $0.kind == "layout.unsupported" }.map(\.detail)
  }

  @Test("A push in a right-to-left app warns once per run; none in left to right")
  func warnsOnce() {
    #expect(
      pushTwice(.rightToLeft) == [
        "right-to-left navigation transition: the pushed screen slides in from the right edge "
          + "here; UIKit slides it in from the left"
      ])
    #expect(pushTwice(.leftToRight).isEmpty)
  }
}
