import Foundation
import Testing

@testable import GestureCore

@Suite("UIControl content alignment: where a button places its title and image")
@MainActor
struct ContentAlignmentTests {
  /// A 200 × 44 button titled "Buy" (15 pt: 22.5 × 18 with the fixed-advance measurer).
  private func button(
    _ horizontal: UIControl.ContentHorizontalAlignment,
    _ vertical: UIControl.ContentVerticalAlignment = .center
  ) -> (LayoutHarness, UIButton) {
    let harness = LayoutHarness()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    button.setTitle("Buy", for: .normal)
    button.contentHorizontalAlignment = horizontal
    button.contentVerticalAlignment = vertical
    harness.root.addSubview(button)
    harness.window.layoutIfNeeded()
    return (harness, button)
  }

  @Test("Centred both ways the title label fills the button, as before")
  func centred() {
    let (harness, button) = button(.center)
    defer { withExtendedLifetime(harness) {} }
    #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
  }

  @Test("Left, right, leading and trailing put the 22.5 pt title against an edge")
  func horizontal() {
    for (alignment, x) in [
      (UIControl.ContentHorizontalAlignment.left, CGFloat(0)), (.leading, 0), (.right, 177.5),
      (.trailing, 177.5),
    ] {
      let (harness, button) = button(alignment)
      #expect(button.titleLabel?.frame == CGRect(x: x, y: 0, width: 22.5, height: 44))
      withExtendedLifetime(harness) {}
    }
    let (harness, trailing) = button(.trailing)
    defer { withExtendedLifetime(harness) {} }
    #expect(trailing.effectiveContentHorizontalAlignment == .right)
  }

  @Test("Top and bottom put the 18 pt tall title against an edge, centred across")
  func vertical() {
    let (harness, top) = button(.center, .top)
    #expect(top.titleLabel?.frame == CGRect(x: 88.75, y: 0, width: 22.5, height: 18))
    let (harness2, bottom) = button(.center, .bottom)
    #expect(bottom.titleLabel?.frame == CGRect(x: 88.75, y: 26, width: 22.5, height: 18))
    withExtendedLifetime((harness, harness2)) {}
  }
}
