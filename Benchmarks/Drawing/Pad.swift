import UIKit

/// A full-screen pad whose ink changes in every frame the finger moves: the drawing
/// benchmark's subject (run.sh). With DRAWS the view strokes its path in draw(_:), a 1179 × 2556
/// pixel backing store at @3x each frame; without, the same path is a shape layer's, drawn as
/// vectors by the renderer: the frames are the same pixels to encode, so the difference is what
/// drawing into a backing store costs.
final class PadView: UIView {
  let path = UIBezierPath()
  #if !DRAWS
    let ink = CAShapeLayer()
  #endif

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let point = touches.first?.location(in: self) { path.move(to: point) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.addLine(to: point)
    #if DRAWS
      setNeedsDisplay()
    #else
      if ink.superlayer == nil {
        ink.strokeColor = UIColor.black.cgColor
        ink.fillColor = nil
        ink.lineWidth = 4
        layer.addSublayer(ink)
      }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      ink.path = path.cgPath
      CATransaction.commit()
    #endif
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
