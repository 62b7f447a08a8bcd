import UIKit

/// Five stars drawn in `draw(_:)`: a tap on a star, or a drag across them, sets the rating.
final class StarRatingControl: UIControl {
    let maximumRating = 5
    var filledColor = UIColor.systemOrange
    var emptyColor = UIColor.systemGray3

    var rating = 0 {
        didSet {
            guard rating != oldValue else { return }
            setNeedsDisplay()
            sendActions(for: .valueChanged)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: 44 * CGFloat(maximumRating), height: 44)
    }

    override func draw(_ rect: CGRect) {
        let starWidth = bounds.width / CGFloat(maximumRating)
        for index in 0..<maximumRating {
            let cell = CGRect(x: CGFloat(index) * starWidth, y: 0, width: starWidth, height: bounds.height)
            let star = starPath(in: cell.insetBy(dx: 5, dy: 5))
            if index < rating {
                filledColor.setFill()
                star.fill()
            } else {
                emptyColor.setStroke()
                star.lineWidth = 2
                star.stroke()
            }
        }
    }

    private func starPath(in rect: CGRect) -> UIBezierPath {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outerRadius = min(rect.width, rect.height) / 2
        let innerRadius = outerRadius * 0.4
        let path = UIBezierPath()
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? outerRadius : innerRadius
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if point == 0 {
                path.move(to: vertex)
            } else {
                path.addLine(to: vertex)
            }
        }
        path.close()
        path.lineJoinStyle = .round
        return path
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(for: touch)
        return true
    }

    private func updateRating(for touch: UITouch) {
        let starWidth = bounds.width / CGFloat(maximumRating)
        let x = touch.location(in: self).x
        rating = max(1, min(maximumRating, Int((x / starWidth).rounded(.up))))
    }
}

final class StarRatingViewController: UIViewController {
    private let ratingControl = StarRatingControl()
    private let promptLabel = UILabel()
    private let ratingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        promptLabel.text = "How was your stay?"
        promptLabel.font = .preferredFont(forTextStyle: .headline)
        ratingLabel.text = "Tap or drag across the stars"
        ratingLabel.font = .preferredFont(forTextStyle: .subheadline)
        ratingLabel.textColor = .secondaryLabel
        ratingLabel.accessibilityIdentifier = "ratingLabel"
        ratingControl.accessibilityIdentifier = "rating"
        ratingControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)

        for subview in [promptLabel, ratingControl, ratingLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            promptLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 80),
            promptLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ratingControl.topAnchor.constraint(equalTo: promptLabel.bottomAnchor, constant: 20),
            ratingControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ratingLabel.topAnchor.constraint(equalTo: ratingControl.bottomAnchor, constant: 12),
            ratingLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    @objc private func ratingChanged(_ sender: StarRatingControl) {
        ratingLabel.text = "Rated \(sender.rating) of \(sender.maximumRating)"
        print("rating \(sender.rating)")
    }
}
