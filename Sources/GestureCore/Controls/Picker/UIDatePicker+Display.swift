import Foundation

/// A date picker's calendar arithmetic, its wheels kept in step with the value, and the
/// compact style's pills.
extension UIDatePicker {
  /// The pills' height, corner radius, text padding each side and the gap between two,
  /// points, and their font size (working values measured by eye on iOS 17 screenshots).
  static let pillHeight: CGFloat = 34
  static let pillCornerRadius: CGFloat = 6
  static let pillPadding: CGFloat = 11
  static let pillGap: CGFloat = 6
  static let pillFontSize: CGFloat = 17

  /// The calendar the picker computes with: ``calendar`` in ``timeZone`` (UTC when `nil`)
  /// and ``locale`` (`en_US` when `nil`).
  var workingCalendar: Calendar {
    var result = calendar ?? Calendar(identifier: .gregorian)
    result.timeZone = timeZone ?? TimeZone(identifier: "UTC")!
    result.locale = workingLocale
    return result
  }

  /// ``locale``, or `en_US`.
  var workingLocale: Locale { locale ?? Locale(identifier: "en_US") }

  /// `date` within ``minimumDate``…``maximumDate`` (when the minimum is after the maximum,
  /// both are ignored, as Apple documents).
  func clamped(_ date: Date) -> Date {
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// The text of `date` in `format` (a fixed `en_US` pattern), in the picker's calendar.
  func text(_ date: Date, format: String) -> String {
    let formatter = DateFormatter()
    formatter.calendar = workingCalendar
    formatter.timeZone = workingCalendar.timeZone
    formatter.locale = workingLocale
    formatter.dateFormat = format
    return formatter.string(from: date)
  }

  /// The style's name as Swift spells it.
  var styleName: String {
    switch datePickerStyle {
    case .automatic: return ".automatic"
    case .wheels: return ".wheels"
    case .compact: return ".compact"
    case .inline: return ".inline"
    }
  }

  /// Shows the wheels or the pills for the mode and style, and the value on them.
  func modeOrStyleChanged() {
    let usesWheels = datePickerStyle == .wheels
    wheels.isHidden = !usesWheels
    datePill.isHidden = usesWheels || datePickerMode == .time
    timePill.isHidden = usesWheels || datePickerMode == .date
    reloadWheels()
    invalidateIntrinsicContentSize()
  }

  /// Reads the columns again (mode, interval, calendar changed) and shows the value.
  func reloadWheels() {
    wheels.reloadAllComponents()
    showValue(animated: false, fresh: true)
  }

  /// Turns every wheel to the value (each looping wheel to the nearest row showing it, or its
  /// middle turn's when `fresh`) and writes the pills' texts.
  func showValue(animated: Bool, fresh: Bool = false) {
    let rows = columns.rows(for: storedDate, fresh: fresh)
    for (component, row) in rows.enumerated() {
      wheels.selectRow(row, inComponent: component, animated: animated)
    }
    // Which rows are greyed depends on the value: the rows on the wheels are made again.
    wheels.remakeShownRows()
    dateText.text = text(storedDate, format: "MMM d, yyyy")
    timeText.text = text(storedDate, format: "h:mm a")
    if datePickerStyle != .wheels { invalidateIntrinsicContentSize() }
    setNeedsLayout()
  }

  /// The user settled a wheel: the value its wheels show, clamped to the limits (the wheels
  /// turn back when it was), and `valueChanged` when it changed.
  func wheelsSettled() {
    if datePickerMode == .countDownTimer {
      var duration = columns.duration(fromRows: selectedRows())
      // A count-down timer never rests at 0: it turns to 1 minute (iOS).
      if duration < 60 { duration = 60 }
      let changed = duration != countDownDuration
      countDownDuration = duration
      showValue(animated: true)
      if changed { valueDidChange("countDownDuration \(Int(duration))") }
      return
    }
    let shown = columns.date(fromRows: selectedRows(), keeping: storedDate)
    let value = clamped(shown)
    let changed = value != storedDate
    storedDate = value
    showValue(animated: true)
    if changed {
      let stamp = text(value, format: "yyyy-MM-dd HH:mm")
      valueDidChange("date \(stamp)")
    }
  }

  private func selectedRows() -> [Int] {
    (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
  }

  private func valueDidChange(_ detail: String) {
    window?.eventLog.record("datePicker.date", view: self, detail: "\(identifier) \(detail)")
    sendTriggeringActions(for: .valueChanged, event: nil)
  }

  /// The width of a pill showing `label`'s text.
  private func pillWidth(_ label: UILabel) -> CGFloat {
    ceil(label.intrinsicContentSize.width) + 2 * Self.pillPadding
  }

  /// The pills side by side.
  func compactSize() -> CGSize {
    let shown = [(datePill, dateText), (timePill, timeText)].filter { !$0.0.isHidden }
    let width =
      shown.reduce(CGFloat(0)) { $0 + pillWidth($1.1) }
      + CGFloat(max(shown.count - 1, 0)) * Self.pillGap
    return CGSize(width: width, height: Self.pillHeight)
  }

  /// The pills at the trailing edge, centred vertically.
  func placePills() {
    let size = compactSize()
    var x = bounds.maxX - size.width
    for (pill, label) in [(datePill, dateText), (timePill, timeText)] where !pill.isHidden {
      let width = pillWidth(label)
      pill.frame = CGRect(
        x: x, y: bounds.midY - Self.pillHeight / 2, width: width, height: Self.pillHeight)
      label.bounds.size = label.intrinsicContentSize
      label.center = CGPoint(x: width / 2, y: Self.pillHeight / 2)
      x += width + Self.pillGap
    }
  }

  /// Says once that `.inline` is drawn as `.compact`, and that a locale other than
  /// `en_US` keeps `en_US`'s column order.
  func warnAboutUnmodelledStyle() {
    guard let log = window?.eventLog else { return }
    if datePickerStyle == .inline {
      log.recordOnce(
        "datePicker.unsupported", view: self,
        detail: "the .inline style's month calendar is not modelled: drawn as .compact")
    }
    if let locale, locale.identifier != "en_US" {
      log.recordOnce(
        "datePicker.unsupported", view: self,
        detail: "locale \(locale.identifier): the wheels keep en_US's order and the pills "
          + "en_US's patterns; only the names are the locale's")
    }
  }
}
