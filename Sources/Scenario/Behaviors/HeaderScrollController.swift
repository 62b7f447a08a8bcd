import Foundation
import GestureCore
import SampleCode

/// The `sticky-header` and `stretchy-header` behaviours: the seed article's
/// ``StickyHeaderViewController`` (Samples/code), whose `scrollViewDidScroll` pins a bar by
/// moving it between the scroll view and the root view and switching its constraints, and
/// scales the header by `1 − offsetY/60`, never below 1; plus its timeline events:
/// `sticky.pin` and `sticky.unpin` when the bar changes place, and `header.scale` when the
/// header's scale changes. The interaction is entirely the sample's code.
///
/// The scene builder connects the outlets (``connect(scrollView:topImageView:sticky:)``). The
/// sample's outlets are weak, as the article declares them; unless `weakConstraintOutlets`, this
/// controller also holds the three constraints strongly, as a screen built in code does. With
/// weak outlets an inactive constraint that nothing else holds is freed, as on a device: the
/// "hidden" constraint (inactive at load) at once, top and bottom after the first pin, and
/// activating them afterwards is a message to nil.
final class HeaderScrollController: StickyHeaderViewController {
  /// What the sticky part works on.
  struct StickyBar {
    var bar: UIView?
    var topConstraint: NSLayoutConstraint?
    var bottomConstraint: NSLayoutConstraint?
    var hiddenConstraint: NSLayoutConstraint?
    var weakConstraintOutlets: Bool
  }

  /// Strong references that stand for strong outlets (empty with weak outlets).
  private var strongConstraints: [NSLayoutConstraint] = []
  private var isPinned = false

  /// Connects the outlets and becomes the scroll view's delegate, lays the views out, then
  /// handles the current offset as the `scrollViewDidScroll` that UIKit sends when it first
  /// places the content (for example at −20 under a status bar).
  func connect(scrollView: UIScrollView?, topImageView: UIImageView?, sticky: StickyBar? = nil) {
    self.scrollView = scrollView
    self.topImageView = topImageView
    if let sticky {
      centreView = sticky.bar
      topConstraint = sticky.topConstraint
      bottomConstraint = sticky.bottomConstraint
      hiddenConstraint = sticky.hiddenConstraint
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

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let before = topImageView?.transform
    super.scrollViewDidScroll(scrollView)
    guard let topImageView, topImageView.transform != before else { return }
    scrollView.window?.eventLog.record(
      "header.scale", view: topImageView,
      detail: "scale \(format(Double(topImageView.transform.a))) "
        + "at offsetY \(format(Double(scrollView.contentOffset.y)))")
  }

  override func pinCentreView(_ centreView: UIView) {
    let detail = placeDetail()
    super.pinCentreView(centreView)
    report(pinned: true, centreView, detail)
  }

  override func unpinCentreView(
    _ centreView: UIView, below imageH: CGFloat, in scrollView: UIScrollView
  ) {
    let detail = placeDetail()
    super.unpinCentreView(centreView, below: imageH, in: scrollView)
    report(pinned: false, centreView, detail)
  }

  /// `offsetY 250, header height 200`, read as the sample's `scrollViewDidScroll` read them.
  private func placeDetail() -> String {
    let offsetY = scrollView?.contentOffset.y ?? 0
    let imageH = topImageView?.frame.size.height ?? 0
    return "offsetY \(format(Double(offsetY))), header height \(format(Double(imageH)))"
  }

  private func report(pinned: Bool, _ centreView: UIView, _ detail: String) {
    guard pinned != isPinned else { return }
    isPinned = pinned
    scrollView?.window?.eventLog.record(
      pinned ? "sticky.pin" : "sticky.unpin", view: centreView, detail: detail)
  }
}
