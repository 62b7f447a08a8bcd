import UIKit

/// An album with one photo thumbnail: tapping it zooms the photo up to full screen; dragging
/// the photo down shrinks it back into its thumbnail, following the finger, and letting go
/// past half-way dismisses it, else it springs back.
final class PhotoAlbumViewController: UIViewController {
  private let thumbnail = UIView()
  private let zoom = ZoomTransition()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    thumbnail.backgroundColor = UIColor(red: 0.95, green: 0.55, blue: 0.25, alpha: 1)
    thumbnail.layer.cornerRadius = 8
    thumbnail.clipsToBounds = true
    thumbnail.accessibilityIdentifier = "thumbnail"
    let sun = UIView(frame: CGRect(x: 58, y: 18, width: 28, height: 28))
    sun.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.4, alpha: 1)
    sun.layer.cornerRadius = 14
    thumbnail.addSubview(sun)
    view.addSubview(thumbnail)
    thumbnail.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    thumbnail.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: 100, height: 100)
  }

  @objc private func openPhoto() {
    let photo = PhotoViewController()
    zoom.thumbnailFrame = thumbnail.convert(thumbnail.bounds, to: nil)
    photo.zoom = zoom
    photo.modalPresentationStyle = .custom
    photo.transitioningDelegate = zoom
    present(photo, animated: true)
  }
}

/// The full-screen photo. A downward pan dismisses it interactively.
final class PhotoViewController: UIViewController {
  weak var zoom: ZoomTransition?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 0.95, green: 0.55, blue: 0.25, alpha: 1)
    view.accessibilityIdentifier = "photo"
    let sun = UIView(frame: CGRect(x: 180, y: 120, width: 100, height: 100))
    sun.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.4, alpha: 1)
    sun.layer.cornerRadius = 50
    view.addSubview(sun)
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
  }

  @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let zoom else { return }
    // Measured in the window: the photo itself shrinks as the finger moves.
    let progress = min(1, max(0, pan.translation(in: view.window).y / 300))
    switch pan.state {
    case .began:
      zoom.interactor = UIPercentDrivenInteractiveTransition()
      dismiss(animated: true)
    case .changed:
      zoom.interactor?.update(progress)
    case .ended, .cancelled:
      if pan.state == .ended && progress > 0.5 {
        zoom.interactor?.finish()
      } else {
        zoom.interactor?.cancel()
      }
      zoom.interactor = nil
    default:
      break
    }
  }
}

/// The zoom between the thumbnail and the full-screen photo, both ways, and the interaction
/// controller of a dismissal the pan drives.
final class ZoomTransition: NSObject, UIViewControllerTransitioningDelegate {
  var thumbnailFrame = CGRect.zero
  var interactor: UIPercentDrivenInteractiveTransition?

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    ZoomAnimator(thumbnailFrame: thumbnailFrame, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    ZoomAnimator(thumbnailFrame: thumbnailFrame, presenting: false)
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    interactor
  }
}

/// Scales the photo's view between the full screen and the thumbnail's frame.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  private let thumbnailFrame: CGRect
  private let presenting: Bool

  init(thumbnailFrame: CGRect, presenting: Bool) {
    self.thumbnailFrame = thumbnailFrame
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = presenting ? .to : .from
    guard let photoView = transitionContext.view(forKey: key) else { return }
    let full = container.bounds
    let scale = thumbnailFrame.width / full.width
    let shrunk = CGAffineTransform(
      translationX: thumbnailFrame.midX - full.midX, y: thumbnailFrame.midY - full.midY
    ).scaledBy(x: scale, y: scale)
    if presenting {
      container.addSubview(photoView)
      photoView.frame = full
      photoView.transform = shrunk
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: [.curveEaseInOut],
      animations: { photoView.transform = self.presenting ? .identity : shrunk },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
