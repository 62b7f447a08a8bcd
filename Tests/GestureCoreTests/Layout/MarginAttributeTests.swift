import Foundation
import Testing

@testable import GestureCore

/// Constraints made with the initializer on margin attributes (`leftMargin`,
/// `centerXWithinMargins`…), and the system spacing anchors.
@Suite("Auto Layout: margin attributes and system spacing")
@MainActor
struct MarginAttributeTests {
  @Test("Margin attributes relate the view's edges inset by its layoutMargins")
  func marginAttributes() {
    let harness = LayoutHarness()
    let root = harness.root
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let filled = harness.view("filled")
    let centered = harness.view("centered")
    func pin(
      _ view: UIView, _ own: NSLayoutConstraint.Attribute, _ margin: NSLayoutConstraint.Attribute
    )
      -> NSLayoutConstraint
    {
      NSLayoutConstraint(
        item: view, attribute: own, relatedBy: .equal, toItem: root, attribute: margin,
        multiplier: 1, constant: 0)
    }
    NSLayoutConstraint.activate([
      pin(filled, .left, .leftMargin), pin(filled, .top, .topMargin),
      pin(filled, .right, .rightMargin), pin(filled, .bottom, .bottomMargin),
      pin(centered, .centerX, .centerXWithinMargins),
      pin(centered, .centerY, .centerYWithinMargins),
      centered.widthAnchor.constraint(equalToConstant: 100),
      centered.heightAnchor.constraint(equalToConstant: 50),
    ])
    // 375 × 667 inset by 20, 10, 40, 30.
    #expect(harness.frame(of: filled) == CGRect(x: 20, y: 10, width: 315, height: 627))
    // Centred in x 20…335 (177.5) and y 10…637 (323.5).
    #expect(harness.frame(of: centered) == CGRect(x: 127.5, y: 298.5, width: 100, height: 50))
    // The margins follow a change of layoutMargins, as the margins guide does.
    root.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    #expect(harness.frame(of: filled) == CGRect(x: 0, y: 0, width: 375, height: 667))
    // What the constraint relates: the view's margins guide, plain attribute.
    let made = pin(filled, .leading, .trailingMargin)
    #expect(made.secondItem === root.layoutMarginsGuide)
    #expect(made.secondAttribute == .trailing)
    #expect(made.firstItem === filled)
  }

  @Test("System spacing is 8 pt times the multiplier, below and after")
  func systemSpacing() {
    let harness = LayoutHarness()
    let top = harness.view("top")
    let below = harness.view("below")
    NSLayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 100),
      top.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 10),
      top.widthAnchor.constraint(equalToConstant: 50),
      top.heightAnchor.constraint(equalToConstant: 40),
      below.topAnchor.constraint(equalToSystemSpacingBelow: top.bottomAnchor, multiplier: 2),
      below.leadingAnchor.constraint(equalToSystemSpacingAfter: top.trailingAnchor, multiplier: 1),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    // 100 + 40 + 2 × 8; 10 + 50 + 8.
    #expect(harness.frame(of: below) == CGRect(x: 68, y: 156, width: 10, height: 10))
    let atLeast = below.topAnchor.constraint(
      greaterThanOrEqualToSystemSpacingBelow: top.bottomAnchor, multiplier: 1.5)
    #expect(atLeast.constant == 12)
    #expect(atLeast.relation == .greaterThanOrEqual)
  }
}
