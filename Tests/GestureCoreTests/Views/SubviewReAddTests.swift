import Foundation
import Testing

@testable import GestureCore

/// A component written the common way: `layoutSubviews` adds its knob (already its subview)
/// and puts it at its resting place; a pan moves the knob by hand.
@MainActor
private final class KnobView: UIView {
  let knob = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  var layoutCalls = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(knob)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCalls += 1
    addSubview(knob)
    knob.center = CGPoint(x: 50, y: 50)
  }
}

@Suite("UIView: re-adding a subview that is already in place")
@MainActor
struct SubviewReAddTests {
  @Test("addSubview of the last subview in layoutSubviews does not lay out again")
  func reAddInLayoutSubviewsRunsOnce() {
    let harness = GestureHarness()
    let component = KnobView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
    harness.root.addSubview(component)
    let pan = UIPanGestureRecognizer()
    var placed = CGPoint.zero
    pan.addAction { recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      let t = pan.translation(in: component)
      placed = CGPoint(x: 50 + t.x, y: 50 + t.y)
      component.knob.center = placed
    }
    component.addGestureRecognizer(pan)
    // A 100 pt drag to the right over 0.5 s, one move a frame, lifted at 0.55 s.
    harness.down(50, 150, at: 0.05)
    for step in 1...30 {
      harness.move(50 + CGFloat(step) * 100 / 30, 150, at: 0.05 + Double(step) / 60)
    }
    harness.up(150, 150, at: 0.55)
    let frames = harness.run(for: 0.6)
    #expect(frames.count == 37)
    // One layout pass laid the component out; the re-add asked for no other.
    #expect(component.layoutCalls == 1)
    // The knob followed the finger to the right and stays where the pan put it.
    #expect(placed.x > 130)
    #expect(component.knob.center == placed)
    #expect(component.subviews == [component.knob])
  }

  @Test("Re-adding a subview that is not the last moves it to the front and lays out again")
  func reAddElsewhereMoves() {
    let harness = GestureHarness()
    let component = KnobView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
    harness.root.addSubview(component)
    harness.root.layoutIfNeeded()
    #expect(component.layoutCalls == 1)
    let cover = UIView()
    component.addSubview(cover)
    // The knob is below the cover now: the next layout brings it on top, which asks for one
    // more layout, in which the knob is in place.
    harness.root.layoutIfNeeded()
    harness.root.layoutIfNeeded()
    #expect(component.layoutCalls == 3)
    #expect(component.subviews == [cover, component.knob])
    harness.root.layoutIfNeeded()
    #expect(component.layoutCalls == 3)
  }
}
