import Foundation
import Testing

@testable import GestureCore

/// Right-to-left layout: the app's direction, each view's effective direction, and what
/// leading and trailing mean for constraints, stack views, margins and visual formats
/// (docs/layout-direction.md). Frames computed by hand in a 375 × 667 window.
@Suite("Layout direction: right-to-left layout")
@MainActor
struct LayoutDirectionTests {
  /// A harness whose app runs right to left.
  func rightToLeft() -> LayoutHarness {
    let harness = LayoutHarness()
    harness.window.screenLayoutDirection = .rightToLeft
    return harness
  }

  @Test("Trait values and names are the SDK's")
  func traitValues() {
    #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
    #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
    #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UITraitCollection().layoutDirection == .unspecified)
    let traits = UITraitCollection(layoutDirection: .rightToLeft)
    #expect(traits.layoutDirection == .rightToLeft)
    #expect(
      traits.description
        == "<UITraitCollection; UserInterfaceStyle = Unspecified, LayoutDirection = RightToLeft>")
    let merged = UITraitCollection(traitsFrom: [
      traits, UITraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(merged.layoutDirection == .rightToLeft)
    #expect(merged.userInterfaceStyle == .dark)
  }

  @Test("The app's direction reaches the window, its views and the screen")
  func appDirection() {
    let harness = rightToLeft()
    let child = harness.view("child")
    #expect(harness.window.traitCollection.layoutDirection == .rightToLeft)
    #expect(harness.window.screen.traitCollection.layoutDirection == .rightToLeft)
    #expect(child.traitCollection.layoutDirection == .rightToLeft)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(harness.window.application.userInterfaceLayoutDirection == .rightToLeft)
    let ltr = LayoutHarness()
    #expect(ltr.root.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(ltr.window.application.userInterfaceLayoutDirection == .leftToRight)
  }

  @Test("Playback and spatial never flip; forced attributes win; unspecified follows")
  func semanticAttributes() {
    let harness = rightToLeft()
    let view = harness.view("v")
    view.semanticContentAttribute = .playback
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .spatial
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceLeftToRight
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .unspecified
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let ltr = LayoutHarness()
    let forced = ltr.view("forced")
    forced.semanticContentAttribute = .forceRightToLeft
    #expect(forced.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // No warning any more: the layout is modelled.
    #expect(ltr.events("layout.unsupported").isEmpty)
  }

  @Test("A 100-wide view pinned leading + 16 in a 375-wide view sits at x = 259")
  func leadingConstant() {
    for (direction, x) in [(UIUserInterfaceLayoutDirection.leftToRight, 16.0), (.rightToLeft, 259)]
    {
      let harness = LayoutHarness()
      harness.window.screenLayoutDirection = direction
      let view = harness.view("v")
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 16),
        view.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 10),
        view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 40),
      ])
      #expect(harness.frame(of: view) == CGRect(x: x, y: 10, width: 100, height: 40))
    }
  }

  @Test("Siblings run right to left: trailing − 16, then leading = previous trailing + 8")
  func siblings() {
    let harness = rightToLeft()
    let first = harness.view("first")
    let second = harness.view("second")
    let root = harness.root
    NSLayoutConstraint.activate([
      first.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 275),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
      second.widthAnchor.constraint(equalToConstant: 30),
    ])
    for view in [first, second] {
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      view.heightAnchor.constraint(equalToConstant: 20).isActive = true
    }
    // first: trailing (left edge) 16 from the left, leading (right edge) 275 from the right:
    // x = 16, maxX = 100. second's leading (right edge) 8 left of first's trailing (16): none
    // left, so maxX = 8, x = −22.
    #expect(harness.frame(of: first) == CGRect(x: 16, y: 0, width: 84, height: 20))
    #expect(harness.frame(of: second) == CGRect(x: -22, y: 0, width: 30, height: 20))
  }

  @Test("A horizontal stack of three 50-wide views, spacing 10, 170 wide: x = 120, 60, 0")
  func stackOrder() {
    let harness = rightToLeft()
    let views = ["a", "b", "c"].map { id -> UIView in
      let view = UIView()
      view.accessibilityIdentifier = id
      view.widthAnchor.constraint(equalToConstant: 50).isActive = true
      return view
    }
    let stack = UIStackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    harness.root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.widthAnchor.constraint(equalToConstant: 170),
      stack.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(harness.frame(of: stack) == CGRect(x: 205, y: 0, width: 170, height: 40))
    #expect(views.map { $0.frame.minX } == [120, 60, 0])
    // Forced left to right, the stack keeps its place (its superview runs right to left) and
    // orders its views from the left.
    stack.semanticContentAttribute = .forceLeftToRight
    harness.window.layoutIfNeeded()
    #expect(stack.frame.minX == 205)
    #expect(views.map { $0.frame.minX } == [0, 60, 120])
  }

  @Test("A .forceLeftToRight subtree in a right-to-left app stays left to right")
  func forcedSubtree() {
    let harness = rightToLeft()
    let panel = harness.view("panel")
    panel.semanticContentAttribute = .forceLeftToRight
    let child = harness.view("child", in: panel)
    let grandchild = harness.view("grandchild", in: child)
    NSLayoutConstraint.activate([
      panel.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 16),
      panel.topAnchor.constraint(equalTo: harness.root.topAnchor),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: panel.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
      grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 4),
      grandchild.topAnchor.constraint(equalTo: child.topAnchor),
      grandchild.widthAnchor.constraint(equalToConstant: 20),
      grandchild.heightAnchor.constraint(equalToConstant: 20),
    ])
    // The panel is placed by the root, which runs right to left: 375 − 16 − 200 = 159.
    #expect(harness.frame(of: panel).minX == 159)
    #expect(child.frame.minX == 10)
    #expect(grandchild.frame.minX == 4)
    #expect(child.traitCollection.layoutDirection == .leftToRight)
    #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight)
  }

  @Test("Changing the direction at run time re-solves the leading constraints")
  func changeAtRunTime() {
    let harness = LayoutHarness()
    let view = harness.view("v")
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: harness.root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    #expect(harness.frame(of: view).minX == 16)
    harness.root.semanticContentAttribute = .forceRightToLeft
    #expect(harness.frame(of: view).minX == 259)
    harness.root.semanticContentAttribute = .unspecified
    #expect(harness.frame(of: view).minX == 16)
  }

  @Test("A multiplier scales raw x: trailing = 0.8 × superview trailing is at 0 in RTL")
  func multiplier() {
    let harness = rightToLeft()
    let view = harness.view("v")
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: view, attribute: .trailing, relatedBy: .equal, toItem: harness.root,
        attribute: .trailing, multiplier: 0.8, constant: 0),
      view.topAnchor.constraint(equalTo: harness.root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 50),
    ])
    // left edge = 0.8 × the root's left edge (0).
    #expect(harness.frame(of: view).minX == 0)
  }

  @Test("Directional margins put leading on the right in RTL; layoutMargins stay put")
  func margins() {
    let harness = rightToLeft()
    let view = harness.view("v")
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 40)
    #expect(view.layoutMargins.left == 40)
    #expect(view.layoutMargins.right == 20)
    #expect(view.directionalLayoutMargins.leading == 20)
    view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
    #expect(view.layoutMargins.left == 20)
    #expect(view.directionalLayoutMargins.leading == 40)
    // The margins guide follows: a subview pinned to the leading margin.
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 20, bottom: 0, trailing: 40)
    let inner = harness.view("inner", in: view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: harness.root.trailingAnchor),
      view.topAnchor.constraint(equalTo: harness.root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 50),
      inner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      inner.topAnchor.constraint(equalTo: view.topAnchor),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
    ])
    // 375 − 20 − 30.
    #expect(harness.frame(of: inner).minX == 325)
  }

  @Test("Visual format H:|-[a]-[b] runs from the right unless told left to right")
  func visualFormat() {
    func place(
      _ direction: UIUserInterfaceLayoutDirection, _ options: NSLayoutConstraint.FormatOptions
    )
      -> [CGFloat]
    {
      let harness = LayoutHarness()
      harness.window.screenLayoutDirection = direction
      let a = harness.view("a")
      let b = harness.view("b")
      let views = ["a": a, "b": b]
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-[a(50)]-[b(50)]", options: options, metrics: nil, views: views)
          + NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: views)
          + NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: views))
      harness.window.layoutIfNeeded()
      return [a.frame.minX, b.frame.minX]
    }
    // Left to right: 20, then 20 + 50 + 8.
    #expect(place(.leftToRight, []) == [20, 78])
    // Right to left: a's right edge 20 from the right (305), b 8 to its left (247).
    #expect(place(.rightToLeft, []) == [305, 247])
    #expect(place(.rightToLeft, .directionLeftToRight) == [20, 78])
    #expect(place(.leftToRight, .directionRightToLeft) == [305, 247])
  }

  @Test("Natural text alignment draws right-aligned in a right-to-left view; left and right stay")
  func naturalAlignment() {
    let harness = rightToLeft()
    let label = harness.label("title", text: "Hello")
    #expect(label.drawnAlignment(.natural) == .right)
    #expect(label.drawnAlignment(.left) == .left)
    #expect(label.drawnAlignment(.center) == .center)
    label.semanticContentAttribute = .forceLeftToRight
    #expect(label.drawnAlignment(.natural) == .natural)
  }
}
