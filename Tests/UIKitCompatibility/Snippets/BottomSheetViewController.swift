import UIKit

/// A bottom sheet whose height follows a vertical drag; on release it settles expanded or
/// collapsed, by the release velocity when the finger was moving fast, else by the nearer height.
final class BottomSheetViewController: UIViewController {
  enum Detent {
    case collapsed, expanded
  }

  let sheet = UIView()
  private var heightConstraint: NSLayoutConstraint!
  private var heightAtStart: CGFloat = 0
  private(set) var detent = Detent.collapsed
  private(set) var releaseVelocity = CGPoint.zero

  let collapsedHeight: CGFloat = 120
  let expandedHeight: CGFloat = 520

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    sheet.backgroundColor = .secondarySystemBackground
    sheet.layer.cornerRadius = 12
    sheet.accessibilityIdentifier = "sheet"
    sheet.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sheet)

    heightConstraint = sheet.heightAnchor.constraint(equalToConstant: collapsedHeight)
    NSLayoutConstraint.activate([
      sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      heightConstraint,
    ])

    #if canImport(ObjectiveC)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
    #else
      let pan = UIPanGestureRecognizer(target: self, action: BottomSheetViewController.didPan)
    #endif
    sheet.addGestureRecognizer(pan)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func didPan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      heightAtStart = heightConstraint.constant
    case .changed:
      let proposed = heightAtStart - recognizer.translation(in: view).y
      heightConstraint.constant = min(max(proposed, collapsedHeight), expandedHeight)
    case .ended:
      releaseVelocity = recognizer.velocity(in: view)
      if abs(releaseVelocity.y) > 500 {
        detent = releaseVelocity.y < 0 ? .expanded : .collapsed
      } else {
        let middle = (collapsedHeight + expandedHeight) / 2
        detent = heightConstraint.constant > middle ? .expanded : .collapsed
      }
      heightConstraint.constant = detent == .expanded ? expandedHeight : collapsedHeight
      UIView.animate(withDuration: 0.25) {
        self.view.layoutIfNeeded()
      }
    default:
      break
    }
  }
}
