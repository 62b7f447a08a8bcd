import Foundation
import Testing
import UIKit

/// View-level snippets: hit-testing overrides, transforms, the responder chain, appearance
/// (tint, colours, fonts, sizeToFit) and a view controller's life cycle with a child.
@Suite("Corpus: views, controllers and appearance")
@MainActor
struct ViewSnippetTests {
  @Test("EnlargedHitAreaButton: point(inside:with:) reaches 44 × 44 around a 24 pt icon")
  func enlargedHitArea() {
    let harness = SnippetHarness()
    let button = EnlargedHitAreaButton(frame: CGRect(x: 100, y: 200, width: 24, height: 24))
    var taps: [String] = []
    button.addAction(UIAction { _ in taps.append("tap") }, for: .touchUpInside)
    harness.launch(view: button)
    // 5 pt left of the icon: inside the 10 pt margin.
    harness.tap(CGPoint(x: 95, y: 205), at: 0.1)
    // 15 pt left: outside.
    harness.tap(CGPoint(x: 85, y: 205), at: 0.5)
    // 9 pt below.
    harness.tap(CGPoint(x: 112, y: 233), at: 0.9)
    harness.run(until: 1.2)
    #expect(taps == ["tap", "tap"])
    #expect(button.point(inside: CGPoint(x: -10, y: -10), with: nil))
    #expect(!button.point(inside: CGPoint(x: -10.5, y: 0), with: nil))
  }

  @Test("PassthroughView: touches on the overlay reach the map below, its button still works")
  func passthrough() {
    let harness = SnippetHarness()
    var log: [String] = []
    harness.launch { root in
      let map = UIView(frame: root.bounds)
      map.addGestureRecognizer(MapTapRecorder.recognizer { log.append("map") })
      root.addSubview(map)
      let overlay = PassthroughView(frame: root.bounds)
      let locate = UIButton(type: .system)
      locate.frame = CGRect(x: 300, y: 600, width: 56, height: 56)
      locate.addAction(UIAction { _ in log.append("locate") }, for: .touchUpInside)
      overlay.addSubview(locate)
      root.addSubview(overlay)
    }
    harness.tap(CGPoint(x: 100, y: 100), at: 0.1)
    harness.tap(CGPoint(x: 328, y: 628), at: 0.6)
    harness.run(until: 1)
    #expect(log == ["map", "locate"])
  }

  @Test("StickerView: scale, rotation and offset concatenated; points mapped back by inverted()")
  func transforms() throws {
    let harness = SnippetHarness()
    let sticker = StickerView(frame: CGRect(x: 137.5, y: 280, width: 100, height: 40))
    sticker.accessibilityIdentifier = "sticker"
    sticker.setScale(2, rotation: .pi / 2, offset: CGPoint(x: 10, y: 0))
    // Scaled by 2, then turned a quarter: (a, b, c, d) = (0, 2, −2, 0), then moved 10 pt.
    let t = sticker.transform
    #expect(abs(t.a) < 1e-12 && abs(t.b - 2) < 1e-12 && abs(t.c + 2) < 1e-12 && abs(t.d) < 1e-12)
    #expect(t.tx == 10 && t.ty == 0)
    // 10 pt right and 50 pt below the center: undo the move, the quarter turn, the scale.
    let back = sticker.untransformedOffset(ofSuperviewPoint: CGPoint(x: 197.5, y: 350))
    #expect(abs(back.x - 25) < 1e-12 && abs(back.y) < 1e-12)

    // rotated(by:) and scaledBy(x:y:) act before the existing transform, so the offset stays.
    sticker.setScale(1, rotation: 0, offset: CGPoint(x: 10, y: 0))
    sticker.nudge()
    let nudged = sticker.transform
    #expect(abs(nudged.a - 1.1 * cos(.pi / 12)) < 1e-12)
    #expect(abs(nudged.b - 1.1 * sin(.pi / 12)) < 1e-12)
    #expect(nudged.tx == 10 && nudged.ty == 0)

    // Turned a quarter, the sticker takes touches where it is drawn, outside its frame's
    // untransformed rectangle.
    sticker.setScale(1, rotation: .pi / 2, offset: .zero)
    var locations: [CGPoint] = []
    sticker.addGestureRecognizer(
      MapTapRecorder.recognizer(reporting: { locations.append($0) }, in: sticker))
    harness.launch(view: sticker)
    harness.tap(CGPoint(x: 187.5, y: 340), at: 0.1)
    harness.run(until: 0.5)
    let location = try #require(locations.first)
    #expect(abs(location.x - 90) < 1e-9 && abs(location.y - 20) < 1e-9)
  }

