import Foundation
import Testing

@testable import GestureCore

/// A 375 × 667 window running `direction` and showing a navigation controller with A, then B
/// pushed without animation; touches scripted as a scenario's, at y 300.
@MainActor
private final class Stage {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let navigation: UINavigationController
  let a = UIViewController()
  let b = UIViewController()
  private var inputs: [TouchInput] = []
  private var recorded: [TimelineEvent] = []

  init(_ direction: UIUserInterfaceLayoutDirection, pushed: Bool = true) {
    a.title = "A"
    b.title = "B"
    window.screenLayoutDirection = direction
    navigation = UINavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.finishAppearanceTransitions()
    if pushed {
      navigation.pushViewController(b, animated: false)
      window.finishAppearanceTransitions()
    }
    navigation.view.layoutIfNeeded()
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

  /// Where B's view is drawn now (its presentation), window x of its centre.
  var drawnB: CGFloat { window.animator.presentation(of: b.view).center.x }

  /// A back swipe: down 5 pt inside the edge the pan starts from (x 370 right to left, 5 left
  /// to right), 15 pt inwards at 0.02 s (where the pan begins, translation 0), then 5 pt a
  /// frame (300 pt/s) for `steps` frames. Returns the time of the last move.
  func swipe(steps: Int, direction sign: CGFloat) -> Double {
    let start: CGFloat = sign < 0 ? 370 : 5
    touch(.began, start, at: 0)
    touch(.moved, start + sign * 15, at: 0.02)
    var t = 0.02
    for step in 1...steps {
      t = 0.02 + Double(step) / 60
      touch(.moved, start + sign * (15 + CGFloat(step) * 5), at: t)
    }
    return t
  }
}

private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

@Suite("Navigation in a right-to-left app: the mirrored slide, back swipe and bar")
@MainActor
struct RightToLeftNavigationTests {
  @Test("At the push's midpoint the new view's x is the negative of left to right's (±187.5)")
  func pushMidpoint() {
    var drawn: [UIUserInterfaceLayoutDirection: (b: CGFloat, a: CGFloat)] = [:]
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let stage = Stage(direction, pushed: false)
      SimulationContext.$scheduler.withValue(stage.window.scheduler) {
        stage.navigation.pushViewController(stage.b, animated: true)
      }
      // Ease-in-out is symmetric about its middle: at half of 0.35 s the slide is half done.
      stage.window.scheduler.advance(to: UINavigationController.transitionDuration / 2)
      let animator = stage.window.animator
      // The views' left edges: their drawn centres less half the 375 pt width.
      drawn[direction] = (
        animator.presentation(of: stage.b.view).center.x - 187.5,
        animator.presentation(of: stage.a.view).center.x - 187.5
      )
      // No warning any more: the mirrored slide is modelled.
      #expect(stage.events("layout.unsupported").isEmpty)
      stage.window.scheduler.advance(to: 1)
      #expect(stage.b.view.frame.minX == 0)
    }
    // Left to right B comes from x 375 to 0: 187.5 at half; A goes to −112.5 (30 %): −56.25.
    #expect(near(drawn[.leftToRight]!.b, 187.5))
    #expect(near(drawn[.leftToRight]!.a, -56.25))
    // Right to left B comes from −375: −187.5 at half; A moves right, to +56.25.
    #expect(near(drawn[.rightToLeft]!.b, -187.5))
    #expect(near(drawn[.rightToLeft]!.a, 56.25))
  }

  @Test("A back swipe from x 370 moving left to x 200 pops; the edge pan's edge is the right")
  func backSwipeFromRight() {
    let stage = Stage(.rightToLeft)
    let pan = stage.navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
    #expect(pan?.edges == .right)
    // 31 frames of 5 pt: from 355 (where it begins) to 200, a translation of −155 pt; released
    // moving at 300 pt/s leftwards: projected 155 + 300 · 0.499 = 304.7 > 187.5.
    let end = stage.swipe(steps: 31, direction: -1)
    stage.touch(.ended, 200, at: end)
    stage.run(for: end + 0.6)
    #expect(stage.navigation.viewControllers == [stage.a])
    #expect(stage.events("navigation.pop") == ["B → A"])
  }

