import UIKit

/// A "write a review" screen as an iOS engineer writes it: a header label of styled text (the
/// reviewer's name in bold, the date in gray), a price label with the old price struck
/// through, and a growing text view (scrolling off, so Auto Layout sizes it to its text) with
/// a placeholder label shown while it is empty.
final class ComposeReviewViewController: UIViewController, UITextViewDelegate {
  private let headerLabel = UILabel()
  private let priceLabel = UILabel()
  private let reviewView = UITextView()
  private let placeholderLabel = UILabel()
  private let countLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let header = NSMutableAttributedString(
      string: "Ana Lima",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.label])
    header.append(
      NSAttributedString(
        string: "  ·  2 May",
        attributes: [
          .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel,
        ]))
    headerLabel.attributedText = header
    headerLabel.accessibilityIdentifier = "header"

    let price = NSMutableAttributedString(
      string: "$40",
      attributes: [
        .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.secondaryLabel,
        .strikethroughStyle: NSUnderlineStyle.single.rawValue,
      ])
    price.append(
      NSAttributedString(
        string: "  $32 today",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemRed]
      ))
    priceLabel.attributedText = price
    priceLabel.accessibilityIdentifier = "price"

    reviewView.font = .systemFont(ofSize: 17)
    reviewView.isScrollEnabled = false
    reviewView.layer.borderWidth = 1
    reviewView.layer.borderColor = UIColor.separator.cgColor
    reviewView.layer.cornerRadius = 8
    reviewView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    reviewView.delegate = self
    reviewView.accessibilityIdentifier = "review"

    placeholderLabel.text = "Write your review…"
    placeholderLabel.font = .systemFont(ofSize: 17)
    placeholderLabel.textColor = .placeholderText
    placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
    reviewView.addSubview(placeholderLabel)

    countLabel.font = .systemFont(ofSize: 13)
    countLabel.textColor = .secondaryLabel
    countLabel.text = "0 / 500"
    countLabel.accessibilityIdentifier = "count"

    for subview in [headerLabel, priceLabel, reviewView, countLabel] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      headerLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
      headerLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      priceLabel.topAnchor.constraint(equalTo: headerLabel.bottomAnchor, constant: 6),
      priceLabel.leadingAnchor.constraint(equalTo: headerLabel.leadingAnchor),
      reviewView.topAnchor.constraint(equalTo: priceLabel.bottomAnchor, constant: 20),
      reviewView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
      reviewView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
      placeholderLabel.topAnchor.constraint(equalTo: reviewView.topAnchor, constant: 8),
      placeholderLabel.leadingAnchor.constraint(equalTo: reviewView.leadingAnchor, constant: 9),
      countLabel.topAnchor.constraint(equalTo: reviewView.bottomAnchor, constant: 8),
      countLabel.trailingAnchor.constraint(equalTo: reviewView.trailingAnchor),
    ])
  }

  func textViewDidChange(_ textView: UITextView) {
    placeholderLabel.isHidden = !textView.text.isEmpty
    countLabel.text = "\(textView.text.count) / 500"
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let current = textView.text as NSString
    return current.replacingCharacters(in: range, with: text).count <= 500
  }

  func textViewDidEndEditing(_ textView: UITextView) {
    print("review: \(textView.text.count) characters")
  }
}
