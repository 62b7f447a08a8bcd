import Foundation
import Testing

@testable import GestureCore

/// A recognizer subclass spelled as iOS declares the touch methods: a non-optional `UIEvent`.
@MainActor
private final class EventStampRecognizer: UIGestureRecognizer {
  var stamps: [String] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    stamps.append("began \(format(event.timestamp)) \(event.allTouches?.count ?? 0)")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    stamps.append("moved \(format(event.timestamp))")
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    stamps.append("ended \(format(event.timestamp))")
    state = .recognized
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    stamps.append("cancelled")
  }
}

/// The UIKit spellings the compatibility corpus (docs/uikit-corpus.md) found missing or
/// different, each checked on its own here.
@Suite("UIKit spellings found by the compatibility corpus")
@MainActor
struct UIKitSpellingGapTests {
  @Test("A recognizer subclass overrides touchesBegan(_:with: UIEvent) and gets each event")
  func recognizerEventsAreNotOptional() {
    let harness = GestureHarness()
    let recognizer = EventStampRecognizer()
    harness.root.addGestureRecognizer(recognizer)
    harness.down(100, 100, at: 0.1)
    harness.move(110, 100, at: 0.2)
    harness.up(110, 100, at: 0.3)
    harness.run(for: 0.5)
    #expect(recognizer.stamps == ["began 0.1 1", "moved 0.2", "ended 0.3"])
  }

  @Test("UIKit's NSObject classes compare and hash by identity")
  func identityEquality() {
    let a = UIView()
    let b = UIView()
    #expect(a == a)
    #expect(a != b)
    #expect(Optional(a) == a)
    #expect(Set([a, b, a]).count == 2)
    let parent = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews.firstIndex(of: b) == 1)
    let controller = UIViewController()
    #expect(controller == controller && controller != UIViewController())
    let pan = UIPanGestureRecognizer()
    #expect(pan == pan && (pan as UIGestureRecognizer) != UITapGestureRecognizer())
    let width = a.widthAnchor.constraint(equalToConstant: 10)
    #expect([a.heightAnchor.constraint(equalToConstant: 1), width].firstIndex(of: width) == 1)
    #expect(a.layer == a.layer && a.layer != b.layer)
    let guide = UILayoutGuide()
    #expect(guide == guide && guide != UILayoutGuide())
    let action = UIAction { _ in }
    #expect([UIAction { _ in }, action].firstIndex(of: action) == 1)
    let event = UIEvent(timestamp: 0, touches: [])
    #expect(event == event && event != UIEvent(timestamp: 0, touches: []))
  }

  @Test("UIButton(type:primaryAction:) makes the type, takes the title, runs the action")
  func buttonTypeAndPrimaryAction() {
    var calls = 0
    let system = UIButton(primaryAction: nil)
    let button = UIButton(
      type: .system, primaryAction: UIAction(title: "Send") { _ in calls += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Send")
    #expect(button.frame == .zero)
    button.sendActions(for: .primaryActionTriggered)
    #expect(calls == 1)
    let custom = UIButton(type: .custom, primaryAction: nil)
    #expect(custom.buttonType == .custom)
    #expect(custom.currentTitle == nil)
    // Without a type, Swift picks the shorter init(primaryAction:).
    #expect(system.buttonType == .custom)
  }

  @Test("A button placed by constraints is as big as its title; a new title or font resizes it")
  func buttonIntrinsicSize() {
    let harness = LayoutHarness()
    let button = UIButton(type: .system)
    button.setTitle("Follow", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    harness.root.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 10),
      button.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 20),
    ])
    // 6 × 7.5 at the 15 pt default, 18 + 2 × 6 high.
    #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    #expect(harness.frame(of: button) == CGRect(x: 10, y: 20, width: 45, height: 30))
    button.setTitle("Unfollow", for: .normal)
    #expect(harness.frame(of: button) == CGRect(x: 10, y: 20, width: 60, height: 30))
    button.titleLabel?.font = .systemFont(ofSize: 20)
    #expect(harness.frame(of: button) == CGRect(x: 10, y: 20, width: 80, height: 36))
    // Without a measurer a titled button has no intrinsic size, as a label has none.
    let unmeasured = UIButton(type: .system)
    unmeasured.setTitle("Follow", for: .normal)
    #expect(
      unmeasured.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(UIButton().intrinsicContentSize == CGSize(width: 30, height: 34))
  }

  @Test("Scroll indicators are shown by default and can be turned off")
  func scrollIndicators() {
    let scrollView = UIScrollView()
    #expect(scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
    scrollView.showsHorizontalScrollIndicator = false
    #expect(!scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
  }

  @Test("convert(_:to:) of a rectangle gives the bounding box through rotations and origins")
  func convertRect() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 40))
    window.addSubview(card)
    let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
    card.addSubview(badge)
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 110, y: 205, width: 20, height: 10))
    #expect(
      window.convert(CGRect(x: 110, y: 205, width: 20, height: 10), to: badge) == badge.bounds)
    // A quarter turn about the card's center (150, 220): its 100 × 40 becomes 40 × 100.
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = card.convert(card.bounds, to: window)
    #expect(abs(turned.minX - 130) < 1e-9 && abs(turned.minY - 170) < 1e-9)
    #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 100) < 1e-9)
    let back = card.convert(turned, from: nil)
    #expect(abs(back.width - 100) < 1e-9 && abs(back.height - 40) < 1e-9)
  }

  @Test("insertSubview(_:belowSubview:) and (_:aboveSubview:) place a view next to a sibling")
  func insertNextToSibling() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    #expect(parent.subviews == [a, c, b])
    parent.insertSubview(a, aboveSubview: b)
    #expect(parent.subviews == [c, b, a])
    parent.insertSubview(a, belowSubview: c)
    #expect(parent.subviews == [a, c, b])
    // A sibling that is not a subview: on top, as addSubview puts it.
    let d = UIView()
    parent.insertSubview(d, belowSubview: UIView())
    #expect(parent.subviews == [a, c, b, d])
    // Moved from another superview.
    let other = UIView()
    other.addSubview(b)
    other.insertSubview(a, aboveSubview: b)
    #expect(other.subviews == [b, a])
    #expect(parent.subviews == [c, d])
  }

  @Test("CGRect.inset(by:) moves the origin by left and top and shrinks the size")
  func insetByEdgeInsets() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 6, left: 10, bottom: 4, right: 20))
        == CGRect(x: 20, y: 26, width: 70, height: 40))
    #expect(
      rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
        == CGRect(x: 5, y: 15, width: 110, height: 60))
    #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).size.width == -20)
  }

  @Test("A Simulation given a text measurer gives the window's labels their text's size")
  func simulationTextMeasurer() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let label = UILabel()
    label.text = "Hello"
    label.font = .systemFont(ofSize: 20)
    window.addSubview(label)
    #expect(label.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    let simulation = Simulation(
      window: window, framesPerSecond: 60, duration: 0, input: [],
      textMeasurer: FixedAdvanceMeasurer())
    _ = simulation.nextFrame()
    // 5 × 10 by 24 (FixedAdvanceMeasurer).
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
  }
}
