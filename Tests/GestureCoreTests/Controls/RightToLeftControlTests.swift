import Foundation
import Testing

@testable import GestureCore

/// The part of `control` called `name`.
@MainActor
private func part(_ name: String, of control: UIView) -> UIView? {
  control.subviews.first { ($0 as? ControlPartView)?.partName == name }
}

/// The parts of `control` called `name`, in order.
@MainActor
private func parts(_ name: String, of control: UIView) -> [UIView] {
  control.subviews.filter { ($0 as? ControlPartView)?.partName == name }
}

/// A gesture harness whose root lays out right to left.
@MainActor
private func rightToLeftHarness() -> GestureHarness {
  let harness = GestureHarness()
  harness.root.semanticContentAttribute = .forceRightToLeft
  return harness
}

@Suite("Controls that mirror themselves in a right-to-left layout: drawn and touched mirrored")
@MainActor
struct RightToLeftControlTests {
  /// A 300 × 31 slider at (20, 100) from 0 to 100, right to left: the thumb's centre travels
  /// from window x 306 (value 0) leftwards to 34 (value 100), 272 pt.
  private func sliderScene() -> (GestureHarness, UISlider) {
    let harness = rightToLeftHarness()
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
    slider.maximumValue = 100
    harness.root.addSubview(slider)
    return (harness, slider)
  }

  @Test("Slider: the minimum at the right, thumbRect mirrored (value 25 at x 204)")
  func sliderGeometry() {
    // The harness (its window) stays alive: the slider's direction comes from its superview.
    let (harness, slider) = sliderScene()
    withExtendedLifetime(harness) {
      let bounds = slider.bounds
      let track = slider.trackRect(forBounds: bounds)
      #expect(track == CGRect(x: 0, y: 13.5, width: 300, height: 4))
      // Centre at 300 − 14 − 272 · v/100: 286, 218, 14.
      #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 272)
      #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 25).minX == 204)
      #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 100).minX == 0)
    }
  }

  @Test("Slider: dragging left increases the value; the minimum track fills from the right")
  func sliderDrag() throws {
    let (harness, slider) = sliderScene()
    var values: [Float] = []
    slider.addAction(for: .valueChanged) { sender in values.append((sender as! UISlider).value) }
    // Grabbed 4 pt left of the thumb's centre (window x 306): no jump. 68 pt left is a
    // quarter of the travel (25), 136 pt half (50).
    harness.down(302, 115.5, at: 0)
    harness.move(302 - 68, 115.5, at: 0.05)
    harness.move(302 - 136, 115.5, at: 0.1)
    harness.up(302 - 136, 115.5, at: 0.15)
    _ = harness.run(for: 0.3)
    #expect(values == [25, 50])
    #expect(slider.value == 50)
    // The thumb's centre at 150 in the slider; the blue part from there to the right end.
    let minimum = try #require(part("minimumTrack", of: slider))
    #expect(minimum.frame == CGRect(x: 150, y: 13.5, width: 150, height: 4))
  }

  @Test("Slider: value images swap ends; the track starts after the maximum image")
  func sliderImages() {
    let (harness, slider) = sliderScene()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    let wide = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
    withExtendedLifetime(harness) {
      slider.minimumValueImage = image
      slider.maximumValueImage = wide
      let bounds = slider.bounds
      #expect(slider.minimumValueImageRect(forBounds: bounds).minX == 280)
      #expect(slider.maximumValueImageRect(forBounds: bounds).minX == 0)
      // 30 + 8 at the left, 20 + 8 at the right.
      #expect(slider.trackRect(forBounds: bounds).minX == 38)
      #expect(slider.trackRect(forBounds: bounds).width == 234)
    }
  }

