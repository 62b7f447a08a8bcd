import Foundation

/// The drawn standard accessory of a cell, as UIKit draws it with a private view: a chevron
/// (8 × 13 pt, 2 pt `tertiaryLabel` stroke), a checkmark (14 × 11 pt, 2 pt stroke in the tint
/// colour), an info button (a 22 pt tint circle with an "i"), or the info button and the
/// chevron. It takes no touches, so a tap selects the row. In a cell laid out right to left
/// the chevron points left and the detail disclosure's chevron is left of its info button, as
/// UIKit mirrors them; the checkmark is not mirrored.
final class TableAccessoryView: UIView {
  /// The accessory drawn.
  let type: UITableViewCell.AccessoryType
  /// Its size, points.
  let partSize: CGSize
  /// Whether the drawing is mirrored for right-to-left layout.
  private var drawnMirrored = false

  init(_ type: UITableViewCell.AccessoryType) {
    self.type = type
    switch type {
    case .disclosureIndicator: partSize = CGSize(width: 8, height: 13)
    case .checkmark: partSize = CGSize(width: 14, height: 11)
    case .detailButton: partSize = CGSize(width: 22, height: 22)
    case .detailDisclosureButton: partSize = CGSize(width: 22 + 12 + 8, height: 22)
    case .none: partSize = .zero
    }
    super.init(frame: CGRect(origin: .zero, size: partSize))
    isUserInteractionEnabled = false
    draw()
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// Draws again mirrored when the layout direction changed.
  override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = isRightToLeft
    guard mirrored != drawnMirrored else { return }
    drawnMirrored = mirrored
    for sublayer in layer.sublayers ?? [] where sublayer is CAShapeLayer {
      sublayer.removeFromSuperlayer()
    }
    draw()
  }

  /// `x` in the drawing: mirrored across the part's width when ``drawnMirrored``.
  private func x(_ x: CGFloat) -> CGFloat { drawnMirrored ? partSize.width - x : x }

  /// The chevron's points, `left` its left end, pointing to the trailing side.
  private func chevron(left: CGFloat, top: CGFloat, height: CGFloat) -> [CGPoint] {
    [
      CGPoint(x: x(left), y: top), CGPoint(x: x(left + 6), y: top + height / 2),
      CGPoint(x: x(left), y: top + height),
    ]
  }

  private func stroke(_ points: [CGPoint], color: UIColor) {
    let path = CGMutablePath()
    path.addLines(between: points)
    let shape = CAShapeLayer()
    shape.path = path
    shape.fillColor = nil
    shape.strokeColor = color.cgColor
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.lineJoin = .round
    layer.addSublayer(shape)
  }

  private func infoButton(at left: CGFloat) {
    let x = drawnMirrored ? partSize.width - left - 22 : left
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: x + 1, y: 1, width: 20, height: 20))
    let circle = CAShapeLayer()
    circle.path = path
    circle.fillColor = nil
    circle.strokeColor = UIColor.systemBlue.cgColor
    circle.lineWidth = 1.5
    layer.addSublayer(circle)
    let dot = CAShapeLayer()
    let dotPath = CGMutablePath()
    dotPath.addEllipse(in: CGRect(x: x + 10, y: 5.5, width: 2, height: 2))
    dot.path = dotPath
    dot.fillColor = UIColor.systemBlue.cgColor
    layer.addSublayer(dot)
    stroke([CGPoint(x: x + 11, y: 10), CGPoint(x: x + 11, y: 16)], color: .systemBlue)
  }

  private func draw() {
    switch type {
    case .disclosureIndicator:
      stroke(chevron(left: 1, top: 1, height: 11), color: .tertiaryLabel)
    case .checkmark:
      stroke(
        [CGPoint(x: 1, y: 6), CGPoint(x: 5, y: 10), CGPoint(x: 13, y: 1)], color: .systemBlue)
    case .detailButton:
      infoButton(at: 0)
    case .detailDisclosureButton:
      infoButton(at: 0)
      stroke(chevron(left: 35, top: 5.5, height: 11), color: .tertiaryLabel)
    case .none:
      break
    }
  }
}
