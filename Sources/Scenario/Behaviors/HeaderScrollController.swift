import Foundation
import GestureCore

/// The view controller of a scroll view with a header image, written as the sticky-header
/// example writes its `scrollViewDidScroll`. The controller is the scroll
/// view's delegate; on every offset change it
///
/// 1. (with a sticky bar) compares `contentOffset.y` with the header's `frame.size.height`:
///    at or past it, deactivates the bar's bottom and top constraints, activates the "hidden"
///    constraint (header bottom to content top), sets the bar's frame origin y to 0 and adds
///    the bar to the root view, so it stays pinned at the top; below it, sets origin y to the
///    header height, adds the bar back to the scroll view, deactivates "hidden" and activates
///    top and bottom again: the order of the original code, which notes that the bar must be
///    back in the scroll view before its constraints are activated;
/// 2. scales the header by `scale = 1 − offsetY/60`, never below 1, about its center.
///
/// Pulling the content down past its top enlarges the header: offsetY −6 gives 1.1, −30 gives
/// 1.5, −60 gives 2. The code compares with 0, not with the resting offset, so when the scroll
/// view's insets are adjusted for a status bar (resting offset −20) the header is already
/// scaled 1.33 at rest: a real-world quirk of the original code. Because "hidden" joins the
/// header to the content below it, the content under the bar moves up by the bar's height at
/// the moment the bar pins, and back when it unpins: also what that code does.
///
/// Ownership as in UIKit: view outlets are weak (the hierarchy owns the views), the scroll view
/// holds the controller weakly as its delegate, the window owns the controller. The constraint
/// outlets are strong unless `weakConstraintOutlets`: the original code declares them weak,
/// and on a device an inactive constraint that nothing else holds is freed, so the "hidden"
/// constraint (inactive at load) is gone at once and top and bottom are gone after the first
/// pin; activating them afterwards is a message to nil.
final class HeaderScrollController: UIViewController, UIScrollViewDelegate {
  /// What the sticky part works on.
  struct StickyBar {
    var bar: UIView?
    var topConstraint: NSLayoutConstraint?
    var bottomConstraint: NSLayoutConstraint?
    var hiddenConstraint: NSLayoutConstraint?
    var weakConstraintOutlets: Bool
  }

  /// The scroll view (weak outlet).
  private(set) weak var scrollView: UIScrollView?
  /// The header image view (weak outlet).
  private(set) weak var topImageView: UIImageView?
  /// The bar that pins (weak outlet).
  private(set) weak var centreView: UIView?
  private weak var weakTop: NSLayoutConstraint?
  private weak var weakBottom: NSLayoutConstraint?
  private weak var weakHidden: NSLayoutConstraint?
  /// Strong references that stand for strong outlets (empty with weak outlets).
  private var strongConstraints: [NSLayoutConstraint] = []
  private var isPinned = false

  private var topConstraint: NSLayoutConstraint? { weakTop }
  private var bottomConstraint: NSLayoutConstraint? { weakBottom }
  private var hiddenConstraint: NSLayoutConstraint? { weakHidden }

  /// Connects the outlets and becomes the scroll view's delegate, lays the views out, then
  /// handles the current offset as the `scrollViewDidScroll` that UIKit sends when it first
  /// places the content (for example at −20 under a status bar).
  func connect(scrollView: UIScrollView?, topImageView: UIImageView?, sticky: StickyBar? = nil) {
    self.scrollView = scrollView
    self.topImageView = topImageView
    if let sticky {
      centreView = sticky.bar
      weakTop = sticky.topConstraint
      weakBottom = sticky.bottomConstraint
      weakHidden = sticky.hiddenConstraint
      if !sticky.weakConstraintOutlets {
        strongConstraints = [
          sticky.topConstraint, sticky.bottomConstraint, sticky.hiddenConstraint,
        ].compactMap { $0 }
      }
    }
    scrollView?.delegate = self
    // UIKit lays the views out before it first places the content and reports the offset.
    view.layoutIfNeeded()
    if let scrollView { scrollViewDidScroll(scrollView) }
  }

  /// The scale of the header for a content offset: `max(1, 1 − offsetY/60)`.
  static func headerScale(forOffsetY offsetY: CGFloat) -> CGFloat {
    let scale = 1 - (offsetY / 60)
    return scale >= 1 ? scale : 1
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let topImageView else { return }
    let offsetY = scrollView.contentOffset.y
    if let centreView {
      let imageH = topImageView.frame.size.height
      var centreFrame = centreView.frame
      let pins = offsetY >= imageH
      if pins {
        bottomConstraint?.isActive = false
        topConstraint?.isActive = false
        hiddenConstraint?.isActive = true
        centreFrame.origin.y = 0
        centreView.frame = centreFrame
        view.addSubview(centreView)
      } else {
        centreFrame.origin.y = imageH
        centreView.frame = centreFrame
        scrollView.addSubview(centreView)
        hiddenConstraint?.isActive = false
        topConstraint?.isActive = true
        bottomConstraint?.isActive = true
      }
      if pins != isPinned {
        isPinned = pins
        scrollView.window?.eventLog.record(
          pins ? "sticky.pin" : "sticky.unpin", view: centreView,
          detail: "offsetY \(format(Double(offsetY))), header height \(format(Double(imageH)))")
      }
    }
    let scale = HeaderScrollController.headerScale(forOffsetY: offsetY)
    let transform = CGAffineTransform(scaleX: scale, y: scale)
    guard transform != topImageView.transform else { return }
    topImageView.transform = transform
    scrollView.window?.eventLog.record(
      "header.scale", view: topImageView,
      detail: "scale \(format(Double(scale))) at offsetY \(format(Double(offsetY)))")
  }
}
