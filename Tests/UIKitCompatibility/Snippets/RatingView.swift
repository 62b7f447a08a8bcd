import UIKit

@MainActor
protocol RatingViewDelegate: AnyObject {
  func ratingView(_ ratingView: RatingView, didSelectRating rating: Int)
}

/// Five star buttons; a tap selects a rating and tells the delegate. The delegate is weak: the
/// controller owns the view, so a strong reference back would be a retain cycle.
final class RatingView: UIView {
  weak var delegate: RatingViewDelegate?
  private(set) var rating = 0
  private var starButtons: [UIButton] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    for index in 0..<5 {
      let star = UIButton(type: .custom)
      star.tag = index + 1
      star.frame = CGRect(x: CGFloat(index) * 44, y: 0, width: 44, height: 44)
      star.setTitle("☆", for: .normal)
      star.setTitle("★", for: .selected)
      #if canImport(ObjectiveC)
        star.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
      #else
        star.addTarget(self, action: RatingView.starTapped, for: .touchUpInside)
      #endif
      addSubview(star)
      starButtons.append(star)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  private func starTapped(_ sender: UIButton) {
    rating = sender.tag
    for star in starButtons {
      star.isSelected = star.tag <= rating
    }
    delegate?.ratingView(self, didSelectRating: rating)
  }
}

/// The screen that asks for a review; it goes away (and is freed) once the user has rated.
final class ReviewViewController: UIViewController, RatingViewDelegate {
  let ratingView = RatingView(frame: CGRect(x: 77, y: 300, width: 220, height: 44))
  var onRated: ((Int) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    ratingView.delegate = self
    view.addSubview(ratingView)
  }

  func ratingView(_ ratingView: RatingView, didSelectRating rating: Int) {
    print("rated \(rating)")
    onRated?(rating)
  }

  deinit {
    print("ReviewViewController deinit")
  }
}
