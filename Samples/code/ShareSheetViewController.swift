import UIKit

/// A Share button presenting the share sheet for a text and a link; the completion handler
/// writes what happened under the button.
final class ShareSheetViewController: UIViewController {
  private let button = UIButton(type: .system)
  private let status = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    button.setTitle("Share", for: .normal)
    button.addTarget(self, action: #selector(share), for: .touchUpInside)
    view.addSubview(button)
    status.textAlignment = .center
    status.accessibilityIdentifier = "status"
    view.addSubview(status)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    button.frame = CGRect(x: 0, y: 120, width: view.bounds.width, height: 44)
    status.frame = CGRect(x: 0, y: 170, width: view.bounds.width, height: 30)
  }

  @objc private func share() {
    let sheet = UIActivityViewController(
      activityItems: ["Trip photos", URL(string: "https://example.com/trip")!],
      applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact]
    sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
      self?.status.text = completed ? "Done: \(type?.rawValue ?? "")" : "Cancelled"
    }
    present(sheet, animated: true)
  }
}
