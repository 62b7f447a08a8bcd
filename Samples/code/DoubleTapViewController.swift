import UIKit

/// A single tap and a double tap on one card, the single tap waiting for the double tap to
/// fail (`singleTap.require(toFail: doubleTap)`): a single tap is recognized only once the
/// double tap has given up, 0.35 s after the lift (UIKit's interval between taps), and a
/// double tap fires the double-tap handler alone.
///
/// The card is 295 × 200 pt at (40, 200), orange with a 16 pt corner radius; a single tap
/// turns it blue and counts, a double tap turns it purple, scales it to 1.2 (or back to 1)
/// with a 0.25 s animation, and counts. `Samples/double-tap.json` renders it.
public final class DoubleTapViewController: UIViewController {
  private let card = UIView()
  private let label = UILabel()
  private var singles = 0
  private var doubles = 0

  /// Builds the card and its two tap recognizers.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card.accessibilityIdentifier = "card"
    card.frame = CGRect(x: 40, y: 200, width: 295, height: 200)
    card.backgroundColor = .systemOrange
    card.layer.cornerRadius = 16
    label.frame = CGRect(x: 12, y: 0, width: 271, height: 200)
    label.textColor = .white
    label.font = .boldSystemFont(ofSize: 17)
    label.textAlignment = .center
    label.numberOfLines = 2
    card.addSubview(label)
    view.addSubview(card)
    updateLabel()

    let doubleTap = UITapGestureRecognizer(
      target: self, action: DoubleTapViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    let singleTap = UITapGestureRecognizer(
      target: self, action: DoubleTapViewController.handleSingleTap)
    singleTap.require(toFail: doubleTap)
    card.addGestureRecognizer(singleTap)
    card.addGestureRecognizer(doubleTap)
  }

  private func handleSingleTap(_ tap: UITapGestureRecognizer) {
    singles += 1
    card.backgroundColor = .systemBlue
    updateLabel()
  }

  private func handleDoubleTap(_ tap: UITapGestureRecognizer) {
    doubles += 1
    card.backgroundColor = .systemPurple
    let zoomed = card.transform.a > 1
    UIView.animate(withDuration: 0.25) {
      self.card.transform = zoomed ? .identity : CGAffineTransform(scaleX: 1.2, y: 1.2)
    }
    updateLabel()
  }

  private func updateLabel() {
    label.text = "single taps: \(singles)\ndouble taps: \(doubles)"
  }
}
