import Foundation
import Testing

@testable import GestureCore

/// The parts of `control` called `name` (`thumb`, `separator`…), in order.
@MainActor
private func parts(_ name: String, of control: UIView) -> [UIView] {
  control.subviews.filter { ($0 as? ControlPartView)?.partName == name }
}

@Suite("UISegmentedControl: segments, geometry, taps, the thumb's drag and slide")
@MainActor
struct SegmentedControlTests {
  /// "One", "Two", "Three" in a 300 × 32 control at (20, 100) of a 375-wide window: segments
  /// 100 pt wide, their centres at window x 70, 170, 270 and y 116.
  private func scene() -> (GestureHarness, UISegmentedControl) {
    let harness = GestureHarness()
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = 0
    harness.root.addSubview(control)
    return (harness, control)
  }

  @Test("Equal segments; the thumb 2 pt inside the selected one; separators beside it hidden")
  func geometry() {
    let (_, control) = scene()
    #expect(control.numberOfSegments == 3)
    #expect(control.intrinsicContentSize.height == 32)
    #expect(control.titleForSegment(at: 2) == "Three")
    #expect(
      control.segmentFrames() == [
        CGRect(x: 0, y: 0, width: 100, height: 32), CGRect(x: 100, y: 0, width: 100, height: 32),
        CGRect(x: 200, y: 0, width: 100, height: 32),
      ])
    let thumb = parts("thumb", of: control)[0]
    #expect(thumb.frame == CGRect(x: 2, y: 2, width: 96, height: 28))
    let separators = parts("separator", of: control)
    #expect(separators.count == 2)
    // Separator 1 between segments 1 and 2: 1 × 16 centred on x 200, y 8 to 24.
    #expect(separators[1].frame == CGRect(x: 199.5, y: 8, width: 1, height: 16))
    #expect(separators[0].alpha == 0 && separators[1].alpha == 1)
    control.selectedSegmentIndex = 1
    #expect(thumb.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
    #expect(separators[0].alpha == 0 && separators[1].alpha == 0)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(thumb.alpha == 0)
    #expect(separators.allSatisfy { $0.alpha == 1 })
  }

  @Test("A fixed width is kept and the rest shared; intrinsic size of fixed widths is their sum")
  func widths() {
    let (_, control) = scene()
    control.setWidth(60, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 60)
    // (300 − 60) / 2 = 120 each for the automatic ones.
    #expect(control.segmentFrames().map(\.minX) == [0, 60, 180])
    #expect(control.segmentFrames().map(\.width) == [60, 120, 120])
    let fixed = UISegmentedControl(items: ["A", "B"])
    fixed.setWidth(50, forSegmentAt: 0)
    fixed.setWidth(70, forSegmentAt: 1)
    #expect(fixed.intrinsicContentSize == CGSize(width: 120, height: 32))
    #expect(fixed.sizeThatFits(.zero) == CGSize(width: 120, height: 32))
  }

  @Test("Image segments: 20 pt images + 12 pt each side: 44 pt each, 132 for three")
  func imageIntrinsicSize() {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    let control = UISegmentedControl(items: [image, image, image])
    #expect(control.intrinsicContentSize == CGSize(width: 132, height: 32))
    #expect(control.frame.size == CGSize(width: 132, height: 32))
    #expect(control.imageForSegment(at: 1) === image)
    #expect(control.titleForSegment(at: 1) == nil)
    control.setTitle("Text", forSegmentAt: 1)
    #expect(control.imageForSegment(at: 1) == nil)
  }

  @Test("Insert and remove keep the selection on its segment; removing it selects none")
  func insertRemove() {
    let (_, control) = scene()
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 2)
    control.insertSegment(withTitle: "Last", at: 99, animated: true)
    #expect(control.titleForSegment(at: 4) == "Last")
    control.removeSegment(at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 1)
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.numberOfSegments == 3)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
    #expect(parts("separator", of: control).isEmpty)
  }

  @Test("A tap selects: one valueChanged; re-tapping the selected or a disabled segment: none")
  func taps() {
    let (harness, control) = scene()
    control.setEnabled(false, forSegmentAt: 1)
    var values: [Int] = []
    control.addAction(for: .valueChanged) {
      values.append(($0 as! UISegmentedControl).selectedSegmentIndex)
    }
    harness.down(270, 116, at: 0)
    harness.up(270, 116, at: 0.05)
    harness.down(270, 116, at: 0.5)
    harness.up(270, 116, at: 0.55)
    harness.down(170, 116, at: 1)
    harness.up(170, 116, at: 1.05)
    let frames = harness.run(for: 1.5)
    #expect(values == [2])
    #expect(control.selectedSegmentIndex == 2)
    #expect(!control.isEnabledForSegment(at: 1))
    // The thumb slides from x 2 (frame 0) to x 202 over 0.25 s after the lift at 0.05 s.
    let thumbX = { (frame: Frame) in
      frame.views.first { $0.id == "\(control.identifier).thumb" }!.center.x - 48
    }
    #expect(thumbX(frames[0]) == 2)
    #expect(thumbX(frames[12]) > 2 && thumbX(frames[12]) < 202)
    #expect(thumbX(frames[30]) == 202)
  }

  @Test("A newly selected title takes its bold size at once, not along with the thumb's slide")
  func boldTitleNotTruncated() {
    let (harness, control) = scene()
    harness.down(270, 116, at: 0)
    harness.up(270, 116, at: 0.05)
    // 0.15 s: the thumb is still sliding (until 0.3 s).
    _ = harness.run(for: 0.15)
    let title = control.subviews.compactMap { $0 as? UILabel }[2]
    let shown = harness.window.animator.presentation(of: title).bounds.size
    #expect(title.font == .systemFont(ofSize: 13, weight: .semibold))
    #expect(shown == title.intrinsicContentSize)
  }

  @Test("A drag from the selected segment moves the thumb; the lift selects where it is")
  func dragThumb() {
    let (harness, control) = scene()
    var values: [Int] = []
    control.addAction(for: .valueChanged) {
      values.append(($0 as! UISegmentedControl).selectedSegmentIndex)
    }
    var valuesAtLift: [Int]?
    control.addAction(for: .touchUpInside) { _ in valuesAtLift = values }
    harness.down(70, 116, at: 0)
    harness.move(170, 116, at: 0.1)
    // Past the last segment (window x 360, inside the 70 pt slop): clamped to it.
    harness.move(360, 116, at: 0.2)
    harness.up(360, 116, at: 0.7)
    let frames = harness.run(for: 1.2)
    // Still down at 0.6 s (frame 36): the thumb shows over the last segment.
    let thumb = frames[36].views.first { $0.id == "\(control.identifier).thumb" }!
    #expect(thumb.center.x == 250)
    #expect(values == [2])
    #expect(valuesAtLift == [2])
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test("An unselected segment under the finger takes the .highlighted attributes until the lift")
  func highlighted() {
    let (harness, control) = scene()
    control.setTitleTextAttributes([.foregroundColor: UIColor.green], for: .highlighted)
    let label = control.subviews.compactMap { $0 as? UILabel }[2]
    var colorWhileDown: CGColor?
    control.addAction(for: .touchDragInside) { _ in colorWhileDown = label.textColor.cgColor }
    harness.down(270, 116, at: 0)
    harness.move(271, 116, at: 0.05)
    harness.up(271, 116, at: 0.1)
    harness.run(for: 0.5)
    #expect(colorWhileDown == UIColor.green.cgColor)
    // Selected now: the label's colour, label.
    #expect(label.textColor.cgColor == UIColor.label.cgColor)
  }

  @Test("Momentary: valueChanged with the tapped index, then no segment")
  func momentary() {
    let (harness, control) = scene()
    control.isMomentary = true
    var values: [Int] = []
    control.addAction(for: .valueChanged) {
      values.append(($0 as! UISegmentedControl).selectedSegmentIndex)
    }
    harness.down(70, 116, at: 0)
    harness.up(70, 116, at: 0.05)
    harness.down(70, 116, at: 0.5)
    harness.up(70, 116, at: 0.55)
    harness.run(for: 1)
    #expect(values == [0, 0])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("Segment actions: titled by the action, run with the control as sender when selected")
  func actions() {
    let harness = GestureHarness()
    var ran: [String] = []
    let actions = ["Day", "Week"].map { title in
      UIAction(title: title, identifier: UIAction.Identifier(title)) { action in
        ran.append("\(action.title) \((action.sender as? UISegmentedControl) != nil)")
      }
    }
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: actions)
    harness.root.addSubview(control)
    #expect(control.titleForSegment(at: 1) == "Week")
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Week")) == 1)
    #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Year")) == -1)
    #expect(control.actionForSegment(at: 0) === actions[0])
    harness.down(150, 16, at: 0)
    harness.up(150, 16, at: 0.05)
    harness.run(for: 0.5)
    #expect(ran == ["Week true"])
  }

  @Test("Title attributes, thumb tint and background colour reach the parts")
  func appearance() {
    let (_, control) = scene()
    control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
    control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .selected)
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels.allSatisfy { $0.textColor.cgColor == UIColor.red.cgColor })
    #expect(labels[0].font.pointSize == 20 && labels[1].font.pointSize == 13)
    #expect(control.titleTextAttributes(for: .selected)?[.font] is UIFont)
    control.selectedSegmentTintColor = .systemBlue
    #expect(parts("thumb", of: control)[0].backgroundColor?.cgColor == UIColor.systemBlue.cgColor)
    control.backgroundColor = .yellow
    #expect(control.backgroundColor?.cgColor == UIColor.yellow.cgColor)
    #expect(parts("track", of: control)[0].backgroundColor?.cgColor == UIColor.yellow.cgColor)
    #expect(control.layer.backgroundColor == nil)
  }
}
