import Foundation

/// The drawn standard accessory of a cell, as UIKit draws it with a private view: a chevron
/// (8 × 13 pt, 2 pt `tertiaryLabel` stroke), a checkmark (14 × 11 pt, 2 pt stroke in the tint
/// colour), an info button (a 22 pt tint circle with an "i"), or the info button and the
/// chevron. It takes no touches, so a tap selects the row.
final class TableAccessoryView: UIView {
  /// The accessory drawn.
  let type: UITableViewCell.AccessoryType
  /// Its size, points.
  let partSize: CGSize

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

  private func infoButton(at x: CGFloat) {
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
      stroke(
        [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 6.5), CGPoint(x: 1, y: 12)], color: .tertiaryLabel)
    case .checkmark:
      stroke(
        [CGPoint(x: 1, y: 6), CGPoint(x: 5, y: 10), CGPoint(x: 13, y: 1)], color: .systemBlue)
    case .detailButton:
      infoButton(at: 0)
    case .detailDisclosureButton:
      infoButton(at: 0)
      stroke(
        [CGPoint(x: 35, y: 5.5), CGPoint(x: 41, y: 11), CGPoint(x: 35, y: 16.5)],
        color: .tertiaryLabel)
    case .none:
      break
    }
  }
}
