import UIKit

/// A detail page whose header image stretches when the content is pulled down past its top:
/// the image stays glued to the top of the screen and grows by the overscroll.
@MainActor
final class StretchyHeaderViewController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let headerImageView = UIImageView()
  let headerHeight: CGFloat = 240

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.alwaysBounceVertical = true
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 1600)
    scrollView.delegate = self
    view.addSubview(scrollView)

    headerImageView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: headerHeight)
    headerImageView.contentMode = .scaleAspectFill
    headerImageView.clipsToBounds = true
    headerImageView.backgroundColor = .systemIndigo
    scrollView.addSubview(headerImageView)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offsetY = scrollView.contentOffset.y
    if offsetY < 0 {
      headerImageView.frame = CGRect(
        x: 0, y: offsetY, width: scrollView.bounds.width, height: headerHeight - offsetY)
    } else if headerImageView.frame.height != headerHeight {
      headerImageView.frame = CGRect(
        x: 0, y: 0, width: scrollView.bounds.width, height: headerHeight)
    }
  }
}
