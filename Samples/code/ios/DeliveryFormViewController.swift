import UIKit

/// An order form as an iOS engineer writes it: a two-wheel picker for a T-shirt's size and
/// colour, a date picker on wheels for the delivery day (no earlier than today), and a summary
/// line that follows both.
final class DeliveryFormViewController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  private let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
  private let colours = ["Black", "White", "Navy", "Red", "Green", "Yellow", "Grey", "Pink"]

  private let titleLabel = UILabel()
  private let productPicker = UIPickerView()
  private let datePicker = UIDatePicker()
  private let summaryLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    titleLabel.text = "Your order"
    titleLabel.font = .systemFont(ofSize: 28, weight: .bold)

    productPicker.dataSource = self
    productPicker.delegate = self
    productPicker.accessibilityIdentifier = "product"
    productPicker.selectRow(2, inComponent: 0, animated: false)

    datePicker.datePickerMode = .date
    datePicker.preferredDatePickerStyle = .wheels
    datePicker.minimumDate = datePicker.date
    datePicker.accessibilityIdentifier = "delivery"
    datePicker.addTarget(self, action: #selector(dateChanged(_:)), for: .valueChanged)

    summaryLabel.font = .systemFont(ofSize: 15)
    summaryLabel.textColor = .secondaryLabel
    summaryLabel.textAlignment = .center
    summaryLabel.accessibilityIdentifier = "summary"

    for subview in [titleLabel, productPicker, datePicker, summaryLabel] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      productPicker.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      productPicker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      productPicker.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      datePicker.topAnchor.constraint(equalTo: productPicker.bottomAnchor),
      datePicker.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      summaryLabel.topAnchor.constraint(equalTo: datePicker.bottomAnchor, constant: 8),
      summaryLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      summaryLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
    ])
    updateSummary()
  }

  // MARK: UIPickerViewDataSource

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    component == 0 ? sizes.count : colours.count
  }

  // MARK: UIPickerViewDelegate

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    component == 0 ? sizes[row] : colours[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    updateSummary()
  }

  @objc private func dateChanged(_ sender: UIDatePicker) {
    updateSummary()
  }

  private func updateSummary() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE d MMM"
    let size = sizes[productPicker.selectedRow(inComponent: 0)]
    let colour = colours[productPicker.selectedRow(inComponent: 1)]
    summaryLabel.text = "\(size) · \(colour) · arrives \(formatter.string(from: datePicker.date))"
  }
}
