import Foundation
import Testing

@testable import GestureCore

@Suite("Storyboards: scenes load with their views, constraints, outlets and actions")
@MainActor
struct StoryboardLoadingTests {
  /// The profile scene's controller, installed in a 375×667 window with the test measurer,
  /// inside the lookup of a folder holding the storyboard and the code's runtime.
  private func loaded<R>(_ body: (ProfileController, UIWindow) throws -> R) throws -> R {
    let folder = try interfaceBuilderFolder([
      "Main.storyboard": InterfaceBuilderFixtures.profileStoryboard
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.textMeasurer = FixedAdvanceMeasurer()
    return try ObjectiveCRuntime.$current.withValue(profileRuntime()) {
      try NamedImageLookup.$current.withValue(NamedImageLookup(directories: [folder])) {
        try SimulationContext.$eventLog.withValue(window.eventLog) {
          let storyboard = UIStoryboard(name: "Main", bundle: nil)
          let controller = try #require(
            storyboard.instantiateInitialViewController() as? ProfileController)
          window.rootViewController = controller
          window.layoutIfNeeded()
          return try body(controller, window)
        }
      }
    }
  }

  @Test("frames after layout: nested stack views, safe area and constant constraints")
  func frames() throws {
    try loaded { controller, window in
      let root = try #require(controller.view)
      let stack = try #require(root.subviews.first as? UIStackView)
      #expect(stack.axis == .vertical && stack.spacing == 8)
      // leading/trailing 16 to the safe area, top 20: 375 − 32 wide; 24 (label) + 8 + 50 tall.
      #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: 82))
      let label = try #require(stack.arrangedSubviews.first as? UILabel)
      // "Title" at 20 pt measures 50 × 24 with the fixed-advance measurer; fill alignment.
      #expect(label.frame == CGRect(x: 0, y: 0, width: 343, height: 24))
      #expect(label.textAlignment == .center && label.font == .systemFont(ofSize: 20))
      let row = try #require(stack.arrangedSubviews.last as? UIStackView)
      #expect(row.frame == CGRect(x: 0, y: 32, width: 343, height: 50))
      // fillEqually with spacing 10: (343 − 10) / 2 = 166.5 each.
      #expect(
        row.arrangedSubviews.map(\.frame) == [
          CGRect(x: 0, y: 0, width: 166.5, height: 50),
          CGRect(x: 176.5, y: 0, width: 166.5, height: 50),
        ])
      let button = try #require(root.subviews.last as? UIButton)
      // centred: (375 − 100) / 2; below the stack: 20 + 82 + 12.
      #expect(button.frame == CGRect(x: 137.5, y: 114, width: 100, height: 44))
      #expect(button.buttonType == .system && button.currentTitle == "Buy")
      _ = window
    }
  }

  @Test("a scroll view's content size follows constraints to its content layout guide")
  func scrollViewContentLayoutGuide() throws {
    try loaded { controller, window in
      let scroll = try #require(controller.scrollView)
      // Below the button (114 + 44 + 8), to the safe area's sides and bottom.
      #expect(scroll.frame == CGRect(x: 0, y: 166, width: 375, height: 501))
      #expect(scroll.alwaysBounceVertical && !scroll.showsHorizontalScrollIndicator)
      #expect(scroll.keyboardDismissMode == .onDrag)
      let content = try #require(scroll.subviews.first)
      // Pinned to the content guide's edges, as wide as the frame guide, 900 tall.
      #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 900))
      #expect(scroll.contentSize == CGSize(width: 375, height: 900))
      #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 900))
      // Pinned 8 pt inside the frame guide's top trailing corner.
      let badge = try #require(scroll.subviews.dropFirst().first)
      #expect(badge.frame == CGRect(x: 327, y: 8, width: 40, height: 20))
      // Scrolled to the end (900 − 501): the badge stays where it was on screen.
      scroll.contentOffset = CGPoint(x: 0, y: 399)
      window.layoutIfNeeded()
      #expect(badge.frame == CGRect(x: 327, y: 407, width: 40, height: 20))
      #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 399, width: 375, height: 501))
      #expect(content.frame.origin == .zero && scroll.contentSize.height == 900)
    }
  }

  @Test("custom classes are made with init?(coder:), properties set before awakeFromNib")
  func customClasses() throws {
    try loaded { controller, _ in
      let cards = try #require(controller.cards)
      #expect(cards.count == 2)
      #expect(cards.map(\.madeWithCoder) == [true, true])
      #expect(cards[0].awokeWithColor == .systemBlue)
      #expect(cards[0].layer.cornerRadius == 12)
      // white 0 in the gamma 2.2 grey space is sRGB black.
      #expect(cards[1].awokeWithColor == UIColor(white: 0, alpha: 1))
      #expect(cards[1].accessibilityIdentifier == "secondCard")
    }
  }

  @Test("outlets are set before viewDidLoad; the controller wakes before its view loads")
  func outletsBeforeViewDidLoad() throws {
    try loaded { controller, _ in
      #expect(
        controller.log.entries == [
          "controller.awakeFromNib view loaded false", "viewDidLoad title Title cards 2",
        ])
      #expect(controller.titleLabel?.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
  }

  @Test("a weak outlet to a constraint not installed is nil after loading; a strong one holds it")
  func weakOutletOwnership() throws {
    try loaded { controller, _ in
      #expect(controller.hiddenConstraint == nil)
      let strong = try #require(controller.strongConstraint)
      #expect(!strong.isActive && strong.constant == 400)
      // The placeholder constraint (width 10) was removed at build time.
      let button = try #require(controller.view.subviews.last)
      #expect(button.frame.width == 100)
    }
  }

  @Test("the button's action and the recognizer's action fire on taps")
  func actionsFire() throws {
    try loaded { controller, window in
      let inputs = [
        TouchInput(time: 0.1, touch: 0, phase: .began, location: CGPoint(x: 187, y: 136)),
        TouchInput(time: 0.15, touch: 0, phase: .ended, location: CGPoint(x: 187, y: 136)),
        TouchInput(time: 0.5, touch: 0, phase: .began, location: CGPoint(x: 100, y: 400)),
        TouchInput(time: 0.55, touch: 0, phase: .ended, location: CGPoint(x: 100, y: 400)),
        TouchInput(time: 0.65, touch: 0, phase: .began, location: CGPoint(x: 100, y: 400)),
        TouchInput(time: 0.7, touch: 0, phase: .ended, location: CGPoint(x: 100, y: 400)),
      ]
      let simulation = Simulation(
        window: window, framesPerSecond: 60, duration: 1.2, input: inputs)
      while simulation.nextFrame() != nil {}
      #expect(controller.log.entries.suffix(2) == ["buy Buy", "double tap"])
    }
  }

  @Test("unread elements and attributes are located warnings; known ones are not")
  func warnings() throws {
    try loaded { _, window in
      let skipped = window.eventLog.pending.filter { $0.kind == "interfaceBuilder.skipped" }
        .map(\.detail)
      #expect(
        skipped == [
          "Main.storyboard:37:49: <fancyThing> in <view> is not read; skipped",
          "Main.storyboard:77:29: attribute 'sparkle' of <button> is not read; skipped",
        ])
    }
  }
}
