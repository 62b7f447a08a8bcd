import UIKit

/// A list of notes with a toolbar (a count and a compose button); tapping the note pushes it,
/// whose toolbar holds Delete and Share. The note's text ends at the toolbar's top through the
/// safe area.
final class NotesToolbarViewController: UIViewController {
  private let row = UIButton(type: .system)
  private let count = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Notes"
    view.backgroundColor = .systemBackground
    row.setTitle("Shopping list", for: .normal)
    row.contentHorizontalAlignment = .left
    row.backgroundColor = .secondarySystemBackground
    row.layer.cornerRadius = 10
    row.accessibilityIdentifier = "note"
    row.addTarget(self, action: #selector(openNote), for: .touchUpInside)
    view.addSubview(row)
    count.text = "1 Note"
    count.font = .systemFont(ofSize: 11)
    count.sizeToFit()
    toolbarItems = [
      .flexibleSpace(), UIBarButtonItem(customView: count), .flexibleSpace(),
      UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(compose)),
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    row.frame = CGRect(x: 16, y: top + 16, width: view.bounds.width - 32, height: 56)
  }

  @objc private func openNote() {
    navigationController?.pushViewController(NoteDetailViewController(), animated: true)
  }

  @objc private func compose() {
    count.text = "2 Notes"
  }
}

/// One note filling its safe area, with Delete and Share in the toolbar.
final class NoteDetailViewController: UIViewController {
  private let text = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shopping list"
    view.backgroundColor = .systemBackground
    text.text = "Eggs, flour, milk"
    text.numberOfLines = 0
    text.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.82, alpha: 1)
    text.accessibilityIdentifier = "text"
    view.addSubview(text)
    toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(deleteNote)),
      .flexibleSpace(),
      UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share)),
    ]
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    text.frame = view.bounds.inset(by: view.safeAreaInsets)
  }

  @objc private func deleteNote() {
    text.text = "Deleted"
  }

  @objc private func share() {
    print("share")
  }
}
