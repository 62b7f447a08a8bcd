import Foundation

/// A control of two halves, − and +, that step a value down and up, UIKit's `UIStepper`,
/// drawn as iOS 13 and later draw it: a 94 × 32 pt rounded rectangle in
/// ``UIColor/tertiarySystemFill`` with a 1 pt separator in the middle, a − glyph centred in the
/// left half and a + in the right, in ``UIColor/label`` (``UIColor/tertiaryLabel`` for a half
/// that cannot step: at its limit without ``wraps``, or the control disabled).
///
/// - Size: always 94 × 32 pt (iOS 13 and later, measured; Apple: "The bounding rectangle for a
///   stepper matches that of a UISwitch", true until iOS 12's 94 × 29 pt); the frame's size is
///   ignored as a switch's is. The 8 pt corners, the 1 × 18 pt separator and the 13 × 1.5 pt
///   glyph bars are measured from iOS 17 screenshots.
/// - Touches: touch down on a half that can step steps by ``stepValue`` and, with
///   ``isContinuous`` (default true), sends `valueChanged` at once; the half darkens while
///   held. With ``autorepeat`` (default true), holding steps again after 0.5 s and then every
///   0.1 s of simulated time while the finger stays inside (Apple documents only that "the
///   rate of change depends on how long the user continues pressing"; these are the delays
///   AppKit documents for `NSStepper.autorepeat`, used as the working model, without
///   acceleration). Without ``isContinuous``, one `valueChanged` at the lift if the value
///   changed (Apple, `isContinuous`).
/// - Range: with ``wraps``, stepping past ``maximumValue`` gives ``minimumValue`` and past the
///   minimum gives the maximum (Apple, `wraps`); without, the value stops at the limit.
/// - Code: ``value`` sends no action.
/// - Right to left (its ``UIView/effectiveUserInterfaceLayoutDirection``): the − half is at
///   the right and the + half at the left, drawn and touched so, as UIKit's stepper mirrors
///   itself (Apple's guidelines, "Right to left": controls that use lateral movement flip;
///   their Arabic example puts the decrease button at the right, the increase one at the
///   left).
open class UIStepper: UIControl {
  /// The stepper's size, points.
  static let stepperSize = CGSize(width: 94, height: 32)
  /// The corner radius, the separator's size and the glyph bars' size, points (measured).
  static let cornerRadius: CGFloat = 8
  static let separatorSize = CGSize(width: 1, height: 18)
  static let glyphBar = CGSize(width: 13, height: 1.5)
  /// The delay before autorepeat starts and the interval between its steps, seconds.
  static let autorepeatDelay = 0.5
  static let autorepeatInterval = 0.1
  /// A held half's darkening: black at 8 % over it (measured).
  static let highlightColor = UIColor(white: 0, alpha: 0.08)

  private let background = ControlPartView(
    "background", color: .tertiarySystemFill, cornerRadius: cornerRadius)
  private let minusHighlight = ControlPartView(
    "minusHighlight", color: highlightColor, cornerRadius: 0)
  private let plusHighlight = ControlPartView(
    "plusHighlight", color: highlightColor, cornerRadius: 0)
  /// Whether the halves are placed mirrored (− at the right).
  private var placedMirrored = false
  private let separator = ControlPartView("separator", color: .separator, cornerRadius: 0)
  private let minusBar = ControlPartView("minus", color: .label, cornerRadius: 0)
  private let plusBar = ControlPartView("plus", color: .label, cornerRadius: 0)
  private let plusStem = ControlPartView("plusStem", color: .label, cornerRadius: 0)

  /// The value (`value`, default 0), clamped to ``minimumValue``…``maximumValue``; sends no
  /// action.
  open var value: Double {
    get { storedValue }
    set {
      storedValue = min(max(newValue, minimumValue), maximumValue)
      updateParts()
    }
  }
  private var storedValue: Double = 0

