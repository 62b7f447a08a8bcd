import UIKit

/// A screen with something for every kind of step: a button, a tile that takes double taps and
/// long presses, a card that pans and a scroll view, each reporting through `print`.
final class StepTargetsViewController: UIViewController {
  private let buy = UIButton(type: .system)
  private let tile = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 100))
  private let card = UIView(frame: CGRect(x: 200, y: 120, width: 100, height: 100))
  private let feed = UIScrollView(frame: CGRect(x: 0, y: 440, width: 375, height: 227))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    buy.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
    buy.setTitle("Buy", for: .normal)
    buy.accessibilityIdentifier = "buy"
    buy.addAction(UIAction { _ in print("buy") }, for: .touchUpInside)
    tile.backgroundColor = .systemOrange
    tile.accessibilityIdentifier = "tile"
    let doubleTap = UITapGestureRecognizer(
      target: self, action: StepTargetsViewController.doubleTapped)
    doubleTap.numberOfTapsRequired = 2
    tile.addGestureRecognizer(doubleTap)
    tile.addGestureRecognizer(
      UILongPressGestureRecognizer(target: self, action: StepTargetsViewController.pressed))
    card.backgroundColor = .systemBlue
    card.accessibilityIdentifier = "card"
    card.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: StepTargetsViewController.panned))
    feed.accessibilityIdentifier = "feed"
    feed.backgroundColor = .systemGray
    feed.contentSize = CGSize(width: 375, height: 1200)
    for view in [buy, tile, card, feed] as [UIView] { self.view.addSubview(view) }
  }

  func doubleTapped(_ recognizer: UITapGestureRecognizer) { print("double tap") }

  func pressed(_ recognizer: UILongPressGestureRecognizer) {
    print("long press \(recognizer.state)")
  }

  func panned(_ recognizer: UIPanGestureRecognizer) {
    let translation = recognizer.translation(in: view)
    card.center.x += translation.x
    card.center.y += translation.y
    recognizer.setTranslation(.zero, in: view)
  }
}

/// A view that counts its taps, for a recording of a view.
final class TapCountingView: UIView {
  private(set) var taps = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "counter"
    backgroundColor = .systemGreen
    addGestureRecognizer(UITapGestureRecognizer(target: self, action: TapCountingView.tapped))
  }

  required init?(coder: NSCoder) { nil }

  func tapped(_ recognizer: UITapGestureRecognizer) {
    taps += 1
    print("tapped \(taps)")
  }
}
