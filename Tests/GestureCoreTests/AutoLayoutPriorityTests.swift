import Foundation
import Testing

@testable import GestureCore

@Suite("Auto Layout: priorities, equal widths, content hugging and compression")
@MainActor
struct AutoLayoutPriorityTests {
  /// A box at (10, 20), 50 high, whose width the test constrains.
  private func box(_ harness: LayoutHarness) -> UIView {
    let box = harness.view("box")
    NSLayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: harness.root.leftAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    return box
  }

  private func optional(_ c: NSLayoutConstraint, _ p: UILayoutPriority) -> NSLayoutConstraint {
    c.priority = p
    return c
  }

  @Test("A 750 width loses to a required one")
  func highLosesToRequired() {
    let harness = LayoutHarness()
    let box = box(harness)
    NSLayoutConstraint.activate([
      optional(box.widthAnchor.constraint(equalToConstant: 200), .defaultHigh),
      box.widthAnchor.constraint(equalToConstant: 100),
    ])
    #expect(harness.frame(of: box) == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test("A 750 width beats a 250 one")
  func highBeatsLow() {
    let harness = LayoutHarness()
    let box = box(harness)
    NSLayoutConstraint.activate([
      optional(box.widthAnchor.constraint(equalToConstant: 300), .defaultLow),
      optional(box.widthAnchor.constraint(equalToConstant: 200), .defaultHigh),
    ])
    #expect(harness.frame(of: box).width == 200)
  }

  @Test("An optional constraint is satisfied as far as the required ones allow")
  func optionalIsNotAllOrNothing() {
    let harness = LayoutHarness()
    let box = box(harness)
    NSLayoutConstraint.activate([
      optional(box.widthAnchor.constraint(equalToConstant: 300), .defaultLow),
      optional(box.widthAnchor.constraint(equalToConstant: 200), .defaultHigh),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
    ])
    // 750 wants 200, the required ≤ 150 stops it at 150; 250 (300) cannot pull it further.
    #expect(harness.frame(of: box).width == 150)
  }

  /// Three views in a row: margins `margin`, gaps `gap`, equal widths, 44 high at y 100.
  private func row(margin: CGFloat, gap: CGFloat) -> (LayoutHarness, [UIView]) {
    let harness = LayoutHarness()
    let root = harness.root
    let views = ["a", "b", "c"].map { harness.view($0) }
    var constraints = [
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: margin),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: gap),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: gap),
      views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -margin),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ]
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
    }
    NSLayoutConstraint.activate(constraints)
    harness.window.layoutIfNeeded()
    return (harness, views)
  }

  @Test("An equal-widths row: (375 − 2·16 − 2·8) / 3 = 109 each")
  func equalWidthsRow() {
    let (harness, views) = row(margin: 16, gap: 8)
    #expect(views.map(\.frame.minX) == [16, 133, 250])
    #expect(views.map(\.frame.width) == [109, 109, 109])
    #expect(views.map(\.frame.minY) == [100, 100, 100])
    #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
    #expect(harness.events("layout.ambiguous").isEmpty)
  }

  @Test("Solved edges are rounded to device pixels: 325/3 at scale 2")
  func pixelRounding() {
    let (_, views) = row(margin: 15, gap: 10)
    // Edges 15, 123.33 | 133.33, 241.67 | 251.67, 360 round to half points.
    #expect(views.map(\.frame.minX) == [15, 133.5, 251.5])
    #expect(views.map(\.frame.maxX) == [123.5, 241.5, 360])
    #expect(views.map(\.frame.width) == [108.5, 108, 108.5])
  }

  /// A 60 pt high container at (20, 100) of width `width` holding the label "Hello" (20 pt:
  /// 50 × 24 with the fixed measurer), centred, at least 8 pt from each side.
  private func centredLabel(width: CGFloat) -> (LayoutHarness, UIView, UILabel, NSLayoutConstraint) {
    let harness = LayoutHarness()
    let container = harness.view("container")
    let label = harness.label("title", text: "Hello", in: container)
    let containerWidth = container.widthAnchor.constraint(equalToConstant: width)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: harness.root.leadingAnchor, constant: 20),
      container.topAnchor.constraint(equalTo: harness.root.topAnchor, constant: 100),
      containerWidth,
      container.heightAnchor.constraint(equalToConstant: 60),
      label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      label.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -8),
    ])
    return (harness, container, label, containerWidth)
  }

  @Test("A centred label keeps its intrinsic size in a larger container")
  func centredLabelInLargerContainer() {
    let (harness, _, label, _) = centredLabel(width: 200)
    #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
    // (200 − 50) / 2 = 75, (60 − 24) / 2 = 18.
    #expect(harness.frame(of: label) == CGRect(x: 75, y: 18, width: 50, height: 24))
    #expect(!label.hasAmbiguousLayout)
  }

  @Test("Hugging (250) beats a stretch at 200 and loses to one at 300")
  func huggingAgainstStretch() {
    let (harness, container, label, _) = centredLabel(width: 200)
    let stretch = label.widthAnchor.constraint(equalTo: container.widthAnchor)
    stretch.priority = 200
    stretch.isActive = true
    #expect(harness.frame(of: label).width == 50)
    stretch.priority = 300
    // The stretch wants 200; the required 8 pt margins stop it at 184, from x 8.
    #expect(harness.frame(of: label) == CGRect(x: 8, y: 18, width: 184, height: 24))
    label.setContentHuggingPriority(.init(301), for: .horizontal)
    #expect(harness.frame(of: label).width == 50)
  }

  @Test("Compression resistance (750) gives way to required margins in a smaller container")
  func compressedByRequired() {
    let (harness, _, label, containerWidth) = centredLabel(width: 200)
    containerWidth.constant = 40
    // 40 − 2·8 = 24 left for the 50 pt text.
    #expect(harness.frame(of: label) == CGRect(x: 8, y: 18, width: 24, height: 24))
    #expect(harness.events("layout.unsatisfiable").isEmpty)
  }

  @Test("Compression resistance loses to an 800 squeeze and beats a 700 one")
  func compressionAgainstSqueeze() {
    let (harness, _, label, _) = centredLabel(width: 200)
    let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
    squeeze.priority = 800
    squeeze.isActive = true
    #expect(harness.frame(of: label) == CGRect(x: 85, y: 18, width: 30, height: 24))
    squeeze.priority = 700
    #expect(harness.frame(of: label) == CGRect(x: 75, y: 18, width: 50, height: 24))
  }

  @Test("A label's intrinsic size follows its text")
  func intrinsicSizeFollowsText() {
    let (harness, _, label, _) = centredLabel(width: 200)
    #expect(harness.frame(of: label).width == 50)
    label.text = "Hello, world"
    // 12 characters × 10 pt.
    #expect(harness.frame(of: label) == CGRect(x: 40, y: 18, width: 120, height: 24))
    label.text = nil
    #expect(harness.frame(of: label) == CGRect(x: 100, y: 30, width: 0, height: 0))
  }
}
