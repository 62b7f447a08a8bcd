import UIKit

/// A trip screen whose "Details" button opens the trip's details in a sheet that rests at
/// half height and can be pulled up to full height, with a grabber; a flick down closes it.
final class TripViewController: UIViewController, UISheetPresentationControllerDelegate {
  private let titleLabel = UILabel()
  private let detailsButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Lisbon, 3 nights"
    titleLabel.font = .boldSystemFont(ofSize: 28)
    view.addSubview(titleLabel)

    detailsButton.setTitle("Details", for: .normal)
    detailsButton.accessibilityIdentifier = "detailsButton"
    detailsButton.addTarget(self, action: #selector(showDetails), for: .touchUpInside)
    view.addSubview(detailsButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top
    titleLabel.frame = CGRect(x: 20, y: top + 20, width: view.bounds.width - 40, height: 40)
    detailsButton.frame = CGRect(x: 20, y: top + 80, width: 120, height: 44)
  }

  @objc private func showDetails() {
    let details = TripDetailsViewController()
    if let sheet = details.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.prefersGrabberVisible = true
      sheet.delegate = self
    }
    present(details, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    let detent = sheetPresentationController.selectedDetentIdentifier
    print("sheet now at \(detent == .large ? "large" : "medium")")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    print("details closed")
  }
}

/// The trip's details: a header and a few lines of itinerary.
final class TripDetailsViewController: UIViewController {
  private let header = UILabel()
  private let itinerary = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    view.accessibilityIdentifier = "details"
    header.text = "Itinerary"
    header.font = .boldSystemFont(ofSize: 22)
    view.addSubview(header)
    itinerary.numberOfLines = 0
    itinerary.font = .systemFont(ofSize: 17)
    itinerary.text = "Fri  Arrive 14:05, Alfama\nSat  Belém and the river\nSun  Sintra day trip\nMon  Fly home 11:40"
    view.addSubview(itinerary)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    header.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 30)
    itinerary.frame = CGRect(x: 20, y: 64, width: view.bounds.width - 40, height: 110)
  }
}
