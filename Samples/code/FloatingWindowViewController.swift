import UIKit

/// A screen with one small green window that its view controller drags
/// (``WindowDragViewController``): a 120 × 120 pt window at (120, 100) on a grouped background,
/// as `Samples/drag-controller.json` lays it out for the built-in `controller-drag` behaviour.
/// `Samples/code-drag-controller.json` renders it.
public final class FloatingWindowViewController: WindowDragViewController {
  /// Builds the window and holds it as ``WindowDragViewController/localView``.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let window = UIView(frame: CGRect(x: 120, y: 100, width: windowWidth, height: 120))
    window.accessibilityIdentifier = "window"
    window.backgroundColor = .systemGreen
    window.layer.cornerRadius = 12
    view.addSubview(window)
    localView = window
  }
}
