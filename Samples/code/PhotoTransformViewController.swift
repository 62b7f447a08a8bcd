import UIKit

/// A photo moved, scaled and rotated by three recognizers at once, the pattern of Apple's
/// "Handling pinch gestures" and "Handling rotation gestures" articles: a
/// `UIPinchGestureRecognizer`, a `UIRotationGestureRecognizer` and a `UIPanGestureRecognizer`
/// on the photo, one delegate that lets them recognize simultaneously, and handlers that each
/// apply their increment to the photo and reset the recognizer (`pinch.scale = 1`,
/// `rotation.rotation = 0`, `pan.setTranslation(.zero, in:)`), so every reading is a delta.
///
/// The photo is a 200 × 150 pt teal card with a 16 pt corner radius and a white caption,
/// centred at (187.5, 300) on a grouped background; a label at the top shows the photo's
/// scale and angle. `Samples/photo-transform.json` renders it.
public final class PhotoTransformViewController: UIViewController, UIGestureRecognizerDelegate {
  private let photo = UIView()
  private let readout = UILabel()

  /// Builds the photo, the readout and the three recognizers.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    photo.accessibilityIdentifier = "photo"
    photo.frame = CGRect(x: 87.5, y: 225, width: 200, height: 150)
    photo.backgroundColor = .systemTeal
    photo.layer.cornerRadius = 16
    let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    caption.text = "pinch · rotate · drag"
    caption.textColor = .white
    caption.font = .boldSystemFont(ofSize: 17)
    caption.textAlignment = .center
    photo.addSubview(caption)
    view.addSubview(photo)

    readout.accessibilityIdentifier = "readout"
    readout.frame = CGRect(x: 20, y: 40, width: 335, height: 30)
    readout.font = .systemFont(ofSize: 15)
    readout.textAlignment = .center
    view.addSubview(readout)
    updateReadout()

    let pinch = UIPinchGestureRecognizer(
      target: self, action: PhotoTransformViewController.handlePinch)
    let rotation = UIRotationGestureRecognizer(
      target: self, action: PhotoTransformViewController.handleRotation)
    let pan = UIPanGestureRecognizer(target: self, action: PhotoTransformViewController.handlePan)
    for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
      recognizer.delegate = self
      photo.addGestureRecognizer(recognizer)
    }
  }

  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    guard let view = pinch.view else { return }
    view.transform = view.transform.scaledBy(x: pinch.scale, y: pinch.scale)
    pinch.scale = 1
    updateReadout()
  }

  private func handleRotation(_ rotation: UIRotationGestureRecognizer) {
    guard let view = rotation.view else { return }
    view.transform = view.transform.rotated(by: rotation.rotation)
    rotation.rotation = 0
    updateReadout()
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view.superview)
    view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
    pan.setTranslation(.zero, in: view.superview)
  }

  private func updateReadout() {
    let t = photo.transform
    let scale = (t.a * t.a + t.b * t.b).squareRoot()
    let degrees = atan2(t.b, t.a) * 180 / .pi
    readout.text = String(format: "scale %.2f · %.0f°", Double(scale), Double(degrees))
  }

  /// The three recognizers work together.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}
