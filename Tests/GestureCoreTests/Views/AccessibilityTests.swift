import Foundation
import Testing

@testable import GestureCore

@Suite("Accessibility properties: UIKit's defaults, stored values, posted notifications")
@MainActor
struct AccessibilityTests {
  @Test("Defaults: plain views are not elements; labels, buttons, sliders are, with their traits")
  func defaults() {
    let view = UIView()
    #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none)
    #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil)
    let label = UILabel()
    label.text = "Total"
    #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
    #expect(label.accessibilityLabel == "Total")
    let button = UIButton(type: .system)
    button.setTitle("Pay", for: .normal)
    #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
    #expect(button.accessibilityLabel == "Pay")
    let slider = UISlider()
    slider.value = 0.25
    #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits == .adjustable)
    #expect(UIImageView().accessibilityTraits == .image)
  }

  @Test("Set values read back; traits combine with the SDK's bits")
  func stored() {
    let view = UIView()
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Rating"
    view.accessibilityValue = "4"
    view.accessibilityHint = "Swipe up or down"
    view.accessibilityTraits = [.button, .selected]
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Rating" && view.accessibilityValue == "4")
    #expect(view.accessibilityHint == "Swipe up or down")
    #expect(view.accessibilityTraits.rawValue == 9)
    #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
    let label = UILabel()
    label.text = "a"
    label.accessibilityLabel = "b"
    #expect(label.accessibilityLabel == "b")
  }

  @Test("accessibilityFrame is the view's frame on the screen unless set")
  func frame() {
    let harness = GestureHarness()
    let card = UIView(frame: CGRect(x: 10, y: 100, width: 200, height: 80))
    let star = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
    harness.root.addSubview(card)
    card.addSubview(star)
    #expect(star.accessibilityFrame == CGRect(x: 15, y: 106, width: 20, height: 20))
    #expect(UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5)).accessibilityFrame == .zero)
    star.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    #expect(star.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
  }

  @Test("accessibilityElements: count, element at an index, index of an element")
  func elements() {
    let container = UIView()
    let first = UIView()
    let second = UIView()
    #expect(container.accessibilityElementCount() == 0)
    container.accessibilityElements = [first, second]
    #expect(container.accessibilityElementCount() == 2)
    #expect(container.accessibilityElement(at: 1) as AnyObject === second)
    #expect(container.accessibilityElement(at: 2) == nil)
    #expect(container.index(ofAccessibilityElement: second) == 1)
    #expect(container.index(ofAccessibilityElement: UIView()) == NSNotFound)
  }

  @Test("post(notification:argument:) is an accessibility.post event at its simulated time")
  func post() {
    let harness = GestureHarness()
    harness.window.scheduler.schedule(after: 0.25) {
      UIAccessibility.post(notification: .announcement, argument: "Rated 4 stars")
      UIAccessibility.post(notification: .layoutChanged, argument: harness.root)
    }
    let events = harness.run(for: 0.5).flatMap { $0.events("accessibility.post") }
    #expect(events.map(\.detail) == ["announcement: Rated 4 stars", "layoutChanged: root"])
    #expect(events.map(\.time) == [0.25, 0.25])
    #expect(events.last?.view == "root")
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test("Layout direction: only forceRightToLeft is right to left in a left-to-right app")
  func layoutDirection() {
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    #expect(
      UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
        == .rightToLeft)
    let view = UIView()
    #expect(view.semanticContentAttribute == .unspecified)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test("Forcing right to left records no warning: the layout is modelled")
  func rightToLeftWarning() {
    let harness = GestureHarness()
    let view = UIView()
    view.accessibilityIdentifier = "bar"
    harness.root.addSubview(view)
    harness.window.scheduler.schedule(after: 0.1) {
      view.semanticContentAttribute = .forceRightToLeft
    }
    let events = harness.run(for: 0.2).flatMap { $0.events("layout.unsupported") }
    #expect(events.isEmpty)
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }
}