  @Test("UIView.parentViewController: up the responder chain, through a child controller")
  func responderChain() {
    let harness = SnippetHarness()
    let dashboard = DashboardViewController()
    harness.launch(dashboard)
    harness.run(until: 1.0 / 60)
    let stats = dashboard.statsController
    let label = UILabel()
    stats.view.addSubview(label)
    #expect(label.parentViewController === stats)
    #expect(stats.view.parentViewController === stats)
    #expect(label.firstViewController(ofType: DashboardViewController.self) === dashboard)
    #expect(dashboard.view.parentViewController === dashboard)
    #expect(harness.window.parentViewController == nil)
  }

  @Test("ThemedSettingsViewController: tint inherited from the root view, text sized to fit")
  func appearance() {
    let harness = SnippetHarness()
    let controller = ThemedSettingsViewController()
    harness.launch(controller)
    harness.run(until: 1.0 / 60)
    // "Settings" at 30 pt: 8 × 15 by 36.
    #expect(controller.titleLabel.frame == CGRect(x: 20, y: 60, width: 120, height: 36))
    #expect(controller.titleLabel.font == UIFont.systemFont(ofSize: 30, weight: .bold))
    // Title-only buttons: the title's size plus 6 pt above and below.
    #expect(controller.saveButton.frame == CGRect(x: 20, y: 120, width: 40, height: 36))
    #expect(controller.resetButton.frame == CGRect(x: 20, y: 180, width: 90, height: 36))
    let brand = ThemedSettingsViewController.brandColor
    #expect(controller.saveButton.tintColor == brand)
    #expect(controller.saveButton.currentTitleColor == brand)
    #expect(controller.resetButton.currentTitleColor == ThemedSettingsViewController.warningColor)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.2, 0.4, 0.8, 1])
    // A tint set on the root view reaches views added later.
    let later = UIView()
    controller.view.addSubview(later)
    #expect(later.tintColor == brand)
  }

  @Test("DashboardViewController: load, appear and layout in UIKit's order, with its child")
  func lifecycle() {
    let harness = SnippetHarness()
    let dashboard = DashboardViewController()
    harness.launch(dashboard)
    harness.tap(CGPoint(x: 76, y: 302), at: 1)
    harness.run(until: 0.5)
    #expect(
      harness.prints == [
        "Dashboard viewDidLoad", "Stats willMove(toParent: Dashboard)", "Stats viewDidLoad",
        "Stats didMove(toParent: Dashboard)", "Dashboard viewWillAppear", "Stats viewWillAppear",
        "Dashboard viewDidLayoutSubviews 375.0", "Stats viewDidAppear", "Dashboard viewDidAppear",
      ])
    #expect(dashboard.children.first === dashboard.statsController)
    #expect(dashboard.statsController.view.frame == CGRect(x: 16, y: 100, width: 343, height: 160))
    harness.run(until: 1.5)
    #expect(
      Array(harness.prints.dropFirst(9)) == [
        "Stats willMove(toParent: nil)", "Stats viewWillDisappear", "Stats viewDidDisappear",
        "Stats didMove(toParent: nil)", "Dashboard viewDidLayoutSubviews 375.0",
      ])
    #expect(dashboard.children.isEmpty)
  }
}

/// Tap recognizers for the tests, with closures as their actions through the corpus's own
/// `UIGestureRecognizer(handler:)` extension.
@MainActor
private enum MapTapRecorder {
  static func recognizer(_ action: @escaping () -> Void) -> UITapGestureRecognizer {
    UITapGestureRecognizer { _ in action() }
  }

  static func recognizer(reporting report: @escaping (CGPoint) -> Void, in view: UIView)
    -> UITapGestureRecognizer
  {
    UITapGestureRecognizer { [weak view] tap in report(tap.location(in: view)) }
  }
}
