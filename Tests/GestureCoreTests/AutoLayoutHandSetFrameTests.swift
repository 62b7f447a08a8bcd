import Foundation
import Testing

@testable import GestureCore

/// A view placed by constraints and then moved by its `center`, as a pan handler does: UIKit's
/// engine asks the superview to lay out only when a solved value changes, so the hand-set
/// position stays until that superview lays out for another reason.
@Suite("Auto Layout: a constrained view moved by hand")
@MainActor
struct AutoLayoutHandSetFrameTests {
  /// A 100×100 card centred at (187.5, 150) by constraints in the 375×667 root, and a badge
  /// whose top follows `badgeTop` (constant 400).
  @MainActor
  final class Card {
    let harness = LayoutHarness()
    let card: UIView
    let badge: UIView
    let badgeTop: NSLayoutConstraint

    init() {
      let root = harness.root
      card = harness.view("card")
      badge = harness.view("badge")
      badgeTop = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 400)
      NSLayoutConstraint.activate([
        card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        card.widthAnchor.constraint(equalToConstant: 100),
        card.heightAnchor.constraint(equalToConstant: 100),
        badge.leftAnchor.constraint(equalTo: root.leftAnchor),
        badge.widthAnchor.constraint(equalToConstant: 20),
        badge.heightAnchor.constraint(equalToConstant: 20),
        badgeTop,
      ])
    }
  }

  @Test("A hand-set center survives layout passes that change nothing")
  func handSetCenterStays() {
    let scene = Card()
    #expect(
      scene.harness.frame(of: scene.card) == CGRect(x: 137.5, y: 100, width: 100, height: 100))
    scene.card.center = CGPoint(x: 307.5, y: 350)
    scene.harness.window.layoutIfNeeded()
    scene.harness.window.layoutIfNeeded()
    #expect(scene.card.center == CGPoint(x: 307.5, y: 350))
    #expect(scene.card.frame == CGRect(x: 257.5, y: 300, width: 100, height: 100))
  }

  @Test("The solved frame comes back when the superview lays out for another reason")
  func solvedFrameReturnsOnSuperviewLayout() {
    let scene = Card()
    _ = scene.harness.frame(of: scene.card)
    scene.card.center = CGPoint(x: 307.5, y: 350)
    scene.badgeTop.constant = 450
    scene.harness.window.layoutIfNeeded()
    #expect(scene.badge.frame == CGRect(x: 0, y: 450, width: 20, height: 20))
    #expect(scene.card.center == CGPoint(x: 187.5, y: 150))

    scene.card.center = CGPoint(x: 50, y: 60)
    scene.harness.root.setNeedsLayout()
    scene.harness.window.layoutIfNeeded()
    #expect(scene.card.center == CGPoint(x: 187.5, y: 150))
  }
}
