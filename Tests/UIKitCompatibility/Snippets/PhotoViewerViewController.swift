import UIKit

/// A photo viewer: a single tap toggles the chrome, a double tap zooms. The single tap waits
/// for the double tap to fail, so a double tap never also toggles the chrome.
final class PhotoViewerViewController: UIViewController {
  let photo = UIImageView(frame: CGRect(x: 0, y: 100, width: 375, height: 375))
  let toolbar = UIView(frame: CGRect(x: 0, y: 617, width: 375, height: 50))
  private(set) var isZoomed = false
  private(set) var taps: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    photo.backgroundColor = .darkGray
    photo.isUserInteractionEnabled = true
    view.addSubview(photo)
    toolbar.backgroundColor = UIColor(white: 0, alpha: 0.6)
    view.addSubview(toolbar)

    #if canImport(ObjectiveC)
      let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoom(_:)))
      let singleTap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome))
    #else
      let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.zoom)
      let singleTap = UITapGestureRecognizer(
        target: self, action: PhotoViewerViewController.toggleChrome)
    #endif
    doubleTap.numberOfTapsRequired = 2
    singleTap.require(toFail: doubleTap)
    photo.addGestureRecognizer(doubleTap)
    photo.addGestureRecognizer(singleTap)
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func zoom(_ sender: UITapGestureRecognizer) {
    guard sender.state == .ended else { return }
    taps.append("double")
    isZoomed.toggle()
    let scale: CGFloat = isZoomed ? 2 : 1
    UIView.animate(withDuration: 0.3) {
      self.photo.transform = CGAffineTransform(scaleX: scale, y: scale)
    }
  }

  #if canImport(ObjectiveC)
    @objc
  #endif
  func toggleChrome() {
    taps.append("single")
    toolbar.isHidden.toggle()
  }
}
