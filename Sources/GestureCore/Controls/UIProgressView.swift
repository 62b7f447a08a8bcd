import Foundation

/// A bar that fills from the leading edge as a task progresses, UIKit's `UIProgressView`,
/// drawn as iOS 14 and later draw it: a track in ``trackTintColor`` (default
/// ``UIColor/systemFill``) and, over it, a fill ``progress`` × the width wide in
/// ``progressTintColor`` (default the tint colour, system blue), both with rounded ends.
///
/// - Size: the intrinsic height is 4 pt for `.default` (iOS 14 and later, rounded; measured
///   from screenshots, Apple documents no height) and 2.5 pt for `.bar` (measured); the width
///   is the frame's. The track fills the bounds' full height.
/// - `.bar` (``progressViewStyle``) draws square ends over a transparent track, as in a
///   toolbar.
/// - ``setProgress(_:animated:)`` animated grows the fill over 0.25 s, ease-in-out, on the
///   simulated clock (a working duration; UIKit documents none).
/// - Right to left (its ``UIView/effectiveUserInterfaceLayoutDirection``), the fill grows from
///   the right edge, as UIKit's does (Apple's guidelines, "Right to left": flip progress
///   indicators).
/// - A progress view takes no touches (Apple: "not interactive"), as in UIKit where it is a
///   `UIView`, not a `UIControl`.
open class UIProgressView: UIView {
  /// The progress view's styles (`UIProgressView.Style`).
  public enum Style: Int, Sendable {
    /// The standard, rounded bar (the default).
    case `default` = 0
    /// A thinner bar with square ends, for a toolbar.
    case bar = 1
  }

  /// The intrinsic heights, points, and the animated update's duration, seconds.
  static let defaultHeight: CGFloat = 4
  static let barHeight: CGFloat = 2.5
  static let animationDuration = 0.25

  private let track = ControlPartView("track", color: .systemFill, cornerRadius: 0)
  private let fill = ControlPartView("progress", color: nil, cornerRadius: 0)

  /// The style (`progressViewStyle`, default `.default`).
  open var progressViewStyle: Style = .default {
    didSet {
      invalidateIntrinsicContentSize()
      updateParts()
    }
  }

  /// The progress from 0 to 1 (`progress`, default 0), clamped; setting it moves the fill
  /// without animation.
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  private var storedProgress: Float = 0

  /// The fill's colour (`progressTintColor`); `nil`, the default, is the tint colour.
  open var progressTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("progressTintColor"), progressTintColor,
        { (target: UIProgressView, value) in target.progressTintColor = value })
      {
        return
      }
      updateParts()
    }
  }

  /// The track's colour (`trackTintColor`); `nil`, the default, is ``UIColor/systemFill``
  /// (transparent for `.bar`).
  open var trackTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("trackTintColor"), trackTintColor,
        { (target: UIProgressView, value) in target.trackTintColor = value })
      {
        return
      }
      updateParts()
    }
  }

  /// A progress view with the given frame, points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A progress view of `style` with a zero frame (`init(progressViewStyle:)`).
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    updateParts()
  }

  /// A progress view with a zero frame (`init?(coder:)`; nothing is decoded, see
  /// ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    addSubview(track)
    addSubview(fill)
    updateParts()
  }

  /// Sets ``progress``, clamped to 0…1, NaN as 0 (`setProgress(_:animated:)`). Animated, the fill
  /// grows or shrinks there over 0.25 s, ease-in-out.
  open func setProgress(_ progress: Float, animated: Bool) {
    // NaN (which `min`/`max` pass through) shows as no progress.
    storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if animated {
      UIView.animate(
        withDuration: UIProgressView.animationDuration, delay: 0, options: .curveEaseInOut,
        animations: { self.placeParts() })
    } else {
      placeParts()
    }
  }

  /// No intrinsic width × 4 pt (`.default`) or 2.5 pt (`.bar`).
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: UIView.noIntrinsicMetric,
      height: progressViewStyle == .bar ? Self.barHeight : Self.defaultHeight)
  }

  /// The given width × the style's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: intrinsicContentSize.height)
  }

  /// Keeps the fill at ``progress`` × the width when the bounds change.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  /// Recolours the fill in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateParts()
  }

  private func updateParts() {
    let rounded = progressViewStyle == .default
    let defaultTrack: UIColor = rounded ? .systemFill : .clear
    track.backgroundColor = trackTintColor ?? defaultTrack
    fill.backgroundColor = progressTintColor ?? tintColor
    placeParts()
  }

  /// The track over the bounds and the fill `progress × width` wide from the left (from the
  /// right in right to left), both rounded by half the height for `.default`.
  private func placeParts() {
    let radius = progressViewStyle == .default ? bounds.height / 2 : 0
    track.frame = bounds
    let width = bounds.width * CGFloat(storedProgress)
    fill.frame = CGRect(
      x: isRightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width,
      height: bounds.height)
    track.layer.cornerRadius = radius
    fill.layer.cornerRadius = radius
  }
}
