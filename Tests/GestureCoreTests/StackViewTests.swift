import Foundation
import Testing

@testable import GestureCore

/// Stack views in the 375 × 667 test window (scale 2). Labels measure half the point size per
/// character and 1.2 × the point size per line: "Hello" at 20 pt is 50 × 24.
@Suite("UIStackView: distributions, alignments, spacing, hidden views, margins")
@MainActor
struct StackViewTests {
  /// A stack view placed by constraints in the root view.
  func stack(_ harness: LayoutHarness, _ views: [UIView], axis: NSLayoutConstraint.Axis)
    -> UIStackView
  {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    harness.root.addSubview(stack)
    return stack
  }

  func label(_ text: String, size: CGFloat = 20) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    return label
  }

  @Test("Three labels, vertical, spacing 8, pinned to the root's margins guide (8 pt)")
  func verticalLabelsInMargins() {
    let harness = LayoutHarness()
    let labels = [label("Name"), label("Subtitle"), label("Detail")]
    let stack = stack(harness, labels, axis: .vertical)
    stack.spacing = 8
    let guide = harness.root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: guide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    // 375 − 8 − 8 = 359 wide; 3 × 24 + 2 × 8 = 88 high.
    #expect(harness.frame(of: stack) == CGRect(x: 8, y: 8, width: 359, height: 88))
    #expect(
      labels.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 359, height: 24), CGRect(x: 0, y: 32, width: 359, height: 24),
        CGRect(x: 0, y: 64, width: 359, height: 24),
      ])
    #expect(labels.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    #expect(!stack.hasAmbiguousLayout && labels.allSatisfy { !$0.hasAmbiguousLayout })
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test("fillEqually: three buttons share 320 pt less two 10 pt gaps")
  func fillEquallyButtons() {
    let harness = LayoutHarness()
    let buttons = ["OK", "Cancel", "More options"].map { title -> UIButton in
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      return button
    }
    let stack = stack(harness, buttons, axis: .horizontal)
    stack.distribution = .fillEqually
    stack.spacing = 10
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 100),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 320),
      stack.heightAnchor.constraint(equalToConstant: 44),
    ])
    harness.window.layoutIfNeeded()
    // (320 − 20) / 3 = 100 each.
    #expect(
      buttons.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 44), CGRect(x: 110, y: 0, width: 100, height: 44),
        CGRect(x: 220, y: 0, width: 100, height: 44),
      ])
  }

  @Test("equalSpacing: views of 50, 60 and 70 pt in 300 pt leave two 60 pt gaps")
  func equalSpacing() {
    let harness = LayoutHarness()
    let views = [50, 60, 70].map { width -> UIView in
      let view = UIView()
      view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
      return view
    }
    let stack = stack(harness, views, axis: .horizontal)
    stack.distribution = .equalSpacing
    stack.spacing = 4
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
      stack.heightAnchor.constraint(equalToConstant: 40),
    ])
    harness.window.layoutIfNeeded()
    // (300 − 180) / 2 = 60.
    #expect(views.map(\.frame.minX) == [0, 110, 230])
    #expect(views.map(\.frame.height) == [40, 40, 40])
    #expect(stack.spacerGuides.map(\.layoutFrame.width) == [60, 60])
    #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
  }

  @Test("equalCentering: centers 100 pt apart in 300 pt for views of 40, 80 and 40 pt")
  func equalCentering() {
    let harness = LayoutHarness()
    let views = [40, 80, 40].map { width -> UIView in
      let view = UIView()
      view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
      return view
    }
    let stack = stack(harness, views, axis: .horizontal)
    stack.distribution = .equalCentering
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
      stack.heightAnchor.constraint(equalToConstant: 40),
    ])
    harness.window.layoutIfNeeded()
    // Centers at 20 and 280, the middle one halfway: 150, so it starts at 110.
    #expect(views.map(\.frame.midX) == [20, 150, 280])
  }

  @Test("A hidden middle label takes no space; shown again, it comes back")
  func hiddenMiddleCollapses() {
    let harness = LayoutHarness()
    let labels = [label("One"), label("Two"), label("Three")]
    let stack = stack(harness, labels, axis: .vertical)
    stack.spacing = 8
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 50),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 10),
    ])
    harness.window.layoutIfNeeded()
    // Fill alignment: the stack is as wide as the widest label, "Three" (5 × 10 pt).
    #expect(stack.frame == CGRect(x: 10, y: 50, width: 50, height: 88))
    labels[1].isHidden = true
    harness.window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 50, width: 50, height: 56))
    #expect(labels.map(\.frame.minY) == [0, 24, 32])
    #expect(labels[1].frame.height == 0)
    #expect(stack.subviews.count == 3)
    labels[1].isHidden = false
    harness.window.layoutIfNeeded()
    #expect(labels.map(\.frame.minY) == [0, 32, 64])
  }

  @Test("Hiding inside UIView.animate: the model jumps, the label below slides up on the curve")
  func hiddenAnimated() {
    let harness = LayoutHarness()
    let labels = [label("One"), label("Two"), label("Three")]
    let stack = stack(harness, labels, axis: .vertical)
    stack.spacing = 8
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
    ])
    harness.window.layoutIfNeeded()
    UIView.animate(withDuration: 0.5) { labels[1].isHidden = true }
    #expect(labels[2].frame.minY == 32)
    harness.window.scheduler.advance(to: 0.25)
    // From center y 64 + 12 = 76 to 32 + 12 = 44, halfway along ease-in-out.
    let expected = 44 + 32 * (1 - easeInOutReference(0.5))
    #expect(abs(Double(labels[2].presentation.center.y) - expected) < 1e-9)
    harness.window.scheduler.advance(to: 1)
    #expect(labels[2].presentation.center.y == 44)
  }

  @Test("setCustomSpacing(20, after:) widens one gap; spacingUseDefault removes it")
  func customSpacing() {
    let harness = LayoutHarness()
    let labels = [label("One"), label("Two"), label("Three")]
    let stack = stack(harness, labels, axis: .vertical)
    stack.spacing = 8
    stack.setCustomSpacing(20, after: labels[0])
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
    ])
    harness.window.layoutIfNeeded()
    #expect(labels.map(\.frame.minY) == [0, 44, 76])
    #expect(stack.customSpacing(after: labels[0]) == 20)
    #expect(stack.customSpacing(after: labels[1]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: labels[0])
    harness.window.layoutIfNeeded()
    #expect(labels.map(\.frame.minY) == [0, 32, 64])
  }

  @Test("alignment center: a 24 pt and a 48 pt label centred in a 100 pt row")
  func alignmentCenter() {
    let harness = LayoutHarness()
    let small = label("Hello")
    let big = label("Hi", size: 40)
    let stack = stack(harness, [small, big], axis: .horizontal)
    stack.alignment = .center
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 10),
      stack.heightAnchor.constraint(equalToConstant: 100),
    ])
    harness.window.layoutIfNeeded()
    #expect(small.frame == CGRect(x: 0, y: 38, width: 50, height: 24))
    #expect(big.frame == CGRect(x: 50, y: 26, width: 40, height: 48))
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 90, height: 100))
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
  }

  @Test("alignment leading without a height: the row hugs its tallest label")
  func alignmentLeadingHugs() {
    let harness = LayoutHarness()
    let small = label("Hello")
    let big = label("Hi", size: 40)
    let stack = stack(harness, [small, big], axis: .horizontal)
    stack.alignment = .top
    stack.spacing = 6
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
    ])
    harness.window.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 96, height: 48))
    #expect(small.frame == CGRect(x: 0, y: 0, width: 50, height: 24))
    #expect(big.frame == CGRect(x: 56, y: 0, width: 40, height: 48))
    #expect(!stack.hasAmbiguousLayout)
  }

  @Test("isLayoutMarginsRelativeArrangement lays out inside the stack's own margins")
  func marginsRelativeArrangement() {
    let harness = LayoutHarness()
    let title = label("Title")
    let stack = stack(harness, [title], axis: .vertical)
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 12, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 200),
    ])
    harness.window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 20, y: 10, width: 160, height: 24))
    #expect(stack.frame.height == 46)
    stack.isLayoutMarginsRelativeArrangement = false
    harness.window.layoutIfNeeded()
    #expect(title.frame == CGRect(x: 0, y: 0, width: 200, height: 24))
  }

  @Test("fill: the view with the lower hugging priority takes the extra width")
  func fillByHugging() {
    let harness = LayoutHarness()
    let name = label("Name")
    let value = label("On")
    value.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let stack = stack(harness, [name, value], axis: .horizontal)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 200),
    ])
    harness.window.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 0, y: 0, width: 180, height: 24))
    #expect(value.frame == CGRect(x: 180, y: 0, width: 20, height: 24))
  }

  @Test("fillProportionally: 300 pt shared 1 : 3 by intrinsic widths 20 and 60")
  func fillProportionally() {
    let harness = LayoutHarness()
    let a = label("ab")
    let b = label("abcdef")
    let stack = stack(harness, [a, b], axis: .horizontal)
    stack.distribution = .fillProportionally
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 300),
    ])
    harness.window.layoutIfNeeded()
    #expect(a.frame.width == 75)
    #expect(b.frame == CGRect(x: 75, y: 0, width: 225, height: 24))
  }

  @Test("removeArrangedSubview keeps the subview; removeFromSuperview drops it from both")
  func removal() {
    let harness = LayoutHarness()
    let labels = [label("One"), label("Two")]
    let stack = stack(harness, labels, axis: .vertical)
    stack.removeArrangedSubview(labels[0])
    #expect(stack.arrangedSubviews == [labels[1]])
    #expect(stack.subviews == labels)
    stack.insertArrangedSubview(labels[0], at: 1)
    #expect(stack.arrangedSubviews == [labels[1], labels[0]])
    labels[1].removeFromSuperview()
    #expect(stack.arrangedSubviews == [labels[0]])
    #expect(stack.subviews == [labels[0]])
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
    ])
    harness.window.layoutIfNeeded()
    #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 30, height: 24))
    #expect(stack.constraints.allSatisfy { $0.identifier?.hasPrefix("UISV-") == true })
  }

  @Test("fill with equal hugging priorities: the choice is the solver's, reported as ambiguous")
  func fillTieIsAmbiguous() {
    let harness = LayoutHarness()
    let a = label("Name")
    let b = label("On")
    let stack = stack(harness, [a, b], axis: .horizontal)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.widthAnchor.constraint(equalToConstant: 200),
    ])
    harness.window.layoutIfNeeded()
    #expect(a.frame.width + b.frame.width == 200)
    #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
    #expect(!harness.events("layout.ambiguous").isEmpty)
  }

  @Test("alignment bottom and spacingUseSystem: 8 pt gaps, bottoms on the stack's bottom")
  func alignmentBottomSystemSpacing() {
    let harness = LayoutHarness()
    let small = label("Hello")
    let big = label("Hi", size: 40)
    let stack = stack(harness, [small, big], axis: .horizontal)
    stack.alignment = .bottom
    stack.spacing = UIStackView.spacingUseSystem
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: harness.root.topAnchor),
      stack.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor),
      stack.heightAnchor.constraint(equalToConstant: 60),
    ])
    harness.window.layoutIfNeeded()
    #expect(small.frame == CGRect(x: 0, y: 36, width: 50, height: 24))
    #expect(big.frame == CGRect(x: 58, y: 12, width: 40, height: 48))
    #expect(stack.alignment == .trailing)
  }
}
