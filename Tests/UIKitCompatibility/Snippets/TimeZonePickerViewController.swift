import UIKit

/// A sign-up step as apps write it: a one-wheel picker of regions whose selection fills a
/// label, and a birthday date picker on wheels limited to adults, reporting through a
/// `UIAction`.
final class TimeZonePickerViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  let regions = ["Auckland", "Tokyo", "Berlin", "London", "New York", "Los Angeles"]
  let picker = UIPickerView()
  let birthday = UIDatePicker()
  let chosen = UILabel()
  private(set) var birthdays: [Date] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 216)
    picker.dataSource = self
    picker.delegate = self
    picker.accessibilityIdentifier = "regions"
    view.addSubview(picker)

    birthday.frame = CGRect(x: 27, y: 270, width: 320, height: 216)
    birthday.datePickerMode = .date
    if #available(iOS 13.4, *) {
      birthday.preferredDatePickerStyle = .wheels
    }
    birthday.maximumDate = Calendar.current.date(byAdding: .year, value: -18, to: birthday.date)
    birthday.addAction(
      UIAction { [unowned self] _ in self.birthdays.append(self.birthday.date) },
      for: .valueChanged)
    view.addSubview(birthday)

    chosen.frame = CGRect(x: 16, y: 500, width: 343, height: 24)
    view.addSubview(chosen)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    regions.count
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    regions[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    chosen.text = regions[row]
  }
}
