import UIKit

/// A home-screen style tile: a long press lifts it (bigger, translucent), the finger then drags
/// it, and lifting the finger sets it down where it is.
final class LiftableTileViewController: UIViewController {
  let tile = UIView(frame: CGRect(x: 50, y: 64, width: 90, height: 90))
  private var grabOffset = CGPoint.zero
  private(set) var stateLog: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tile.backgroundColor = .systemPink
    tile.layer.cornerRadius = 20
    tile.accessibilityIdentifier = "tile"
    view.addSubview(tile)

    #if canImport(ObjectiveC)
      let press = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
    #else
      let press = UILongPressGestureRecognizer(
        target: self, action: LiftableTileViewController.handleLongPress)
    #endif
    press.minimumPressDuration = 0.5
    tile.addGestureRecognizer(press)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    let location = gesture.location(in: view)
    switch gesture.state {
    case .began:
      stateLog.append("began")
      grabOffset = CGPoint(x: tile.center.x - location.x, y: tile.center.y - location.y)
      view.bringSubviewToFront(tile)
      UIView.animate(withDuration: 0.2) {
        self.tile.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        self.tile.alpha = 0.7
      }
    case .changed:
      stateLog.append("changed")
      tile.center = CGPoint(x: location.x + grabOffset.x, y: location.y + grabOffset.y)
    case .ended, .cancelled, .failed:
      stateLog.append(gesture.state == .ended ? "ended" : "cancelled")
      UIView.animate(withDuration: 0.2) {
        self.tile.transform = .identity
        self.tile.alpha = 1
      }
    default:
      break
    }
  }
}
