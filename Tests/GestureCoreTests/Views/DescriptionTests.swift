import Foundation
import Testing

@testable import GestureCore

/// A view subclass that describes itself, as components do for logging.
private final class Badge: UIView {
  override var description: String { "Badge(\(tag))" }
}

@Suite("Descriptions: NSObject's description, overridable, without addresses")
@MainActor
struct DescriptionTests {
  @Test("A view's description names its class and frame as %g prints them")
  func viewDescription() {
    let view = UIView(frame: CGRect(x: 0, y: 20.5, width: 375, height: 44))
    #expect(view.description == "<UIView: frame = (0 20.5; 375 44)>")
    #expect("\(view)" == "<UIView: frame = (0 20.5; 375 44)>")
    #expect(String(describing: UILabel(frame: .zero)) == "<UILabel: frame = (0 0; 0 0)>")
    #expect(UIViewController().description == "<UIViewController>")
    #expect(UIViewController().debugDescription == "<UIViewController>")
  }

  @Test("An override is what print and interpolation use")
  func overrideWins() {
    let badge = Badge(frame: .zero)
    badge.tag = 7
    #expect("\(badge)" == "Badge(7)")
    #expect(badge.debugDescription == "Badge(7)")
  }

  @Test("VoiceOver's escape and magic tap return false by default")
  func accessibilityGestures() {
    let view = UIView(frame: .zero)
    #expect(!view.accessibilityPerformEscape())
    #expect(!view.accessibilityPerformMagicTap())
  }
}
