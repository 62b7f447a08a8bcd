import UIKit

/// Drag a shape out of the bottom tray onto the canvas: while dragging it moves to the root
/// view so it can leave the tray, keeping its place on screen; dropped over the canvas it
/// becomes one of the canvas's subviews, else it flies back into the tray.
final class TrayToCanvasViewController: UIViewController {
  let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
  let tray = UIView(frame: CGRect(x: 0, y: 517, width: 375, height: 150))
  let shape = UIView(frame: CGRect(x: 20, y: 25, width: 100, height: 100))
  private var homeCenterInTray = CGPoint.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    canvas.backgroundColor = .white
    tray.backgroundColor = .systemGray6
    shape.backgroundColor = .systemGreen
    view.addSubview(canvas)
    view.addSubview(tray)
    tray.addSubview(shape)

    #if canImport(ObjectiveC)
      shape.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: #selector(dragShape(_:))))
    #else
      shape.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: TrayToCanvasViewController.dragShape))
    #endif
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func dragShape(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      homeCenterInTray = shape.center
      let centerOnScreen = tray.convert(shape.center, to: view)
      view.addSubview(shape)
      shape.center = centerOnScreen
    case .changed:
      let translation = pan.translation(in: view)
      shape.center.x += translation.x
      shape.center.y += translation.y
      pan.setTranslation(.zero, in: view)
    case .ended, .cancelled:
      if canvas.frame.contains(shape.center) {
        shape.center = view.convert(shape.center, to: canvas)
        canvas.addSubview(shape)
      } else {
        let home = tray.convert(homeCenterInTray, to: view)
        UIView.animate(
          withDuration: 0.25,
          animations: {
            self.shape.center = home
          },
          completion: { _ in
            self.shape.center = self.homeCenterInTray
            self.tray.addSubview(self.shape)
          })
      }
    default:
      break
    }
  }
}
