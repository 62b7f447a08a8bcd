import Foundation

/// A control that shows an on/off state, UIKit's `UISwitch`, drawn plainly as iOS draws it: a
/// 51 × 31 pt capsule track, ``UIColor/secondarySystemFill`` when off and ``onTintColor``
/// (system green) when on, with a 27 × 27 pt white thumb 2 pt inside its left (off) or right
/// (on) end.
///
/// - Size: always 51 × 31 pt, whatever the frame says (Apple, `init(frame:)`: "The size
///   components of this rectangle are ignored"); `intrinsicContentSize` and `sizeThatFits(_:)`
///   give that size.
/// - Touches: a touch that lifts inside (the control's bounds grown by its touch slop) toggles
///   ``isOn`` with the 0.25 s animation and sends `valueChanged`, then `primaryActionTriggered`,
///   before `touchUpInside` (blog.csdn.net/qxue2000, reference uikit-multitouch.md §9). Dragging
///   the thumb across is not modelled: the lift decides.
/// - Code: ``setOn(_:animated:)`` and ``isOn`` send no action (Apple, `setOn(_:animated:)`).
///
/// The thumb's shadow is a 0.5 pt darker ring; the on state's colour fades in over the grey
/// track. The 0.25 s duration is a working value (Apple gives none).
///
/// Right to left (its ``UIView/effectiveUserInterfaceLayoutDirection``), the switch mirrors
/// itself as UIKit's does: the thumb rests at the right end when off and at the left end when
/// on (Apple's guidelines, "Right to left": a switch "can indicate its state by revealing the
/// accent color on one side or the other", and such controls flip). Touches are unaffected:
/// a lift anywhere inside toggles.
open class UISwitch: UIControl {
  /// The switch's size, points (iOS 7 and later).
  static let switchSize = CGSize(width: 51, height: 31)
  /// The duration of an animated ``setOn(_:animated:)``, seconds (working value).
  static let toggleDuration = 0.25
  /// The thumb's side, points, and its inset from the track's ends.
  static let thumbSide: CGFloat = 27
  static let thumbInset: CGFloat = 2
  /// The off track's colour: `secondarySystemFill`, which Apple names for this part ("Use this
  /// color to fill medium-size shapes, such as the background of a switch", UIKit
  /// documentation of `secondarySystemFill`). It is translucent, (120, 120, 128) at alpha 0.16
  /// light and 0.32 dark, so the background shows through: over white (233, 233, 235), the
  /// grey of iOS's light switch; over black (38, 38, 41); over a dark grouped cell (`#1C1C1E`)
  /// (57, 57, 61).
  static let offTrackColor = UIColor.secondarySystemFill

  private let offTrack = ControlPartView(
    "track", color: UISwitch.offTrackColor, cornerRadius: switchSize.height / 2)
  private let onTrack = ControlPartView(
    "onTrack", color: .systemGreen, cornerRadius: switchSize.height / 2)
  private let thumbRing = ControlPartView(
    "thumbShadow", color: UIColor(white: 0, alpha: 0.1), cornerRadius: (thumbSide + 1) / 2)
  private let thumb = ControlPartView("thumb", color: .white, cornerRadius: thumbSide / 2)

  /// Whether the switch is on (`isOn`, default false). Setting it moves the thumb without
  /// animation and sends no action.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }
  private var on = false

  /// The track's colour when on (`onTintColor`); `nil`, the default, is system green.
  open var onTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("onTintColor"), onTintColor,
        { (target: UISwitch, value) in target.onTintColor = value })
      {
        return
      }
      onTrack.backgroundColor = onTintColor ?? .systemGreen
    }
  }

  /// The thumb's colour (`thumbTintColor`); `nil`, the default, is white.
  open var thumbTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("thumbTintColor"), thumbTintColor,
        { (target: UISwitch, value) in target.thumbTintColor = value })
      {
        return
      }
      thumb.backgroundColor = thumbTintColor ?? .white
    }
  }

  /// A switch at the frame's origin; the size is always 51 × 31 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
    setUp()
  }

  /// A switch at the origin (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bounds.size = UISwitch.switchSize
    setUp()
  }

  private func setUp() {
    for part in [offTrack, onTrack, thumbRing, thumb] { addSubview(part) }
    offTrack.frame = CGRect(origin: .zero, size: UISwitch.switchSize)
    onTrack.frame = offTrack.frame
    placeParts()
  }

  /// Turns the switch on or off (`setOn(_:animated:)`); sends no action. Animated, the thumb
  /// slides and the on colour fades over 0.25 s, ease-in-out.
  open func setOn(_ on: Bool, animated: Bool) {
    guard on != self.on else { return }
    self.on = on
    if animated {
      UIView.animate(
        withDuration: UISwitch.toggleDuration, delay: 0, options: .curveEaseInOut,
        animations: { self.placeParts() })
    } else {
      placeParts()
    }
  }

  /// The thumb's frame for ``isOn``: at the trailing end when on (right, or left in right to
  /// left), at the leading end when off, 2 pt inside it.
  private var thumbFrame: CGRect {
    let side = UISwitch.thumbSide
    let inset = UISwitch.thumbInset
    let atRight = on != isRightToLeft
    let x = atRight ? UISwitch.switchSize.width - inset - side : inset
    return CGRect(x: x, y: inset, width: side, height: side)
  }

  /// Places the thumb again when the layout direction has changed it (a direction change lays
  /// the subtree out again); the thumb stays put otherwise, so a toggle's animation runs on.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if thumb.frame != thumbFrame { placeParts() }
  }

  /// The thumb at its end of the track and the on colour's opacity for ``isOn``.
  private func placeParts() {
    thumb.frame = thumbFrame
    thumbRing.frame = thumb.frame.insetBy(dx: -0.5, dy: -0.5)
    onTrack.alpha = on ? 1 : 0
  }

  /// 51 × 31 pt.
  open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

  /// 51 × 31 pt, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

  /// A switch's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// A lift inside toggles the switch (animated) and sends `valueChanged`.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    setOn(!on, animated: true)
    window?.eventLog.record("switch.isOn", view: self, detail: "\(identifier) isOn \(on)")
    sendTriggeringActions(for: .valueChanged, event: event)
  }
}
