import UIKit

/// A view drawn by its shape layer: an open arc (three quarters of a circle) or a checkmark,
/// its path following the bounds in `layoutSubviews`.
final class StrokeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  /// Whether the view draws a checkmark rather than the spinner's arc.
  var drawsCheckmark = false

  /// The view's layer, as the shape layer it is.
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path: UIBezierPath
    if drawsCheckmark {
      path = UIBezierPath()
      path.move(to: CGPoint(x: bounds.width * 0.22, y: bounds.height * 0.52))
      path.addLine(to: CGPoint(x: bounds.width * 0.42, y: bounds.height * 0.72))
      path.addLine(to: CGPoint(x: bounds.width * 0.78, y: bounds.height * 0.3))
    } else {
      let radius = min(bounds.width, bounds.height) / 2 - shapeLayer.lineWidth / 2
      path = UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
        startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
    }
    shapeLayer.path = path.cgPath
  }
}

/// A loader that turns into a checkmark, with Core Animation's explicit animations: the
/// spinner's layer turns by `transform.rotation.z` forever (one turn a second); a tap on
/// "Finish" removes that animation (its delegate hears `finished: false`), hides the spinner
/// and draws the checkmark with a `strokeEnd` animation from 0 over 0.4 s; when that animation
/// stops (`finished: true`) the status label says "Done".
final class LoaderCheckViewController: UIViewController, CAAnimationDelegate {
  private let spinner = StrokeView()
  private let check = StrokeView()
  private let status = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    spinner.frame = CGRect(x: 137.5, y: 160, width: 100, height: 100)
    spinner.shapeLayer.fillColor = nil
    spinner.shapeLayer.strokeColor = UIColor.systemBlue.cgColor
    spinner.shapeLayer.lineWidth = 10
    spinner.shapeLayer.lineCap = .round
    spinner.accessibilityIdentifier = "spinner"
    view.addSubview(spinner)

    check.drawsCheckmark = true
    check.frame = spinner.frame
    check.shapeLayer.fillColor = nil
    check.shapeLayer.strokeColor = UIColor.systemGreen.cgColor
    check.shapeLayer.lineWidth = 10
    check.shapeLayer.lineCap = .round
    check.shapeLayer.lineJoin = .round
    check.isHidden = true
    check.accessibilityIdentifier = "check"
    view.addSubview(check)

    status.frame = CGRect(x: 40, y: 290, width: 295, height: 30)
    status.textAlignment = .center
    status.text = "Loading…"
    status.accessibilityIdentifier = "status"
    view.addSubview(status)

    let finish = UIButton(type: .system)
    finish.setTitle("Finish", for: .normal)
    finish.frame = CGRect(x: 127.5, y: 360, width: 120, height: 44)
    finish.accessibilityIdentifier = "finish"
    finish.addTarget(self, action: #selector(finishTapped), for: .touchUpInside)
    view.addSubview(finish)

    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * CGFloat.pi
    spin.duration = 1
    spin.repeatCount = .infinity
    spin.delegate = self
    spinner.layer.add(spin, forKey: "spin")
  }

  @objc private func finishTapped() {
    spinner.layer.removeAnimation(forKey: "spin")
    spinner.isHidden = true
    check.isHidden = false
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 0.4
    draw.timingFunction = CAMediaTimingFunction(name: .easeOut)
    draw.delegate = self
    check.layer.add(draw, forKey: "draw")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if flag { status.text = "Done" }
  }
}
