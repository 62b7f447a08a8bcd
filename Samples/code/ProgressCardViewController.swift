import UIKit

/// A view drawn by its shape layer, the way apps draw rings and glyphs: the layer is a
/// `CAShapeLayer` and the path follows the bounds in `layoutSubviews`.
final class RingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  /// The view's layer, as the shape layer it is.
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override func layoutSubviews() {
    super.layoutSubviews()
    // A circle inset by half the stroke, starting at 12 o'clock and running clockwise on
    // screen, so that strokeEnd is the progress.
    let radius = min(bounds.width, bounds.height) / 2 - shapeLayer.lineWidth / 2
    shapeLayer.path =
      UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
        startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
      ).cgPath
  }
}

/// A checkmark stroked by a shape layer.
final class CheckmarkView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  override func layoutSubviews() {
    super.layoutSubviews()
    let check = UIBezierPath()
    check.move(to: CGPoint(x: bounds.width * 0.2, y: bounds.height * 0.52))
    check.addLine(to: CGPoint(x: bounds.width * 0.42, y: bounds.height * 0.74))
    check.addLine(to: CGPoint(x: bounds.width * 0.8, y: bounds.height * 0.3))
    let shape = layer as! CAShapeLayer
    shape.path = check.cgPath
  }
}

/// A card with a progress ring: the card's shadow comes from `layer.shadowPath` (a continuous
/// rounded rectangle matching its corners), the ring is two `CAShapeLayer`-backed views, a grey
/// track and a blue arc whose `strokeEnd` is the progress. Each tap on "Advance" adds a
/// quarter; at 100 % a checkmark appears in the ring.
final class ProgressCardViewController: UIViewController {
  private let card = UIView()
  private let progressRing = RingView()
  private let percent = UILabel()
  private let check = CheckmarkView()
  private var progress: CGFloat = 0.25

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    card.frame = CGRect(x: 24, y: 120, width: 327, height: 240)
    card.backgroundColor = .white
    card.layer.cornerRadius = 16
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    card.accessibilityIdentifier = "card"
    view.addSubview(card)

    let ringFrame = CGRect(x: 103.5, y: 24, width: 120, height: 120)
    let track = RingView(frame: ringFrame)
    track.shapeLayer.fillColor = nil
    track.shapeLayer.strokeColor = UIColor.systemGray5.cgColor
    track.shapeLayer.lineWidth = 12
    track.accessibilityIdentifier = "track"
    card.addSubview(track)

    progressRing.frame = ringFrame
    progressRing.shapeLayer.fillColor = nil
    progressRing.shapeLayer.strokeColor = UIColor.systemBlue.cgColor
    progressRing.shapeLayer.lineWidth = 12
    progressRing.shapeLayer.lineCap = .round
    progressRing.shapeLayer.strokeEnd = progress
    progressRing.accessibilityIdentifier = "progress"
    card.addSubview(progressRing)

    percent.frame = ringFrame
    percent.font = .systemFont(ofSize: 24, weight: .bold)
    percent.textAlignment = .center
    percent.accessibilityIdentifier = "percent"
    card.addSubview(percent)

    check.frame = ringFrame.insetBy(dx: 30, dy: 30)
    let checkLayer = check.layer as! CAShapeLayer
    checkLayer.fillColor = nil
    checkLayer.strokeColor = UIColor.systemGreen.cgColor
    checkLayer.lineWidth = 8
    checkLayer.lineCap = .round
    checkLayer.lineJoin = .round
    check.isHidden = true
    check.accessibilityIdentifier = "check"
    card.addSubview(check)

    let advance = UIButton(type: .system)
    advance.frame = CGRect(x: 24, y: 168, width: 279, height: 48)
    advance.setTitle("Advance", for: .normal)
    advance.setTitleColor(.white, for: .normal)
    advance.backgroundColor = .systemBlue
    advance.layer.cornerRadius = 12
    advance.accessibilityIdentifier = "advance"
    advance.addAction(UIAction { [weak self] _ in self?.advance() }, for: .touchUpInside)
    card.addSubview(advance)
    showProgress()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The shadow's shape, set where the card's size is final, as UIKit code does.
    card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 16).cgPath
  }

  private func advance() {
    progress = min(1, progress + 0.25)
    showProgress()
  }

  private func showProgress() {
    progressRing.shapeLayer.strokeEnd = progress
    let complete = progress >= 1
    percent.text = complete ? nil : "\(Int((progress * 100).rounded()))%"
    check.isHidden = !complete
  }
}
