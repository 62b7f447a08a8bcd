import UIKit

/// The app's first screen: a note whose text is copied to the pasteboard and pasted back, a
/// status line that shows the app's state, and a help button that opens a web page.
class ViewController: UIViewController {
    private let note = UILabel()
    private let status = UILabel()
    private let pasted = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground

        note.text = "Buy oat milk"
        note.accessibilityIdentifier = "note"
        status.text = "launching"
        status.accessibilityIdentifier = "status"
        status.textColor = .secondaryLabel
        pasted.text = "—"
        pasted.accessibilityIdentifier = "pasted"

        let copy = UIButton(type: .system)
        copy.setTitle("Copy", for: .normal)
        copy.accessibilityIdentifier = "copy"
        copy.addTarget(self, action: #selector(copyNote(_:)), for: .touchUpInside)
        let paste = UIButton(type: .system)
        paste.setTitle("Paste", for: .normal)
        paste.accessibilityIdentifier = "paste"
        paste.addTarget(nil, action: #selector(pasteNote(_:)), for: .touchUpInside)
        let help = UIButton(type: .system)
        help.setTitle("Help", for: .normal)
        help.accessibilityIdentifier = "help"
        help.addTarget(self, action: #selector(openHelp), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [note, copy, paste, pasted, help, status])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])

        NotificationCenter.default.addObserver(
            self, selector: #selector(didBecomeActive),
            name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc private func didBecomeActive() {
        let active = UIApplication.shared.applicationState == .active
        let scenes = UIApplication.shared.connectedScenes.count
        status.text = active ? "active, \(scenes) scene" : "not active"
    }

    @objc private func copyNote(_ sender: UIButton) {
        UIPasteboard.general.string = note.text
    }

    @objc func pasteNote(_ sender: UIButton) {
        guard UIPasteboard.general.hasStrings else { return }
        pasted.text = UIPasteboard.general.string
    }

    @objc private func openHelp() {
        guard let url = URL(string: "https://example.com/notes/help") else { return }
        UIApplication.shared.open(url) { [weak self] opened in
            self?.status.text = opened ? "help opened" : "no browser"
        }
    }
}
