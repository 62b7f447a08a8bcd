import Testing
import UIKit

/// Snippets about who gets an action and who owns what: closure actions kept as associated
/// objects, `UIAction` buttons, target–action with a target nobody keeps, weak delegates and
/// deinit.
@Suite("Corpus: actions, ownership and delegates")
@MainActor
struct ActionSnippetTests {
  @Test("UIGestureRecognizer(handler:): the recognizer owns its closure and is its own target")
  func gestureClosure() {
    let harness = SnippetHarness()
    let card = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
    var states: [UIGestureRecognizer.State] = []
    card.addGestureRecognizer(UITapGestureRecognizer { tap in states.append(tap.state) })
    let press = UILongPressGestureRecognizer { press in states.append(press.state) }
    card.addGestureRecognizer(press)
    harness.launch(view: card)
    harness.tap(CGPoint(x: 100, y: 150), at: 0.1)
    harness.down(CGPoint(x: 100, y: 150), at: 1)
    harness.up(CGPoint(x: 100, y: 150), at: 1.7)
    harness.down(CGPoint(x: 100, y: 150), at: 3)
    harness.up(CGPoint(x: 100, y: 150), at: 3.6)
    harness.run(until: 2)
    // The tap recognizes at the lift; the press begins at 1.5 s and ends at 1.7 s.
    #expect(states == [.ended, .began, .ended])
    // Replacing the handler keeps one target: the new closure runs instead of the old one.
    var replaced: [UIGestureRecognizer.State] = []
    press.setActionHandler { press in replaced.append(press.state) }
    harness.run(until: 4)
    #expect(states == [.ended, .began, .ended])
    #expect(replaced == [.began, .ended])
  }

  @Test("UIGestureRecognizer(handler:): freed with its view, and the closure with it")
  func gestureClosureOwnership() {
    final class Screen {}
    weak var weakRecognizer: UIGestureRecognizer?
    weak var weakScreen: Screen?
    do {
      let view = UIView()
      let screen = Screen()
      weakScreen = screen
      // The closure captures the screen strongly: only the recognizer keeps it.
      let tap = UITapGestureRecognizer { _ in _ = screen }
      weakRecognizer = tap
      view.addGestureRecognizer(tap)
    }
    #expect(weakRecognizer == nil)
    #expect(weakScreen == nil)
  }

  @Test("UIButton(title:action:): a sleeve target kept by the button runs the closure per tap")
  func controlSleeve() throws {
    let harness = SnippetHarness()
    var taps = 0
    var made: UIButton?
    harness.launch { root in
      let retry = UIButton(title: "Retry") { taps += 1 }
      retry.addAction(for: .touchDown) { taps += 10 }
      retry.frame.origin = CGPoint(x: 100, y: 300)
      root.addSubview(retry)
      made = retry
    }
    harness.tap(CGPoint(x: 110, y: 310), at: 0.1)
    harness.tap(CGPoint(x: 110, y: 310), at: 0.5)
    harness.run(until: 1)
    let retry = try #require(made)
    // "Retry" at 14 pt: 5 × 7 pt wide, 16.8 pt rounded up to 17 pt high, plus 6 pt above and
    // below.
    #expect(retry.frame.size == CGSize(width: 35, height: 29))
    #expect(retry.buttonType == .system)
    #expect(taps == 22)

    weak var weakButton: UIButton?
    do {
      let button = UIButton(title: "Gone") {}
      weakButton = button
    }
    #expect(weakButton == nil)
  }

  @Test("CheckoutViewController: UIAction handlers, a system button from its primary action")
  func checkout() {
    let harness = SnippetHarness()
    let controller = CheckoutViewController()
    harness.launch(controller)
    harness.tap(CGPoint(x: 187, y: 565), at: 0.1)
    harness.tap(CGPoint(x: 187, y: 622), at: 0.5)
    harness.tap(CGPoint(x: 187, y: 505), at: 0.9)
    harness.run(until: 1.2)
    #expect(controller.log == ["tapped Pay", "cancel", "checkout.applePay"])
    #expect(controller.cancelButton.buttonType == .system)
    #expect(controller.cancelButton.currentTitle == "Cancel")
    #expect(controller.payButton.currentTitleColor == .systemBlue)
    let events = harness.details("control.action")
    #expect(events.count == 3)
  }

  @Test("ChipButton: isSelected's didSet fills the chip; the selected title and colour show")
  func chip() {
    let harness = SnippetHarness()
    let chip = ChipButton(title: "Vegan")
    chip.frame = CGRect(x: 20, y: 100, width: 120, height: 32)
    var toggles: [Bool] = []
    chip.onToggle = { toggles.append($0) }
    harness.launch(view: chip)
    harness.tap(CGPoint(x: 80, y: 116), at: 0.1)
    harness.tap(CGPoint(x: 80, y: 116), at: 0.5)
    harness.run(until: 0.3)
    #expect(chip.isSelected)
    #expect(chip.currentTitle == "✓ Vegan")
    #expect(chip.currentTitleColor == .white)
    #expect(chip.backgroundColor == .systemBlue)
    harness.run(until: 0.7)
    #expect(toggles == [true, false])
    #expect(chip.currentTitle == "Vegan")
    #expect(chip.backgroundColor == .clear)
  }

  @Test("PromoBannerViewController: the target nobody kept is gone, its taps are skipped")
  func deallocatedTargetSkipped() {
    let harness = SnippetHarness()
    harness.launch(PromoBannerViewController())
    harness.tap(CGPoint(x: 100, y: 180), at: 0.1)
    harness.tap(CGPoint(x: 100, y: 320), at: 0.5)
    harness.run(until: 1)
    #expect(harness.prints == ["tap on home"])
    let actions = harness.details("gesture.action")
    #expect(actions.count == 2)
    #expect(actions.first?.hasSuffix("→ target TapTracker") == true)
    #expect(actions.last?.hasSuffix("→ skipped: target TapTracker deallocated") == true)
  }

  @Test("RatingView: the weak delegate hears the rating; the controller is freed when replaced")
  func weakDelegateAndDeinit() {
    let harness = SnippetHarness()
    weak var weakController: ReviewViewController?
    let ratingView: RatingView
    do {
      let controller = ReviewViewController()
      weakController = controller
      ratingView = controller.ratingView
      let window = harness.window
      controller.onRated = { [weak window] _ in window?.rootViewController = UIViewController() }
      harness.launch(controller)
    }
    // The fourth star: 77 + 3 × 44 + 22.
    harness.tap(CGPoint(x: 231, y: 322), at: 0.2)
    harness.run(until: 0.5)
    #expect(ratingView.rating == 4)
    #expect(harness.prints == ["rated 4", "ReviewViewController deinit"])
    #expect(weakController == nil)
    // The view outlived its controller here (the test holds it); its weak delegate is nil.
    #expect(ratingView.delegate == nil)
    #expect(ratingView.window == nil)
  }
}
