import UIKit

/// A map-like primary screen: a green field crossed by a white road.
final class MapViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.80, green: 0.90, blue: 0.80, alpha: 1)
    let road = UIView(frame: CGRect(x: 0, y: 200, width: 400, height: 24))
    road.backgroundColor = .white
    view.addSubview(road)
  }
}

/// The drawer's content: a headline, with the drawer's heights for its collapsed and partially
/// revealed positions.
final class PlacesDrawerViewController: UIViewController, PulleyDrawerViewControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Nearby coffee"
    title.font = .preferredFont(forTextStyle: .headline)
    title.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
    ])
  }

  func collapsedDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { 68 + bottomSafeArea }
  func partialRevealDrawerHeight(bottomSafeArea: CGFloat) -> CGFloat { 264 + bottomSafeArea }
  func supportedDrawerPositions() -> [PulleyPosition] { PulleyPosition.all }

  func drawerPositionDidChange(drawer: PulleyViewController, bottomSafeArea: CGFloat) {
    print("drawer at \(drawer.drawerPosition.rawValue)")
  }
}

/// The scenario's root: the drawer container embedded as a child, its drawer's scroll view named
/// `drawer` so the expectations can read where the drawer is.
final class PulleyDrawerHost: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let pulley = PulleyViewController(
      contentViewController: MapViewController(),
      drawerViewController: PlacesDrawerViewController())
    pulley.initialDrawerPosition = .partiallyRevealed
    addChild(pulley)
    pulley.view.frame = view.bounds
    pulley.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(pulley.view)
    pulley.didMove(toParent: self)
    pulley.view.subviews.compactMap { $0 as? UIScrollView }.first?.accessibilityIdentifier =
      "drawer"
  }
}
