import Foundation
import Testing

@testable import GestureCore

@Suite("UIDatePicker: fixed default date, wheel columns per mode, limits, valueChanged, styles")
@MainActor
struct DatePickerTests {
  /// The titles of the rows each wheel of `picker` rests on.
  private func shownTitles(_ picker: UIDatePicker) -> [String?] {
    (0..<picker.wheels.numberOfComponents).map { component in
      picker.columns.pickerView(
        picker.wheels, titleForRow: picker.wheels.selectedRow(inComponent: component),
        forComponent: component)
    }
  }

  private func wheelsPicker(_ mode: UIDatePicker.Mode) -> UIDatePicker {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.preferredDatePickerStyle = .wheels
    picker.datePickerMode = mode
    return picker
  }

  @Test("The default date is 2023-12-04 09:41 UTC; the default style resolves to compact")
  func defaults() {
    let picker = UIDatePicker(frame: .zero)
    #expect(picker.date == Date(timeIntervalSince1970: 1_701_682_860))
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.dateText.text == "Dec 4, 2023")
    #expect(picker.timeText.text == "9:41 AM")
    #expect(picker.intrinsicContentSize.height == 34)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
  }

  @Test("Wheels per mode in en_US order, on the default date")
  func columns() {
    let date = wheelsPicker(.date)
    #expect(shownTitles(date) == ["December", "4", "2023"])
    // Looping wheels start in the middle of their 100 turns: December is row 50 × 12 + 11.
    #expect(date.wheels.selectedRow(inComponent: 0) == 611)
    #expect(date.wheels.selectedRow(inComponent: 2) == 2022)
    let time = wheelsPicker(.time)
    #expect(shownTitles(time) == ["9", "41", "AM"])
    let both = wheelsPicker(.dateAndTime)
    #expect(shownTitles(both) == ["Today", "9", "41", "AM"])
    #expect(
      both.columns.pickerView(
        both.wheels, titleForRow: DatePickerColumns.daySpan + 1, forComponent: 0) == "Tue Dec 5")
    let timer = wheelsPicker(.countDownTimer)
    timer.countDownDuration = 5400
    #expect(shownTitles(timer) == ["1 hour", "30 min"])
  }

  @Test("A settled wheel composes the date, sends valueChanged once, and records it")
  func settledWheelChangesDate() {
    let harness = GestureHarness()
    let picker = wheelsPicker(.date)
    harness.root.addSubview(picker)
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    // The user settles the month wheel on March (two turns of the code path a spin takes).
    picker.wheels.wheelSettled(0, on: 50 * 12 + 2)
    let utc = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    #expect(
      calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        == DateComponents(year: 2023, month: 3, day: 4, hour: 9, minute: 41))
    #expect(changes == 1)
    // The same row again changes nothing.
    picker.wheels.wheelSettled(0, on: 50 * 12 + 2)
    #expect(changes == 1)
    // Day 31 in a 30-day month (April) becomes the 30th and the day wheel turns back.
    picker.wheels.wheelSettled(1, on: 50 * 31 + 30)
    picker.wheels.wheelSettled(0, on: 50 * 12 + 3)
    #expect(calendar.component(.day, from: picker.date) == 30)
    #expect(calendar.component(.month, from: picker.date) == 4)
    #expect(picker.wheels.selectedRow(inComponent: 1) == 50 * 31 + 29)
    #expect(changes == 3)
    // Setting the date from code sends nothing.
    picker.date = Date(timeIntervalSince1970: 0)
    #expect(changes == 3)
  }

  @Test("minimumDate clamps the date, and wheels settled before it turn back to it")
  func minimumDateClamps() {
    let picker = wheelsPicker(.time)
    let minimum = UIDatePicker.simulatedNow.addingTimeInterval(3600)
    picker.minimumDate = minimum
    #expect(picker.date == minimum)
    #expect(shownTitles(picker) == ["10", "41", "AM"])
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    // The hour wheel settled on 8 AM: before the minimum, so the date stays 10:41 and the
    // wheel turns back; nothing changed, so no valueChanged.
    picker.wheels.wheelSettled(0, on: 50 * 12 + 8)
    #expect(picker.date == minimum)
    #expect(picker.wheels.selectedRow(inComponent: 0) == 50 * 12 + 10)
    #expect(changes == 0)
    // 11 AM is allowed: 11:41:00.
    picker.wheels.wheelSettled(0, on: 50 * 12 + 11)
    #expect(picker.date == minimum.addingTimeInterval(3600))
    #expect(changes == 1)
    // A maximum before the date clamps it down.
    picker.maximumDate = minimum
    #expect(picker.date == minimum)
  }

  @Test("Rows before the minimum and days the month lacks are greyed")
  func greyedRows() {
    let picker = wheelsPicker(.date)
    picker.minimumDate = UIDatePicker.simulatedNow
    let columns = picker.columns
    // With the other wheels on 4 December 2023 and the minimum 4 December 2023 09:41.
    #expect(columns.isUnavailable(row: 50 * 12 + 10, component: 0))  // November
    #expect(!columns.isUnavailable(row: 50 * 12 + 11, component: 0))  // December
    #expect(columns.isUnavailable(row: 50 * 31 + 2, component: 1))  // the 3rd
    #expect(!columns.isUnavailable(row: 50 * 31 + 4, component: 1))  // the 5th
    #expect(columns.isUnavailable(row: 2021, component: 2))  // 2022
    // 10 February 2024 (a leap year): the 30th is greyed, the 29th is not.
    picker.date = Date(timeIntervalSince1970: 1_707_558_060)
    #expect(columns.isUnavailable(row: 50 * 31 + 29, component: 1))
    #expect(!columns.isUnavailable(row: 50 * 31 + 28, component: 1))
    let title = columns.pickerView(
      picker.wheels, attributedTitleForRow: 50 * 31 + 29, forComponent: 1)
    #expect(title?.string == "30")
    #expect(
      (title?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        == UIColor.tertiaryLabel)
    #expect(
      columns.pickerView(picker.wheels, attributedTitleForRow: 50 * 31 + 28, forComponent: 1)
        == nil)
  }

  @Test("minuteInterval steps the minute wheel; an interval not dividing 60 is ignored")
  func minuteInterval() {
    let picker = wheelsPicker(.time)
    picker.minuteInterval = 15
    #expect(picker.wheels.numberOfRows(inComponent: 1) == 4 * 100)
    #expect(shownTitles(picker) == ["9", "30", "AM"])
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 15)
  }

  @Test("A count-down timer never rests at 0: it turns to 1 minute")
  func countDownMinimum() {
    let picker = wheelsPicker(.countDownTimer)
    picker.countDownDuration = 600
    #expect(picker.wheels.selectedRow(inComponent: 1) == 50 * 60 + 10)
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    // The minute wheel settled on 0 min with 0 hours.
    picker.wheels.wheelSettled(1, on: 50 * 60 + 0)
    #expect(picker.countDownDuration == 60)
    #expect(changes == 1)
  }

  @Test("A tap on a compact pill records a located warning; .inline warns once at layout")
  func compactTapWarns() {
    let harness = GestureHarness()
    let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    picker.accessibilityIdentifier = "when"
    harness.root.addSubview(picker)
    picker.layoutIfNeeded()
    // The pills sit at the trailing edge.
    #expect(abs(picker.timePill.frame.maxX - 300) < 1e-9)
    harness.down(300, 117, at: 0.1)
    harness.up(300, 117, at: 0.2)
    let frames = harness.run(for: 0.5)
    let warnings = frames.flatMap { $0.events("datePicker.unsupported") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.view == "when")
  }
}