  @Test("Mid-swipe the popped view sits where left to right's mirrored one does")
  func midSwipeMirrored() {
    var centres: [CGFloat] = []
    for (direction, sign) in [
      (UIUserInterfaceLayoutDirection.leftToRight, CGFloat(1)), (.rightToLeft, -1),
    ] {
      let stage = Stage(direction)
      let end = stage.swipe(steps: 20, direction: sign)
      stage.run(for: end + 0.001)
      centres.append(stage.drawnB)
      // 100 pt of the pan's translation: B has moved along with the finger.
      #expect(sign * (stage.drawnB - 187.5) > 0)
    }
    #expect(near(centres[1], 375 - centres[0]))
  }

  @Test("Right to left, a swipe from the left edge does not pop")
  func leftEdgeIgnored() {
    let stage = Stage(.rightToLeft)
    let end = stage.swipe(steps: 31, direction: 1)
    stage.touch(.ended, 5 + 170, at: end)
    stage.run(for: end + 0.6)
    #expect(stage.navigation.viewControllers == [stage.a, stage.b])
    #expect(stage.events("navigation.pop").isEmpty)
  }

  @Test("The bar lays out leading to trailing: back button at the right, left items next to it")
  func barMirrored() throws {
    let stage = Stage(.rightToLeft, pushed: false)
    let c = UIViewController()
    c.title = "C"
    let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    c.navigationItem.leftItemsSupplementBackButton = true
    c.navigationItem.leftBarButtonItem = edit
    c.navigationItem.rightBarButtonItem = done
    stage.navigation.pushViewController(c, animated: false)
    stage.navigation.view.layoutIfNeeded()
    let content = try #require(stage.navigation.navigationBar.content)
    content.layoutIfNeeded()
    let back = try #require(content.backButton)
    let editView = try #require(edit.shownView)
    let doneView = try #require(done.shownView)
    // Back button flush with the right edge, the left item 8 pt left of it, the right item
    // 16 pt from the left edge; the title stays centred.
    #expect(back.frame.maxX == 375)
    #expect(near(editView.frame.maxX, back.frame.minX - 8))
    #expect(doneView.frame.minX == 16)
    #expect(near(content.titleLabel.frame.midX, 187.5))
    // The back title is left of the chevron, which sits 8 pt in from the button's right.
    back.layoutIfNeeded()
    #expect(near(back.label.frame.maxX, back.bounds.width - 8 - 12 - 6))
  }

  @Test("During a right-to-left push the new title comes in from the left")
  func titleFromLeft() throws {
    let stage = Stage(.rightToLeft, pushed: false)
    SimulationContext.$scheduler.withValue(stage.window.scheduler) {
      stage.navigation.pushViewController(stage.b, animated: true)
    }
    let bar = stage.navigation.navigationBar
    let new = try #require(bar.subviews.compactMap { $0 as? NavigationBarContent }.last)
    stage.window.scheduler.advance(to: UINavigationController.transitionDuration / 2)
    // Starts half the bar's width to the left (−187.5): half-way, −93.75.
    #expect(near(stage.window.animator.presentation(of: new.title).transform.tx, -93.75))
  }

  @Test("The large title is right-aligned 16 pt from the right edge")
  func largeTitleRight() throws {
    let stage = Stage(.rightToLeft, pushed: false)
    stage.navigation.navigationBar.prefersLargeTitles = true
    stage.navigation.view.setNeedsLayout()
    stage.navigation.view.layoutIfNeeded()
    let content = try #require(stage.navigation.navigationBar.content)
    #expect(content.showsLargeTitle)
    content.layoutIfNeeded()
    #expect(near(content.largeTitleLabel.frame.maxX, 375 - 16))
  }

  @Test("A right-to-left tab bar puts the first tab at the right; a toolbar its first item")
  func tabBarAndToolbar() {
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
    bar.semanticContentAttribute = .forceRightToLeft
    bar.items = [
      UITabBarItem(title: "One", image: nil, tag: 0),
      UITabBarItem(title: "Two", image: nil, tag: 1),
    ]
    bar.layoutIfNeeded()
    let buttons = bar.subviews.compactMap { $0 as? TabBarButton }
    // Slots of 150 pt, each button 2 pt inside its slot: the first at 152…298.
    #expect(buttons.map(\.frame.minX) == [152, 2])
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    toolbar.semanticContentAttribute = .forceRightToLeft
    let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
    toolbar.items = [first]
    toolbar.layoutIfNeeded()
    // 16 pt from the leading (right) edge.
    #expect(first.shownView?.frame.maxX == 284)
  }
}
