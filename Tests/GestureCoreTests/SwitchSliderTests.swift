import Foundation
import Testing

@testable import GestureCore

/// The part of `control` called `name` (`thumb`, `minimumTrack`…).
@MainActor
private func part(_ name: String, of control: UIControl) -> UIView {
  control.subviews.first { ($0 as? ControlPartView)?.partName == name }!
}

@Suite("UISwitch and UISlider: values, events, geometry")
@MainActor
struct SwitchSliderTests {
  @Test("A switch is 51 × 31 whatever the frame; off, its thumb is 2 pt from the left")
  func switchGeometry() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
    #expect(!toggle.isOn)
    #expect(part("thumb", of: toggle).frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(part("onTrack", of: toggle).alpha == 0)
    toggle.isOn = true
    // 51 − 2 − 27 = 22.
    #expect(part("thumb", of: toggle).frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    #expect(part("onTrack", of: toggle).alpha == 1)
  }

  @Test("A tap toggles: valueChanged and primaryActionTriggered before touchUpInside")
  func switchTap() {
    let harness = GestureHarness()
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    harness.root.addSubview(toggle)
    var events: [String] = []
    toggle.addAction(for: .valueChanged) { sender in
      events.append("valueChanged \((sender as! UISwitch).isOn)")
    }
    toggle.addAction(for: .primaryActionTriggered) { _ in events.append("primary") }
    toggle.addAction(for: .touchUpInside) { _ in events.append("upInside") }
    harness.down(125, 115, at: 0)
    harness.up(125, 115, at: 0.1)
    harness.down(125, 115, at: 0.6)
    harness.up(125, 115, at: 0.7)
    let frames = harness.run(for: 1)
    #expect(
      events == [
        "valueChanged true", "primary", "upInside", "valueChanged false", "primary", "upInside",
      ])
    #expect(!toggle.isOn)
    // During the 0.25 s slide after the lift at 0.1 s (frame 10 is at 0.167 s) the thumb's
    // presentation is between x 2 and 22 in the switch.
    let thumbX = { (frame: Frame) in
      frame.views.first { $0.id == "\(toggle.identifier).thumb" }!.center.x - 13.5
    }
    #expect(thumbX(frames[5]) == 2)
    #expect(thumbX(frames[10]) > 2 && thumbX(frames[10]) < 22)
    #expect(thumbX(frames[30]) == 22)
  }

  @Test("setOn(_:animated:) and isOn send no action; a lift outside does not toggle")
  func switchFromCode() {
    let harness = GestureHarness()
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    harness.root.addSubview(toggle)
    var changes = 0
    toggle.addAction(for: .valueChanged) { _ in changes += 1 }
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    harness.down(125, 115, at: 0)
    harness.move(125, 300, at: 0.1)
    harness.up(125, 300, at: 0.2)
    harness.run(for: 0.5)
    #expect(changes == 0)
    #expect(!toggle.isOn)
  }

  /// A 300 × 31 slider at (20, 100) from 0 to 100: the thumb's centre travels from window
  /// x 34 (value 0) to 306 (value 100), 272 pt, at window y 115.5.
  private func sliderScene() -> (GestureHarness, UISlider) {
    let harness = GestureHarness()
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
    slider.maximumValue = 100
    harness.root.addSubview(slider)
    return (harness, slider)
  }

  @Test("trackRect and thumbRect: 4 pt track, 28 pt thumb, centre 14 pt inside each end")
  func sliderGeometry() {
    let (_, slider) = sliderScene()
    let bounds = slider.bounds
    let track = slider.trackRect(forBounds: bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 300, height: 4))
    #expect(
      slider.thumbRect(forBounds: bounds, trackRect: track, value: 0)
        == CGRect(x: 0, y: 1.5, width: 28, height: 28))
    #expect(
      slider.thumbRect(forBounds: bounds, trackRect: track, value: 25)
        == CGRect(x: 68, y: 1.5, width: 28, height: 28))
    #expect(
      slider.thumbRect(forBounds: bounds, trackRect: track, value: 100)
        == CGRect(x: 272, y: 1.5, width: 28, height: 28))
    slider.value = 150
    #expect(slider.value == 100)
    slider.value = 40
    slider.maximumValue = 20
    #expect(slider.value == 20)
    #expect(slider.intrinsicContentSize.height == 31)
  }

  @Test("Dragging the thumb 136 pt right gives 50, 400 pt gives 100; continuous events")
  func sliderDrag() {
    let (harness, slider) = sliderScene()
    var values: [Float] = []
    slider.addAction(for: .valueChanged) { sender in values.append((sender as! UISlider).value) }
    // Grabbed 4 pt right of the thumb's centre: no jump.
    harness.down(38, 115.5, at: 0)
    harness.move(38 + 68, 115.5, at: 0.05)
    harness.move(38 + 136, 115.5, at: 0.1)
    harness.move(38 + 400, 115.5, at: 0.15)
    harness.up(38 + 400, 115.5, at: 0.2)
    harness.run(for: 0.3)
    #expect(values == [25, 50, 100])
    #expect(slider.value == 100)
    #expect(part("minimumTrack", of: slider).frame.width == 286)
  }

  @Test("Without isContinuous, one valueChanged at the lift; a touch off the thumb does nothing")
  func sliderNotContinuous() {
    let (harness, slider) = sliderScene()
    slider.isContinuous = false
    var values: [Float] = []
    slider.addAction(for: .valueChanged) { sender in values.append((sender as! UISlider).value) }
    harness.down(34, 115.5, at: 0)
    harness.move(34 + 68, 115.5, at: 0.05)
    harness.move(34 + 136, 115.5, at: 0.1)
    harness.up(34 + 136, 115.5, at: 0.15)
    // 80 pt along the track, far from the thumb at 170: no tracking.
    harness.down(100, 115.5, at: 0.5)
    harness.move(300, 115.5, at: 0.55)
    harness.up(300, 115.5, at: 0.6)
    harness.run(for: 0.7)
    #expect(values == [50])
    #expect(slider.value == 50)
  }
}
