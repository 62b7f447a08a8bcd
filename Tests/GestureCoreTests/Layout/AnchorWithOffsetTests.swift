import Foundation
import Testing

@testable import GestureCore

/// `anchorWithOffset(to:)`: a dimension that is the distance between two position anchors
/// (docs/auto-layout.md).
@Suite("Auto Layout: anchorWithOffset dimensions")
@MainActor
struct AnchorWithOffsetTests {
  /// Three 50 × 40 views at y 100, the first 20 pt from the left, the last 25 pt from the
  /// right of the 375 pt root: 180 pt of gaps between them.
  func row(_ harness: LayoutHarness) -> [UIView] {
    let views = ["a", "b", "c"].map { harness.view($0) }
    for view in views {
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 40),
        view.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 100),
      ])
    }
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 20),
      views[2].trailingAnchor.constraint(equalTo: harness.root.trailingAnchor, constant: -25),
    ])
    return views
  }

  @Test("Equal gaps: 180 pt split 90 + 90, b at 20 + 50 + 90 = 160, c at 300")
  func equalSpacing() {
    let harness = LayoutHarness()
    let views = row(harness)
    let first = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
    let second = views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)
    let equal = first.constraint(equalTo: second)
    equal.isActive = true
    #expect(harness.frame(of: views[1]) == CGRect(x: 160, y: 100, width: 50, height: 40))
    #expect(harness.frame(of: views[2]) == CGRect(x: 300, y: 100, width: 50, height: 40))
    // A side that relates two anchors reads back no item and no attribute.
    #expect(equal.firstItem == nil)
    #expect(equal.firstAttribute == .notAnAttribute)
    #expect(equal.secondItem == nil)
    #expect(equal.secondAttribute == .notAnAttribute)
    #expect(equal.isActive)
    #expect(harness.root.constraints.contains(equal))
    #expect(
      equal.description
        == "<NSLayoutConstraint (UIView:b.leading - UIView:a.trailing) == "
        + "(UIView:c.leading - UIView:b.trailing)   (active)>")
  }

  @Test("Second gap twice the first: 180 = 60 + 120, b at 130, c at 300")
  func multiplier() {
    let harness = LayoutHarness()
    let views = row(harness)
    let first = views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor)
    let second = views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor)
    second.constraint(equalTo: first, multiplier: 2).isActive = true
    #expect(harness.frame(of: views[1]) == CGRect(x: 130, y: 100, width: 50, height: 40))
    #expect(harness.frame(of: views[2]) == CGRect(x: 300, y: 100, width: 50, height: 40))
  }

  @Test("An offset equal to a 12 pt wide view's width: b's top at 40 + 30 + 12 = 82")
  func verticalToWidth() {
    let harness = LayoutHarness()
    let a = harness.view("a")
    let b = harness.view("b")
    let spacer = harness.view("spacer")
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 40),
      a.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 100),
      a.heightAnchor.constraint(equalToConstant: 30),
      b.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 100),
      b.heightAnchor.constraint(equalToConstant: 30),
      spacer.topAnchor.constraint(equalTo: harness.root.topAnchor),
      spacer.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      spacer.widthAnchor.constraint(equalToConstant: 12),
      a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
        .constraint(equalTo: spacer.widthAnchor),
    ])
    // b's top = 40 + 30 + 12.
    #expect(harness.frame(of: b) == CGRect(x: 0, y: 82, width: 100, height: 30))
  }

  @Test("Between a view and one in another window: refused with UIKit's message, inactive")
  func noCommonAncestor() {
    let harness = LayoutHarness()
    let a = harness.view("a")
    let other = UIView()
    other.accessibilityIdentifier = "other"
    let span = a.topAnchor.anchorWithOffset(to: other.topAnchor)
    let constraint = span.constraint(equalToConstant: 10)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      harness.events("layout.exception").first?.detail
        == "Unable to activate constraint with anchors UIView:a.top and UIView:other.top because "
        + "they have no common ancestor.  Does the constraint or its anchors reference items in "
        + "different view hierarchies?  That's illegal.")
  }
}
