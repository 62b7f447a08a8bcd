import Foundation

/// How a date picker presents itself, UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
  /// The system picks: ``compact`` for the date and time modes, ``wheels`` for the count-down
  /// timer (iOS 14 and later).
  case automatic = 0
  /// Spinning wheels, one per part of the date (a ``UIPickerView``).
  case wheels = 1
  /// Rounded grey pills with the formatted date and time (iOS 14).
  case compact = 2
  /// A month calendar with a time pill (iOS 14); drawn here as ``compact`` with a warning.
  case inline = 3
}

/// A control for choosing a date, a time or a count-down duration, UIKit's `UIDatePicker`.
///
/// - Values: ``date`` defaults to the simulation's fixed "now", Monday 4 December 2023
///   09:41:00 UTC (a device's default is the current moment; a simulation has no wall clock,
///   so the default is fixed for byte-identical output: docs/pickers.md). The calendar is the
///   Gregorian one, the time zone UTC and the locale `en_US` unless the code sets them.
///   ``minimumDate`` and ``maximumDate`` clamp ``date`` whenever either changes, ``date`` is
///   set, or the wheels settle outside them (the wheels then turn back to the limit, as on iOS).
/// - Styles: ``preferredDatePickerStyle`` `.automatic` resolves to `.compact` for the date and
///   time modes and to `.wheels` for ``Mode/countDownTimer``, which has no compact form
///   (iOS 14 and later; ``datePickerStyle`` is the resolved one). `.wheels` is fully modelled
///   on the picker wheel; `.compact` draws its pills, and a tap on them, which opens a calendar
///   or time popover on iOS, records a `datePicker.unsupported` warning; `.inline` is drawn as
///   `.compact` with a warning.
/// - Wheels, in `en_US` order: `.date` month (January…) / day (1–31) / year; `.time` hour
///   (1–12) / minute (00–59 by ``minuteInterval``) / AM–PM; `.dateAndTime` day ("Today" for the
///   simulation's today, else "Mon Dec 4") / hour / minute / AM–PM; `.countDownTimer` hours /
///   minutes. Months, days, hours and minutes loop as on iOS (their wheels hold 100 turns of
///   their values, starting in the middle).
/// - Greyed rows: a day the shown month lacks and a value outside the limits (with the other
///   wheels as they rest) are drawn in ``UIColor/tertiaryLabel``, as iOS greys them.
/// - Events: when the user's spin or tap settles on a different value the picker sends
///   `valueChanged` once (and records `datePicker.date`); setting ``date`` or
///   ``setDate(_:animated:)`` sends nothing.
open class UIDatePicker: UIControl {
  /// What a date picker chooses, UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// An hour, a minute and AM/PM.
    case time = 0
    /// A month, a day and a year.
    case date = 1
    /// A day, an hour, a minute and AM/PM (the default).
    case dateAndTime = 2
    /// A duration of hours and minutes.
    case countDownTimer = 3
  }

  /// The default date: 2023-12-04 09:41:00 UTC, a Monday (seconds since 1970).
  static let simulatedNow = Date(timeIntervalSince1970: 1_701_682_860)
  /// The intrinsic size of the wheels, points (UIKit's long-standing 320 × 216 pt).
  static let wheelsSize = CGSize(width: 320, height: 216)

  /// What the picker chooses (`datePickerMode`, default ``Mode/dateAndTime``).
  open var datePickerMode: Mode = .dateAndTime { didSet { modeOrStyleChanged() } }

  /// The style the code asks for (`preferredDatePickerStyle`, default `.automatic`).
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { modeOrStyleChanged() }
  }

  /// The style drawn (`datePickerStyle`): ``preferredDatePickerStyle`` with `.automatic`
  /// resolved (`.wheels` for the count-down timer, else `.compact`); the count-down timer is
  /// always `.wheels`.
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer { return .wheels }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The chosen date (`date`), within ``minimumDate``…``maximumDate``. Setting it shows it at
  /// once and sends nothing.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }
  var storedDate = UIDatePicker.simulatedNow

  /// The earliest date the picker allows (`minimumDate`, default `nil`).
  open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
  /// The latest date the picker allows (`maximumDate`, default `nil`).
  open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }

  /// The minute wheel's step (`minuteInterval`, default 1): a divisor of 60 from 1 to 30;
  /// another value is ignored (Apple: "must be evenly divided into 60").
  open var minuteInterval: Int = 1 {
    didSet {
      if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 {
        minuteInterval = oldValue
      }
      reloadWheels()
    }
  }

  /// The locale of the titles (`locale`; `nil`, the default, is `en_US` here, a device's
  /// current locale on iOS). The wheels keep `en_US`'s column order.
  open var locale: Locale? { didSet { reloadWheels() } }

  /// The calendar (`calendar`, default Gregorian).
  open var calendar: Calendar! = Calendar(identifier: .gregorian) { didSet { reloadWheels() } }

  /// The time zone the date is shown in (`timeZone`; `nil`, the default, is UTC here).
  open var timeZone: TimeZone? { didSet { reloadWheels() } }

  /// The count-down duration, seconds (`countDownDuration`, default 0), shown in
  /// ``Mode/countDownTimer`` as whole minutes, at most 23 h 59 min.
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      countDownDuration = min(max(0, countDownDuration.isFinite ? countDownDuration : 0), 86_340)
      showValue(animated: false)
    }
  }

  /// The wheels (shown in the `.wheels` style).
  let wheels = UIPickerView(frame: .zero)
  /// The wheels' data source and delegate.
  lazy var columns = DatePickerColumns(picker: self)
  /// The compact style's pills: the date's and the time's.
  let datePill = ControlPartView(
    "datePill", color: .tertiarySystemFill, cornerRadius: UIDatePicker.pillCornerRadius)
  let timePill = ControlPartView(
    "timePill", color: .tertiarySystemFill, cornerRadius: UIDatePicker.pillCornerRadius)
  let dateText = UILabel(frame: .zero)
  let timeText = UILabel(frame: .zero)

  /// A date picker with the given frame, points (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// A date picker (`init?(coder:)`; nothing is decoded, see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    wheels.dataSource = columns
    wheels.delegate = columns
    addSubview(wheels)
    for (pill, text) in [(datePill, dateText), (timePill, timeText)] {
      text.font = .systemFont(ofSize: Self.pillFontSize)
      text.textColor = .label
      text.textAlignment = .center
      pill.addSubview(text)
      addSubview(pill)
    }
    modeOrStyleChanged()
  }

  /// Sets ``date``, clamped to ``minimumDate``…``maximumDate``, turning the wheels to it
  /// (`setDate(_:animated:)`; animated, over 0.3 s). Sends nothing.
  open func setDate(_ date: Date, animated: Bool) {
    storedDate = clamped(date)
    showValue(animated: animated)
  }

  /// The wheels' 320 × 216 pt, or the pills' size in the compact styles.
  open override var intrinsicContentSize: CGSize {
    datePickerStyle == .wheels ? Self.wheelsSize : compactSize()
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Places the wheels or the pills.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if datePickerStyle == .wheels {
      wheels.frame = bounds
    } else {
      placePills()
    }
    warnAboutUnmodelledStyle()
  }

  /// A date picker's primary action follows `valueChanged`.
  package override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  /// Tracks touches on the pills.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    datePickerStyle != .wheels
  }

  /// A tap on a pill opens a popover on iOS: not modelled, recorded as a warning.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, datePickerStyle != .wheels else { return }
    window?.eventLog.record(
      "datePicker.unsupported", view: self,
      detail: "\(identifier): the \(styleName) style's calendar and time popovers are not "
        + "modelled; the tap opens nothing")
  }
}