  /// The lowest value (`minimumValue`, default 0). Above ``maximumValue``, both become it
  /// (Apple, `UIStepper`).
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = storedValue
    }
  }

  /// The highest value (`maximumValue`, default 100). Below ``minimumValue``, both become it.
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = storedValue
    }
  }

  /// The amount one step changes the value (`stepValue`, default 1); must be above 0 and
  /// finite: another value (0, negative, NaN, infinite) is ignored and the old one kept.
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue } }
  }

  /// Whether stepping past a limit continues from the other one (`wraps`, default false).
  open var wraps = false { didSet { updateParts() } }

  /// Whether `valueChanged` is sent at each step (`isContinuous`, default true) or once at the
  /// lift.
  open var isContinuous = true

  /// Whether holding a half repeats its step (`autorepeat`, default true).
  open var autorepeat = true

  /// The half being held: −1 for −, +1 for +, 0 for none.
  private var heldDirection = 0
  private var valueAtTouchDown: Double = 0
  private var repeatTimer: (scheduler: Scheduler, token: Int)?

  /// A stepper at the frame's origin; the size is always 94 × 32 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
    setUp()
  }

  /// A stepper at the origin (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    bounds.size = UIStepper.stepperSize
    setUp()
  }

  private func setUp() {
    let size = UIStepper.stepperSize
    let half = size.width / 2
    for part in [background, separator, minusBar, plusBar, plusStem] { addSubview(part) }
    background.addSubview(minusHighlight)
    background.addSubview(plusHighlight)
    background.frame = CGRect(origin: .zero, size: size)
    background.clipsToBounds = true
    let sep = UIStepper.separatorSize
    separator.frame = CGRect(
      x: half - sep.width / 2, y: (size.height - sep.height) / 2, width: sep.width,
      height: sep.height)
    let bar = UIStepper.glyphBar
    minusBar.bounds.size = bar
    plusBar.bounds.size = bar
    plusStem.bounds.size = CGSize(width: bar.height, height: bar.width)
    placeHalves(mirrored: false)
    updateParts()
  }

  /// The − half (glyph and highlight) at the left and the + half at the right, or the other
  /// way round when `mirrored`.
  private func placeHalves(mirrored: Bool) {
    placedMirrored = mirrored
    let size = UIStepper.stepperSize
    let half = size.width / 2
    let minusX: CGFloat = mirrored ? half : 0
    let plusX: CGFloat = mirrored ? 0 : half
    minusHighlight.frame = CGRect(x: minusX, y: 0, width: half, height: size.height)
    plusHighlight.frame = CGRect(x: plusX, y: 0, width: half, height: size.height)
    minusBar.center = CGPoint(x: minusX + half / 2, y: size.height / 2)
    plusBar.center = CGPoint(x: plusX + half / 2, y: size.height / 2)
    plusStem.center = plusBar.center
  }

  /// Swaps the halves when the layout direction has changed (a direction change lays the
  /// subtree out again).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let mirrored = isRightToLeft
    if mirrored != placedMirrored { placeHalves(mirrored: mirrored) }
  }

  /// 94 × 32 pt.
  open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }

  /// 94 × 32 pt, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

  /// A stepper's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// Greys a half that cannot step, and everything when disabled.
  package override func controlStateDidChange() {
    super.controlStateDidChange()
    updateParts()
  }

  // MARK: Tracking

  /// Steps the touched half (if it can step) and starts the autorepeat.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let leftHalf = touch.location(in: self).x < bounds.midX
    let direction = leftHalf != isRightToLeft ? -1 : 1
    guard canStep(direction) else { return false }
    heldDirection = direction
    valueAtTouchDown = storedValue
    step(event: event)
    scheduleRepeat(after: UIStepper.autorepeatDelay)
    return true
  }

  /// Stops the autorepeat while the finger is outside, restarts it when it comes back.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if !isTouchInside {
      cancelRepeat()
    } else if repeatTimer == nil {
      scheduleRepeat(after: UIStepper.autorepeatDelay)
    }
    updateParts()
    return true
  }

  /// Stops stepping; without ``isContinuous``, sends `valueChanged` if the value changed.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    finishTracking(event: event)
  }

  /// Stops stepping, as the lift does.
  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    finishTracking(event: event)
  }

  private func finishTracking(event: UIEvent?) {
    cancelRepeat()
    heldDirection = 0
    if !isContinuous, storedValue != valueAtTouchDown {
      sendTriggeringActions(for: .valueChanged, event: event)
    }
    updateParts()
  }

  /// Whether the half in `direction` can step: enabled, and not at its limit unless wrapping.
  private func canStep(_ direction: Int) -> Bool {
    guard isEnabled else { return false }
    if wraps { return true }
    return direction < 0 ? storedValue > minimumValue : storedValue < maximumValue
  }

  /// One step in the held direction, wrapping or clamping at the limits.
  private func step(event: UIEvent?) {
    guard heldDirection != 0, canStep(heldDirection) else { return }
    var next = storedValue + Double(heldDirection) * stepValue
    if wraps, next > maximumValue {
      next = minimumValue
    } else if wraps, next < minimumValue {
      next = maximumValue
    }
    storedValue = min(max(next, minimumValue), maximumValue)
    updateParts()
    window?.eventLog.record(
      "stepper.value", view: self, detail: "\(identifier) value \(storedValue)")
    if isContinuous { sendTriggeringActions(for: .valueChanged, event: event) }
  }

  private func scheduleRepeat(after delay: Double) {
    guard autorepeat, let scheduler = window?.scheduler else { return }
    let token = scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.repeatTimer = nil
      self.step(event: nil)
      self.scheduleRepeat(after: UIStepper.autorepeatInterval)
    }
    repeatTimer = (scheduler, token)
  }

  private func cancelRepeat() {
    if let repeatTimer { repeatTimer.scheduler.cancel(repeatTimer.token) }
    repeatTimer = nil
  }

  // MARK: Drawing

  private func updateParts() {
    let dim = UIColor.tertiaryLabel
    let minusColor: UIColor = canStep(-1) ? .label : dim
    let plusColor: UIColor = canStep(1) ? .label : dim
    minusBar.backgroundColor = minusColor
    plusBar.backgroundColor = plusColor
    plusStem.backgroundColor = plusColor
    minusHighlight.isHidden = !(heldDirection < 0 && isHighlighted)
    plusHighlight.isHidden = !(heldDirection > 0 && isHighlighted)
  }

  // MARK: VoiceOver

  /// VoiceOver's swipe up on the stepper (`accessibilityIncrement()`): one step up, as a tap
  /// on its plus half makes (wrapping or stopping at the limit), sending `.valueChanged`; nothing
  /// when it cannot step.
  open override func accessibilityIncrement() { stepForAccessibility(1) }

  /// VoiceOver's swipe down on the stepper (`accessibilityDecrement()`): one step down, as a
  /// tap on its minus half makes, sending `.valueChanged`; nothing when it cannot step.
  open override func accessibilityDecrement() { stepForAccessibility(-1) }

  private func stepForAccessibility(_ direction: Int) {
    guard heldDirection == 0, canStep(direction) else { return }
    heldDirection = direction
    step(event: nil)
    heldDirection = 0
    if !isContinuous { sendActions(for: .valueChanged) }
  }
}
