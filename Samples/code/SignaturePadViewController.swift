import UIKit

/// A signature pad: the finger's path is kept as a UIBezierPath and stroked in draw(_:),
/// which runs once for the first display and then once per frame in which the finger moved
/// (setNeedsDisplay coalesces). A circular progress ring beside it is drawn with CGContext arcs.
final class SignaturePadView: UIView {
  private let path = UIBezierPath()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    clipsToBounds = true
    path.lineWidth = 5
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.move(to: point)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.addLine(to: point)
    setNeedsDisplay()
  }

  override func draw(_ rect: CGRect) {
    print("draw")
    UIColor.systemIndigo.setStroke()
    path.stroke()
  }
}

final class ProgressRingView: UIView {
  var progress: CGFloat = 0.7 {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 8
    context.setLineWidth(10)
    context.setLineCap(.round)
    context.setStrokeColor(UIColor.systemGray5.cgColor)
    context.addEllipse(
      in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    context.strokePath()
    context.setStrokeColor(UIColor.systemGreen.cgColor)
    context.addArc(
      center: center, radius: radius, startAngle: -.pi / 2,
      endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
    context.strokePath()
  }
}

final class SignaturePadViewController: UIViewController {
  private let pad = SignaturePadView(frame: CGRect(x: 20, y: 60, width: 335, height: 240))
  private let ring = ProgressRingView(frame: CGRect(x: 137.5, y: 340, width: 100, height: 100))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    pad.accessibilityIdentifier = "pad"
    view.addSubview(pad)
    ring.backgroundColor = .clear
    ring.accessibilityIdentifier = "ring"
    view.addSubview(ring)
  }
}
