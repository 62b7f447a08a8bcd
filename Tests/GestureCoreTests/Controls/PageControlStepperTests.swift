import Foundation
import Testing

@testable import GestureCore

/// The parts of `control` called `name`, in order.
@MainActor
private func parts(_ name: String, of control: UIView) -> [UIView] {
  control.subviews.filter { ($0 as? ControlPartView)?.partName == name }
}

@Suite("UIPageControl and UIStepper: sizes, dots, taps, steps and autorepeat")
@MainActor
struct PageControlStepperTests {
  @Test("size(forNumberOfPages:): 16 pt a dot less the last 9 pt gap, 8 pt margins, 26 pt tall")
  func pageControlSize() {
    let control = UIPageControl(frame: .zero)
    // 16 × 5 − 9 + 16 = 87.
    #expect(control.size(forNumberOfPages: 5) == CGSize(width: 87, height: 26))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 23, height: 26))
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    control.numberOfPages = 3
    #expect(control.intrinsicContentSize == CGSize(width: 55, height: 26))
  }

  @Test("Dots: 7 pt, centres 16 pt apart, the row centred; the current one in its colour")
  func dots() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = 3
    control.currentPage = 1
    control.currentPageIndicatorTintColor = .red
    let dots = parts("dot", of: control)
    // The row is 16 × 3 − 9 = 39 pt wide, centred on 100: the first centre is 100 − 19.5 + 3.5.
    #expect(dots.map(\.center) == [84, 100, 116].map { CGPoint(x: $0, y: 13) })
    #expect(dots.allSatisfy { $0.bounds.size == CGSize(width: 7, height: 7) })
    #expect(dots[1].backgroundColor?.cgColor == UIColor.red.cgColor)
    #expect(dots[0].backgroundColor?.cgColor == UIColor(white: 1, alpha: 0.3).cgColor)
    control.currentPage = 9
    #expect(control.currentPage == 2)
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.numberOfPages = 1
    control.hidesForSinglePage = true
    #expect(parts("dot", of: control).allSatisfy { $0.isHidden })
  }

  @Test("Millions of pages draw a window of 64 dots around the current page")
  func manyPages() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 375, height: 26))
    control.numberOfPages = 10_000_000
    control.currentPage = 5_000_000
    control.currentPageIndicatorTintColor = .red
    let dots = parts("dot", of: control)
    #expect(dots.count == 64)
    // The window starts 32 pages before the current one: its dot is the 33rd.
    #expect(dots.firstIndex { $0.backgroundColor?.cgColor == UIColor.red.cgColor } == 32)
    control.currentPage = 9_999_999
    #expect(parts("dot", of: control).last?.backgroundColor?.cgColor == UIColor.red.cgColor)
  }

  @Test("A tap right of the centre is the next page, left the previous; none past the ends")
  func pageTaps() {
    let harness = GestureHarness()
    let control = UIPageControl(frame: CGRect(x: 0, y: 300, width: 375, height: 26))
    control.numberOfPages = 3
    harness.root.addSubview(control)
    var pages: [Int] = []
    control.addAction(for: .valueChanged) { pages.append(($0 as! UIPageControl).currentPage) }
    for (index, x) in [300.0, 300, 300, 50, 50, 50].enumerated() {
      harness.down(x, 313, at: Double(index) * 0.3)
      harness.up(x, 313, at: Double(index) * 0.3 + 0.05)
    }
    harness.run(for: 2)
    #expect(pages == [1, 2, 1, 0])
    #expect(control.currentPage == 0)
    #expect(control.accessibilityValue == "page 1 of 3")
    #expect(control.accessibilityTraits == .adjustable)
  }

  @Test("A stepper is 94 × 32 whatever the frame; the range follows Apple's invariant")
  func stepperGeometry() {
    let stepper = UIStepper(frame: CGRect(x: 10, y: 20, width: 300, height: 100))
    #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.maximumValue == 100 && stepper.stepValue == 1 && stepper.autorepeat)
    stepper.value = 150
    #expect(stepper.value == 100)
    // Apple: minimum 200 above the maximum makes both 200.
    stepper.minimumValue = 200
    #expect(stepper.maximumValue == 200 && stepper.value == 200)
    // The separator is centred: x 46.5 to 47.5.
    #expect(parts("separator", of: stepper)[0].frame == CGRect(x: 46.5, y: 7, width: 1, height: 18))
  }

  /// A stepper at (100, 100): the − half's centre is window (123.5, 116), the + half's (170.5, 116).
  private func stepperScene() -> (GestureHarness, UIStepper, () -> [Double]) {
    let harness = GestureHarness()
    let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
    harness.root.addSubview(stepper)
    var values: [Double] = []
    stepper.addAction(for: .valueChanged) { values.append(($0 as! UIStepper).value) }
    return (harness, stepper, { values })
  }

  @Test("A step value that is not a positive finite number is ignored")
  func invalidStepValue() {
    let stepper = UIStepper()
    stepper.stepValue = 2
    for bad in [0, -1, Double.nan, .infinity] {
      stepper.stepValue = bad
      #expect(stepper.stepValue == 2)
    }
  }

  @Test("Taps on + step up at touch down; − at the minimum does nothing and is greyed")
  func stepperTaps() {
    let (harness, stepper, values) = stepperScene()
    stepper.stepValue = 2.5
    #expect(parts("minus", of: stepper)[0].backgroundColor === UIColor.tertiaryLabel)
    harness.down(123.5, 116, at: 0)
    harness.up(123.5, 116, at: 0.05)
    for index in 0..<3 {
      harness.down(170.5, 116, at: 0.3 + Double(index) * 0.3)
      harness.up(170.5, 116, at: 0.35 + Double(index) * 0.3)
    }
    harness.down(123.5, 116, at: 1.5)
    harness.up(123.5, 116, at: 1.55)
    harness.run(for: 2)
    #expect(values() == [2.5, 5, 7.5, 5])
    #expect(stepper.value == 5)
    #expect(parts("minus", of: stepper)[0].backgroundColor === UIColor.label)
  }

  @Test("Holding + steps at 0, then after 0.5 s every 0.1 s: 0.5, 0.6, 0.7, 0.8, 0.9")
  func autorepeat() {
    let (harness, _, values) = stepperScene()
    harness.down(170.5, 116, at: 0)
    harness.up(170.5, 116, at: 0.95)
    harness.run(for: 1.5)
    #expect(values() == [1, 2, 3, 4, 5, 6])
  }

  @Test("Without autorepeat one step; without isContinuous one valueChanged at the lift")
  func continuousAndRepeat() {
    let (harness, stepper, values) = stepperScene()
    stepper.autorepeat = false
    harness.down(170.5, 116, at: 0)
    harness.up(170.5, 116, at: 0.95)
    harness.run(for: 1.5)
    #expect(values() == [1])
    let (second, quiet, quietValues) = stepperScene()
    quiet.isContinuous = false
    // Steps at 0, 0.5, 0.6 and 0.7: one event, value 4.
    second.down(170.5, 116, at: 0)
    second.up(170.5, 116, at: 0.75)
    second.run(for: 1)
    #expect(quietValues() == [4])
  }

  @Test("wraps: + at the maximum gives the minimum, − at the minimum the maximum")
  func wraps() {
    let (harness, stepper, values) = stepperScene()
    stepper.maximumValue = 2
    stepper.value = 2
    stepper.wraps = true
    harness.down(170.5, 116, at: 0)
    harness.up(170.5, 116, at: 0.05)
    harness.down(123.5, 116, at: 0.3)
    harness.up(123.5, 116, at: 0.35)
    harness.run(for: 0.6)
    #expect(values() == [0, 2])
  }
}
