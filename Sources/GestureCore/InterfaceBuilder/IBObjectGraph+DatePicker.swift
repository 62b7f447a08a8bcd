import Foundation

extension IBObjectGraph {
  /// A `<datePicker>`'s mode, style, minute interval and dates, as Interface Builder writes
  /// them: `datePickerMode="date"`, `style="wheels"`, `minuteInterval="5"`, and `<date
  /// key="date" timeIntervalSinceReferenceDate="…"/>` children for `date`, `minimumDate` and
  /// `maximumDate`; `<locale key="locale" localeIdentifier="…"/>` sets the locale; `useCurrentDate`
  /// is read (YES: the simulation's now, the default).
  func applyDatePickerProperties(
    _ element: IBElement, to picker: UIDatePicker, reader: inout AttributeReader,
    readChildren: inout Set<String>
  ) {
    let modes: [String: UIDatePicker.Mode] = [
      "time": .time, "date": .date, "dateAndTime": .dateAndTime,
      "countDownTimer": .countDownTimer,
    ]
    reader.value("datePickerMode", { modes[$0] }) { picker.datePickerMode = $0 }
    let styles: [String: UIDatePickerStyle] = [
      "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
    ]
    reader.value("style", { styles[$0] }) { picker.preferredDatePickerStyle = $0 }
    reader.number("minuteInterval") { picker.minuteInterval = Int($0) }
    reader.number("countDownDuration") { picker.countDownDuration = TimeInterval($0) }
    // YES leaves the date "now" (the simulation's); NO comes with the `<date key="date">` read
    // below.
    reader.flag("useCurrentDate") { _ in }
    for child in element.children {
      switch (child.name, child["key"]) {
      case ("date", let key?):
        readChildren.insert(child.name)
        guard let text = child["timeIntervalSinceReferenceDate"], let seconds = Double(text)
        else {
          warn(child, "<date key=\"\(key)\"> has no timeIntervalSinceReferenceDate; skipped")
          continue
        }
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        switch key {
        case "date": picker.date = date
        case "minimumDate": picker.minimumDate = date
        case "maximumDate": picker.maximumDate = date
        default: warn(child, "<date key=\"\(key)\"> is not read; skipped")
        }
      case ("locale", "locale"):
        readChildren.insert(child.name)
        if let identifier = child["localeIdentifier"] {
          picker.locale = Locale(identifier: identifier)
        }
      default: continue
      }
    }
  }
}
