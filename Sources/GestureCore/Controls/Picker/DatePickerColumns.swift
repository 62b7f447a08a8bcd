import Foundation

/// The wheels of a date picker in the `.wheels` style: its columns per mode in `en_US` order,
/// their rows and titles, and the conversion between rows and the picker's value. It is the
/// data source and delegate of the date picker's internal ``UIPickerView``.
///
/// Looping columns (months, days, hours, minutes) hold ``turns`` repetitions of their values
/// and start in the middle one, so a wheel spins many turns either way before it meets an end
/// (UIKit loops them the same way, with a large row count); when the value is shown again,
/// each wheel goes to the row of the value nearest the row it is on, so it never jumps a turn.
final class DatePickerColumns: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  /// A column of the wheels.
  enum Column {
    case month, day, year, hour, minute, meridiem, dayOfTimeline, countHours, countMinutes
  }

  /// The repetitions of a looping column's values.
  static let turns = 100
  /// The days either side of today on the `.dateAndTime` day wheel (100 years).
  static let daySpan = 36_525
  /// The share of the width inside the margins each column takes, per mode (working values).
  static let widthShares: [UIDatePicker.Mode: [CGFloat]] = [
    .date: [0.44, 0.2, 0.36], .time: [0.34, 0.33, 0.33], .dateAndTime: [0.43, 0.19, 0.19, 0.19],
    .countDownTimer: [0.5, 0.5],
  ]

  private unowned let picker: UIDatePicker

  init(picker: UIDatePicker) {
    self.picker = picker
    super.init()
  }

  /// The columns of the picker's mode.
  var columns: [Column] {
    switch picker.datePickerMode {
    case .date: return [.month, .day, .year]
    case .time: return [.hour, .minute, .meridiem]
    case .dateAndTime: return [.dayOfTimeline, .hour, .minute, .meridiem]
    case .countDownTimer: return [.countHours, .countMinutes]
    }
  }

  /// The number of distinct minute values.
  private var minuteValues: Int { 60 / picker.minuteInterval }

  /// The distinct values of a looping column, or `nil` for one that does not loop.
  private func period(_ column: Column) -> Int? {
    switch column {
    case .month: return 12
    case .day: return 31
    case .hour: return 12
    case .minute, .countMinutes: return minuteValues
    case .year, .meridiem, .dayOfTimeline, .countHours: return nil
    }
  }

  private func rowCount(_ column: Column) -> Int {
    if let period = period(column) { return period * Self.turns }
    switch column {
    case .year: return 9999
    case .meridiem: return 2
    case .dayOfTimeline: return 2 * Self.daySpan + 1
    default: return 24
    }
  }

  // MARK: UIPickerViewDataSource

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    columns.indices.contains(component) ? rowCount(columns[component]) : 0
  }

  // MARK: UIPickerViewDelegate

  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    let shares = Self.widthShares[picker.datePickerMode] ?? []
    let count = CGFloat(shares.count)
    let inner =
      pickerView.bounds.width - 2 * UIPickerView.sideMargin
      - (count - 1) * UIPickerView.componentGap
    return shares.indices.contains(component) ? max(0, inner * shares[component]) : 0
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    guard columns.indices.contains(component) else { return nil }
    let calendar = picker.workingCalendar
    switch columns[component] {
    case .month: return calendar.standaloneMonthSymbols[row % 12]
    case .day: return "\(row % 31 + 1)"
    case .year: return "\(row + 1)"
    case .hour:
      let hour = row % 12
      return "\(hour == 0 ? 12 : hour)"
    case .minute:
      let minute = (row % minuteValues) * picker.minuteInterval
      return minute < 10 ? "0\(minute)" : "\(minute)"
    case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
    case .dayOfTimeline:
      let offset = row - Self.daySpan
      if offset == 0 { return "Today" }
      guard let day = calendar.date(byAdding: .day, value: offset, to: today(calendar)) else {
        return nil
      }
      return picker.text(day, format: "EEE MMM d")
    case .countHours: return row == 1 ? "1 hour" : "\(row) hours"
    case .countMinutes: return "\((row % minuteValues) * picker.minuteInterval) min"
    }
  }

  /// A row the picker cannot rest on (a day the shown month lacks, a value outside the
  /// limits with the other wheels as they rest) in ``UIColor/tertiaryLabel``, as iOS greys
  /// them; `nil`, the plain title, for the others.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    guard isUnavailable(row: row, component: component),
      let title = self.pickerView(pickerView, titleForRow: row, forComponent: component)
    else { return nil }
    return NSAttributedString(
      string: title,
      attributes: [
        .foregroundColor: UIColor.tertiaryLabel,
        .font: UIFont.systemFont(ofSize: UIPickerView.titleFontSize),
      ])
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    picker.wheelsSettled()
  }

  /// Whether the wheels, resting as they are but with `component` on `row`, show a day the
  /// month lacks or a date outside the picker's limits.
  func isUnavailable(row: Int, component: Int) -> Bool {
    guard picker.datePickerMode != .countDownTimer else { return false }
    let wheels = picker.wheels
    var rows = (0..<columns.count).map { wheels.selectedRow(inComponent: $0) }
    guard rows.indices.contains(component), !rows.contains(where: { $0 < 0 }) else {
      return false
    }
    rows[component] = row
    if let dayIndex = columns.firstIndex(of: .day), let monthIndex = columns.firstIndex(of: .month),
      let yearIndex = columns.firstIndex(of: .year)
    {
      let calendar = picker.workingCalendar
      let first = DateComponents(
        year: rows[yearIndex] + 1, month: rows[monthIndex] % 12 + 1, day: 1)
      if let date = calendar.date(from: first),
        let days = calendar.range(of: .day, in: .month, for: date),
        rows[dayIndex] % 31 + 1 >= days.upperBound
      {
        return true
      }
    }
    let date = date(fromRows: rows, keeping: picker.storedDate)
    return picker.clamped(date) != date
  }

  // MARK: Values and rows

  /// The start of the simulation's today in `calendar`.
  private func today(_ calendar: Calendar) -> Date {
    calendar.startOfDay(for: UIDatePicker.simulatedNow)
  }

  /// The row of each column that shows `date` (or the count-down duration), each looping
  /// column's nearest the row its wheel is on, or in the middle turn when `fresh` (the columns
  /// were just read again).
  func rows(for date: Date, fresh: Bool) -> [Int] {
    let calendar = picker.workingCalendar
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let duration = Int(picker.countDownDuration)
    return columns.enumerated().map { component, column in
      let value: Int
      switch column {
      case .month: value = (parts.month ?? 1) - 1
      case .day: value = (parts.day ?? 1) - 1
      case .year: value = min(max((parts.year ?? 1) - 1, 0), 9998)
      case .hour: value = hour % 12
      case .minute: value = (parts.minute ?? 0) / picker.minuteInterval
      case .meridiem: value = hour >= 12 ? 1 : 0
      case .dayOfTimeline:
        let days =
          calendar.dateComponents(
            [.day], from: today(calendar), to: calendar.startOfDay(for: date)
          ).day ?? 0
        value = min(max(days, -Self.daySpan), Self.daySpan) + Self.daySpan
      case .countHours: value = min(duration / 3600, 23)
      case .countMinutes: value = (duration % 3600 / 60) / picker.minuteInterval
      }
      guard let period = period(column) else { return value }
      let middle = Self.turns / 2 * period
      let current = picker.wheels.selectedRow(inComponent: component)
      guard !fresh, current >= 0 else { return middle + value }
      return loopingRow(value, period: period, near: current)
    }
  }

  /// The row showing `value` nearest `current` in a column of `period` values.
  private func loopingRow(_ value: Int, period: Int, near current: Int) -> Int {
    var row = current - current % period + value
    if row - current > period / 2 { row -= period }
    if current - row > period / 2 { row += period }
    return min(max(row, 0), period * Self.turns - 1)
  }

  /// The date the wheels' `rows` show, taking from `current` what they do not show (the time
  /// of day in `.date`, the day in `.time`); the day is clamped to the month's last (the
  /// 31st of a 30-day month is the 30th, as the wheel turns back on iOS). Seconds are 0 in
  /// the modes that show the time.
  func date(fromRows rows: [Int], keeping current: Date) -> Date {
    let calendar = picker.workingCalendar
    var parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: current)
    func row(_ column: Column) -> Int? {
      columns.firstIndex(of: column).flatMap { rows.indices.contains($0) ? rows[$0] : nil }
    }
    if let month = row(.month) { parts.month = month % 12 + 1 }
    if let year = row(.year) { parts.year = year + 1 }
    if let day = row(.day) { parts.day = day % 31 + 1 }
    if let offset = row(.dayOfTimeline),
      let day = calendar.date(byAdding: .day, value: offset - Self.daySpan, to: today(calendar))
    {
      let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
      parts.year = dayParts.year
      parts.month = dayParts.month
      parts.day = dayParts.day
    }
    if let hour = row(.hour) {
      parts.hour = hour % 12 + ((row(.meridiem) ?? 0) == 1 ? 12 : 0)
      parts.second = 0
    }
    if let minute = row(.minute) { parts.minute = (minute % minuteValues) * picker.minuteInterval }
    var firstOfMonth = parts
    firstOfMonth.day = 1
    if let first = calendar.date(from: firstOfMonth),
      let days = calendar.range(of: .day, in: .month, for: first)
    {
      parts.day = min(parts.day ?? 1, days.upperBound - 1)
    }
    return calendar.date(from: parts) ?? current
  }

  /// The count-down duration the wheels' `rows` show, seconds.
  func duration(fromRows rows: [Int]) -> TimeInterval {
    guard rows.count == 2 else { return 0 }
    let minutes = (rows[1] % minuteValues) * picker.minuteInterval
    return TimeInterval(rows[0] * 3600 + minutes * 60)
  }
}
