import UIKit

/// A reading-settings screen built for Dynamic Type: every label takes a text style's preferred
/// font and follows the text size (`adjustsFontForContentSizeCategory`), the spacing scales with
/// `UIFontMetrics`, and a long note wraps. A tap on the switch row toggles "Bold Text" and
/// swaps the body label's font for the bold variant of the same style.
final class TextSizeViewController: UIViewController {
  private let boldSwitch = UISwitch()
  private let note = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    let title = makeLabel("Reading", style: .largeTitle, id: "title")
    let rowTitle = makeLabel("Bold Text", style: .body, id: "rowTitle")
    let caption = makeLabel("Applies to articles", style: .footnote, id: "caption")
    caption.textColor = .secondaryLabel
    note.text = "Text follows the size chosen in Settings, up to the accessibility sizes."
    note.font = .preferredFont(forTextStyle: .body)
    note.adjustsFontForContentSizeCategory = true
    note.numberOfLines = 0
    note.accessibilityIdentifier = "note"
    note.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(note)

    boldSwitch.accessibilityIdentifier = "bold"
    boldSwitch.translatesAutoresizingMaskIntoConstraints = false
    boldSwitch.addTarget(self, action: TextSizeViewController.boldChanged, for: .valueChanged)
    view.addSubview(boldSwitch)

    let spacing = UIFontMetrics.default.scaledValue(for: 12)
    let margins = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: margins.topAnchor, constant: spacing),
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      rowTitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: spacing),
      rowTitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      boldSwitch.centerYAnchor.constraint(equalTo: rowTitle.centerYAnchor),
      boldSwitch.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      caption.topAnchor.constraint(equalTo: rowTitle.bottomAnchor, constant: spacing / 2),
      caption.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      note.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: spacing),
      note.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      note.trailingAnchor.constraint(equalTo: title.trailingAnchor),
    ])
    print("body \(note.font.pointSize) pt at \(traitCollection.preferredContentSizeCategory)")
  }

  private func makeLabel(_ text: String, style: UIFont.TextStyle, id: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.adjustsFontForContentSizeCategory = true
    label.accessibilityIdentifier = id
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    return label
  }

  func boldChanged(_ sender: UISwitch) {
    let body = UIFont.preferredFont(forTextStyle: .body)
    let traits: UIFontDescriptor.SymbolicTraits = sender.isOn ? [.traitBold] : []
    if let descriptor = body.fontDescriptor.withSymbolicTraits(traits) {
      note.font = UIFont(descriptor: descriptor, size: 0)
    }
    print("note bold \(sender.isOn): \(note.font.fontName)")
  }
}
