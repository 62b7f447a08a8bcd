import Foundation
import Testing

@testable import GestureCore

/// A root controller that names itself in `viewDidLoad`, as app code does.
@MainActor
private final class TitledInViewDidLoad: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
  }
}

/// A controller whose label is pinned 20 pt after the safe area's leading edge.
@MainActor
private final class PinnedLabelScreen: UIViewController {
  let label = UILabel()
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "A"
    label.text = "pinned"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
  }
}

/// A 375 × 667 window showing `navigation`, touches scripted as a scenario's.
@MainActor
private final class Harness {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let navigation: UINavigationController
  private var inputs: [TouchInput] = []
  private var recorded: [TimelineEvent] = []

  init(_ root: UIViewController) {
    navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
  }

  func touch(_ phase: UITouch.Phase, _ x: CGFloat, at time: Double) {
    inputs.append(TouchInput(time: time, touch: 0, phase: phase, location: CGPoint(x: x, y: 300)))
  }

  func run(for duration: Double) {
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: duration, input: inputs)
    while let frame = simulation.nextFrame() { recorded += frame.events }
  }

  func events(_ kind: String) -> [String] {
    (recorded + window.eventLog.pending).filter { $0.kind == kind }.map(\.detail)
  }
}

/// Records the interactive pop's velocity when it ends.
@MainActor
private final class VelocityProbe {
  var ended: CGPoint?
  func attach(to recognizer: UIGestureRecognizer?) {
    (recognizer as? UIPanGestureRecognizer)?.addAction { [weak self] recognizer in
      guard recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer else {
        return
      }
      self?.ended = pan.velocity(in: nil)
    }
  }
}

@Suite("Navigation: the root's title, a still release, the sliding layout and titles")
@MainActor
struct NavigationTitleAndSlideTests {
  @Test("A root controller's title set in viewDidLoad is the bar's title; a later one redraws")
  func rootTitleFromViewDidLoad() {
    let root = TitledInViewDidLoad()
    let harness = Harness(root)
    harness.navigation.view.layoutIfNeeded()
    #expect(root.navigationItem.title == "Settings")
    #expect(harness.navigation.navigationBar.content?.titleLabel.text == "Settings")
    root.title = "General"
    #expect(harness.navigation.navigationBar.content?.titleLabel.text == "General")
    // Setting title sets the item's title, one of its own included (UIKit's setTitle:).
    root.navigationItem.title = "Item"
    #expect(harness.navigation.navigationBar.content?.titleLabel.text == "Item")
    root.title = "Later"
    #expect(root.navigationItem.title == "Later")
    #expect(harness.navigation.navigationBar.content?.titleLabel.text == "Later")
  }

  /// An edge pan from x 5: it begins 15 pt later (x 20, translation 0), then moves 4 pt a
  /// frame (240 pt/s) for 45 frames to x 200, a translation of 180 pt (48 % of 375).
  private func scrub(_ harness: Harness, hold: Double) -> Double {
    harness.touch(.began, 5, at: 0)
    harness.touch(.moved, 20, at: 0.02)
    var t = 0.02
    for step in 1...45 {
      t = 0.02 + Double(step) / 60
      harness.touch(.moved, 20 + CGFloat(step) * 4, at: t)
    }
    harness.touch(.ended, 200, at: t + hold)
    return t + hold
  }

  private func pushedStack() -> (Harness, UIViewController, UIViewController) {
    let a = UIViewController()
    a.title = "A"
    let b = UIViewController()
    b.title = "B"
    let harness = Harness(a)
    harness.navigation.pushViewController(b, animated: false)
    harness.window.finishAppearanceTransitions()
    return (harness, a, b)
  }

  @Test("Scrubbed to 48 % and released moving at 240 pt/s, the pop completes")
  func releasedMovingCompletes() throws {
    let (harness, a, _) = pushedStack()
    let probe = VelocityProbe()
    probe.attach(to: harness.navigation.interactivePopGestureRecognizer)
    let end = scrub(harness, hold: 0)
    harness.run(for: end + 0.6)
    let velocity = try #require(probe.ended)
    // 4 pt every 1/60 s: 240 pt/s; projected 180 + 240 · 0.499 = 299.8 > 187.5.
    #expect(abs(velocity.x - 240) < 1e-6 && velocity.y == 0)
    #expect(harness.navigation.viewControllers == [a])
    #expect(harness.events("navigation.pop") == ["B → A"])
  }

  @Test("Scrubbed to 48 % and held still 0.3 s before lifting, the pop goes back")
  func heldStillCancels() throws {
    let (harness, a, b) = pushedStack()
    let probe = VelocityProbe()
    probe.attach(to: harness.navigation.interactivePopGestureRecognizer)
    let end = scrub(harness, hold: 0.3)
    harness.run(for: end + 0.6)
    // The finger rested 0.3 s (≥ 100 ms): no velocity; 180 pt < 187.5 goes back.
    #expect(probe.ended == .zero)
    #expect(harness.navigation.viewControllers == [a, b])
    #expect(harness.events("navigation.popCancelled") == ["B stays, released at 48 %"])
    #expect(harness.events("navigation.pop").isEmpty)
  }

  @Test("A label pinned to the safe area's leading edge keeps its place while its screen slides")
  func safeAreaDuringPush() {
    let a = PinnedLabelScreen()
    let harness = Harness(a)
    harness.navigation.view.layoutIfNeeded()
    #expect(a.label.frame.origin.x == 20)
    let b = UIViewController()
    SimulationContext.$scheduler.withValue(harness.window.scheduler) {
      harness.navigation.pushViewController(b, animated: true)
    }
    harness.window.scheduler.advance(to: 0.2)
    harness.window.layoutIfNeeded()
    // A's model centre is already 30 % (112.5 pt) to the left; its safe area is measured from
    // where it rests, so nothing moves inside it.
    #expect(a.view.frame.origin.x == -112.5)
    #expect(a.view.safeAreaInsets.left == 0)
    #expect(a.label.frame.origin.x == 20)
  }

  @Test("During a push the old title slides toward the back button, the new one in from the right")
  func titlesSlide() throws {
    let (harness, a, _) = pushedStack()
    _ = a
    let c = UIViewController()
    c.title = "C"
    let bar = harness.navigation.navigationBar
    let old = try #require(bar.content)
    SimulationContext.$scheduler.withValue(harness.window.scheduler) {
      harness.navigation.pushViewController(c, animated: true)
    }
    let new = try #require(bar.subviews.compactMap { $0 as? NavigationBarContent }.last)
    #expect(new !== old)
    let back = try #require(new.backTitleCenterX)
    let oldEnd = back - old.title.center.x
    #expect(oldEnd < 0)
    // Half time: ease-in-out is at 0.5.
    harness.window.scheduler.advance(to: UINavigationController.transitionDuration / 2)
    let animator = harness.window.animator
    #expect(abs(animator.presentation(of: new.title).transform.tx - 187.5 / 2) < 1e-6)
    #expect(abs(animator.presentation(of: old.title).transform.tx - oldEnd / 2) < 1e-6)
    #expect(abs(animator.presentation(of: new).alpha - 0.5) < 1e-6)
    #expect(abs(animator.presentation(of: old).alpha - 0.5) < 1e-6)
    harness.window.scheduler.advance(to: UINavigationController.transitionDuration)
    #expect(bar.content === new)
    #expect(new.title.transform == .identity)
    #expect(new.titleLabel.text == "C")
    #expect(new.backButton?.label.text == "B")
  }
}
