import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls the content
/// down far enough, UIKit's `UIRefreshControl`; attach it with `UIScrollView.refreshControl`.
///
/// - Threshold: while the user drags, once the content is pulled ``triggerHeight(in:)``
///   points past its resting top the control begins refreshing and sends `valueChanged` (then
///   `primaryActionTriggered`), during the pull, as on iOS. The height is
///   `112.5 pt × h / 568 pt`, `h` the scroll view's height inside its adjusted insets: the
///   values a running iOS 17 `UIRefreshControl` shows (`_snappingHeight` 150.33 pt with
///   `_maximumSnappingHeightScalingForScrollViewHeight` 1.3363 = 759/568 on a 759 pt scroll
///   view, read with lldb and published in a public iOS notes repository); UIKit does not
///   document it. On a full-screen iPhone SE scroll view under the 20 pt status bar (h = 647)
///   it is 128.15 pt, which the rubber band shows after about 288 pt of finger travel.
/// - Refreshing: the scroll view's top inset grows by the control's 60 pt height
///   (`_refreshControlHeight`), so the released content rests with the control showing;
///   ``endRefreshing()`` removes it and, if the content rests there, scrolls it back over
///   0.3 s (`setContentOffset(_:animated:)`). ``beginRefreshing()`` from code sends no action
///   and does not scroll (Apple: it does not).
/// - Place and look: 60 pt tall, as wide as the scroll view, just above the content's resting
///   top, following the top of the visible area when pulled further (UIKit's
///   `_originForContentOffset:`). Drawn plainly: eight grey ticks round a centre, shown one by
///   one as the pull nears the threshold and all while refreshing; the spinner does not turn.
///   It takes no touches itself (`isUserInteractionEnabled` false): a finger on it drags the
///   scroll view.
open class UIRefreshControl: UIControl {
  /// The control's height and the inset it adds while refreshing, points.
  static let height: CGFloat = 60
  /// The threshold at a visible scroll view height of 568 pt, points.
  static let baseTriggerHeight: CGFloat = 112.5
  /// The visible height the threshold is scaled by, points.
  static let referenceHeight: CGFloat = 568
  /// The number of ticks of the drawn spinner.
  static let tickCount = 8

  /// Whether a refresh is under way (`isRefreshing`).
  open private(set) var isRefreshing = false

  /// Whether a pull past the threshold begins refreshing: false from a pull's trigger until the
  /// content is back above the control.
  private var isArmed = true

  /// The scroll view the control belongs to (weak).
  weak var scrollView: UIScrollView?
  private var ticks: [ControlPartView] = []

  /// A refresh control (`init()`); its frame is set by its scroll view.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// A refresh control; the frame is replaced by its scroll view's placement.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A refresh control (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    // A finger on the control drags the scroll view behind it rather than tracking here.
    isUserInteractionEnabled = false
    for index in 0..<UIRefreshControl.tickCount {
      let tick = ControlPartView("tick\(index)", color: .systemGray, cornerRadius: 1.25)
      tick.bounds.size = CGSize(width: 2.5, height: 7)
      tick.isHidden = true
      ticks.append(tick)
      addSubview(tick)
    }
  }

  /// The pull past the resting top, in points, at which a drag begins refreshing in
  /// `scrollView`: `112.5 × (bounds.height − adjustedContentInset.top − .bottom) / 568`.
  package static func triggerHeight(in scrollView: UIScrollView) -> CGFloat {
    let inset = scrollView.adjustedContentInset
    let visible = max(0, scrollView.bounds.height - inset.top - inset.bottom)
    return baseTriggerHeight * visible / referenceHeight
  }

  /// Starts refreshing (`beginRefreshing()`): the scroll view's top inset grows by 60 pt. Sends
  /// no action and does not move the content.
  open func beginRefreshing() {
    guard !isRefreshing else { return }
    isRefreshing = true
    scrollView?.refreshInset = UIRefreshControl.height
    window?.eventLog.record("refreshControl.beginRefreshing", view: self, detail: identifier)
    update()
  }

  /// Ends refreshing (`endRefreshing()`): removes the 60 pt inset and, when the content rests
  /// above the top that leaves, scrolls it back over 0.3 s.
  open func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    window?.eventLog.record("refreshControl.endRefreshing", view: self, detail: identifier)
    guard let scrollView else { return update() }
    scrollView.refreshInset = 0
    let top = -scrollView.adjustedContentInset.top
    if !scrollView.isDragging, scrollView.contentOffset.y < top {
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
    }
    update()
  }

  /// A refresh control's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// Places the control for the scroll view's offset, draws the ticks for the pull, and
  /// begins refreshing when a drag passes the threshold.
  func update() {
    guard let scrollView else { return }
    let top = scrollView.adjustedContentInset.top
    let offset = scrollView.contentOffset
    // Just above the content, behind the bars, until the pull opens more than its height
    // below them; then at the top of that gap, under the bars (not under the status bar).
    let visibleTop = offset.y + top - (scrollView.isDragging ? 0 : scrollView.refreshInset)
    let y = min(-UIRefreshControl.height, visibleTop)
    frame = CGRect(x: 0, y: y, width: scrollView.bounds.width, height: UIRefreshControl.height)
    let pulled = max(0, -(offset.y + top))
    let threshold = UIRefreshControl.triggerHeight(in: scrollView)
    // One pull triggers once: a refresh ended while the finger still holds the pull (the
    // common `endRefreshing()` in the action) waits until the control is hidden again.
    if pulled == 0 { isArmed = true }
    if !isRefreshing, isArmed, scrollView.isDragging, threshold > 0, pulled >= threshold {
      isArmed = false
      beginRefreshing()
      sendTriggeringActions(for: .valueChanged, event: nil)
      return
    }
    let shown =
      isRefreshing
      ? UIRefreshControl.tickCount
      : threshold > 0 ? Int((Double(pulled / threshold) * Double(UIRefreshControl.tickCount))) : 0
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    for (index, tick) in ticks.enumerated() {
      let angle = CGFloat(index) * 2 * .pi / CGFloat(UIRefreshControl.tickCount)
      tick.center = CGPoint(x: center.x + 8 * sin(angle), y: center.y - 8 * cos(angle))
      tick.transform = CGAffineTransform(rotationAngle: angle)
      tick.isHidden = index >= min(shown, UIRefreshControl.tickCount)
      tick.alpha = 1 - 0.08 * CGFloat(index)
    }
  }
}
