import Foundation

/// A row of dots, one per page, the current one highlighted, UIKit's `UIPageControl`, drawn
/// as iOS 14 and later draw it: 7 pt dots 16 pt apart (centre to centre, a 9 pt gap), centred
/// in the bounds, the current page's dot in ``currentPageIndicatorTintColor`` and the others in
/// ``pageIndicatorTintColor``.
///
/// - Size: ``size(forNumberOfPages:)`` is `16 × pages − 9 + 2 × 8` by 26 pt: the dots, 8 pt
///   each side for the rounded background, and iOS 14's 26 pt height. The dot diameter and gap
///   are iOS's (unchanged since iOS 6, measured from screenshots; Apple documents neither); the
///   8 pt margin and 26 pt height are measured from iOS 17 screenshots.
/// - Touches: a tap right of the control's centre goes to the next page, left of it to the
///   previous one, sending `valueChanged` when the page changed (Apple, `UIPageControl`:
///   "tapping … moves to the next or previous page"; HIG: "they can't tap a specific dot").
///   Scrubbing along the dots (iOS 14's `allowsContinuousInteraction`) is not modelled.
/// - Right to left (its ``UIView/effectiveUserInterfaceLayoutDirection``): dot 0 is at the
///   right and a tap left of the centre goes to the next page, as UIKit's natural direction
///   lays the indicators out (Apple, `UIPageControl.Direction.natural`: right to left "for
///   right-to-left languages").
/// - ``backgroundStyle``: `.prominent` always draws a rounded translucent background behind the
///   dots, `.automatic` only while a finger is down, `.minimal` never.
/// - Code: ``currentPage`` sends no action.
open class UIPageControl: UIControl {
  /// How the control draws a background behind its dots (`UIPageControl.BackgroundStyle`,
  /// iOS 14).
  public enum BackgroundStyle: Int, Sendable {
    /// A background only while the user interacts (the default).
    case automatic = 0
    /// A background always.
    case prominent = 1
    /// No background, ever.
    case minimal = 2
  }

  /// A dot's diameter, the distance between dot centres, the margin each side, and the
  /// height, points.
  static let dotDiameter: CGFloat = 7
  static let dotPitch: CGFloat = 16
  static let sideMargin: CGFloat = 8
  static let height: CGFloat = 26
  /// The non-current dots' default colour, white at 30 %, and the current one's, white
  /// (iOS's defaults, made for dots over photos; measured).
  static let defaultPageIndicatorColor = UIColor(white: 1, alpha: 0.3)
  static let defaultCurrentPageIndicatorColor = UIColor.white

  private let background = ControlPartView(
    "background", color: UIColor(white: 0, alpha: 0.2), cornerRadius: height / 2)
  private var dots: [ControlPartView] = []

