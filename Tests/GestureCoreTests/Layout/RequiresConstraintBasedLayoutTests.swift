import Foundation
import Testing

@testable import GestureCore

/// A view that makes its constraints in `updateConstraints()` and says so.
@MainActor
private final class SelfConstrainingView: UIView {
  override class var requiresConstraintBasedLayout: Bool { true }
  var updates = 0
  let badge = UIView()
  override func updateConstraints() {
    if updates == 0 {
      badge.translatesAutoresizingMaskIntoConstraints = false
      addSubview(badge)
      NSLayoutConstraint.activate([
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
        badge.trailingAnchor.constraint(equalTo: trailingAnchor),
        badge.topAnchor.constraint(equalTo: topAnchor),
      ])
    }
    updates += 1
    super.updateConstraints()
  }
}

/// The same, without saying so.
@MainActor
private final class QuietView: UIView {
  var updates = 0
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@Suite("requiresConstraintBasedLayout at the first layout; window levels")
@MainActor
struct RequiresConstraintBasedLayoutTests {
  @Test("A class that requires constraints gets updateConstraints once; another gets none")
  func firstUpdate() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let quiet = QuietView(frame: .zero)
    window.addSubview(view)
    window.addSubview(quiet)
    window.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(quiet.updates == 0)
    #expect(view.badge.frame == CGRect(x: 80, y: 0, width: 20, height: 20))
    window.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(UIView.requiresConstraintBasedLayout == false)
  }

  @Test("Window levels order as UIKit's: normal 0 < status bar 1000 < alert 2000")
  func windowLevels() {
    let window = UIWindow(frame: .zero)
    #expect(window.windowLevel == .normal)
    window.windowLevel = .alert + 1
    #expect(window.windowLevel.rawValue == 2001)
    #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
  }
}
