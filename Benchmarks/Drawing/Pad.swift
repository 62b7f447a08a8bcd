import UIKit

/// A full-screen pad redrawn in every frame the finger moves: the drawing benchmark's subject
/// (run.sh). With DRAWS the view strokes its path in draw(_:); without, it has no draw(_:)
/// and no backing store, the same view otherwise.
final class PadView: UIView {
  let path = UIBezierPath()

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let point = touches.first?.location(in: self) { path.move(to: point) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.addLine(to: point)
    setNeedsDisplay()
  }

  #if DRAWS
    override func draw(_ rect: CGRect) {
      UIColor.black.setStroke()
      path.lineWidth = 4
      path.stroke()
    }
  #endif
}

final class PadController: UIViewController {
  override func loadView() {
    let pad = PadView()
    pad.backgroundColor = .white
    pad.accessibilityIdentifier = "pad"
    view = pad
  }
}