  /// The number of pages, one dot each (`numberOfPages`, default 0). The current page is
  /// clamped into the new range.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      page = min(page, max(0, numberOfPages - 1))
      rebuildDots()
    }
  }

  /// The current page, from 0 (`currentPage`, default 0), clamped to the pages; sends no
  /// action.
  open var currentPage: Int {
    get { page }
    set {
      page = min(max(0, newValue), max(0, numberOfPages - 1))
      updateDots()
    }
  }
  private var page = 0

  /// Whether a control with one page (or none) draws nothing (`hidesForSinglePage`, default
  /// false).
  open var hidesForSinglePage = false { didSet { updateDots() } }

  /// The colour of the other pages' dots (`pageIndicatorTintColor`); `nil` is white at 30 %.
  open var pageIndicatorTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("pageIndicatorTintColor"), pageIndicatorTintColor,
        { (target: UIPageControl, value) in target.pageIndicatorTintColor = value })
      {
        return
      }
      updateDots()
    }
  }

  /// The colour of the current page's dot (`currentPageIndicatorTintColor`); `nil` is white.
  open var currentPageIndicatorTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("currentPageIndicatorTintColor"), currentPageIndicatorTintColor,
        { (target: UIPageControl, value) in target.currentPageIndicatorTintColor = value })
      {
        return
      }
      updateDots()
    }
  }

  /// When the rounded background shows (`backgroundStyle`, default `.automatic`).
  open var backgroundStyle: BackgroundStyle = .automatic { didSet { updateDots() } }

  /// A control with no pages and the given frame, points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(background)
    updateDots()
  }

  /// A control with no pages (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(background)
    updateDots()
  }

  /// The size that shows `pageCount` dots (`size(forNumberOfPages:)`): `16 × pageCount − 9
  /// + 16` by 26 pt; no pages is 0 × 26.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
    let dots = Self.dotPitch * CGFloat(pageCount) - (Self.dotPitch - Self.dotDiameter)
    return CGSize(width: dots + 2 * Self.sideMargin, height: Self.height)
  }

  /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// ``size(forNumberOfPages:)`` for ``numberOfPages``, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// A page control's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// Keeps the dots centred when the bounds change.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateDots()
  }

  /// Shows the background while a finger is down (`.automatic`).
  package override func controlStateDidChange() {
    super.controlStateDidChange()
    updateDots()
  }

  /// A lift inside goes one page towards the side of the centre it is on and sends
  /// `valueChanged` if the page changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard let point = touch?.location(in: self), bounds.contains(point), numberOfPages > 0
    else { return }
    // The next page is towards the trailing side: right, or left in right to left.
    let trailing = isRightToLeft ? point.x < bounds.midX : point.x >= bounds.midX
    let next = trailing ? page + 1 : page - 1
    guard (0..<numberOfPages).contains(next) else { return }
    page = next
    updateDots()
    window?.eventLog.record(
      "pageControl.currentPage", view: self, detail: "\(identifier) currentPage \(page)")
    sendTriggeringActions(for: .valueChanged, event: event)
  }

  /// The most indicators drawn at once (a working value): iOS 14 and later show a window of a
  /// page control's indicators that scrolls with the current page when there are more pages than
  /// fit, and document no count; the window here is this many dots around the current page, so
  /// a control of millions of pages costs what one of 64 does.
  static let maximumIndicatorCount = 64

  private func rebuildDots() {
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<min(max(0, numberOfPages), Self.maximumIndicatorCount)).map { _ in
      ControlPartView("dot", color: nil, cornerRadius: Self.dotDiameter / 2)
    }
    for dot in dots { addSubview(dot) }
    invalidateIntrinsicContentSize()
    updateDots()
  }

  /// Colours and centres the dots: dot `i`'s centre is `16 × i` pt right of the first's (left
  /// of it in right to left, the first dot then being the rightmost), the row centred in the
  /// bounds.
  private func updateDots() {
    let hidden = hidesForSinglePage && numberOfPages <= 1
    let size = size(forNumberOfPages: dots.count)
    let span = (size.width - 2 * Self.sideMargin) / 2 - Self.dotDiameter / 2
    let mirrored = isRightToLeft
    let firstX = mirrored ? bounds.midX + span : bounds.midX - span
    let pitch = mirrored ? -Self.dotPitch : Self.dotPitch
    // More pages than indicators: the row shows the window of pages around the current one.
    let firstPage = min(max(0, page - dots.count / 2), max(0, numberOfPages - dots.count))
    for (index, dot) in dots.enumerated() {
      dot.bounds.size = CGSize(width: Self.dotDiameter, height: Self.dotDiameter)
      dot.center = CGPoint(x: firstX + pitch * CGFloat(index), y: bounds.midY)
      dot.backgroundColor =
        firstPage + index == page
        ? currentPageIndicatorTintColor ?? Self.defaultCurrentPageIndicatorColor
        : pageIndicatorTintColor ?? Self.defaultPageIndicatorColor
      dot.isHidden = hidden
    }
    background.bounds.size = size
    background.center = CGPoint(x: bounds.midX, y: bounds.midY)
    let shows = backgroundStyle == .prominent || (backgroundStyle == .automatic && isHighlighted)
    background.isHidden = hidden || numberOfPages == 0 || !shows
  }

  // MARK: VoiceOver

  /// VoiceOver's swipe up on the page control (`accessibilityIncrement()`): the next page
  /// becomes current, sending `.valueChanged`; nothing on the last page.
  open override func accessibilityIncrement() { turnForAccessibility(1) }

  /// VoiceOver's swipe down on the page control (`accessibilityDecrement()`): the previous
  /// page becomes current, sending `.valueChanged`; nothing on the first page.
  open override func accessibilityDecrement() { turnForAccessibility(-1) }

  private func turnForAccessibility(_ direction: Int) {
    guard isEnabled else { return }
    let before = currentPage
    currentPage = before + direction
    if currentPage != before { sendActions(for: .valueChanged) }
  }
}
