import UIKit

/// The view controller of a scroll view with a header picture that stretches when the content
/// is pulled past its top and, optionally, a bar under the header that pins to the top once the
/// header has scrolled away: the sticky bar of the seed article `000` (part 2), its
/// `scrollViewDidScroll` written as the article writes it.
///
/// The controller is the scroll view's delegate. On every offset change:
/// 1. with a bar (``centreView``), it compares `contentOffset.y` with the header's
///    `frame.size.height`: at or past it, ``pinCentreView(_:)`` deactivates the bar's bottom and
///    top constraints, activates the "hidden" constraint (which joins the header to the content
///    below the bar), sets the bar's frame origin y to 0 and adds it to the controller's view,
///    where it stays at the top; below it, ``unpinCentreView(_:below:in:)`` puts the bar back
///    at y = header height in the scroll view, deactivates "hidden" and activates top and
///    bottom again, in that order (the article: the bar must be back in the scroll view before
///    its constraints are activated, or they cannot be made);
/// 2. it scales the header by `1 − offsetY/60`, never below 1 (``headerScale(forOffsetY:)``):
///    pulling the content 6, 30, 60 pt past its top scales it 1.1, 1.5, 2.
///
/// Faithful consequences, kept: because "hidden" joins the header to the content under the bar,
/// that content moves up by the bar's height when the bar pins, and back when it unpins; moving
/// the bar out of the scroll view removes its constraints to the content, as UIKit does, so its
/// x is then ambiguous; and the scale compares the offset with 0, not with the resting offset,
/// so under a status bar (content resting at −20) the header shows scaled 1.33 at rest.
///
/// The outlets are weak, as the article's storyboard outlets are (part 1 of the article: the
/// view hierarchy owns the views, and the engine an active constraint): whoever builds the
/// screen must keep an inactive constraint ("hidden" at load) alive, as
/// ``StickyFeedViewController`` does. Points throughout.
///
/// The built-in `sticky-header` and `stretchy-header` behaviours are a subclass that reports
/// pins, unpins and scale changes.
open class StickyHeaderViewController: UIViewController, UIScrollViewDelegate {
  /// The scroll view (weak outlet).
  public weak var scrollView: UIScrollView?
  /// The header picture at the top of the content (weak outlet, the article's `topImageView`).
  public weak var topImageView: UIImageView?
  /// The bar that pins, or `nil` for a stretchy header alone (weak outlet).
  public weak var centreView: UIView?
  /// The bar's top constraint, to the header (weak outlet).
  public weak var topConstraint: NSLayoutConstraint?
  /// The bar's bottom constraint, to the content below it (weak outlet).
  public weak var bottomConstraint: NSLayoutConstraint?
  /// The constraint that joins the header to the content below the bar while the bar is
  /// pinned, inactive at load (weak outlet, the article's `hiddenConstraint`).
  public weak var hiddenConstraint: NSLayoutConstraint?

  /// The header's scale for a content offset of `offsetY` points: `max(1, 1 − offsetY/60)`.
  public static func headerScale(forOffsetY offsetY: CGFloat) -> CGFloat {
    let scale = 1 - (offsetY / 60)
    return scale >= 1 ? scale : 1
  }

  /// Pins or unpins the bar, then scales the header (see the type's description).
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let topImageView else { return }
    let offsetY = scrollView.contentOffset.y
    if let centreView {
      let imageH = topImageView.frame.size.height
      if offsetY >= imageH {
        pinCentreView(centreView)
      } else {
        unpinCentreView(centreView, below: imageH, in: scrollView)
      }
    }
    let scale = StickyHeaderViewController.headerScale(forOffsetY: offsetY)
    topImageView.transform = CGAffineTransform(scaleX: scale, y: scale)
  }

  /// Moves the bar to the top of the controller's view, swapping its top and bottom constraints
  /// for the "hidden" one.
  open func pinCentreView(_ centreView: UIView) {
    var centreFrame = centreView.frame
    bottomConstraint?.isActive = false
    topConstraint?.isActive = false
    hiddenConstraint?.isActive = true
    centreFrame.origin.y = 0
    centreView.frame = centreFrame
    view.addSubview(centreView)
  }

  /// Puts the bar back into `scrollView` at y = `imageH` (the header's height, points) and its
  /// top and bottom constraints back in place of the "hidden" one.
  open func unpinCentreView(
    _ centreView: UIView, below imageH: CGFloat, in scrollView: UIScrollView
  ) {
    var centreFrame = centreView.frame
    centreFrame.origin.y = imageH
    centreView.frame = centreFrame
    scrollView.addSubview(centreView)
    // Only now, with the bar back in the scroll view, can its constraints be activated.
    hiddenConstraint?.isActive = false
    topConstraint?.isActive = true
    bottomConstraint?.isActive = true
  }
}
