import Foundation

/// The control at the leading edge of an editing row, as UIKit's private
/// `UITableViewCellEditControl` draws it: for `.delete` a red (`systemRed`) circle with a white
/// horizontal bar, for `.insert` a green (`systemGreen`) circle with a white plus. The circle
/// is ``ListMetrics/editingCircleDiameter`` (22 pt) across, centred in the control, which is
/// ``ListMetrics/editingControlWidth`` (38 pt) wide and as tall as the row's content. While the
/// row's Delete button is shown the delete circle is turned a quarter turn (its bar upright),
/// over 0.3 s. A tap on the control goes to the table (never selects the row).
final class TableEditingControl: UIView {
  /// The style drawn (`.delete` or `.insert`).
  let style: UITableViewCell.EditingStyle
  /// The coloured circle, turned while the delete is being confirmed.
  let circle = UIView(frame: .zero)
  /// Whether the delete is being confirmed (the circle turned).
  private(set) var confirming = false
  private let onTap: () -> Void

  init(style: UITableViewCell.EditingStyle, onTap: @escaping () -> Void) {
    self.style = style
    self.onTap = onTap
    super.init(frame: .zero)
    let diameter = ListMetrics.editingCircleDiameter
    circle.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
    circle.layer.cornerRadius = diameter / 2
    circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
    circle.isUserInteractionEnabled = false
    addSubview(circle)
    // The bar: 12 × 2 pt, white, centred; `.insert` adds an upright one (a plus).
    var bars = [CGRect(x: (diameter - 12) / 2, y: (diameter - 2) / 2, width: 12, height: 2)]
    if style == .insert {
      bars.append(CGRect(x: (diameter - 2) / 2, y: (diameter - 12) / 2, width: 2, height: 12))
    }
    for rect in bars {
      let bar = UIView(frame: rect)
      bar.backgroundColor = .white
      bar.layer.cornerRadius = 1
      bar.isUserInteractionEnabled = false
      circle.addSubview(bar)
    }
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// Keeps the circle centred.
  override func layoutSubviews() {
    super.layoutSubviews()
    circle.center = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  /// Turns the circle a quarter turn (confirming) or back, over 0.3 s when `animated`.
  func setConfirming(_ confirming: Bool, animated: Bool) {
    guard confirming != self.confirming else { return }
    self.confirming = confirming
    let turn = {
      self.circle.transform =
        confirming ? CGAffineTransform(rotationAngle: -CGFloat.pi / 2) : .identity
    }
    if animated {
      UIView.animate(withDuration: ListMetrics.editingAnimationDuration, animations: turn)
    } else {
      turn()
    }
  }

  /// Keeps the touch: it does not select the row.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Tells the table.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    onTap()
  }
}

/// The reorder grip at the trailing edge of an editing row that can move, as UIKit's private
/// `UITableViewCellReorderControl` draws it: three horizontal lines, 18 × 2 pt, 5 pt apart,
/// in `tertiaryLabel`, centred in a ``ListMetrics/reorderControlWidth`` (38 pt) column. A
/// finger that touches it down lifts the row at once (a press of no minimum duration, which
/// wins over the table's scrolling pan) and drags it (``UITableView``'s reordering).
final class TableReorderControl: UIView {
  /// The press that drags the row.
  let press = UILongPressGestureRecognizer()
  private let lines: [UIView]

  init(onPress: @escaping (UILongPressGestureRecognizer) -> Void) {
    lines = (0..<3).map { _ in UIView(frame: .zero) }
    super.init(frame: .zero)
    for line in lines {
      line.backgroundColor = .tertiaryLabel
      line.isUserInteractionEnabled = false
      addSubview(line)
    }
    press.minimumPressDuration = 0
    press.name = "reorder"
    press.addAction { recognizer in onPress(recognizer as! UILongPressGestureRecognizer) }
    addGestureRecognizer(press)
  }

  /// Made in code only.
  required init?(coder: NSCoder) { nil }

  /// Centres the lines.
  override func layoutSubviews() {
    super.layoutSubviews()
    for (index, line) in lines.enumerated() {
      line.frame = CGRect(
        x: ((bounds.width - 18) / 2).rounded(),
        y: (bounds.midY - 1 + CGFloat(index - 1) * 5).rounded(), width: 18, height: 2)
    }
  }
}
