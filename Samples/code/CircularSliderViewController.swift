import UIKit

/// A circular slider drawn with `CGContext` arcs: a grey track, the value's arc clockwise from
/// the top, and a thumb the finger drags around the centre.
final class CircularSlider: UIControl {
    var lineWidth: CGFloat = 16
    var trackColor = UIColor.systemGray5
    var valueColor = UIColor.systemIndigo

    /// From 0 to 1: the fraction of a turn, clockwise from the top.
    var value: CGFloat = 0.1 {
        didSet { setNeedsDisplay() }
    }

    private var radius: CGFloat { min(bounds.width, bounds.height) / 2 - lineWidth }
    private var dialCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
    private var thumbCenter: CGPoint {
        let angle = -CGFloat.pi / 2 + value * 2 * .pi
        return CGPoint(x: dialCenter.x + radius * cos(angle), y: dialCenter.y + radius * sin(angle))
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)

        context.setStrokeColor(trackColor.cgColor)
        context.addArc(center: dialCenter, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()

        // UIKit's context is flipped: `clockwise: false` runs clockwise on screen.
        let start = -CGFloat.pi / 2
        context.setStrokeColor(valueColor.cgColor)
        context.addArc(center: dialCenter, radius: radius, startAngle: start, endAngle: start + value * 2 * .pi, clockwise: false)
        context.strokePath()

        let thumb = CGRect(x: thumbCenter.x - 14, y: thumbCenter.y - 14, width: 28, height: 28)
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 4, color: UIColor.black.withAlphaComponent(0.3).cgColor)
        context.setFillColor(UIColor.white.cgColor)
        context.fillEllipse(in: thumb)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        return hypot(point.x - thumbCenter.x, point.y - thumbCenter.y) <= 30
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        var angle = atan2(point.x - dialCenter.x, dialCenter.y - point.y)
        if angle < 0 { angle += 2 * .pi }
        value = angle / (2 * .pi)
        sendActions(for: .valueChanged)
        return true
    }
}

final class CircularSliderViewController: UIViewController {
    private let slider = CircularSlider()
    private let valueLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        slider.accessibilityIdentifier = "dial"
        slider.addTarget(self, action: #selector(valueChanged), for: .valueChanged)
        slider.addTarget(self, action: #selector(released), for: [.touchUpInside, .touchUpOutside])
        valueLabel.font = .monospacedDigitSystemFont(ofSize: 34, weight: .semibold)
        valueLabel.accessibilityIdentifier = "percent"
        valueChanged()

        for subview in [slider, valueLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            slider.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 80),
            slider.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            slider.widthAnchor.constraint(equalToConstant: 240),
            slider.heightAnchor.constraint(equalTo: slider.widthAnchor),
            valueLabel.centerXAnchor.constraint(equalTo: slider.centerXAnchor),
            valueLabel.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
        ])
    }

    @objc private func valueChanged() {
        valueLabel.text = "\(Int((slider.value * 100).rounded()))%"
    }

    @objc private func released() {
        print("released at \(valueLabel.text ?? "")")
    }
}
