import Foundation
import GestureCore
import Testing

// This file imports the core without `@testable`, as an app's file imports UIKit: only public
// API is visible, so it checks that iOS-style code compiles unchanged apart from the action
// spelling (a method reference for `#selector`), and that the common calls are not ambiguous.

/// The view controller of docs' user-code note: a card dragged by a pan recognizer whose
/// target is the controller, plus a button with a target–action pair and a UIAction.
@MainActor
private final class CardViewController: UIViewController {
  private let card = UIView(frame: CGRect(x: 40, y: 80, width: 120, height: 120))
  let buyButton = UIButton(frame: CGRect(x: 40, y: 400, width: 200, height: 44))
  var purchases: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    card.accessibilityIdentifier = "card"
    view.addSubview(card)
    card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardViewController.pan))
    view.addSubview(buyButton)
    buyButton.addTarget(self, action: CardViewController.buy, for: .touchUpInside)
    buyButton.addAction(
      UIAction(title: "Log") { [weak self] action in
        self?.purchases.append("UIAction from \((action.sender as? UIButton) === self?.buyButton)")
      }, for: .touchUpInside)
  }

  func pan(_ g: UIPanGestureRecognizer) {
    let t = g.translation(in: view)
    card.center.x += t.x
    card.center.y += t.y
    g.setTranslation(.zero, in: view)
  }

  func buy(_ sender: UIButton) {
    purchases.append("buy \(sender.frame.width)")
  }

  var cardCenter: CGPoint { card.center }

  func detach() {
    buyButton.removeTarget(self, action: CardViewController.buy, for: .touchUpInside)
    buyButton.removeTarget(nil, action: nil, for: .allEvents)
  }
}

@Suite("App code spelled as for iOS compiles against the public API and runs")
@MainActor
struct UserCodeSpellingTests {
  @Test("The pan drags the card by the finger's travel after the 10 pt hysteresis")
  func cardDrag() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = CardViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let inputs = [
      TouchInput(time: 0, touch: 0, phase: .began, location: CGPoint(x: 100, y: 140)),
      TouchInput(time: 0.05, touch: 0, phase: .moved, location: CGPoint(x: 110, y: 140)),
      TouchInput(time: 0.1, touch: 0, phase: .moved, location: CGPoint(x: 150, y: 140)),
      TouchInput(time: 0.15, touch: 0, phase: .ended, location: CGPoint(x: 150, y: 140)),
      TouchInput(time: 0.3, touch: 1, phase: .began, location: CGPoint(x: 100, y: 420)),
      TouchInput(time: 0.35, touch: 1, phase: .ended, location: CGPoint(x: 100, y: 420)),
    ]
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0.4, input: inputs)
    while simulation.nextFrame() != nil {}
    // Began at 10 pt with (0, 0) (the hysteresis removed), then 40 pt more: 100 + 40.
    #expect(controller.cardCenter == CGPoint(x: 140, y: 140))
    #expect(controller.purchases == ["buy 200.0", "UIAction from true"])

    controller.detach()
    controller.buyButton.sendActions(for: .touchUpInside)
    #expect(controller.purchases == ["buy 200.0", "UIAction from true", "UIAction from true"])
  }
}
