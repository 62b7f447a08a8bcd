import UIKit

/// A bottom sheet with three detents, the pattern of Maps and Stocks: the sheet follows the
/// finger, and when released it settles on the detent nearest to where its momentum would
/// carry it, with a spring that starts at the finger's speed.
///
/// The projection is the one Apple's "Designing Fluid Interfaces" (WWDC 2018) shows: the
/// distance a scroll view's deceleration would travel, `velocity / 1000 × rate / (1 − rate)` at
/// `UIScrollView.DecelerationRate.normal` (0.998), so a flick carries the sheet past a detent a
/// slow release would not reach.
final class BottomSheetViewController: UIViewController {
  /// The sheet's top edge at each detent, points from the top of the screen: full, half,
  /// collapsed.
  static let detents: [CGFloat] = [64, 334, 567]

  private let sheet = UIView(frame: CGRect(x: 0, y: 567, width: 375, height: 667))
  private let grabber = UIView(frame: CGRect(x: 169, y: 6, width: 37, height: 5))
  private let heading = UILabel(frame: CGRect(x: 20, y: 24, width: 335, height: 30))
  private var startY: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.62, green: 0.78, blue: 0.62, alpha: 1)

    let map = UILabel(frame: CGRect(x: 20, y: 40, width: 335, height: 40))
    map.text = "Map"
    map.font = .systemFont(ofSize: 34, weight: .bold)
    map.textColor = .white
    view.addSubview(map)

    sheet.backgroundColor = .white
    sheet.layer.cornerRadius = 12
    sheet.accessibilityIdentifier = "sheet"
    view.addSubview(sheet)
    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    sheet.addSubview(grabber)
    heading.text = "Nearby"
    heading.font = .systemFont(ofSize: 22, weight: .bold)
    sheet.addSubview(heading)
    for row in 0..<6 {
      let place = UIView(frame: CGRect(x: 20, y: 70 + CGFloat(row) * 64, width: 335, height: 52))
      place.backgroundColor = .systemGray6
      place.layer.cornerRadius = 10
      sheet.addSubview(place)
    }

    sheet.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: BottomSheetViewController.pan))
  }

  /// Where a release at `velocity` (points per second) would come to rest if it decelerated
  /// like a scroll view: `velocity / 1000 × rate / (1 − rate)` further.
  static func project(_ position: CGFloat, velocity: CGFloat) -> CGFloat {
    let rate = UIScrollView.DecelerationRate.normal.rawValue
    return position + velocity / 1000 * rate / (1 - rate)
  }

  /// The detent nearest to `position`.
  static func nearestDetent(to position: CGFloat) -> CGFloat {
    detents.min { abs($0 - position) < abs($1 - position) }!
  }

  func pan(_ recognizer: UIPanGestureRecognizer) {
    switch recognizer.state {
    case .began:
      startY = sheet.frame.minY
    case .changed:
      let y = startY + recognizer.translation(in: view).y
      // Past the full detent the sheet resists, a third of the finger's travel.
      let top = Self.detents[0]
      sheet.frame.origin.y = y < top ? top - (top - y) / 3 : y
    case .ended, .cancelled:
      let velocity = recognizer.velocity(in: view).y
      let y = sheet.frame.minY
      let target = Self.nearestDetent(to: Self.project(y, velocity: velocity))
      print("released at", y, "velocity", velocity, "→ detent", target)
      // The spring starts at the finger's speed, in fractions of the distance per second.
      let distance = target - y
      let relative = abs(distance) > 1 ? velocity / distance : 0
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.85,
        initialSpringVelocity: relative, options: []
      ) {
        self.sheet.frame.origin.y = target
      }
    default:
      break
    }
  }
}
