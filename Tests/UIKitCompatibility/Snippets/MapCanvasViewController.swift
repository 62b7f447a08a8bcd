import UIKit

/// A map canvas where a long press drops a pin and the same finger can then pan the map: the
/// two recognizers are allowed to run together, and a double tap zooms only when it is not a
/// single tap's first half.
final class MapCanvasViewController: UIViewController, UIGestureRecognizerDelegate {
  let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  private(set) var log: [String] = []
  private var panStart = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    canvas.backgroundColor = .systemMint
    view.addSubview(canvas)

    #if canImport(ObjectiveC)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
      let press = UILongPressGestureRecognizer(target: self, action: #selector(handlePress(_:)))
    #else
      let pan = UIPanGestureRecognizer(target: self, action: MapCanvasViewController.handlePan)
      let press = UILongPressGestureRecognizer(
        target: self, action: MapCanvasViewController.handlePress)
    #endif
    press.minimumPressDuration = 0.3
    pan.delegate = self
    press.delegate = self
    canvas.addGestureRecognizer(press)
    canvas.addGestureRecognizer(pan)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      log.append("pan began")
      panStart = canvas.center
    case .changed:
      let translation = pan.translation(in: view)
      canvas.center = CGPoint(x: panStart.x + translation.x, y: panStart.y + translation.y)
    case .ended:
      log.append("pan ended")
    default:
      break
    }
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func handlePress(_ press: UILongPressGestureRecognizer) {
    switch press.state {
    case .began:
      let point = press.location(in: canvas)
      log.append("pin at \(Int(point.x)),\(Int(point.y))")
    case .ended:
      log.append("press ended")
    default:
      break
    }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
