import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track,
/// UIKit's `UISlider`, drawn plainly as iOS draws it: a 4 pt capsule track, the part left of
/// the thumb in ``minimumTrackTintColor`` (the tint colour, system blue) and the rest in
/// ``maximumTrackTintColor`` (light grey), and a 28 × 28 pt white thumb.
///
/// - Geometry (points): ``trackRect(forBounds:)`` is the bounds' full width, 4 pt tall,
///   centred vertically; ``thumbRect(forBounds:track:value:)`` is 28 × 28, centred vertically,
///   its centre going from 14 pt inside the left end (``minimumValue``) to 14 pt inside the right
///   end (``maximumValue``) linearly, so the thumb never leaves the bounds. The intrinsic height
///   is 31 pt (iOS's slider). These sizes are iOS's look; the thumb travel is a working model
///   (UIKit does not document it).
/// - Touches: a touch that starts on the thumb (its rectangle grown to at least 44 × 44 pt,
///   Apple's minimum hit target) tracks; one elsewhere on the track does nothing, as on iOS.
///   The thumb then follows the finger's horizontal movement from where it was grabbed (no
///   jump), the value being the thumb's position along its travel, clamped to the range.
///   With ``isContinuous`` (default true) each change sends `valueChanged` (then
///   `primaryActionTriggered`); without it, one `valueChanged` at the lift if the value changed
///   (Apple, `isContinuous`).
/// - Code: ``value`` and ``setValue(_:animated:)`` send no action.
/// - Right to left: when its ``UIView/effectiveUserInterfaceLayoutDirection`` is right to left
///   the slider mirrors itself, as UIKit's does: ``minimumValue`` at the right end (the thumb's
///   centre 14 pt inside it), the minimum track filling from the right, ``minimumValueImage``
///   at the right and ``maximumValueImage`` at the left; dragging left increases the value
///   (Apple's guidelines, "Right to left": "flip controls that show progress from one value to
///   another", such as sliders; "Sliders": minimum values on the leading side).
open class UISlider: UIControl {
  /// The track's height, the thumb's side and the intrinsic height, points.
  static let trackHeight: CGFloat = 4
  static let thumbSide: CGFloat = 28
  static let intrinsicHeight: CGFloat = 31
  /// The smallest side of the area that grabs the thumb, points (Apple's 44 pt hit target).
  static let minimumThumbHitSide: CGFloat = 44
  /// The duration of an animated ``setValue(_:animated:)``, seconds (working value).
  static let animationDuration = 0.25
  /// The right part's grey when no ``maximumTrackTintColor`` is set, `rgb(227, 227, 229)`.
  static let defaultMaximumTrackColor = UIColor(
    red: 227 / 255, green: 227 / 255, blue: 229 / 255, alpha: 1)

  private let maximumTrack = ControlPartView(
    "maximumTrack", color: UISlider.defaultMaximumTrackColor, cornerRadius: trackHeight / 2)
  private let minimumTrack = ControlPartView(
    "minimumTrack", color: nil, cornerRadius: trackHeight / 2)
  private let thumbRing = ControlPartView(
    "thumbShadow", color: UIColor(white: 0, alpha: 0.1), cornerRadius: (thumbSide + 1) / 2)
  private let thumb = ControlPartView("thumb", color: .white, cornerRadius: thumbSide / 2)
  /// The images set per state and the views that draw them (`UISlider+Images.swift`).
  final let images = SliderImages()
  /// The space between a value image and the track, points (a model: Apple does not say).
  static let valueImageSpacing: CGFloat = 8

  /// The value (`value`, default 0), always within ``minimumValue``…``maximumValue``; setting
  /// it moves the thumb without animation and sends no action.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  private var storedValue: Float = 0