  @Test("Segmented control: segment 0 at the right; taps select by the mirrored frames")
  func segmented() {
    let harness = rightToLeftHarness()
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
    control.selectedSegmentIndex = 0
    harness.root.addSubview(control)
    #expect(control.segmentFrames().map(\.minX) == [200, 100, 0])
    control.layoutIfNeeded()
    let thumb = parts("thumb", of: control)[0]
    #expect(thumb.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
    // Separator 0 lies between segments 0 and 1: at x 200; separator 1 at x 100.
    let separators = parts("separator", of: control)
    #expect(separators.map(\.frame.minX) == [199.5, 99.5])
    // Clamped beyond the ends: left of the control is the last segment, right of it the first.
    #expect(control.segmentIndex(atX: -5) == 2)
    #expect(control.segmentIndex(atX: 305) == 0)
    #expect(control.segmentIndex(atX: 150) == 1)
    // A tap at window x 70 (control x 50) is on segment 2.
    var selected: [Int] = []
    control.addAction(for: .valueChanged) { sender in
      selected.append((sender as! UISegmentedControl).selectedSegmentIndex)
    }
    harness.down(70, 116, at: 0)
    harness.up(70, 116, at: 0.05)
    _ = harness.run(for: 0.5)
    #expect(selected == [2])
    #expect(thumb.frame.minX == 2)
  }

  @Test("Switch: on puts the thumb at the left end; a direction change moves it")
  func switchThumb() throws {
    let harness = GestureHarness()
    let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    harness.root.addSubview(toggle)
    toggle.isOn = true
    let thumb = try #require(part("thumb", of: toggle))
    // Left to right, on: 51 − 2 − 27 = 22.
    #expect(thumb.frame.minX == 22)
    harness.root.semanticContentAttribute = .forceRightToLeft
    harness.root.layoutIfNeeded()
    #expect(thumb.frame.minX == 2)
    toggle.isOn = false
    #expect(thumb.frame.minX == 22)
  }

  @Test("Page control: dot 0 at the right; a tap on the left half advances")
  func pageControl() {
    let harness = rightToLeftHarness()
    let control = UIPageControl(frame: CGRect(x: 20, y: 100, width: 55, height: 26))
    control.numberOfPages = 3
    harness.root.addSubview(control)
    control.layoutIfNeeded()
    // 16 × 3 − 9 = 39 pt of dots centred in 55: centres 43.5, 27.5, 11.5 from the right.
    let dots = parts("dot", of: control)
    #expect(dots.map(\.center.x) == [43.5, 27.5, 11.5])
    var pages: [Int] = []
    control.addAction(for: .valueChanged) { sender in
      pages.append((sender as! UIPageControl).currentPage)
    }
    harness.down(30, 113, at: 0)
    harness.up(30, 113, at: 0.05)
    harness.down(70, 113, at: 0.2)
    harness.up(70, 113, at: 0.25)
    _ = harness.run(for: 0.4)
    // Left of the centre (window x 47.5): next; right of it: previous.
    #expect(pages == [1, 0])
  }

  @Test("Stepper: − at the right, + at the left, drawn and touched so")
  func stepper() throws {
    let harness = rightToLeftHarness()
    let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
    stepper.value = 5
    stepper.maximumValue = 10
    harness.root.addSubview(stepper)
    stepper.layoutIfNeeded()
    // Halves of 47 pt: − centred at 70.5, + at 23.5.
    #expect(try #require(part("minus", of: stepper)).center.x == 70.5)
    #expect(try #require(part("plus", of: stepper)).center.x == 23.5)
    // A touch on the right half (window x 100) steps down, on the left (window x 30) up twice.
    harness.down(100, 116, at: 0)
    harness.up(100, 116, at: 0.05)
    harness.down(30, 116, at: 0.2)
    harness.up(30, 116, at: 0.25)
    harness.down(30, 116, at: 0.4)
    harness.up(30, 116, at: 0.45)
    _ = harness.run(for: 0.6)
    #expect(stepper.value == 6)
  }

  @Test("Progress view: a quarter fills the right 25 pt of a 100 pt bar")
  func progress() throws {
    let harness = rightToLeftHarness()
    let bar = UIProgressView(frame: CGRect(x: 20, y: 100, width: 100, height: 4))
    bar.progress = 0.25
    harness.root.addSubview(bar)
    bar.layoutIfNeeded()
    let fill = try #require(part("progress", of: bar))
    #expect(fill.frame == CGRect(x: 75, y: 0, width: 25, height: 4))
  }
}
