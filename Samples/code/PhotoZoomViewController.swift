import UIKit

/// A photo in a zooming scroll view, Apple's "Zooming by tapping" pattern: the delegate returns
/// the photo from `viewForZooming(in:)`, the limits are 1…3, the scroll view's own pinch zooms
/// it (rubber-banded past 3, bouncing back when the fingers lift), and a double tap zooms in to
/// twice the scale around the tap with `zoom(to:animated:)`, or back out to 1 with
/// `setZoomScale(_:animated:)` when already zoomed.
///
/// The scroll view is 375 × 200 pt at (0, 230), the photo (`assets/header`, a landscape)
/// fills it at scale 1, and a label below shows `zoomScale` after each `scrollViewDidZoom`.
/// `Samples/photo-zoom.json` renders it.
public final class PhotoZoomViewController: UIViewController, UIScrollViewDelegate {
  private let scrollView = UIScrollView()
  private let photo = UIImageView(image: UIImage(named: "assets/header"))
  private let readout = UILabel()

  /// Builds the scroll view, the photo, the readout and the double tap.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black

    scrollView.accessibilityIdentifier = "scroll"
    scrollView.frame = CGRect(x: 0, y: 230, width: 375, height: 200)
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 3
    scrollView.delegate = self
    photo.accessibilityIdentifier = "photo"
    photo.frame = scrollView.bounds
    photo.backgroundColor = .systemTeal
    scrollView.addSubview(photo)
    scrollView.contentSize = photo.bounds.size
    view.addSubview(scrollView)

    let title = UILabel(frame: CGRect(x: 20, y: 120, width: 335, height: 30))
    title.text = "pinch to zoom · double-tap"
    title.textColor = .white
    title.font = .boldSystemFont(ofSize: 17)
    title.textAlignment = .center
    view.addSubview(title)

    readout.accessibilityIdentifier = "readout"
    readout.frame = CGRect(x: 20, y: 470, width: 335, height: 30)
    readout.textColor = .lightGray
    readout.font = .systemFont(ofSize: 15)
    readout.textAlignment = .center
    view.addSubview(readout)
    updateReadout()

    let doubleTap = UITapGestureRecognizer(
      target: self, action: PhotoZoomViewController.handleDoubleTap)
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
  }

  /// The photo zooms.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

  /// Shows the new scale.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) { updateReadout() }

  /// Zooms out to the minimum when zoomed in; otherwise zooms in to twice the scale, the rect
  /// of half the scroll view's size centred on the tap (in the photo's coordinates).
  private func handleDoubleTap(_ tap: UITapGestureRecognizer) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
      return
    }
    let point = tap.location(in: photo)
    let size = CGSize(
      width: scrollView.bounds.width / 2, height: scrollView.bounds.height / 2)
    let rect = CGRect(
      x: point.x - size.width / 2, y: point.y - size.height / 2,
      width: size.width, height: size.height)
    scrollView.zoom(to: rect, animated: true)
  }

  private func updateReadout() {
    readout.text = String(format: "zoom %.2f×", Double(scrollView.zoomScale))
  }
}