  /// The value at the left end (`minimumValue`, default 0). The value is clamped into the new
  /// range.
  open var minimumValue: Float = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// The value at the right end (`maximumValue`, default 1). The value is clamped into the new
  /// range.
  open var maximumValue: Float = 1 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      setValue(storedValue, animated: false)
    }
  }

  /// Whether `valueChanged` is sent during the drag (`isContinuous`, default true) or once at
  /// the lift.
  open var isContinuous = true

  /// The colour left of the thumb (`minimumTrackTintColor`); `nil`, the default, is the tint
  /// colour.
  open var minimumTrackTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("minimumTrackTintColor"), minimumTrackTintColor,
        { (target: UISlider, value) in target.minimumTrackTintColor = value })
      {
        return
      }
      updateColors()
    }
  }
  /// The colour right of the thumb (`maximumTrackTintColor`); `nil`, the default, is light
  /// grey.
  open var maximumTrackTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("maximumTrackTintColor"), maximumTrackTintColor,
        { (target: UISlider, value) in target.maximumTrackTintColor = value })
      {
        return
      }
      updateColors()
    }
  }
  /// The thumb's colour (`thumbTintColor`); `nil`, the default, is white.
  open var thumbTintColor: UIColor? {
    didSet {
      if noteAppearance(
        .property("thumbTintColor"), thumbTintColor,
        { (target: UISlider, value) in target.thumbTintColor = value })
      {
        return
      }
      updateColors()
    }
  }

  private var grabOffset: CGFloat = 0
  private var valueAtTouchDown: Float = 0

  /// A slider with the given frame, points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A slider with a zero frame (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for part in [maximumTrack, minimumTrack, thumbRing, thumb] { addSubview(part) }
    updateColors()
    placeParts()
  }

  /// Sets ``value``, clamped to the range (`setValue(_:animated:)`); sends no action.
  /// Animated, the thumb moves there over 0.25 s, ease-in-out.
  open func setValue(_ value: Float, animated: Bool) {
    storedValue = min(max(value, minimumValue), maximumValue)
    if animated {
      UIView.animate(
        withDuration: UISlider.animationDuration, delay: 0, options: .curveEaseInOut,
        animations: { self.placeParts() })
    } else {
      placeParts()
    }
  }

  /// The track in `bounds` (`trackRect(forBounds:)`): the full width, 4 pt tall, centred
  /// vertically, points; with a ``minimumValueImage`` (``maximumValueImage``) it starts (ends)
  /// 8 pt past the image, and with track images it is as tall as the taller one.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    let leading = minimumValueImage.map { $0.size.width + UISlider.valueImageSpacing } ?? 0
    let trailing = maximumValueImage.map { $0.size.width + UISlider.valueImageSpacing } ?? 0
    let mirrored = isRightToLeft
    let left = mirrored ? trailing : leading
    let right = mirrored ? leading : trailing
    let height = images.trackImageHeight(for: state) ?? UISlider.trackHeight
    return CGRect(
      x: bounds.minX + left, y: bounds.midY - height / 2,
      width: Swift.max(0, bounds.width - left - right), height: height)
  }

  /// The thumb for `value` (`thumbRect(forBounds:trackRect:value:)`): 28 × 28 pt (the size of
  /// ``currentThumbImage`` when one is set), centred on the track vertically; its centre moves
  /// linearly from `rect.minX + 14` at ``minimumValue`` to `rect.maxX − 14` at
  /// ``maximumValue`` (right to left, from `rect.maxX − 14` to `rect.minX + 14`).
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = thumbSize
    let along = size.width / 2 + travel(of: rect) * fraction(of: value)
    let centerX = isRightToLeft ? rect.maxX - along : rect.minX + along
    return CGRect(
      x: centerX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Where ``minimumValueImage`` is drawn (`minimumValueImageRect(forBounds:)`): at its size
  /// at the left end (the right end in right to left), centred vertically; zero without one.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = minimumValueImage?.size else { return .zero }
    return valueImageRect(size, atLeft: !isRightToLeft, in: bounds)
  }

  /// Where ``maximumValueImage`` is drawn (`maximumValueImageRect(forBounds:)`): at its size
  /// at the right end (the left end in right to left), centred vertically; zero without one.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    guard let size = maximumValueImage?.size else { return .zero }
    return valueImageRect(size, atLeft: isRightToLeft, in: bounds)
  }

  private func valueImageRect(_ size: CGSize, atLeft: Bool, in bounds: CGRect) -> CGRect {
    CGRect(
      x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The part of `track` between the minimum end and the thumb's centre: from the left end,
  /// or from the right end in right to left.
  func minimumTrackRect(track: CGRect, thumb: CGRect) -> CGRect {
    isRightToLeft
      ? CGRect(
        x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX),
        height: track.height)
      : CGRect(
        x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX),
        height: track.height)
  }

  /// The part of `track` between the thumb's centre and the maximum end.
  func maximumTrackRect(track: CGRect, thumb: CGRect) -> CGRect {
    isRightToLeft
      ? CGRect(
        x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX),
        height: track.height)
      : CGRect(
        x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX),
        height: track.height)
  }

  /// The thumb's size: ``currentThumbImage``'s, else 28 × 28 pt.
  private var thumbSize: CGSize {
    currentThumbImage?.size ?? CGSize(width: UISlider.thumbSide, height: UISlider.thumbSide)
  }

  /// `width` × 31 pt.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight)
  }

  /// A slider's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// A highlighted (dragged) or disabled slider shows that state's images.
  package override func controlStateDidChange() {
    super.controlStateDidChange()
    if !images.isEmpty { placeParts() }
  }

  /// Keeps the parts placed when the bounds change size.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeParts()
  }

  /// Recolours the left track in the new tint.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateColors()
  }

  // MARK: Tracking

  /// Tracks a touch that lands on the thumb (grown to 44 × 44 pt), remembering where on the
  /// thumb it landed.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    let thumbFrame = currentThumbRect
    let grow = { (side: CGFloat) in max(0, (UISlider.minimumThumbHitSide - side) / 2) }
    let hitArea = thumbFrame.insetBy(dx: -grow(thumbFrame.width), dy: -grow(thumbFrame.height))
    guard hitArea.contains(point) else { return false }
    grabOffset = point.x - thumbFrame.midX
    valueAtTouchDown = storedValue
    return true
  }

  /// Moves the thumb with the finger and, with ``isContinuous``, sends `valueChanged` when the
  /// value changed.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let changed = follow(touch)
    if changed, isContinuous { sendTriggeringActions(for: .valueChanged, event: event) }
    return true
  }

  /// Moves the thumb to the lift point; without ``isContinuous``, sends `valueChanged` if the
  /// value differs from the one at touch down.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    let changed = touch.map(follow) ?? false
    if isContinuous {
      if changed { sendTriggeringActions(for: .valueChanged, event: event) }
    } else if storedValue != valueAtTouchDown {
      sendTriggeringActions(for: .valueChanged, event: event)
    }
  }

  /// Sets the value from the finger's position; returns whether it changed.
  private func follow(_ touch: UITouch) -> Bool {
    let track = trackRect(forBounds: bounds)
    let travel = travel(of: track)
    let centerX = touch.location(in: self).x - grabOffset
    // The distance from the minimum end's first thumb position: rightwards, or leftwards in
    // right to left.
    let along =
      isRightToLeft
      ? track.maxX - thumbSize.width / 2 - centerX : centerX - track.minX - thumbSize.width / 2
    let fraction = travel > 0 ? along / travel : 0
    let clamped = min(max(fraction, 0), 1)
    let newValue = minimumValue + Float(clamped) * (maximumValue - minimumValue)
    guard newValue != storedValue else { return false }
    storedValue = newValue
    placeParts()
    window?.eventLog.record("slider.value", view: self, detail: "\(identifier) value \(newValue)")
    return true
  }

  // MARK: Drawing

  private var currentThumbRect: CGRect {
    let track = trackRect(forBounds: bounds)
    return thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
  }

  private func travel(of track: CGRect) -> CGFloat { max(0, track.width - thumbSize.width) }

  private func fraction(of value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    return span > 0 ? CGFloat((value - minimumValue) / span) : 0
  }

  func placeParts() {
    let track = trackRect(forBounds: bounds)
    let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
    maximumTrack.frame = track
    minimumTrack.frame = minimumTrackRect(track: track, thumb: thumbFrame)
    thumb.frame = thumbFrame
    thumbRing.frame = thumbFrame.insetBy(dx: -0.5, dy: -0.5)
    if images.isEmpty { return }
    let shown = images.place(
      in: self, track: track, thumb: thumbFrame, state: state,
      below: thumb, above: minimumTrack)
    maximumTrack.isHidden = shown.maximumTrack
    minimumTrack.isHidden = shown.minimumTrack
    thumb.isHidden = shown.thumb
    thumbRing.isHidden = shown.thumb
  }

  private func updateColors() {
    minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
    maximumTrack.backgroundColor = maximumTrackTintColor ?? UISlider.defaultMaximumTrackColor
    thumb.backgroundColor = thumbTintColor ?? .white
  }

  // MARK: VoiceOver

  /// VoiceOver's swipe up on the slider (`accessibilityIncrement()`): the value moves up by a
  /// tenth of the range (VoiceOver's step on iOS: 50% becomes 60%), clamped, sending
  /// `.valueChanged` when it changed.
  open override func accessibilityIncrement() { adjustForAccessibility(by: 0.1) }

  /// VoiceOver's swipe down on the slider (`accessibilityDecrement()`): the value moves down
  /// by a tenth of the range, clamped, sending `.valueChanged` when it changed.
  open override func accessibilityDecrement() { adjustForAccessibility(by: -0.1) }

  private func adjustForAccessibility(by fraction: Float) {
    guard isEnabled else { return }
    let before = value
    value = before + fraction * (maximumValue - minimumValue)
    if value != before { sendActions(for: .valueChanged) }
  }
}
